// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/ServerTextSearch.h"
#include "library/LibraryStore.h"

#include <QCoreApplication>
#include <QList>

namespace lmars::store {

class PgConnection;

/// A document to put into the server library, with its chunks.
struct ServerNewDocument
{
    LibraryDocument document;
    QList<LibraryChunk> chunks;
};

/// What ServerLibrary::putDocument(s) did with one document.
struct ServerPutResult
{
    qint64 documentId = 0;
    bool added = false; ///< false: the matter already held a document with the same content
};

/**
 * Writes a batch of documents into one matter of the server library, in the caller's transaction,
 * with a few statements per batch rather than per document: the documents and all their chunks
 * sent by COPY into per-connection staging tables, one INSERT each into lmars.documents (a content
 * hash the matter holds already is skipped) and lmars.chunks (the tsvector made by the server, so
 * that the statistics triggers count the batch once), an older version of the same path replaced,
 * search index segments of the batch's chunks (ServerSegmentWriter; each small enough to keep its
 * postings packed in one row) and one audit entry per document added. Row-level security applies
 * to every statement as to any other write.
 */
class ServerDocumentWriter final
{
    Q_DECLARE_TR_FUNCTIONS(ServerDocumentWriter)

public:
    ServerDocumentWriter(PgConnection& db, ServerTextSearch textSearch) : m_db(db), m_textSearch(textSearch) {}

    /// Makes a connection ready to write documents (its staging tables); once per connection.
    static Result<void> prepareConnection(PgConnection& db);

    /// One result per document, in order. Documents sharing a path are written one after another,
    /// so that the later replaces the earlier as it would in separate transactions.
    Result<QList<ServerPutResult>> write(qint64 matterId, const QList<ServerNewDocument>& documents);

    /// Text as the index sees it: CJK as character bigrams and, as SQLite's unicode61 tokenizer
    /// splits it, words of letters and digits with everything else a separator.
    static QString indexedText(const QString& text);

private:
    /// write() of documents whose paths are distinct.
    Result<QList<ServerPutResult>> writeDistinct(qint64 matterId, const QList<ServerNewDocument>& documents);

    PgConnection& m_db;
    ServerTextSearch m_textSearch;
};

} // namespace lmars::store
