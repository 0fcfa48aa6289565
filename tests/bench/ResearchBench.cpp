// SPDX-License-Identifier: GPL-3.0-or-later
// research_bench: runs the scripted multi-turn scenario (tests/scenarios/run_multi_openai.json) with
// fixed server-side latencies and prints, per configuration, the wall time, the critical path (the sum
// over sequential steps of the slowest request in each), their ratio, and the requests per run (all,
// and those to search sources). The "sequential" line runs searches and page fetches one after
// another, as the L-MARS reference implementation does. The "+ fedreg, ecfr, uscode" line adds the
// Federal Register, eCFR and U.S. Code sources (tests/scenarios/search_federalregister_basic.json,
// search_ecfr_basic.json, search_uscode_basic.json) and a plan with one query of each of their types.
//
// The second table (issue 32) measures the chain of model calls with scripted model calls that each take
// chainLlmMs (a streamed call sends its first token after a third of it and its last at its end), an
// offline citation checker and the claim_support call answered: per mode, the wall time, the time to
// the answer's first token, the time from the end of the answer's stream to the final verified state,
// the model calls, and the model calls in a row (the longest chain of model calls each of which started
// after the one before it was answered). "one claim fails" answers the first claim check with one
// claim not supported, so the answer is revised and checked again.
//
// Usage: research_bench [runs=5] [llmMs=120] [searchMs=250] [pageMs=300] [chainRuns=3] [chainLlmMs=1200]
// (runs=0 or chainRuns=0 leaves that table out)
#include "ClaimSupportReplies.h"
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

Json loadScenario(const char* name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return Json();
    return Json::parse(f.readAll().toStdString());
}

bool isPrimaryLawPath(const QString& path)
{
    return path.startsWith(QLatin1String("/api/v1/")) || path.startsWith(QLatin1String("/api/search/")) ||
           path.startsWith(QLatin1String("/api/versioner/")) || path.startsWith(QLatin1String("/link/uscode/")) ||
           path.startsWith(QLatin1String("/content/pkg/USCODE-"));
}

/// The plan also asks the Federal Register, eCFR and the U.S. Code, whose routes join the scenario
/// (without the 503s, which test the retry, not the speed, and without GovInfo's keyed POST /search,
/// which shares its path with Serper's and is not used without a key).
void addPrimaryLaw(Json& s)
{
    for (Json& route : s["routes"]) {
        if (route.value("match", Json::object()).value("bodyContains", std::string()) != "\"name\":\"search_queries\"")
            continue;
        Json& message = route["responses"][0]["json"]["choices"][0]["message"];
        Json plan = Json::parse(message["content"].get<std::string>());
        plan["queries"].push_back(
            {{"query", "executive order artificial intelligence"}, {"type", "federal_register"}, {"priority", 2}});
        plan["queries"].push_back(
            {{"query", "family leave eligible employee"}, {"type", "regulations"}, {"priority", 2}});
        plan["queries"].push_back({{"query", "42 U.S.C. § 1983"}, {"type", "statutes"}, {"priority", 2}});
        message["content"] = plan.dump();
    }
    for (const char* name :
         {"search_federalregister_basic.json", "search_ecfr_basic.json", "search_uscode_basic.json"}) {
        const Json extra = loadScenario(name);
        for (Json route : extra["routes"]) {
            if (route.value("path", std::string()) == "/search")
                continue;
            Json kept = Json::array();
            for (const Json& response : route["responses"]) {
                if (response.value("status", 200) != 503)
                    kept.push_back(response);
            }
            route["responses"] = kept;
            if (!kept.empty()) // a route that only answered 503 is left out
                s["routes"].push_back(route);
        }
    }
    s["routes"].push_back({{"method", "GET"},
                           {"path", "/documents/full_text/text/2023/11/01/2023-24283.txt"},
                           {"responses",
                            {{{"headers", {{"Content-Type", "text/plain"}}},
                              {"body", "Executive Order 14110 of October 30, 2023. Safe, Secure, and Trustworthy "
                                       "Development and Use of Artificial Intelligence ... the artificial "
                                       "intelligence ..."}}}}});
}

int delayOf(const QString& path, const Latencies& l);

