// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentCheck.h"

#include "VerifyLog.h"
#include "common/JsonUtil.h"
#include "model/BluebookFormatter.h"
#include "model/CitationNames.h"
#include "parse/CitationExtractor.h"
#include "parse/DocumentParser.h"
#include "verify/CitationReport.h"
#include "verify/PlausibilityChecker.h"

#include <QFileInfo>
#include <QMap>

#include <algorithm>

namespace lmars::verify {

namespace {

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

/// A Markdown table cell: one line, pipes escaped.
QString cell(const QString& text)
{
    return text.simplified().replace(QLatin1Char('|'), QLatin1String("\\|"));
}

/// The citator's line after a reason: its summary, the first signal's sentence and link.
QString treatmentText(const model::Treatment& treatment)
{
    if (treatment.isEmpty())
        return {};
    QString out = QStringLiteral(" — ") + treatment.summary;
    if (!treatment.signals.isEmpty()) {
        const model::TreatmentSignal& first = treatment.signals.constFirst();
        out += QStringLiteral(" “%1”").arg(first.sentence);
        if (!first.url.isEmpty())
            out += QLatin1Char(' ') + first.url;
    }
    return out;
}

} // namespace

Result<DocumentCheck> DocumentCheck::run(const QString& path, CitationChecker& checker, const CancelToken& cancel)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return Error(ErrorKind::Usage, tr("%1 is not a readable file.").arg(path));
    if (!parse::DocumentParser::isSupported(path))
        return Error(ErrorKind::Usage,
                     tr("%1: unsupported file type (supported: %2).")
                         .arg(info.fileName(), parse::DocumentParser::supportedSuffixes().join(QStringLiteral(", "))));
    const auto document = parse::DocumentParser::parse(path, parse::ParseLimits(), cancel);
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, tr("Cancelled."));
    if (!document)
        return document.error();
    return check(info.fileName(), document.value(), checker, cancel);
}

DocumentCheck DocumentCheck::check(const QString& fileName, const parse::ParsedDocument& document,
                                   CitationChecker& checker, const CancelToken& cancel)
{
    DocumentCheck result;
    result.fileName = fileName;
    static const parse::CitationExtractor extractor; // loads the citation tables once
    const PlausibilityChecker plausibility;
    // The report places every citation on its page and line; the checker then decides its status.
    const CitationReport placed = CitationReport::build(document, extractor, plausibility);
    QList<model::LegalCitation> citations;
    citations.reserve(placed.citations.size());
    for (const ReportedCitation& row : placed.citations)
        citations << row.citation;
    const QList<model::VerifiedCitation> checked = checker.check(citations, QDate(), cancel);
    for (int i = 0; i < placed.citations.size(); ++i) {
        DocumentCheckRow row;
        if (i < checked.size()) {
            row.verified = checked.at(i);
        } else { // a checker that stopped early: the rest were not checked
            row.verified.citation = placed.citations.at(i).citation;
            row.verified.check.reason = tr("Not checked: the check was stopped.");
        }
        row.page = placed.citations.at(i).page;
        row.line = placed.citations.at(i).line;
        result.rows << row;
    }
    result.notes = checker.notes();
    result.cancelled = cancel.isCancelled();
    qCDebug(lcVerify) << "document check:" << result.rows.size() << "citations," << result.flaggedCount() << "flagged"
                      << (result.cancelled ? "(cancelled)" : "");
    return result;
}

int DocumentCheck::flaggedCount() const
{
    return int(std::count_if(rows.cbegin(), rows.cend(),
                             [](const DocumentCheckRow& r) { return model::isFlagged(r.verified.check.status); }));
}

QList<DocumentCheckRow> DocumentCheck::rowsForReview() const
{
    QList<DocumentCheckRow> out = rows;
    std::stable_sort(out.begin(), out.end(), [](const DocumentCheckRow& a, const DocumentCheckRow& b) {
        return model::reviewRank(a.verified.check.status) < model::reviewRank(b.verified.check.status);
    });
    return out;
}

QString DocumentCheck::whereText(const DocumentCheckRow& row)
{
    return row.page > 0 ? tr("page %1, line %2").arg(row.page).arg(row.line) : tr("line %1").arg(row.line);
}

