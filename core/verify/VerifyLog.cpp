// SPDX-License-Identifier: GPL-3.0-or-later
#include "VerifyLog.h"

Q_LOGGING_CATEGORY(lcVerify, "lmars.core.verify", QtInfoMsg)
