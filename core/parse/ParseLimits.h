// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtGlobal>

namespace lmars::parse {

/**
 * Bounds on reading one file. A PDF is read in a child process (IsolatedCall) because poppler
 * cannot be interrupted: past the time limit or the memory bound the child is stopped and the file
 * gets that reason; the rest of a run goes on.
 */
struct ParseLimits
{
    static constexpr qint64 kDefaultMaxBytes = 200LL * 1024 * 1024;
    /// Normal PDFs read at about 270 pages/s on a 2-core machine: a minute is several thousand pages.
    static constexpr int kDefaultTimeoutMs = 60 * 1000;
    /// Address space the reader may add to what it starts with; normal PDFs need well under 200 MB.
    static constexpr qint64 kDefaultMemoryBytes = 1024LL * 1024 * 1024;

    /// OCR of one page (render at 300 dpi, Tesseract): a few seconds; past this the file stops.
    static constexpr int kDefaultOcrPageTimeoutMs = 60 * 1000;
    /// Pages read by OCR per file at most (a CPU-time backstop for the reader's child, too).
    static constexpr int kDefaultOcrMaxPages = 2000;

    qint64 maxBytes = kDefaultMaxBytes; ///< larger files are refused before reading
    int timeoutMs = kDefaultTimeoutMs;  ///< wall-clock limit for reading one PDF (its text layer)
    qint64 memoryBytes = kDefaultMemoryBytes;

    /// Pages without a text layer (and image files) are read by OCR; off: they are refused,
    /// saying OCR is off.
    bool ocrEnabled = true;
    QString ocrLanguages = QStringLiteral("eng+deu"); ///< Tesseract codes joined by '+'
    int ocrPageTimeoutMs = kDefaultOcrPageTimeoutMs;  ///< each OCR page gets this long
    /// With OCR on: read text layers only and mark the document ParsedDocument::ocrPending when
    /// pages (or an image) are left for OCR, so that a caller reads it again later without this.
    bool deferOcr = false;
    int ocrMaxPages = kDefaultOcrMaxPages;
};

} // namespace lmars::parse
