// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLoggingCategory>

namespace lmars::ui {

/// "lmars.ui.library": the library panel.
Q_DECLARE_LOGGING_CATEGORY(lcLibraryUi)
/// "lmars.ui.history": the history sidebar and session loading.
Q_DECLARE_LOGGING_CATEGORY(lcHistoryUi)
/// "lmars.ui.export": PDF and file exports.
Q_DECLARE_LOGGING_CATEGORY(lcExportUi)
/// "lmars.ui.verify": the document citation check.
Q_DECLARE_LOGGING_CATEGORY(lcVerifyUi)

} // namespace lmars::ui
