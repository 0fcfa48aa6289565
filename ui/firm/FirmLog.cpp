// SPDX-License-Identifier: GPL-3.0-or-later
#include "FirmLog.h"

namespace lmars::ui {

Q_LOGGING_CATEGORY(lcFirmUi, "lmars.ui.firm")

} // namespace lmars::ui
