// SPDX-License-Identifier: GPL-3.0-or-later
// `lmars-cli eval mcq` and `eval report` end to end: the real binary against scripted servers on
// 127.0.0.1 (tests/scenarios/run_simple_openai.json + eval_mcq_openai.json, six questions in
// eval_mcq_dataset.json: two right, one wrong, one unparseable, one recovered from free text, one failure).
#include "CliRunner.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

#include <cmath>
#include <csignal>

using lmars::test::CliRun;
using lmars::test::ScriptedServer;
using nlohmann::json;

/// QCOMPARE for JSON values (QTest cannot print nlohmann::json), showing both sides on failure.
#define JCOMPARE(actual, expected)                                                                                     \
    QVERIFY2((actual) == (expected),                                                                                   \
             (std::string(#actual " = ") + json(actual).dump() + " != " + json(expected).dump()).c_str())

namespace {

const QString kDataset = QStringLiteral(LMARS_TEST_SCENARIO_DIR "/eval_mcq_dataset.json");

json loadScenario(const QString& name)
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return json();
    return json::parse(f.readAll().toStdString());
}

/// The eval routes first (their matches are specific), then the research routes of a Simple Mode run.
json evalScenario()
{
    json scenario = loadScenario(QStringLiteral("eval_mcq_openai.json"));
    const json research = loadScenario(QStringLiteral("run_simple_openai.json"));
    for (const json& route : research["routes"])
        scenario["routes"].push_back(route);
    return scenario;
}

QList<json> readLines(const QString& path, int* damaged = nullptr)
{
    QList<json> lines;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return lines;
    int bad = 0;
    for (const QByteArray& text : f.readAll().split('\n')) {
        if (text.isEmpty())
            continue;
        const json j = json::parse(text.toStdString(), nullptr, false);
        if (j.is_object())
            lines.append(j);
        else
            ++bad;
    }
    if (damaged)
        *damaged = bad;
    return lines;
}

json lineFor(const QList<json>& lines, const std::string& id)
{
    for (const json& line : lines) {
        if (line.value("id", std::string()) == id)
            return line;
    }
    return json();
}

int countBodies(const ScriptedServer& server, const QByteArray& a, const QByteArray& b = {})
{
    int n = 0;
    for (const auto& r : server.requestsTo(QStringLiteral("/v1/chat/completions")))
        n += r.body.contains(a) && (b.isEmpty() || r.body.contains(b)) ? 1 : 0;
    return n;
}

} // namespace

class McqEvalCliTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    std::unique_ptr<ScriptedServer> m_server;

    QString path(const QString& name) const { return m_home.filePath(name); }

    QProcessEnvironment environment(bool withSerper = true) const
    {
        return lmars::test::cliEnvironment(m_home.path(), m_server.get(), QStringLiteral("eval"), withSerper);
    }

    void startServer(const json& scenario)
    {
        m_server = std::make_unique<ScriptedServer>();
        QString error;
        QVERIFY2(m_server->loadScenario(lmars::json::dump(scenario), &error), qPrintable(error));
        QVERIFY(m_server->start());
    }

    CliRun cli(const QStringList& args, const QProcessEnvironment& env)
    {
        return lmars::test::runCli(args, env, m_home.path(), 90000);
    }

    json reportJson(const QStringList& files)
    {
        const CliRun r =
            cli(QStringList{QStringLiteral("eval"), QStringLiteral("report"), QStringLiteral("--json")} + files,
                environment());
        if (r.exitCode != 0)
            qWarning().noquote() << r.err;
        return json::parse(r.out.toStdString(), nullptr, false);
    }

private Q_SLOTS:
    void simpleConditionWritesEveryFieldAndTheReport();
    void interruptedRunResumes();
    void recordThenReplayGivesIdenticalEvidence();
    void multiTurnRecordsPagesAndAnswersFollowUps();
    void jurisdictionFromTheItemOrTheOption();
};

void McqEvalCliTest::simpleConditionWritesEveryFieldAndTheReport()
{
    startServer(evalScenario());
    const QString out = path(QStringLiteral("simple.jsonl"));
    const CliRun r = cli({QStringLiteral("eval"), QStringLiteral("mcq"), QStringLiteral("--dataset"), kDataset,
                          QStringLiteral("--condition"), QStringLiteral("simple"), QStringLiteral("--out"), out,
                          QStringLiteral("--judge"), QStringLiteral("--concurrency"), QStringLiteral("3")},
                         environment());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("[6/6]")), qPrintable(r.err));
    QVERIFY(!r.err.contains(QStringLiteral("secret")) && !r.out.contains(QStringLiteral("secret")));

    int damaged = 0;
    const QList<json> lines = readLines(out, &damaged);
    QCOMPARE(lines.size(), 6);
    QCOMPARE(damaged, 0);
    for (const json& line : lines) {
        for (const char* key :
             {"id",           "condition",    "provider",   "model",      "domain",         "category",
              "difficulty",   "gold",         "goldIndex",  "predicted",  "predictedIndex", "correct",
              "parseError",   "answerMethod", "fallback",   "confidence", "reasoning",      "uscore",
              "judge",        "latencyMs",    "researchMs", "answerMs",   "judgeMs",        "tokens",
              "calls",        "judgeTokens",  "iterations", "sources",    "researchStatus", "researchErrors",
              "replayMisses", "status",       "error",      "errorKind"})
            QVERIFY2(line.contains(key), key);
        JCOMPARE(line["condition"], json("simple"));
        JCOMPARE(line["model"], json("gpt-4o-mini"));
        QVERIFY(!lmars::json::dump(line).contains("secret"));
    }

    // Right, from a clean structured answer.
    const json t1 = lineFor(lines, "t1");
    JCOMPARE(t1["gold"], json("B"));
    JCOMPARE(t1["goldIndex"], json(1));
    JCOMPARE(t1["predicted"], json("B"));
    JCOMPARE(t1["predictedIndex"], json(1));
    JCOMPARE(t1["correct"], json(true));
    JCOMPARE(t1["parseError"], json(false));
    JCOMPARE(t1["answerMethod"], json("structured"));
    QCOMPARE(t1["confidence"].get<double>(), 0.9);
    JCOMPARE(t1["status"], json("ok"));
    QVERIFY(t1["error"].is_null());
    JCOMPARE(t1["domain"], json("privacy"));
    JCOMPARE(t1["category"], json("status"));
    JCOMPARE(t1["difficulty"], json("easy"));
    JCOMPARE(t1["researchStatus"], json("finished"));
    JCOMPARE(t1["iterations"], json(1));
    // Sources of the research: the .gov statute page and two CourtListener opinions are primary, Nolo reputable.
    JCOMPARE(
        t1["sources"],
        json({{"total", 4}, {"primary", 3}, {"official", 0}, {"reputable", 1}, {"user-generated", 0}, {"unknown", 0}}));
    // Query analysis, search planning, the streamed summary, then the mcq_answer call.
    JCOMPARE(t1["calls"], json(4));
    // The scripted server reports no cached or reasoning tokens: the line says 0 of each.
    JCOMPARE(t1["tokens"], json({{"prompt", 300 + 350 + 1500 + 100},
                                 {"cached", 0},
                                 {"cacheWrite", 0},
                                 {"completion", 80 + 60 + 220 + 20},
                                 {"reasoning", 0},
                                 {"total", 2630}}));
    JCOMPARE(t1["uscore"]["scored"], json("research_answer"));
    QCOMPARE(t1["uscore"]["C"].get<double>(), 0.0);
    for (const char* key : {"H", "T", "C", "J", "D", "paper", "referenceCode", "band"})
        QVERIFY2(t1["uscore"].contains(key), key);
    JCOMPARE(t1["judge"]["majority"], json("high"));
    JCOMPARE(t1["judge"]["factualAccuracy"]["rating"], json("high"));
    JCOMPARE(t1["judge"]["clarityOfReasoning"]["justification"], json("Clear but brief."));
    JCOMPARE(t1["judge"]["overall"]["rating"], json("high"));
    JCOMPARE(t1["judgeTokens"]["total"], json(490));
    QVERIFY(t1["latencyMs"].get<qint64>() >= t1["answerMs"].get<qint64>());

    // Right, recovered from "A) It applies ..." in the answer field.
    const json t2 = lineFor(lines, "t2");
    JCOMPARE(t2["predicted"], json("A"));
    JCOMPARE(t2["correct"], json(true));
    JCOMPARE(t2["answerMethod"], json("text"));
    // Wrong; the judge's split rating (low, moderate, low, moderate) is a tie that its overall rating breaks.
    const json t3 = lineFor(lines, "t3");
    JCOMPARE(t3["predicted"], json("D"));
    JCOMPARE(t3["correct"], json(false));
    JCOMPARE(t3["parseError"], json(false));
    JCOMPARE(t3["judge"]["majority"], json("moderate"));
    // Unparseable: counted wrong, flagged as a parse error, still rated.
    const json t4 = lineFor(lines, "t4");
    QVERIFY(t4["predicted"].is_null());
    JCOMPARE(t4["predictedIndex"], json(-1));
    JCOMPARE(t4["parseError"], json(true));
    JCOMPARE(t4["correct"], json(false));
    JCOMPARE(t4["answerMethod"], json("none"));
    JCOMPARE(t4["status"], json("ok"));
    JCOMPARE(t4["judge"]["majority"], json("high"));
    // Invalid JSON twice, then "ANSWER: C" in plain text.
    const json t5 = lineFor(lines, "t5");
    JCOMPARE(t5["predicted"], json("C"));
    JCOMPARE(t5["correct"], json(true));
    JCOMPARE(t5["fallback"], json(true));
    JCOMPARE(t5["answerMethod"], json("text"));
    JCOMPARE(t5["calls"], json(6));
    // The model call failed: a failure, counted wrong, never rated.
    const json t6 = lineFor(lines, "t6");
    JCOMPARE(t6["status"], json("failed"));
    JCOMPARE(t6["errorKind"], json("http"));
    QVERIFY2(t6["error"].get<std::string>().find("400") != std::string::npos, t6["error"].dump().c_str());
    QVERIFY(t6["predicted"].is_null());
    JCOMPARE(t6["correct"], json(false));
    JCOMPARE(t6["parseError"], json(false));
    QVERIFY(t6["judge"].is_null());
    QVERIFY(t6["uscore"].is_null());

    // The model saw the research answer and its numbered sources.
    for (const auto& req : m_server->requestsTo(QStringLiteral("/v1/chat/completions"))) {
        if (req.body.contains("\"name\":\"mcq_answer\"") && req.body.contains("Zebra")) {
            QVERIFY(req.body.contains("Under California law"));
            QVERIFY(req.body.contains("[1] California Civil Code"));
        }
    }
    QCOMPARE(countBodies(*m_server, "\"name\":\"answer_rating\""), 5);

    // The report: accuracy 3/6 with its Wilson interval, parse errors and failures counted wrong.
    const json report = reportJson({out});
    QVERIFY(report.is_object());
    const json g = report["groups"][0];
    JCOMPARE(g["condition"], json("simple"));
    JCOMPARE(g["n"], json(6));
    JCOMPARE(g["correct"], json(3));
    QCOMPARE(g["accuracy"].get<double>(), 0.5);
    // Wilson 95%: center 0.5, half-width z·sqrt(p(1-p)/n + z²/4n²)/(1 + z²/n) = 0.312384.
    QVERIFY(std::abs(g["ci95"][0].get<double>() - 0.187616) < 1e-5);
    QVERIFY(std::abs(g["ci95"][1].get<double>() - 0.812384) < 1e-5);
    JCOMPARE(g["parseErrors"], json(1));
    JCOMPARE(g["failed"], json(1));
    JCOMPARE(g["uscore"]["n"], json(5));
    QVERIFY(std::abs(g["uscore"]["paper"].get<double>() - t1["uscore"]["paper"].get<double>()) < 1e-12);
    JCOMPARE(g["judge"],
             json({{"n", 5}, {"errors", 0}, {"low", 0}, {"moderate", 1}, {"high", 4}, {"majority", "high"}}));
    JCOMPARE(g["latencyS"]["n"], json(5));
    QVERIFY(g["latencyS"]["p50"].get<double>() <= g["latencyS"]["p90"].get<double>());
    JCOMPARE(g["byDomain"]["privacy"]["correct"], json(2));
    JCOMPARE(g["byDomain"]["privacy"]["n"], json(3));
    JCOMPARE(g["byDomain"]["employment"]["correct"], json(1));
    QCOMPARE(g["byCategory"]["status"]["accuracy"].get<double>(), 1.0);
    JCOMPARE(g["byCategory"]["rule"]["correct"], json(1));
    JCOMPARE(g["byCategory"]["rule"]["n"], json(3));
    JCOMPARE(g["byCategory"]["case"]["correct"], json(0));
    // Majority class: gold letters B, A, C, B, C, D; B and C tie at 2, the first letter wins.
    JCOMPARE(report["baseline"]["letter"], json("B"));
    JCOMPARE(report["baseline"]["correct"], json(2));
    JCOMPARE(report["baseline"]["n"], json(6));

    const CliRun markdown =
        cli({QStringLiteral("eval"), QStringLiteral("report"), out, QStringLiteral("--markdown")}, environment());
    QCOMPARE(markdown.exitCode, 0);
    QVERIFY2(markdown.out.contains(QStringLiteral("| accuracy [95% Wilson]")), qPrintable(markdown.out));
    QVERIFY(markdown.out.contains(QStringLiteral("0.500 [0.188, 0.812]")));
    QVERIFY(markdown.out.contains(QStringLiteral("### Accuracy by domain")));
    QVERIFY(markdown.out.contains(QStringLiteral("| privacy")));
    QVERIFY(markdown.out.contains(QStringLiteral("2/3 0.667")));
    QVERIFY(markdown.out.contains(QStringLiteral("Majority-class baseline (always answering \"B\"")));
    // The run itself printed the text report at the end.
    QVERIFY(r.out.contains(QStringLiteral("0.500 [0.188, 0.812]")));
}