/// Every response of the scenario waits its route's latency; a streamed model reply sends its first
/// item after a third of the model's latency and spreads the others over the rest.
void applyLatencies(Json& s, const Latencies& l)
{
    for (Json& route : s["routes"]) {
        const int delay = delayOf(QString::fromStdString(route["path"].get<std::string>()), l);
        for (Json& response : route["responses"]) {
            if (!response.contains("sse")) {
                response["delayMs"] = delay;
                continue;
            }
            const int items = std::max(1, int(response["sse"].size()));
            response["delayMs"] = delay / 3;
            // The server waits between items: the last one (the client's end of the call) comes at `delay`.
            response["chunkDelayMs"] = (delay - delay / 3) / std::max(1, items - 1);
        }
    }
}

Json scenario(const Latencies& l, bool primaryLaw)
{
    Json s = loadScenario("run_multi_openai.json");
    if (s.is_null())
        return s;
    if (primaryLaw)
        addPrimaryLaw(s);
    applyLatencies(s, l);
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
    if (isPrimaryLawPath(path))
        return l.search;
    return l.page;
}

bool isSearchPath(const QString& path)
{
    return path == QLatin1String("/search") || path == QLatin1String("/api/rest/v4/search/") || isPrimaryLawPath(path);
}

/// Every service of the bench at the scripted server's address.
settings::AppConfig benchConfig(const QString& base)
{
    settings::AppConfig config = settings::AppConfig::load({}, {});
    config.llm.provider = llm::Provider::OpenAiCompatible;
    config.llm.baseUrl = QUrl(base + QStringLiteral("/v1"));
    config.llm.model = QStringLiteral("gpt-4o-mini");
    config.llm.apiKey = QStringLiteral("bench");
    config.serperApiKey = QStringLiteral("bench");
    config.serperUrl = QUrl(base);
    config.courtListenerUrl = QUrl(base);
    config.federalRegisterUrl = QUrl(base);
    config.ecfrUrl = QUrl(base);
    config.govinfoUrl = QUrl(base);
    return config;
}

struct Measurement
{
    qint64 wallMs = 0;
    qint64 criticalMs = 0;
    int requests = 0;
    int searchRequests = 0;
};

Measurement runOnce(const Latencies& l, int concurrency, bool primaryLaw)
{
    test::ScriptedServer server;
    QString error;
    if (!server.loadScenario(json::dump(scenario(l, primaryLaw)), &error) || !server.start()) {
        std::fprintf(stderr, "scripted server: %s\n", qPrintable(error));
        return {};
    }
    QElapsedTimer sinceServerStart; // the server stamps requests in ms since it started
    sinceServerStart.start();
    const settings::AppConfig config = benchConfig(server.baseUrl().toString());
    QStringList notes;
    QList<model::SourceChoice> choices;
    if (primaryLaw)
        choices = {model::SourceChoice::Web, model::SourceChoice::CaseLaw, model::SourceChoice::FederalRegister,
                   model::SourceChoice::Ecfr, model::SourceChoice::UsCode};
    auto sources = research::SourceFactory::create(config, choices, &notes);
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
    // step, its longest chain of dependent requests (requests are assigned to steps in arrival
    // order): a request that arrived only after another of the step was answered waited for it (the
    // eCFR's section text needs the search's hit), so the chain adds both; requests that overlap
    // count once, as the slowest of them. Only a concurrent run measures this (a sequential one
    // chains everything); the sequential line reuses the concurrent run's figure.
    const QList<test::RecordedRequest> requests = server.requests();
    m.requests = int(requests.size());
    for (const auto& r : requests)
        m.searchRequests += isSearchPath(r.path) ? 1 : 0;
    for (int i = 0; i < clock.starts.size(); ++i) {
        const qint64 from = clock.starts.at(i).second;
        const qint64 to = i < clock.ends.size() ? clock.ends.at(i) : m.wallMs;
        struct Link
        {
            qint64 arrival;
            qint64 answered; // arrival + the server's delay
            qint64 chain;    // the longest chain of delays ending with this request
        };
        QList<Link> step;
        qint64 longest = 0;
        for (const auto& r : requests) {
            const qint64 at = r.receivedAtMs - offset;
            if (at < from || at > to)
                continue;
            const qint64 delay = delayOf(r.path, l);
            qint64 waitedFor = 0;
            for (const Link& earlier : std::as_const(step)) {
                if (earlier.answered <= at)
                    waitedFor = std::max(waitedFor, earlier.chain);
            }
            step.append({at, at + delay, waitedFor + delay});
            longest = std::max(longest, waitedFor + delay);
        }
        m.criticalMs += longest;
    }
    return m;
}

