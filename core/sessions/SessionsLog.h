// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace lmars::store {

/// Logging category "lmars.core.sessions".
Q_DECLARE_LOGGING_CATEGORY(lcSessions)

} // namespace lmars::store
