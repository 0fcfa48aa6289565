// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationKinds.h"

#include "EnumNames.h"

namespace lmars::model {

QString citationKindName(CitationKind kind)
{
    switch (kind) {
    case CitationKind::Case:
        return QStringLiteral("case");
    case CitationKind::ShortForm:
        return QStringLiteral("short_form");
    case CitationKind::Statute:
        return QStringLiteral("statute");
    case CitationKind::Regulation:
        return QStringLiteral("regulation");
    case CitationKind::FederalRegister:
        return QStringLiteral("federal_register");
    case CitationKind::PublicLaw:
        return QStringLiteral("public_law");
    case CitationKind::StatutesAtLarge:
        return QStringLiteral("statutes_at_large");
    case CitationKind::ExecutiveOrder:
        return QStringLiteral("executive_order");
    }
    return QStringLiteral("case");
}

bool parseCitationKind(const QString& text, CitationKind* out)
{
    return parseByName(text, out, [](CitationKind k) { return citationKindName(k); });
}

QString citationStatusName(CitationStatus status)
{
    switch (status) {
    case CitationStatus::Verified:
        return QStringLiteral("verified");
    case CitationStatus::Mismatch:
        return QStringLiteral("mismatch");
    case CitationStatus::NotFound:
        return QStringLiteral("not_found");
    case CitationStatus::Ambiguous:
        return QStringLiteral("ambiguous");
    case CitationStatus::Invalid:
        return QStringLiteral("invalid");
    case CitationStatus::Implausible:
        return QStringLiteral("implausible");
    case CitationStatus::Unchecked:
        return QStringLiteral("unchecked");
    }
    return QStringLiteral("unchecked");
}

bool parseCitationStatus(const QString& text, CitationStatus* out)
{
    return parseByName(text, out, [](CitationStatus s) { return citationStatusName(s); });
}

bool isFlagged(CitationStatus status)
{
    return status != CitationStatus::Verified && status != CitationStatus::Unchecked;
}

int reviewRank(CitationStatus status)
{
    switch (status) {
    case CitationStatus::Mismatch:
        return 0;
    case CitationStatus::NotFound:
        return 1;
    case CitationStatus::Invalid:
        return 2;
    case CitationStatus::Implausible:
        return 3;
    case CitationStatus::Ambiguous:
        return 4;
    case CitationStatus::Unchecked:
        return 5;
    case CitationStatus::Verified:
        break;
    }
    return 6;
}

QString plausibilityProblemName(PlausibilityProblem problem)
{
    switch (problem) {
    case PlausibilityProblem::None:
        return {};
    case PlausibilityProblem::UnknownReporter:
        return QStringLiteral("unknown_reporter");
    case PlausibilityProblem::YearOutsideEdition:
        return QStringLiteral("year_outside_edition");
    case PlausibilityProblem::CourtNotInReporter:
        return QStringLiteral("court_not_in_reporter");
    case PlausibilityProblem::PinBeforeFirstPage:
        return QStringLiteral("pin_before_first_page");
    }
    return {};
}

bool parsePlausibilityProblem(const QString& text, PlausibilityProblem* out)
{
    return parseByName(text, out, [](PlausibilityProblem p) { return plausibilityProblemName(p); });
}

QString historyTreatmentName(HistoryTreatment treatment)
{
    switch (treatment) {
    case HistoryTreatment::Affirmed:
        return QStringLiteral("affirmed");
    case HistoryTreatment::Reversed:
        return QStringLiteral("reversed");
    case HistoryTreatment::Vacated:
        return QStringLiteral("vacated");
    case HistoryTreatment::Modified:
        return QStringLiteral("modified");
    case HistoryTreatment::Overruled:
        return QStringLiteral("overruled");
    case HistoryTreatment::Abrogated:
        return QStringLiteral("abrogated");
    case HistoryTreatment::CertDenied:
        return QStringLiteral("cert_denied");
    case HistoryTreatment::CertGranted:
        return QStringLiteral("cert_granted");
    case HistoryTreatment::Superseded:
        return QStringLiteral("superseded");
    }
    return {};
}

bool parseHistoryTreatment(const QString& text, HistoryTreatment* out)
{
    return parseByName(text, out, [](HistoryTreatment t) { return historyTreatmentName(t); });
}

bool isNegative(HistoryTreatment treatment)
{
    return treatment == HistoryTreatment::Reversed || treatment == HistoryTreatment::Vacated ||
           treatment == HistoryTreatment::Overruled || treatment == HistoryTreatment::Abrogated ||
           treatment == HistoryTreatment::Superseded;
}

QString authorityKindName(AuthorityKind kind)
{
    switch (kind) {
    case AuthorityKind::Unknown:
        return QStringLiteral("unknown");
    case AuthorityKind::Binding:
        return QStringLiteral("binding");
    case AuthorityKind::Persuasive:
        return QStringLiteral("persuasive");
    case AuthorityKind::NotPrecedential:
        return QStringLiteral("not_precedential");
    }
    return {};
}

bool parseAuthorityKind(const QString& text, AuthorityKind* out)
{
    return parseByName(text, out, [](AuthorityKind k) { return authorityKindName(k); });
}

} // namespace lmars::model
