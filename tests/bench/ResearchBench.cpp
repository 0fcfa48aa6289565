// SPDX-License-Identifier: GPL-3.0-or-later
// research_bench: runs the scripted multi-turn scenario (tests/scenarios/run_multi_openai.json) with
// fixed server-side latencies and prints, per configuration, the wall time, the critical path (the sum
// over sequential steps of the slowest request in each) and their ratio. The "sequential" line runs
// searches and page fetches one after another, as the L-MARS reference implementation does.
//
// Usage: research_bench [runs=5] [llmMs=120] [searchMs=250] [pageMs=300]
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/ResearchRun.h"
#include "research/SourceFactory.h"
#include "search/PageReader.h"
#include "settings/AppConfig.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <algorithm>
#include <cstdio>

using namespace lmars;
using Json = nlohmann::json;

namespace {

struct Latencies
{
    int llm = 120;
    int search = 250;
    int caselaw = 200;
    int page = 300;
};

/// Records when each stage started and finished (ms since the run began).
class StageClock final : public model::ResearchObserver
{
public:
    void onEvent(const model::ResearchEvent& e, const model::ResearchState&) override
    {
        if (e.type == model::ResearchEvent::Type::StageStarted)
            starts.append({lmars::model::stageName(e.stage), e.elapsedMs});
        if (e.type == model::ResearchEvent::Type::StageFinished)
            ends.append(e.elapsedMs);
    }
    QList<QPair<QString, qint64>> starts;
    QList<qint64> ends;
};

Json scenario(const Latencies& l)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/run_multi_openai.json"));
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    Json s = Json::parse(f.readAll().toStdString());
    for (Json& route : s["routes"]) {
        const std::string path = route["path"];
        int delay = l.page;
        if (path == "/v1/chat/completions")
            delay = l.llm;
        else if (path == "/search")
            delay = l.search;
        else if (path == "/api/rest/v4/search/")
            delay = l.caselaw;
        for (Json& response : route["responses"])
            response["delayMs"] = delay;
    }
    s["routes"].push_back({{"method", "GET"},
                           {"path", "/pages/guide.pdf"},
                           {"responses",
                            {{{"delayMs", l.page},
                              {"headers", {{"Content-Type", "text/plain"}}},
                              {"body", "The notice period is thirty days."}}}}});
    return s;
}

int delayOf(const QString& path, const Latencies& l)
{
    if (path == QLatin1String("/v1/chat/completions"))
        return l.llm;
    if (path == QLatin1String("/search"))
        return l.search;
    if (path == QLatin1String("/api/rest/v4/search/"))
        return l.caselaw;
    return l.page;
}

struct Measurement
{
    qint64 wallMs = 0;
    qint64 criticalMs = 0;
    int requests = 0;
};

Measurement runOnce(const Latencies& l, int concurrency)
{
    test::ScriptedServer server;
    QString error;
    if (!server.loadScenario(json::dump(scenario(l)), &error) || !server.start()) {
        std::fprintf(stderr, "scripted server: %s\n", qPrintable(error));
        return {};
    }
    QElapsedTimer sinceServerStart; // the server stamps requests in ms since it started
    sinceServerStart.start();
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
    research::ResearchOptions options;
    options.mode = lmars::model::ResearchMode::MultiTurn;
    options.askFollowUps = true;
    options.searchConcurrency = concurrency;
    options.fetchConcurrency = concurrency;
    research::ResearchRun run(QStringLiteral("My landlord kept my deposit. What can I do?"), options,
                              llm::ChatModel::create(config.llm, std::make_shared<net::HttpClient>()), sources.value());
    run.setPageReader(std::make_shared<search::PageReader>());
    StageClock clock;
    run.addObserver(&clock);

    QElapsedTimer timer;
    const qint64 offset = sinceServerStart.elapsed();
    timer.start();
    const auto result = run.run(CancelToken());
    Measurement m;
    m.wallMs = timer.elapsed();
    if (!result.ok()) {
        std::fprintf(stderr, "run failed: %s\n", qPrintable(result.error().toString()));
        return m;
    }
    // Each stage is a sequential step; inside it requests may overlap. The critical path adds, per
    // step, the slowest request that step made (requests are assigned to steps in arrival order).
    const QList<test::RecordedRequest> requests = server.requests();
    m.requests = int(requests.size());
    for (int i = 0; i < clock.starts.size(); ++i) {
        const qint64 from = clock.starts.at(i).second;
        const qint64 to = i < clock.ends.size() ? clock.ends.at(i) : m.wallMs;
        int slowest = 0;
        for (const auto& r : requests) {
            const qint64 at = r.receivedAtMs - offset;
            if (at >= from && at <= to)
                slowest = std::max(slowest, delayOf(r.path, l));
        }
        m.criticalMs += slowest;
    }
    return m;
}

qint64 median(QList<qint64> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int runs = args.size() > 1 ? qMax(1, args.at(1).toInt()) : 5;
    Latencies l;
    if (args.size() > 2)
        l.llm = args.at(2).toInt();
    if (args.size() > 3)
        l.search = args.at(3).toInt();
    if (args.size() > 4)
        l.page = args.at(4).toInt();

    std::printf("research_bench: multi-turn scenario, 3 rounds, latencies llm %d ms, web search %d ms, case law %d ms, "
                "page %d ms; %d runs each, medians\n",
                l.llm, l.search, l.caselaw, l.page, runs);
    std::printf("%-28s %10s %14s %8s %9s\n", "configuration", "wall ms", "critical ms", "ratio", "requests");
    for (const auto& [label, concurrency] : {std::pair<const char*, int>{"concurrent (8 at once)", 8},
                                             std::pair<const char*, int>{"sequential (reference)", 1}}) {
        QList<qint64> walls;
        QList<qint64> criticals;
        int requests = 0;
        for (int i = 0; i < runs; ++i) {
            const Measurement m = runOnce(l, concurrency);
            walls << m.wallMs;
            criticals << m.criticalMs;
            requests = m.requests;
        }
        const qint64 wall = median(walls);
        const qint64 critical = median(criticals);
        std::printf("%-28s %10lld %14lld %8.3f %9d\n", label, static_cast<long long>(wall),
                    static_cast<long long>(critical), critical > 0 ? double(wall) / double(critical) : 0.0, requests);
    }
    std::printf("ratio = wall / critical path of the concurrent run's steps; target ≤ 1.15 for the concurrent run.\n");
    return 0;
}
