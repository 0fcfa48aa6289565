// SPDX-License-Identifier: GPL-3.0-or-later
#include "CmarkNodes.h"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>

namespace lmars::exporting {

cmark_node* CmarkNodes::text(const QString& text)
{
    cmark_node* n = cmark_node_new(CMARK_NODE_TEXT);
    cmark_node_set_literal(n, text.toUtf8().constData());
    return n;
}

cmark_node* CmarkNodes::html(const QString& html)
{
    cmark_node* n = cmark_node_new(CMARK_NODE_HTML_INLINE);
    cmark_node_set_literal(n, html.toUtf8().constData());
    return n;
}

cmark_parser* CmarkNodes::gfmParser()
{
    cmark_gfm_core_extensions_ensure_registered();
    cmark_parser* parser = cmark_parser_new(CMARK_OPT_VALIDATE_UTF8);
    for (const char* name : {"table", "strikethrough", "autolink"}) {
        if (cmark_syntax_extension* ext = cmark_find_syntax_extension(name))
            cmark_parser_attach_syntax_extension(parser, ext);
    }
    return parser;
}

cmark_node* CmarkNodes::parse(cmark_parser* parser, const QString& markdown)
{
    const QByteArray utf8 = markdown.toUtf8();
    cmark_parser_feed(parser, utf8.constData(), size_t(utf8.size()));
    return cmark_parser_finish(parser);
}

} // namespace lmars::exporting
