// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatuteCitationFinder.h"

#include "parse/SubjectText.h"

#include <algorithm>
#include <functional>

namespace lmars::parse {

namespace {

using model::CitationKind;
using model::LegalCitation;

// A section number: 1983, 1983a, 214.2(f)(9), 12-3-101, 1950.5, 3:2-1.
const QString kSection = QStringLiteral("\\d+[A-Za-z]{0,2}(?:[.:\\-–](?:\\d+[A-Za-z]{0,2}|[a-z](?![a-z])))*(?:\\([A-Za-"
                                        "z0-9]{1,3}(?:-[A-Za-z0-9]{1,3})?\\))*");
// "§", "§§", "sec.", "section", "Sections".
const QString kMarker = QStringLiteral("(?<marker>§§?|[Ss]ec(?:tion)?s?\\.?)");
// A page that may carry thousands separators: 8237, 33,590.
const QString kPage = QStringLiteral("(?<page>\\d{1,3}(?:,\\d{3})+(?!\\d)|\\d+)");

/// "1981-1983", "1981, 1982", "371 and 1546(a)" as written, dashes made ASCII and spaces normalized.
QString sectionList(const QString& raw)
{
    QString text = raw;
    text.replace(QChar(0x2013), QLatin1Char('-'));
    text.replace(QChar(0x2014), QLatin1Char('-'));
    text = text.simplified();
    text.replace(QStringLiteral(" - "), QStringLiteral("-"));
    static const QRegularExpression commaWithoutSpace(QStringLiteral(",(?=\\S)"));
    text.replace(commaWithoutSpace, QStringLiteral(", "));
    return text;
}

bool plural(const QString& marker)
{
    return marker == QStringLiteral("§§") || marker.endsWith(QLatin1Char('s')) || marker.endsWith(QLatin1String("s."));
}

LegalCitation make(CitationKind kind, const QRegularExpressionMatch& m, const QString& text)
{
    LegalCitation c;
    c.kind = kind;
    c.start = int(m.capturedStart());
    c.end = int(m.capturedEnd());
    c.text = text.mid(c.start, c.end - c.start);
    return c;
}

void addAll(const QRegularExpression& re, const QString& text, QList<LegalCitation>& out,
            const std::function<bool(const QRegularExpressionMatch&, LegalCitation&)>& fill, CitationKind kind)
{
    QRegularExpressionMatchIterator it = re.globalMatch(text, 0, QRegularExpression::NormalMatch, kUncheckedSubject);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        LegalCitation c = make(kind, m, text);
        if (fill(m, c))
            out << c;
    }
}

} // namespace

