// SPDX-License-Identifier: GPL-3.0-or-later
#include "DenseLog.h"

namespace lmars::dense {

Q_LOGGING_CATEGORY(lcDense, "lmars.core.dense")

} // namespace lmars::dense
