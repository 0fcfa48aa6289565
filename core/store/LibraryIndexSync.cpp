// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryIndexSync.h"

#include "store/Database.h"
#include "store/LibraryIndex.h"
#include "store/StoreLog.h"

namespace lmars::store {

LibraryIndexSync::LibraryIndexSync(Database& db, LibraryIndex& index) : m_db(db), m_index(index) {}

Result<void> LibraryIndexSync::catchUp(const LibraryChangeLog::State& state, const LibraryIndexStamp& stamp)
{
    const qint64 applied = stamp.appliedSeq;
    if (stamp.libraryId != state.indexId || applied > state.seq || applied < state.logStart) {
        // New, foreign, damaged, or newer than this file (the file was restored from a copy).
        qCInfo(lcStore) << "rebuilding the library index" << m_index.path();
        return rebuild();
    }
    if (applied < state.seq) {
        auto missed = LibraryChangeLog::documentsAfter(m_db, applied);
        if (!missed)
            return missed.error();
        qCInfo(lcStore) << "indexing" << missed->size() << "documents the library index missed";
        for (qint64 documentId : std::as_const(missed.value())) {
            if (auto again = reindexDocument(documentId, true); !again)
                return again;
        }
    }
    // The index holds every write up to applied: their log entries are no longer needed.
    return LibraryChangeLog::prune(m_db, applied);
}

Result<void> LibraryIndexSync::rebuild()
{
    if (auto cleared = m_index.clear(); !cleared)
        return cleared;
    auto documents = LibraryChangeLog::indexedDocuments(m_db);
    if (!documents)
        return documents.error();
    Result<void> done;
    for (qint64 documentId : std::as_const(documents.value())) {
        if (done = reindexDocument(documentId, false); !done)
            break;
    }
    return done;
}

Result<void> LibraryIndexSync::reindexDocument(qint64 documentId, bool removeFirst)
{
    if (removeFirst) {
        if (auto removed = m_index.removeDocument(documentId); !removed)
            return removed;
    }
    auto doc = m_db.prepare(QStringLiteral("SELECT title, matter, valid_from, valid_to FROM documents WHERE id = ?"));
    if (!doc)
        return doc.error();
    doc->bind(1, documentId);
    auto found = doc->step();
    if (!found)
        return found.error();
    if (!found.value())
        return {}; // removed since
    if (auto set = m_index.setDocument(documentId, doc->columnText(0), doc->columnText(1), doc->columnText(2),
                                       doc->columnText(3));
        !set)
        return set;
    // In chunk id order: the index takes ascending ids without starting a new segment.
    auto rows =
        m_db.prepare(QStringLiteral("SELECT id, heading_path, text FROM chunks WHERE document_id = ? ORDER BY id"));
    if (!rows)
        return rows.error();
    rows->bind(1, documentId);
    while (true) {
        auto row = rows->step();
        if (!row)
            return row.error();
        if (!row.value())
            return {};
        if (auto added = m_index.addChunk(rows->columnInt64(0), rows->columnText(1), rows->columnText(2)); !added)
            return added;
    }
}

} // namespace lmars::store