StatuteCitationFinder::StatuteCitationFinder(const ReporterTable& table) : m_table(table)
{
    for (const LawCode& law : table.lawCodes()) {
        for (const QString& pattern : law.patterns)
            m_lawMatchers << LawMatcher{QRegularExpression(QStringLiteral("^(?:") + pattern + QStringLiteral(")$")),
                                        &law, pattern.contains(QLatin1String("(?:"))};
    }
    // A number that a code name follows starts the next citation ("§ 1981 and 42 U.S.C. § 1983"),
    // so it does not continue the list.
    const QString sectionRun =
        QStringLiteral("(?<section>") + kSection + QStringLiteral("(?:\\s*(?:[-–—]|to|through|and|,|&)\\s*") +
        kSection +
        QStringLiteral("(?!\\s*,?\\s*(?:U\\.\\s?S\\.|USC|C\\.\\s?F\\.|CFR\\b|Fed\\.|FR\\b|Stat\\.|United\\s+States))"
                       ")*)");
    m_usc.setPattern(
        QStringLiteral("(?<![\\w.])(?<title>\\d{1,2}),?\\s+(?:U\\.\\s?S\\.\\s?C\\.(?:\\s?[AS]\\.)?|USC[AS]?\\b|"
                       "U\\.S\\.\\s?Code\\b|United\\s+States\\s+Code\\b),?\\s*(?:") +
        kMarker + QStringLiteral("\\s*)?") + sectionRun + QStringLiteral("(?![\\w(])"));
    m_cfr.setPattern(QStringLiteral("(?<![\\w.])(?<title>\\d{1,2})\\s+(?:C\\.\\s?F\\.\\s?R\\.|CFR\\b),?\\s*(?:(?<part>["
                                    "Pp]arts?|[Pp]t\\.)\\s*|") +
                     kMarker + QStringLiteral("\\s*)?") + sectionRun + QStringLiteral("(?![\\w(])"));
    m_fedReg.setPattern(QStringLiteral("(?<![\\w.])(?<volume>\\d{1,3})\\s+(?:Fed\\.\\s?Reg\\.|FR\\b)\\s*") + kPage +
                        QStringLiteral("(?![\\w])"));
    m_publicLaw.setPattern(QStringLiteral("\\b(?:Pub\\.\\s?L\\.|Public\\s+Law|P\\.\\s?L\\.)\\s*(?:No\\.\\s*)?"
                                          "(?<congress>\\d{1,3})\\s?[-–]\\s?(?<number>\\d{1,4})(?![\\w])"));
    m_statutesAtLarge.setPattern(QStringLiteral("(?<![\\w.])(?<volume>\\d{1,3})\\s+Stat\\.\\s+") + kPage +
                                 QStringLiteral("(?![\\w])"));
    m_executiveOrder.setPattern(QStringLiteral("\\b(?:Executive\\s+Order|Exec\\.\\s?Order|E\\.\\s?O\\.|EO)\\s*"
                                               "(?:No\\.|Number)?\\s*(?<number>\\d{4,5})(?![\\w])"));
    if (!table.lawAlternation().isEmpty()) {
        // The title number some codes take before the name ("30 Tex. Admin. Code") is read by
        // findStateCodes(): a leading optional group would cost a match attempt at every offset.
        m_stateCode.setPattern(
            QStringLiteral("(?<code>") + table.lawAlternation() +
            QStringLiteral(")\\s*,?\\s*(?:tit\\.\\s*(?<tit>\\d+),?\\s*)?(?:ch\\.\\s*(?<ch>\\d+[A-Za-z]?),?\\s*)?") +
            kMarker + QStringLiteral("\\s*") + sectionRun + QStringLiteral("(?![\\w(])"));
        m_stateCode.optimize();
    }
    if (!table.slashLawAlternation().isEmpty())
        m_slashCode.setPattern(QStringLiteral("(?<![\\w.])(?<chapter>\\d{1,4})\\s+(?<code>") +
                               table.slashLawAlternation() +
                               QStringLiteral(")\\s+(?<act>\\d{1,5})\\s*/\\s*(?<section>\\d+(?:[.\\-]\\d+)*[a-z]?"
                                              "(?:\\([A-Za-z0-9]{1,4}\\))*)(?![\\w(])"));
}

namespace {

/// The sections a `marker` introduces: a list or range needs a plural marker ("§§ 1981-1983");
/// after a single "§" the citation ends at the first section (c.end is moved there).
QString markedSections(const QRegularExpressionMatch& m, const QString& marker, LegalCitation& c)
{
    const QString sections = sectionList(m.captured(QStringLiteral("section")));
    if (plural(marker))
        return sections;
    static const QRegularExpression first(QStringLiteral("^") + kSection);
    const QString single = first.match(sections).captured();
    c.end = int(m.capturedStart(QStringLiteral("section"))) + int(single.size());
    return single;
}

} // namespace

void StatuteCitationFinder::findUsCode(const QString& text, QList<LegalCitation>& out) const
{
    addAll(
        m_usc, text, out,
        [](const QRegularExpressionMatch& m, LegalCitation& c) {
            const QString marker = m.captured(QStringLiteral("marker"));
            const QString section = markedSections(m, marker, c);
            c.code = QStringLiteral("U.S.C.");
            c.title = m.captured(QStringLiteral("title"));
            c.section = section;
            c.normalized = c.title + QStringLiteral(" U.S.C. ") +
                           (plural(marker) ? QStringLiteral("§§ ") : QStringLiteral("§ ")) + sectionList(section);
            return true;
        },
        CitationKind::Statute);
}

