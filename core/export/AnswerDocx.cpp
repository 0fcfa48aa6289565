// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerDocx.h"

#include "HtmlRenderer.h"
#include "MarkdownDocx.h"
#include "SessionExport.h"
#include "SourceCitation.h"
#include "VerificationSummary.h"
#include "agents/SummaryAgent.h"
#include "model/DomainNames.h"
#include "model/ModePolicy.h"
#include "model/ResearchState.h"
#include "model/UScore.h"

#include <QLocale>

namespace lmars::exporting {

namespace {

/// "[1, 3]" for markers kept as text.
QString bracketed(const QList<int>& numbers)
{
    QStringList list;
    for (int n : numbers)
        list << QString::number(n);
    return QLatin1Char('[') + list.join(QStringLiteral(", ")) + QLatin1Char(']');
}

/// The text of a footnote for source n: its full citation and where to find it.
DocxRuns footnoteText(const model::SearchResult& source)
{
    DocxRuns runs{DocxRun::plain(SourceCitation::fullCitation(source) + QLatin1Char('.'))};
    const QString where = SessionExport::location(source);
    if (!where.isEmpty())
        runs << DocxRun::plain(QLatin1Char(' ') + where);
    return runs;
}

MarkerRuns markerRuns(DocxDocument& doc, const model::ResearchState& state, DocxCitations citations)
{
    const int count = static_cast<int>(state.sources.size());
    return [&doc, &state, citations, count](const QList<int>& numbers, bool flagged, const QString& written) {
        QList<int> good;
        QList<int> bad;
        for (int n : numbers)
            (!flagged && n >= 1 && n <= count ? good : bad) << n;
        DocxRuns runs;
        if (!good.isEmpty()) {
            if (citations == DocxCitations::Footnotes) {
                // One note per marker: "[2, 3]" cites both sources in one footnote, separated by a semicolon.
                DocxRuns note;
                for (int n : good) {
                    if (!note.isEmpty())
                        note << DocxRun::plain(QStringLiteral("; "));
                    note << footnoteText(state.sources.at(n - 1));
                }
                runs << DocxRun::footnoteReference(doc.addFootnote(note));
            } else {
                runs << DocxRun::plain(bad.isEmpty() ? written : bracketed(good));
            }
        }
        if (!bad.isEmpty()) {
            QStringList list;
            for (int n : bad)
                list << QString::number(n);
            //: A citation number in the answer that refers to no source; %1 is the number(s).
            runs << DocxRun::strong(QLatin1Char('[') +
                                    AnswerDocx::tr("unverified citation %1").arg(list.join(QStringLiteral(", "))) +
                                    QLatin1Char(']'));
        }
        return runs;
    };
}

void addSources(DocxDocument& doc, const model::ResearchState& state)
{
    doc.addParagraph(DocxStyle::Heading1, AnswerDocx::tr("Sources"));
    const QString asOf = SessionExport::searchedAsOf(state);
    if (!asOf.isEmpty())
        doc.addParagraph(DocxStyle::Normal,
                         {DocxRun::strong(AnswerDocx::tr("Searched as of:") + QLatin1Char(' ')), DocxRun::plain(asOf)});
    if (state.sources.isEmpty()) {
        doc.addParagraph(DocxStyle::Normal, AnswerDocx::tr("No sources were found."));
        return;
    }
    const int list = doc.startList(DocxListKind::Numbered);
    for (const model::SearchResult& s : state.sources) {
        DocxRuns runs{DocxRun::strong(SourceCitation::fullCitation(s))};
        QStringList facts;
        const QString date = SessionExport::dateText(s);
        facts << AnswerDocx::tr("Date: %1").arg(date.isEmpty() ? AnswerDocx::tr("unknown") : date);
        facts << AnswerDocx::tr("Authority: %1").arg(model::DomainNames::displayName(s.authority));
        const QString retrieved = SessionExport::retrievedAt(s);
        if (!retrieved.isEmpty())
            facts << AnswerDocx::tr("Retrieved %1").arg(retrieved);
        runs << DocxRun::plain(QLatin1Char('\n') + facts.join(QStringLiteral(" · ")));
        const QString where = SessionExport::location(s);
        if (!where.isEmpty())
            runs << DocxRun::plain(QStringLiteral("\n")) << DocxRun::hyperlink(where, s.url);
        doc.addListItem(list, runs);
    }
}

void addUScore(DocxDocument& doc, const model::ResearchState& state)
{
    if (!state.uscore)
        return;
    doc.addParagraph(DocxStyle::Heading1, AnswerDocx::tr("U-Score"));
    doc.addParagraph(DocxStyle::Normal,
                     {DocxRun::strong(HtmlRenderer::uscoreHeadline(*state.uscore)),
                      DocxRun::plain(QLatin1Char(' ') + HtmlRenderer::uscoreExplanation(*state.uscore))});
}

void addDisclaimers(DocxDocument& doc, const model::ResearchState& state)
{
    doc.addParagraph(DocxStyle::Heading1, AnswerDocx::tr("Disclaimer"));
    const QStringList disclaimers = state.answer.disclaimers.isEmpty()
                                        ? QStringList{agents::SummaryAgent::standardDisclaimer()}
                                        : state.answer.disclaimers;
    for (const QString& d : disclaimers)
        doc.addParagraph(DocxStyle::Normal, {DocxRun::emphasis(d)});
}

void addSettings(DocxDocument& doc, const model::ResearchState& state)
{
    doc.addParagraph(DocxStyle::Heading1, AnswerDocx::tr("Run settings"));
    DocxTable table;
    table.columnWidths = {2800, 6560};
    table.rows << QList<DocxRuns>{{DocxRun::plain(AnswerDocx::tr("Setting"))},
                                  {DocxRun::plain(AnswerDocx::tr("Value"))}};
    if (!state.id.isEmpty())
        table.rows << QList<DocxRuns>{{DocxRun::plain(AnswerDocx::tr("Session"))}, {DocxRun::plain(state.id)}};
    if (state.startedAt.isValid())
        table.rows << QList<DocxRuns>{
            {DocxRun::plain(AnswerDocx::tr("Started"))},
            {DocxRun::plain(QLocale().toString(state.startedAt.toLocalTime(), QLocale::ShortFormat))}};
    for (const auto& [label, value] : SessionExport::settingsRows(state))
        table.rows << QList<DocxRuns>{{DocxRun::plain(label)}, {DocxRun::plain(value)}};
    doc.addTable(table);
}

} // namespace

DocxDocument AnswerDocx::build(const model::ResearchState& state, DocxCitations citations)
{
    DocxDocument doc;
    const QString title = state.question.simplified().isEmpty() ? tr("Legal research") : state.question.simplified();
    doc.setTitle(title);
    doc.setCreated(state.startedAt.isValid() ? state.startedAt : QDateTime::currentDateTimeUtc());
    doc.addParagraph(DocxStyle::Title, title);
    QStringList subtitle{model::DomainNames::displayName(state.mode), model::DomainNames::displayName(state.status)};
    if (state.startedAt.isValid())
        subtitle.prepend(QLocale().toString(state.startedAt.toLocalTime().date(), QLocale::LongFormat));
    doc.addParagraph(DocxStyle::Subtitle, subtitle.join(QStringLiteral(" · ")));

    if (!model::ModePolicy::writesAnswer(state.mode)) {
        doc.addParagraph(DocxStyle::Normal, tr("Evidence only: no answer was generated; the sources are ranked by "
                                               "authority."));
    } else {
        doc.addParagraph(DocxStyle::Heading1, tr("Answer"));
        if (state.answer.markdown.trimmed().isEmpty())
            doc.addParagraph(DocxStyle::Normal, tr("(no answer)"));
        else
            MarkdownDocx::append(doc, state.answer.markdown, 1, markerRuns(doc, state, citations));
        if (state.answer.incomplete || state.answer.truncated)
            doc.addParagraph(
                DocxStyle::Normal,
                {DocxRun::strong(state.answer.incomplete
                                     ? tr("The answer is incomplete: %1").arg(state.answer.incompleteReason)
                                     : tr("The answer was cut off at the model's output limit."))});
        if (!state.answer.unresolvedMarkers.isEmpty()) {
            QStringList numbers;
            for (int n : state.answer.unresolvedMarkers)
                numbers << QString::number(n);
            doc.addParagraph(DocxStyle::Normal,
                             {DocxRun::strong(tr("Warning: the answer cited source number(s) %1, which do not exist; "
                                                 "they are marked \"unverified citation\" and must not be relied on.")
                                                  .arg(numbers.join(QStringLiteral(", "))))});
        }
    }
    addSources(doc, state);
    if (model::ModePolicy::writesAnswer(state.mode)) {
        // "## Citation check" and its "###" parts become heading 1 and 2; markers in it stay text.
        MarkdownDocx::append(doc, VerificationSummary::markdown(state.verification), -1);
        addUScore(doc, state);
    }
    addDisclaimers(doc, state);
    addSettings(doc, state);
    return doc;
}

} // namespace lmars::exporting