void McqEvalCliTest::interruptedRunResumes()
{
    json scenario = loadScenario(QStringLiteral("eval_mcq_openai.json"));
    for (json& route : scenario["routes"]) {
        if (lmars::json::dump(route["match"]).contains("Otter"))
            route["responses"][0]["delayMs"] = 8000; // the fourth question hangs until Ctrl-C
    }
    startServer(scenario);
    const QString out = path(QStringLiteral("closed.jsonl"));
    const QStringList args{
        QStringLiteral("eval"),        QStringLiteral("mcq"),         QStringLiteral("--dataset"), kDataset,
        QStringLiteral("--condition"), QStringLiteral("closed-book"), QStringLiteral("--out"),     out};
    QProcess p;
    p.setProcessEnvironment(environment());
    p.setWorkingDirectory(m_home.path());
    p.start(QStringLiteral(LMARS_CLI_PATH), args);
    QVERIFY(p.waitForStarted(10000));
    QElapsedTimer t;
    t.start();
    QTRY_VERIFY_WITH_TIMEOUT(countBodies(*m_server, "\"name\":\"mcq_answer\"", "Otter") > 0, 30000);
    QTRY_COMPARE_WITH_TIMEOUT(int(readLines(out).size()), 3, 30000);
    ::kill(pid_t(p.processId()), SIGINT);
    QVERIFY(p.waitForFinished(10000));
    QVERIFY2(t.elapsed() < 8000, "Ctrl-C must not wait for the hanging request");
    QCOMPARE(p.exitCode(), 130);
    QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("--resume")));
    int damaged = 0;
    QList<json> lines = readLines(out, &damaged);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(damaged, 0);
    const json t1 = lineFor(lines, "t1");
    JCOMPARE(t1["iterations"], json(0));
    JCOMPARE(t1["sources"]["total"], json(0));
    QVERIFY(t1["researchStatus"].is_null());
    JCOMPARE(t1["uscore"]["scored"], json("mcq_reasoning"));
    QCOMPARE(t1["uscore"]["C"].get<double>(), 1.0); // closed-book: no sources at all
    JCOMPARE(t1["calls"], json(1));

    // A crash in the middle of a write leaves a partial last line; readers skip it and appending repairs it.
    {
        QFile f(out);
        QVERIFY(f.open(QIODevice::Append));
        f.write("{\"id\":\"t4\",\"condi");
    }
    // Without --resume an existing results file is never overwritten.
    startServer(loadScenario(QStringLiteral("eval_mcq_openai.json")));
    const CliRun refused = cli(args, environment());
    QCOMPARE(refused.exitCode, 2);
    QVERIFY(refused.err.contains(QStringLiteral("--resume")));

    const CliRun resumed = cli(args + QStringList{QStringLiteral("--resume")}, environment());
    QCOMPARE(resumed.exitCode, 0);
    QVERIFY2(resumed.err.contains(QStringLiteral("3 questions were already in")), qPrintable(resumed.err));
    QVERIFY2(resumed.err.contains(QStringLiteral("[6/6]")), qPrintable(resumed.err));
    lines = readLines(out, &damaged);
    QCOMPARE(damaged, 1);
    QCOMPARE(lines.size(), 6);
    QStringList ids;
    for (const json& line : lines)
        ids << QString::fromStdString(line["id"].get<std::string>());
    ids.sort();
    QCOMPARE(ids, (QStringList{QStringLiteral("t1"), QStringLiteral("t2"), QStringLiteral("t3"), QStringLiteral("t4"),
                               QStringLiteral("t5"), QStringLiteral("t6")}));
    // Only the three unfinished questions were asked again.
    QCOMPARE(countBodies(*m_server, "\"name\":\"mcq_answer\"", "Zebra"), 0);
    QCOMPARE(countBodies(*m_server, "\"name\":\"mcq_answer\"", "Otter"), 1);
    // The body of a closed-book question carries no research.
    for (const auto& req : m_server->requestsTo(QStringLiteral("/v1/chat/completions")))
        QVERIFY(!req.body.contains("Research answer"));

    const json report = reportJson({out});
    JCOMPARE(report["groups"][0]["n"], json(6));
    JCOMPARE(report["groups"][0]["correct"], json(3));
}

