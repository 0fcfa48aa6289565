// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/SegmentDocs.h"
#include "store/ServerSchema.h"
#include "store/TopKMatcher.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace lmars::store {

class PgConnection;

/// One ranked query of a search: words (the lexemes of each), all or any of them.
struct ServerIndexQuery
{
    QStringList words;      ///< matched anywhere in a chunk
    QStringList titleWords; ///< matched in the document title only (boolean title terms, no weight)
    bool requireAll = false;
    int k = 10;
};

/**
 * Runs ranked queries over the firm server's search index (the segments ServerSegmentWriter
 * writes) with the in-house engine's TopKMatcher: exact BM25 top k, scored as the embedded library
 * scores. One search reads, in one statement and so one snapshot, the visible segments of the
 * matters it covers, the postings blobs of its terms and the tombstones; the segments' document
 * arrays are immutable and kept per connection by segment id. Collection statistics come from the
 * server's exact per-matter counts (lmars.index_stats): walled matters never count. Row-level
 * security applies to every statement, so a walled user reads nothing of the matter.
 */
class ServerSegmentReader final
{
    Q_DECLARE_TR_FUNCTIONS(ServerSegmentReader)

public:
    explicit ServerSegmentReader(ServerTextSearch textSearch) : m_textSearch(textSearch) {}

    /// The best chunks of each query, best first (ties by ascending chunk id), in the matters a
    /// search covers: matterId, or every visible matter when 0; asOf (yyyy-MM-dd) keeps chunks
    /// valid on that day.
    Result<std::vector<std::vector<TopKHit>>> run(PgConnection& db, const std::vector<ServerIndexQuery>& queries,
                                                  qint64 matterId, const QString& asOf);

    /// Segments whose document arrays this reader holds.
    int cachedSegments() const { return int(m_docs.size()); }

private:
    ServerTextSearch m_textSearch;
    QHash<qint64, std::shared_ptr<const SegmentDocs>> m_docs; ///< by segment id
};

} // namespace lmars::store
