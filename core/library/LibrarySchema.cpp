// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySchema.h"

#include "sqlite/Database.h"
#include "sqlite/Statement.h"

namespace lmars::store {

namespace {

/// The tokenizer's FTS5 tokenize= option (the schema steps of the FTS5 era still create those tables).
QString tokenizeClause(LibraryTokenizer tokenizer)
{
    switch (tokenizer) {
    case LibraryTokenizer::Porter:
        return QStringLiteral("porter unicode61 remove_diacritics 2");
    case LibraryTokenizer::Trigram:
        return QStringLiteral("trigram");
    case LibraryTokenizer::Unicode61:
        break;
    }
    return QStringLiteral("unicode61 remove_diacritics 2");
}

/// In-memory FTS5 pending data before a flush to a segment: fewer, larger segments mean less
/// merging (bulk inserts were 30% faster than with the 1 MiB default).
constexpr int kFtsHashBytes = 16 * 1024 * 1024;

} // namespace

QStringList LibrarySchema::migrations(LibraryTokenizer tokenizer)
{
    return {
        QStringLiteral(
            "CREATE TABLE library_meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
            "INSERT INTO library_meta(key, value) VALUES('tokenizer', '%1');"
            "CREATE TABLE documents("
            " id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, hash TEXT NOT NULL DEFAULT '',"
            " size INTEGER NOT NULL DEFAULT 0, mtime INTEGER NOT NULL DEFAULT 0, title TEXT NOT NULL DEFAULT '',"
            " type TEXT NOT NULL DEFAULT '', page_count INTEGER NOT NULL DEFAULT 0, valid_from TEXT, valid_to TEXT,"
            " user_validity INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL, error TEXT NOT NULL DEFAULT '',"
            " indexed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')));"
            "CREATE INDEX documents_hash ON documents(hash);"
            "CREATE TABLE chunks("
            " id INTEGER PRIMARY KEY, document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,"
            " ordinal INTEGER NOT NULL, text TEXT NOT NULL, heading_path TEXT NOT NULL DEFAULT '',"
            " page INTEGER NOT NULL DEFAULT 0, char_start INTEGER NOT NULL, char_end INTEGER NOT NULL,"
            " valid_from TEXT, valid_to TEXT);"
            "CREATE INDEX chunks_document ON chunks(document_id, ordinal);"
            "CREATE VIRTUAL TABLE chunks_fts USING fts5(title, heading, body, tokenize='%2');")
            .arg(libraryTokenizerName(tokenizer), tokenizeClause(tokenizer)),
        // Schema 2: the index no longer keeps a second copy of every chunk's text (the chunks
        // table has it). Rows are removed with FTS5's 'delete' command and the indexed values.
        QStringLiteral(
            "CREATE VIRTUAL TABLE chunks_fts_v2 USING fts5(title, heading, body, content='', tokenize='%1');"
            "INSERT INTO chunks_fts_v2(rowid, title, heading, body) SELECT rowid, title, heading, body FROM chunks_fts;"
            "DROP TABLE chunks_fts;"
            "ALTER TABLE chunks_fts_v2 RENAME TO chunks_fts;"
            "INSERT INTO chunks_fts(chunks_fts, rank) VALUES('hashsize', %2);")
            .arg(tokenizeClause(tokenizer))
            .arg(kFtsHashBytes),
        // Schema 3: the index moves to a file of its own (LibraryStore::indexPath), written by a
        // second connection on its own thread. A new random index_id makes LibraryStore rebuild
        // it there from the chunks. index_journal keeps what the index file may not have yet.
        QStringLiteral(
            "DROP TABLE chunks_fts;"
            "CREATE TABLE index_journal(batch INTEGER NOT NULL, kind INTEGER NOT NULL, first_id INTEGER NOT NULL,"
            " last_id INTEGER NOT NULL, title TEXT, heading TEXT, body TEXT);"
            "INSERT INTO library_meta(key, value) VALUES('next_chunk_id', (SELECT coalesce(max(id), 0) + 1 FROM "
            "chunks));"
            "INSERT INTO library_meta(key, value) VALUES('index_id', lower(hex(randomblob(16))));"),
        // Schema 4: the index becomes a Xapian database (EmbeddedIndex), rebuilt from the chunks
        // (a new index_id). Each write gets a sequence number (index_seq); index_log names the
        // documents each write touched, so that what the index missed is indexed again on open;
        // entries the index is known to hold are pruned (log_start: every write after it is
        // logged). Documents get a matter ("" is "No matter").
        QStringLiteral("DROP TABLE index_journal;"
                       "ALTER TABLE documents ADD COLUMN matter TEXT NOT NULL DEFAULT '';"
                       "CREATE TABLE index_log(seq INTEGER NOT NULL, document_id INTEGER NOT NULL);"
                       "CREATE INDEX index_log_seq ON index_log(seq);"
                       "INSERT OR REPLACE INTO library_meta(key, value) VALUES('index_seq', '0');"
                       "INSERT OR REPLACE INTO library_meta(key, value) VALUES('log_start', '0');"
                       "UPDATE library_meta SET value = lower(hex(randomblob(16))) WHERE key = 'index_id';"),
        // Schema 5: the index moves into this file (EmbeddedIndex), written in the same transaction
        // as the chunks it indexes, so the write log and the stamps that kept a second file in
        // step go. Terms are blobs (UTF-8 bytes, compared bytewise). Format 0 makes the next
        // write (on open) index the stored chunks once; LibraryStore deletes the former index file.
        QStringLiteral(
            "DROP TABLE index_log;"
            "DELETE FROM library_meta WHERE key IN ('index_seq', 'log_start', 'index_id');"
            "CREATE TABLE index_meta(key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;"
            "CREATE TABLE index_segments(id INTEGER PRIMARY KEY, doc_count INTEGER NOT NULL,"
            " total_length INTEGER NOT NULL, docs BLOB NOT NULL);"
            "CREATE TABLE index_postings(term BLOB NOT NULL, segment_id INTEGER NOT NULL, df INTEGER NOT NULL,"
            " blob BLOB NOT NULL, PRIMARY KEY(term, segment_id)) WITHOUT ROWID;"
            "CREATE TABLE index_term_df(term BLOB PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;"
            "CREATE TABLE index_tombstones(chunk_id INTEGER PRIMARY KEY, before_segment INTEGER NOT NULL);"
            "CREATE TABLE index_matters(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);"
            "INSERT INTO index_meta(key, value) VALUES ('next_segment', 1), ('live_chunks', 0),"
            " ('total_length', 0), ('generation', 0), ('format', 0);"),
        // Schema 6: a chunk read by OCR keeps OCR's mean confidence (0..100); -1: a text layer.
        QStringLiteral("ALTER TABLE chunks ADD COLUMN ocr_confidence INTEGER NOT NULL DEFAULT -1;"),
        // Schema 7: a segment's merge level (SegmentMergePolicy: levels of eight, as on the firm
        // server); the segments of an older file start on level 0.
        QStringLiteral("ALTER TABLE index_segments ADD COLUMN level INTEGER NOT NULL DEFAULT 0;"),
        // Schema 8: the dense channel's vectors (VectorStore). vector_models names what made them
        // (a TextEmbedder's model id) and keeps a local model itself (LSA) so that a reopened library
        // searches by meaning without training again; chunk_vectors holds one vector a chunk (float32,
        // the model's dimension) and goes with its chunk in the chunk's own delete. seq orders the
        // writes, so a reader loads only what is newer than what it has.
        QStringLiteral("CREATE TABLE vector_models(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
                       " dimension INTEGER NOT NULL, trained_chunks INTEGER NOT NULL DEFAULT 0, model BLOB);"
                       "CREATE TABLE chunk_vectors(chunk_id INTEGER PRIMARY KEY REFERENCES chunks(id) ON DELETE "
                       "CASCADE, model_id INTEGER NOT NULL REFERENCES vector_models(id) ON DELETE CASCADE,"
                       " seq INTEGER NOT NULL, vector BLOB NOT NULL);"
                       "CREATE INDEX chunk_vectors_model ON chunk_vectors(model_id, seq);"),
        // Schema 9: the approximate index of the active model's vectors (VectorGraph), kept with the
        // library: vector_graphs says which write (seq) it covers and how many vectors it holds,
        // vector_graph_parts holds VectorIndex::save's bytes in parts of 64 MiB (a blob's limit
        // is 1 GB); deletions is vector_deletes when it was saved. Written whole in one transaction, so a killed build
        // leaves the old graph or the new one. vector_deletes counts deleted vectors, so that a search's copy in memory
        // knows when to look for dead ids without counting the table.
        QStringLiteral("CREATE TABLE vector_graphs(model_id INTEGER PRIMARY KEY REFERENCES vector_models(id) ON DELETE"
                       " CASCADE, covers_seq INTEGER NOT NULL, vectors INTEGER NOT NULL, deletions INTEGER NOT NULL,"
                       " bytes INTEGER NOT NULL);"
                       "CREATE TABLE vector_graph_parts(id INTEGER PRIMARY KEY, model_id INTEGER NOT NULL REFERENCES"
                       " vector_graphs(model_id) ON DELETE CASCADE, part INTEGER NOT NULL, bytes BLOB NOT NULL,"
                       " UNIQUE(model_id, part));"
                       "INSERT OR IGNORE INTO library_meta(key, value) VALUES('vector_deletes', '0');"
                       "CREATE TRIGGER chunk_vectors_deleted AFTER DELETE ON chunk_vectors BEGIN"
                       " UPDATE library_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'vector_deletes';"
                       " END;")};
}

Result<QString> LibrarySchema::meta(Database& db, const QString& table, const QString& key)
{
    auto stmt = db.prepare(QStringLiteral("SELECT value FROM %1 WHERE key = ?").arg(table));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, key);
    auto row = stmt->step();
    if (!row)
        return row.error();
    return row.value() ? stmt->columnText(0) : QString();
}

