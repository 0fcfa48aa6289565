// SPDX-License-Identifier: GPL-3.0-or-later
#include "CharsetDetector.h"

#include <unicode/ucsdet.h>

#include <memory>

namespace lmars::parse {

namespace {

struct DetectorDeleter
{
    void operator()(UCharsetDetector* detector) const { ucsdet_close(detector); }
};

/// ICU looks at the whole input; the first 256 KB say as much as the rest.
constexpr qsizetype kMaxSample = 256 * 1024;

} // namespace

QList<CharsetGuess> CharsetDetector::detect(const QByteArray& bytes, bool markup)
{
    QList<CharsetGuess> out;
    UErrorCode status = U_ZERO_ERROR;
    const std::unique_ptr<UCharsetDetector, DetectorDeleter> detector(ucsdet_open(&status));
    if (U_FAILURE(status))
        return out;
    ucsdet_enableInputFilter(detector.get(), markup ? 1 : 0);
    const qsizetype size = std::min(bytes.size(), kMaxSample);
    ucsdet_setText(detector.get(), bytes.constData(), static_cast<int32_t>(size), &status);
    int32_t count = 0;
    const UCharsetMatch** matches = ucsdet_detectAll(detector.get(), &count, &status);
    if (U_FAILURE(status) || !matches)
        return out;
    for (int32_t i = 0; i < count; ++i) {
        UErrorCode matchStatus = U_ZERO_ERROR;
        const char* name = ucsdet_getName(matches[i], &matchStatus);
        const int32_t confidence = ucsdet_getConfidence(matches[i], &matchStatus);
        if (U_SUCCESS(matchStatus) && name)
            out.append({QByteArray(name), static_cast<int>(confidence)});
    }
    return out;
}

} // namespace lmars::parse
