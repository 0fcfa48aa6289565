// SPDX-License-Identifier: GPL-3.0-or-later
// The seed benchmarks end to end through lmars-cli against a scripted OpenAI server on 127.0.0.1:
// `eval mcq --condition library` on MASLegalBench-format files (a right answer and a refusal),
// `eval tasks` on a LegalAgentBench task, `eval report` over both, and `eval statute-library`.
#include "CliRunner.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using json = nlohmann::json;
using lmars::test::CliRun;
using lmars::test::ScriptedServer;

namespace {

/// An OpenAI chat completion whose message is content, for requests whose body contains every needle.
json completionRoute(const QStringList& needles, const std::string& content)
{
    json match = json::array();
    for (const QString& n : needles)
        match.push_back(n.toStdString());
    return {{"method", "POST"},
            {"path", "/v1/chat/completions"},
            {"match", {{"bodyContains", match}}},
            {"responses",
             {{{"status", 200},
               {"json",
                {{"id", "chatcmpl-seed"},
                 {"object", "chat.completion"},
                 {"model", "gpt-4o-mini"},
                 {"choices",
                  {{{"index", 0},
                    {"message", {{"role", "assistant"}, {"content", content}, {"refusal", nullptr}}},
                    {"finish_reason", "stop"}}}},
                 {"usage", {{"prompt_tokens", 90}, {"completion_tokens", 10}, {"total_tokens", 100}}}}}}}}};
}

std::string mcqReply(const std::string& answer)
{
    return json{{"reasoning", "From the passages."}, {"answer", answer}, {"confidence", 0.7}}.dump();
}

void writeLines(const QString& path, const QList<json>& rows)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    for (const json& row : rows)
        f.write(QByteArray::fromStdString(row.dump()) + '\n');
}

} // namespace

class SeedBenchCliTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void libraryConditionTasksAndTheReport()
    {
        QTemporaryDir home;
        const json scenario{
            {"description", "seed benchmarks: MASLegalBench library condition and a LegalAgentBench task"},
            {"routes",
             {completionRoute({QStringLiteral("mcq_answer"), QStringLiteral("plain text")}, mcqReply("Yes")),
              completionRoute({QStringLiteral("mcq_answer"), QStringLiteral("72 hours")},
                              mcqReply("insufficient context")),
              completionRoute({QStringLiteral("legal representative")},
                              "<answer>The representative is Wang Wu.</answer>")}}};
        ScriptedServer server;
        QString error;
        QVERIFY2(server.loadScenario(lmars::json::dump(scenario), &error), qPrintable(error));
        QVERIFY(server.start());
        const QProcessEnvironment env =
            lmars::test::cliEnvironment(home.path(), &server, QStringLiteral("seed"), false);

        const QString dir = home.filePath(QStringLiteral("mas"));
        QVERIFY(QDir().mkpath(dir));
        writeLines(dir + QStringLiteral("/corpus.jsonl"),
                   {{{"doc_id", "d1"},
                     {"source", "acme"},
                     {"type", "legal framework"},
                     {"text", "Article 32 requires security measures; storing passwords in plain text breaches it."}},
                    {{"doc_id", "d2"}, {"source", "acme"}, {"type", "background"}, {"text", "Acme kept a server."}}});
        const json yesNo{{"Yes", "Yes"}, {"No", "No"}};
        writeLines(dir + QStringLiteral("/questions.jsonl"),
                   {{{"qid", "q1"},
                     {"source", "acme"},
                     {"question", "Did storing passwords in plain text breach Article 32?"},
                     {"options", yesNo},
                     {"correct_answer", "Yes"},
                     {"format", "yes_no"}},
                    {{"qid", "q2"},
                     {"source", "acme"},
                     {"question", "Was the breach reported within 72 hours?"},
                     {"options", yesNo},
                     {"correct_answer", "No"},
                     {"format", "yes_no"}}});
        const QString mcqOut = home.filePath(QStringLiteral("mas-library.jsonl"));
        CliRun r = lmars::test::runCli({QStringLiteral("eval"), QStringLiteral("mcq"), QStringLiteral("--dataset"),
                                        dir + QStringLiteral("/questions.jsonl"), QStringLiteral("--condition"),
                                        QStringLiteral("library"), QStringLiteral("--roles"), QStringLiteral("LR"),
                                        QStringLiteral("-k"), QStringLiteral("1"), QStringLiteral("--out"), mcqOut},
                                       env, home.path(), 90000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("1 passages indexed")), qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("Random-choice baseline")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("0.5000")));

        const QString tasks = home.filePath(QStringLiteral("agent.json"));
        {
            QFile f(tasks);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray::fromStdString(json::array({{{"question", "Who is the legal representative of Acme?"},
                                                            {"answer", "Wang Wu, capital 10 million"},
                                                            {"key", {"Wang Wu", "10 million"}},
                                                            {"key_middle", {"Acme Ltd"}}}})
                                                  .dump()));
        }
        const QString taskOut = home.filePath(QStringLiteral("agent-closed-book.jsonl"));
        r = lmars::test::runCli({QStringLiteral("eval"), QStringLiteral("tasks"), QStringLiteral("--dataset"), tasks,
                                 QStringLiteral("--out"), taskOut},
                                env, home.path(), 90000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("score 0.500")), qPrintable(r.err)); // one key of two

        r = lmars::test::runCli(
            {QStringLiteral("eval"), QStringLiteral("report"), QStringLiteral("--json"), mcqOut, taskOut}, env,
            home.path(), 90000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const json summary = json::parse(r.out.toStdString(), nullptr, false);
        QVERIFY2(summary.is_object(), qPrintable(r.out));
        const json& mcq = summary["groups"][0];
        QCOMPARE(mcq["correct"].get<int>(), 1);
        QCOMPARE(mcq["refused"].get<int>(), 1);
        QCOMPARE(summary["randomBaseline"]["accuracy"].get<double>(), 0.5);
        const json& task = summary["tasks"]["groups"][0]["byType"]["task"];
        QCOMPARE(task["score"].get<double>(), 0.5);
        // Steps: Acme Ltd (not in the answer), Wang Wu (found), 10 million (not): process rate 1/3.
        QVERIFY(std::abs(task["metrics"]["processRate"].get<double>() - 1.0 / 3.0) < 1e-12);
        QVERIFY(!r.out.contains(QLatin1String("seed-secret")));
    }

    void statuteLibraryWritesOneFilePerArticle()
    {
        QTemporaryDir home;
        const QString articles = home.filePath(QStringLiteral("articles.jsonl"));
        writeLines(articles, {{{"metadata_id", 1},
                               {"article_no", "第一条"},
                               {"path", "某法 > 第一章 > 第一条"},
                               {"title", nullptr},
                               {"text", "第一条 为了规范。"},
                               {"valid_from", "1999.9.30"},
                               {"valid_to", "2020.12.31"}}});
        const QString out = home.filePath(QStringLiteral("lib"));
        const CliRun r =
            lmars::test::runCli({QStringLiteral("eval"), QStringLiteral("statute-library"),
                                 QStringLiteral("--articles"), articles, QStringLiteral("--out"), out},
                                lmars::test::cliEnvironment(home.path(), nullptr, {}, false), home.path(), 60000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(out + QStringLiteral("/article-1.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(QLatin1String("effective_from: 1999-09-30\neffective_to: 2020-12-31\n")),
                 qPrintable(text));
        const CliRun missing =
            lmars::test::runCli({QStringLiteral("eval"), QStringLiteral("statute-library")},
                                lmars::test::cliEnvironment(home.path(), nullptr, {}, false), home.path(), 60000);
        QCOMPARE(missing.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(SeedBenchCliTest)
#include "SeedBenchCliTest.moc"
