// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace lmars::parse {

/// A stretch of a document's text under one heading path on one page.
struct DocumentSection
{
    int start = 0;          ///< offset in ParsedDocument::text
    int end = 0;            ///< one past the last character
    QString headingPath;    ///< "Chapter 1 > Section 2", empty before the first heading
    int page = 0;           ///< 1-based page, 0 when the format has no pages
    int ocrConfidence = -1; ///< read by OCR with this mean confidence (0..100); -1: a text layer
};

/// The text of one document as a parser extracted it. Sections are ordered and do not overlap.
struct ParsedDocument
{
    QString title;
    QString type; ///< "md", "txt", "html", "pdf", "docx", "image"
    int pageCount = 0;
    QString validFrom; ///< yyyy-MM-dd from front matter, else empty
    QString validTo;
    QString text;
    QList<DocumentSection> sections;
    QString notes;           ///< what the reader reported while reading (poppler's error count), for the file's status
    int ocrPages = 0;        ///< pages read by OCR
    bool ocrPending = false; ///< ParseLimits::deferOcr left pages for OCR: read the file again without it
    /// Why pages have no text, should the document have none: "Scanned pages: OCR is off", …
    QString noTextReason;
};

} // namespace lmars::parse
