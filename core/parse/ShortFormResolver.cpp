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

} // namespace

ShortFormResolver::ShortFormResolver()
{
    m_id.setPattern(
        QStringLiteral("(?<![\\w.])(?:[Ii]d|[Ii]bid)\\.(?:[*_]*,?\\s+at\\s+(?<pin>\\d+(?:\\s*[-–]\\s*\\d+)?))?"));
    m_supra.setPattern(
        QStringLiteral("(?<![\\w.])[*_]*(?<name>[A-Z][\\w'’.&-]*(?:\\s+(?:v\\.|of|[A-Z][\\w'’.&-]*)){0,3})"
                       "[*_]*,?\\s+[*_]*supra[*_]*(?:,?\\s+note\\s+\\d+)?"
                       "(?:,?\\s+at\\s+(?<pin>\\d+(?:\\s*[-–]\\s*\\d+)?))?"));
}

void ShortFormResolver::resolve(const QString& input, QList<LegalCitation>& citations) const
{
    const QString text = validUtf16(input);
    const auto byStart = [](const LegalCitation& a, const LegalCitation& b) {
        return a.start < b.start;
    };
    for (const QRegularExpression* re : {&m_id, &m_supra}) {
        QList<LegalCitation> added; // in text order, from this pattern
        QRegularExpressionMatchIterator it =
            re->globalMatch(text, 0, QRegularExpression::NormalMatch, kUncheckedSubject);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            int start = int(m.capturedStart());
            while (start < text.size() && (text.at(start) == QLatin1Char('*') || text.at(start) == QLatin1Char('_')))
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
            if (re == &m_supra) {
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
        const bool isSupra = c.normalized.endsWith(QLatin1String(", supra"));
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
