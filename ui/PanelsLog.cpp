// SPDX-License-Identifier: GPL-3.0-or-later
#include "PanelsLog.h"

namespace lmars::ui {

Q_LOGGING_CATEGORY(lcLibraryUi, "lmars.ui.library")
Q_LOGGING_CATEGORY(lcHistoryUi, "lmars.ui.history")
Q_LOGGING_CATEGORY(lcExportUi, "lmars.ui.export")
Q_LOGGING_CATEGORY(lcVerifyUi, "lmars.ui.verify")

} // namespace lmars::ui
