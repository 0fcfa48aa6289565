// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerStage.h"

#include "agents/SummaryAgent.h"
#include "llm/ChatModel.h"
#include "model/UScore.h"
#include "research/LiveCitationChecks.h"
#include "research/StreamingClaimChecks.h"
#include "research/VerifyStage.h"
#include "verify/AnswerSpans.h"
#include "verify/CitationChecker.h"

#include <QElapsedTimer>

namespace lmars::research {

AnswerStage::AnswerStage(model::ResearchState& state, llm::ChatModel& writer, llm::ChatModel* judge,
                         verify::CitationChecker* checker, bool verify, QDate asOf, Hooks hooks,
                         verify::Citator* citator)
    : m_state(state), m_writer(writer), m_judge(judge ? judge : &writer), m_checker(checker), m_citator(citator),
      m_verify(verify), m_asOf(asOf), m_hooks(std::move(hooks))
{}

AnswerStage::~AnswerStage() = default;

bool AnswerStage::checking() const
{
    return m_checker && m_verify;
}

Result<void> AnswerStage::write(const QString& evidenceNote, const CancelToken& cancel)
{
    QElapsedTimer timer;
    timer.start();
    m_hooks.stageStarted(model::Stage::Summary);
    if (m_state.sources.isEmpty()) {
        // Never let the model answer from memory: without evidence there is no grounded answer.
        const QString message =
            tr("The searches found no sources for this question, so no grounded answer can be "
               "given. Try rephrasing the question, naming the jurisdiction, or enabling more sources.");
        m_state.answer = agents::SummaryAgent::finish(message, m_state.sources);
        m_hooks.recordError(model::Stage::Summary,
                            Error(ErrorKind::InvalidResponse, tr("No sources were found; no answer was generated.")));
        m_hooks.stageFinished(model::Stage::Summary, timer.elapsed());
        return {};
    }
    agents::SummaryAgent agent(m_writer);
    if (checking()) {
        m_live = std::make_unique<LiveCitationChecks>(*m_checker, m_asOf, cancel);
        m_claims = std::make_unique<StreamingClaimChecks>(*m_judge, VerifyStage::sourceTexts(m_state),
                                                          agents::ClaimSupportAgent::Evidence::of(m_state),
                                                          m_state.question, m_state.analysis.jurisdiction, cancel);
    }
    QString streamed;
    auto answer = agent.write(m_state, evidenceNote, streamer(&streamed, m_live.get(), m_claims.get()), cancel);
    if (!answer) {
        m_state.answer.rawMarkdown = streamed;
        m_claims.reset(); // cancels the claim checks still running: the answer is not checked
        stopLiveChecks(answer.error().isCancelled() || cancel.isCancelled());
        return answer.error();
    }
    accept(answer.value());
    if (m_live)
        m_live->finish(m_state.answer.markdown); // what could still grow is complete now
    m_hooks.stageFinished(model::Stage::Summary, timer.elapsed());
    return {};
}

void AnswerStage::publishLiveChecks(LiveCitationChecks& live)
{
    const QList<model::VerifiedCitation> fresh = live.takeFinished();
    if (fresh.isEmpty())
        return;
    m_liveRows += fresh;
    const QString& markdown = m_state.answer.markdown;
    model::Verification& v = m_state.verification;
    v.present = true;
    v.finished = false;
    v.citations.clear();
    for (model::VerifiedCitation row : std::as_const(m_liveRows)) {
        // Attributed to the next [n] marker of its sentence, as far as the sentence is written.
        const int sentenceEnd = verify::AnswerSpans::sentenceEnd(markdown, row.citation.end);
        row.sourceN =
            verify::AnswerSpans::markers(markdown.mid(row.citation.end, sentenceEnd - row.citation.end)).value(0, 0);
        v.citations << row;
    }
    auto e = model::ResearchEvent::of(model::ResearchEvent::Type::Verification, model::Stage::Verify);
    e.count = int(v.citations.size());
    m_hooks.emit(e);
}

void AnswerStage::stopLiveChecks(bool cancelled)
{
    if (!m_live)
        return;
    m_live->stop();
    m_live.reset();
    if (!m_state.verification.present)
        return;
    m_state.verification.finished = false;
    m_state.verification.notes << (cancelled ? tr("Verification was cancelled with the answer; only the citations "
                                                  "checked while it streamed are listed.")
                                             : tr("The answer stopped before it was complete; only the citations "
                                                  "checked while it streamed are listed."));
}

Result<void> AnswerStage::check(const CancelToken& cancel)
{
    if (m_state.answer.markdown.trimmed().isEmpty() || m_state.sources.isEmpty())
        return {};
    if (!m_verify) {
        recordChecksOff();
        return {};
    }
    if (!m_checker)
        return {};
    QElapsedTimer timer;
    timer.start();
    m_hooks.stageStarted(model::Stage::Verify);
    QString revision;
    VerifyStage stage(*m_checker, m_judge, &m_writer, m_asOf,
                      {m_hooks.emit, streamer(&revision, nullptr, m_claims.get()),
                       [this](const model::Answer& answer) { accept(answer); },
                       [&revision] {
                           revision.clear();
                       }});
    stage.setLiveChecks(m_live.get());
    stage.setClaimChecks(m_claims.get());
    stage.setCitator(m_citator);
    auto checked = stage.run(m_state, cancel);
    m_live.reset(); // idle now (or stopped by the cancel)
    m_claims.reset();
    m_hooks.stageFinished(model::Stage::Verify, timer.elapsed());
    return checked;
}

void AnswerStage::recordChecksOff()
{
    model::Verification& v = m_state.verification;
    v = model::Verification();
    v.present = true;
    v.turnedOff = true;
    v.finished = true;
    v.notes << tr("Verification was turned off for this run: no citation, quotation or claim in this answer was "
                  "checked.");
    auto e = model::ResearchEvent::of(model::ResearchEvent::Type::Verification, model::Stage::Verify);
    m_hooks.emit(e);
}

std::function<void(const QString&)> AnswerStage::streamer(QString* streamed, LiveCitationChecks* live,
                                                          StreamingClaimChecks* claims)
{
    return [this, streamed, live, claims](const QString& delta) {
        *streamed += delta;
        m_state.answer.markdown = *streamed;
        auto e = model::ResearchEvent::of(model::ResearchEvent::Type::AnswerDelta, model::Stage::Summary);
        e.delta = delta;
        m_hooks.emit(e);
        if (live) {
            live->feed(*streamed);
            publishLiveChecks(*live);
        }
        if (claims)
            claims->feed(*streamed);
    };
}

void AnswerStage::accept(const model::Answer& answer)
{
    m_state.answer = answer;
    if (m_state.answer.incomplete)
        m_hooks.recordError(model::Stage::Summary,
                            Error(ErrorKind::InvalidResponse,
                                  tr("The answer is incomplete: the model stopped with an error after part of it was "
                                     "written (%1). Continue the answer or run the question again.")
                                      .arg(m_state.answer.incompleteReason)));
    else if (m_state.answer.truncated)
        m_hooks.recordError(model::Stage::Summary,
                            Error(ErrorKind::InvalidResponse,
                                  tr("The answer was cut off at the model's output limit, even after one continuation. "
                                     "Raise LMARS_LLM_MAX_TOKENS for longer answers.")));
    // U-Score over the answer body and the URLs (or names) of the sources it cites.
    QStringList cited;
    for (const model::Citation& c : std::as_const(m_state.answer.citations)) {
        const model::SearchResult& source = m_state.sources.at(c.n - 1);
        cited << (source.url.isEmpty() ? source.title : source.url);
    }
    m_state.uscore = model::UScore::compute(m_state.answer.markdown, cited);
    if (!m_state.answer.unresolvedMarkers.isEmpty()) {
        QStringList numbers;
        for (int n : std::as_const(m_state.answer.unresolvedMarkers))
            numbers << QStringLiteral("[%1]").arg(n);
        m_hooks.recordError(
            model::Stage::Summary,
            Error(ErrorKind::InvalidResponse,
                  tr("The answer cites %1, but there are only %2 sources; these markers are shown as unverified.")
                      .arg(numbers.join(QStringLiteral(", ")))
                      .arg(m_state.sources.size())));
    }
}

Result<void> AnswerStage::resume(const QString& evidenceNote, const CancelToken& cancel)
{
    if (!m_state.answer.truncated && !m_state.answer.incomplete)
        return Error(ErrorKind::Usage, tr("The answer is complete; there is nothing to continue."));
    QElapsedTimer timer;
    timer.start();
    m_hooks.stageStarted(model::Stage::Summary);
    agents::SummaryAgent agent(m_writer);
    const model::Answer before = m_state.answer;
    QString streamed = before.rawMarkdown;
    auto answer = agent.resume(m_state, evidenceNote, streamer(&streamed), cancel);
    if (!answer) {
        m_state.answer = before; // the answer as it was: nothing is lost
        if (!answer.error().isCancelled())
            m_hooks.recordError(model::Stage::Summary, answer.error());
        m_hooks.stageFinished(model::Stage::Summary, timer.elapsed());
        return answer.error();
    }
    accept(answer.value());
    m_hooks.stageFinished(model::Stage::Summary, timer.elapsed());
    // The record described the text before the continuation: check the whole answer again.
    if (m_state.verification.present && !m_state.verification.turnedOff) {
        if (checking())
            return check(cancel);
        m_state.verification.finished = false;
        m_state.verification.notes << tr("The answer was continued after these checks; the continued text was not "
                                         "checked.");
    }
    return {};
}

} // namespace lmars::research
