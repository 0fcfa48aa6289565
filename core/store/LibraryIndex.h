// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/LibraryStore.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace Xapian {
class Database;
class WritableDatabase;
} // namespace Xapian

namespace lmars::store {

class LibraryTerms;

/// A ranked full-text query of the library index.
struct LibraryIndexQuery
{
    std::vector<std::string> terms; ///< index terms (LibraryTerms), title-only ones via LibraryIndex::titleTerm
    bool requireAll = false;        ///< every term must match (else any)
    QString asOf;                   ///< yyyy-MM-dd: only chunks valid that day; empty: any
    std::optional<QString> matter;  ///< only chunks of this matter's documents
    int limit = 10;
};

/// A chunk a query matched, by its id in the library file, with its BM25 score.
struct LibraryIndexMatch
{
    qint64 chunkId = 0;
    double score = 0;
};

/// What an index records about the library state it holds.
struct LibraryIndexStamp
{
    QString libraryId;     ///< the library file's index_id; empty: no usable index
    qint64 appliedSeq = 0; ///< the library file's last write sequence number it holds
};

/**
 * The library's full-text index: a Xapian database (a directory beside the library file) with one
 * Xapian document per chunk, its docid the chunk's id. Terms come from LibraryTerms; the title's
 * terms count 3 times and the heading's twice in the within-document frequency, so BM25 weighs
 * them as FTS5's column weights did. Boolean terms make filters and removals index lookups:
 * "D<document id>", "M<matter>" and "T<term>" for title words; two value slots hold the validity
 * window for the as-of filter. Xapian returns the exact BM25 top k, skipping documents that
 * cannot reach it.
 *
 * Writes happen inside a Xapian transaction that commits atomically (with the stamp in the
 * database's metadata), so a killed process leaves the last committed state. One writer at a
 * time per directory (the library file's write lock orders them); readers reopen to see commits.
 */
class LibraryIndex final
{
    Q_DECLARE_TR_FUNCTIONS(LibraryIndex)

public:
    LibraryIndex(QString dir, LibraryTokenizer tokenizer);
    ~LibraryIndex();
    LibraryIndex(const LibraryIndex&) = delete;
    LibraryIndex& operator=(const LibraryIndex&) = delete;

    const QString& dir() const { return m_dir; }

    /// What the committed index holds; an empty libraryId when there is none or it cannot be read.
    LibraryIndexStamp committedStamp();

    /// Opens the writer and a transaction; returns the stamp of what it holds.
    Result<LibraryIndexStamp> beginWrite();
    bool isWriting() const { return m_writer != nullptr; }
    /// During a write: starts over from an empty index (a rebuild).
    Result<void> clear();
    /// During a write: the chunks that follow belong to this document.
    void setDocument(qint64 documentId, const QString& title, const QString& matter, const QString& validFrom,
                     const QString& validTo);
    Result<void> addChunk(qint64 chunkId, const QString& headingPath, const QString& text);
    Result<void> removeDocument(qint64 documentId);
    /// Records stamp and commits the transaction atomically; closes the writer.
    Result<void> commitWrite(const LibraryIndexStamp& stamp);
    void cancelWrite();

    Result<QList<LibraryIndexMatch>> search(const LibraryIndexQuery& query);
    /// How many chunks hold every one of terms.
    Result<int> countMatching(const std::vector<std::string>& terms);

    const LibraryTerms& terms() const { return *m_terms; }
    /// The boolean term that marks a title word.
    static std::string titleTerm(const std::string& term);

private:
    Result<QList<LibraryIndexMatch>> run(const LibraryIndexQuery& query);
    Result<void> openReader();
    /// False while no index was ever written (a search finds nothing rather than failing).
    bool committedOrOpen();

    QString m_dir;
    std::unique_ptr<LibraryTerms> m_terms;
    std::unique_ptr<Xapian::Database> m_reader;
    std::unique_ptr<Xapian::WritableDatabase> m_writer;

    struct CurrentDocument;
    std::unique_ptr<CurrentDocument> m_document; ///< what setDocument() gave, as terms
};

} // namespace lmars::store
