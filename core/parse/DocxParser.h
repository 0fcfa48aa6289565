// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "parse/ParsedDocument.h"

#include <QCoreApplication>

struct zip;

namespace lmars::parse {

/**
 * Word .docx: word/document.xml read with libzip and QXmlStreamReader. Paragraphs styled
 * Title/Heading1..9 (or with an outline level) become headings; tables become tab-separated rows.
 * Title: docProps/core.xml dc:title, else the Title-styled paragraph or first heading.
 */
class DocxParser final
{
    Q_DECLARE_TR_FUNCTIONS(DocxParser)

public:
    static Result<ParsedDocument> parse(const QString& path, const QString& fallbackTitle);
    /// The same from the bytes of a .docx file (fuzzing).
    static Result<ParsedDocument> parseData(const QByteArray& data, const QString& fallbackTitle);
    /// Parses document.xml content (exposed for tests).
    static ParsedDocument parseDocumentXml(const QByteArray& xml, QString* styledTitle);

private:
    /// Reads an open archive (null when it could not be opened) and closes it.
    static Result<ParsedDocument> parseArchive(zip* archive, const QString& fallbackTitle);
};

} // namespace lmars::parse
