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

/// What a later decision written after a citation did to it (subsequent history, issue 27).
enum class HistoryTreatment
{
    Affirmed,    ///< "affirmed": aff'd
    Reversed,    ///< "reversed": rev'd
    Vacated,     ///< "vacated"
    Modified,    ///< "modified"
    Overruled,   ///< "overruled": overruled by
    Abrogated,   ///< "abrogated": abrogated by
    CertDenied,  ///< "cert_denied"
    CertGranted, ///< "cert_granted"
    Superseded   ///< "superseded": superseded by statute
};
Q_ENUM_NS(HistoryTreatment)

/// Whether a cited decision binds the forum court (issue 27, point 2).
enum class AuthorityKind
{
    Unknown,        ///< "unknown": not classified (no forum, or the citing court is not known)
    Binding,        ///< "binding"
    Persuasive,     ///< "persuasive"
    NotPrecedential ///< "not_precedential": unpublished, a trial court's decision, ...
};
Q_ENUM_NS(AuthorityKind)

} // namespace citations

using citations::AuthorityKind;
using citations::CitationKind;
using citations::CitationStatus;
using citations::HistoryTreatment;
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

/// "affirmed", "reversed", "vacated", "modified", "overruled", "abrogated", "cert_denied",
/// "cert_granted", "superseded"
QString historyTreatmentName(HistoryTreatment treatment);
bool parseHistoryTreatment(const QString& text, HistoryTreatment* out);
/// True for treatment that casts doubt on the earlier decision (reversed, vacated, overruled, ...).
bool isNegative(HistoryTreatment treatment);

/// "unknown", "binding", "persuasive", "not_precedential"
QString authorityKindName(AuthorityKind kind);
bool parseAuthorityKind(const QString& text, AuthorityKind* out);

} // namespace lmars::model
