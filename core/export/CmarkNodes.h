// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

struct cmark_node;

namespace lmars::exporting {

/// New inline nodes for a cmark-gfm tree, from Qt strings (UTF-8 inside cmark).
class CmarkNodes final
{
public:
    /// A text node: cmark escapes it when rendering.
    static cmark_node* text(const QString& text);
    /// Raw inline HTML, rendered as given (the caller escapes what it puts in).
    static cmark_node* html(const QString& html);
};

} // namespace lmars::exporting
