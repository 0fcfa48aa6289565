// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/ParsedDocument.h"

#include <QByteArray>

namespace lmars::parse {

/**
 * HTML5 (gumbo) to text: scripts, styles, navigation, headers, footers, asides, forms and hidden
 * elements are dropped; block elements become paragraphs and h1..h6 become the heading path.
 * Title: <title>, else the first h1, else the fallback.
 */
class HtmlParser final
{
public:
    static ParsedDocument parse(const QByteArray& html, const QString& fallbackTitle);
};

} // namespace lmars::parse
