// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "parse/ParseLimits.h"
#include "parse/ParsedDocument.h"

#include <QCoreApplication>

#include <memory>

namespace Poppler {
class Document;
}

namespace lmars::parse {

struct IsolatedOutcome;

/**
 * PDF through poppler-qt6: the text of each page becomes its own section with its page number.
 * Poppler runs in a child process (IsolatedCall) under the limits' time and memory bounds, so a
 * hostile PDF is stopped with a reason instead of hanging the caller; poppler's error messages
 * are counted and summarised in ParsedDocument::notes or in the error, never printed.
 */
class PdfParser final
{
    Q_DECLARE_TR_FUNCTIONS(PdfParser)

public:
    static Result<ParsedDocument> parse(const QString& path, const QString& fallbackTitle,
                                        const ParseLimits& limits = {}, const CancelToken& cancel = {});
    /// The extraction itself, in this process and without limits (the child's work; fuzzing).
    static Result<ParsedDocument> parseInProcess(const QString& path, const QString& fallbackTitle);
    static Result<ParsedDocument> parseDataInProcess(const QByteArray& data, const QString& fallbackTitle);

    /// "The PDF reader reported 441 errors; the first: …", empty when it reported none.
    static QString readerReport(const IsolatedOutcome& outcome);

private:
    static Result<ParsedDocument> extract(std::unique_ptr<Poppler::Document> pdf, const QString& fallbackTitle);
};

} // namespace lmars::parse
