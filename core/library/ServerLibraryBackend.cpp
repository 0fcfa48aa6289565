// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerLibraryBackend.h"

#include "index/ReferenceMatcher.h"
#include "library/PassageMerger.h"
#include "library/ReadReplicas.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerLink.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace lmars::store {

namespace {

/// Candidates fetched per wanted passage, so that neighbours can merge into the passages kept.
constexpr int kCandidatesPerPassage = 4;
constexpr int kMinCandidates = 20;

} // namespace

ServerLibraryBackend::ServerLibraryBackend(std::shared_ptr<ServerLink> link, std::shared_ptr<ReadReplicas> replicas)
    : m_link(std::move(link)), m_replicas(std::move(replicas))
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
    QStringList ids;
    for (const LibraryHit& hit : std::as_const(hits))
        ids << QString::number(hit.documentId);
    auto rows = m_libraryConnection->query(
        QStringLiteral("SELECT d.id, m.name FROM lmars.documents d JOIN lmars.matters m ON m.id = d.matter_id"
                       " WHERE d.id = ANY ($1::bigint[])"),
        {QLatin1Char('{') + ids.join(QLatin1Char(',')) + QLatin1Char('}')});
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
    if (query.dense) { // the server keeps no vectors yet (docs/ARCHITECTURE.md says how it would)
        const QString words = tr("Searched by words only: the firm server keeps no vectors.");
        m_lastSearchNote = m_lastSearchNote.isEmpty() ? words : m_lastSearchNote + QLatin1Char(' ') + words;
    }
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
