// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/CitationKinds.h"

#include <QCoreApplication>
#include <QString>

namespace lmars::model {

/// The one translated display name of each citation kind and status, in the user's language.
class CitationNames final
{
    Q_DECLARE_TR_FUNCTIONS(CitationNames)

public:
    /// "case", "short form", "statute", "regulation", "Federal Register", "public law",
    /// "Statutes at Large", "executive order"
    static QString displayName(CitationKind kind);
    /// "verified", "mismatch", "not found", "ambiguous", "invalid", "implausible", "unchecked"
    static QString displayName(CitationStatus status);
    /// "binding", "persuasive", "not precedential", "not classified"
    static QString displayName(AuthorityKind kind);
};

} // namespace lmars::model
