// SPDX-License-Identifier: GPL-3.0-or-later
#include "ShortFormResolver.h"

#include "parse/SubjectText.h"

#include <algorithm>

namespace lmars::parse {

namespace {

using model::CitationKind;
using model::LegalCitation;

/// Copies what the antecedent cites into the short form, keeping the short form's own pin cite.
void adopt(LegalCitation& shortForm, const LegalCitation& antecedent, int antecedentIndex)
{
    shortForm.antecedent = antecedentIndex;
    shortForm.normalized = antecedent.normalized;
    if (shortForm.caseName.isEmpty())
        shortForm.caseName = antecedent.caseName;
    shortForm.volume = antecedent.volume;
    shortForm.reporter = antecedent.reporter;
    shortForm.knownReporter = antecedent.knownReporter;
    shortForm.page = antecedent.page;
    shortForm.court = antecedent.court;
    shortForm.year = antecedent.year;
    shortForm.code = antecedent.code;
    shortForm.title = antecedent.title;
    shortForm.section = antecedent.section;
}

/// Subsequent history between two citations ("..., rev'd per curiam, B, 368 N.C. 91"): the
/// later one is the earlier one's history, not a new authority.
bool isSubsequentHistory(const QString& text, const LegalCitation& earlier, const LegalCitation& later)
{
    static const QRegularExpression history(
        QStringLiteral("\\b(?:rev'd|rev’d|aff'd|aff’d|vacated|cert\\.\\s+denied|modified|overruled|abrogated)\\b"));
    if (earlier.end > later.start)
        return false;
    return history.match(QStringView(text).mid(earlier.end, later.start - earlier.end)).hasMatch();
}

/// What "Id." at `index` refers to: the citation just before it (through that citation's own
/// antecedent when it is a short form). "Id. at 5" needs pages, so it skips statutes back to the
/// nearest case; a parallel citation yields to the first of its group, and a case that is only
/// the history of the case before it yields to that case.
int idAntecedent(const QString& text, const QList<LegalCitation>& citations, int index)
{
    const LegalCitation& id = citations.at(index);
    int found = -1;
    for (int j = index - 1; j >= 0 && found < 0; --j) {
        const LegalCitation& prior = citations.at(j);
        const int target = prior.kind == CitationKind::ShortForm ? prior.antecedent : j;
        if (target < 0)
            return -1; // the citation before is itself unresolved
        const bool cites = citations.at(target).kind == CitationKind::Case;
        if (id.pinCite.isEmpty() || cites)
            found = target;
    }
    // Back to the first of a parallel group ("550 U.S. 544, 127 S. Ct. 1955"), and past history.
    static const QRegularExpression parallelGap(QStringLiteral("^\\s*,\\s*$"));
    while (found > 0 && citations.at(found).kind == CitationKind::Case &&
           citations.at(found - 1).kind == CitationKind::Case) {
        const LegalCitation& before = citations.at(found - 1);
        const LegalCitation& at = citations.at(found);
        const bool parallel = before.end <= at.start &&
                              parallelGap.match(QStringView(text).mid(before.end, at.start - before.end)).hasMatch();
        if (!parallel && !isSubsequentHistory(text, before, at))
            break;
        --found;
    }
    return found;
}

/// When a short form ("316 F.Supp. at 884") follows `supra` after a comma, gives it the supra's name
/// and start and returns true: one citation, not two.
bool joinsFollowingShortForm(const QString& text, QList<LegalCitation>& citations, const LegalCitation& supra)
{
    const auto next = std::lower_bound(citations.begin(), citations.end(), supra.end,
                                       [](const LegalCitation& c, int value) { return c.start < value; });
    if (next == citations.end() || next->kind != CitationKind::ShortForm || next->normalized == QLatin1String("Id."))
        return false;
    const QStringView gap = QStringView(text).mid(supra.end, next->start - supra.end);
    for (const QChar ch : gap) {
        if (!ch.isSpace() && ch != QLatin1Char(',') && ch != QLatin1Char('*') && ch != QLatin1Char('_'))
            return false;
    }
    if (next->caseName.isEmpty())
        next->caseName = supra.caseName;
    next->start = supra.start;
    next->text = text.mid(next->start, next->end - next->start);
    return true;
}

} // namespace

ShortFormResolver::ShortFormResolver()
{
    m_id.setPattern(
        QStringLiteral("(?<![\\w.])(?:[Ii]d|[Ii]bid)\\.(?:[*_]*,?\\s+at\\s+(?<pin>\\d+(?:\\s*[-–]\\s*\\d+)?))?"));
    // "Smith, supra, at 5", "Grant v. Esquire, Inc., supra" (not a case named "Inc."), a lower-case
    // antecedent before a comma ("asdf, supra"), "Smith, 123 supra".
    m_supra.setPattern(
        QStringLiteral("(?<![\\w.])[*_]*(?<name>[A-Z][\\w'’.&-]*(?:\\s+(?:v\\.|of|[A-Z][\\w'’.&-]*)){0,3}"
                       "(?:,\\s+(?:Inc|Ltd|Co|Corp|LLC|L\\.L\\.C|N\\.A|P\\.C|L\\.P)\\.?)?|[a-z][\\w'’-]*(?=\\s*,))"
                       "[*_]*\\s*,?\\s+(?:\\d{1,4}\\s+)?[*_]*supra\\b[*_]*(?:,?\\s+note\\s+\\d+)?"
                       "(?:,?\\s+at\\s+(?<pin>\\d+(?:\\s*[-–]\\s*\\d+)?))?"));
    // A supra with no name before it: at the start of the text, after a comma or a volume.
    m_bareSupra.setPattern(QStringLiteral("(?:^|(?<=[,\\d]))\\s*(?:\\d{1,4}\\s+)?supra\\b"
                                          "(?:,?\\s+at\\s+(?<pin>\\d+(?:\\s*[-–]\\s*\\d+)?))?"));
}

void ShortFormResolver::resolve(const QString& input, QList<LegalCitation>& citations) const
{
    const QString text = validUtf16(input);
    const auto byStart = [](const LegalCitation& a, const LegalCitation& b) {
        return a.start < b.start;
    };
    // The supra patterns may start at any word, so they are tried only near each "supra".
    QList<int> supraAt;
    for (qsizetype at = text.indexOf(QLatin1String("supra")); at >= 0;
         at = text.indexOf(QLatin1String("supra"), at + 5))
        supraAt << int(at);
    for (const QRegularExpression* re : {&m_id, &m_supra, &m_bareSupra}) {
        QList<LegalCitation> added; // in text order, from this pattern
        const bool nearSupra = re != &m_id;
        if (nearSupra && supraAt.isEmpty())
            continue;
        QList<QRegularExpressionMatch> matches;
        if (!nearSupra) {
            QRegularExpressionMatchIterator it =
                re->globalMatch(text, 0, QRegularExpression::NormalMatch, kUncheckedSubject);
            while (it.hasNext())
                matches << it.next();
        } else {
            int done = 0; // matches end at or before this offset
            for (int at : std::as_const(supraAt)) {
                if (at < done)
                    continue;
                for (qsizetype from = std::max(done, at - 160); from <= at;) {
                    const QRegularExpressionMatch m =
                        re->match(text, from, QRegularExpression::NormalMatch, kUncheckedSubject);
                    if (!m.hasMatch() || m.capturedStart() > at)
                        break;
                    from = std::max(m.capturedEnd(), m.capturedStart() + 1);
                    if (m.capturedEnd() > at) {
                        matches << m;
                        done = int(m.capturedEnd());
                        break;
                    }
                }
            }
        }
        for (const QRegularExpressionMatch& m : std::as_const(matches)) {
            int start = int(m.capturedStart());
            while (start < text.size() && (text.at(start) == QLatin1Char('*') || text.at(start) == QLatin1Char('_') ||
                                           text.at(start).isSpace()))
                ++start;
            const int end = int(m.capturedEnd());
            if (model::overlapsAny(citations, start, end) || (!added.isEmpty() && added.last().end > start))
                continue;
            LegalCitation c;
            c.kind = CitationKind::ShortForm;
            c.start = start;
            c.end = end;
            c.text = text.mid(start, end - start);
            c.pinCite = m.captured(QStringLiteral("pin")).remove(QLatin1Char(' '));
            if (re == &m_bareSupra) {
                // A word before it ("discussed supra") is prose, not a citation.
                int before = start;
                while (before > 0 && text.at(before - 1).isSpace())
                    --before;
                if (before > 0 && text.at(before - 1).isLetter())
                    continue;
                c.normalized = QStringLiteral("supra");
            } else if (re == &m_supra) {
                c.caseName = m.captured(QStringLiteral("name")).simplified();
                // "In Rodriguez, supra": the signal or preposition is not part of the name.
                static const QRegularExpression lead(
                    QStringLiteral("^(?:In|See|Cf\\.|But|Under|Accord|Also)\\s+(?=[A-Z])"));
                const QRegularExpressionMatch leading = lead.match(c.caseName);
                if (leading.hasMatch() && c.caseName.size() > leading.capturedLength()) {
                    c.caseName = c.caseName.mid(leading.capturedLength());
                    c.start = int(m.capturedStart(QStringLiteral("name"))) + int(leading.capturedLength());
                    c.text = text.mid(c.start, c.end - c.start);
                }
                c.normalized = c.caseName + QStringLiteral(", supra");
                // "Grant v. Esquire, Inc., supra, 316 F.Supp. at 884": the name belongs to the short
                // form that follows.
                if (joinsFollowingShortForm(text, citations, c))
                    continue;
            } else {
                c.normalized = QStringLiteral("Id.");
            }
            added << c;
        }
        citations << added;
        std::stable_sort(citations.begin(), citations.end(), byStart);
    }

    for (int i = 0; i < citations.size(); ++i) {
        LegalCitation& c = citations[i];
        if (c.kind != CitationKind::ShortForm)
            continue;
        const bool isId = c.normalized == QLatin1String("Id.");
        const bool isSupra = c.normalized.endsWith(QLatin1String("supra"));
        int found = -1;
        if (isId) {
            found = idAntecedent(text, citations, i);
        } else {
            const QString word = c.caseName.section(QLatin1Char(' '), 0, 0);
            const bool named = !word.isEmpty();
            int sameVolume = -1; // the nearest case in the same volume and reporter, whatever its name
            for (int j = i - 1; j >= 0 && found < 0; --j) {
                const LegalCitation& prior = citations.at(j);
                if (prior.kind != CitationKind::Case)
                    continue;
                const bool nameMatches = named && prior.caseName.contains(word, Qt::CaseInsensitive);
                if (isSupra) {
                    if (nameMatches)
                        found = j;
                } else if (prior.volume == c.volume && prior.reporter == c.reporter) {
                    if (sameVolume < 0)
                        sameVolume = j;
                    if (nameMatches || !named)
                        found = j;
                }
            }
            if (found < 0)
                found = sameVolume;
        }
        if (found >= 0)
            adopt(c, citations.at(found), found);
    }
}

} // namespace lmars::parse
