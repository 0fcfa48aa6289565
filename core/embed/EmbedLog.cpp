// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbedLog.h"

namespace lmars::embed {

Q_LOGGING_CATEGORY(lcEmbed, "lmars.core.embed")

} // namespace lmars::embed
