// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace lmars::store {

/// Logging category "lmars.core.index".
Q_DECLARE_LOGGING_CATEGORY(lcIndex)

} // namespace lmars::store