void McqEvalCliTest::recordThenReplayGivesIdenticalEvidence()
{
    startServer(evalScenario());
    const QString archive = path(QStringLiteral("evidence"));
    const QString recorded = path(QStringLiteral("recorded.jsonl"));
    const QString replayed = path(QStringLiteral("replayed.jsonl"));
    const QStringList common{QStringLiteral("eval"),        QStringLiteral("mcq"),
                             QStringLiteral("--dataset"),   kDataset,
                             QStringLiteral("--condition"), QStringLiteral("evidence")};
    const CliRun record = cli(
        common + QStringList{QStringLiteral("--record"), archive, QStringLiteral("--out"), recorded}, environment());
    QVERIFY2(record.exitCode == 0, qPrintable(record.err));
    const int webSearches = int(m_server->requestsTo(QStringLiteral("/search")).size());
    const int caseSearches = int(m_server->requestsTo(QStringLiteral("/api/rest/v4/search/")).size());
    QCOMPARE(webSearches, 6);
    QCOMPARE(caseSearches, 6);
    QCOMPARE(QDir(archive + QStringLiteral("/search")).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 12);
    // Requests are stored without any key.
    for (const QString& name : QDir(archive + QStringLiteral("/search")).entryList(QDir::Files)) {
        QFile f(archive + QStringLiteral("/search/") + name);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(!f.readAll().contains("secret"));
    }
    QList<QByteArray> recordedBodies;
    for (const auto& req : m_server->requestsTo(QStringLiteral("/v1/chat/completions")))
        if (req.body.contains("Zebra"))
            recordedBodies << req.body;

    // Replay: offline (no Serper key), no search request leaves the machine, and the model gets the same evidence.
    const CliRun replay =
        cli(common + QStringList{QStringLiteral("--replay"), archive, QStringLiteral("--out"), replayed},
            environment(false));
    QVERIFY2(replay.exitCode == 0, qPrintable(replay.err));
    QCOMPARE(int(m_server->requestsTo(QStringLiteral("/search")).size()), webSearches);
    QCOMPARE(int(m_server->requestsTo(QStringLiteral("/api/rest/v4/search/")).size()), caseSearches);
    QList<QByteArray> replayedBodies;
    for (const auto& req : m_server->requestsTo(QStringLiteral("/v1/chat/completions")))
        if (req.body.contains("Zebra"))
            replayedBodies << req.body;
    QCOMPARE(replayedBodies.size(), 2 * recordedBodies.size());
    QCOMPARE(replayedBodies.last(), recordedBodies.last());
    const QList<json> a = readLines(recorded);
    const QList<json> b = readLines(replayed);
    QCOMPARE(a.size(), 6);
    QCOMPARE(b.size(), 6);
    for (const json& line : a) {
        const json other = lineFor(b, line["id"].get<std::string>());
        JCOMPARE(other["sources"], line["sources"]);
        JCOMPARE(other["predicted"], line["predicted"]);
        JCOMPARE(other["sources"]["total"], json(4));
    }

    // A question that was never recorded fails loudly: its line says why and the run exits 3.
    QFile datasetFile(kDataset);
    QVERIFY(datasetFile.open(QIODevice::ReadOnly));
    json dataset = json::parse(datasetFile.readAll().toStdString());
    dataset.push_back({{"id", "t7"},
                       {"question", "Lynx statute: is it still in force?"},
                       {"choices", {"Yes", "No", "Partly", "Unknown"}},
                       {"gold", 1}});
    const QString extended = path(QStringLiteral("extended.json"));
    {
        QFile f(extended);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(lmars::json::dump(dataset));
    }
    const QString missed = path(QStringLiteral("missed.jsonl"));
    const CliRun miss = cli({QStringLiteral("eval"), QStringLiteral("mcq"), QStringLiteral("--dataset"), extended,
                             QStringLiteral("--condition"), QStringLiteral("evidence"), QStringLiteral("--replay"),
                             archive, QStringLiteral("--out"), missed},
                            environment(false));
    QCOMPARE(miss.exitCode, 3);
    QVERIFY2(miss.err.contains(QStringLiteral("replay lacks recorded responses")), qPrintable(miss.err));
    const json t7 = lineFor(readLines(missed), "t7");
    JCOMPARE(t7["status"], json("failed"));
    JCOMPARE(t7["errorKind"], json("configuration"));
    QCOMPARE(t7["replayMisses"].size(), 2u);
    QVERIFY2(t7["replayMisses"][0].get<std::string>().find("Lynx statute") != std::string::npos,
             t7["replayMisses"].dump().c_str());
    QCOMPARE(countBodies(*m_server, "Lynx"), 0);
    QCOMPARE(int(m_server->requestsTo(QStringLiteral("/search")).size()), webSearches);

    // The same works for `ask`: a recorded evidence run replays to the same sources, offline.
    const QString askArchive = path(QStringLiteral("ask-evidence"));
    const CliRun askRecord =
        cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("evidence"), QStringLiteral("--json"),
             QStringLiteral("--record"), askArchive, QStringLiteral("Deposit kept by my landlord")},
            environment());
    QVERIFY2(askRecord.exitCode == 0, qPrintable(askRecord.err));
    const CliRun askReplay =
        cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("evidence"), QStringLiteral("--json"),
             QStringLiteral("--replay"), askArchive, QStringLiteral("Deposit kept by my landlord")},
            environment(false));
    QVERIFY2(askReplay.exitCode == 0, qPrintable(askReplay.err));
    json first = json::parse(askRecord.out.toStdString(), nullptr, false);
    json second = json::parse(askReplay.out.toStdString(), nullptr, false);
    // When a source was retrieved is the one field a replay must not reproduce.
    for (json* run : {&first, &second})
        for (json& source : (*run)["sources"])
            source["metadata"].erase("retrievedAt");
    QCOMPARE(first["sources"].size(), 4u);
    JCOMPARE(second["sources"], first["sources"]);
    QCOMPARE(int(m_server->requestsTo(QStringLiteral("/search")).size()), webSearches + 1);
    const CliRun askMiss = cli({QStringLiteral("ask"), QStringLiteral("--mode"), QStringLiteral("evidence"),
                                QStringLiteral("--replay"), askArchive, QStringLiteral("A question never recorded")},
                               environment(false));
    QCOMPARE(askMiss.exitCode, 3);
    QVERIFY2(askMiss.err.contains(QStringLiteral("Replay has no recorded response for the serper search \"A question "
                                                 "never recorded\"")),
             qPrintable(askMiss.err));
}

