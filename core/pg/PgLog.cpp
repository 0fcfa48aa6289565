// SPDX-License-Identifier: GPL-3.0-or-later
#include "PgLog.h"

namespace lmars::store {

Q_LOGGING_CATEGORY(lcPg, "lmars.core.pg")

} // namespace lmars::store
