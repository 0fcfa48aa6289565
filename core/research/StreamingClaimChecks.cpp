// SPDX-License-Identifier: GPL-3.0-or-later
#include "StreamingClaimChecks.h"

#include "llm/ChatModel.h"
#include "model/Verification.h"
#include "research/ResearchLog.h"

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
    // Paragraphs end at a blank line; what follows the last one may still grow.
    const int finished = int(answerSoFar.lastIndexOf(QLatin1String("\n\n")));
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

void StreamingClaimChecks::start(const QList<agents::ClaimToCheck>& batch)
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        for (const agents::ClaimToCheck& c : batch)
            m_pending.insert(key(c.sentence, c.sourceNs));
    }
    m_pool.start([this, batch] {
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
                if (j.index == c.index && j.status != model::ClaimStatus::Unchecked)
                    m_done.insert(k, j);
            }
        }
        m_changed.notify_all();
    });
}

QMap<int, agents::ClaimJudgment> StreamingClaimChecks::judged(const QList<agents::ClaimToCheck>& claims)
{
    QStringList keys;
    for (const agents::ClaimToCheck& c : claims)
        keys << key(c.sentence, c.sourceNs);
    std::unique_lock<std::mutex> lock(m_mutex);
    const auto waiting = [&] {
        for (const QString& k : std::as_const(keys))
            if (m_pending.contains(k))
                return true;
        return false;
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

void StreamingClaimChecks::restart()
{
    m_fedUpTo = 0;
    m_sent.clear();
    std::lock_guard<std::mutex> lock(m_mutex);
    for (auto it = m_done.begin(); it != m_done.end();) {
        if (model::isFlagged(it.value().status))
            it = m_done.erase(it);
        else
            ++it;
    }
}

} // namespace lmars::research
