// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace lmars::parse {

/**
 * Text outside a page's crop box: poppler's Qt reader keeps only the characters inside the crop
 * box (the visible part), while `pdftotext` reads the whole media box. When a page's crop box is
 * smaller than its media box, qpdf rewrites the document in memory with every crop box set to
 * the media box, and poppler reads that copy. Runs inside the PDF reader's isolated child.
 */
class PdfPageBoxes final
{
public:
    /// The document with its crop boxes widened, or nullopt when no page needs it (or qpdf
    /// cannot read the file: poppler then reads the original and reports what is wrong).
    static std::optional<QByteArray> widenedToMediaBox(const QString& path);
    static std::optional<QByteArray> widenedToMediaBox(const QByteArray& data);
};

} // namespace lmars::parse