void McqEvalCliTest::multiTurnRecordsPagesAndAnswersFollowUps()
{
    // Multi-turn research (follow-ups, judge, page reading) from run_multi_openai.json, then the mcq answers.
    auto multiScenario = [] {
        json scenario = loadScenario(QStringLiteral("eval_mcq_openai.json"));
        const json research = loadScenario(QStringLiteral("run_multi_openai.json"));
        for (const json& route : research["routes"])
            scenario["routes"].push_back(route);
        return scenario;
    };
    QFile datasetFile(kDataset);
    QVERIFY(datasetFile.open(QIODevice::ReadOnly));
    json dataset = json::parse(datasetFile.readAll().toStdString());
    dataset = json::array({dataset[0], dataset[1]});
    dataset[1]["answers"] = json::array({"California", "2026-10-01"}); // only this item answers follow-ups
    const QString file = path(QStringLiteral("multi.json"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(lmars::json::dump(dataset));
    }
    const QString archive = path(QStringLiteral("multi-evidence"));
    const QStringList common{
        QStringLiteral("eval"),        QStringLiteral("mcq"),   QStringLiteral("--dataset"),     file,
        QStringLiteral("--condition"), QStringLiteral("multi"), QStringLiteral("--concurrency"), QStringLiteral("1")};
    startServer(multiScenario());
    const CliRun record = cli(common + QStringList{QStringLiteral("--record"), archive, QStringLiteral("--out"),
                                                   path(QStringLiteral("multi-recorded.jsonl"))},
                              environment());
    QVERIFY2(record.exitCode == 0, qPrintable(record.err));
    QCOMPARE(countBodies(*m_server, "\"name\":\"follow_up_questions\"", "Zebra"), 0);
    QCOMPARE(countBodies(*m_server, "\"name\":\"follow_up_questions\"", "Walrus"), 1);
    QCOMPARE(countBodies(*m_server, "\"name\":\"query_analysis\"", "2026-10-01"), 1);
    const QList<json> recorded = readLines(path(QStringLiteral("multi-recorded.jsonl")));
    QCOMPARE(recorded.size(), 2);
    const json t1 = lineFor(recorded, "t1");
    JCOMPARE(t1["status"], json("ok"));
    JCOMPARE(t1["researchStatus"], json("finished"));
    QVERIFY(t1["iterations"].get<int>() >= 2); // the judge found the first round insufficient
    QVERIFY(QDir(archive + QStringLiteral("/pages")).entryList({QStringLiteral("*.json")}, QDir::Files).size() >= 2);

    // Replay against a fresh server (the same model replies): no search and no page leaves the machine.
    startServer(multiScenario());
    const CliRun replay = cli(common + QStringList{QStringLiteral("--replay"), archive, QStringLiteral("--out"),
                                                   path(QStringLiteral("multi-replayed.jsonl"))},
                              environment(false));
    QVERIFY2(replay.exitCode == 0, qPrintable(replay.err));
    QCOMPARE(m_server->requestsTo(QStringLiteral("/search")).size(), 0);
    for (const auto& r : m_server->requests())
        QVERIFY2(!r.path.startsWith(QStringLiteral("/pages/")), qPrintable(r.path));
    const QList<json> replayed = readLines(path(QStringLiteral("multi-replayed.jsonl")));
    QCOMPARE(replayed.size(), 2);
    for (const json& line : recorded) {
        const json other = lineFor(replayed, line["id"].get<std::string>());
        JCOMPARE(other["sources"], line["sources"]);
        JCOMPARE(other["iterations"], line["iterations"]);
        JCOMPARE(other["predicted"], line["predicted"]);
    }
}

void McqEvalCliTest::jurisdictionFromTheItemOrTheOption()
{
    // Two questions of the dataset; the first names its jurisdiction.
    QFile source(kDataset);
    QVERIFY(source.open(QIODevice::ReadOnly));
    json items = json::parse(source.readAll().toStdString());
    json two = json::array({items[0], items[1]});
    two[0]["jurisdiction"] = "Quebec, Canada";
    const QString dataset = path(QStringLiteral("jurisdiction.json"));
    QFile file(dataset);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray::fromStdString(two.dump()));
    file.close();
    // The research prompts of one question: those that carry its text (query analysis, search planning, summary).
    auto researchBodies = [this](const QByteArray& questionWord) {
        QList<QByteArray> out;
        for (const auto& r : m_server->requestsTo(QStringLiteral("/v1/chat/completions"))) {
            if (r.body.contains(questionWord) && !r.body.contains("\"name\":\"mcq_answer\""))
                out << r.body;
        }
        return out;
    };
    const QStringList common{QStringLiteral("eval"),        QStringLiteral("mcq"),
                             QStringLiteral("--dataset"),   dataset,
                             QStringLiteral("--condition"), QStringLiteral("simple")};

    startServer(evalScenario());
    CliRun r = cli(common + QStringList{QStringLiteral("--out"), path(QStringLiteral("j-items.jsonl"))}, environment());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QList<QByteArray> zebra = researchBodies("Zebra");
    QCOMPARE(zebra.size(), 3);
    // The query analysis (sent at the same time as the search plan, so not necessarily first) names it as given.
    QVERIFY(std::any_of(zebra.cbegin(), zebra.cend(), [](const QByteArray& body) {
        return body.contains("Jurisdiction given by the person: Quebec, Canada");
    }));
    for (const QByteArray& body : zebra)
        QVERIFY(body.contains("Quebec, Canada"));
    QList<QByteArray> walrus = researchBodies("Walrus");
    QCOMPARE(walrus.size(), 3);
    for (const QByteArray& body : walrus)
        QVERIFY(!body.contains("Jurisdiction given by the person") && !body.contains("Quebec"));

    // --jurisdiction applies to every question, over an item's own field.
    startServer(evalScenario());
    r = cli(common + QStringList{QStringLiteral("--jurisdiction"), QStringLiteral("Ontario, Canada"),
                                 QStringLiteral("--out"), path(QStringLiteral("j-option.jsonl"))},
            environment());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    zebra = researchBodies("Zebra");
    walrus = researchBodies("Walrus");
    QCOMPARE(zebra.size() + walrus.size(), 6);
    for (const QByteArray& body : zebra + walrus) {
        QVERIFY(body.contains("Ontario, Canada"));
        QVERIFY(!body.contains("Quebec"));
    }
    QVERIFY(std::any_of(zebra.cbegin(), zebra.cend(), [](const QByteArray& body) {
        return body.contains("Jurisdiction given by the person: Ontario, Canada");
    }));
}

QTEST_GUILESS_MAIN(McqEvalCliTest)
#include "McqEvalCliTest.moc"
