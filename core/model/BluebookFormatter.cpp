// SPDX-License-Identifier: GPL-3.0-or-later
#include "BluebookFormatter.h"

#include "BluebookTables.h"
#include "common/JsonUtil.h"

#include <QDate>
#include <QRegularExpression>

#include <algorithm>

namespace lmars::model {

namespace {

const BluebookTables& tables()
{
    return BluebookTables::instance();
}

/// The rules' ordinals ("2d", "3d") for the "2nd"/"3rd" some sources write.
QString ruleOrdinals(QString text)
{
    static const QRegularExpression nd(QStringLiteral("\\b(\\d*[23])(?:nd|rd)\\b"));
    return text.replace(nd, QStringLiteral("\\1d"));
}

/// A word's abbreviation (T6), plurals included: "Enterprises" → "Enters.", "Utilities" → "Utils.".
QString wordAbbreviation(const QString& word)
{
    QString abbr = tables().wordAbbreviation(word);
    if (!abbr.isEmpty() || word.size() < 4 || !word.endsWith(QLatin1Char('s')))
        return abbr;
    if (word.endsWith(QLatin1String("ies")))
        abbr = tables().wordAbbreviation(word.chopped(3) + QLatin1Char('y'));
    if (abbr.isEmpty())
        abbr = tables().wordAbbreviation(word.chopped(1));
    if (abbr.isEmpty() || abbr == QLatin1String("&"))
        return {};
    return abbr.endsWith(QLatin1Char('.')) ? QString(abbr.chopped(1) + QStringLiteral("s."))
                                           : QString(abbr + QLatin1Char('s'));
}

/// One party of a case name, abbreviated (10.2.1, 10.2.2).
QString abbreviateParty(QString party)
{
    party = party.trimmed();
    if (party.startsWith(QLatin1String("The ")) && party.size() > 4)
        party = party.mid(4);
    static const QRegularExpression unitedStates(
        QStringLiteral("^(?:United States(?: of America)?|USA|U\\.S\\.A?\\.?)$"),
        QRegularExpression::CaseInsensitiveOption);
    if (unitedStates.match(party).hasMatch())
        return QStringLiteral("United States");
    // A state that is the party keeps its name, without "State of" or "Commonwealth of"; "People of the State
    // of New York" is "People" (10.2.1(f)).
    static const QRegularExpression statePrefix(
        QStringLiteral("^(?:(State|Commonwealth|People)(?: of the State)? of )?(.+)$"));
    if (const QRegularExpressionMatch m = statePrefix.match(party); tables().isStateName(m.captured(2)))
        return m.captured(1) == QLatin1String("People") ? m.captured(1) : m.captured(2);

    QString out;
    int last = 0;
    for (auto it = tables().phrasePattern().globalMatch(party); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += party.mid(last, m.capturedStart() - last) + tables().phraseAbbreviation(m.captured());
        last = m.capturedEnd();
    }
    out += party.mid(last);

    static const QRegularExpression word(QStringLiteral("\\b[A-Za-z]+\\b(?!['.])"));
    QString abbreviated;
    last = 0;
    for (auto it = word.globalMatch(out); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString abbr = wordAbbreviation(m.captured());
        abbreviated += out.mid(last, m.capturedStart() - last) + (abbr.isEmpty() ? m.captured() : abbr);
        last = m.capturedEnd();
    }
    abbreviated += out.mid(last);

    // "Inc.", "Ltd." and the like go when another word already says the party is a firm (10.2.1(h)).
    static const QRegularExpression firmSuffix(QStringLiteral(",?\\s+(?:Inc|Ltd|L\\.L\\.C|LLC|N\\.A|L\\.P|LP)\\.?$"));
    static const QRegularExpression firmWord(QStringLiteral("\\b(?:Co\\.|Corp\\.|Ass'n|Bros\\.|R\\.R\\.|Ry\\.)"));
    const QRegularExpressionMatch suffix = firmSuffix.match(abbreviated);
    if (suffix.hasMatch() && firmWord.match(abbreviated.left(suffix.capturedStart())).hasMatch())
        abbreviated.truncate(suffix.capturedStart());
    return abbreviated.trimmed();
}

struct CiteParts
{
    QString text; ///< "347 U.S. 483"
    QString reporter;
    BluebookEdition edition;
};

int classRank(const BluebookEdition& e)
{
    switch (e.kind) {
    case ReporterClass::Neutral:
        return 0;
    case ReporterClass::State:
        return 1;
    case ReporterClass::Regional:
        return 2;
    case ReporterClass::StateWest:
        return 3;
    case ReporterClass::Federal:
        return 4;
    case ReporterClass::Specialty:
        return 5;
    case ReporterClass::Unknown:
        return 6;
    case ReporterClass::Database:
        return 7;
    }
    return 6;
}

/// The citations to print, preferred first (10.3.1): the Supreme Court's in U.S., else S. Ct., else
/// L. Ed.; otherwise a neutral citation, the official reporter, the regional one, then the others; a
/// database number only when there is no reporter.
QList<CiteParts> orderedCitations(const QStringList& citations)
{
    static const QRegularExpression parts(QStringLiteral("^(\\S+)\\s+(.+?)\\s+(\\S+)$"));
    QList<CiteParts> all;
    for (const QString& raw : citations) {
        CiteParts c;
        c.text = raw.simplified();
        if (c.text.isEmpty() ||
            std::any_of(all.cbegin(), all.cend(), [&](const CiteParts& o) { return o.text == c.text; }))
            continue;
        const QRegularExpressionMatch m = parts.match(c.text);
        if (m.hasMatch()) {
            c.reporter = m.captured(2);
            c.edition = tables().edition(c.reporter);
        }
        all << c;
    }
    static const QStringList supremeOrder{QStringLiteral("U.S."), QStringLiteral("S. Ct."), QStringLiteral("L. Ed. 2d"),
                                          QStringLiteral("L. Ed.")};
    for (const QString& reporter : supremeOrder) {
        for (const CiteParts& c : all) {
            if (c.reporter == reporter)
                return {c};
        }
    }
    std::stable_sort(all.begin(), all.end(), [](const CiteParts& a, const CiteParts& b) {
        return classRank(a.edition) < classRank(b.edition);
    });
    if (all.size() > 1 && all.first().edition.kind != ReporterClass::Database)
        all.erase(std::remove_if(all.begin(), all.end(),
                                 [](const CiteParts& c) { return c.edition.kind == ReporterClass::Database; }),
                  all.end());
    return all;
}

/// The court part of the parenthetical (10.4): empty when the reporter already names the court.
QString courtText(const QString& written, const QList<CiteParts>& cites)
{
    if (std::any_of(cites.cbegin(), cites.cend(), [](const CiteParts& c) { return c.edition.supreme; }))
        return {};
    const QString asWritten = ruleOrdinals(written.simplified());
    const BluebookCourt* court = tables().court(asWritten);
    if (!court) {
        // Never an id: a court is shown only as a citation string ("9th Cir.", "Cal. Ct. App.").
        static const QRegularExpression idLike(QStringLiteral("^[a-z0-9]+$"));
        return idLike.match(asWritten).hasMatch() ? QString() : asWritten;
    }
    if (court->state.isEmpty())
        return court->cite;
    const auto naming =
        std::find_if(cites.cbegin(), cites.cend(), [&](const CiteParts& c) { return c.edition.state == court->state; });
    if (naming == cites.cend())
        return court->cite;
    if (court->lastResort)
        return {};
    const QString state = tables().stateAbbreviation(court->state);
    QString rest = court->cite;
    if (!state.isEmpty() && rest.startsWith(state))
        rest = rest.mid(state.size()).trimmed();
    const QString reporterRest =
        naming->reporter.startsWith(state) ? naming->reporter.mid(state.size()) : naming->reporter;
    const QStringList named = reporterRest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList words = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const qsizetype before = words.size();
    words.erase(std::remove_if(words.begin(), words.end(), [&](const QString& w) { return named.contains(w); }),
                words.end());
    if (words.size() != before)
        words.removeAll(QStringLiteral("Ct."));
    return words.join(QLatin1Char(' '));
}

QString yearOf(const QString& date)
{
    static const QRegularExpression year(QStringLiteral("^(\\d{4})\\b"));
    return year.match(date.trimmed()).captured(1);
}

QString paren(const QString& text)
{
    return text.trimmed().isEmpty() ? QString() : QStringLiteral(" (") + text.trimmed() + QLatin1Char(')');
}

} // namespace

QString BluebookFormatter::date(const QString& isoDate)
{
    const QDate d = QDate::fromString(isoDate.left(10), Qt::ISODate);
    if (!d.isValid())
        return isoDate;
    static const char* const months[] = {"Jan.", "Feb.", "Mar.",  "Apr.", "May",  "June",
                                         "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."};
    return QStringLiteral("%1 %2, %3").arg(QLatin1String(months[d.month() - 1])).arg(d.day()).arg(d.year());
}

QString BluebookFormatter::number(const QString& digits)
{
    const QString n = digits.trimmed();
    static const QRegularExpression allDigits(QStringLiteral("^\\d{5,}$"));
    if (!allDigits.match(n).hasMatch())
        return n;
    QString out;
    for (qsizetype i = 0; i < n.size(); ++i) {
        if (i > 0 && (n.size() - i) % 3 == 0)
            out += QLatin1Char(',');
        out += n.at(i);
    }
    return out;
}

QString BluebookFormatter::caseName(const QString& name)
{
    QString n = name.simplified();
    static const QRegularExpression etAl(QStringLiteral(",?\\s+et\\s+al\\.?"),
                                         QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression versus(QStringLiteral("\\s+(?:v|vs|V|VS)\\.?\\s+"));
    n.remove(etAl);
    n.replace(versus, QStringLiteral(" v. "));
    QStringList parties = n.split(QStringLiteral(" v. "), Qt::SkipEmptyParts);
    for (QString& party : parties)
        party = abbreviateParty(party);
    return parties.join(QStringLiteral(" v. "));
}

QString BluebookFormatter::caseCitation(const BluebookCase& c)
{
    const QList<CiteParts> cites = orderedCitations(c.citations);
    QStringList body;
    for (int i = 0; i < cites.size(); ++i)
        body << cites.at(i).text +
                    (i == 0 && !c.pin.trimmed().isEmpty() ? QStringLiteral(", ") + c.pin.trimmed() : QString());
    const bool database = !cites.isEmpty() && cites.first().edition.kind == ReporterClass::Database;
    if (cites.isEmpty() && !c.docket.trimmed().isEmpty())
        body << QStringLiteral("No. ") + c.docket.trimmed();
    // Decisions without a reporter citation carry their exact date (10.8.1); reported ones the year.
    const bool exactDate = (database || cites.isEmpty()) && QDate::fromString(c.date.left(10), Qt::ISODate).isValid();
    const QString when = exactDate ? date(c.date) : yearOf(c.date);
    const QString where = courtText(c.court, cites);
    QString out = caseName(c.name);
    if (!body.isEmpty())
        out += (out.isEmpty() ? QString() : QStringLiteral(", ")) + body.join(QStringLiteral(", "));
    return out + paren(where + QLatin1Char(' ') + when);
}

QString BluebookFormatter::statute(const QString& codeText, const QString& title, const QString& sectionText, int year)
{
    QString code = codeText.simplified();
    QString section = sectionText.simplified();
    const bool federal = code == QLatin1String("U.S.C.") || code == QLatin1String("C.F.R.");
    static const QRegularExpression range(QStringLiteral("^([\\d.]+)\\s*[-–]\\s*([\\d.]+)$"));
    bool several = section.contains(QLatin1Char(','));
    if (const QRegularExpressionMatch m = range.match(section); federal && m.hasMatch()) {
        section = m.captured(1) + QStringLiteral("–") + m.captured(2);
        several = true;
    }
    QString publisher;
    static const QRegularExpression texasCode(QStringLiteral("^(Tex\\. .*Code)$"));
    if (code.startsWith(QLatin1String("N.Y. ")) && code.endsWith(QLatin1String(" Law"))) {
        publisher = QStringLiteral("McKinney");
    } else if (const QRegularExpressionMatch m = texasCode.match(code); m.hasMatch()) {
        code += QStringLiteral(" Ann.");
        publisher = QStringLiteral("West");
    } else if (code.startsWith(QLatin1String("Tex. ")) && code.endsWith(QLatin1String(" Code Ann."))) {
        publisher = QStringLiteral("West");
    } else if (code == QLatin1String("Fla. Stat. Ann.")) {
        code = QStringLiteral("Fla. Stat.");
    }
    const QString head = title.trimmed().isEmpty() ? code : title.trimmed() + QLatin1Char(' ') + code;
    const QString sign = several ? QStringLiteral("§§") : QStringLiteral("§");
    const QString when = year > 0 ? QString::number(year) : QString();
    const QString parenthetical =
        publisher.isEmpty()
            ? when
            : (publisher == QLatin1String("West") && when.isEmpty() ? QString() : publisher + QLatin1Char(' ') + when);
    return head + QLatin1Char(' ') + sign + QLatin1Char(' ') + section + paren(parenthetical);
}

QString BluebookFormatter::federalRegister(const QString& volume, const QString& page, const QString& isoDate,
                                           const QString& pin)
{
    QString out = volume.trimmed() + QStringLiteral(" Fed. Reg. ") + page.trimmed();
    if (!pin.trimmed().isEmpty())
        out += QStringLiteral(", ") + pin.trimmed();
    return out + paren(isoDate.isEmpty() ? QString() : date(isoDate));
}

QString BluebookFormatter::executiveOrder(const QString& n, const QString& frVolume, const QString& frPage,
                                          const QString& isoDate)
{
    QString out = QStringLiteral("Exec. Order No. ") + number(n);
    if (!frVolume.isEmpty() && !frPage.isEmpty())
        out += QStringLiteral(", ") + frVolume + QStringLiteral(" Fed. Reg. ") + frPage;
    return out + paren(isoDate.isEmpty() ? QString() : date(isoDate));
}

QString BluebookFormatter::webPage(const QString& title, const QString& site, const QString& isoDate,
                                   const QString& url, const QString& visited)
{
    QStringList head;
    if (!title.trimmed().isEmpty())
        head << title.simplified();
    if (!site.trimmed().isEmpty() && site.simplified() != title.simplified())
        head << site.simplified();
    QString out = head.join(QStringLiteral(", "));
    const bool dated = !isoDate.trimmed().isEmpty();
    if (dated)
        out += paren(date(isoDate));
    if (!url.trimmed().isEmpty())
        out += (out.isEmpty() ? QString() : QStringLiteral(", ")) + url.trimmed();
    if (!dated && !visited.trimmed().isEmpty())
        out += paren(QStringLiteral("last visited ") + date(visited.left(10)));
    return out;
}

QString BluebookFormatter::citation(const LegalCitation& c, const QString& foundName, const QString& foundCourt,
                                    const QString& foundDate)
{
    const QString year = c.year > 0 ? QString::number(c.year) : QString();
    switch (c.kind) {
    case CitationKind::Statute:
    case CitationKind::Regulation:
        return statute(c.code, c.title, c.section, c.year);
    case CitationKind::FederalRegister:
        return federalRegister(c.title, c.section, {}, c.pinCite) + paren(year);
    case CitationKind::PublicLaw:
        return QStringLiteral("Pub. L. No. %1-%2").arg(c.title, c.section) + paren(year);
    case CitationKind::StatutesAtLarge:
        return QStringLiteral("%1 Stat. %2").arg(c.title, c.section) + paren(year);
    case CitationKind::ExecutiveOrder:
        return executiveOrder(c.section, {}, {}, {});
    case CitationKind::ShortForm:
        if (!c.code.isEmpty()) {
            LegalCitation full = c;
            static const QHash<QString, CitationKind> kinds{
                {QStringLiteral("Fed. Reg."), CitationKind::FederalRegister},
                {QStringLiteral("Pub. L."), CitationKind::PublicLaw},
                {QStringLiteral("Stat."), CitationKind::StatutesAtLarge},
                {QStringLiteral("Exec. Order"), CitationKind::ExecutiveOrder}};
            full.kind = kinds.value(c.code, CitationKind::Statute);
            return citation(full);
        }
        break;
    case CitationKind::Case:
        break;
    }
    if (c.volume.isEmpty() || c.reporter.isEmpty())
        return c.normalized.isEmpty() ? c.text.simplified() : c.normalized;
    BluebookCase parts;
    parts.name = c.caseName.isEmpty() ? foundName : c.caseName;
    parts.citations << QStringLiteral("%1 %2 %3").arg(c.volume, c.reporter, c.page);
    parts.pin = c.pinCite;
    parts.court = c.court.isEmpty() ? foundCourt : c.court;
    parts.date = year.isEmpty() ? foundDate : year;
    return caseCitation(parts);
}

LegalCitation BluebookFormatter::fullFormOf(const LegalCitation& shortForm, const LegalCitation* antecedent)
{
    if (shortForm.kind != CitationKind::ShortForm || !antecedent || antecedent->kind == CitationKind::ShortForm ||
        antecedent->normalized != shortForm.normalized)
        return shortForm;
    LegalCitation full = *antecedent;
    full.pinCite = shortForm.pinCite;
    return full;
}

QString BluebookFormatter::citationIn(const QList<LegalCitation>& list, int index, const QString& foundName,
                                      const QString& foundCourt, const QString& foundDate)
{
    if (index < 0 || index >= list.size())
        return {};
    const LegalCitation& c = list.at(index);
    const int a = c.antecedent;
    const LegalCitation* antecedent = a >= 0 && a < list.size() && a != index ? &list.at(a) : nullptr;
    return citation(fullFormOf(c, antecedent), foundName, foundCourt, foundDate);
}

QString BluebookFormatter::source(const SearchResult& s, const QString& visitedFallback)
{
    if (s.type == SourceType::CaseLaw) {
        const CaseRecord record = s.courtCase.value_or(CaseRecord());
        BluebookCase c;
        c.name = record.caseName;
        if (c.name.isEmpty())
            c.name = s.title;
        c.citations = record.citations;
        c.court = record.courtId;
        if (!tables().court(c.court))
            c.court = record.courtCitation;
        c.date = record.dateFiled;
        if (c.date.isEmpty())
            c.date = s.date;
        c.docket = record.docketNumber;
        return caseCitation(c);
    }
    if (s.statute)
        return statute(QStringLiteral("U.S.C."), s.statute->title, s.statute->section,
                       yearOf(s.statute->editionYear).toInt());
    if (s.regulation) {
        QString asOf = s.regulation->textAsOf;
        if (asOf.isEmpty())
            asOf = s.regulation->upToDateAsOf;
        return statute(QStringLiteral("C.F.R."), s.regulation->title, s.regulation->section, yearOf(asOf).toInt());
    }
    if (const FederalRegisterRecord* fr = s.federalRegister ? &*s.federalRegister : nullptr) {
        static const QRegularExpression form(QStringLiteral("^(\\d+)\\s*(?:FR|Fed\\.\\s*Reg\\.)\\s*(\\d+)$"));
        const QRegularExpressionMatch cite = form.match(fr->frCitation.simplified());
        if (!fr->executiveOrderNumber.isEmpty())
            return executiveOrder(fr->executiveOrderNumber, cite.captured(1), cite.captured(2), fr->signingDate);
        if (cite.hasMatch()) {
            const QString body = federalRegister(cite.captured(1), cite.captured(2), fr->publicationDate);
            return s.title.trimmed().isEmpty() ? body : s.title.simplified() + QStringLiteral(", ") + body;
        }
    }
    if (s.type == SourceType::Local) {
        const int page = s.libraryPassage ? s.libraryPassage->page : 0;
        return page > 0 ? QStringLiteral("%1, at %2").arg(s.title.simplified()).arg(page) : s.title.simplified();
    }
    QString visited = s.retrievedAt.isValid() ? s.retrievedAt.toUTC().toString(Qt::ISODateWithMs) : QString();
    if (visited.isEmpty() && s.webResult)
        visited = s.webResult->searchedAt;
    if (visited.isEmpty())
        visited = visitedFallback;
    return webPage(s.title, s.site, s.dateApproximate ? QString() : s.date, s.url, visited);
}

} // namespace lmars::model
