// SPDX-License-Identifier: GPL-3.0-or-later
// The desktop's ResearchWorker builds its runs through RunBuilder: configuration errors, the judge
// model, the jurisdiction option and the error hint reach the worker's run as they reach the CLI's
// (scripted server on 127.0.0.1, tests/scenarios/run_multi_openai.json).
#include "research/ResearchWorker.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "research/RunBuilder.h"
#include "settings/AppConfig.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;

class ResearchWorkerTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    /// Waits for finished(); returns the final state and sets *error.
    static research::StateSnapshot waitForFinish(QSignalSpy& spy, QString* error)
    {
        if (!spy.wait(60000) || spy.isEmpty())
            return nullptr;
        *error = spy.first().at(1).toString();
        return spy.first().at(0).value<research::StateSnapshot>();
    }

private Q_SLOTS:
    void multiTurnRunWithJudgeModelAndJurisdiction()
    {
        test::ScriptedServer server;
        QVERIFY(server.loadScenarioFile(QStringLiteral("run_multi_openai.json")));
        QVERIFY(server.start());
        const QString base = server.baseUrl().toString();
        research::ResearchRequest request;
        request.question = QStringLiteral("My landlord kept my deposit. What can I do?");
        request.options.mode = model::ResearchMode::MultiTurn;
        request.options.maxIterations = 1;
        request.options.askFollowUps = false;
        request.options.jurisdiction = QStringLiteral("Alameda County, California");
        request.config = settings::AppConfig::load({}, {});
        request.config.llm.provider = llm::Provider::OpenAiCompatible;
        request.config.llm.baseUrl = QUrl(base + QStringLiteral("/v1"));
        request.config.llm.model = QStringLiteral("gpt-4o-mini");
        request.config.llm.apiKey = QStringLiteral("sk-test");
        request.config.judgeModel = QStringLiteral("judge-large");
        request.config.serperApiKey = QStringLiteral("serper-test");
        request.config.serperUrl = QUrl(base);
        request.config.courtListenerUrl = QUrl(base);
        request.config.dataDir = m_dir.filePath(QStringLiteral("multi"));

        research::ResearchWorker worker;
        QSignalSpy finished(&worker, &research::ResearchWorker::finished);
        QVERIFY(worker.start(request));
        QString error;
        const research::StateSnapshot state = waitForFinish(finished, &error);
        QVERIFY(state);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(state->status, lmars::model::RunStatus::Finished);
        QCOMPARE(state->question, request.question);
        QCOMPARE(state->settings.jurisdiction, request.options.jurisdiction);
        QCOMPARE(state->settings.judgeModel, QStringLiteral("judge-large"));
        int judgments = 0;
        for (const auto& r : server.requestsTo(QStringLiteral("/v1/chat/completions"))) {
            QVERIFY(r.body.contains("Alameda County, California"));
            if (r.body.contains("\"name\":\"judgment\"")) {
                ++judgments;
                QVERIFY(r.body.contains("\"model\":\"judge-large\""));
            }
        }
        QCOMPARE(judgments, 1);
        QVERIFY(!server.requestsTo(QStringLiteral("/pages/statute.html")).isEmpty()); // pages were read
    }

    void configurationErrorFailsTheRun()
    {
        research::ResearchRequest request;
        request.question = QStringLiteral("q");
        request.config = settings::AppConfig::load({}, {});
        request.config.llm.provider = llm::Provider::Anthropic;
        request.config.llm.apiKey.clear();
        request.config.dataDir = m_dir.filePath(QStringLiteral("config"));
        research::ResearchWorker worker;
        QSignalSpy finished(&worker, &research::ResearchWorker::finished);
        QVERIFY(worker.start(request));
        QString error;
        const research::StateSnapshot state = waitForFinish(finished, &error);
        QVERIFY(state);
        QCOMPARE(state->status, lmars::model::RunStatus::Failed);
        QCOMPARE(error, request.config.missingLlmConfiguration());
    }

    void unreachableDefaultModelGetsTheDesktopHint()
    {
        // Nothing configured: the built-in Ollama default, here on a port where nothing listens.
        test::ScriptedServer server;
        QVERIFY(server.loadScenarioFile(QStringLiteral("run_multi_openai.json")));
        QVERIFY(server.start());
        research::ResearchRequest request;
        request.question = QStringLiteral("q");
        request.sources = {model::SourceChoice::CaseLaw};
        request.config = settings::AppConfig::load({}, {});
        request.config.llm.provider = llm::Provider::Ollama;
        request.config.llmProviderOrigin = settings::ValueOrigin::Default;
        request.config.llm.baseUrl =
            QUrl(QStringLiteral("http://127.0.0.1:%1").arg(test::ScriptedServer::unusedPort()));
        request.config.llm.model = QStringLiteral("llama3.1");
        request.config.courtListenerUrl = server.baseUrl();
        request.config.dataDir = m_dir.filePath(QStringLiteral("ollama"));
        research::ResearchWorker worker;
        QSignalSpy finished(&worker, &research::ResearchWorker::finished);
        QVERIFY(worker.start(request));
        QString error;
        const research::StateSnapshot state = waitForFinish(finished, &error);
        QVERIFY(state);
        QCOMPARE(state->status, lmars::model::RunStatus::Failed);
        model::ResearchState failed = *state;
        const QString hint = research::RunBuilder::errorHint(Error(ErrorKind::Network, QString()), failed,
                                                             request.config, research::RunBuilder::Audience::Desktop);
        QVERIFY(!hint.isEmpty());
        QVERIFY2(error.endsWith(QLatin1Char(' ') + hint), qPrintable(error));
        QVERIFY(error.contains(request.config.llm.baseUrl.toString()));
    }
};

QTEST_GUILESS_MAIN(ResearchWorkerTest)
#include "ResearchWorkerTest.moc"
