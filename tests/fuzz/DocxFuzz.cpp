// SPDX-License-Identifier: GPL-3.0-or-later
// DOCX: a zip archive (libzip) when the input starts with "PK", else word/document.xml itself
// (QXmlStreamReader), so that both layers are explored.
#include "FuzzChecks.h"
#include "parse/DocxParser.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace lmars;
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    if (bytes.startsWith("PK")) {
        const Result<parse::ParsedDocument> doc = parse::DocxParser::parseData(bytes, QStringLiteral("fallback"));
        if (doc)
            lmars::fuzz::checkDocument(doc.value());
    } else {
        QString title;
        lmars::fuzz::checkDocument(parse::DocxParser::parseDocumentXml(bytes, &title));
    }
    return 0;
}
