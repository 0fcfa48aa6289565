// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Verification.h"

#include <QCoreApplication>
#include <QString>

namespace lmars::exporting {

/**
 * What a verified case is worth in the forum court (issue 27, point 2) as people read it, beside
 * its verification badge: "Binding", "Persuasive" or "Not precedential", the reason as its tooltip
 * ("assumed forum: …" when the forum was assumed from the research's jurisdiction). Shared by the
 * exports (HTML badges, the Citation check section) and the window (sources panel, document check).
 */
class AuthorityBadge final
{
    Q_DECLARE_TR_FUNCTIONS(AuthorityBadge)

public:
    /// Whether the citation shows a badge: a verified case classified binding, persuasive or not
    /// precedential (not when no forum or no citing court was known).
    static bool shown(const model::VerifiedCitation& citation);
    /// "Binding", "Persuasive", "Not precedential"; empty for Unknown.
    static QString label(model::AuthorityKind kind);
    /// The reason in words, then "assumed forum: X" on its own line when the forum was assumed.
    static QString tooltip(const model::Authority& authority);
    /// CSS class suffix: "binding", "persuasive" or "none".
    static QString tone(model::AuthorityKind kind);
    /// `<span class="abadge abadge-TONE" data-tip="…">Binding</span>`, everything escaped; empty when
    /// the citation shows no badge.
    static QString html(const model::VerifiedCitation& citation);
    /// "Binding — reason" for the Markdown export and plain text; empty when no badge is shown.
    static QString text(const model::VerifiedCitation& citation);
};

} // namespace lmars::exporting
