// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "dense/WeightedRrf.h"
#include "index/BooleanQuery.h"
#include "library/LibraryStore.h"
#include "library/VectorStore.h"
#include "sessions/BackendKind.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <utility>

namespace lmars::store {

/// How the hits of a Terms-and-Connectors search are ordered.
enum class LibrarySort
{
    Relevance, ///< BM25 of the expression's terms
    Date       ///< the document's date (its validity start), newest first; undated last; then relevance
};

/// A ranked search of the library.
struct LibraryQuery
{
    LibraryQuery() = default;
    LibraryQuery(QString queryText, int count = 5, QDate asOfDay = {}, bool merge = true)
        : text(std::move(queryText)), k(count), asOf(asOfDay), mergeAdjacent(merge)
    {}

    QString text;
    int k = 5;
    QDate asOf; ///< only chunks valid on that day; null: no time filter
    bool mergeAdjacent = true;
    std::optional<QString> matter; ///< only this matter's documents ("" is "No matter"); unset: every matter
    /// Adds the dense channel (when the library has vectors) and fuses it with the exact tier and
    /// BM25 by weighted RRF (LibrarySearcher); off: the exact tier, then BM25, as always.
    bool dense = false;
    dense::FusionWeights fusion;
    /// How text is read: natural language (the default here), Terms and Connectors, or either as
    /// BooleanQuery::looksBoolean() decides. A Terms-and-Connectors search returns chunks (no merging).
    QuerySyntax syntax = QuerySyntax::Natural;
    LibrarySort sort = LibrarySort::Relevance; ///< Terms and Connectors only
};

/// One retrieved passage: a chunk, or adjacent chunks of one document merged.
struct LibraryHit
{
    qint64 documentId = 0;
    QString path;
    QString title;
    QString headingPath;
    int page = 0;
    int firstOrdinal = 0;
    int lastOrdinal = 0;
    int start = 0;
    int end = 0;
    QString text;
    QString snippet; ///< about 240 characters around the first matched term
    double score = 0;
    int referenceMatches = 0; ///< how many of the query's section/article references the passage cites
    QString validFrom;
    QString validTo;
    QString matter;         ///< the matter of the passage's document ("" is "No matter")
    int ocrConfidence = -1; ///< read by OCR: its mean confidence (the lowest of merged chunks); -1: a text layer
    /// A fused search only: the passage's (first chunk's) 1-based rank in each channel (0: not
    /// found by it, dense::Channel order) and its fused score (also in score).
    std::array<int, dense::kChannelCount> channelRanks{};
    bool fused = false;
};

/// Which documents documents() lists.
struct LibraryDocumentFilter
{
    QString pathPrefix;            ///< empty: every path
    std::optional<QString> matter; ///< unset: every matter the user may see
};

/**
 * The document library as the layers above it see it, whichever backend holds it: the
 * embedded SQLite library (EmbeddedLibrary) or the firm server. Callers never learn which one
 * beyond kind(), which is for display only.
 */
class LibraryBackend
{
public:
    virtual ~LibraryBackend() = default;

    virtual BackendKind kind() const = 0;

    /// Ranked passages for the query; any user text is safe.
    virtual Result<QList<LibraryHit>> search(const LibraryQuery& query, const CancelToken& cancel = {}) = 0;
    /// Chunks of one document with ordinals in [first, last] (a document read).
    virtual Result<QList<LibraryChunkHit>> chunks(qint64 documentId, int first, int last) = 0;

    virtual Result<std::optional<LibraryDocument>> document(const QString& path) = 0;
    /// Ordered by path.
    virtual Result<QList<LibraryDocument>> documents(const LibraryDocumentFilter& filter = {}) = 0;
    /// Inserts or replaces the document at doc.path (in doc.matter) with its chunks, all or nothing.
    virtual Result<qint64> putDocument(const LibraryDocument& doc, const QList<LibraryChunk>& chunks) = 0;
    virtual Result<bool> removeDocument(const QString& path) = 0;
    /// Sets (or clears, with empty strings) a user validity window on a document.
    virtual Result<bool> setValidity(const QString& path, const QString& from, const QString& to) = 0;
    virtual Result<LibraryStats> stats() = 0;
    /// The matters that hold documents or that the user may use, by name ("" is "No matter").
    virtual Result<QStringList> matters() = 0;
    /// How far the dense channel's vectors are (chunks, chunks with a vector, the model); none
    /// where the backend keeps none (the firm server without an embedding provider: words only).
    virtual Result<std::optional<library::VectorCounts>> vectors() { return std::optional<library::VectorCounts>(); }
    /// Where the last search was served when that is worth telling the user (the firm server's
    /// standby, or why the primary served it although standbys are configured); empty otherwise.
    virtual QString lastSearchNote() const { return {}; }
};

} // namespace lmars::store
