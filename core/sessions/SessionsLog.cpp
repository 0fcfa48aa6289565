// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionsLog.h"

namespace lmars::store {

Q_LOGGING_CATEGORY(lcSessions, "lmars.core.sessions")

} // namespace lmars::store
