// SPDX-License-Identifier: GPL-3.0-or-later
#include "CaseCitationFinder.h"

#include "parse/CaseNameFinder.h"
#include "parse/SubjectText.h"

#include <algorithm>
#include <iterator>

namespace lmars::parse {

namespace {

const QString kYear = QStringLiteral("(?:1[6-9]\\d\\d|20\\d\\d)");

QString digitsOnly(QString text)
{
    text.remove(QLatin1Char(','));
    return text;
}

/// Court as written in a parenthetical, without the date ("9th Cir. Mar. 3, 1999" → "9th Cir.").
QString courtOf(QString beforeYear)
{
    static const QRegularExpression date(
        QStringLiteral("[\\s,]*(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?\\s+\\d{1,2},?)?"
                       "[\\s,]*$"));
    beforeYear.remove(date);
    return beforeYear.simplified();
}

/// Where a case name before `start` may begin: the end of the citation of `found` (in text order)
/// before it, else 0.
int floorBefore(const QList<model::LegalCitation>& found, int start)
{
    const auto before = std::lower_bound(found.cbegin(), found.cend(), start,
                                         [](const model::LegalCitation& f, int value) { return f.start < value; });
    return before == found.cbegin() ? 0 : std::prev(before)->end;
}

/// Adds `more` to `found`, keeping text order.
void mergeInOrder(QList<model::LegalCitation>& found, const QList<model::LegalCitation>& more)
{
    if (more.isEmpty())
        return;
    found << more;
    std::stable_sort(found.begin(), found.end(),
                     [](const model::LegalCitation& a, const model::LegalCitation& b) { return a.start < b.start; });
}

/// A lower-case Roman numeral written correctly ("lxiv"; not "civil" or "mid").
bool isRomanNumeral(const QString& text)
{
    static const QRegularExpression roman(QStringLiteral("^(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$"));
    return roman.match(text).hasMatch();
}

bool isDatabaseOrNeutral(const ReporterEdition* edition)
{
    return edition &&
           (edition->type == QLatin1String("neutral") || edition->type.startsWith(QLatin1String("specialty_")));
}

} // namespace

CaseCitationFinder::CaseCitationFinder(const ReporterTable& table) : m_table(table)
{
    // The shape "volume reporter page": the reporter is the shortest run of reporter-like characters
    // before the page; find() then looks it up in the tables.
    m_citation.setPattern(
        QStringLiteral("(?<![\\w.§/$-])(?<volume>\\d{1,4})\\s+(?<reporter>[A-Z][A-Za-z0-9.'’‘ʼ&()\\[\\]\\s-]{0,40}?)"
                       // A nominative reporter in parentheses: "5 U.S. (1 Cranch) 137".
                       "(?:\\s+\\((?<nominative>\\d{1,3}\\s+[A-Z][A-Za-z.'’‘ʼ&\\s]{1,24}?)\\))?"
                       // The short form "at 460", California's "at p. 651".
                       "(?:\\s*,\\s*|\\s+)(?:at\\s+(?:pp?\\.\\s*)?(?<at>\\d+(?:\\s*[-–]\\s*\\d+)?)|"
                       "(?<page>\\d{1,3}(?:,\\d{3})+(?!\\d)|\\d+)"
                       // Suffixes: "143684-B", New York's "51192(U)", "134[A]".
                       "(?<suffix>-[A-Z]{1,2}(?!\\w)|\\([A-Z]\\)|\\[[A-Z]\\])?|"
                       // A slip opinion's blank page ("576 U.S. ___"), a Roman-numeral page ("lxiv").
                       "(?<blank>_{1,8}|[—–]{1,3}|-{3,8})|(?<roman>[ivxlc]{2,9}))"
                       "(?![\\w-])"));
    m_citation.optimize();
    m_pin.setPattern(QStringLiteral("\\G\\s*,\\s*(?:at\\s+)?(?<pin>\\d+(?:\\s*[-–]\\s*\\d+)?(?:\\s*(?:&|and)\\s*\\d+)?)"
                                    "(?:\\s*n\\.\\s*\\d+)?(?![\\w.]\\w|-[A-Za-z]|\\d)"));
    // Between parallel citations: a comma, or an opening bracket ("1 U.S. 1, 4 [92 Cal.Rptr.3d 784]",
    // "105 Idaho 663, 672 P2d 231", "286 Ga. 216, 218 (1) (686 SE2d 786)").
    m_parallelGap.setPattern(QStringLiteral(
        "\\G\\s*(?:,\\s*(?:\\(\\d{1,2}\\)\\s*)*(?<open>[\\[(])?|(?:\\(\\d{1,2}\\)\\s*)*(?<open2>[\\[(]))\\s*"));
    // The (court year) after a citation, in parentheses or square brackets ("[D Kan 2006]", "[1983]"),
    // after the bracket that closes a parallel citation opened by one ("... [66 Cal.Rptr.3d 1] (2007)").
    // In parentheses a court may carry brackets ("(Tex. App.—Houston [14th Dist.] 1995)").
    m_parenthetical.setPattern(QStringLiteral("\\G(?<close>\\s*[\\])])?\\s*,?\\s*(?:\\((?<inside>[^()]{0,120}?\\b") +
                               kYear + QStringLiteral("\\b[^()]{0,60}?)\\)|\\[(?<bracketed>[^()\\[\\]]{0,120}?\\b") +
                               kYear + QStringLiteral("\\b[^()\\[\\]]{0,60}?)\\])"));
    m_unknown.setPattern(
        QStringLiteral("(?<![\\w.§/$-])(?<volume>\\d{1,4})\\s+(?<reporter>[A-Z][A-Za-z0-9.'’‘ʼ ]{0,24}?"
                       "[A-Za-z.])\\s+(?<page>\\d{1,5})(?![\\d,]\\d)(?<pins>(?:\\s*,\\s*\\d+(?:\\s*[-–]\\s*\\d+)?)*)"
                       "\\s*\\((?<inside>[^()]{0,80}?\\b") +
        kYear + QStringLiteral(")\\)"));
    m_unknown.optimize();
    // Neutral citations written with hyphens: "2021-NCSC-57", "2009-NMSC-006", "2021-Ohio-1234".
    m_hyphenatedNeutral.setPattern(
        QStringLiteral("(?<![\\w.§/$-])(?<year>(?:19|20)\\d\\d)-(?<reporter>[A-Z][A-Za-z]{1,7})-"
                       "(?<page>\\d{1,6})(?![\\w-])"));
    m_hyphenatedNeutral.optimize();
    // The Tax Court's "T.C. Memo. 2019-233" and "T.C. Summary Opinion 2019-233"; Louisiana's docket
    // style "2009 12345 (La.App. 1 Cir. 05/10/10)", whose reporter is the court of the parenthetical.
    m_docketForm.setPattern(QStringLiteral(
        "(?<![\\w.])(?:(?<tc>T\\.\\s?C\\.\\s+(?:Memo\\.?|Summary\\s+Opinion))\\s+(?<tcyear>(?:19|20)\\d\\d)-"
        "(?<tcpage>\\d{1,4})|(?<layear>(?:19|20)\\d\\d)\\s+(?<lapage>\\d{3,6})\\s*\\((?<la>La\\.\\s?App\\.\\s?\\d\\s?"
        "Cir\\.)"
        "\\s+(?<date>\\d\\d?/\\d\\d?/\\d\\d(?:\\d\\d)?)\\))(?![\\w-])"));
    m_docketForm.optimize();
}

CaseCitationFinder::Parenthetical CaseCitationFinder::parentheticalAt(const QString& text, int pos, bool opened) const
{
    Parenthetical out;
    const QRegularExpressionMatch m = m_parenthetical.match(
        text, pos, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption | kUncheckedSubject);
    if (!m.hasMatch() || (!opened && !m.captured(QStringLiteral("close")).isEmpty()))
        return out;
    const QString inside = m.hasCaptured(QStringLiteral("inside")) ? m.captured(QStringLiteral("inside"))
                                                                   : m.captured(QStringLiteral("bracketed"));
    static const QRegularExpression year(QStringLiteral("\\b(") + kYear + QStringLiteral(")\\b"));
    int yearAt = -1;
    QRegularExpressionMatchIterator it = year.globalMatch(inside);
    while (it.hasNext()) {
        const QRegularExpressionMatch y = it.next();
        out.year = y.captured(1).toInt();
        yearAt = int(y.capturedStart(1));
    }
    out.court = courtOf(inside.left(yearAt));
    out.end = int(m.capturedEnd());
    return out;
}

QList<model::LegalCitation> CaseCitationFinder::find(const QString& input) const
{
    const QString text = validUtf16(input);
    QList<model::LegalCitation> found;
    QList<QRegularExpressionMatch> matches;
    for (qsizetype pos = 0; pos < text.size();) {
        const QRegularExpressionMatch m =
            m_citation.match(text, pos, QRegularExpression::NormalMatch, kUncheckedSubject);
        if (!m.hasMatch())
            break;
        if (m_table.isProseSpelling(m.captured(QStringLiteral("reporter"))) &&
            (!m.hasCaptured(QStringLiteral("roman")) || isRomanNumeral(m.captured(QStringLiteral("roman"))))) {
            matches << m;
            pos = m.capturedEnd();
        } else {
            // Not a reporter: a citation may still start inside what the shape took.
            pos = m.capturedEnd(QStringLiteral("volume"));
        }
    }

    int groupStart = 0;      // index in `found` of the first citation of the current parallel group
    bool joinsGroup = false; // the previous citation is followed by a parallel one
    bool opened = false;     // a parallel citation of the group opened with a bracket
    int yearBefore = 0;      // the group's year written before it ("In re K.F. (2009) 1 U.S. 1")
    QString courtBefore;
    for (int i = 0; i < matches.size(); ++i) {
        const QRegularExpressionMatch& m = matches.at(i);
        const int nextStart = i + 1 < matches.size() ? int(matches.at(i + 1).capturedStart()) : -1;
        model::LegalCitation c;
        c.volume = m.captured(QStringLiteral("volume"));
        c.reporterAsWritten = m.captured(QStringLiteral("reporter")).simplified();
        c.start = int(m.capturedStart());
        int end = int(m.capturedEnd());
        const bool shortForm = m.hasCaptured(QStringLiteral("at")) && !m.captured(QStringLiteral("at")).isEmpty();
        if (shortForm) {
            c.kind = model::CitationKind::ShortForm;
            c.pinCite = m.captured(QStringLiteral("at")).remove(QLatin1Char(' '));
            const CaseNameSpan name =
                CaseNameFinder::shortNameBefore(text, c.start, found.isEmpty() ? 0 : found.last().end);
            if (name.start >= 0) {
                c.caseName = name.name;
                c.start = name.start;
            }
        } else {
            if (m.hasCaptured(QStringLiteral("blank")))
                c.page.clear(); // a slip opinion not yet paginated: "576 U.S. ___"
            else if (m.hasCaptured(QStringLiteral("roman")))
                c.page = m.captured(QStringLiteral("roman"));
            else
                c.page = digitsOnly(m.captured(QStringLiteral("page"))) + m.captured(QStringLiteral("suffix"));
            QStringList pins;
            for (;;) {
                const QRegularExpressionMatch pin =
                    m_pin.match(text, end, QRegularExpression::NormalMatch,
                                QRegularExpression::AnchorAtOffsetMatchOption | kUncheckedSubject);
                // The next citation is not a pin cite of this one ("500 U.S. 1, 111 S. Ct. 2").
                if (!pin.hasMatch() || (nextStart >= 0 && pin.capturedEnd() > nextStart))
                    break;
                pins << pin.captured(QStringLiteral("pin")).simplified();
                end = int(pin.capturedEnd());
            }
            c.pinCite = pins.join(QStringLiteral(", "));
        }
        const ReporterEdition* edition = m_table.editionFor(c.reporterAsWritten, 0);
        c.reporter = edition ? edition->edition : c.reporterAsWritten;
        c.end = end;

        if (!joinsGroup) {
            groupStart = int(found.size());
            opened = false;
            yearBefore = 0;
            courtBefore.clear();
            if (!shortForm) {
                const CaseNameSpan name =
                    CaseNameFinder::fullNameBefore(text, c.start, found.isEmpty() ? 0 : found.last().end);
                if (name.start >= 0) {
                    c.caseName = name.name;
                    c.start = name.start;
                    yearBefore = name.year;
                    courtBefore = name.court;
                }
            }
        } else {
            c.caseName = found.at(groupStart).caseName;
        }
        found << c;

        // A parallel citation follows after a comma: the group goes on.
        const QRegularExpressionMatch gap =
            m_parallelGap.match(text, end, QRegularExpression::NormalMatch,
                                QRegularExpression::AnchorAtOffsetMatchOption | kUncheckedSubject);
        joinsGroup = !shortForm && gap.hasMatch() && gap.capturedEnd() == nextStart &&
                     matches.at(i + 1).captured(QStringLiteral("at")).isEmpty();
        if (joinsGroup) {
            opened = opened || gap.hasCaptured(QStringLiteral("open")) || gap.hasCaptured(QStringLiteral("open2"));
            continue;
        }
        if (!shortForm) {
            const Parenthetical paren = parentheticalAt(text, end, opened);
            const bool after = paren.end > 0 && (nextStart < 0 || paren.end <= nextStart);
            if (after)
                found.last().end = paren.end;
            for (int g = groupStart; g < found.size(); ++g) {
                found[g].court = after ? paren.court : courtBefore;
                found[g].year = after ? paren.year : yearBefore;
            }
        }
        for (int g = groupStart; g < found.size(); ++g) {
            model::LegalCitation& cite = found[g];
            const ReporterEdition* dated = m_table.editionFor(cite.reporterAsWritten, cite.year);
            if (dated)
                cite.reporter = dated->edition;
            if (cite.year == 0 && isDatabaseOrNeutral(dated) && cite.volume.size() == 4)
                cite.year = cite.volume.toInt();
        }
    }
    for (model::LegalCitation& c : found) {
        c.text = text.mid(c.start, c.end - c.start);
        c.normalized = c.volume + QLatin1Char(' ') + c.reporter + QLatin1Char(' ') +
                       (c.kind == model::CitationKind::ShortForm ? QLatin1String("at ") + c.pinCite
                        : c.page.isEmpty()                       ? QStringLiteral("___")
                                                                 : c.page);
    }
    findHyphenatedNeutral(text, found);
    findDocketForms(text, found);
    findUnknownReporters(text, found);
    return found;
}

void CaseCitationFinder::findDocketForms(const QString& text, QList<model::LegalCitation>& found) const
{
    if (!text.contains(QLatin1String("T.")) && !text.contains(QLatin1String("La.")))
        return;
    QList<model::LegalCitation> dockets;
    QRegularExpressionMatchIterator it =
        m_docketForm.globalMatch(text, 0, QRegularExpression::NormalMatch, kUncheckedSubject);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        if (model::overlapsAny(found, int(m.capturedStart()), int(m.capturedEnd())))
            continue;
        const bool taxCourt = m.hasCaptured(QStringLiteral("tc"));
        model::LegalCitation c;
        c.kind = model::CitationKind::Case;
        c.start = int(m.capturedStart());
        c.end = int(m.capturedEnd());
        c.reporterAsWritten = m.captured(taxCourt ? QStringLiteral("tc") : QStringLiteral("la")).simplified();
        c.volume = m.captured(taxCourt ? QStringLiteral("tcyear") : QStringLiteral("layear"));
        c.page = m.captured(taxCourt ? QStringLiteral("tcpage") : QStringLiteral("lapage"));
        c.year = c.volume.toInt();
        const ReporterEdition* edition = m_table.editionFor(c.reporterAsWritten, c.year);
        c.reporter = edition ? edition->edition : c.reporterAsWritten;
        c.knownReporter = edition != nullptr;
        if (!taxCourt)
            c.court = c.reporterAsWritten;
        const CaseNameSpan name = CaseNameFinder::fullNameBefore(text, c.start, floorBefore(found, c.start));
        if (name.start >= 0) {
            c.caseName = name.name;
            c.start = name.start;
        }
        c.text = text.mid(c.start, c.end - c.start);
        if (taxCourt)
            c.normalized = c.reporter + QLatin1Char(' ') + c.volume + QLatin1Char('-') + c.page;
        else
            c.normalized = c.volume + QLatin1Char(' ') + c.page + QStringLiteral(" (") + c.reporter + QLatin1Char(')');
        dockets << c;
    }
    mergeInOrder(found, dockets);
}

