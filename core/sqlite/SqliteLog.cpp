// SPDX-License-Identifier: GPL-3.0-or-later
#include "SqliteLog.h"

namespace lmars::store {

Q_LOGGING_CATEGORY(lcSqlite, "lmars.core.sqlite")

} // namespace lmars::store
