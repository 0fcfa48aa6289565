// SPDX-License-Identifier: GPL-3.0-or-later
// PDF text: poppler's document loading and text extraction as PdfParser does it, in process (the
// child process of PdfParser::parse runs exactly this). Poppler's messages are silenced here.
#include "FuzzChecks.h"
#include "parse/PdfParser.h"

#include <poppler-qt6.h>

#include <QVariant>

#include <cstdint>

namespace {

void ignorePopplerMessage(const QString& /*message*/, const QVariant& /*closure*/) {}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace lmars;
    static const bool silenced = [] {
        Poppler::setDebugErrorFunction(ignorePopplerMessage, QVariant());
        return true;
    }();
    (void)silenced;
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const Result<parse::ParsedDocument> doc = parse::PdfParser::parseDataInProcess(bytes, QStringLiteral("fallback"));
    if (doc)
        lmars::fuzz::checkDocument(doc.value());
    return 0;
}
