// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryChangeLog.h"

#include "store/Database.h"
#include "store/LibrarySchema.h"
#include "store/Statement.h"

#include <QSet>

namespace lmars::store {

namespace {

const QString kMeta = QStringLiteral("library_meta");

Result<QList<qint64>> ids(Statement& stmt)
{
    QList<qint64> out;
    while (true) {
        auto row = stmt.step();
        if (!row)
            return row.error();
        if (!row.value())
            return out;
        out << stmt.columnInt64(0);
    }
}

} // namespace

Result<LibraryChangeLog::State> LibraryChangeLog::read(Database& db)
{
    State state;
    auto id = LibrarySchema::meta(db, kMeta, QStringLiteral("index_id"));
    if (!id)
        return id.error();
    state.indexId = id.value();
    struct Number
    {
        const char* key;
        qint64* into;
    };
    for (const Number& n : {Number{"index_seq", &state.seq}, Number{"log_start", &state.logStart},
                            Number{"next_chunk_id", &state.nextChunkId}}) {
        auto value = LibrarySchema::meta(db, kMeta, QString::fromLatin1(n.key));
        if (!value)
            return value.error();
        *n.into = value->toLongLong();
    }
    state.nextChunkId = std::max<qint64>(1, state.nextChunkId);
    return state;
}

Result<QList<qint64>> LibraryChangeLog::documentsAfter(Database& db, qint64 seq)
{
    auto stmt = db.prepare(QStringLiteral("SELECT DISTINCT document_id FROM index_log WHERE seq > ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, seq);
    return ids(stmt.value());
}

Result<void> LibraryChangeLog::prune(Database& db, qint64 seq)
{
    auto stmt = db.prepare(QStringLiteral("DELETE FROM index_log WHERE seq <= ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, seq);
    if (auto ran = stmt->run(); !ran)
        return ran;
    return LibrarySchema::setMeta(db, kMeta, QStringLiteral("log_start"), QString::number(seq));
}

Result<void> LibraryChangeLog::record(Database& db, qint64 seq, const QList<qint64>& documents, qint64 nextChunkId)
{
    auto stmt = db.prepare(QStringLiteral("INSERT INTO index_log(seq, document_id) VALUES(?, ?)"));
    if (!stmt)
        return stmt.error();
    QSet<qint64> logged;
    for (qint64 documentId : documents) {
        if (logged.contains(documentId))
            continue;
        logged.insert(documentId);
        stmt->reset();
        stmt->bind(1, seq).bind(2, documentId);
        if (auto ran = stmt->run(); !ran)
            return ran;
    }
    if (auto done = LibrarySchema::setMeta(db, kMeta, QStringLiteral("index_seq"), QString::number(seq)); !done)
        return done;
    return LibrarySchema::setMeta(db, kMeta, QStringLiteral("next_chunk_id"), QString::number(nextChunkId));
}

Result<QList<qint64>> LibraryChangeLog::indexedDocuments(Database& db)
{
    auto stmt = db.prepare(QStringLiteral("SELECT id FROM documents WHERE status = 'indexed' ORDER BY id"));
    if (!stmt)
        return stmt.error();
    return ids(stmt.value());
}

} // namespace lmars::store
