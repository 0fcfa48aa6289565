// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimelineCardRenderer.h"

#include "TimelineCard.h"
#include "export/HtmlRenderer.h"
#include "model/DomainNames.h"
#include "model/ModePolicy.h"

#include <QLocale>
#include <QUrl>

#include <algorithm>

namespace lmars::ui {

namespace {

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString listHtml(const QStringList& items)
{
    if (items.isEmpty())
        return {};
    QString out = QStringLiteral("<ul style=\"margin:0 0 0 -20px\">");
    for (const QString& item : items)
        out += QStringLiteral("<li>%1</li>").arg(esc(item));
    return out + QStringLiteral("</ul>");
}

/// The stage an iteration card shows as running, or None.
model::Stage runningIn(const model::ResearchState& state, int index)
{
    const model::Stage stage = state.activeStage;
    if (stage == model::Stage::Rank)
        return index == 1 ? stage : model::Stage::None; // evidence-only ranks its one search
    if (stage == model::Stage::Search || stage == model::Stage::Read || stage == model::Stage::Judge)
        return state.activeIteration == index ? stage : model::Stage::None;
    return model::Stage::None;
}

} // namespace

const QColor TimelineCardRenderer::kGreen(0x2e, 0x9e, 0x6b);
const QColor TimelineCardRenderer::kAmber(0xc7, 0x7c, 0x0e);
const QColor TimelineCardRenderer::kRed(0xc9, 0x3c, 0x3c);
const QColor TimelineCardRenderer::kBlue(0x2f, 0x7f, 0xd6);
const QColor TimelineCardRenderer::kGrey(0x80, 0x86, 0x8f);

QString TimelineCardRenderer::seconds(qint64 ms)
{
    return ms < 1000 ? tr("%1 ms").arg(ms) : tr("%1 s").arg(QLocale().toString(ms / 1000.0, 'f', 1));
}

QString TimelineCardRenderer::duration(qint64 ms)
{
    return ms > 0 ? seconds(ms) : QString();
}

qint64 TimelineCardRenderer::elapsedMs(const model::ResearchState& state)
{
    if (state.totalMs > 0)
        return state.totalMs;
    if (state.startedAt.isValid() && state.finishedAt.isValid())
        return std::max<qint64>(0, state.startedAt.msecsTo(state.finishedAt));
    return 0;
}

bool TimelineCardRenderer::isIterationStage(model::Stage stage)
{
    return stage == model::Stage::Search || stage == model::Stage::Read || stage == model::Stage::Judge;
}

QString TimelineCardRenderer::asOfLine(const model::ResearchState& state)
{
    // The date every source was searched as of: the user's, else the analysis's, else today.
    const model::AsOf& effective = state.settings.effectiveAsOf;
    if (effective.isNull())
        return state.analysis.asOf.iso();
    switch (effective.origin()) {
    case model::AsOfOrigin::User:
        return tr("%1 (your date; applies to every source)").arg(effective.iso());
    case model::AsOfOrigin::Question:
        return tr("%1 (from the question; applies to every source)").arg(effective.iso());
    case model::AsOfOrigin::Today:
        break;
    }
    return tr("%1 (today; applies to every source)").arg(effective.iso());
}

void TimelineCardRenderer::renderAnalysis(TimelineCard* c, const model::ResearchState& state)
{
    c->setTitle(tr("Analysis"));
    if (state.activeStage == model::Stage::Query && !state.analysis.present) {
        c->setMeta(tr("analysing…"));
        return;
    }
    if (!state.analysis.present && model::isFinal(state.status)) {
        c->setMeta(tr("stopped"));
        c->setBodyHtml(endedFirst(state));
        return;
    }
    c->setMeta(state.activeStage == model::Stage::Query ? tr("analysing…")
                                                        : duration(state.stageMs(model::Stage::Query)));
    const model::QueryAnalysis& a = state.analysis;
    const QString unknown = QStringLiteral("<i>%1</i>").arg(tr("not stated"));
    auto row = [&](const QString& label, const QString& value) {
        return QStringLiteral("<tr><td style=\"padding-right:10px\"><b>%1</b></td><td>%2</td></tr>")
            .arg(label, value.isEmpty() ? unknown : esc(value));
    };
    QStringList parties;
    for (const model::Party& p : a.parties)
        parties << (p.role.isEmpty() ? p.name : QStringLiteral("%1 (%2)").arg(p.name, p.role));
    QString html = QStringLiteral("<table>") + row(tr("Area"), a.legalArea) + row(tr("Jurisdiction"), a.jurisdiction) +
                   row(tr("As of"), asOfLine(state));
    if (!parties.isEmpty())
        html += row(tr("Parties"), parties.join(QStringLiteral("; ")));
    if (!a.urgency.isEmpty())
        html += row(tr("Urgency"), a.urgency);
    html += QStringLiteral("</table>");
    if (!state.plannedQueries.isEmpty())
        html += QStringLiteral("<p style=\"margin-top:4px\">%1</p>")
                    .arg(tr("%n search(es) planned.", nullptr, int(state.plannedQueries.size())));
    c->setBodyHtml(html);
}

void TimelineCardRenderer::renderIteration(TimelineCard* c, int index, const model::ResearchState& state)
{
    const model::Iteration* iteration = state.iteration(index);
    if (!iteration)
        return;
    c->setTitle(model::ModePolicy::searchesInRounds(state.mode) ? tr("Iteration %1").arg(index) : tr("Search"));
    if (iteration->verdict)
        c->setBadge(iteration->verdict->sufficient ? tr("sufficient") : tr("insufficient"),
                    iteration->verdict->sufficient ? kGreen : kAmber);
    else
        c->setBadge({}, {});

    QStringList meta;
    switch (runningIn(state, index)) {
    case model::Stage::Search:
        meta << tr("searching…");
        break;
    case model::Stage::Read:
        meta << tr("reading pages…");
        break;
    case model::Stage::Judge:
        meta << tr("judging…");
        break;
    case model::Stage::Rank:
        meta << tr("ranking…");
        break;
    default: {
        qint64 total = state.stageMs(model::Stage::Search, index) + state.stageMs(model::Stage::Read, index) +
                       state.stageMs(model::Stage::Judge, index);
        if (index == 1)
            total += state.stageMs(model::Stage::Rank);
        if (total > 0)
            meta << seconds(total);
        break;
    }
    }
    c->setMeta(meta.join(QStringLiteral(" · ")));
    c->setBodyHtml(iterationHtml(*iteration, state));
}

QString TimelineCardRenderer::iterationHtml(const model::Iteration& iteration, const model::ResearchState& state)
{
    QString html;
    // Queries grouped by source type, in the order the types first appear.
    QList<model::SourceType> order;
    for (const model::IssuedQuery& q : iteration.queries) {
        if (!order.contains(q.source))
            order << q.source;
    }
    for (model::SourceType source : std::as_const(order)) {
        int total = 0;
        for (const model::IssuedQuery& q : iteration.queries)
            total += q.source == source && q.resultCount > 0 ? q.resultCount : 0;
        html += QStringLiteral("<p style=\"margin:2px 0\"><b>%1</b> · %2</p><table style=\"margin-left:8px\">")
                    .arg(esc(model::DomainNames::displayName(source)), tr("%n result(s)", nullptr, total));
        for (const model::IssuedQuery& q : iteration.queries) {
            if (q.source != source)
                continue;
            QString status;
            if (!q.error.isEmpty())
                status = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(kRed.name(), tr("failed"));
            else if (q.pending())
                status = QStringLiteral("<i>%1</i>").arg(tr("searching…"));
            else
                status = tr("%n result(s)", nullptr, q.resultCount) + QStringLiteral(" · ") + seconds(q.ms);
            html += QStringLiteral("<tr><td>“%1”</td><td style=\"padding-left:10px\" align=\"right\">%2</td></tr>")
                        .arg(esc(q.text), status);
        }
        html += QStringLiteral("</table>");
    }
    if (!iteration.pages.isEmpty()) {
        html += QStringLiteral("<p style=\"margin:6px 0 2px 0\"><b>%1</b></p><table style=\"margin-left:8px\">")
                    .arg(tr("Pages read"));
        for (const model::PageRead& p : iteration.pages) {
            const QUrl url(p.url);
            const QString name = url.isLocalFile() ? url.fileName() : url.host() + url.path();
            const QString status =
                p.ok ? tr("%1 characters · %2").arg(QLocale().toString(p.chars), seconds(p.ms))
                     : QStringLiteral("<span style=\"color:%1\">%2</span>").arg(kAmber.name(), esc(p.reason));
            html += QStringLiteral("<tr><td>%1</td><td style=\"padding-left:10px\" align=\"right\">%2</td></tr>")
                        .arg(esc(name), status);
        }
        html += QStringLiteral("</table>");
    }
    if (iteration.verdict)
        html += verdictHtml(*iteration.verdict);
    for (const model::RunError& error : state.errors) {
        if (error.iteration == iteration.index && isIterationStage(error.stage))
            html += QStringLiteral("<p style=\"margin:2px 0; color:%1\">%2</p>").arg(kRed.name(), esc(error.message));
    }
    return html;
}

QString TimelineCardRenderer::verdictHtml(const model::Verdict& verdict)
{
    QString html = QStringLiteral("<p style=\"margin:8px 0 2px 0\"><b>%1</b></p><p style=\"margin:0\">%2</p>")
                       .arg(tr("Judge"), esc(verdict.reasoning));
    html += QStringLiteral("<table style=\"margin-top:4px\">");
    const QList<QPair<QString, QString>> checks{{tr("Source quality"), verdict.sourceQuality},
                                                {tr("Dates"), verdict.dateCheck},
                                                {tr("Jurisdiction"), verdict.jurisdictionCheck},
                                                {tr("Contradictions"), verdict.contradictionCheck}};
    for (const auto& [label, value] : checks) {
        if (!value.isEmpty())
            html += QStringLiteral("<tr><td style=\"padding-right:10px\" valign=\"top\"><b>%1</b></td>"
                                   "<td>%2</td></tr>")
                        .arg(label, esc(value));
    }
    html += QStringLiteral("</table>");
    if (!verdict.missingInformation.isEmpty())
        html += QStringLiteral("<p style=\"margin:4px 0 0 0\"><b>%1</b></p>").arg(tr("Missing")) +
                listHtml(verdict.missingInformation);
    if (!verdict.suggestedRefinements.isEmpty() && !verdict.sufficient)
        html += QStringLiteral("<p style=\"margin:4px 0 0 0\"><b>%1</b></p>").arg(tr("Next searches")) +
                listHtml(verdict.suggestedRefinements);
    if (!verdict.error.isEmpty())
        html += QStringLiteral("<p style=\"color:%1\">%2</p>").arg(kRed.name(), esc(verdict.error));
    return html;
}

void TimelineCardRenderer::renderSummary(TimelineCard* c, const model::ResearchState& state)
{
    c->setTitle(tr("Answer"));
    if (!state.stageRan(model::Stage::Summary)) {
        const bool writing = state.activeStage == model::Stage::Summary;
        c->setMeta(writing ? tr("writing…") : tr("stopped"));
        if (!model::isFinal(state.status))
            c->setBodyHtml(tr("The answer streams into the answer view as it is written."));
        else if (state.answer.markdown.isEmpty())
            c->setBodyHtml(endedFirst(state));
        else if (state.status == model::RunStatus::Cancelled)
            c->setBodyHtml(tr("Cancelled while the answer was being written: the part written so far is kept in the "
                              "answer view, marked as such."));
        else
            c->setBodyHtml(tr("Stopped while the answer was being written: the part written so far is kept in the "
                              "answer view, marked as such."));
        return;
    }
    c->setMeta(duration(state.stageMs(model::Stage::Summary)));
    QString html = tr("%n source(s) cited.", nullptr, int(state.answer.citations.size()));
    if (!state.answer.unresolvedMarkers.isEmpty())
        html += QLatin1Char(' ') + tr("%n marker(s) point to no source and are flagged as unverified.", nullptr,
                                      int(state.answer.unresolvedMarkers.size()));
    if (state.uscore) {
        html += QStringLiteral("<br/>") + tr("U-Score %1: the wording reads with %2 uncertainty (lower is better).")
                                              .arg(QLocale().toString(state.uscore->paper, 'f', 2),
                                                   exporting::HtmlRenderer::bandName(state.uscore->band()));
        if (const int flagged = state.verification.present ? state.verification.flaggedCount() : 0; flagged > 0)
            html += QLatin1Char(' ') + esc(exporting::HtmlRenderer::uscoreFlaggedNote(flagged));
    }
    c->setBodyHtml(html);
}

QString TimelineCardRenderer::endedFirst(const model::ResearchState& state)
{
    switch (state.status) {
    case model::RunStatus::Cancelled:
        return tr("The research was cancelled before this step.");
    case model::RunStatus::Interrupted:
        return tr("The program ended before this step.");
    case model::RunStatus::Failed:
        return tr("The research failed before this step (the Outcome card says why).");
    default:
        return tr("The research ended before this step.");
    }
}

void TimelineCardRenderer::renderOutcome(TimelineCard* c, const model::ResearchState& state, const QString& workerError)
{
    c->setTitle(tr("Outcome"));
    c->setMeta(duration(elapsedMs(state)));
    // A failed run's reason is its last recorded error; the worker may add what the state cannot say.
    QString error = workerError;
    if (error.isEmpty() && state.status == model::RunStatus::Failed && !state.errors.isEmpty())
        error = state.errors.last().message;
    switch (state.status) {
    case model::RunStatus::Finished:
        c->setBadge(model::DomainNames::displayName(state.status), kGreen);
        c->setBodyHtml(tr("%n source(s) found.", nullptr, int(state.sources.size())) +
                       (error.isEmpty() ? QString() : QStringLiteral("<br/>") + esc(error)));
        break;
    case model::RunStatus::Cancelled:
        c->setBadge(model::DomainNames::displayName(state.status), kGrey);
        c->setBodyHtml(tr("Stopped. What was found so far is kept: %n source(s).", nullptr, int(state.sources.size())));
        break;
    case model::RunStatus::Incomplete: // the reason is the run's error (the answer's incompleteReason)
        c->setBadge(model::DomainNames::displayName(state.status), kAmber);
        c->setBodyHtml(esc(error.isEmpty() ? state.answer.incompleteReason : error));
        break;
    case model::RunStatus::Interrupted:
        c->setBadge(model::DomainNames::displayName(state.status), kGrey);
        c->setBodyHtml(tr("The program ended before this research finished. What was found is kept."));
        break;
    default:
        c->setBadge(model::DomainNames::displayName(model::RunStatus::Failed), kRed);
        c->setBodyHtml(esc(error.isEmpty() ? tr("The research failed.") : error));
        break;
    }
}

} // namespace lmars::ui
