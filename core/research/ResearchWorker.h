// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "model/ResearchEvent.h"
#include "model/ResearchState.h"
#include "research/ResearchRun.h"
#include "settings/AppConfig.h"

#include <QMetaType>
#include <QMutex>
#include <QObject>
#include <QThread>
#include <QWaitCondition>

#include <atomic>
#include <functional>
#include <memory>

namespace lmars::research {

struct BuiltRun;

/// A copy of the run's state at the moment of an event, shared read-only with the GUI.
using StateSnapshot = std::shared_ptr<const model::ResearchState>;

/// Everything one run needs; the configuration is already resolved (settings, keychain, environment).
struct ResearchRequest
{
    QString question;
    ResearchOptions options;
    QList<model::SourceChoice> sources; ///< empty = every configured one
    settings::AppConfig config;
};

/**
 * Runs one ResearchRun at a time on its own thread and re-emits every event as a queued signal
 * with a snapshot of the state, so receivers on the GUI thread never touch the running state.
 * Streamed answer text is coalesced (at most one answerDelta() per 50 ms). Clarifying questions
 * block the worker thread until answerFollowUps()/skipFollowUps() or cancel(). The session is
 * recorded to the session database on the worker thread as the events happen.
 * No Widgets: the CLI, the GUI and tests can all drive it.
 */
class ResearchWorker final : public QObject
{
    Q_OBJECT

public:
    explicit ResearchWorker(QObject* parent = nullptr);
    /// Cancels a running research and joins the thread.
    ~ResearchWorker() override;
    ResearchWorker(const ResearchWorker&) = delete;
    ResearchWorker& operator=(const ResearchWorker&) = delete;

    /// Starts a run; false (and nothing happens) when one is still running.
    bool start(const ResearchRequest& request);
    /// Continues the cut-off or interrupted answer of a finished run (the last one, or a session opened
    /// from history) on the worker thread: the model is built again from config, the saved state is
    /// taken over, the new text streams out through answerDelta() as during a run, and the session is
    /// saved again. finished() reports the outcome; a failed or cancelled continuation leaves the
    /// answer as it was. False (and nothing happens) when a run is still running.
    bool continueAnswer(const model::ResearchState& state, const settings::AppConfig& config);
    /// Asks the run (or continuation) to stop; it keeps and saves what it found and emits finished().
    void cancel();
    bool isRunning() const;
    /// Answers to the pending clarifying questions, in order (empty = unanswered).
    void answerFollowUps(const QStringList& answers);
    /// Goes on without answering the pending questions.
    void skipFollowUps();

Q_SIGNALS:
    void runStarted(const QString& sessionId, const QStringList& notes);
    void researchEvent(const lmars::model::ResearchEvent& event, const lmars::research::StateSnapshot& state);
    /// New answer text since the previous answerDelta() (coalesced).
    void answerDelta(const QString& text);
    /// The run ended: status finished, cancelled or failed; error explains a failure.
    void finished(const lmars::research::StateSnapshot& state, const QString& error);

private:
    class Bridge;
    /// Starts job on a new worker thread; false when a run is still running.
    bool launch(std::function<void()> job);
    void execute(ResearchRequest request);
    void executeContinuation(model::ResearchState saved, settings::AppConfig config);
    /// Saves the run's state into its session (BuiltRun::save()), then emits finished() with the run's
    /// error, else the reason it could not be saved (unsaved, or the recorder's), else none.
    void finishRun(const BuiltRun& built, const Result<void>& outcome, const settings::AppConfig& config,
                   const QString& unsaved);
    void joinThread();

    std::unique_ptr<QThread> m_thread;
    CancelToken m_cancel;
    mutable QMutex m_mutex;
    QWaitCondition m_answered;
    std::atomic_bool m_done{true}; ///< the run has emitted finished() (its thread is ending)
    bool m_waitingForAnswers = false;
    bool m_haveAnswers = false;
    QStringList m_answers;

    friend class Bridge;
};

} // namespace lmars::research

Q_DECLARE_METATYPE(lmars::model::ResearchEvent)
Q_DECLARE_METATYPE(lmars::research::StateSnapshot)
