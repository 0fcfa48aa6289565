// SPDX-License-Identifier: GPL-3.0-or-later
// prompt_cache_bench: runs the scripted multi-turn scenario (tests/scenarios/run_multi_openai.json,
// as research_bench does, without latencies), takes the model requests as they were sent, and prints
// per call and in total the share of prompt tokens a provider with automatic prefix caching would
// serve from its cache (PrefixCacheEstimate: the longest prefix shared with an earlier call of the
// run; OpenAI's 1,024-token minimum and 128-token steps; tokens ≈ UTF-8 bytes / 4). It reads
// whatever prompts the build sends, so running it on two builds compares their prompt layouts.
//
// Usage: prompt_cache_bench
#include "PrefixCacheEstimate.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/ResearchRun.h"
#include "research/SourceFactory.h"
#include "search/PageReader.h"
#include "settings/AppConfig.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

using namespace lmars;
using Json = nlohmann::json;

namespace {

Json scenario()
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/run_multi_openai.json"));
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    Json s = Json::parse(f.readAll().toStdString(), nullptr, false);
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
    return QStringLiteral("answer");
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const Json s = scenario();
    test::ScriptedServer server;
    QString error;
    if (s.is_discarded() || s.is_null() || !server.loadScenario(json::dump(s), &error) || !server.start()) {
        std::fprintf(stderr, "prompt_cache_bench: the scripted scenario could not be served: %s\n", qPrintable(error));
        return 1;
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
        return 1;
    }
    research::ResearchOptions options;
    options.mode = model::ResearchMode::MultiTurn;
    options.askFollowUps = true;
    research::ResearchRun run(QStringLiteral("My landlord kept my deposit. What can I do?"), options,
                              llm::ChatModel::create(config.llm, std::make_shared<net::HttpClient>()), sources.value());
    run.setPageReader(std::make_shared<search::PageReader>());
    if (const auto result = run.run(CancelToken()); !result.ok()) {
        std::fprintf(stderr, "prompt_cache_bench: the run failed: %s\n", qPrintable(result.error().toString()));
        return 1;
    }

    bench::PrefixCacheEstimate estimate;
    std::printf("prompt_cache_bench: scripted multi-turn scenario, model requests as sent; tokens = UTF-8 bytes / 4\n");
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
    return 0;
}
