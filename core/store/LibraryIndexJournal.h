// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/LibraryStore.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace lmars::store {

class Database;
class LibraryIndexWriter;
class Statement;

/**
 * Keeps the index file in step with the main library file. The two files commit separately,
 * the main file first; the main file's index_journal says what each write batch did to the
 * index (chunks added: an id range; chunks removed: their ids and indexed values). At the start
 * of the next write the batches the index file has not committed are replayed, so a crash
 * between the two commits loses nothing and leaves no stale rows. Chunk ids are never reused,
 * which keeps that replay exact. Used with both files' write transactions open.
 */
class LibraryIndexJournal final
{
public:
    LibraryIndexJournal(Database& main, LibraryIndexWriter& index, LibraryTokenizer tokenizer);

    /// What a write needs to know once both files' transactions are open.
    struct WriteStart
    {
        qint64 batch = 0;       ///< the number the index file records when this write commits
        qint64 nextChunkId = 0; ///< chunk ids are never reused
    };

    /// Whether the index file was built for this library file (read without locks).
    Result<bool> indexBelongs();
    /// Whether the journal holds a write the index file has not committed (read without locks:
    /// also true for a moment during another connection's write).
    Result<bool> indexBehind();
    /// At the start of a write: brings the index up to date (catchUp), or builds it again when
    /// it belongs to another library or is older than the journal can bridge (rebuild).
    Result<WriteStart> start();
    /// Before the main file commits: records the chunk ids [firstId, nextId) this write added.
    Result<void> finish(qint64 batch, qint64 firstId, qint64 nextId);

    /// The index values (title, heading, body as FTS5 sees them) of a stored title, heading or text.
    static QByteArray indexed(const QString& text, LibraryTokenizer tokenizer);
    /// The same, given text's UTF-8 already: returned as it is when the index sees the text unchanged.
    static QByteArray indexed(const QString& text, const QByteArray& utf8, LibraryTokenizer tokenizer);

    /// Removes a document's stored chunks from the index, keeping their indexed values in the
    /// journal until the index file has committed the removal (the caller deletes the rows).
    Result<void> forgetDocument(qint64 batch, qint64 documentId);

    /// Forgets batches up to committed (the index file has them) and replays later ones into
    /// the index, which then belong to batch.
    Result<void> catchUp(qint64 committed, qint64 batch);
    /// Recreates the index from every stored chunk and marks it as belonging to indexId.
    Result<void> rebuild(const QString& indexId);

private:
    /// Called with each stored chunk's id and indexed title, heading and body.
    using StoredChunk = std::function<Result<void>(qint64, const QByteArray&, const QByteArray&, const QByteArray&)>;

    Result<void> recordAdded(qint64 batch, qint64 firstId, qint64 lastId);
    Result<void> recordRemoved(qint64 batch, qint64 id, const QByteArray& title, const QByteArray& heading,
                               const QByteArray& body);
    /// Steps rows of (chunk id, document id, document title, heading path, text).
    Result<void> eachStored(Statement& rows, const StoredChunk& visit);
    Result<QString> libraryMeta(const QString& key);
    Result<void> setLibraryMeta(const QString& key, const QString& value);
    /// Indexes the stored chunks with ids in [firstId, lastId].
    Result<void> addStored(qint64 firstId, qint64 lastId);

    Database& m_main;
    LibraryIndexWriter& m_index;
    LibraryTokenizer m_tokenizer;
};

} // namespace lmars::store
