// SPDX-License-Identifier: GPL-3.0-or-later
#include "SummaryAgent.h"

#include "agents/AgentsLog.h"
#include "agents/AnswerParser.h"
#include "agents/ContinuationJoiner.h"
#include "agents/EvidenceFormatter.h"
#include "agents/IracRoleAgent.h"
#include "agents/PromptLibrary.h"
#include "agents/QueryAgent.h"
#include "common/JsonUtil.h"

namespace lmars::agents {

SummaryAgent::SummaryAgent(llm::ChatModel& model, QDate today) : m_model(model), m_today(today) {}

QString SummaryAgent::standardDisclaimer()
{
    return tr("This is legal information drawn from the cited sources, not legal advice. Laws change and their "
              "application depends on the facts; confirm with a qualified lawyer in your jurisdiction before acting.");
}

model::Answer SummaryAgent::finish(const QString& rawMarkdown, const QList<model::SearchResult>& sources)
{
    model::Answer answer;
    answer.rawMarkdown = rawMarkdown;
    const ParsedAnswer parsed = AnswerParser::split(rawMarkdown);
    const int count = int(sources.size());
    const CitationCheck check = AnswerParser::checkCitations(parsed.body, count);
    answer.markdown = check.checkedText;
    for (const QString& point : parsed.keyPoints)
        answer.keyPoints << AnswerParser::checkCitations(point, count).checkedText;
    answer.disclaimers = parsed.disclaimers;
    if (answer.disclaimers.isEmpty())
        answer.disclaimers << standardDisclaimer();
    for (int n : check.cited)
        answer.citations.append({n, sources.at(n - 1).id});
    answer.unresolvedMarkers = check.unresolved;
    return answer;
}

llm::ChatRequest SummaryAgent::request(const model::ResearchState& state, const QString& evidenceNote) const
{
    QMap<QString, QString> values = QueryAgent::caseValues(m_today, state.question, state.followUps, state.analysis);
    values.insert(QStringLiteral("source_count"), QString::number(state.sources.size()));
    values.insert(QStringLiteral("evidence_note"), evidenceNote);

    // IRAC: the memo's sections, and (multi-turn) the role steps the conclusion is written from.
    const bool irac = state.answerFormat == model::AnswerFormat::Irac;
    QString user = PromptLibrary::build(QStringLiteral("summary_user"), values);
    if (irac && !state.roleSteps.isEmpty())
        user += PromptLibrary::build(QStringLiteral("summary_irac_roles"),
                                     {{QStringLiteral("role_steps"), IracRoleAgent::describe(state.roleSteps)}});
    // The stable prefix (instructions, then the evidence round by round, as the judge and the claim
    // checks see it) before what varies (issue 32).
    llm::ChatRequest request;
    request.messages.append(
        {llm::ChatMessage::Role::System,
         PromptLibrary::build(irac ? QStringLiteral("summary_irac_system") : QStringLiteral("summary_system"), values),
         true});
    EvidenceFormatter::appendBlocks(request, EvidenceFormatter::blocks(state));
    // Marked too: a continuation and a revision repeat this prompt unchanged.
    request.messages.append({llm::ChatMessage::Role::User, user, true});
    return request;
}

QString SummaryAgent::continuationPrompt(StopReason reason, const QString& error)
{
    QString stopReason;
    if (reason == StopReason::OutputLimit) {
        stopReason = PromptLibrary::load(QStringLiteral("summary_stop_output_limit"));
    } else {
        const QString detail = error.simplified();
        stopReason = PromptLibrary::build(
            QStringLiteral("summary_stop_interrupted"),
            {{QStringLiteral("error"), detail.isEmpty() ? QString() : QStringLiteral(" The error was: ") + detail}});
    }
    return PromptLibrary::build(QStringLiteral("summary_continue"),
                                {{QStringLiteral("stop_reason"), stopReason.trimmed()}})
        .trimmed();
}

Result<llm::ChatReply> SummaryAgent::continueFrom(const llm::ChatRequest& request, const QString& written,
                                                  const QString& prompt, const llm::DeltaHandler& onDelta,
                                                  const CancelToken& cancel)
{
    llm::ChatRequest continuation = request;
    continuation.messages.append({llm::ChatMessage::Role::Assistant, written});
    continuation.messages.append({llm::ChatMessage::Role::User, prompt});
    // Joined at its overlap with the cut text, or taken alone when the model started over.
    ContinuationJoiner joiner(written);
    const llm::DeltaHandler joined = [&](const QString& delta) {
        if (const QString shown = joiner.feed(delta); !shown.isEmpty() && onDelta)
            onDelta(shown);
    };
    Result<llm::ChatReply> reply = m_model.stream(continuation, joined, cancel);
    if (const QString rest = joiner.finish(); !rest.isEmpty() && onDelta)
        onDelta(rest);
    if (!reply)
        return reply;
    if (joiner.restarted())
        qCInfo(lcAgents) << "the continuation started the answer over;"
                         << (joiner.replaced() ? "its new text replaces the cut one"
                                               : "joined after the repeated text");
    reply->text = joiner.joined();
    return reply;
}

Result<model::Answer> SummaryAgent::write(const model::ResearchState& state, const QString& evidenceNote,
                                          const llm::DeltaHandler& onDelta, const CancelToken& cancel)
{
    const llm::ChatRequest first = request(state, evidenceNote);
    const auto reply = m_model.stream(first, onDelta, cancel);
    if (!reply)
        return reply.error();
    Draft draft{reply->text, reply->truncated && !reply->incomplete, reply->incomplete, reply->interruption};
    if (draft.truncated && !draft.text.trimmed().isEmpty()) {
        // Stopped at the output limit: one continuation call picks up where the answer stopped.
        const auto more = continueFrom(first, draft.text, continuationPrompt(StopReason::OutputLimit), onDelta, cancel);
        if (!more && more.error().isCancelled())
            return more.error();
        draft.extend(more);
    }
    if (draft.text.trimmed().isEmpty()) {
        if (reply->truncated)
            return Error(ErrorKind::InvalidResponse,
                         tr("The model used its whole output limit before writing any answer (its reasoning took "
                            "all of it). Raise LMARS_LLM_MAX_TOKENS or choose a model that thinks less."));
        return Error(ErrorKind::InvalidResponse, tr("The model returned an empty answer."));
    }
    return draft.toAnswer(state.sources);
}

Result<model::Answer> SummaryAgent::resume(const model::ResearchState& state, const QString& evidenceNote,
                                           const llm::DeltaHandler& onDelta, const CancelToken& cancel)
{
    const QString written = state.answer.rawMarkdown;
    if (written.trimmed().isEmpty())
        return write(state, evidenceNote, onDelta, cancel);
    // Continued because it was cut off at the output limit, or because an error interrupted it: the
    // model is told which, so it does not take an interruption for a length problem.
    const QString prompt = state.answer.incomplete
                               ? continuationPrompt(StopReason::Error, state.answer.incompleteReason)
                               : continuationPrompt(StopReason::OutputLimit);
    const auto more = continueFrom(request(state, evidenceNote), written, prompt, onDelta, cancel);
    if (!more)
        return more.error();
    Draft draft{written, false, false, {}};
    draft.extend(more);
    return draft.toAnswer(state.sources);
}

Result<model::Answer> SummaryAgent::revise(const model::ResearchState& state, const QString& failedChecks,
                                           const llm::DeltaHandler& onDelta, const CancelToken& cancel)
{
    llm::ChatRequest revision = request(state, {});
    revision.messages.append({llm::ChatMessage::Role::Assistant, state.answer.rawMarkdown});
    revision.messages.append(
        {llm::ChatMessage::Role::User,
         PromptLibrary::build(QStringLiteral("summary_revise"), {{QStringLiteral("failed_checks"), failedChecks}})});
    const auto reply = m_model.stream(revision, onDelta, cancel);
    if (!reply)
        return reply.error();
    if (reply->incomplete || reply->text.trimmed().isEmpty())
        return Error(ErrorKind::InvalidResponse,
                     reply->incomplete ? tr("The revision was interrupted: %1").arg(reply->interruption.toString())
                                       : tr("The model returned an empty revision."));
    Draft draft{reply->text, reply->truncated, false, {}};
    if (draft.truncated) {
        const auto more =
            continueFrom(revision, draft.text, continuationPrompt(StopReason::OutputLimit), onDelta, cancel);
        if (!more && more.error().isCancelled())
            return more.error();
        draft.extend(more);
    }
    return draft.toAnswer(state.sources);
}

void SummaryAgent::Draft::extend(const Result<llm::ChatReply>& more)
{
    if (!more) {
        incomplete = true;
        interruption = more.error();
        return;
    }
    text = more->text; // the whole answer: continueFrom() joined it
    truncated = more->truncated && !more->incomplete;
    incomplete = more->incomplete;
    interruption = more->interruption;
}

model::Answer SummaryAgent::Draft::toAnswer(const QList<model::SearchResult>& sources) const
{
    model::Answer answer = finish(text, sources);
    answer.truncated = truncated;
    answer.incomplete = incomplete;
    if (incomplete)
        answer.incompleteReason = interruption.toString();
    return answer;
}

} // namespace lmars::agents
