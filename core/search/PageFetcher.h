// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"

#include <QString>

namespace lmars::search {

/// The text of one fetched page.
struct PageText
{
    QString text; ///< extracted text, block structure kept as paragraphs
    QString title;
    QString contentType; ///< as the server declared it (or sniffed)
    int pages = 0;       ///< PDF page count, 0 for other types
    int httpStatus = 0;  ///< the HTTP status of the reply the text came from; 0 when unknown
};

/// Something that turns a URL into page text: the real PageReader, or a recording/replaying
/// decorator (research/RecordingPageFetcher). Implementations are thread-safe.
class PageFetcher
{
public:
    virtual ~PageFetcher() = default;
    PageFetcher(const PageFetcher&) = delete;
    PageFetcher& operator=(const PageFetcher&) = delete;

    virtual Result<PageText> read(const QString& url, const CancelToken& cancel = {}) const = 0;

protected:
    PageFetcher() = default;
};

} // namespace lmars::search
