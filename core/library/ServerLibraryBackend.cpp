// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerLibraryBackend.h"

#include "index/LibraryTerms.h"
#include "index/ReferenceMatcher.h"
#include "library/ChannelFusion.h"
#include "library/LibraryLog.h"
#include "library/LibrarySearcher.h"
#include "library/PassageMerger.h"
#include "library/ReadReplicas.h"
#include "library/ServerStoredVectors.h"
#include "library/ServerVectorStore.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerLink.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <mutex>

namespace lmars::store {

namespace {

/// Candidates fetched per wanted passage, so that neighbours can merge into the passages kept.
constexpr int kCandidatesPerPassage = 4;
constexpr int kMinCandidates = 20;

} // namespace

ServerLibraryBackend::ServerLibraryBackend(std::shared_ptr<ServerLink> link, std::shared_ptr<ReadReplicas> replicas,
                                           std::shared_ptr<dense::TextEmbedder> embedder)
    : m_link(std::move(link)), m_replicas(std::move(replicas)), m_embedder(std::move(embedder))
{}

ServerLibraryBackend::~ServerLibraryBackend() = default;

Error ServerLibraryBackend::failed(const Error& err)
{
    m_link->noteFailure(err);
    return err;
}

Result<PgConnection*> ServerLibraryBackend::connection()
{
    return m_link->connection();
}

Result<ServerLibrary*> ServerLibraryBackend::library()
{
    auto db = m_link->connection();
    if (!db)
        return db.error();
    if (!m_library || m_libraryConnection != db.value()) {
        m_library.reset();
        auto opened = ServerLibrary::open(*db.value());
        if (!opened)
            return failed(opened.error());
        m_library.emplace(opened.value());
        m_libraryConnection = db.value();
    }
    return &*m_library;
}

Result<qint64> ServerLibraryBackend::matterId(const QString& name)
{
    if (name.trimmed().isEmpty())
        return Error(ErrorKind::Usage, tr("On the firm server every document and session belongs to a matter: "
                                          "choose one (--matter NAME; 'lmars-cli server matter list' lists yours)."));
    auto db = m_link->connection();
    if (!db)
        return db.error();
    auto id = ServerAdmin(*db.value()).matterId(name);
    if (!id)
        return failed(id.error());
    return id;
}

Result<void> ServerLibraryBackend::nameMatters(QList<LibraryHit>& hits)
{
    if (hits.isEmpty())
        return {};
    QList<qint64> ids;
    for (const LibraryHit& hit : std::as_const(hits))
        ids << hit.documentId;
    auto rows = m_libraryConnection->query(
        QStringLiteral("SELECT d.id, m.name FROM lmars.documents d JOIN lmars.matters m ON m.id = d.matter_id"
                       " WHERE d.id = ANY ($1::bigint[])"),
        {PgConnection::integerArray(ids)});
    if (!rows)
        return failed(rows.error());
    QHash<qint64, QString> names;
    for (const QStringList& row : std::as_const(rows->rows))
        names.insert(row.at(0).toLongLong(), row.at(1));
    for (LibraryHit& hit : hits)
        hit.matter = names.value(hit.documentId);
    return {};
}

Result<QList<LibraryHit>> ServerLibraryBackend::search(const LibraryQuery& query, const CancelToken& cancel)
{
    if (BooleanQuery::isBoolean(query.text, query.syntax)) // refused rather than answered differently
        return Error(ErrorKind::Usage, tr("The firm server does not answer Terms-and-Connectors searches yet (quoted "
                                          "phrases, &, /s, /n, !, …). Search without them, or choose natural "
                                          "language (--syntax natural) to search the same words ranked by "
                                          "relevance."));
    if (query.matter && query.matter->trimmed().isEmpty())
        return QList<LibraryHit>{}; // "No matter" holds nothing on the server
    auto lib = library();
    if (!lib)
        return lib.error();
    const int k = std::max(1, query.k);
    ServerSearchQuery serverQuery;
    serverQuery.text = query.text;
    serverQuery.asOf = query.asOf;
    serverQuery.limit = std::max(kMinCandidates, k * kCandidatesPerPassage);
    if (query.matter) {
        auto id = matterId(*query.matter);
        if (!id)
            return id.error();
        serverQuery.matterId = id.value();
    }
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, QStringLiteral("cancelled"));
    m_lastSearchNote.clear();
    if (query.dense) {
        // The stored vectors are shared by the process's searches of this server, user and model, and
        // a refresh chooses the matters the next nearest() searches: a matter-scoped search and one of
        // every matter (the panel beside a research run) must not interleave between the two.
        static std::mutex denseSearches;
        const std::lock_guard<std::mutex> denseLock(denseSearches);
        auto vectors = denseChannel(serverQuery.matterId);
        if (!vectors)
            return vectors.error();
        if (vectors.value())
            return fusedSearch(query, serverQuery, *vectors.value(), cancel);
    }
    const QString wordsOnly = m_lastSearchNote;
    m_lastSearchNote.clear();
    Result<QList<LibraryChunkHit>> chunks = QList<LibraryChunkHit>{};
    if (m_replicas && m_replicas->count() > 0) {
        auto routed = m_replicas->search(*m_libraryConnection, *lib.value(), serverQuery);
        if (!routed)
            return failed(routed.error());
        m_lastSearchNote = ReadReplicas::describe(routed.value());
        chunks = std::move(routed->hits);
    } else {
        chunks = lib.value()->search(serverQuery);
        if (!chunks)
            return failed(chunks.error());
    }
    if (!wordsOnly.isEmpty())
        m_lastSearchNote = m_lastSearchNote.isEmpty() ? wordsOnly : m_lastSearchNote + QLatin1Char(' ') + wordsOnly;
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, QStringLiteral("cancelled"));

    // The server ranks passages citing the query's references first; count them for the caller.
    const QList<Reference> references = ReferenceMatcher::find(query.text);
    QList<LibraryHit> ranked;
    ranked.reserve(chunks->size());
    for (const LibraryChunkHit& chunk : std::as_const(chunks.value())) {
        int cited = 0;
        for (const Reference& ref : references) {
            if (ReferenceMatcher::matches(ref, chunk.title, chunk.headingPath, chunk.text))
                ++cited;
        }
        ranked << PassageMerger::fromChunk(chunk, cited);
    }
    QStringList highlights = ServerLibrary::queryText(query.text).split(QStringLiteral(" or "), Qt::SkipEmptyParts);
    for (const Reference& ref : references)
        highlights.prepend(ref.kind == Reference::Kind::Instrument ? ref.text : ref.phraseText);
    QList<LibraryHit> passages = PassageMerger::passages(ranked, k, query.mergeAdjacent, highlights);
    if (auto named = nameMatters(passages); !named)
        return named.error();
    return passages;
}

