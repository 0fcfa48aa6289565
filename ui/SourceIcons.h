// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Domain.h"

#include <QIcon>

namespace lmars::ui {

/// Small painted icons for source types (no image files, crisp at any device pixel ratio).
class SourceIcons final
{
public:
    /// A rounded badge with the type's letter (W, C, D, O) in the type's colour.
    static QIcon typeIcon(model::SourceType type);
};

} // namespace lmars::ui