void StatuteCitationFinder::findCfr(const QString& text, QList<LegalCitation>& out) const
{
    addAll(
        m_cfr, text, out,
        [](const QRegularExpressionMatch& m, LegalCitation& c) {
            const QString marker = m.captured(QStringLiteral("marker"));
            const QString section = markedSections(m, marker, c);
            c.code = QStringLiteral("C.F.R.");
            c.title = m.captured(QStringLiteral("title"));
            c.section = section;
            const bool part = !m.captured(QStringLiteral("part")).isEmpty();
            c.normalized = c.title + QStringLiteral(" C.F.R. ") +
                           (part             ? QStringLiteral("pt. ")
                            : plural(marker) ? QStringLiteral("§§ ")
                                             : QStringLiteral("§ ")) +
                           sectionList(section);
            return true;
        },
        CitationKind::Regulation);
}

void StatuteCitationFinder::findNumbered(const QString& text, QList<LegalCitation>& out) const
{
    addAll(
        m_fedReg, text, out,
        [](const QRegularExpressionMatch& m, LegalCitation& c) {
            c.code = QStringLiteral("Fed. Reg.");
            c.title = m.captured(QStringLiteral("volume"));
            c.section = m.captured(QStringLiteral("page")).remove(QLatin1Char(','));
            c.normalized = c.title + QStringLiteral(" Fed. Reg. ") + c.section;
            return true;
        },
        CitationKind::FederalRegister);
    addAll(
        m_publicLaw, text, out,
        [](const QRegularExpressionMatch& m, LegalCitation& c) {
            c.code = QStringLiteral("Pub. L.");
            c.title = m.captured(QStringLiteral("congress"));
            c.section = m.captured(QStringLiteral("number"));
            c.normalized = QStringLiteral("Pub. L. No. ") + c.title + QLatin1Char('-') + c.section;
            return true;
        },
        CitationKind::PublicLaw);
    addAll(
        m_statutesAtLarge, text, out,
        [](const QRegularExpressionMatch& m, LegalCitation& c) {
            c.code = QStringLiteral("Stat.");
            c.title = m.captured(QStringLiteral("volume"));
            c.section = m.captured(QStringLiteral("page")).remove(QLatin1Char(','));
            c.normalized = c.title + QStringLiteral(" Stat. ") + c.section;
            return true;
        },
        CitationKind::StatutesAtLarge);
    addAll(
        m_executiveOrder, text, out,
        [](const QRegularExpressionMatch& m, LegalCitation& c) {
            c.code = QStringLiteral("Exec. Order");
            c.section = m.captured(QStringLiteral("number"));
            c.normalized = QStringLiteral("Exec. Order No. ") + c.section;
            return true;
        },
        CitationKind::ExecutiveOrder);
}