qint64 median(QList<qint64> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

Json chainScenario(model::ResearchMode mode, bool failOne, const Latencies& l)
{
    const bool multi = mode == model::ResearchMode::MultiTurn;
    Json s = multi ? scenario(l, false) : loadScenario("run_simple_openai.json");
    if (s.is_null())
        return s;
    test::ClaimSupportReplies::addRoutes(s, failOne);
    applyLatencies(s, l);
    return s;
}

/// Records the time of the answer's first token, the end of its stream and the run's end.
class AnswerClock final : public model::ResearchObserver
{
public:
    void onEvent(const model::ResearchEvent& e, const model::ResearchState&) override
    {
        if (e.type == model::ResearchEvent::Type::AnswerDelta && firstToken < 0)
            firstToken = e.elapsedMs;
        if (e.type == model::ResearchEvent::Type::StageFinished && e.stage == model::Stage::Summary)
            streamEnd = e.elapsedMs;
        last = e.elapsedMs;
    }
    qint64 firstToken = -1;
    qint64 streamEnd = -1;
    qint64 last = 0;
};

struct ChainMeasurement
{
    qint64 wallMs = 0;
    qint64 firstTokenMs = 0;
    qint64 afterStreamMs = 0; ///< the end of the answer's stream to the final verified state
    int modelCalls = 0;
    int callsInRow = 0;
    bool revised = false;
    QString status;
};

/// The longest chain of model calls each of which arrived after the one before it was answered.
int callsInRow(const QList<test::RecordedRequest>& requests, int llmMs)
{
    QList<QPair<qint64, int>> done; // (answered at, chain ending with it)
    int longest = 0;
    for (const auto& r : requests) {
        if (r.path != QLatin1String("/v1/chat/completions"))
            continue;
        int before = 0;
        for (const auto& d : std::as_const(done))
            if (d.first <= r.receivedAtMs + 30) // 30 ms: rounding of the scripted stream's item delays
                before = std::max(before, d.second);
        done.append({r.receivedAtMs + llmMs, before + 1});
        longest = std::max(longest, before + 1);
    }
    return longest;
}

ChainMeasurement runChain(const Latencies& l, model::ResearchMode mode, bool failOne)
{
    test::ScriptedServer server;
    QString error;
    if (!server.loadScenario(json::dump(chainScenario(mode, failOne, l)), &error) || !server.start()) {
        std::fprintf(stderr, "scripted server: %s\n", qPrintable(error));
        return {};
    }
    const settings::AppConfig config = benchConfig(server.baseUrl().toString());
    QStringList notes;
    auto sources = research::SourceFactory::create(config, {}, &notes);
    research::ResearchOptions options;
    options.mode = mode;
    research::ResearchRun run(QStringLiteral("My landlord kept my deposit. What can I do?"), options,
                              llm::ChatModel::create(config.llm, std::make_shared<net::HttpClient>()), sources.value());
    run.setPageReader(std::make_shared<search::PageReader>());
    run.setCitationChecker(std::make_unique<verify::OfflineCitationChecker>());
    AnswerClock clock;
    run.addObserver(&clock);
    QElapsedTimer timer;
    timer.start();
    const auto result = run.run(CancelToken());
    ChainMeasurement m;
    m.wallMs = timer.elapsed();
    m.status = model::statusName(run.state().status);
    if (!result.ok())
        std::fprintf(stderr, "run failed: %s\n", qPrintable(result.error().toString()));
    m.firstTokenMs = clock.firstToken;
    m.afterStreamMs = clock.streamEnd < 0 ? 0 : clock.last - clock.streamEnd;
    m.revised = run.state().verification.revised;
    const QList<test::RecordedRequest> requests = server.requests();
    for (const auto& r : requests)
        m.modelCalls += r.path == QLatin1String("/v1/chat/completions") ? 1 : 0;
    m.callsInRow = callsInRow(requests, l.llm);
    return m;
}

void chainTable(int runs, const Latencies& l)
{
    std::printf("\nmodel-call chain: each model call %d ms (streams: first token at a third), web search %d ms, case "
                "law %d ms, page %d ms; offline citation checker; %d runs each, medians\n",
                l.llm, l.search, l.caselaw, l.page, runs);
    std::printf("%-28s %9s %12s %14s %7s %8s %8s %10s\n", "mode", "wall ms", "1st token", "stream→final", "calls",
                "in a row", "revised", "status");
    struct Configuration
    {
        const char* label;
        model::ResearchMode mode;
        bool failOne;
    };
    for (const Configuration& c :
         {Configuration{"simple", model::ResearchMode::Simple, false},
          Configuration{"simple, one claim fails", model::ResearchMode::Simple, true},
          Configuration{"multi-turn (3 rounds)", model::ResearchMode::MultiTurn, false},
          Configuration{"multi-turn, one claim fails", model::ResearchMode::MultiTurn, true}}) {
        QList<qint64> walls, firsts, afters;
        ChainMeasurement last;
        for (int i = 0; i < runs; ++i) {
            last = runChain(l, c.mode, c.failOne);
            walls << last.wallMs;
            firsts << last.firstTokenMs;
            afters << last.afterStreamMs;
        }
        std::printf("%-28s %9lld %12lld %14lld %7d %8d %8s %10s\n", c.label, static_cast<long long>(median(walls)),
                    static_cast<long long>(median(firsts)), static_cast<long long>(median(afters)), last.modelCalls,
                    last.callsInRow, last.revised ? "yes" : "no", qPrintable(last.status));
    }
    std::printf("evidence mode calls no model (0 in a row).\n");
}

void concurrencyTable(int runs, const Latencies& l)
{
    std::printf("research_bench: multi-turn scenario, 3 rounds, latencies llm %d ms, web search %d ms, case law %d ms, "
                "page %d ms; %d runs each, medians\n",
                l.llm, l.search, l.caselaw, l.page, runs);
    std::printf("%-36s %10s %14s %8s %9s %9s\n", "configuration", "wall ms", "critical ms", "ratio", "requests",
                "searches");
    struct Configuration
    {
        const char* label;
        int concurrency;
        bool primaryLaw;
    };
    qint64 concurrentCritical = 0;
    for (const Configuration& c :
         {Configuration{"concurrent (8 at once)", 8, false}, Configuration{"sequential (reference)", 1, false},
          Configuration{"concurrent + fedreg, ecfr, uscode", 8, true}}) {
        QList<qint64> walls;
        QList<qint64> criticals;
        Measurement last;
        for (int i = 0; i < runs; ++i) {
            last = runOnce(l, c.concurrency, c.primaryLaw);
            walls << last.wallMs;
            criticals << last.criticalMs;
        }
        const qint64 wall = median(walls);
        qint64 critical = median(criticals);
        if (c.concurrency > 1 && !c.primaryLaw)
            concurrentCritical = critical;
        else if (c.concurrency == 1)
            critical = concurrentCritical; // the same work and dependencies as the concurrent run
        std::printf("%-36s %10lld %14lld %8.3f %9d %9d\n", c.label, static_cast<long long>(wall),
                    static_cast<long long>(critical), critical > 0 ? double(wall) / double(critical) : 0.0,
                    last.requests, last.searchRequests);
    }
    std::printf("ratio = wall / critical path (per step, the longest chain of dependent requests of the concurrent "
                "run); target ≤ 1.10 for the concurrent runs.\n");
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int runs = args.size() > 1 ? qMax(0, args.at(1).toInt()) : 5;
    const int chainRuns = args.size() > 5 ? qMax(0, args.at(5).toInt()) : 3;
    Latencies l;
    if (args.size() > 2)
        l.llm = args.at(2).toInt();
    if (args.size() > 3)
        l.search = args.at(3).toInt();
    if (args.size() > 4)
        l.page = args.at(4).toInt();

    if (runs > 0)
        concurrencyTable(runs, l);
    if (chainRuns > 0) {
        Latencies chain = l;
        chain.llm = args.size() > 6 ? args.at(6).toInt() : 1200;
        chainTable(chainRuns, chain);
    }
    return 0;
}
