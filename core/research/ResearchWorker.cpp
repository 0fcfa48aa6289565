// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResearchWorker.h"

#include "llm/ChatModel.h"
#include "net/HttpClient.h"
#include "research/ResearchLog.h"
#include "research/SessionRecorder.h"
#include "research/SourceFactory.h"
#include "search/PageReader.h"
#include "store/SessionStore.h"

#include <QElapsedTimer>

namespace lmars::research {

namespace {

constexpr qint64 kDeltaIntervalMs = 50; // at most 20 answer updates a second reach the GUI

} // namespace

/// Lives on the worker thread: observes the run, answers follow-ups by waiting for the GUI.
class ResearchWorker::Bridge final : public ResearchObserver, public FollowUpResponder
{
public:
    explicit Bridge(ResearchWorker& worker) : m_worker(worker) { m_sinceDelta.start(); }

    void onEvent(const ResearchEvent& event, const ResearchState& state) override
    {
        if (event.type == ResearchEvent::Type::AnswerDelta) {
            m_pendingDelta += event.text;
            if (m_sinceDelta.elapsed() >= kDeltaIntervalMs)
                flushDelta();
            return;
        }
        flushDelta();
        Q_EMIT m_worker.researchEvent(event, std::make_shared<const ResearchState>(state));
    }

    void flushDelta()
    {
        if (m_pendingDelta.isEmpty())
            return;
        Q_EMIT m_worker.answerDelta(m_pendingDelta);
        m_pendingDelta.clear();
        m_sinceDelta.restart();
    }

    QStringList answer(const QList<FollowUp>& questions, const CancelToken& cancel) override
    {
        QMutexLocker lock(&m_worker.m_mutex);
        m_worker.m_waitingForAnswers = true;
        m_worker.m_haveAnswers = false;
        // The GUI learnt of the questions from the FollowUpsAsked event; wait for its answer or a
        // cancel. Both change their condition under m_mutex and then wake us, so no wake-up is lost.
        while (!m_worker.m_haveAnswers && !cancel.isCancelled())
            m_worker.m_answered.wait(&m_worker.m_mutex);
        m_worker.m_waitingForAnswers = false;
        QStringList answers = m_worker.m_answers;
        m_worker.m_answers.clear();
        while (answers.size() < questions.size())
            answers << QString();
        return answers;
    }

private:
    ResearchWorker& m_worker;
    QString m_pendingDelta;
    QElapsedTimer m_sinceDelta;
};

ResearchWorker::ResearchWorker(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<ResearchEvent>();
    qRegisterMetaType<StateSnapshot>();
}

ResearchWorker::~ResearchWorker()
{
    cancel();
    joinThread();
}

void ResearchWorker::joinThread()
{
    if (m_thread) {
        m_thread->wait();
        m_thread.reset();
    }
}

bool ResearchWorker::isRunning() const
{
    return m_thread && m_thread->isRunning() && !m_done.load();
}

bool ResearchWorker::start(const ResearchRequest& request)
{
    if (isRunning())
        return false;
    joinThread(); // the previous run has emitted finished(); its thread ends at once
    m_done = false;
    {
        QMutexLocker lock(&m_mutex);
        m_cancel = CancelToken();
        m_haveAnswers = false;
        m_answers.clear();
    }
    m_thread.reset(QThread::create([this, request] { execute(request); }));
    m_thread->setObjectName(QStringLiteral("research"));
    m_thread->start();
    return true;
}

void ResearchWorker::cancel()
{
    QMutexLocker lock(&m_mutex); // a follow-up wait checks the token under this mutex
    m_cancel.cancel();
    m_answered.wakeAll();
}

void ResearchWorker::answerFollowUps(const QStringList& answers)
{
    QMutexLocker lock(&m_mutex);
    m_answers = answers;
    m_haveAnswers = true;
    m_answered.wakeAll();
}

void ResearchWorker::skipFollowUps()
{
    answerFollowUps({});
}

void ResearchWorker::execute(ResearchRequest request)
{
    const CancelToken cancel = m_cancel;
    const settings::AppConfig& config = request.config;
    const bool needsModel = request.options.mode != QLatin1String("evidence");
    auto fail = [this, &request](const QString& message) {
        auto state = std::make_shared<ResearchState>();
        state->question = request.question;
        state->mode = request.options.mode;
        state->status = QStringLiteral("failed");
        m_done = true;
        Q_EMIT finished(state, message);
    };
    if (const QString missing = config.missingLlmConfiguration(); needsModel && !missing.isEmpty())
        return fail(missing);

    QStringList notes;
    auto sources = SourceFactory::create(config, request.sources, &notes);
    if (!sources)
        return fail(sources.error().toString());

    // The session database is opened and written only on this thread.
    auto sessions = store::SessionStore::open(config.sessionDatabasePath());
    if (!sessions)
        notes << tr("The session cannot be saved (%1): %2")
                     .arg(config.sessionDatabasePath(), sessions.error().toString());

    auto http = std::make_shared<net::HttpClient>();
    std::shared_ptr<llm::ChatModel> model;
    if (needsModel)
        model = llm::ChatModel::create(config.llm, http);
    ResearchRun run(request.question, request.options, model, sources.value());
    Bridge bridge(*this);
    if (request.options.mode == QLatin1String("multi")) {
        if (!config.judgeModel.isEmpty() && config.judgeModel != config.llm.model) {
            llm::LlmConfig judgeConfig = config.llm;
            judgeConfig.model = config.judgeModel;
            run.setJudgeModel(llm::ChatModel::create(judgeConfig, http));
        }
        run.setFollowUpResponder(&bridge);
        run.setPageReader(std::make_shared<search::PageReader>());
    }
    std::unique_ptr<SessionRecorder> recorder;
    if (sessions)
        recorder = std::make_unique<SessionRecorder>(*sessions.value());
    if (recorder)
        run.addObserver(recorder.get());
    run.addObserver(&bridge);

    Q_EMIT runStarted(run.state().id, notes);
    qCInfo(lcResearch) << "GUI run" << run.state().id << "mode" << request.options.mode;
    const Result<void> outcome = run.run(cancel);
    bridge.flushDelta();
    QString error;
    if (recorder) {
        recorder->save(run.state());
        if (!recorder->lastError().isEmpty())
            error = tr("The session could not be saved completely: %1").arg(recorder->lastError());
    }
    if (!outcome && !outcome.error().isCancelled()) {
        error = outcome.error().toString();
        // Same hint as the CLI: nothing was configured, so the built-in local Ollama was tried.
        if (needsModel && config.llmProviderOrigin == settings::ValueOrigin::Default &&
            outcome.error().kind == ErrorKind::Network && run.state().usage.promptTokens == 0)
            error += QLatin1Char(' ') + tr("No model is configured, so L-MARS tried a local Ollama at %1. Start "
                                           "Ollama (\"ollama serve\", then \"ollama pull %2\"), or choose a "
                                           "model in Settings.")
                                            .arg(config.llm.baseUrl.toString(), config.llm.model);
    }
    m_done = true;
    Q_EMIT finished(std::make_shared<const ResearchState>(run.state()), error);
}

} // namespace lmars::research