void StatuteCitationFinder::findStateCodes(const QString& text, QList<LegalCitation>& out) const
{
    if (m_stateCode.pattern().isEmpty())
        return;
    QRegularExpressionMatchIterator it =
        m_stateCode.globalMatch(text, 0, QRegularExpression::NormalMatch, kUncheckedSubject);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString code = m.captured(QStringLiteral("code")).simplified();
        bool templated = false;
        const LawCode* law = lawFor(code, &templated);
        LegalCitation c = make(law ? law->kind : CitationKind::Statute, m, text);
        const QString marker = m.captured(QStringLiteral("marker"));
        QString section = sectionList(m.captured(QStringLiteral("section")));
        if (!plural(marker)) {
            static const QRegularExpression first(QStringLiteral("^") + kSection);
            const QString single = first.match(section).captured();
            c.end = int(m.capturedStart(QStringLiteral("section"))) + int(single.size());
            c.text = text.mid(c.start, c.end - c.start);
            section = single;
        }
        // A fixed name is normalized to the code's key ("N.C.G.S." → "N.C. Gen. Stat.").
        c.code = law && !templated ? law->key : code;
        static const QRegularExpression titleBefore(QStringLiteral("(?<![\\w.])(\\d{1,3})\\s+$"));
        const qsizetype lookBack = std::min<qsizetype>(c.start, 8);
        const QRegularExpressionMatch title = titleBefore.match(text.mid(c.start - lookBack, lookBack));
        if (title.hasMatch() && m.captured(QStringLiteral("tit")).isEmpty()) {
            c.title = title.captured(1);
            c.start -= int(lookBack - title.capturedStart(0));
            c.text = text.mid(c.start, c.end - c.start);
        } else {
            c.title = m.captured(QStringLiteral("tit"));
        }
        c.section = section;
        const QString sign = plural(marker) ? QStringLiteral("§§ ") : QStringLiteral("§ ");
        if (!m.captured(QStringLiteral("tit")).isEmpty())
            c.normalized =
                c.code + QStringLiteral(" tit. ") + c.title + QStringLiteral(", ") + sign + sectionList(section);
        else if (!m.captured(QStringLiteral("ch")).isEmpty())
            c.normalized = c.code + QStringLiteral(" ch. ") + m.captured(QStringLiteral("ch")) + QStringLiteral(", ") +
                           sign + sectionList(section);
        else
            c.normalized = (c.title.isEmpty() ? QString() : c.title + QLatin1Char(' ')) + c.code + QLatin1Char(' ') +
                           sign + sectionList(section);
        out << c;
    }
}

const LawCode* StatuteCitationFinder::lawFor(const QString& code, bool* templated) const
{
    for (const LawMatcher& matcher : m_lawMatchers) {
        if (matcher.whole.match(code).hasMatch()) {
            *templated = matcher.templated;
            return matcher.law;
        }
    }
    *templated = false;
    return nullptr;
}

void StatuteCitationFinder::findSlashCodes(const QString& text, QList<LegalCitation>& out) const
{
    if (m_slashCode.pattern().isEmpty())
        return;
    QRegularExpressionMatchIterator it =
        m_slashCode.globalMatch(text, 0, QRegularExpression::NormalMatch, kUncheckedSubject);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString code = m.captured(QStringLiteral("code")).simplified();
        bool templated = false;
        const LawCode* law = lawFor(code, &templated);
        LegalCitation c = make(CitationKind::Statute, m, text);
        c.code = law && !templated ? law->key : code;
        c.title = m.captured(QStringLiteral("chapter"));
        c.section = m.captured(QStringLiteral("act")) + QLatin1Char('/') + m.captured(QStringLiteral("section"));
        c.normalized = c.title + QLatin1Char(' ') + c.code + QLatin1Char(' ') + c.section;
        out << c;
    }
}

QList<LegalCitation> StatuteCitationFinder::find(const QString& input) const
{
    const QString text = validUtf16(input);
    QList<LegalCitation> all;
    findUsCode(text, all);
    findCfr(text, all);
    findNumbered(text, all);
    findStateCodes(text, all);
    findSlashCodes(text, all);
    std::stable_sort(all.begin(), all.end(), [](const LegalCitation& a, const LegalCitation& b) {
        return a.start != b.start ? a.start < b.start : a.end > b.end;
    });
    // The code's year written after the citation: "(2024)", "(West 2020)", "(McKinney 2019)", "(2018 & Supp. 2022)".
    static const QRegularExpression yearAfter(
        QStringLiteral("\\G\\s{0,2}\\((?:[A-Z][A-Za-z.' ]{0,20}\\s)?((?:1[89]|20)\\d{2})(?:\\s*&[^)]{0,20})?\\)"));
    QList<LegalCitation> out;
    for (LegalCitation& c : all) {
        if (!out.isEmpty() && c.start < out.last().end)
            continue;
        c.text = text.mid(c.start, c.end - c.start);
        if (c.year == 0) {
            const QRegularExpressionMatch year = yearAfter.match(text, c.end);
            if (year.hasMatch())
                c.year = year.captured(1).toInt();
        }
        out << c;
    }
    return out;
}

} // namespace lmars::parse
