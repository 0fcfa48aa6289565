// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfPageBoxes.h"

#include "parse/ParseLog.h"

#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <qpdf/QPDFWriter.hh>

#include <cmath>
#include <functional>

namespace lmars::parse {

namespace {

/// A crop box this many points inside its media box on any side hides part of the page.
constexpr double kTolerance = 1.0;

bool hidesPartOfPage(QPDFObjectHandle crop, QPDFObjectHandle media)
{
    if (!crop.isRectangle() || !media.isRectangle())
        return false;
    const QPDFObjectHandle::Rectangle c = crop.getArrayAsRectangle();
    const QPDFObjectHandle::Rectangle m = media.getArrayAsRectangle();
    // Rectangles may list their corners in either order.
    const double cl = std::min(c.llx, c.urx), cr = std::max(c.llx, c.urx);
    const double cb = std::min(c.lly, c.ury), ct = std::max(c.lly, c.ury);
    const double ml = std::min(m.llx, m.urx), mr = std::max(m.llx, m.urx);
    const double mb = std::min(m.lly, m.ury), mt = std::max(m.lly, m.ury);
    return cl > ml + kTolerance || cr < mr - kTolerance || cb > mb + kTolerance || ct < mt - kTolerance;
}

std::optional<QByteArray> widen(const std::function<void(QPDF&)>& open)
{
    try {
        QPDF pdf;
        pdf.setSuppressWarnings(true);
        open(pdf);
        bool changed = false;
        for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(pdf).getAllPages()) {
            QPDFObjectHandle media = page.getMediaBox();
            if (hidesPartOfPage(page.getCropBox(), media)) {
                page.getObjectHandle().replaceKey("/CropBox", media.shallowCopy());
                changed = true;
            }
        }
        if (!changed)
            return std::nullopt;
        QPDFWriter writer(pdf);
        writer.setOutputMemory();
        writer.write();
        const std::shared_ptr<Buffer> buffer = writer.getBufferSharedPointer();
        return QByteArray(reinterpret_cast<const char*>(buffer->getBuffer()),
                          static_cast<qsizetype>(buffer->getSize()));
    } catch (const std::exception& e) {
        qCDebug(lcParse) << "qpdf could not widen the page boxes:" << e.what();
        return std::nullopt;
    }
}

} // namespace

std::optional<QByteArray> PdfPageBoxes::widenedToMediaBox(const QString& path)
{
    const QByteArray local = path.toLocal8Bit();
    return widen([&](QPDF& pdf) { pdf.processFile(local.constData()); });
}

std::optional<QByteArray> PdfPageBoxes::widenedToMediaBox(const QByteArray& data)
{
    return widen(
        [&](QPDF& pdf) { pdf.processMemoryFile("memory", data.constData(), static_cast<size_t>(data.size())); });
}

} // namespace lmars::parse
