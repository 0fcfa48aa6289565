// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

/**
 * The vocabulary of citation checking (issue 13): what kind of authority a citation names and
 * what a check found. Enums inside the program; strings only at the boundaries through the
 * *Name() and parse*() functions, user-visible text through CitationNames.
 */
namespace lmars::model {

/// Its own meta-object namespace (Domain.h has lmars::model's); the names are used as model::X.
namespace citations {
Q_NAMESPACE

enum class CitationKind
{
    Case,            ///< "case": volume reporter page, a neutral or a database citation
    ShortForm,       ///< "short_form": Id., "Smith, 123 F.3d at 460", "Smith, supra"
    Statute,         ///< "statute": U.S.C. and state codes
    Regulation,      ///< "regulation": C.F.R. and state administrative codes
    FederalRegister, ///< "federal_register": 90 Fed. Reg. 8237
    PublicLaw,       ///< "public_law": Pub. L. No. 117-58
    StatutesAtLarge, ///< "statutes_at_large": 135 Stat. 429
    ExecutiveOrder   ///< "executive_order": Exec. Order No. 14110
};
Q_ENUM_NS(CitationKind)

enum class CitationStatus
{
    Verified,    ///< "verified": a positive check against an authoritative source
    Mismatch,    ///< "mismatch": the citation exists but names a different case
    NotFound,    ///< "not_found"
    Ambiguous,   ///< "ambiguous": several cases share the citation
    Invalid,     ///< "invalid": the lookup service rejects the reporter
    Implausible, ///< "implausible": an offline check shows it cannot be right
    Unchecked    ///< "unchecked": no check was possible; the reason says why
};
Q_ENUM_NS(CitationStatus)

/// Which offline check flagged a citation (none when it passed them all).
enum class PlausibilityProblem
{
    None,               ///< ""
    UnknownReporter,    ///< "unknown_reporter"
    YearOutsideEdition, ///< "year_outside_edition"
    CourtNotInReporter, ///< "court_not_in_reporter"
    PinBeforeFirstPage  ///< "pin_before_first_page"
};
Q_ENUM_NS(PlausibilityProblem)

} // namespace citations

using citations::CitationKind;
using citations::CitationStatus;
using citations::PlausibilityProblem;

/// "case", "short_form", "statute", "regulation", "federal_register", "public_law",
/// "statutes_at_large", "executive_order"
QString citationKindName(CitationKind kind);
bool parseCitationKind(const QString& text, CitationKind* out);

/// "verified", "mismatch", "not_found", "ambiguous", "invalid", "implausible", "unchecked"
QString citationStatusName(CitationStatus status);
bool parseCitationStatus(const QString& text, CitationStatus* out);
/// True for the statuses a user must look at (mismatch, not found, ambiguous, invalid, implausible).
bool isFlagged(CitationStatus status);
/// The order a reviewer reads statuses in, most dangerous first: mismatch 0, not found, invalid,
/// implausible, ambiguous, unchecked, verified 6.
int reviewRank(CitationStatus status);

/// "", "unknown_reporter", "year_outside_edition", "court_not_in_reporter", "pin_before_first_page"
QString plausibilityProblemName(PlausibilityProblem problem);
bool parsePlausibilityProblem(const QString& text, PlausibilityProblem* out);

} // namespace lmars::model
