// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerDocumentWriter.h"

#include "index/ServerPackedPostings.h"
#include "index/ServerSegmentWriter.h"
#include "index/TextSegmenter.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace lmars::store {

namespace {

/// A date for COPY: the text, or NULL for an open side.
QString dateOrNull(const QString& date)
{
    return date.isEmpty() ? QString() : date;
}

} // namespace

QString ServerDocumentWriter::indexedText(const QString& text)
{
    // PostgreSQL's parser would otherwise also index "data-subject", "5(1)(f)" or "ico.org.uk" whole,
    // which changes the lengths and frequencies BM25 ranks by.
    static const QRegularExpression separators(QStringLiteral("[^\\p{L}\\p{N}\\p{M}]+"));
    return TextSegmenter::indexText(text, LibraryTokenizer::Unicode61).replace(separators, QStringLiteral(" "));
}

Result<void> ServerDocumentWriter::prepareConnection(PgConnection& db)
{
    // Row-level security rules out COPY into the tables themselves: the rows go through staging tables.
    return db.execute(QStringLiteral(
        "SET client_min_messages = warning;"
        "CREATE TEMP TABLE IF NOT EXISTS document_stage (seq int, path text, hash text, size bigint, mtime bigint,"
        " title text, type text, page_count int, valid_from date, valid_to date, chunk_count int, index_title text)"
        " ON COMMIT DELETE ROWS;"
        "CREATE TEMP TABLE IF NOT EXISTS chunk_stage (seq int, ordinal int, heading_path text, body text, page int,"
        " start_offset int, end_offset int, index_heading text, index_body text, ocr_confidence smallint)"
        " ON COMMIT DELETE ROWS"));
}

Result<QList<ServerPutResult>> ServerDocumentWriter::write(qint64 matterId, const QList<ServerNewDocument>& documents)
{
    // Runs of distinct paths: a path seen again starts the next run.
    QList<ServerPutResult> results;
    results.reserve(documents.size());
    QList<ServerNewDocument> run;
    QSet<QString> paths;
    for (qsizetype i = 0; i <= documents.size(); ++i) {
        if (i == documents.size() || paths.contains(documents.at(i).document.path)) {
            auto written = writeDistinct(matterId, run);
            if (!written)
                return written.error();
            results += written.value();
            run.clear();
            paths.clear();
        }
        if (i < documents.size()) {
            run.append(documents.at(i));
            paths.insert(documents.at(i).document.path);
        }
    }
    return results;
}

