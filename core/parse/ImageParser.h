// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "parse/ParseLimits.h"
#include "parse/ParsedDocument.h"
#include "parse/PdfParser.h"

#include <QCoreApplication>

namespace lmars::parse {

/**
 * Image files (PNG, JPEG, TIFF including multi-page TIFF) as documents: each image (TIFF page)
 * is read by OCR and becomes a page of its own, its section carrying OCR's confidence. Leptonica
 * decodes the image and Tesseract reads it, both in an isolated child (IsolatedCall) under the
 * limits' memory bound and per-page time limit, as for a PDF; progress is reported per page.
 */
class ImageParser final
{
    Q_DECLARE_TR_FUNCTIONS(ImageParser)

public:
    static QStringList suffixes();
    static Result<ParsedDocument> parse(const QString& path, const QString& fallbackTitle,
                                        const ParseLimits& limits = {}, const CancelToken& cancel = {},
                                        const PdfParser::PageProgress& progress = {});
    /// The reading itself, in this process and without bounds (the child's work).
    static Result<ParsedDocument> parseInProcess(const QString& path, const QString& fallbackTitle,
                                                 const ParseLimits& limits);
};

} // namespace lmars::parse
