// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationNames.h"

namespace lmars::model {

QString CitationNames::displayName(CitationKind kind)
{
    switch (kind) {
    case CitationKind::Case:
        return tr("case");
    case CitationKind::ShortForm:
        return tr("short form");
    case CitationKind::Statute:
        return tr("statute");
    case CitationKind::Regulation:
        return tr("regulation");
    case CitationKind::FederalRegister:
        return tr("Federal Register");
    case CitationKind::PublicLaw:
        return tr("public law");
    case CitationKind::StatutesAtLarge:
        return tr("Statutes at Large");
    case CitationKind::ExecutiveOrder:
        return tr("executive order");
    }
    return {};
}

QString CitationNames::displayName(CitationStatus status)
{
    switch (status) {
    case CitationStatus::Verified:
        return tr("verified");
    case CitationStatus::Mismatch:
        return tr("mismatch");
    case CitationStatus::NotFound:
        return tr("not found");
    case CitationStatus::Ambiguous:
        return tr("ambiguous");
    case CitationStatus::Invalid:
        return tr("invalid");
    case CitationStatus::Implausible:
        return tr("implausible");
    case CitationStatus::Unchecked:
        return tr("unchecked");
    }
    return {};
}

QString CitationNames::displayName(AuthorityKind kind)
{
    switch (kind) {
    case AuthorityKind::Binding:
        return tr("binding");
    case AuthorityKind::Persuasive:
        return tr("persuasive");
    case AuthorityKind::NotPrecedential:
        return tr("not precedential");
    case AuthorityKind::Unknown:
        break;
    }
    return tr("not classified");
}

} // namespace lmars::model
