// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/LibraryChangeLog.h"

namespace lmars::store {

class Database;
class LibraryIndex;
struct LibraryIndexStamp;

/**
 * Brings the library index in step with the library file at the start of a write (both write
 * transactions open): an index that is new, foreign, damaged or ahead of the file is rebuilt from
 * the chunks; one that missed writes (committed to the file, not to the index) indexes the
 * documents they touched again. Also (re)indexes one document from its stored chunks.
 */
class LibraryIndexSync final
{
public:
    LibraryIndexSync(Database& db, LibraryIndex& index);

    /// stamp is what the index holds; state the file's change log.
    Result<void> catchUp(const LibraryChangeLog::State& state, const LibraryIndexStamp& stamp);
    /// Indexes a document's stored chunks, after removing its indexed ones if removeFirst.
    Result<void> reindexDocument(qint64 documentId, bool removeFirst);

private:
    Result<void> rebuild();

    Database& m_db;
    LibraryIndex& m_index;
};

} // namespace lmars::store
