// SPDX-License-Identifier: GPL-3.0-or-later
#include "LiveCitationChecks.h"

#include "model/CitationNames.h"
#include "research/ResearchLog.h"
#include "verify/CitationChecker.h"

#include <chrono>

namespace lmars::research {

namespace {

/// How often waitForAll() looks at the run's cancel token.
constexpr std::chrono::milliseconds kCancelPoll(10);

} // namespace

LiveCitationChecks::LiveCitationChecks(verify::CitationChecker& checker, QDate asOf, CancelToken runCancel)
    : m_checker(checker), m_asOf(asOf), m_runCancel(std::move(runCancel))
{
    m_worker = std::thread([this] { work(); });
}

LiveCitationChecks::~LiveCitationChecks()
{
    stop();
}

QString LiveCitationChecks::keyOf(const model::LegalCitation& citation)
{
    return model::citationKindName(citation.kind) + QLatin1Char('|') + citation.normalized;
}

bool LiveCitationChecks::sameCitation(const model::LegalCitation& checked, const model::LegalCitation& final)
{
    // Where it stands may differ (the finished answer's text is the stream's, tidied); what it says may not.
    model::LegalCitation a = checked;
    model::LegalCitation b = final;
    a.start = b.start = 0;
    a.end = b.end = 0;
    return a.toJson() == b.toJson();
}

void LiveCitationChecks::feed(const QString& answerSoFar)
{
    if (m_runCancel.isCancelled()) {
        m_stop.cancel();
        return;
    }
    // Extract again only when enough new text came for a citation to settle.
    if (answerSoFar.size() < m_extractedAt + kSettleChars / 2)
        return;
    m_extractedAt = int(answerSoFar.size());
    queueSettled(answerSoFar, int(answerSoFar.size()) - kSettleChars);
}

void LiveCitationChecks::finish(const QString& answer)
{
    m_extractedAt = int(answer.size());
    queueSettled(answer, int(answer.size()));
}

void LiveCitationChecks::queueSettled(const QString& text, int settledBefore)
{
    QList<model::LegalCitation> settled;
    for (const model::LegalCitation& c : m_extractor.extract(text)) {
        if (c.kind == model::CitationKind::ShortForm || c.end > settledBefore)
            continue;
        const QString key = keyOf(c);
        if (m_seen.contains(key))
            continue;
        m_seen.insert(key);
        model::LegalCitation alone = c;
        alone.antecedent = -1; // checked in a batch of its own, not the answer's list
        settled << alone;
    }
    if (settled.isEmpty())
        return;
    {
        std::lock_guard lock(m_mutex);
        if (m_stopping)
            return;
        m_queue += settled;
    }
    m_changed.notify_all();
}

void LiveCitationChecks::work()
{
    while (true) {
        QList<model::LegalCitation> batch;
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return m_stopping || !m_queue.isEmpty(); });
            if (m_stopping)
                return;
            batch.swap(m_queue);
            m_busy = true;
            ++m_batches;
        }
        qCDebug(lcResearch) << "checking" << batch.size() << "citations while the answer streams";
        const QList<model::VerifiedCitation> rows = m_checker.check(batch, m_asOf, m_stop);
        {
            std::lock_guard lock(m_mutex);
            if (!m_stop.isCancelled())
                m_finished += rows; // a cancelled check's rows say "cancelled": not results
            m_busy = false;
        }
        m_changed.notify_all();
    }
}

QList<model::VerifiedCitation> LiveCitationChecks::takeFinished()
{
    std::lock_guard lock(m_mutex);
    const QList<model::VerifiedCitation> fresh = m_finished.mid(m_taken);
    m_taken = int(m_finished.size());
    return fresh;
}

QList<model::VerifiedCitation> LiveCitationChecks::checked() const
{
    std::lock_guard lock(m_mutex);
    return m_finished;
}

bool LiveCitationChecks::waitForAll()
{
    {
        std::unique_lock lock(m_mutex);
        while (!m_stopping && (m_busy || !m_queue.isEmpty()) && !m_runCancel.isCancelled())
            m_changed.wait_for(lock, kCancelPoll);
        if (!m_stopping && !m_runCancel.isCancelled())
            return true;
    }
    stop();
    return false;
}

void LiveCitationChecks::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
        m_queue.clear();
    }
    m_stop.cancel();
    m_changed.notify_all();
    if (m_worker.joinable())
        m_worker.join();
}

int LiveCitationChecks::batchesSent() const
{
    std::lock_guard lock(m_mutex);
    return m_batches;
}

} // namespace lmars::research