void CaseCitationFinder::findHyphenatedNeutral(const QString& text, QList<model::LegalCitation>& found) const
{
    QList<model::LegalCitation> neutral;
    QRegularExpressionMatchIterator it =
        m_hyphenatedNeutral.globalMatch(text, 0, QRegularExpression::NormalMatch, kUncheckedSubject);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString reporter = m.captured(QStringLiteral("reporter"));
        const int year = m.captured(QStringLiteral("year")).toInt();
        const ReporterEdition* edition = m_table.editionFor(reporter, year);
        if (!edition || edition->type != QLatin1String("neutral") ||
            model::overlapsAny(found, int(m.capturedStart()), int(m.capturedEnd())))
            continue;
        model::LegalCitation c;
        c.kind = model::CitationKind::Case;
        c.start = int(m.capturedStart());
        c.end = int(m.capturedEnd());
        c.volume = m.captured(QStringLiteral("year"));
        c.reporter = edition->edition;
        c.reporterAsWritten = reporter;
        c.page = m.captured(QStringLiteral("page"));
        c.year = year;
        int floor = floorBefore(found, c.start);
        if (!neutral.isEmpty())
            floor = std::max(floor, neutral.last().end);
        const CaseNameSpan name = CaseNameFinder::fullNameBefore(text, c.start, floor);
        if (name.start >= 0) {
            c.caseName = name.name;
            c.start = name.start;
        }
        const Parenthetical paren = parentheticalAt(text, c.end);
        if (paren.end > 0) {
            c.end = paren.end;
            c.court = paren.court;
        }
        c.text = text.mid(c.start, c.end - c.start);
        c.normalized = c.volume + QLatin1Char('-') + c.reporter + QLatin1Char('-') + c.page;
        neutral << c;
    }
    mergeInOrder(found, neutral);
}

