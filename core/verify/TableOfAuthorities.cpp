// SPDX-License-Identifier: GPL-3.0-or-later
#include "TableOfAuthorities.h"

#include "VerifyLog.h"
#include "common/JsonUtil.h"
#include "model/BluebookFormatter.h"
#include "model/CitationNames.h"

#include "export/SessionExport.h"

#include <QCollator>
#include <QFileInfo>
#include <QHash>

#include <algorithm>

namespace lmars::verify {

namespace {

AuthorityGroup groupOf(const model::LegalCitation& c)
{
    switch (c.kind) {
    case model::CitationKind::Case:
        return AuthorityGroup::Cases;
    case model::CitationKind::Statute:
    case model::CitationKind::PublicLaw:
    case model::CitationKind::StatutesAtLarge:
        return AuthorityGroup::Statutes;
    case model::CitationKind::Regulation:
    case model::CitationKind::FederalRegister:
        return AuthorityGroup::Regulations;
    case model::CitationKind::ExecutiveOrder:
        return AuthorityGroup::Other;
    case model::CitationKind::ShortForm:
        break;
    }
    if (c.code.isEmpty())
        return AuthorityGroup::Cases;
    if (c.code == QLatin1String("C.F.R.") || c.code == QLatin1String("Fed. Reg."))
        return AuthorityGroup::Regulations;
    return c.code == QLatin1String("Exec. Order") ? AuthorityGroup::Other : AuthorityGroup::Statutes;
}

/// What the table says of an authority cited in full: the citation without its pin, with the lookup's facts
/// and its parallel citations ("50 Cal. 4th 100, 235 P.3d 1").
QString fullForm(const model::VerifiedCitation& v, const QStringList& parallels)
{
    model::LegalCitation c = v.citation;
    c.pinCite.clear();
    if (parallels.isEmpty() || c.kind != model::CitationKind::Case || c.volume.isEmpty())
        return model::BluebookFormatter::citation(c, v.found.caseName, v.found.court, v.found.date);
    model::BluebookCase parts;
    parts.name = c.caseName.isEmpty() ? v.found.caseName : c.caseName;
    parts.citations << QStringLiteral("%1 %2 %3").arg(c.volume, c.reporter, c.page) << parallels;
    parts.court = c.court.isEmpty() ? v.found.court : c.court;
    parts.date = c.year > 0 ? QString::number(c.year) : v.found.date;
    return model::BluebookFormatter::caseCitation(parts);
}

/// Whether `next` is a parallel citation of `previous`: two case citations of the same case written one after
/// the other, only a comma between them, sharing one parenthetical ("People v. Smith, 50 Cal. 4th 100, 235 P.3d 1
/// (2010)").
bool isParallel(const model::LegalCitation& previous, const model::LegalCitation& next)
{
    return previous.kind == model::CitationKind::Case && next.kind == model::CitationKind::Case &&
           !previous.caseName.isEmpty() && previous.caseName == next.caseName && next.start >= previous.end &&
           next.start - previous.end <= 2 && !previous.text.trimmed().endsWith(QLatin1Char(')')) &&
           !next.volume.isEmpty();
}

QString keyOf(const model::LegalCitation& c)
{
    return c.normalized.isEmpty() ? c.text.simplified() : c.normalized;
}

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString cell(const QString& text)
{
    return text.simplified().replace(QLatin1Char('|'), QLatin1String("\\|"));
}

const QList<AuthorityGroup>& allGroups()
{
    static const QList<AuthorityGroup> groups{AuthorityGroup::Cases, AuthorityGroup::Statutes,
                                              AuthorityGroup::Regulations, AuthorityGroup::Other};
    return groups;
}

} // namespace

TableOfAuthorities TableOfAuthorities::build(const QString& fileName, const QList<DocumentCheckRow>& rows)
{
    TableOfAuthorities table;
    table.fileName = fileName;
    // Parallel citations are one authority: the later ones (and their short forms) count to the first.
    QHash<QString, QString> alias;           // normalized form of a parallel citation → the first's
    QHash<QString, QStringList> parallelsOf; // the first's normalized form → its parallel citations
    for (int i = 1; i < rows.size(); ++i) {
        const model::LegalCitation& previous = rows.at(i - 1).verified.citation;
        const model::LegalCitation& next = rows.at(i).verified.citation;
        if (!isParallel(previous, next) || keyOf(next) == keyOf(previous))
            continue;
        const QString first = alias.value(keyOf(previous), keyOf(previous));
        alias.insert(keyOf(next), first);
        parallelsOf[first] << QStringLiteral("%1 %2 %3").arg(next.volume, next.reporter, next.page);
    }
    QHash<QString, int> byKey;    // normalized form → index in table.authorities
    QHash<QString, bool> hasFull; // whether the entry has seen its full citation yet
    for (const DocumentCheckRow& row : rows) {
        const model::VerifiedCitation& v = row.verified;
        const bool shortForm = v.citation.kind == model::CitationKind::ShortForm;
        // A short form that stands for nothing the document cited in full cannot be listed.
        if (shortForm && v.citation.antecedent < 0)
            continue;
        const QString key = alias.value(keyOf(v.citation), keyOf(v.citation));
        if (key.isEmpty())
            continue;
        table.hasPages = table.hasPages || row.page > 0;
        auto it = byKey.find(key);
        if (it == byKey.end()) {
            TableAuthority a;
            a.group = groupOf(v.citation);
            a.normalized = key;
            it = byKey.insert(key, int(table.authorities.size()));
            table.authorities << a;
        }
        TableAuthority& a = table.authorities[*it];
        ++a.references;
        if (row.page > 0 && !a.pages.contains(row.page))
            a.pages << row.page;
        if (shortForm && !a.bluebook.isEmpty()) {
            // A short form whose own check failed (a pin cite outside the case, say) is a problem the table shows.
            if (model::isFlagged(v.check.status) && model::reviewRank(v.check.status) < model::reviewRank(a.status)) {
                a.status = v.check.status;
                a.reason = v.check.reason;
            }
            continue;
        }
        // The full citation speaks for the authority: its form, and the worst status any full citation of it got.
        const bool firstFull = !shortForm && !hasFull.value(key);
        if (a.bluebook.isEmpty() || firstFull)
            a.bluebook = fullForm(v, parallelsOf.value(key));
        if (!shortForm) {
            if (firstFull || model::reviewRank(v.check.status) < model::reviewRank(a.status)) {
                a.status = v.check.status;
                a.reason = v.check.reason;
                a.link = v.webLink();
            }
            hasFull.insert(key, true);
        } else if (!hasFull.value(key)) {
            a.group = groupOf(v.citation);
            a.status = v.check.status;
            a.reason = v.check.reason;
        }
    }
    QCollator collator(QLocale::c());
    collator.setNumericMode(true);
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    for (TableAuthority& a : table.authorities)
        std::sort(a.pages.begin(), a.pages.end());
    std::stable_sort(table.authorities.begin(), table.authorities.end(),
                     [&](const TableAuthority& x, const TableAuthority& y) {
                         if (x.group != y.group)
                             return int(x.group) < int(y.group);
                         return collator.compare(x.bluebook, y.bluebook) < 0;
                     });
    qCDebug(lcVerify) << "table of authorities:" << table.authorities.size() << "authorities from" << rows.size()
                      << "citations";
    return table;
}

TableOfAuthorities TableOfAuthorities::build(const QString& fileName, const CitationReport& report)
{
    QList<DocumentCheckRow> rows;
    rows.reserve(report.citations.size());
    for (const ReportedCitation& r : report.citations) {
        DocumentCheckRow row;
        row.verified.citation = r.citation;
        row.verified.check = r.check;
        row.verified.found = r.found;
        row.verified.link = r.link;
        row.verified.authority = r.authority;
        row.page = r.page;
        row.line = r.line;
        rows << row;
    }
    return build(fileName, rows);
}

QList<TableAuthority> TableOfAuthorities::group(AuthorityGroup which) const
{
    QList<TableAuthority> out;
    std::copy_if(authorities.cbegin(), authorities.cend(), std::back_inserter(out),
                 [&](const TableAuthority& a) { return a.group == which; });
    return out;
}

QString TableOfAuthorities::title(AuthorityGroup group)
{
    switch (group) {
    case AuthorityGroup::Cases:
        return tr("Cases");
    case AuthorityGroup::Statutes:
        return tr("Statutes");
    case AuthorityGroup::Regulations:
        return tr("Regulations");
    case AuthorityGroup::Other:
        return tr("Other Authorities");
    }
    return {};
}

QString TableOfAuthorities::groupName(AuthorityGroup group)
{
    switch (group) {
    case AuthorityGroup::Cases:
        return QStringLiteral("cases");
    case AuthorityGroup::Statutes:
        return QStringLiteral("statutes");
    case AuthorityGroup::Regulations:
        return QStringLiteral("regulations");
    case AuthorityGroup::Other:
        return QStringLiteral("other");
    }
    return {};
}

QString TableOfAuthorities::pagesText(const TableAuthority& authority) const
{
    if (!hasPages || authority.pages.isEmpty())
        return QStringLiteral("–");
    QStringList pages;
    for (int page : authority.pages)
        pages << QString::number(page);
    return pages.join(QStringLiteral(", "));
}

nlohmann::json TableOfAuthorities::toJson() const
{
    nlohmann::json out = {{"file", json::str(fileName)}, {"hasPages", hasPages}};
    for (AuthorityGroup g : allGroups()) {
        nlohmann::json list = nlohmann::json::array();
        for (const TableAuthority& a : group(g)) {
            nlohmann::json item = {{"bluebook", json::str(a.bluebook)},
                                   {"normalized", json::str(a.normalized)},
                                   {"pages", a.pages},
                                   {"references", a.references},
                                   {"status", json::str(model::citationStatusName(a.status))},
                                   {"reason", json::str(a.reason)}};
            if (!a.link.isEmpty())
                item["link"] = json::str(a.link);
            list.push_back(std::move(item));
        }
        out[groupName(g).toStdString()] = std::move(list);
    }
    return out;
}

QString TableOfAuthorities::markdown() const
{
    QString out = QStringLiteral("# ") + tr("Table of Authorities: %1").arg(fileName) + QStringLiteral("\n\n");
    if (authorities.isEmpty())
        return out + tr("The document cites no authority the citation reader recognizes.") + QStringLiteral("\n");
    if (!hasPages)
        out += tr("The document has no pages: no page numbers are given.") + QStringLiteral("\n\n");
    for (AuthorityGroup g : allGroups()) {
        const QList<TableAuthority> list = group(g);
        if (list.isEmpty())
            continue;
        out += QStringLiteral("## ") + title(g) +
               QStringLiteral("\n\n| %1 | %2 | %3 |\n|---|---|---|\n").arg(tr("Authority"), tr("Pages"), tr("Check"));
        for (const TableAuthority& a : list) {
            QString status = model::CitationNames::displayName(a.status);
            if (model::isFlagged(a.status))
                status = QStringLiteral("**%1**").arg(status);
            out += QStringLiteral("| %1 | %2 | %3 |\n").arg(cell(a.bluebook), pagesText(a), status);
        }
        out += QLatin1Char('\n');
    }
    return out;
}

QString TableOfAuthorities::html() const
{
    const QString heading = tr("Table of Authorities: %1").arg(fileName);
    QString out = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>") + esc(heading) +
                  QStringLiteral("</title></head>\n<body>\n<h1>") + esc(heading) + QStringLiteral("</h1>\n");
    if (authorities.isEmpty())
        return out + QStringLiteral("<p>") +
               esc(tr("The document cites no authority the citation reader recognizes.")) +
               QStringLiteral("</p>\n</body></html>\n");
    if (!hasPages)
        out += QStringLiteral("<p>") + esc(tr("The document has no pages: no page numbers are given.")) +
               QStringLiteral("</p>\n");
    for (AuthorityGroup g : allGroups()) {
        const QList<TableAuthority> list = group(g);
        if (list.isEmpty())
            continue;
        out +=
            QStringLiteral("<h2>%1</h2>\n<table class=\"authorities\">\n<tr><th>%2</th><th>%3</th><th>%4</th></tr>\n")
                .arg(esc(title(g)), esc(tr("Authority")), esc(tr("Pages")), esc(tr("Check")));
        for (const TableAuthority& a : list) {
            const QString status = esc(model::CitationNames::displayName(a.status));
            out += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>\n")
                       .arg(esc(a.bluebook), esc(pagesText(a)),
                            model::isFlagged(a.status) ? QStringLiteral("<b>%1</b>").arg(status) : status);
        }
        out += QStringLiteral("</table>\n");
    }
    return out + QStringLiteral("</body></html>\n");
}

exporting::DocxDocument TableOfAuthorities::docx() const
{
    using exporting::DocxRun;
    using exporting::DocxStyle;
    exporting::DocxDocument doc;
    const QString heading = tr("Table of Authorities: %1").arg(fileName);
    doc.setTitle(heading);
    doc.addParagraph(DocxStyle::Title, heading);
    if (authorities.isEmpty()) {
        doc.addParagraph(DocxStyle::Normal, tr("The document cites no authority the citation reader recognizes."));
        return doc;
    }
    if (!hasPages)
        doc.addParagraph(DocxStyle::Normal, tr("The document has no pages: no page numbers are given."));
    for (AuthorityGroup g : allGroups()) {
        const QList<TableAuthority> list = group(g);
        if (list.isEmpty())
            continue;
        doc.addParagraph(DocxStyle::Heading1, title(g));
        exporting::DocxTable table;
        table.columnWidths = {6000, 1700, 1600};
        table.rows << QList<exporting::DocxRuns>{
            {DocxRun::plain(tr("Authority"))}, {DocxRun::plain(tr("Pages"))}, {DocxRun::plain(tr("Check"))}};
        for (const TableAuthority& a : list) {
            const QString status = model::CitationNames::displayName(a.status);
            table.rows << QList<exporting::DocxRuns>{
                {DocxRun::plain(a.bluebook)},
                {DocxRun::plain(pagesText(a))},
                {model::isFlagged(a.status) ? DocxRun::strong(status) : DocxRun::plain(status)}};
        }
        doc.addTable(table);
    }
    return doc;
}

bool TableOfAuthorities::isSupportedPath(const QString& path)
{
    static const QStringList suffixes{QStringLiteral("md"),  QStringLiteral("markdown"), QStringLiteral("html"),
                                      QStringLiteral("htm"), QStringLiteral("json"),     QStringLiteral("docx")};
    return suffixes.contains(QFileInfo(path).suffix().toLower());
}

Result<void> TableOfAuthorities::save(const QString& path) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("docx"))
        return docx().save(path);
    if (suffix == QLatin1String("md") || suffix == QLatin1String("markdown"))
        return exporting::SessionExport::writeText(path, markdown());
    if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
        return exporting::SessionExport::writeText(path, html());
    if (suffix == QLatin1String("json"))
        return exporting::SessionExport::writeText(path,
                                                   QString::fromUtf8(json::dump(toJson(), 2)) + QLatin1Char('\n'));
    return Error(ErrorKind::Usage,
                 tr("%1: the table of authorities is written as .docx, .md, .html or .json.").arg(path));
}

} // namespace lmars::verify
