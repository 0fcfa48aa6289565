// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "library/DenseSearch.h"
#include "library/LibraryBackend.h"
#include "library/LibraryStore.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace lmars::dense {
class DenseChannel;
}

namespace lmars::store {

/**
 * Ranked retrieval over the library: the exact BM25 top of the index (title and heading weighted
 * above body) for the query's terms; when the query cites references ("§ 1324a", "Article 33",
 * 第四十六条, a 《named instrument》), passages that cite more of them rank first (counted by
 * ReferenceMatcher), then by the same BM25. The index holds what every chunk cites as terms
 * (EmbeddedIndex::citationTerm), so the best citing chunks are one exact query each, however
 * deep they are in the main ranking. Adjacent chunks of one document that both qualify are
 * merged into one passage.
 *
 * Text is read from the library file only for the chunks that may be shown or merged.
 *
 * With LibraryQuery::dense and a dense channel (DenseSearch) whose vectors are in, three rankings of the chunks
 * the as-of window and matter allow are fused by weighted RRF (dense::WeightedRrf): the exact tier
 * (the pool's chunks citing the query's references), the dense channel's nearest chunks and the
 * BM25 pool; each passage says its rank in each and carries the fused score.
 */
class LibrarySearcher final
{
public:
    explicit LibrarySearcher(LibraryStore* store, const DenseSearch* dense = nullptr);
    /// A dense channel held in memory (built by library::DenseBuilder) as the dense channel.
    LibrarySearcher(LibraryStore* store, const dense::DenseChannel* channel);
    ~LibrarySearcher();

    Result<QList<LibraryHit>> search(const LibraryQuery& query, const CancelToken& cancel = {});

    /// A window of about width characters of text around the first of terms (case-insensitive).
    static QString snippet(const QString& text, const QStringList& terms, int width = 240);

    /// Chunks the main query fetches when passages merge: kPoolPerPassage per passage asked for,
    /// at least kMinPool (else k). (The firm server fetches as many when the query cites a reference.)
    static constexpr int kPoolPerPassage = 20;
    static constexpr int kMinPool = 100;

private:
    LibraryStore* m_store;
    std::unique_ptr<DenseSearch> m_channel; ///< the adapter of a DenseChannel
    const DenseSearch* m_dense;
};

} // namespace lmars::store
