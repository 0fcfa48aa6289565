// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "store/LibraryBackend.h"
#include "store/LibraryStore.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace lmars::store {

/**
 * Ranked retrieval over the library: the exact BM25 top of the index (title and heading weighted
 * above body) for the query's terms, widened by the chunks that hold every word of a reference
 * the query cites ("§ 1324a", "Article 33", 第四十六条, a 《named instrument》 in the title);
 * passages that contain those references (checked by ReferenceMatcher) rank first, then by BM25.
 * Adjacent chunks of one document that both qualify are merged into one passage.
 */
class LibrarySearcher final
{
public:
    explicit LibrarySearcher(LibraryStore* store);

    Result<QList<LibraryHit>> search(const LibraryQuery& query, const CancelToken& cancel = {});

    /// A window of about width characters of text around the first of terms (case-insensitive).
    static QString snippet(const QString& text, const QStringList& terms, int width = 240);

    /// Chunks each query fetches: kPoolPerPassage per passage asked for, at least kMinPool.
    static constexpr int kPoolPerPassage = 20;
    static constexpr int kMinPool = 100;

private:
    LibraryStore* m_store;
};

} // namespace lmars::store