Result<std::shared_ptr<library::ServerStoredVectors>> ServerLibraryBackend::denseChannel(qint64 matterId)
{
    using Vectors = std::shared_ptr<library::ServerStoredVectors>;
    if (!m_embedder) {
        m_lastSearchNote = tr("Searched by words only: no embedding provider is configured, and the firm "
                              "server's vectors come from one.");
        return Vectors();
    }
    PgConnection& db = *m_libraryConnection;
    Vectors vectors = library::ServerStoredVectors::of(db.displayName(), db.user(), m_embedder->modelId());
    if (auto loaded = vectors->refresh(db, matterId, m_embedder); !loaded) {
        if (!db.isOpen())
            return failed(loaded.error());
        qCWarning(library::lcLibrary) << "firm server vectors:" << loaded.error().toString();
        m_lastSearchNote = tr("Searched by words only: the firm server's vectors could not be read (%1).")
                               .arg(loaded.error().toString());
        return Vectors();
    }
    if (!vectors->ready()) {
        m_lastSearchNote = tr("Searched by words only: the firm server has no vectors of %1 for the matters "
                              "searched yet ('lmars-cli server push' builds them).")
                               .arg(m_embedder->modelId());
        return Vectors();
    }
    return vectors;
}

Result<QList<LibraryHit>> ServerLibraryBackend::fusedSearch(const LibraryQuery& query, ServerSearchQuery serverQuery,
                                                            library::ServerStoredVectors& vectors,
                                                            const CancelToken& cancel)
{
    // As LibrarySearcher fuses: the BM25 pool and the dense channel's nearest, each of the embedded
    // search's depth, the pool's chunks citing the query's references as the exact tier.
    const int k = std::max(1, query.k);
    const int deepPool = std::max(LibrarySearcher::kMinPool, k * LibrarySearcher::kPoolPerPassage);
    QList<qint64> bm25;
    serverQuery.limit = deepPool;
    serverQuery.bm25Ranking = &bm25;
    Result<QList<LibraryChunkHit>> found = QList<LibraryChunkHit>{};
    if (m_replicas && m_replicas->count() > 0) {
        auto routed = m_replicas->search(*m_libraryConnection, *m_library, serverQuery);
        if (!routed)
            return failed(routed.error());
        m_lastSearchNote = ReadReplicas::describe(routed.value());
        found = std::move(routed->hits);
    } else {
        found = m_library->search(serverQuery);
        if (!found)
            return failed(found.error());
    }
    auto nearest = vectors.nearest(query.text, deepPool, cancel);
    if (!nearest)
        return nearest.error();
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, QStringLiteral("cancelled"));
    QHash<qint64, LibraryChunkHit> read;
    for (LibraryChunkHit& hit : found.value())
        read.insert(hit.chunkId, std::move(hit));
    QList<qint64> unread;
    for (const QList<qint64>* ids : std::initializer_list<const QList<qint64>*>{&bm25, &nearest.value()}) {
        for (const qint64 id : *ids) {
            if (!read.contains(id) && !unread.contains(id))
                unread << id;
        }
    }
    // Row-level security again: a chunk the user may not see (or one deleted since) is not returned.
    auto more = m_library->chunksById(unread);
    if (!more)
        return failed(more.error());
    for (LibraryChunkHit& hit : more.value())
        read.insert(hit.chunkId, std::move(hit));
    QList<qint64> gone; // nearest chunks not there any more: deleted since the vectors were refreshed
    for (const qint64 id : std::as_const(nearest.value())) {
        if (!read.contains(id))
            gone << id;
    }
    if (!gone.isEmpty())
        vectors.forget(gone);
    // The BM25 channel keeps its scores; the dense channel's chunks have none of their own.
    const QList<Reference> references = ReferenceMatcher::find(query.text);
    QHash<qint64, int> cited;
    QList<FusionCandidate> candidates;
    for (auto it = read.begin(); it != read.end(); ++it) {
        int n = 0;
        for (const Reference& ref : references) {
            if (ReferenceMatcher::matches(ref, it->title, it->headingPath, it->text))
                ++n;
        }
        cited.insert(it.key(), n);
        candidates << FusionCandidate{&it.value(), n};
    }
    // The matter was chosen by the vectors searched; the window applies here as in the embedded search.
    LibraryQuery window = query;
    window.matter.reset();
    QList<qint64> denseIds;
    for (const qint64 id : std::as_const(nearest.value())) {
        if (const auto it = read.constFind(id); it != read.cend() && ChannelFusion::allows(window, *it))
            denseIds << id;
    }
    QList<qint64> bm25Ids;
    for (const qint64 id : std::as_const(bm25)) {
        if (read.contains(id))
            bm25Ids << id;
    }
    const LibraryTerms terms(LibraryTokenizer::Unicode61);
    const auto best = bm25Ids.isEmpty() ? read.cend() : read.constFind(bm25Ids.first());
    const QList<dense::FusedItem> fused =
        ChannelFusion::fuse(window, terms, best == read.cend() ? nullptr : &*best,
                            ChannelFusion::exactTier(candidates, window), denseIds, bm25Ids);
    const QList<LibraryHit> ordered = ChannelFusion::hits(window, fused, [&](qint64 id) {
        const auto it = read.constFind(id);
        return it == read.cend() ? FusionCandidate{} : FusionCandidate{&*it, cited.value(id)};
    });
    QStringList highlights = ServerLibrary::queryText(query.text).split(QStringLiteral(" or "), Qt::SkipEmptyParts);
    for (const Reference& ref : references)
        highlights.prepend(ref.kind == Reference::Kind::Instrument ? ref.text : ref.phraseText);
    QList<LibraryHit> passages = PassageMerger::passages(ordered, k, query.mergeAdjacent, highlights);
    if (auto named = nameMatters(passages); !named)
        return named.error();
    return passages;
}

