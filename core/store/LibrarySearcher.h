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
 *
 * Text is read from the library file only for the chunks that may be shown, merged or cited: of
 * the main query's pool, the k best and those the index says hold a reference's number and a
 * spelling of its keyword.
 */
class LibrarySearcher final
{
public:
    explicit LibrarySearcher(LibraryStore* store);

    Result<QList<LibraryHit>> search(const LibraryQuery& query, const CancelToken& cancel = {});

    /// A window of about width characters of text around the first of terms (case-insensitive).
    static QString snippet(const QString& text, const QStringList& terms, int width = 240);

    /// Chunks the main query fetches when the query cites a reference or passages merge:
    /// kPoolPerPassage per passage asked for, at least kMinPool (else k).
    static constexpr int kPoolPerPassage = 20;
    static constexpr int kMinPool = 100;
    /// Chunks each reference query fetches: kReferencePoolPerPassage per passage, at least
    /// kMinReferencePool.
    static constexpr int kReferencePoolPerPassage = 5;
    static constexpr int kMinReferencePool = 50;

private:
    LibraryStore* m_store;
};

} // namespace lmars::store
