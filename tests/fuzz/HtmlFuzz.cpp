// SPDX-License-Identifier: GPL-3.0-or-later
// HTML: charset detection and decoding (TextDecoder) and the gumbo walk (HtmlParser), as the
// library and deep reading use them.
#include "FuzzChecks.h"
#include "parse/HtmlParser.h"
#include "parse/TextDecoder.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace lmars;
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    lmars::fuzz::checkDocument(parse::HtmlParser::parse(bytes, QStringLiteral("fallback")));
    const Result<QString> text = parse::TextDecoder::decodeHtml(bytes);
    if (text)
        lmars::fuzz::checkDocument(parse::HtmlParser::parse(text->toUtf8(), QStringLiteral("fallback")));
    (void)parse::TextDecoder::decodeText(bytes);
    return 0;
}
