// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlausibilityChecker.h"

#include <QRegularExpression>

#include <algorithm>

namespace lmars::verify {

namespace {

using model::CitationCheck;
using model::CitationKind;
using model::CitationStatus;
using model::LegalCitation;
using model::PlausibilityProblem;

CitationCheck implausible(PlausibilityProblem problem, const QString& reason)
{
    return CitationCheck{CitationStatus::Implausible, problem, reason};
}

/// The first number of a pin cite or page ("460-61" → 460), -1 when it does not start with one.
int firstNumber(const QString& text)
{
    static const QRegularExpression number(QStringLiteral("^\\s*(\\d+)"));
    const QRegularExpressionMatch m = number.match(text);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString yearsOf(const parse::ReporterEdition& edition)
{
    return edition.endYear > 0 ? QStringLiteral("%1–%2").arg(edition.startYear).arg(edition.endYear)
                               : QStringLiteral("%1–").arg(edition.startYear);
}

} // namespace

PlausibilityChecker::PlausibilityChecker() : PlausibilityChecker(parse::ReporterTable::instance()) {}

PlausibilityChecker::PlausibilityChecker(const parse::ReporterTable& table) : m_table(table) {}

const parse::CourtEntry* PlausibilityChecker::courtOf(const QString& written) const
{
    if (written.isEmpty())
        return nullptr;
    if (const parse::CourtEntry* court = m_table.courtFor(written))
        return court;
    // "Tex. App.—Houston [14th Dist.]": the court before the district or division.
    static const QRegularExpression division(QStringLiteral("\\s*(?:[—–\\[]|-{1,2}).*$"));
    QString stem = written;
    stem.remove(division);
    return stem != written ? m_table.courtFor(stem) : nullptr;
}

CitationCheck PlausibilityChecker::checkCase(const LegalCitation& c) const
{
    if (!c.knownReporter)
        return implausible(PlausibilityProblem::UnknownReporter,
                           tr("“%1” is not a reporter known to reporters-db, so “%2” cannot be right as written.")
                               .arg(c.reporter, c.normalized));
    const QString spelling = c.reporterAsWritten.isEmpty() ? c.reporter : c.reporterAsWritten;
    const QList<const parse::ReporterEdition*> editions = m_table.editionsFor(spelling);
    if (editions.isEmpty())
        return implausible(PlausibilityProblem::UnknownReporter,
                           tr("“%1” is not a reporter known to reporters-db, so “%2” cannot be right as written.")
                               .arg(c.reporter, c.normalized));
    const parse::ReporterEdition* edition = m_table.editionFor(spelling, c.year);
    if (c.year > 0) {
        // The first edition of an official state reporter often reprints decisions from before its
        // start (30 N.C. 271 is from 1848; N.C. Reports start in 1868): there only the end counts.
        // Volumes 1–90 of the U.S. Reports renumber the nominative reporters (Dallas to Wallace,
        // 1790–1874): "5 U.S. (1 Cranch) 137 (1803)" is right.
        const bool earlyUnitedStates =
            c.reporter == QLatin1String("U.S.") && c.volume.toInt() >= 1 && c.volume.toInt() <= 90 && c.year >= 1790;
        const auto fits = [&](const parse::ReporterEdition* e) {
            const bool reprints = (e->firstEdition && e->type == QLatin1String("state")) || earlyUnitedStates;
            return (reprints || c.year >= e->startYear) && (e->endYear == 0 || c.year <= e->endYear);
        };
        const bool anyFits = std::any_of(editions.cbegin(), editions.cend(), fits);
        if (!anyFits)
            return implausible(PlausibilityProblem::YearOutsideEdition,
                               tr("%1 (%2) covers %3, so a decision of %4 cannot be in it.")
                                   .arg(edition->edition, edition->name, yearsOf(*edition))
                                   .arg(c.year));
    }
    const parse::CourtEntry* court = courtOf(c.court);
    const bool courtChecked = edition->type == QLatin1String("federal") || edition->type == QLatin1String("state") ||
                              edition->type == QLatin1String("state_regional");
    if (court && courtChecked && !edition->publishesIn.isEmpty()) {
        const QString place = court->federal ? QStringLiteral("federal") : court->state;
        if (!place.isEmpty() && !edition->publishesIn.contains(place))
            return implausible(PlausibilityProblem::CourtNotInReporter,
                               tr("%1 (%2) does not publish decisions of the court “%3”.")
                                   .arg(edition->edition, edition->name, c.court));
    }
    const int page = firstNumber(c.page);
    const int pin = firstNumber(c.pinCite);
    // Neutral and database citations number paragraphs or screens, not pages.
    const bool paged =
        edition->type != QLatin1String("neutral") && !edition->type.startsWith(QLatin1String("specialty_"));
    if (paged && page >= 0 && pin >= 0 && pin < page)
        return implausible(
            PlausibilityProblem::PinBeforeFirstPage,
            tr("The pin cite %1 comes before the first page %2 of “%3”.").arg(c.pinCite, c.page, c.normalized));
    return CitationCheck{
        CitationStatus::Unchecked, PlausibilityProblem::None,
        tr("Passed the offline checks but was not looked up at CourtListener, so it is not verified.")};
}

CitationCheck PlausibilityChecker::check(const LegalCitation& c) const
{
    switch (c.kind) {
    case CitationKind::Case:
        return checkCase(c);
    case CitationKind::ShortForm:
        if (c.antecedent < 0)
            return CitationCheck{CitationStatus::Unchecked, PlausibilityProblem::None,
                                 tr("No earlier citation this short form refers to was found.")};
        if (!c.volume.isEmpty())
            return checkCase(c);
        break;
    case CitationKind::Statute:
    case CitationKind::Regulation:
    case CitationKind::FederalRegister:
    case CitationKind::PublicLaw:
    case CitationKind::StatutesAtLarge:
    case CitationKind::ExecutiveOrder:
        break;
    }
    return CitationCheck{CitationStatus::Unchecked, PlausibilityProblem::None,
                         tr("Passed the offline checks but was not checked against an official source, so it is not "
                            "verified.")};
}

} // namespace lmars::verify
