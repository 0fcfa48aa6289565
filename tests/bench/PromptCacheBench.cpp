// SPDX-License-Identifier: GPL-3.0-or-later
// prompt_cache_bench: runs the scripted multi-turn scenario (tests/scenarios/run_multi_openai.json,
// as research_bench does, without latencies), takes the model requests as they were sent, and prints
// per call and in total the share of prompt tokens a provider with automatic prefix caching would
// serve from its cache (PrefixCacheEstimate: the longest prefix shared with an earlier call of the
// run; OpenAI's 1,024-token minimum and 128-token steps; tokens ≈ UTF-8 bytes / 4). It reads
// whatever prompts the build sends, so running it on two builds compares their prompt layouts.
//
// A second table runs the scripted simple scenario with its claims checked (the first claim failing
// once, so the answer is revised and checked again), for the claim checks' and the revision's share.
//
// Usage: prompt_cache_bench
#include "ClaimSupportReplies.h"
#include "PrefixCacheEstimate.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/ResearchRun.h"
#include "research/SourceFactory.h"
#include "search/PageReader.h"
#include "settings/AppConfig.h"
#include "verify/OfflineCitationChecker.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

using namespace lmars;
using Json = nlohmann::json;

namespace {

Json load(const char* name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString(), nullptr, false);
}

Json scenario()
{
    Json s = load("run_multi_openai.json");
    if (s.is_object())
        s["routes"].push_back(
            {{"method", "GET"},
             {"path", "/pages/guide.pdf"},
             {"responses",
              {{{"headers", {{"Content-Type", "text/plain"}}}, {"body", "The notice period is thirty days."}}}}});
    return s;
}

QString purposeOf(const Json& body)
{
    const auto format = body.find("response_format");
    if (format != body.end() && format->is_object() && format->contains("json_schema"))
        return json::field(format->at("json_schema"), "name");
    for (const Json& message : body.value("messages", Json::array()))
        if (message.value("role", std::string()) == "assistant")
            return QStringLiteral("answer (revision)"); // the answer so far is repeated as the model's turn
    return QStringLiteral("answer");
}

/// Runs the scenario in this mode and prints its table; false when it could not run.
bool report(const char* label, Json s, model::ResearchMode mode)
{
    test::ScriptedServer server;
    QString error;
    if (s.is_discarded() || s.is_null() || !server.loadScenario(json::dump(s), &error) || !server.start()) {
        std::fprintf(stderr, "prompt_cache_bench: the scripted scenario could not be served: %s\n", qPrintable(error));
        return false;
    }
    const QString base = server.baseUrl().toString();
    settings::AppConfig config = settings::AppConfig::load({}, {});
    config.llm.provider = llm::Provider::OpenAiCompatible;
    config.llm.baseUrl = QUrl(base + QStringLiteral("/v1"));
    config.llm.model = QStringLiteral("gpt-4o-mini");
    config.llm.apiKey = QStringLiteral("bench");
    config.serperApiKey = QStringLiteral("bench");
    config.serperUrl = QUrl(base);
    config.courtListenerUrl = QUrl(base);
    QStringList notes;
    auto sources = research::SourceFactory::create(config, {}, &notes);
    if (!sources) {
        std::fprintf(stderr, "prompt_cache_bench: %s\n", qPrintable(sources.error().toString()));
        return false;
    }
    research::ResearchOptions options;
    options.mode = mode;
    options.askFollowUps = mode == model::ResearchMode::MultiTurn;
    research::ResearchRun run(QStringLiteral("My landlord kept my deposit. What can I do?"), options,
                              llm::ChatModel::create(config.llm, std::make_shared<net::HttpClient>()), sources.value());
    run.setPageReader(std::make_shared<search::PageReader>());
    if (mode == model::ResearchMode::Simple)
        run.setCitationChecker(std::make_unique<verify::OfflineCitationChecker>());
    if (const auto result = run.run(CancelToken()); !result.ok()) {
        std::fprintf(stderr, "prompt_cache_bench: the run failed: %s\n", qPrintable(result.error().toString()));
        return false;
    }

    bench::PrefixCacheEstimate estimate;
    std::printf("\nprompt_cache_bench: %s, model requests as sent; tokens = UTF-8 bytes / 4\n", label);
    std::printf("%4s %-22s %10s %14s %14s\n", "call", "purpose", "prompt tok", "shared prefix", "OpenAI cached");
    int index = 0;
    for (const test::RecordedRequest& request : server.requestsTo(QStringLiteral("/v1/chat/completions"))) {
        const Json body = Json::parse(request.body.toStdString(), nullptr, false);
        if (!body.is_object())
            continue;
        estimate.add(body);
        const bench::PrefixCacheEstimate::Call& c = estimate.calls().constLast();
        std::printf("%4d %-22s %10lld %14lld %14lld\n", ++index, qPrintable(purposeOf(body)),
                    static_cast<long long>(c.promptTokens), static_cast<long long>(c.sharedTokens),
                    static_cast<long long>(c.openAiCached));
    }
    std::printf("calls %d, prompt tokens %lld; shared with an earlier call (any prefix) %.1f%%; served from "
                "cache by OpenAI's rule (>= 1,024 tokens, 128-token steps) %.1f%%\n",
                index, static_cast<long long>(estimate.promptTokens()), 100.0 * estimate.anyPrefixShare(),
                100.0 * estimate.openAiShare());
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    if (!report("scripted multi-turn scenario", scenario(), model::ResearchMode::MultiTurn))
        return 1;
    // The simple scenario with its claims checked while the answer streams, the first claim failing
    // once: claim checks, a revision and the revision's check repeat the evidence too.
    Json simple = load("run_simple_openai.json");
    if (!simple.is_null())
        test::ClaimSupportReplies::addRoutes(simple, true);
    if (!report("scripted simple scenario, one claim fails (claim checks and a revision)", simple,
                model::ResearchMode::Simple))
        return 1;
    return 0;
}
