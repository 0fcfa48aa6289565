// SPDX-License-Identifier: GPL-3.0-or-later
#include "StreamingClaimChecks.h"

#include "llm/ChatModel.h"
#include "model/Verification.h"
#include "research/ResearchLog.h"
#include "verify/AnswerSpans.h"

#include <chrono>

namespace lmars::research {

StreamingClaimChecks::StreamingClaimChecks(llm::ChatModel& judge, QMap<int, verify::SourceText> sources,
                                           agents::ClaimSupportAgent::Evidence evidence, QString question,
                                           QString jurisdiction, CancelToken runCancel)
    : m_judge(judge), m_sources(std::move(sources)), m_evidence(std::move(evidence)), m_question(std::move(question)),
      m_jurisdiction(std::move(jurisdiction)), m_runCancel(std::move(runCancel))
{
    m_pool.setMaxThreadCount(kMaxCalls);
    m_watcher = std::thread([this] {
        std::unique_lock<std::mutex> lock(m_mutex);
        while (!m_stopping) {
            if (m_runCancel.isCancelled()) {
                m_cancel.cancel();
                m_revision.cancel();
                m_changed.notify_all();
                return;
            }
            m_changed.wait_for(lock, std::chrono::milliseconds(10));
        }
    });
}

StreamingClaimChecks::~StreamingClaimChecks()
{
    m_cancel.cancel(); // a call still running is no longer wanted
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    m_watcher.join();
    m_pool.waitForDone();
}

QString StreamingClaimChecks::key(const QString& sentence, const QList<int>& sourceNs)
{
    QString out = sentence.simplified();
    for (int n : sourceNs)
        out += QLatin1Char('|') + QString::number(n);
    return out;
}

void StreamingClaimChecks::feed(const QString& answerSoFar)
{
    if (m_cancel.isCancelled() || m_runCancel.isCancelled())
        return;
    const int finished = finishedUpTo(answerSoFar);
    if (finished <= m_fedUpTo)
        return;
    m_fedUpTo = finished;
    const QList<model::VerifiedClaim> claims =
        verify::AnswerChecks::checkFacts(answerSoFar.left(finished), {}, m_sources);
    QList<agents::ClaimToCheck> batch;
    std::unique_lock<std::mutex> lock(m_mutex);
    for (int i = 0; i < claims.size(); ++i) {
        const model::VerifiedClaim& claim = claims.at(i);
        const QString k = key(claim.sentence, claim.sourceNs);
        if (claim.status != model::ClaimStatus::Unchecked || m_sent.contains(k) || m_done.contains(k) ||
            m_pending.contains(k))
            continue;
        m_sent.insert(k);
        batch.append({i + 1, claim.sentence, claim.sourceNs}); // numbered as the whole answer numbers it
    }
    lock.unlock();
    if (!batch.isEmpty())
        start(batch);
}

int StreamingClaimChecks::finishedUpTo(const QString& answerSoFar) const
{
    // Paragraphs end at a blank line; what follows the last one may still grow.
    int finished = int(answerSoFar.lastIndexOf(QLatin1String("\n\n")));
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        if (m_generation == 0)
            return finished; // the answer: one call per paragraph
        for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it)
            if (it.value() == m_generation)
                return finished; // the paragraph's other claims wait for it, and go in one call
    }
    // A sentence has ended when something (a space, a line break) follows its end.
    for (const verify::MarkedSentence& s : verify::AnswerSpans::markedSentences(answerSoFar))
        if (s.end < answerSoFar.size())
            finished = std::max(finished, s.end);
    return finished;
}

