// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lmars::parse {

/**
 * The text the citation finders read (issue 27): the same length as the text given, so every
 * offset still points into the original, with what may never be part of a citation blanked to
 * spaces: HTML or XML tags ("<em>", "</span>"), whole star-pagination and page-number elements
 * ("<span class=\"star-pagination\">*528</span>", "<page-number …>*1029</page-number>"), a plain
 * star page between a volume and its reporter ("135 *355 Mass. 147"), control and zero-width
 * characters, and blank-volume placeholders of a reporter ("— U.S. —", "___ Nev. ___", "---- L. Ed.
 * 2d ----") so the citations around them join up with their case name and year. In text with markup,
 * line breaks count as spaces (HTML's own rule).
 */
class CitationText final
{
public:
    static QString clean(const QString& text);
};

} // namespace lmars::parse
