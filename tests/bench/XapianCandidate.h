// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "library/LibraryStore.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace Xapian {
class Database;
}

namespace lmars::bench {

/**
 * Candidate (b) of issue 17, measured by library_quality_bench: a Xapian 1.4 index of a library's
 * chunks, rebuilt from the SQLite store. Terms are exactly those of the FTS5 index
 * (TextSegmenter::indexText: words, CJK bigrams) so that only the engine differs; title and
 * heading count 3 and 2 times in the within-document frequency (BM25 with field weights by
 * wdf), the validity window is kept in two value slots for the as-of filter, and the chunk's
 * document path is the document data. Xapian's matcher returns the exact BM25 top k and skips
 * documents that cannot reach it.
 */
class XapianCandidate final
{
public:
    /// Opens the index at dir, building it from store first unless it is complete.
    static Result<std::unique_ptr<XapianCandidate>> open(const QString& dir, store::LibraryStore& store);
    ~XapianCandidate();
    XapianCandidate(const XapianCandidate&) = delete;
    XapianCandidate& operator=(const XapianCandidate&) = delete;

    /// Document paths of the best chunks for an OR of terms, best first, at most documents of them.
    Result<QStringList> search(const QStringList& terms, const QString& asOf, int documents);

private:
    explicit XapianCandidate(std::unique_ptr<Xapian::Database> db);
    std::unique_ptr<Xapian::Database> m_db;
};

} // namespace lmars::bench