void StreamingClaimChecks::start(const QList<agents::ClaimToCheck>& batch)
{
    int generation = 0;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        generation = m_generation;
        for (const agents::ClaimToCheck& c : batch) {
            m_pending.insert(key(c.sentence, c.sourceNs), generation);
            m_asked.insert(key(c.sentence, c.sourceNs), c);
        }
    }
    m_pool.start([this, batch, generation] {
        agents::ClaimSupportAgent agent(m_judge);
        const auto judgments = agent.check(batch, m_evidence, m_question, m_jurisdiction, m_cancel);
        if (!judgments && !judgments.error().isCancelled())
            qCInfo(lcResearch) << "claim check while the answer streamed failed; its" << batch.size()
                               << "claims are checked with the whole answer:" << judgments.error().toString();
        std::lock_guard<std::mutex> lock(m_mutex);
        for (const agents::ClaimToCheck& c : batch) {
            const QString k = key(c.sentence, c.sourceNs);
            m_pending.remove(k);
            if (!judgments)
                continue;
            for (const agents::ClaimJudgment& j : judgments.value()) {
                if (j.index != c.index || j.status == model::ClaimStatus::Unchecked)
                    continue;
                m_done.insert(k, j);
                if (generation == 0 && m_generation > 0 && model::isFlagged(j.status)) {
                    // The revision streaming now was not told about this claim: it starts again.
                    m_late.append({c, j});
                    m_revision.cancel();
                }
            }
        }
        m_changed.notify_all();
    });
}

bool StreamingClaimChecks::pending(const agents::ClaimToCheck& claim) const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_pending.contains(key(claim.sentence, claim.sourceNs));
}

QMap<int, agents::ClaimJudgment> StreamingClaimChecks::judged(const QList<agents::ClaimToCheck>& claims,
                                                              bool untilOneFails)
{
    QStringList keys;
    for (const agents::ClaimToCheck& c : claims)
        keys << key(c.sentence, c.sourceNs);
    std::unique_lock<std::mutex> lock(m_mutex);
    const auto waiting = [&] {
        bool running = false;
        for (const QString& k : std::as_const(keys)) {
            if (untilOneFails && model::isFlagged(m_done.value(k).status))
                return false;
            running = running || m_pending.contains(k);
        }
        return running;
    };
    while (waiting() && !m_runCancel.isCancelled())
        m_changed.wait_for(lock, std::chrono::milliseconds(20));
    QMap<int, agents::ClaimJudgment> out;
    for (int i = 0; i < claims.size(); ++i) {
        const auto it = m_done.constFind(keys.at(i));
        if (it == m_done.cend())
            continue;
        agents::ClaimJudgment j = it.value();
        j.index = claims.at(i).index;
        out.insert(j.index, j);
    }
    return out;
}

void StreamingClaimChecks::remember(const agents::ClaimToCheck& claim, const agents::ClaimJudgment& judgment)
{
    if (judgment.status == model::ClaimStatus::Unchecked)
        return;
    std::lock_guard<std::mutex> lock(m_mutex);
    m_done.insert(key(claim.sentence, claim.sourceNs), judgment);
}

QList<QPair<agents::ClaimToCheck, agents::ClaimJudgment>> StreamingClaimChecks::lateFailures()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    const auto earlierRunning = [this] {
        for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it)
            if (it.value() == 0)
                return true;
        return false;
    };
    while (earlierRunning() && !m_runCancel.isCancelled())
        m_changed.wait_for(lock, std::chrono::milliseconds(20));
    return m_runCancel.isCancelled() ? QList<QPair<agents::ClaimToCheck, agents::ClaimJudgment>>() : m_late;
}

CancelToken StreamingClaimChecks::restart(const QSet<QString>& told)
{
    m_fedUpTo = 0;
    m_sent.clear();
    std::lock_guard<std::mutex> lock(m_mutex);
    m_revision = CancelToken();
    if (m_runCancel.isCancelled())
        m_revision.cancel();
    m_late.clear();
    for (auto it = m_done.begin(); it != m_done.end();) {
        if (model::isFlagged(it.value().status) && m_generation == 0 && !told.contains(it.key()) &&
            m_asked.contains(it.key())) {
            // Found since the revision's failures were gathered: it starts again with this one too.
            m_late.append({m_asked.value(it.key()), it.value()});
            m_revision.cancel();
        }
        if (model::isFlagged(it.value().status))
            it = m_done.erase(it);
        else
            ++it;
    }
    ++m_generation;
    return m_revision;
}

} // namespace lmars::research
