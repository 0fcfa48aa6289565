// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/ParsedDocument.h"

#include <QStringList>

namespace lmars::parse {

/// Collects the blocks a parser finds into a ParsedDocument, tracking heading path and page.
class DocumentBuilder final
{
public:
    /// A heading of level 1..9: ends the current section and becomes part of the heading path.
    void heading(int level, const QString& text);
    /// A block of text (paragraph, list item, table row); whitespace is kept inside, trimmed at the ends.
    void paragraph(const QString& text);
    /// Later text is on this 1-based page; ocrConfidence >= 0 when OCR read it (see DocumentSection).
    void page(int number, int ocrConfidence = -1);

    QString firstHeading() const { return m_firstHeading; }
    int ocrPages() const { return m_doc.ocrPages; }
    bool isEmpty() const { return m_doc.text.trimmed().isEmpty(); }
    /// The finished document (title and type are left to the parser).
    ParsedDocument take();

private:
    void closeSection();

    ParsedDocument m_doc;
    QStringList m_headings; ///< by level - 1; empty entries are skipped in the path
    QString m_firstHeading;
    int m_sectionStart = 0;
    int m_page = 0;
    int m_ocrConfidence = -1;
};

} // namespace lmars::parse
