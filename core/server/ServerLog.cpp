// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerLog.h"

namespace lmars::store {

Q_LOGGING_CATEGORY(lcServer, "lmars.core.server")

} // namespace lmars::store
