// SPDX-License-Identifier: GPL-3.0-or-later
#include "ParseLog.h"

Q_LOGGING_CATEGORY(lcParse, "lmars.core.parse", QtInfoMsg)
