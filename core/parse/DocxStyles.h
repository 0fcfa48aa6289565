// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace lmars::parse {

/**
 * A .docx file's paragraph styles (word/styles.xml), for telling headings from body text. A
 * style is a heading when its name is "heading 1".."heading 9" or "Title" (the built-in names,
 * whatever the style's id: "berschrift1" in a German template is named "heading 1"), or when it
 * or a style it is based on sets an outline level 0..8. Numbering and formatting do not make a
 * heading. Without styles.xml, ids "Heading1".."Heading9" and "Title" are taken at their word.
 */
class DocxStyles final
{
public:
    static DocxStyles fromXml(const QByteArray& stylesXml);

    /// 1..9 for a heading style, 0 for body text; *isTitle for the Title style.
    int headingLevel(const QString& styleId, bool* isTitle) const;

private:
    struct Style
    {
        QString name;
        QString basedOn;
        int outlineLevel = -1; ///< 0..9 when the style sets one (9 is body text)
    };
    int levelOf(const QString& styleId, bool* isTitle, int depth) const;

    QHash<QString, Style> m_styles; ///< by style id
};

} // namespace lmars::parse