nlohmann::json DocumentCheck::toJson() const
{
    nlohmann::json list = nlohmann::json::array();
    QMap<model::CitationStatus, int> byStatus;
    QList<model::LegalCitation> all;
    all.reserve(rows.size());
    for (const DocumentCheckRow& row : rows)
        all << row.verified.citation;
    for (int i = 0; i < rows.size(); ++i) {
        const DocumentCheckRow& row = rows.at(i);
        const model::VerifiedCitation& v = row.verified;
        nlohmann::json item = v.citation.toJson();
        item.update(v.check.toJson());
        if (!v.found.isEmpty())
            item["found"] = {{"caseName", json::str(v.found.caseName)},
                             {"court", json::str(v.found.court)},
                             {"date", json::str(v.found.date)},
                             {"url", json::str(v.found.url)}};
        if (const QString link = v.webLink(); !link.isEmpty())
            item["link"] = json::str(link);
        if (!v.authority.isEmpty())
            item["authority"] = v.authority.toJson();
        if (!v.treatment.isEmpty())
            item["treatment"] = v.treatment.toJson();
        // The citation's own first page stays "page"; where it is in the document is "documentPage".
        item["documentPage"] = row.page;
        item["line"] = row.line;
        item["bluebook"] =
            json::str(model::BluebookFormatter::citationIn(all, i, v.found.caseName, v.found.court, v.found.date));
        list.push_back(std::move(item));
        ++byStatus[v.check.status];
    }
    nlohmann::json counts = {{"total", rows.size()}, {"flagged", flaggedCount()}};
    for (auto it = byStatus.cbegin(); it != byStatus.cend(); ++it)
        counts[model::citationStatusName(it.key()).toStdString()] = it.value();
    nlohmann::json notesJson = nlohmann::json::array();
    for (const QString& note : notes)
        notesJson.push_back(json::str(note));
    return {{"file", json::str(fileName)},
            {"citations", std::move(list)},
            {"counts", std::move(counts)},
            {"notes", std::move(notesJson)},
            {"cancelled", cancelled}};
}

QString DocumentCheck::markdown() const
{
    QString out = QStringLiteral("# ") + tr("Citation check: %1").arg(fileName) + QStringLiteral("\n\n");
    out += tr("%n citation(s), ", nullptr, int(rows.size())) + tr("%n flagged.", nullptr, flaggedCount()) +
           QStringLiteral("\n\n");
    if (cancelled)
        out += tr("The check was stopped before it finished; what is unchecked was not looked at.") +
               QStringLiteral("\n\n");
    if (!rows.isEmpty()) {
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n|---|---|---|---|---|---|---|\n")
                   .arg(tr("Status"), tr("Citation"), tr("Kind"), tr("Page"), tr("Line"), tr("Reason"), tr("Link"));
        for (const DocumentCheckRow& row : rowsForReview()) {
            const model::VerifiedCitation& v = row.verified;
            QString status = model::CitationNames::displayName(v.check.status);
            if (model::isFlagged(v.check.status))
                status = QStringLiteral("**%1**").arg(status);
            out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                       .arg(status, cell(v.citation.text), model::CitationNames::displayName(v.citation.kind),
                            row.page > 0 ? QString::number(row.page) : QStringLiteral("–"), QString::number(row.line),
                            cell(v.check.reason + treatmentText(v.treatment)), v.webLink());
        }
        out += QLatin1Char('\n');
    }
    for (const QString& note : notes)
        out += QStringLiteral("> ") + note.simplified() + QStringLiteral("\n\n");
    return out;
}

QString DocumentCheck::html() const
{
    QString out = QStringLiteral("<h1>") + esc(tr("Citation check: %1").arg(fileName)) + QStringLiteral("</h1>\n<p>") +
                  esc(tr("%n citation(s), ", nullptr, int(rows.size())) + tr("%n flagged.", nullptr, flaggedCount())) +
                  QStringLiteral("</p>\n");
    if (cancelled)
        out += QStringLiteral("<p>") +
               esc(tr("The check was stopped before it finished; what is unchecked was not looked at.")) +
               QStringLiteral("</p>\n");
    if (!rows.isEmpty()) {
        out +=
            QStringLiteral(
                "<table "
                "class=\"check-table\">\n<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>\n")
                .arg(esc(tr("Status")), esc(tr("Citation")), esc(tr("Kind")), esc(tr("Page")), esc(tr("Line")),
                     esc(tr("Reason")));
        for (const DocumentCheckRow& row : rowsForReview()) {
            const model::VerifiedCitation& v = row.verified;
            QString reason = esc(v.check.reason.simplified());
            if (const QString link = v.webLink(); !link.isEmpty())
                reason += QStringLiteral(" <a href=\"%1\">%1</a>").arg(esc(link));
            if (!v.treatment.isEmpty()) {
                reason += QStringLiteral("<br><i>") + esc(v.treatment.summary) + QStringLiteral("</i>");
                if (!v.treatment.signals.isEmpty()) {
                    const model::TreatmentSignal& first = v.treatment.signals.constFirst();
                    reason += QStringLiteral(" “") + esc(first.sentence) + QStringLiteral("”");
                    if (!first.url.isEmpty())
                        reason += QStringLiteral(" <a href=\"%1\">%1</a>").arg(esc(first.url));
                }
            }
            out +=
                QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td></tr>\n")
                    .arg(model::isFlagged(v.check.status)
                             ? QStringLiteral("<b>%1</b>").arg(esc(model::CitationNames::displayName(v.check.status)))
                             : esc(model::CitationNames::displayName(v.check.status)),
                         esc(v.citation.text.simplified()), esc(model::CitationNames::displayName(v.citation.kind)),
                         row.page > 0 ? QString::number(row.page) : QStringLiteral("–"), QString::number(row.line),
                         reason);
        }
        out += QStringLiteral("</table>\n");
    }
    for (const QString& note : notes)
        out += QStringLiteral("<p>") + esc(note) + QStringLiteral("</p>\n");
    return out;
}

} // namespace lmars::verify
