// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResearchWorker.h"

#include "library/BackendSettings.h"
#include "research/ResearchLog.h"
#include "research/RunBuilder.h"
#include "library/Backends.h"
#include "verify/CitationChecker.h"

#include <QElapsedTimer>

namespace lmars::research {

namespace {

constexpr qint64 kDeltaIntervalMs = 50; // at most 20 answer updates a second reach the GUI

} // namespace

/// Lives on the worker thread: observes the run, answers follow-ups by waiting for the GUI.
class ResearchWorker::Bridge final : public model::ResearchObserver, public FollowUpResponder
{
public:
    explicit Bridge(ResearchWorker& worker) : m_worker(worker) { m_sinceDelta.start(); }

    void onEvent(const model::ResearchEvent& event, const model::ResearchState& state) override
    {
        if (event.type == model::ResearchEvent::Type::AnswerDelta) {
            m_pendingDelta += event.delta;
            if (m_sinceDelta.elapsed() >= kDeltaIntervalMs)
                flushDelta();
            return;
        }
        flushDelta();
        Q_EMIT m_worker.researchEvent(event, std::make_shared<const model::ResearchState>(state));
    }

    void flushDelta()
    {
        if (m_pendingDelta.isEmpty())
            return;
        Q_EMIT m_worker.answerDelta(m_pendingDelta);
        m_pendingDelta.clear();
        m_sinceDelta.restart();
    }

    QStringList answer(const QList<model::FollowUp>& questions, const CancelToken& cancel) override
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
    qRegisterMetaType<model::ResearchEvent>();
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
    return launch([this, request] { execute(request); });
}

bool ResearchWorker::continueAnswer(const model::ResearchState& state, const settings::AppConfig& config)
{
    return launch([this, state, config] { executeContinuation(state, config); });
}

bool ResearchWorker::launch(std::function<void()> job)
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
    m_thread.reset(QThread::create(std::move(job)));
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
    // The session archive is opened and written only on this thread; the run records into it.
    auto sessions = store::Backends::open(library::BackendSettings::fromConfig(config));
    Bridge bridge(*this);
    RunBuilder builder(config, request.sources);
    builder.setAudience(RunBuilder::Audience::Desktop);
    if (sessions)
        builder.recordInto(&sessions.value()->sessions());
    auto built = builder.build(request.question, request.options, &bridge);
    if (!built) {
        auto state = std::make_shared<model::ResearchState>();
        state->question = request.question;
        state->mode = request.options.mode;
        state->status = model::RunStatus::Failed;
        m_done = true;
        Q_EMIT finished(state, built.error().toString());
        return;
    }
    ResearchRun& run = *built->run;
    QStringList notes = builder.notes();
    if (!sessions)
        notes << tr("The session cannot be saved (%1): %2")
                     .arg(config.sessionDatabasePath(), sessions.error().toString());
    else if (!sessions.value()->isReachable())
        notes << tr("The firm server cannot be reached (%1): the session is kept on this computer and sent when "
                    "it is back.")
                     .arg(sessions.value()->unreachableReason());
    run.addObserver(&bridge);

    Q_EMIT runStarted(run.state().id, notes);
    qCInfo(lcResearch) << "GUI run" << run.state().id << "mode" << model::modeName(request.options.mode);
    const Result<void> outcome = run.run(cancel);
    bridge.flushDelta();
    finishRun(built.value(), outcome, config, {});
}

void ResearchWorker::executeContinuation(model::ResearchState saved, settings::AppConfig config)
{
    const CancelToken cancel = m_cancel;
    auto sessions = store::Backends::open(library::BackendSettings::fromConfig(config));
    RunBuilder builder(config, {});
    builder.setAudience(RunBuilder::Audience::Desktop);
    if (sessions)
        builder.recordInto(&sessions.value()->sessions());
    const model::ResearchState original = saved;
    Bridge bridge(*this);
    auto built = builder.buildContinuation(std::move(saved));
    if (!built) {
        m_done = true;
        Q_EMIT finished(std::make_shared<const model::ResearchState>(original),
                        tr("The answer cannot be continued: %1").arg(built.error().toString()));
        return;
    }
    ResearchRun& run = *built->run;
    run.addObserver(&bridge);
    qCInfo(lcResearch) << "GUI continuation of" << run.state().id << "with" << config.llm.model;
    const Result<void> outcome = run.continueAnswer(cancel);
    bridge.flushDelta();
    const QString unsaved = sessions ? QString()
                                     : tr("The continued answer could not be saved (%1): %2")
                                           .arg(config.sessionDatabasePath(), sessions.error().toString());
    finishRun(built.value(), outcome, config, unsaved);
}

void ResearchWorker::finishRun(const BuiltRun& built, const Result<void>& outcome, const settings::AppConfig& config,
                               const QString& unsaved)
{
    const ResearchRun& run = *built.run;
    QString error = unsaved;
    if (const QString failed = built.save(); !failed.isEmpty())
        error = tr("The session could not be saved completely: %1").arg(failed);
    if (!outcome && !outcome.error().isCancelled()) {
        error = outcome.error().toString();
        if (const QString hint =
                RunBuilder::errorHint(outcome.error(), run.state(), config, RunBuilder::Audience::Desktop);
            !hint.isEmpty())
            error += QLatin1Char(' ') + hint;
    }
    m_done = true;
    Q_EMIT finished(std::make_shared<const model::ResearchState>(run.state()), error);
}

} // namespace lmars::research
