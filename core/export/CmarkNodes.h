// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

struct cmark_node;
struct cmark_parser;

namespace lmars::exporting {

/// New inline nodes for a cmark-gfm tree, from Qt strings (UTF-8 inside cmark), and the parser both renderers use.
class CmarkNodes final
{
public:
    /// A text node: cmark escapes it when rendering.
    static cmark_node* text(const QString& text);
    /// Raw inline HTML, rendered as given (the caller escapes what it puts in).
    static cmark_node* html(const QString& html);
    /// A GitHub-flavoured parser: tables, strikethrough and autolinks when the extensions are there.
    /// The caller frees it (cmark_parser_free) after the last use of its extensions.
    static cmark_parser* gfmParser();
    /// Parses markdown with parser; the caller frees the tree (cmark_node_free).
    static cmark_node* parse(cmark_parser* parser, const QString& markdown);
};

} // namespace lmars::exporting
