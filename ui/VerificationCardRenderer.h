// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"

#include <QCoreApplication>

namespace lmars::ui {

class TimelineCard;

/**
 * The timeline's "Verification" card (issue 13, point 7), from the run's state alone so the live
 * run and a reopened session show the same: a badge (flagged / 0 flagged / none found / checking / not
 * checked), the counts, the flagged items with mismatches first and their reasons, "revised once"
 * when the answer was revised after failed checks, and the notes on what was not checked and why.
 */
class VerificationCardRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(VerificationCardRenderer)

public:
    /// The timeline key of the card.
    static QString key() { return QStringLiteral("verification"); }
    /// Whether the state has anything for the card (checks running, ran or recorded).
    static bool wanted(const model::ResearchState& state);
    static void render(TimelineCard* card, const model::ResearchState& state);

    /// At most this many flagged items are listed on the card; the rest are counted.
    static constexpr int kMaxListed = 8;
};

} // namespace lmars::ui
