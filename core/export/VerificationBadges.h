// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Verification.h"

struct cmark_node;

namespace lmars::exporting {

/**
 * Puts the verification record's status badges into a parsed answer (HtmlRenderer's cmark tree):
 * each citation is wrapped in `<span class="vcite vcite-TONE">` followed by its badge, each checked
 * claim gets a badge at the end of its sentence. The record's offsets are into the answer's
 * Markdown, which the tree no longer has, so each item is found by its own text in the tree's text
 * nodes, in answer order (a repeated citation maps to its next occurrence); an item whose text
 * crosses Markdown markup is found by the part after the markup; one that cannot be found gets no
 * badge (the Citation check section still lists it). The Markdown itself is never changed.
 *
 * A badge is `<a class="vbadge vbadge-TONE" data-tip="…">✗ mismatch</a>` with an href to the
 * CourtListener or official page when there is one (opened like any web link), else a `<span>`.
 */
class VerificationBadges final
{
public:
    /// Call after the tree's text nodes are consolidated and before [n] markers become links.
    static void apply(cmark_node* document, const model::Verification& verification);
    /// The badge markup of one item (also used by the Citation check section).
    static QString badgeHtml(const QString& tone, const QString& label, const QString& tip, const QString& link);
};

} // namespace lmars::exporting
