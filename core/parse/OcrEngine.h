// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QString>

#include <memory>

struct Pix;

namespace tesseract {
class TessBaseAPI;
}

namespace lmars::parse {

/// Text Tesseract read from one page image.
struct OcrText
{
    QString text;
    int confidence = 0; ///< Tesseract's mean word confidence, 0..100
};

/**
 * Tesseract (libtesseract, Debian's language data in /usr/share/tesseract-ocr/5/tessdata) for
 * page images: scanned PDF pages (PdfParser) and image files (ImageParser). Used only inside the
 * reader's isolated child, one engine per child; Tesseract runs single-threaded there (no
 * OpenMP teams), its fastest setting per page on a busy machine.
 */
class OcrEngine final
{
    Q_DECLARE_TR_FUNCTIONS(OcrEngine)

public:
    /// languages: Tesseract's codes joined by '+', e.g. "eng+deu".
    explicit OcrEngine(const QString& languages);
    ~OcrEngine();
    OcrEngine(const OcrEngine&) = delete;
    OcrEngine& operator=(const OcrEngine&) = delete;

    /// Empty when the engine is ready; else why not (e.g. a language's data is not installed).
    QString error() const { return m_error; }

    OcrText read(const QImage& image, int dotsPerInch);
    OcrText read(Pix* image);

    /// Rendering resolution for scanned pages: Tesseract reads 10–12 pt text best at 300 dpi.
    static constexpr int kDotsPerInch = 300;

private:
    OcrText recognise();

    std::unique_ptr<tesseract::TessBaseAPI> m_api;
    QString m_error;
};

} // namespace lmars::parse
