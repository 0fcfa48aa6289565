// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/ParsedDocument.h"

#include <QByteArray>

namespace lmars::parse {

/**
 * HTML5 (gumbo, UTF-8 input) to text: scripts, styles, form controls and hidden elements are
 * dropped, and so are navigation, headers, footers and asides unless one wraps the page (holds
 * <main>/<article> or most of the text). Forms are kept: ASP.NET pages wrap the whole page in one.
 * Block elements become paragraphs and h1..h6 become the heading path.
 * Title: <title>, else the first h1, else the fallback.
 */
class HtmlParser final
{
public:
    static ParsedDocument parse(const QByteArray& html, const QString& fallbackTitle);
};

} // namespace lmars::parse