Result<std::optional<library::VectorCounts>> ServerLibraryBackend::vectors()
{
    if (!m_embedder)
        return std::optional<library::VectorCounts>();
    auto lib = library();
    if (!lib)
        return lib.error();
    auto counts = library::ServerVectorStore(*m_libraryConnection).counts(0, m_embedder->modelId());
    if (!counts)
        return failed(counts.error());
    return std::optional<library::VectorCounts>(counts.value());
}

Result<QList<LibraryChunkHit>> ServerLibraryBackend::chunks(qint64 documentId, int first, int last)
{
    auto lib = library();
    if (!lib)
        return lib.error();
    auto read = lib.value()->readChunks(documentId, first, last);
    if (!read)
        return failed(read.error());
    return read;
}

Result<std::optional<LibraryDocument>> ServerLibraryBackend::document(const QString& path)
{
    LibraryDocumentFilter filter;
    filter.pathPrefix = path;
    auto docs = documents(filter);
    if (!docs)
        return docs.error();
    for (const LibraryDocument& doc : std::as_const(docs.value())) {
        if (doc.path == path)
            return std::optional<LibraryDocument>(doc);
    }
    return std::optional<LibraryDocument>();
}

Result<QList<LibraryDocument>> ServerLibraryBackend::documents(const LibraryDocumentFilter& filter)
{
    if (filter.matter && filter.matter->trimmed().isEmpty())
        return QList<LibraryDocument>{};
    auto lib = library();
    if (!lib)
        return lib.error();
    qint64 matter = 0;
    if (filter.matter) {
        auto id = matterId(*filter.matter);
        if (!id)
            return id.error();
        matter = id.value();
    }
    auto all = lib.value()->documents(matter);
    if (!all)
        return failed(all.error());
    QList<LibraryDocument> out;
    for (const ServerDocument& d : std::as_const(all.value())) {
        if (!d.document.path.startsWith(filter.pathPrefix))
            continue;
        LibraryDocument doc = d.document;
        doc.matter = d.matter;
        out << doc;
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const LibraryDocument& a, const LibraryDocument& b) { return a.path < b.path; });
    return out;
}

