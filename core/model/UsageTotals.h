// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace lmars::model {

/// Totals over every call a chat model made (thread-safe snapshot).
struct UsageTotals
{
    int calls = 0;
    qint64 promptTokens = 0;
    qint64 completionTokens = 0;
    qint64 reasoningTokens = 0; ///< part of completionTokens, when the server reports them
};

} // namespace lmars::model
