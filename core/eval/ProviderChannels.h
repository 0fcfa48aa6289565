// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"

#include <QCoreApplication>

namespace lmars::store {
class LibraryStore;
class LibrarySearcher;
} // namespace lmars::store

namespace lmars::eval {

struct RetrievalEvalOptions;
struct RetrievalEvalReport;

/**
 * The rows of `eval retrieval --channels` for the dense channel of a provider's embedding model
 * (RetrievalEvalOptions::embedder): every chunk of the set's library is embedded (title, headings
 * and text), every query too, and each query's chunks are ranked by the provider's nearest vectors
 * in the query's as-of window, alone and fused by weighted RRF with the same exact tier and BM25
 * rankings the library's search makes (its first LibrarySearcher::kMinPool chunks of those two; the
 * dense channel's first kMinPool · kPoolPerPassage-per-passage chunks, as the library's search takes).
 * Rows: "provider dense", "provider dense+bm25 (rrf)", "provider fused".
 */
class ProviderChannels final
{
    Q_DECLARE_TR_FUNCTIONS(ProviderChannels)

public:
    /// searcher must fuse (a ready local dense channel) so that its hits say their exact and BM25 ranks.
    static Result<void> evaluate(const RetrievalEvalOptions& options, store::LibraryStore& store,
                                 store::LibrarySearcher& searcher, const CancelToken& cancel,
                                 RetrievalEvalReport& report);
};

} // namespace lmars::eval
