// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/ParsedDocument.h"

namespace lmars::parse {

/// Markdown (.md: front matter, ATX and setext headings, fenced code kept as text) and plain text (.txt).
class TextDocumentParser final
{
public:
    static ParsedDocument parseMarkdown(const QString& text, const QString& fallbackTitle);
    static ParsedDocument parsePlainText(const QString& text, const QString& fallbackTitle);
};

} // namespace lmars::parse
