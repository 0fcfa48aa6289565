// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelLog.h"

Q_LOGGING_CATEGORY(lcModel, "lmars.core.model", QtInfoMsg)
