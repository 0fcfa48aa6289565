// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceCitation.h"

#include "common/JsonUtil.h"
#include "model/DomainNames.h"
#include "model/SearchResult.h"

#include <QDateTime>
#include <QFileInfo>
#include <QRegularExpression>

namespace lmars::exporting {

namespace {

/// "347 U.S. 483" → volume, reporter, page; false when the text is not in that form.
bool splitReporterCitation(const QString& text, QString* volume, QString* reporter, QString* page)
{
    static const QRegularExpression form(QStringLiteral(R"(^\s*(\d+)\s+(.+?)\s+(\d[\w-]*)\s*$)"));
    const QRegularExpressionMatch m = form.match(text);
    if (!m.hasMatch())
        return false;
    *volume = m.captured(1);
    *reporter = m.captured(2);
    *page = m.captured(3);
    return true;
}

QDate dayOf(const QString& text)
{
    return QDate::fromString(text.left(10), Qt::ISODate);
}

QString firstCitation(const model::SearchResult& s)
{
    return s.courtCase ? s.courtCase->citations.value(0) : QString();
}

} // namespace

QString SourceCitation::fullCitation(const model::SearchResult& s)
{
    if (s.type == model::SourceType::CaseLaw) {
        QString name = s.courtCase ? s.courtCase->caseName : QString();
        if (name.isEmpty())
            name = s.title;
        QString out = name;
        const QString cite = firstCitation(s);
        if (!cite.isEmpty())
            out += QStringLiteral(", ") + cite;
        QStringList paren;
        if (!s.site.isEmpty())
            paren << s.site;
        if (!s.date.isEmpty())
            paren << s.date.left(4);
        if (!paren.isEmpty())
            out += QStringLiteral(" (%1)").arg(paren.join(QLatin1Char(' ')));
        return out;
    }
    const QString cite = s.statute           ? s.statute->citation
                         : s.regulation      ? s.regulation->citation
                         : s.federalRegister ? s.federalRegister->frCitation
                                             : QString();
    if (!cite.isEmpty()) {
        const QString heading = (s.statute      ? s.statute->heading
                                 : s.regulation ? s.regulation->heading
                                                : QString())
                                    .trimmed();
        return heading.isEmpty() || s.title.startsWith(cite) ? (s.title.isEmpty() ? cite : s.title)
                                                             : cite + QLatin1Char(' ') + heading;
    }
    if (s.type == model::SourceType::Local) {
        const int page = s.libraryPassage ? s.libraryPassage->page : 0;
        return page > 0 ? tr("%1, p. %2").arg(s.title).arg(page) : s.title;
    }
    QStringList parts;
    parts << (s.title.isEmpty() ? s.url : s.title);
    if (!s.site.isEmpty())
        parts << s.site;
    if (!s.date.isEmpty())
        parts << s.date;
    return parts.join(QStringLiteral(", "));
}

SourceReference SourceCitation::reference(const model::SearchResult& s)
{
    SourceReference r;
    r.fullCitation = fullCitation(s);
    r.title = s.title;
    r.url = s.url;
    r.issued = dayOf(s.date);
    if (!r.issued.isValid())
        r.issuedText = s.date;
    r.accessed = s.retrievedAt.date();
    r.note = model::DomainNames::displayName(s.authority);

    if (s.type == model::SourceType::CaseLaw) {
        r.kind = ReferenceKind::Case;
        const model::CaseRecord c = s.courtCase.value_or(model::CaseRecord());
        if (!c.caseName.isEmpty())
            r.title = c.caseName;
        r.authority = c.court.isEmpty() ? s.site : c.court;
        splitReporterCitation(firstCitation(s), &r.volume, &r.containerTitle, &r.page);
        r.number = c.docketNumber;
        return r;
    }
    if (const model::StatuteRecord* u = s.statute ? &*s.statute : nullptr; u && !u->citation.isEmpty()) {
        r.kind = ReferenceKind::Statute;
        r.title = u->heading.isEmpty() ? s.title : u->heading;
        r.authority = tr("United States Congress");
        r.containerTitle = QStringLiteral("U.S.C.");
        r.volume = u->title;
        r.section = u->section;
        if (!u->editionYear.isEmpty() && !r.issued.isValid())
            r.issuedText = u->editionYear;
        return r;
    }
    if (const model::RegulationRecord* c = s.regulation ? &*s.regulation : nullptr; c && !c->citation.isEmpty()) {
        r.kind = ReferenceKind::Regulation;
        r.title = c->heading.isEmpty() ? s.title : c->heading;
        r.containerTitle = QStringLiteral("C.F.R.");
        r.volume = c->title;
        r.section = c->section;
        r.authority = s.site;
        const QDate asOf = dayOf(c->textAsOf);
        if (asOf.isValid())
            r.issued = asOf;
        return r;
    }
    if (const model::FederalRegisterRecord* f = s.federalRegister ? &*s.federalRegister : nullptr;
        f && (!f->documentNumber.isEmpty() || !f->frCitation.isEmpty())) {
        const QString& eo = f->executiveOrderNumber;
        r.kind = eo.isEmpty() ? ReferenceKind::Regulation : ReferenceKind::ExecutiveOrder;
        r.containerTitle = QStringLiteral("Fed. Reg.");
        QString reporter;
        splitReporterCitation(f->frCitation, &r.volume, &reporter, &r.page);
        r.number = eo.isEmpty() ? f->documentNumber : eo;
        const QStringList& agencies = f->agencies;
        r.authority = eo.isEmpty() ? agencies.join(QStringLiteral("; ")) : f->president;
        if (r.authority.isEmpty())
            r.authority = agencies.join(QStringLiteral("; "));
        return r;
    }
    if (s.type == model::SourceType::Local) {
        r.kind = ReferenceKind::Document;
        r.containerTitle = QFileInfo(s.libraryPassage ? s.libraryPassage->path : QString()).fileName();
        return r;
    }
    r.kind = ReferenceKind::Webpage;
    r.containerTitle = s.site;
    return r;
}

} // namespace lmars::exporting
