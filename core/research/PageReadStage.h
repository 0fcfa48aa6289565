// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"

#include <QStringList>

#include <functional>
#include <memory>

namespace lmars::search {
class PageFetcher;
}

namespace lmars::model {
class ResearchState;
}

namespace lmars::research {

/// What happened to one page.
struct PageReadOutcome
{
    QString sourceId;
    QString url;
    bool ok = false;
    QString reason; ///< why it was skipped or failed
    int chars = 0;  ///< characters kept
    bool anchored = false;
    qint64 ms = 0;
};

/**
 * Deep reading (multi-turn): fetches the top web results of an iteration concurrently, extracts
 * their text and keeps a snippet-anchored window as the source's content. A page that fails keeps
 * its snippet; how each read went (the reason, the HTTP status) is the source's model::PageReadRecord.
 */
class PageReadStage final
{
public:
    PageReadStage(std::shared_ptr<search::PageFetcher> reader, int maxConcurrent);

    /// candidateIds: sources added by this iteration, in number order; the first maxPages web
    /// results among them are read. onDone runs on the calling thread as pages finish.
    Result<QList<PageReadOutcome>> run(model::ResearchState& state, const QStringList& candidateIds, int maxPages,
                                       const CancelToken& cancel,
                                       const std::function<void(const PageReadOutcome&)>& onDone);

private:
    std::shared_ptr<search::PageFetcher> m_reader;
    int m_maxConcurrent;
};

} // namespace lmars::research
