// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryIndexJournal.h"

#include "store/Database.h"
#include "store/LibraryIndexWriter.h"
#include "store/LibrarySchema.h"
#include "store/StoreLog.h"
#include "store/TextSegmenter.h"

#include <QList>

#include <limits>
#include <utility>

namespace lmars::store {

namespace {

/// The rows LibraryIndexJournal::eachStored reads, of the chunks that match where.
QString storedChunks(const QString& where)
{
    return QStringLiteral("SELECT c.id, c.document_id, d.title, c.heading_path, c.text FROM chunks c "
                          "JOIN documents d ON d.id = c.document_id WHERE %1")
        .arg(where);
}

enum JournalKind
{
    Added = 0,  ///< chunks first_id..last_id were stored
    Removed = 1 ///< chunk first_id was removed; title, heading and body are its indexed values
};

} // namespace

LibraryIndexJournal::LibraryIndexJournal(Database& main, LibraryIndexWriter& index, LibraryTokenizer tokenizer)
    : m_main(main), m_index(index), m_tokenizer(tokenizer)
{}

Result<QString> LibraryIndexJournal::libraryMeta(const QString& key)
{
    return LibrarySchema::meta(m_main, QStringLiteral("library_meta"), key);
}

Result<void> LibraryIndexJournal::setLibraryMeta(const QString& key, const QString& value)
{
    return LibrarySchema::setMeta(m_main, QStringLiteral("library_meta"), key, value);
}

Result<bool> LibraryIndexJournal::indexBelongs()
{
    auto own = libraryMeta(QStringLiteral("index_id"));
    if (!own)
        return own.error();
    auto held = m_index.meta(QStringLiteral("library_id"));
    if (!held)
        return held.error();
    return held.value() == own.value();
}

Result<LibraryIndexJournal::WriteStart> LibraryIndexJournal::start()
{
    auto committed = m_index.committedBatch();
    if (!committed)
        return committed.error();
    auto next = libraryMeta(QStringLiteral("next_chunk_id"));
    if (!next)
        return next.error();
    auto belongs = indexBelongs();
    if (!belongs)
        return belongs.error();
    auto own = libraryMeta(QStringLiteral("index_id"));
    if (!own)
        return own.error();
    auto seen = libraryMeta(QStringLiteral("index_batch"));
    if (!seen)
        return seen.error();
    const WriteStart out{committed.value() + 1, next.value().toLongLong()};
    // After a complete write the index file is at the batch the main file saw when the write
    // began, or one past it. Behind that it is an older copy, past that the main file lost
    // writes (power loss, a restored copy) and its chunk ids would be used again: either way
    // the journal cannot bridge the gap and the index is built again.
    const qint64 was = seen.value().toLongLong();
    const bool usable = belongs.value() && committed.value() >= was && committed.value() <= was + 1;
    Result<void> ready = usable ? catchUp(committed.value(), out.batch) : rebuild(own.value());
    // A rebuild counts only once the index file has committed it: until then it is "behind".
    if (ready)
        ready = setLibraryMeta(QStringLiteral("index_batch"), QString::number(usable ? committed.value() : out.batch));
    if (!ready)
        return ready.error();
    return out;
}

Result<bool> LibraryIndexJournal::indexBehind()
{
    auto committed = m_index.committedBatch();
    if (!committed)
        return committed.error();
    auto stmt = m_main.prepare(QStringLiteral("SELECT coalesce(max(batch), 0) FROM index_journal"));
    if (!stmt)
        return stmt.error();
    auto row = stmt->step();
    if (!row)
        return row.error();
    return row.value() && stmt->columnInt64(0) > committed.value();
}

Result<void> LibraryIndexJournal::finish(qint64 batch, qint64 firstId, qint64 nextId)
{
    if (nextId <= firstId)
        return {};
    if (auto noted = recordAdded(batch, firstId, nextId - 1); !noted)
        return noted;
    return setLibraryMeta(QStringLiteral("next_chunk_id"), QString::number(nextId));
}

QByteArray LibraryIndexJournal::indexed(const QString& text, LibraryTokenizer tokenizer)
{
    return TextSegmenter::indexText(text, tokenizer).toUtf8();
}

QByteArray LibraryIndexJournal::indexed(const QString& text, const QByteArray& utf8, LibraryTokenizer tokenizer)
{
    const QString seen = TextSegmenter::indexText(text, tokenizer);
    return seen.constData() == text.constData() ? utf8 : seen.toUtf8(); // indexText shares text when it changes nothing
}

Result<void> LibraryIndexJournal::recordAdded(qint64 batch, qint64 firstId, qint64 lastId)
{
    auto stmt = m_main.prepare(QStringLiteral("INSERT INTO index_journal(batch, kind, first_id, last_id) "
                                              "VALUES(?, ?, ?, ?)"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, batch).bind(2, static_cast<int>(Added)).bind(3, firstId).bind(4, lastId);
    return stmt->run();
}

Result<void> LibraryIndexJournal::recordRemoved(qint64 batch, qint64 id, const QByteArray& title,
                                                const QByteArray& heading, const QByteArray& body)
{
    auto stmt = m_main.prepare(QStringLiteral("INSERT INTO index_journal(batch, kind, first_id, last_id, title, "
                                              "heading, body) VALUES(?, ?, ?, ?, ?, ?, ?)"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, batch).bind(2, static_cast<int>(Removed)).bind(3, id).bind(4, id);
    stmt->bindUtf8(5, title).bindUtf8(6, heading).bindUtf8(7, body);
    return stmt->run();
}

Result<void> LibraryIndexJournal::catchUp(qint64 committed, qint64 batch)
{
    auto forget = m_main.prepare(QStringLiteral("DELETE FROM index_journal WHERE batch <= ?"));
    if (!forget)
        return forget.error();
    forget->bind(1, committed);
    if (auto ran = forget->run(); !ran)
        return ran;
    auto rows = m_main.prepare(QStringLiteral("SELECT kind, first_id, last_id, title, heading, body FROM "
                                              "index_journal ORDER BY rowid"));
    if (!rows)
        return rows.error();
    QList<std::pair<qint64, qint64>> added;
    struct Removal
    {
        qint64 id;
        QByteArray title;
        QByteArray heading;
        QByteArray body;
    };
    QList<Removal> removed;
    while (true) {
        auto row = rows->step();
        if (!row)
            return row.error();
        if (!row.value())
            break;
        if (rows->columnInt(0) == Added)
            added.append({rows->columnInt64(1), rows->columnInt64(2)});
        else
            removed.append({rows->columnInt64(1), rows->columnBlob(3), rows->columnBlob(4), rows->columnBlob(5)});
    }
    if (added.isEmpty() && removed.isEmpty())
        return {};
    qCWarning(lcStore) << "the library index missed a write (interrupted?); replaying" << added.size()
                       << "added ranges and" << removed.size() << "removals";
    const auto addedHere = [&](qint64 id) {
        for (const auto& range : std::as_const(added)) {
            if (id >= range.first && id <= range.second)
                return true;
        }
        return false;
    };
    // A chunk added and removed again since the last commit is in neither file any more.
    for (const Removal& r : std::as_const(removed)) {
        if (!addedHere(r.id))
            m_index.remove(r.id, r.title, r.heading, r.body);
    }
    for (const auto& range : std::as_const(added)) {
        if (auto stored = addStored(range.first, range.second); !stored)
            return stored;
    }
    auto retag = m_main.prepare(QStringLiteral("UPDATE index_journal SET batch = ?"));
    if (!retag)
        return retag.error();
    retag->bind(1, batch);
    return retag->run();
}

Result<void> LibraryIndexJournal::rebuild(const QString& indexId)
{
    qCInfo(lcStore) << "building the library index" << m_index.database().path() << "from the stored chunks";
    if (auto created = m_index.database().exec(LibrarySchema::indexTable(m_tokenizer)); !created)
        return created;
    if (auto marked = m_index.setMeta(QStringLiteral("library_id"), indexId); !marked)
        return marked;
    if (auto cleared = m_main.exec(QStringLiteral("DELETE FROM index_journal")); !cleared)
        return cleared;
    return addStored(0, std::numeric_limits<qint64>::max());
}

Result<void> LibraryIndexJournal::addStored(qint64 firstId, qint64 lastId)
{
    auto stmt = m_main.prepare(storedChunks(QStringLiteral("c.id BETWEEN ? AND ? ORDER BY c.id")));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, firstId).bind(2, lastId);
    return eachStored(
        stmt.value(),
        [&](qint64 id, const QByteArray& title, const QByteArray& heading, const QByteArray& body) -> Result<void> {
            m_index.insert(id, title, heading, body);
            return {};
        });
}

Result<void> LibraryIndexJournal::forgetDocument(qint64 batch, qint64 documentId)
{
    auto stmt = m_main.prepare(storedChunks(QStringLiteral("c.document_id = ?")));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, documentId);
    return eachStored(
        stmt.value(),
        [&](qint64 id, const QByteArray& title, const QByteArray& heading, const QByteArray& body) -> Result<void> {
            if (auto noted = recordRemoved(batch, id, title, heading, body); !noted)
                return noted;
            m_index.remove(id, title, heading, body);
            return {};
        });
}

Result<void> LibraryIndexJournal::eachStored(Statement& rows, const StoredChunk& visit)
{
    qint64 documentId = -1;
    QByteArray title;
    QString headingSource;
    QByteArray heading;
    bool haveHeading = false;
    while (true) {
        auto row = rows.step();
        if (!row)
            return row.error();
        if (!row.value())
            return {};
        if (const qint64 doc = rows.columnInt64(1); doc != documentId) {
            documentId = doc;
            title = indexed(rows.columnText(2), m_tokenizer);
        }
        if (const QString h = rows.columnText(3); !haveHeading || h != headingSource) {
            haveHeading = true;
            headingSource = h;
            heading = indexed(h, m_tokenizer);
        }
        if (auto visited = visit(rows.columnInt64(0), title, heading, indexed(rows.columnText(4), m_tokenizer));
            !visited)
            return visited;
    }
}

} // namespace lmars::store
