// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "model/Verification.h"
#include "parse/CitationExtractor.h"

#include <QDate>
#include <QList>
#include <QSet>
#include <QString>

#include <condition_variable>
#include <mutex>
#include <thread>

namespace lmars::verify {
class CitationChecker;
}

namespace lmars::research {

/**
 * The citation checks that run while the answer streams (issue 13, point 7; docs/ARCHITECTURE.md §2).
 *
 * feed() gets the answer so far on the run's thread. Each citation followed by kSettleChars of
 * text (it can no longer grow: its pin cite and parenthetical are there) whose kind and normalized
 * form were not seen before is queued, and a worker thread checks the queue with the run's
 * CitationChecker: everything queued while one check runs goes out together in the next one, so
 * CourtListener gets one request per batch and the stream never waits for a lookup. finish()
 * queues the rest of the whole answer. Short forms are left to the check of the whole answer (they
 * take their antecedent's result). The results come back on the run's thread (takeFinished(),
 * checked()); VerifyStage adopts those the whole answer still cites unchanged, so the record is the
 * one a check of the whole answer gives.
 *
 * stop() (and the destructor) cancels the check in progress, which stops its HTTP calls within
 * one poll of the client, and joins the worker. The run's cancel token stops it too, seen at every
 * feed() and while waitForAll() waits.
 */
class LiveCitationChecks final
{
public:
    /// Characters that must follow a citation before it is checked.
    static constexpr int kSettleChars = 64;

    LiveCitationChecks(verify::CitationChecker& checker, QDate asOf, CancelToken runCancel);
    ~LiveCitationChecks();
    LiveCitationChecks(const LiveCitationChecks&) = delete;
    LiveCitationChecks& operator=(const LiveCitationChecks&) = delete;

    /// The answer so far (each call with the whole text, which only grows).
    void feed(const QString& answerSoFar);
    /// The stream ended with this text: every citation of it not yet queued is queued now.
    void finish(const QString& answer);
    /// The checks finished since the last call, in the order they were queued.
    QList<model::VerifiedCitation> takeFinished();
    /// Every check finished so far, in the order they were queued.
    QList<model::VerifiedCitation> checked() const;
    /// Blocks until every queued citation is checked; false (and stopped) when the run is cancelled first.
    bool waitForAll();
    /// Cancels the check in progress, drops the queue and joins the worker; idempotent.
    void stop();
    /// How many batches went to the checker (tests, benchmark).
    int batchesSent() const;

    /// The key a check is remembered by: kind and normalized form.
    static QString keyOf(const model::LegalCitation& citation);
    /// Whether a check of `checked` is a check of `final` (the same citation, wherever it now stands).
    static bool sameCitation(const model::LegalCitation& checked, const model::LegalCitation& final);

private:
    void queueSettled(const QString& text, int settledBefore);
    void work();

    verify::CitationChecker& m_checker;
    const QDate m_asOf;
    const CancelToken m_runCancel;
    CancelToken m_stop; ///< what the worker's checks are given: cancelled by stop() and by the run's cancel
    parse::CitationExtractor m_extractor;
    QSet<QString> m_seen;  ///< keys queued (run's thread only)
    int m_extractedAt = 0; ///< the text's length at the last extraction (run's thread only)

    mutable std::mutex m_mutex;
    std::condition_variable m_changed; ///< queue filled, batch done, or stopping
    QList<model::LegalCitation> m_queue;
    QList<model::VerifiedCitation> m_finished; ///< every result so far
    int m_taken = 0;                           ///< how many of m_finished takeFinished() handed out
    bool m_busy = false;
    bool m_stopping = false;
    int m_batches = 0;
    std::thread m_worker;
};

} // namespace lmars::research
