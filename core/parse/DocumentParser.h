// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "parse/ParseLimits.h"
#include "parse/ParsedDocument.h"
#include "parse/PdfParser.h"

#include <QCoreApplication>
#include <QStringList>

namespace lmars::parse {

/**
 * Reads any supported file (.md, .markdown, .txt, .html, .htm, .pdf, .docx; .png, .jpg, .jpeg,
 * .tif, .tiff by OCR) into a ParsedDocument.
 * Empty, oversized, binary-disguised, corrupt and encrypted files, files without any text and
 * PDFs that take too long or too much memory to read give an Error with a one-sentence reason;
 * nothing here throws, aborts or hangs.
 */
class DocumentParser final
{
    Q_DECLARE_TR_FUNCTIONS(DocumentParser)

public:
    static constexpr qint64 kDefaultMaxBytes = ParseLimits::kDefaultMaxBytes;
    /// A PDF's "%PDF-" header may follow junk, as long as it starts within this many bytes (as in PDF readers).
    static constexpr qsizetype kPdfHeaderWindow = 1024;

    static QStringList supportedSuffixes();
    /// Text formats (what a citation check reads); images are read by parse() too, see isLibraryFile.
    static bool isSupported(const QString& path);
    /// What the library indexes: the supported formats and images (PNG, JPEG, TIFF; read by OCR).
    static bool isLibraryFile(const QString& path);
    static Result<ParsedDocument> parse(const QString& path, qint64 maxBytes = kDefaultMaxBytes);
    /// progress: OCR's page progress (PDF pages without a text layer, images), in this thread.
    static Result<ParsedDocument> parse(const QString& path, const ParseLimits& limits, const CancelToken& cancel = {},
                                        const PdfParser::PageProgress& progress = {});
    /// Decodes text bytes (see TextDecoder::decodeText); fails when the bytes look binary.
    static Result<QString> decodeText(const QByteArray& bytes);
};

} // namespace lmars::parse