void CaseCitationFinder::findUnknownReporters(const QString& text, QList<model::LegalCitation>& found) const
{
    QList<model::LegalCitation> unknown;
    QRegularExpressionMatchIterator it =
        m_unknown.globalMatch(text, 0, QRegularExpression::NormalMatch, kUncheckedSubject);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const int start = int(m.capturedStart());
        const bool overlaps = model::overlapsAny(found, start, int(m.capturedEnd()));
        const QString reporter = m.captured(QStringLiteral("reporter")).simplified();
        // Only a reporter-like abbreviation (with a period) after a case name counts; a reporter
        // the tables know is found above, so anything left here is unknown to them.
        if (overlaps || !m_table.editionsFor(reporter).isEmpty())
            continue;
        // The name may not reach back into the citation before it.
        int floor = floorBefore(found, start);
        if (!unknown.isEmpty())
            floor = std::max(floor, unknown.last().end);
        const CaseNameSpan name = CaseNameFinder::fullNameBefore(text, start, floor);
        // A reporter-like abbreviation (with a period) after a case name; a plain word ("33
        // Umbrella 422 (1999)", the kind a model invents) only after "A v. B".
        if (name.start < 0 || (!reporter.contains(QLatin1Char('.')) && !name.name.contains(QLatin1String(" v"))))
            continue;
        model::LegalCitation c;
        c.kind = model::CitationKind::Case;
        c.knownReporter = false;
        c.caseName = name.name;
        c.start = name.start;
        c.end = int(m.capturedEnd());
        c.volume = m.captured(QStringLiteral("volume"));
        c.reporter = reporter;
        c.reporterAsWritten = reporter;
        c.page = m.captured(QStringLiteral("page"));
        QString pins = m.captured(QStringLiteral("pins")).trimmed();
        while (pins.startsWith(QLatin1Char(',')))
            pins = pins.mid(1).trimmed();
        c.pinCite = pins;
        const QString inside = m.captured(QStringLiteral("inside"));
        c.year = inside.right(4).toInt();
        c.court = courtOf(inside.left(inside.size() - 4));
        c.text = text.mid(c.start, c.end - c.start);
        c.normalized = c.volume + QLatin1Char(' ') + c.reporter + QLatin1Char(' ') + c.page;
        unknown << c;
    }
    mergeInOrder(found, unknown);
}

} // namespace lmars::parse
