// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace lmars::embed {

/// Logging category "lmars.core.embed". Never log API keys or the texts embedded above debug level.
Q_DECLARE_LOGGING_CATEGORY(lcEmbed)

} // namespace lmars::embed
