// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationReport.h"

#include "model/BluebookFormatter.h"

#include "VerifyLog.h"
#include "common/JsonUtil.h"

#include <algorithm>

namespace lmars::verify {

CitationReport CitationReport::build(const parse::ParsedDocument& document, const parse::CitationExtractor& extractor,
                                     const PlausibilityChecker& checker)
{
    return build(document.text, document.sections, extractor, checker);
}

CitationReport CitationReport::build(const QString& text, const QList<parse::DocumentSection>& sections,
                                     const parse::CitationExtractor& extractor, const PlausibilityChecker& checker)
{
    QList<model::VerifiedCitation> checked;
    for (const model::LegalCitation& citation : extractor.extract(text)) {
        model::VerifiedCitation row;
        row.citation = citation;
        row.check = checker.check(citation);
        checked << row;
    }
    return fromChecked(text, sections, checked);
}

CitationReport CitationReport::fromChecked(const QString& text, const QList<parse::DocumentSection>& sections,
                                           const QList<model::VerifiedCitation>& checked)
{
    CitationReport report;
    // Where each page starts: the first section on it.
    QList<QPair<int, int>> pageStarts; // (offset, page)
    for (const parse::DocumentSection& section : sections) {
        if (section.page > 0 && (pageStarts.isEmpty() || pageStarts.last().second != section.page))
            pageStarts << qMakePair(section.start, section.page);
    }
    int lineStart = 0; // offset where line counting of the current page began
    int line = 1;
    int counted = 0; // offset up to which newlines are counted
    int pageIndex = -1;
    for (const model::VerifiedCitation& verified : checked) {
        const model::LegalCitation& citation = verified.citation;
        ReportedCitation row;
        row.citation = citation;
        row.check = verified.check;
        row.found = verified.found;
        row.link = verified.link;
        row.authority = verified.authority;
        row.treatment = verified.treatment;
        while (pageIndex + 1 < pageStarts.size() && pageStarts.at(pageIndex + 1).first <= citation.start) {
            ++pageIndex;
            lineStart = pageStarts.at(pageIndex).first;
            counted = lineStart;
            line = 1;
        }
        const int upTo = std::max(counted, citation.start);
        line += int(QStringView(text).mid(counted, upTo - counted).count(QLatin1Char('\n')));
        counted = upTo;
        row.page = pageIndex >= 0 ? pageStarts.at(pageIndex).second : 0;
        row.line = line;
        report.citations << row;
    }
    qCDebug(lcVerify) << "citation report:" << report.citations.size() << "citations," << report.flaggedCount()
                      << "flagged";
    return report;
}

QList<ReportedCitation> CitationReport::sortedForReview() const
{
    QList<ReportedCitation> rows = citations;
    std::stable_sort(rows.begin(), rows.end(), [](const ReportedCitation& a, const ReportedCitation& b) {
        return model::reviewRank(a.check.status) < model::reviewRank(b.check.status);
    });
    return rows;
}

int CitationReport::flaggedCount() const
{
    return int(std::count_if(citations.cbegin(), citations.cend(),
                             [](const ReportedCitation& r) { return model::isFlagged(r.check.status); }));
}

QMap<model::CitationStatus, int> CitationReport::statusCounts() const
{
    QMap<model::CitationStatus, int> counts;
    for (const ReportedCitation& row : citations)
        ++counts[row.check.status];
    return counts;
}

nlohmann::json CitationReport::toJson() const
{
    nlohmann::json list = nlohmann::json::array();
    QList<model::LegalCitation> all;
    all.reserve(citations.size());
    for (const ReportedCitation& row : citations)
        all << row.citation;
    for (int i = 0; i < citations.size(); ++i) {
        const ReportedCitation& row = citations.at(i);
        nlohmann::json item = row.citation.toJson();
        item.update(row.check.toJson());
        if (!row.found.isEmpty())
            item["found"] = {{"caseName", json::str(row.found.caseName)},
                             {"court", json::str(row.found.court)},
                             {"date", json::str(row.found.date)},
                             {"url", json::str(row.found.url)}};
        if (!row.link.isEmpty())
            item["link"] = json::str(row.link);
        if (!row.authority.isEmpty())
            item["authority"] = row.authority.toJson();
        if (!row.treatment.isEmpty())
            item["treatment"] = row.treatment.toJson();
        // The citation's own first page stays "page" (from LegalCitation::toJson()); where it is
        // in the document is "documentPage".
        item["documentPage"] = row.page;
        item["line"] = row.line;
        // A short form's is the full citation it stands for, with its own pin cite.
        item["bluebook"] = json::str(
            model::BluebookFormatter::citationIn(all, i, row.found.caseName, row.found.court, row.found.date));
        list.push_back(std::move(item));
    }
    nlohmann::json counts = {{"total", citations.size()}, {"flagged", flaggedCount()}};
    const QMap<model::CitationStatus, int> byStatus = statusCounts();
    for (auto it = byStatus.cbegin(); it != byStatus.cend(); ++it)
        counts[model::citationStatusName(it.key()).toStdString()] = it.value();
    return {{"citations", std::move(list)}, {"counts", std::move(counts)}};
}

} // namespace lmars::verify
