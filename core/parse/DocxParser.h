// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "parse/DocxStyles.h"
#include "parse/ParsedDocument.h"

#include <QCoreApplication>

struct zip;

namespace lmars::parse {

/**
 * Word .docx: word/document.xml read with libzip and QXmlStreamReader. Paragraphs whose style is a
 * heading style (DocxStyles: named "heading N" or "Title", or with an outline level, from
 * word/styles.xml) or that set an outline level 0..8 themselves become headings; numbering alone
 * does not, a paragraph's outline level 9 ("body text") overrides its style, and a "heading"
 * longer than kMaxHeadingChars is body text. Tables become tab-separated rows.
 * Title: docProps/core.xml dc:title, else the Title-styled paragraph or first heading.
 */
class DocxParser final
{
    Q_DECLARE_TR_FUNCTIONS(DocxParser)

public:
    /// Longer "headings" are whole clauses styled as headings (seen in contract templates).
    static constexpr int kMaxHeadingChars = 200;

    static Result<ParsedDocument> parse(const QString& path, const QString& fallbackTitle);
    /// The same from the bytes of a .docx file (fuzzing).
    static Result<ParsedDocument> parseData(const QByteArray& data, const QString& fallbackTitle);
    /// Parses document.xml content (exposed for tests).
    static ParsedDocument parseDocumentXml(const QByteArray& xml, QString* styledTitle,
                                           const DocxStyles& styles = DocxStyles());

private:
    /// Reads an open archive (null when it could not be opened) and closes it.
    static Result<ParsedDocument> parseArchive(zip* archive, const QString& fallbackTitle);
};

} // namespace lmars::parse
