// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "parse/ParseLimits.h"
#include "parse/ParsedDocument.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

namespace Poppler {
class Document;
}

namespace lmars::parse {

struct IsolatedOutcome;

/**
 * PDF through poppler-qt6: the text of each page becomes its own section with its page number.
 * Text outside a page's crop box is read too (PdfPageBoxes). A page without a usable text layer
 * is rendered at 300 dpi and read by OCR (OcrEngine) when the limits allow it, in the same child,
 * each page with its own time limit and reported as progress; its section carries OCR's
 * confidence.
 * Poppler runs in a child process (IsolatedCall) under the limits' time and memory bounds, so a
 * hostile PDF is stopped with a reason instead of hanging the caller; poppler's error messages
 * are counted and summarised in ParsedDocument::notes or in the error, never printed.
 */
class PdfParser final
{
    Q_DECLARE_TR_FUNCTIONS(PdfParser)

public:
    /// Called (in the caller's thread) as OCR starts on a page: 1-based page, pages in the file.
    using PageProgress = std::function<void(int page, int pages)>;
    /// Pages with fewer readable characters than this (or more unreadable than readable) have no
    /// usable text layer: OCR reads them when it is on.
    static constexpr int kMinTextLayerChars = 8;

    static Result<ParsedDocument> parse(const QString& path, const QString& fallbackTitle,
                                        const ParseLimits& limits = {}, const CancelToken& cancel = {},
                                        const PageProgress& progress = {});
    /// The extraction itself, in this process and without limits (the child's work; fuzzing),
    /// text layer only.
    static Result<ParsedDocument> parseInProcess(const QString& path, const QString& fallbackTitle);
    /// The same with OCR as limits say (in the child).
    static Result<ParsedDocument> parseInProcess(const QString& path, const QString& fallbackTitle,
                                                 const ParseLimits& limits);
    static Result<ParsedDocument> parseDataInProcess(const QByteArray& data, const QString& fallbackTitle);

    /// "The PDF reader reported 441 errors; the first: …", empty when it reported none.
    static QString readerReport(const IsolatedOutcome& outcome);

private:
    static Result<ParsedDocument> extract(std::unique_ptr<Poppler::Document> pdf, const QString& fallbackTitle,
                                          const ParseLimits& limits);
};

} // namespace lmars::parse
