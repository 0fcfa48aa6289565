// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/SegmentIndexReader.h"
#include "index/ServerAnalyzer.h"
#include "index/ServerTextSearch.h"
#include "library/LibraryStore.h"
#include "library/ServerDocumentWriter.h"
#include "server/ServerSchema.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace lmars::store {

class PgConnection;

/// A document of the server library with the matter it belongs to.
struct ServerDocument
{
    LibraryDocument document;
    qint64 matterId = 0;
    QString matter;
    QString addedBy;
};

/// A search on the server library.
struct ServerSearchQuery
{
    QString text;        ///< the user's words (any text is safe)
    QDate asOf;          ///< null, or keep chunks valid on that day
    qint64 matterId = 0; ///< 0: every matter the user may see
    int limit = 10;
    /// false: the search writes no audit entry (on a read-only standby); the caller records it
    /// on the primary (ReadReplicas).
    bool audited = true;
    /// When set: receives the main query's BM25 ranking, best first, up to limit chunk ids (the
    /// fused search's BM25 channel; the hits rank chunks citing the query's references first).
    QList<qint64>* bm25Ranking = nullptr;
};

/**
 * The document library on the firm server: documents and chunks per matter in a weighted tsvector
 * (title A, headings B, body D; the library's text search configuration; CJK as character bigrams
 * via TextSegmenter, as the embedded library does) and, built from it, the matter's search index
 * of the in-house engine (ServerSegmentWriter), searched with the embedded library's ranking:
 * exact BM25 top k as Xapian 1.4 scores it (the engine's one reader, SegmentIndexReader, over the
 * matter's PgSegmentStore with the server's Analyzer), over corpus statistics the
 * database keeps per matter; a search counts only the matters it covers, so walled documents never
 * weigh in. Passages that cite the section or article references the query names ("§ 1324a",
 * "Article 33") rank first. Documents are written in batches (ServerDocumentWriter), each batch one
 * transaction with its chunks sent by COPY and its index segment: other clients see all of it or
 * nothing, and the content hash is unique per matter, so two clients indexing the same files never
 * duplicate a document.
 * Row-level security decides what the user sees; searches and reads are appended to the audit trail.
 */
class ServerLibrary final
{
    Q_DECLARE_TR_FUNCTIONS(ServerLibrary)

public:
    /// Checks the schema version and reads the text search configuration.
    static Result<ServerLibrary> open(PgConnection& db);
    /// For searches and reads only, on a read-only connection (a hot standby): creates nothing
    /// on the connection, so putDocument() and rewriteChunks() cannot be used.
    static Result<ServerLibrary> openForReading(PgConnection& db);

    Result<ServerPutResult> putDocument(qint64 matterId, const LibraryDocument& doc, const QList<LibraryChunk>& chunks);
    /// Several documents in one transaction (ServerDocumentWriter): one result per document; a
    /// push that is interrupted leaves whole batches only.
    Result<QList<ServerPutResult>> putDocuments(qint64 matterId, const QList<ServerNewDocument>& documents);
    /// false when there was no such document in the matter.
    Result<bool> removeDocument(qint64 matterId, const QString& path);
    /// Documents of one matter (0: every visible matter), by matter and path.
    Result<QList<ServerDocument>> documents(qint64 matterId = 0);
    /// The best query.limit chunks, ranked as the embedded library's LibrarySearcher ranks: the
    /// exact BM25 top of QuerySanitizer's terms and of each ReferenceMatcher reference's words,
    /// chunks citing more references first.
    Result<QList<LibraryChunkHit>> search(const ServerSearchQuery& query);
    /// Writes the chunks of documents (rows of id and matter id) again with their document's
    /// validity, in the caller's transaction: the old rows become tombstones, the new ones a segment.
    Result<void> rewriteChunks(const QList<QStringList>& documents);
    /// The chunks of these ids the user may see (row-level security), in no particular order; not
    /// audited (the search that found them is).
    Result<QList<LibraryChunkHit>> chunksById(const QList<qint64>& ids);
    /// Chunks of one document with ordinals in [first, last]; audited as a document read.
    Result<QList<LibraryChunkHit>> readChunks(qint64 documentId, int first, int last);
    Result<LibraryStats> stats();

    /// The tsquery text (websearch syntax, words joined by "or") for user text; empty when nothing
    /// searchable remains.
    static QString queryText(const QString& userText);
    /// The distinct lower-cased words of user text (CJK as character bigrams) that a search ranks by.
    static QStringList queryWords(const QString& userText);
    /// The section and article references the query cites, as phrases ("1324a", "article 33").
    static QStringList referencePhrases(const QString& userText);

    ServerTextSearch textSearch() const { return m_textSearch; }

private:
    ServerLibrary(PgConnection& db, ServerTextSearch textSearch);

    PgConnection* m_db;
    ServerTextSearch m_textSearch;
    std::shared_ptr<const ServerAnalyzer> m_analyzer;
    std::shared_ptr<SegmentIndexReader> m_reader; ///< keeps the segments' document arrays of this connection
};

} // namespace lmars::store
