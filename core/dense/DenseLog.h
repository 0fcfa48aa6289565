// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace lmars::dense {

/// Logging category "lmars.core.dense".
Q_DECLARE_LOGGING_CATEGORY(lcDense)

} // namespace lmars::dense