Result<qint64> ServerLibraryBackend::putDocument(const LibraryDocument& doc, const QList<LibraryChunk>& chunks)
{
    auto id = matterId(doc.matter);
    if (!id)
        return id.error();
    auto lib = library();
    if (!lib)
        return lib.error();
    auto put = lib.value()->putDocument(id.value(), doc, chunks);
    if (!put)
        return failed(put.error());
    return put->documentId;
}

Result<bool> ServerLibraryBackend::removeDocument(const QString& path)
{
    LibraryDocumentFilter filter;
    filter.pathPrefix = path;
    auto docs = documents(filter);
    if (!docs)
        return docs.error();
    bool removed = false;
    for (const LibraryDocument& doc : std::as_const(docs.value())) {
        if (doc.path != path)
            continue;
        auto id = matterId(doc.matter);
        if (!id)
            return id.error();
        auto gone = m_library->removeDocument(id.value(), path);
        if (!gone)
            return failed(gone.error());
        removed = removed || gone.value();
    }
    return removed;
}

Result<bool> ServerLibraryBackend::setValidity(const QString& path, const QString& from, const QString& to)
{
    auto lib = library();
    if (!lib)
        return lib.error();
    PgConnection& db = *m_libraryConnection;
    if (auto begun = db.begin(); !begun)
        return failed(begun.error());
    const QString fromParam = from.isEmpty() ? QString() : from;
    const QString toParam = to.isEmpty() ? QString() : to;
    auto changed =
        db.query(QStringLiteral("UPDATE lmars.documents SET validity = daterange($2::date, $3::date + 1, '[)')"
                                " WHERE path = $1 RETURNING id, matter_id"),
                 {path, fromParam, toParam});
    const bool found = changed && !changed->isEmpty();
    if (found) {
        // A segment's chunks do not change: they are written again with the new window (the old ones
        // become tombstones) and indexed in a new segment.
        auto written = lib.value()->rewriteChunks(changed->rows);
        if (!written) {
            db.rollback();
            return failed(written.error());
        }
    }
    if (!changed) {
        db.rollback();
        return failed(changed.error());
    }
    if (auto committed = db.commit(); !committed) {
        db.rollback();
        return failed(committed.error());
    }
    return found;
}

Result<LibraryStats> ServerLibraryBackend::stats()
{
    auto lib = library();
    if (!lib)
        return lib.error();
    auto counted = lib.value()->stats();
    if (!counted)
        return failed(counted.error());
    return counted;
}

Result<QStringList> ServerLibraryBackend::matters()
{
    auto db = m_link->connection();
    if (!db)
        return db.error();
    auto all = ServerAdmin(*db.value()).matters();
    if (!all)
        return failed(all.error());
    QStringList names;
    for (const ServerMatter& m : std::as_const(all.value()))
        names << m.name;
    return names;
}

} // namespace lmars::store
