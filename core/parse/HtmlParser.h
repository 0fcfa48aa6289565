// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/ParsedDocument.h"

#include <QByteArray>

namespace lmars::parse {

/**
 * HTML5 (gumbo, UTF-8 input) to text: scripts, styles, form controls and hidden elements are
 * dropped (a dialog that is aria-hidden until opened is kept: court sites put opinion summaries in
 * one). Page furniture is dropped too: navigation, headers, footers and asides, ARIA roles
 * navigation/banner/contentinfo/complementary/search/menu, blocks whose class or id names them
 * (nav, menu, breadcrumb, footer, cookie, consent, share, social, skip, sidebar, pager), site search
 * forms, and lists or blocks whose text is nearly all link text; unless one wraps the page (holds
 * <main>/<article>, or most of the text without being mostly links). A page without <main> whose
 * remaining text would be next to nothing is read whole. Other forms are kept: ASP.NET pages wrap
 * the whole page in one.
 * Block elements become paragraphs and h1..h6 become the heading path.
 * Title: <title>, else the first h1, else the fallback.
 */
class HtmlParser final
{
public:
    static ParsedDocument parse(const QByteArray& html, const QString& fallbackTitle);
};

} // namespace lmars::parse
