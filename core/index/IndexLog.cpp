// SPDX-License-Identifier: GPL-3.0-or-later
#include "IndexLog.h"

namespace lmars::store {

Q_LOGGING_CATEGORY(lcIndex, "lmars.core.index")

} // namespace lmars::store