Result<void> LibrarySchema::setMeta(Database& db, const QString& table, const QString& key, const QString& value)
{
    auto stmt = db.prepare(QStringLiteral("INSERT OR REPLACE INTO %1(key, value) VALUES(?, ?)").arg(table));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, key).bind(2, value);
    return stmt->run();
}

Result<std::optional<LibraryTokenizer>> LibrarySchema::storedTokenizer(Database& db)
{
    auto tables =
        db.prepare(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'library_meta'"));
    if (!tables)
        return tables.error();
    auto counted = tables->step();
    if (!counted)
        return counted.error();
    if (!counted.value() || tables->columnInt(0) == 0)
        return std::optional<LibraryTokenizer>();
    auto stmt = db.prepare(QStringLiteral("SELECT value FROM library_meta WHERE key = 'tokenizer'"));
    if (!stmt)
        return stmt.error();
    auto row = stmt->step();
    if (!row)
        return row.error();
    LibraryTokenizer tokenizer = LibraryTokenizer::Unicode61;
    if (!row.value() || !parseLibraryTokenizer(stmt->columnText(0), &tokenizer))
        return Error(ErrorKind::Storage,
                     LibrarySchema::tr("The library database %1 uses an unknown tokenizer.").arg(db.path()));
    return std::optional<LibraryTokenizer>(tokenizer);
}

} // namespace lmars::store
