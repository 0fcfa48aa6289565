// SPDX-License-Identifier: GPL-3.0-or-later
#include "VerifyStage.h"

#include "agents/ClaimSupportAgent.h"
#include "agents/SummaryAgent.h"
#include "llm/ChatModel.h"
#include "model/CitationNames.h"
#include "research/LiveCitationChecks.h"
#include "research/ResearchLog.h"
#include "research/StreamingClaimChecks.h"
#include "verify/AnswerSpans.h"
#include "verify/AuthorityClassifier.h"
#include "verify/CitationChecker.h"
#include "verify/Citator.h"

#include <QElapsedTimer>
#include <QSet>

#include <algorithm>
#include <utility>

namespace lmars::research {

namespace {

QString citationKey(const model::LegalCitation& c)
{
    return model::citationKindName(c.kind) + QLatin1Char('|') + c.normalized;
}

Error cancelError()
{
    return Error(ErrorKind::Cancelled, VerifyStage::tr("The research was cancelled."));
}

} // namespace

VerifyStage::VerifyStage(verify::CitationChecker& checker, llm::ChatModel* judge, llm::ChatModel* writer, QDate asOf,
                         Hooks hooks)
    : m_checker(checker), m_judge(judge), m_writer(writer), m_asOf(asOf), m_hooks(std::move(hooks))
{}

QMap<int, verify::SourceText> VerifyStage::sourceTexts(const model::ResearchState& state)
{
    QMap<int, verify::SourceText> out;
    for (int i = 0; i < state.sources.size(); ++i) {
        const model::SearchResult& s = state.sources.at(i);
        // What the source shows of itself counts too: its title, date, court and citations.
        QStringList parts{s.title, s.date, s.site};
        if (s.courtCase)
            parts << s.courtCase->citations;
        parts << s.content << s.snippet;
        parts.removeAll(QString());
        out.insert(i + 1, verify::SourceText{parts.join(QStringLiteral("\n\n")), s.content.trimmed().isEmpty()});
    }
    return out;
}

QString VerifyStage::failedChecks(const model::Verification& verification)
{
    QStringList lines;
    for (const model::VerifiedCitation& c : verification.citations) {
        if (model::isFlagged(c.check.status))
            lines << QStringLiteral("- Citation %1: %2. %3")
                         .arg(c.citation.text, model::citationStatusName(c.check.status), c.check.reason);
    }
    for (const model::VerifiedQuote& q : verification.quotes) {
        if (!model::isFlagged(q.status))
            continue;
        QString line = QStringLiteral("- Quotation \"%1\"%2: %3.")
                           .arg(q.text.simplified(),
                                q.sourceN > 0 ? QStringLiteral(" attributed to [%1]").arg(q.sourceN)
                                              : QStringLiteral(" attributed to %1").arg(q.caseCitation),
                                q.status == model::QuoteStatus::Misquoted ? QStringLiteral("misquoted")
                                                                          : QStringLiteral("not found in the source"));
        if (!q.closest.isEmpty() && q.status == model::QuoteStatus::Misquoted)
            line += QStringLiteral(" The source says: \"%1\"").arg(q.closest);
        lines << line;
    }
    for (const model::VerifiedClaim& c : verification.claims) {
        if (!model::isFlagged(c.status))
            continue;
        QString line =
            QStringLiteral("- Claim \"%1\": %2.").arg(c.sentence.simplified(), model::claimStatusName(c.status));
        if (!c.missingFacts.isEmpty())
            line += QStringLiteral(" No cited source states: %1.").arg(c.missingFacts.join(QStringLiteral(", ")));
        if (!c.reason.isEmpty() && c.missingFacts.isEmpty())
            line += QLatin1Char(' ') + c.reason;
        lines << line;
    }
    return lines.isEmpty() ? QString() : lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void VerifyStage::announce(const model::ResearchState& state)
{
    const model::Verification& v = state.verification;
    auto e = model::ResearchEvent::of(model::ResearchEvent::Type::Verification, model::Stage::Verify);
    e.count = int(v.citations.size() + v.quotes.size() + v.claims.size());
    if (m_hooks.emit)
        m_hooks.emit(e);
}

Result<void> VerifyStage::cancelled(model::ResearchState& state)
{
    state.verification.finished = false;
    state.verification.notes << tr("Verification was cancelled; the checks that had not finished are unchecked.");
    announce(state);
    return cancelError();
}

void VerifyStage::classifyAuthority(model::ResearchState& state)
{
    // Binding or persuasive (issue 27): in the forum the run was given (settings "forum"), else in
    // one its jurisdiction suggests (the reason then says it was assumed).
    verify::AuthorityClassifier::forForum(state.settings.forum, state.analysis.jurisdiction)
        .classifyAll(state.verification.citations);
}

Result<void> VerifyStage::run(model::ResearchState& state, const CancelToken& cancel)
{
    m_sources = sourceTexts(state);
    // The citations checked while the answer streamed stay listed until the whole answer's list replaces them.
    const QList<model::VerifiedCitation> checkedLive = state.verification.citations;
    state.verification = model::Verification();
    state.verification.present = true;
    state.verification.citations = checkedLive;
    announce(state);
    const bool revisable = !state.answer.truncated && !state.answer.incomplete;
    // With a revision possible, it starts as soon as one claim is known to fail (issue 32): the
    // claim checks still running go on while it streams.
    const bool early = m_claims && m_writer && revisable;
    if (auto r = checkAnswer(state, cancel, early); !r)
        return r;
    classifyAuthority(state);

    const QString failures = failedChecks(state.verification);
    if (!failures.isEmpty() && m_writer && revisable) {
        QElapsedTimer timer;
        timer.start();
        const model::Answer before = state.answer;
        auto revised = revise(state, failures, cancel);
        if (!revised) {
            state.answer = before; // the checked answer stands, with its record
            if (revised.error().isCancelled() || cancel.isCancelled())
                return cancelled(state);
            if (early) { // the record of the checks that were still running when the revision started
                if (auto r = checkAnswer(state, cancel); !r)
                    return r;
                classifyAuthority(state);
            }
            m_notes
                << tr("The answer could not be revised after its checks failed: %1").arg(revised.error().toString());
            qCInfo(lcResearch) << "revision failed:" << revised.error().toString();
        } else {
            if (m_hooks.acceptAnswer)
                m_hooks.acceptAnswer(revised.value());
            else
                state.answer = revised.value();
            qCInfo(lcResearch) << "answer revised in" << timer.elapsed() << "ms";
            if (auto r = checkAnswer(state, cancel); !r)
                return r;
            classifyAuthority(state);
            state.verification.revised = true;
        }
    } else if (!failures.isEmpty() && !revisable) {
        m_notes << tr("The answer was not revised after its checks failed, because it is incomplete.");
    }
    state.verification.notes = m_checker.notes() + m_notes;
    state.verification.notes.removeDuplicates();
    state.verification.finished = true;
    announce(state);
    if (m_citator && !cancel.isCancelled())
        lookForLaterTreatment(state, cancel);
    return {};
}

Result<model::Answer> VerifyStage::revise(const model::ResearchState& state, QString failures,
                                          const CancelToken& cancel)
{
    agents::SummaryAgent writer(*m_writer);
    QSet<QString> told; // the claims the revision is told about
    for (const model::VerifiedClaim& c : state.verification.claims)
        if (model::isFlagged(c.status))
            told.insert(StreamingClaimChecks::key(c.sentence, c.sourceNs));
    for (;;) {
        // The revision's claims are checked as it streams; what failed is asked again.
        const CancelToken revisionCancel = m_claims ? m_claims->restart(told) : cancel;
        auto revised = writer.revise(state, failures, m_hooks.streamRevision, revisionCancel);
        if (cancel.isCancelled() || !m_claims || (!revised && !revisionCancel.isCancelled()))
            return revised;
        // Checks of the answer that ended after the revision started: a claim they found not
        // supported was not in its prompt, so it starts again, told about that claim too.
        const auto late = m_claims->lateFailures();
        if (cancel.isCancelled())
            return cancelError();
        if (late.isEmpty())
            return revised;
        model::Verification more;
        for (const auto& [claim, judgment] : late) {
            told.insert(StreamingClaimChecks::key(claim.sentence, claim.sourceNs));
            model::VerifiedClaim c;
            c.sentence = claim.sentence;
            c.sourceNs = claim.sourceNs;
            c.status = judgment.status;
            c.reason = judgment.reason;
            more.claims << c;
        }
        failures += failedChecks(more);
        qCInfo(lcResearch) << late.size() << "claim(s) failed after the revision had started; it starts again";
        if (m_hooks.restartRevision)
            m_hooks.restartRevision();
    }
}

void VerifyStage::lookForLaterTreatment(model::ResearchState& state, const CancelToken& cancel)
{
    QList<model::VerifiedCitation>& citations = state.verification.citations;
    if (std::none_of(citations.cbegin(), citations.cend(),
                     [](const model::VerifiedCitation& c) { return verify::Citator::applies(c); }))
        return;
    QElapsedTimer timer;
    timer.start();
    m_citator->treatAll(citations, cancel, [this, &state](int) { announce(state); });
    state.verification.notes << m_citator->notes();
    state.verification.notes.removeDuplicates();
    announce(state);
    qCInfo(lcResearch) << "later treatment looked for in" << timer.elapsed() << "ms";
}

Result<void> VerifyStage::checkAnswer(model::ResearchState& state, const CancelToken& cancel, bool untilOneFails)
{
    const bool revised = state.verification.revised;
    state.verification = model::Verification();
    state.verification.present = true;
    state.verification.revised = revised;
    state.verification.notes = m_notes;
    QElapsedTimer timer;
    timer.start();

    if (auto r = checkCitations(state, cancel); !r)
        return r;
    const qint64 citationsMs = timer.elapsed();
    if (cancel.isCancelled())
        return cancelled(state);

    const QString& markdown = state.answer.markdown;
    state.verification.quotes = verify::AnswerChecks::checkQuotes(
        markdown, state.verification.citations, m_sources,
        [this, &cancel](const model::VerifiedCitation& c) { return m_checker.opinionText(c, cancel); }, cancel);
    if (cancel.isCancelled())
        return cancelled(state);
    announce(state);

    state.verification.claims = verify::AnswerChecks::checkFacts(markdown, state.verification.citations, m_sources);
    announce(state);
    const qint64 deterministicMs = timer.elapsed();

    checkClaimsWithModel(state, cancel, untilOneFails);
    if (cancel.isCancelled())
        return cancelled(state);
    announce(state);
    qCInfo(lcResearch) << "verification:" << state.verification.citations.size() << "citations in" << citationsMs
                       << "ms," << state.verification.quotes.size() << "quotations and"
                       << state.verification.claims.size() << "claims by" << deterministicMs << "ms, model step done at"
                       << timer.elapsed() << "ms";
    return {};
}

void VerifyStage::setClaimChecks(StreamingClaimChecks* claims)
{
    m_claims = claims;
}

void VerifyStage::setLiveChecks(LiveCitationChecks* live)
{
    m_live = live;
}

bool VerifyStage::adoptLiveChecks(const QList<model::LegalCitation>& found)
{
    LiveCitationChecks* live = std::exchange(m_live, nullptr);
    if (!live)
        return true;
    if (!live->waitForAll())
        return false;
    int adopted = 0;
    for (const model::VerifiedCitation& row : live->checked()) {
        const QString key = citationKey(row.citation);
        if (m_checked.contains(key))
            continue;
        // The first time the whole answer cites it decides its result, as a check of the whole answer does.
        const auto first = std::find_if(found.cbegin(), found.cend(),
                                        [&key](const model::LegalCitation& c) { return citationKey(c) == key; });
        if (first != found.cend() && LiveCitationChecks::sameCitation(row.citation, *first)) {
            m_checked.insert(key, row);
            ++adopted;
        }
    }
    qCInfo(lcResearch) << adopted << "citations were checked while the answer streamed," << live->batchesSent()
                       << "batches";
    return true;
}

Result<void> VerifyStage::checkCitations(model::ResearchState& state, const CancelToken& cancel)
{
    const QString& markdown = state.answer.markdown;
    const QList<model::LegalCitation> found = m_extractor.extract(markdown);
    if (!adoptLiveChecks(found))
        return cancelled(state);
    QList<model::LegalCitation> toCheck;
    QStringList pending;
    const auto add = [&](const model::LegalCitation& c) {
        toCheck << c;
        pending << citationKey(c);
        return int(toCheck.size()) - 1;
    };
    for (const model::LegalCitation& c : found) {
        const QString key = citationKey(c);
        if (m_checked.contains(key) || pending.contains(key))
            continue;
        if (c.kind != model::CitationKind::ShortForm || c.antecedent < 0 || c.antecedent >= found.size()) {
            add(c);
            continue;
        }
        // A short form goes with its antecedent, its index into the list checked (the checker answers
        // an antecedent it checked before from what it remembers).
        const model::LegalCitation& antecedent = found.at(c.antecedent);
        int at = int(pending.indexOf(citationKey(antecedent)));
        if (at < 0 || toCheck.at(at).kind == model::CitationKind::ShortForm) {
            toCheck << antecedent;
            pending << QString(); // asked for the short form's sake; its own row stays as it was
            at = int(toCheck.size()) - 1;
        }
        model::LegalCitation shortForm = c;
        shortForm.antecedent = at;
        add(shortForm);
    }
    // The record lists every citation at once (unchecked until its result comes), so the timeline
    // can show the count while the lookups run.
    const auto fill = [&]() {
        QList<model::VerifiedCitation> rows;
        for (const model::LegalCitation& c : found) {
            model::VerifiedCitation row = m_checked.value(citationKey(c));
            if (row.citation.normalized.isEmpty())
                row.check.reason = tr("Not checked yet.");
            row.citation = c;
            const int sentenceEnd = verify::AnswerSpans::sentenceEnd(markdown, c.end);
            row.sourceN = verify::AnswerSpans::markers(markdown.mid(c.end, sentenceEnd - c.end)).value(0, 0);
            rows << row;
        }
        state.verification.citations = rows;
    };
    fill();
    announce(state);
    if (toCheck.isEmpty())
        return {};
    const auto progress = [&](const QList<model::VerifiedCitation>& soFar, int) {
        for (int i = 0; i < soFar.size() && i < pending.size(); ++i) {
            const model::VerifiedCitation& row = soFar.at(i);
            if (!pending.at(i).isEmpty() &&
                (row.check.status != model::CitationStatus::Unchecked || !row.check.reason.isEmpty()))
                m_checked.insert(pending.at(i), row);
        }
        fill();
        announce(state);
    };
    const QList<model::VerifiedCitation> results = m_checker.check(toCheck, m_asOf, cancel, progress);
    if (cancel.isCancelled()) {
        fill();
        return cancelled(state);
    }
    for (int i = 0; i < results.size() && i < pending.size(); ++i) {
        if (!pending.at(i).isEmpty())
            m_checked.insert(pending.at(i), results.at(i));
    }
    fill();
    announce(state);
    return {};
}

void VerifyStage::checkClaimsWithModel(model::ResearchState& state, const CancelToken& cancel, bool untilOneFails)
{
    QList<model::VerifiedClaim>& claims = state.verification.claims;
    QList<agents::ClaimToCheck> toCheck;
    for (int i = 0; i < claims.size(); ++i) {
        if (claims.at(i).status == model::ClaimStatus::Unchecked)
            toCheck.append({i + 1, claims.at(i).sentence, claims.at(i).sourceNs});
    }
    QList<bool> judged(claims.size(), false);
    if (!toCheck.isEmpty() && !m_judge) {
        m_notes << tr("Claims were not checked with the model: no model is configured.");
    } else if (!toCheck.isEmpty()) {
        // The judgments made while the answer streamed, then one call for the claims they left.
        const QMap<int, agents::ClaimJudgment> ahead =
            m_claims ? m_claims->judged(toCheck, untilOneFails) : QMap<int, agents::ClaimJudgment>();
        QList<agents::ClaimJudgment> judgments = ahead.values();
        QList<agents::ClaimToCheck> rest;
        for (const agents::ClaimToCheck& c : std::as_const(toCheck))
            if (!ahead.contains(c.index) && !(untilOneFails && m_claims->pending(c)))
                rest << c;
        if (!rest.isEmpty() && !cancel.isCancelled()) {
            agents::ClaimSupportAgent agent(*m_judge);
            const auto more = agent.check(rest, agents::ClaimSupportAgent::Evidence::of(state), state.question,
                                          state.analysis.jurisdiction, cancel);
            if (!more) {
                if (!more.error().isCancelled())
                    m_notes << tr("Claims were not checked with the model: %1").arg(more.error().toString());
            } else {
                for (const agents::ClaimJudgment& j : more.value()) {
                    judgments << j;
                    if (m_claims) // the check of a revision asks again only about what changed or failed
                        m_claims->remember({j.index, claims.at(j.index - 1).sentence, claims.at(j.index - 1).sourceNs},
                                           j);
                }
                if (more->size() < rest.size())
                    m_notes << tr("The model did not judge every claim; those it left out are unchecked.");
            }
        }
        for (const agents::ClaimJudgment& j : std::as_const(judgments)) {
            model::VerifiedClaim& claim = claims[j.index - 1];
            claim.status = j.status;
            claim.reason = j.reason;
            claim.supportingSpan = j.supportingSpan;
            claim.supportingSourceN = j.sourceN;
            judged[j.index - 1] = j.status != model::ClaimStatus::Unchecked;
        }
    }
    for (int i = 0; i < claims.size(); ++i) {
        verify::AnswerChecks::settle(claims[i], judged.at(i));
        if (claims.at(i).status == model::ClaimStatus::Unchecked && claims.at(i).reason.isEmpty())
            claims[i].reason = tr("Not checked with the model.");
    }
    state.verification.notes = m_notes;
}

} // namespace lmars::research
