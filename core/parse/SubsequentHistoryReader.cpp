// SPDX-License-Identifier: GPL-3.0-or-later
#include "SubsequentHistoryReader.h"

#include "parse/SubjectText.h"

namespace lmars::parse {

namespace {

using model::CitationKind;
using model::HistoryTreatment;
using model::LegalCitation;

HistoryTreatment treatmentOf(const QString& phrase)
{
    const QString p = phrase.toLower();
    if (p.startsWith(QLatin1String("aff")))
        return HistoryTreatment::Affirmed;
    if (p.startsWith(QLatin1String("rev")))
        return HistoryTreatment::Reversed;
    if (p.startsWith(QLatin1String("vacated")))
        return HistoryTreatment::Vacated;
    if (p.startsWith(QLatin1String("modified")))
        return HistoryTreatment::Modified;
    if (p.startsWith(QLatin1String("overruled")))
        return HistoryTreatment::Overruled;
    if (p.startsWith(QLatin1String("abrogated")))
        return HistoryTreatment::Abrogated;
    if (p.startsWith(QLatin1String("superseded")))
        return HistoryTreatment::Superseded;
    return p.contains(QLatin1String("granted")) ? HistoryTreatment::CertGranted : HistoryTreatment::CertDenied;
}

/// Whether `later` is a parallel citation of `earlier` (only a comma between them).
bool parallel(const QString& text, const LegalCitation& earlier, const LegalCitation& later)
{
    if (earlier.kind != CitationKind::Case || later.kind != CitationKind::Case || earlier.end > later.start)
        return false;
    return QStringView(text).mid(earlier.end, later.start - earlier.end).trimmed() == QLatin1String(",");
}

} // namespace

SubsequentHistoryReader::SubsequentHistoryReader()
{
    // After the earlier citation (and any parenthetical of it): ", aff'd in part, rev'd in part, ",
    // ", overruled on other grounds by ", ", cert. denied, ".
    m_phrase.setPattern(QStringLiteral(
        "\\G(?:\\s*\\([^()]{0,100}\\))*\\s*,?\\s*(?<phrase>(?:aff['’]d|affirmed|rev['’]d|reversed|vacated|modified|"
        "overruled|abrogated|superseded\\s+by\\s+statute|superseded|cert\\.\\s+(?:denied|granted))"
        "(?:\\s+(?:in\\s+part|on\\s+other\\s+grounds|as\\s+modified|per\\s+curiam|mem\\.|sub\\s+nom\\.|and\\s+remanded|"
        "by|as\\s+stated\\s+in)\\b\\.?)*)(?:,?\\s+(?=[\\w(])|\\s*,\\s*|\\s*(?=[(.;]|$))"));
    m_phrase.optimize();
}

void SubsequentHistoryReader::attach(const QString& text, QList<LegalCitation>& citations) const
{
    if (!text.contains(QLatin1String("aff")) && !text.contains(QLatin1String("rev")) &&
        !text.contains(QLatin1String("vacated")) && !text.contains(QLatin1String("modified")) &&
        !text.contains(QLatin1String("overruled")) && !text.contains(QLatin1String("abrogated")) &&
        !text.contains(QLatin1String("superseded")) && !text.contains(QLatin1String("cert.")))
        return;
    for (int i = 0; i < citations.size(); ++i) {
        if (citations.at(i).kind != CitationKind::Case)
            continue;
        int at = citations.at(i).end;
        // Several treatments may follow one another: "aff'd, 5 F.4th 1, cert. denied, 600 U.S. 2".
        int from = i;
        for (int round = 0; round < 4; ++round) {
            const QRegularExpressionMatch m =
                m_phrase.match(text, at, QRegularExpression::NormalMatch,
                               QRegularExpression::AnchorAtOffsetMatchOption | kUncheckedSubject);
            if (!m.hasMatch())
                break;
            model::SubsequentHistory history;
            history.phrase = m.captured(QStringLiteral("phrase")).simplified();
            history.treatment = treatmentOf(history.phrase);
            // The later decision: the next case citation, when it starts where the phrase ends.
            int later = -1;
            for (int j = from + 1; j < citations.size() && citations.at(j).start <= m.capturedEnd() + 1; ++j) {
                if (citations.at(j).start >= m.capturedEnd() - 1 && citations.at(j).kind == CitationKind::Case) {
                    later = j;
                    break;
                }
            }
            if (later < 0 && history.treatment != HistoryTreatment::CertDenied &&
                history.treatment != HistoryTreatment::CertGranted)
                break;
            if (later >= 0)
                history.citation = citations.at(later).normalized;
            // To the earlier citation and the parallel citations before it.
            for (int g = i; g >= 0; --g) {
                citations[g].history << history;
                if (g == 0 || !parallel(text, citations.at(g - 1), citations.at(g)))
                    break;
            }
            if (later < 0)
                break;
            // Past the later decision and its parallel citations.
            from = later;
            while (from + 1 < citations.size() && parallel(text, citations.at(from), citations.at(from + 1)))
                ++from;
            at = citations.at(from).end;
        }
    }
}

} // namespace lmars::parse
