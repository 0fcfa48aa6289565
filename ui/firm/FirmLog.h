// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace lmars::ui {

/// "lmars.ui.firm": the firm server settings, the backend status and matters in the GUI.
Q_DECLARE_LOGGING_CATEGORY(lcFirmUi)

} // namespace lmars::ui
