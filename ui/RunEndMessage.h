// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"

#include <QString>

namespace lmars::ui {

/**
 * What the main window's status bar says when a run or a continuation of its answer ends: done with
 * how many sources, cancelled (how fast, what was kept), a continuation's outcome, or why the run
 * failed. A failure stays until it is replaced (timeoutMs 0); the rest for ten seconds. The words
 * are the main window's (its translation context).
 */
class RunEndMessage final
{
public:
    QString text;
    int timeoutMs = 0;    ///< 0: until replaced
    bool failure = false; ///< the run failed: the message holds until the configuration changes

    /// continued: the run was a continuation of an answer; cancelLatencyMs: how long a cancel took (-1: none asked).
    static RunEndMessage of(const model::ResearchState& state, bool continued, const QString& error,
                            qint64 cancelLatencyMs);
};

} // namespace lmars::ui
