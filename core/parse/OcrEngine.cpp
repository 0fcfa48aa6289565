// SPDX-License-Identifier: GPL-3.0-or-later
#include "OcrEngine.h"

#include "parse/ParseLog.h"

#include <leptonica/allheaders.h>
#include <tesseract/baseapi.h>

#include <QRegularExpression>

#include <dlfcn.h>

namespace lmars::parse {

OcrEngine::OcrEngine(const QString& languages) : m_api(std::make_unique<tesseract::TessBaseAPI>())
{
    // Tesseract's LSTM forks OpenMP teams of four; on a busy two-core machine every barrier waits
    // for a descheduled thread (a page took ten times its CPU time). libgomp read OMP_THREAD_LIMIT
    // when the process started, so no parallel region may have more than one thread from here on
    // (this runs in the reader's child only). Looked up at run time: the OpenMP runtime is
    // Tesseract's (Debian's links libgomp), whichever compiler built this.
    using SetMaxActiveLevels = void (*)(int);
    if (const auto setLevels = reinterpret_cast<SetMaxActiveLevels>(::dlsym(RTLD_DEFAULT, "omp_set_max_active_levels")))
        setLevels(0);
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z_]+(\\+[A-Za-z_]+)*$"));
    if (!valid.match(languages).hasMatch()) {
        m_error = tr("The OCR languages \"%1\" are not Tesseract language codes joined by \"+\" (e.g. eng+deu).")
                      .arg(languages);
        m_api.reset();
        return;
    }
    const QByteArray codes = languages.toLatin1();
    if (m_api->Init(nullptr, codes.constData(), tesseract::OEM_LSTM_ONLY) != 0) {
        m_error = tr("OCR could not start: the Tesseract language data for \"%1\" is not installed (Debian: "
                     "tesseract-ocr-<code>).")
                      .arg(languages);
        m_api.reset();
        return;
    }
    m_api->SetPageSegMode(tesseract::PSM_AUTO);
}

OcrEngine::~OcrEngine()
{
    if (m_api)
        m_api->End();
}

OcrText OcrEngine::read(const QImage& image, int dotsPerInch)
{
    if (!m_api || image.isNull())
        return {};
    const QImage gray = image.convertToFormat(QImage::Format_Grayscale8);
    m_api->SetImage(gray.constBits(), gray.width(), gray.height(), 1, static_cast<int>(gray.bytesPerLine()));
    m_api->SetSourceResolution(dotsPerInch);
    return recognise();
}

OcrText OcrEngine::read(Pix* image)
{
    if (!m_api || !image)
        return {};
    m_api->SetImage(image);
    if (pixGetXRes(image) < 70)
        m_api->SetSourceResolution(kDotsPerInch);
    return recognise();
}

OcrText OcrEngine::recognise()
{
    OcrText out;
    const std::unique_ptr<char[]> text(m_api->GetUTF8Text());
    if (text)
        out.text = QString::fromUtf8(text.get());
    out.confidence = std::max(0, m_api->MeanTextConf());
    m_api->Clear();
    return out;
}

} // namespace lmars::parse
