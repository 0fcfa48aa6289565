// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace lmars::store {

/// Logging category "lmars.core.server".
Q_DECLARE_LOGGING_CATEGORY(lcServer)

} // namespace lmars::store