Result<QList<ServerPutResult>> ServerDocumentWriter::writeDistinct(qint64 matterId,
                                                                   const QList<ServerNewDocument>& documents)
{
    QList<ServerPutResult> results(documents.size());
    if (documents.isEmpty())
        return results;
    for (const ServerNewDocument& d : documents) {
        if (d.document.hash.isEmpty())
            return Error(ErrorKind::Internal, tr("A document needs its content hash."));
    }
    const QString matter = QString::number(matterId);
    auto cleared = [this]() {
        return m_db.execute(QStringLiteral("TRUNCATE document_stage, chunk_stage"));
    };
    QList<QStringList> docRows;
    docRows.reserve(documents.size());
    for (qsizetype i = 0; i < documents.size(); ++i) {
        const LibraryDocument& doc = documents.at(i).document;
        docRows.append({QString::number(i), doc.path, doc.hash, QString::number(doc.size), QString::number(doc.mtime),
                        doc.title, doc.type, QString::number(doc.pageCount), dateOrNull(doc.validFrom),
                        dateOrNull(doc.validTo), QString::number(documents.at(i).chunks.size()),
                        indexedText(doc.title)});
    }
    if (auto copied =
            m_db.copyRows(QStringLiteral("document_stage"),
                          {QStringLiteral("seq"), QStringLiteral("path"), QStringLiteral("hash"),
                           QStringLiteral("size"), QStringLiteral("mtime"), QStringLiteral("title"),
                           QStringLiteral("type"), QStringLiteral("page_count"), QStringLiteral("valid_from"),
                           QStringLiteral("valid_to"), QStringLiteral("chunk_count"), QStringLiteral("index_title")},
                          docRows);
        !copied)
        return copied.error();
    // A concurrent insert of the same content waits here for the other transaction, then is skipped.
    auto inserted = m_db.query(
        QStringLiteral("INSERT INTO lmars.documents (matter_id, path, hash, size, mtime, title, type, page_count,"
                       " validity, chunk_count) SELECT $1, path, hash, size, mtime, coalesce(title, ''),"
                       " coalesce(type, ''), page_count, daterange(valid_from, valid_to + 1, '[)'), chunk_count"
                       " FROM document_stage ORDER BY seq ON CONFLICT (matter_id, hash) DO NOTHING RETURNING id, hash"),
        {matter});
    if (!inserted)
        return inserted.error();
    QHash<QString, qint64> addedIds;
    for (const QStringList& row : std::as_const(inserted->rows))
        addedIds.insert(row.at(1), row.at(0).toLongLong());
    QList<qint64> addedSeqs;
    QList<qint64> added;
    for (qsizetype i = 0; i < documents.size(); ++i) {
        const QString& hash = documents.at(i).document.hash;
        auto id = addedIds.find(hash);
        if (id == addedIds.end())
            continue;
        results[i] = ServerPutResult{id.value(), true};
        addedSeqs << i;
        added << id.value();
        addedIds.erase(id); // a second document with the same content is not added
    }
    if (addedSeqs.size() < documents.size()) {
        auto existing = m_db.query(QStringLiteral("SELECT d.id, d.hash FROM lmars.documents d WHERE d.matter_id = $1"
                                                  " AND d.hash IN (SELECT hash FROM document_stage)"),
                                   {matter});
        if (!existing)
            return existing.error();
        QHash<QString, qint64> ids;
        for (const QStringList& row : std::as_const(existing->rows))
            ids.insert(row.at(1), row.at(0).toLongLong());
        for (qsizetype i = 0; i < documents.size(); ++i) {
            if (!results.at(i).added)
                results[i] = ServerPutResult{ids.value(documents.at(i).document.hash), false};
        }
    }
    if (added.isEmpty()) {
        if (auto ok = cleared(); !ok)
            return ok.error();
        return results;
    }
    // An older version of an added document's file in the matter is replaced.
    auto replaced = m_db.query(QStringLiteral("DELETE FROM lmars.documents d USING document_stage s"
                                              " WHERE d.matter_id = $1 AND s.seq = ANY ($2::int[]) AND d.path = s.path"
                                              " AND d.id <> ALL ($3::bigint[]) RETURNING d.id"),
                               {matter, PgConnection::integerArray(addedSeqs), PgConnection::integerArray(added)});
    if (!replaced)
        return replaced.error();
    QSet<qint64> gone;
    for (const QStringList& row : std::as_const(replaced->rows))
        gone.insert(row.at(0).toLongLong());

    QList<QStringList> chunkRows;
    for (qint64 seq : std::as_const(addedSeqs)) {
        for (const LibraryChunk& c : documents.at(seq).chunks)
            chunkRows.append({QString::number(seq), QString::number(c.ordinal), c.headingPath, c.text,
                              QString::number(c.page), QString::number(c.start), QString::number(c.end),
                              indexedText(c.headingPath), indexedText(c.text),
                              QString::number(std::clamp(c.ocrConfidence, -1, 100))});
    }
    if (auto copied = m_db.copyRows(QStringLiteral("chunk_stage"),
                                    {QStringLiteral("seq"), QStringLiteral("ordinal"), QStringLiteral("heading_path"),
                                     QStringLiteral("body"), QStringLiteral("page"), QStringLiteral("start_offset"),
                                     QStringLiteral("end_offset"), QStringLiteral("index_heading"),
                                     QStringLiteral("index_body"), QStringLiteral("ocr_confidence")},
                                    chunkRows);
        !copied)
        return copied.error();
    // One statement for the batch's chunks: the statistics triggers run once. The title's tsvector
    // is made once per document; title A, headings B, body D, concatenated in that order.
    auto moved = m_db.query(
        QStringLiteral(
            "INSERT INTO lmars.chunks (document_id, matter_id, ordinal, heading_path, body, page,"
            " start_offset, end_offset, ocr_confidence, validity, tsv)"
            " SELECT m.id, $1, s.ordinal, coalesce(s.heading_path, ''), coalesce(s.body, ''), s.page, s.start_offset,"
            "  s.end_offset, coalesce(s.ocr_confidence, -1), m.validity,"
            "  m.title_tsv || setweight(to_tsvector($2::regconfig, coalesce(s.index_heading, '')), 'B') ||"
            "  setweight(to_tsvector($2::regconfig, coalesce(s.index_body, '')), 'D')"
            " FROM chunk_stage s JOIN (SELECT t.seq, t.id, d.validity,"
            "  setweight(to_tsvector($2::regconfig, coalesce(ds.index_title, '')), 'A') AS title_tsv"
            "  FROM unnest($3::int[], $4::bigint[]) t (seq, id) JOIN document_stage ds ON ds.seq = t.seq"
            "  JOIN lmars.documents d ON d.id = t.id) m ON m.seq = s.seq ORDER BY s.seq, s.ordinal"),
        {matter, serverTextSearchName(m_textSearch), PgConnection::integerArray(addedSeqs),
         PgConnection::integerArray(added)});
    if (!moved)
        return moved.error();
    // The chunks' segments of the search index, in the same transaction: all of it or nothing. A
    // segment holds the documents of up to ServerPackedPostings::kMaxChunks chunks (a document with
    // more has one of its own), so that it stays one row with its postings packed.
    ServerSegmentWriter segments(m_db);
    QList<qint64> group;
    qsizetype groupChunks = 0;
    for (qsizetype j = 0; j <= addedSeqs.size(); ++j) {
        const qsizetype chunks = j < addedSeqs.size() ? documents.at(addedSeqs.at(j)).chunks.size() : 0;
        if (!group.isEmpty() &&
            (j == addedSeqs.size() || groupChunks + chunks > qsizetype(ServerPackedPostings::kMaxChunks))) {
            if (auto indexed = segments.indexDocuments(matterId, group); !indexed)
                return indexed.error();
            group.clear();
            groupChunks = 0;
        }
        if (j < addedSeqs.size()) {
            group << added.at(j);
            groupChunks += chunks;
        }
    }
    if (auto recorded =
            m_db.query(QStringLiteral("SELECT lmars.record($1, $2, s.path) FROM document_stage s"
                                      " WHERE s.seq = ANY ($3::int[]) ORDER BY s.seq"),
                       {auditActionName(AuditAction::DocumentAdd), matter, PgConnection::integerArray(addedSeqs)});
        !recorded)
        return recorded.error();
    if (auto ok = cleared(); !ok)
        return ok.error();

    // A document found already in the matter whose older version an added one just replaced (the
    // same content under another path) is written again, as separate transactions would have.
    QList<qsizetype> again;
    for (qsizetype i = 0; i < documents.size(); ++i) {
        if (!results.at(i).added && gone.contains(results.at(i).documentId))
            again << i;
    }
    if (!again.isEmpty()) {
        QList<ServerNewDocument> redo;
        for (qsizetype i : std::as_const(again))
            redo << documents.at(i);
        auto rewritten = writeDistinct(matterId, redo);
        if (!rewritten)
            return rewritten.error();
        for (qsizetype j = 0; j < again.size(); ++j)
            results[again.at(j)] = rewritten->at(j);
    }
    return results;
}

} // namespace lmars::store
