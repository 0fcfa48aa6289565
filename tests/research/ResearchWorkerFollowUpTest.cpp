// SPDX-License-Identifier: GPL-3.0-or-later
// ResearchWorker on its thread against one scripted server (tests/scenarios/run_multi_openai.json):
// the worker blocks on the clarifying questions until they are answered, and cancel() wakes it at
// once, without waiting for a timer.
#include "ScriptedServer.h"
#include "research/ResearchWorker.h"
#include "settings/AppConfig.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using namespace lmars;

namespace {

/// Counts the chat requests that carry a schema name.
int schemaCalls(const test::ScriptedServer& server, const char* schema)
{
    int n = 0;
    const QByteArray needle = QByteArray("\"name\":\"") + schema + '"';
    for (const auto& r : server.requestsTo(QStringLiteral("/v1/chat/completions")))
        n += r.body.contains(needle) ? 1 : 0;
    return n;
}

/// One worker wired to the scripted server, with what it emitted.
struct Fixture
{
    QTemporaryDir dir;
    test::ScriptedServer server;
    bool asked = false;
    research::StateSnapshot finishedState;
    QString finishedError;
    QElapsedTimer clock;
    std::atomic<qint64> finishedAtMs{-1}; ///< on the worker thread, when it emitted finished()
    QObject receiver;                     ///< receives the queued signals; its pending ones go with it
    research::ResearchWorker worker;      ///< destroyed first: its thread may still emit into the above

    bool start()
    {
        QObject* context = &receiver;
        if (!dir.isValid() || !server.loadScenarioFile(QStringLiteral("run_multi_openai.json")) || !server.start())
            return false;
        QObject::connect(&worker, &research::ResearchWorker::researchEvent, context,
                         [this](const lmars::model::ResearchEvent& event, const research::StateSnapshot&) {
                             asked = asked || event.type == lmars::model::ResearchEvent::Type::FollowUpsAsked;
                         });
        // Direct: the time is taken on the worker thread, not when the GUI thread gets to it.
        QObject::connect(
            &worker, &research::ResearchWorker::finished, context, [this] { finishedAtMs = clock.elapsed(); },
            Qt::DirectConnection);
        QObject::connect(&worker, &research::ResearchWorker::finished, context,
                         [this](const research::StateSnapshot& state, const QString& error) {
                             finishedState = state;
                             finishedError = error;
                         });
        const QString base = server.baseUrl().toString();
        research::ResearchRequest request;
        request.question = QStringLiteral("My landlord kept my deposit. What can I do?");
        request.options.mode = lmars::model::ResearchMode::MultiTurn;
        request.sources = {model::SourceChoice::Web};
        request.config = settings::AppConfig::load({}, {});
        request.config.llm.provider = llm::Provider::OpenAiCompatible;
        request.config.llm.baseUrl = QUrl(base + QStringLiteral("/v1"));
        request.config.llm.model = QStringLiteral("gpt-4o-mini");
        request.config.llm.apiKey = QStringLiteral("sk-test");
        request.config.judgeModel.clear();
        request.config.serperApiKey = QStringLiteral("serper-test");
        request.config.serperUrl = QUrl(base);
        request.config.courtListenerUrl = QUrl(base);
        request.config.dataDir = dir.filePath(QStringLiteral("data"));
        clock.start();
        return worker.start(request);
    }
};

} // namespace

class ResearchWorkerFollowUpTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cancelWakesTheWorkerWaitingForAnswers()
    {
        Fixture f;
        QVERIFY(f.start());
        QTRY_VERIFY_WITH_TIMEOUT(f.asked, 30000);
        QVERIFY(f.worker.isRunning()); // blocked on the questions
        QCOMPARE(f.finishedAtMs.load(), qint64(-1));

        const qint64 cancelledAt = f.clock.elapsed();
        f.worker.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(f.finishedState, 10000);
        const qint64 latency = f.finishedAtMs.load() - cancelledAt;
        qInfo("the waiting worker ended %lld ms after cancel()", static_cast<long long>(latency));
        QVERIFY2(latency >= 0 && latency <= 1000, qPrintable(QString::number(latency)));
        QCOMPARE(f.finishedState->status, lmars::model::RunStatus::Cancelled);
        QVERIFY2(f.finishedError.isEmpty(), qPrintable(f.finishedError)); // a cancel is not an error
        QCOMPARE(f.finishedState->followUps.size(), 2);
        QCOMPARE(schemaCalls(f.server, "query_analysis"), 0); // nothing ran after the questions
        QVERIFY(!f.worker.isRunning());
    }

    void answersWakeTheWorkerAndAreKept()
    {
        Fixture f;
        QVERIFY(f.start());
        QTRY_VERIFY_WITH_TIMEOUT(f.asked, 30000);
        QCOMPARE(schemaCalls(f.server, "query_analysis"), 0);
        f.worker.answerFollowUps({QStringLiteral("California")});
        QTRY_VERIFY_WITH_TIMEOUT(f.finishedState, 60000);
        QVERIFY2(f.finishedError.isEmpty(), qPrintable(f.finishedError));
        QCOMPARE(f.finishedState->status, lmars::model::RunStatus::Finished);
        QCOMPARE(f.finishedState->followUps.first().answer, QStringLiteral("California"));
        QVERIFY(f.finishedState->followUps.last().answer.isEmpty()); // missing answers stay empty
        QCOMPARE(schemaCalls(f.server, "query_analysis"), 1);
        QVERIFY(!f.finishedState->answer.markdown.isEmpty());
    }

    void cancelRightAfterStartEndsPromptly()
    {
        // The cancel may land before the worker waits for answers, or before it asks at all.
        Fixture f;
        QVERIFY(f.start());
        f.worker.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(f.finishedState, 10000);
        QCOMPARE(f.finishedState->status, lmars::model::RunStatus::Cancelled);
        QCOMPARE(schemaCalls(f.server, "query_analysis"), 0);
    }

    void destroyingTheWorkerWhileItWaitsJoinsAtOnce()
    {
        auto f = std::make_unique<Fixture>();
        QVERIFY(f->start());
        QTRY_VERIFY_WITH_TIMEOUT(f->asked, 30000);
        QElapsedTimer clock;
        clock.start();
        f.reset(); // ~ResearchWorker cancels and joins the blocked thread
        QVERIFY2(clock.elapsed() <= 1000, qPrintable(QString::number(clock.elapsed())));
    }
};

QTEST_GUILESS_MAIN(ResearchWorkerFollowUpTest)
#include "ResearchWorkerFollowUpTest.moc"
