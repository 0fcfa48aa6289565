// SPDX-License-Identifier: GPL-3.0-or-later
#include "CmarkNodes.h"

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

} // namespace lmars::exporting
