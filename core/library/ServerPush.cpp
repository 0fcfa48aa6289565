// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerPush.h"

#include "library/LibraryLog.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"
#include "library/ServerLibrary.h"
#include "library/ServerPushBatch.h"
#include "parse/DocumentParser.h"
#include "pg/PgConnection.h"
#include "sessions/ServerSessionArchive.h"
#include "sessions/SessionStore.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <limits>
#include <memory>
#include <vector>

namespace lmars::library {

namespace {

/// Hashes the matter already holds (a resumed push skips them without parsing).
Result<QSet<QString>> knownHashes(store::PgConnection& db, qint64 matterId)
{
    auto rows =
        db.query(QStringLiteral("SELECT hash FROM lmars.documents WHERE matter_id = $1"), {QString::number(matterId)});
    if (!rows)
        return rows.error();
    QSet<QString> out;
    for (const QStringList& row : rows->rows)
        out.insert(row.first());
    return out;
}

} // namespace

/// The further connections of a push and their libraries (which point into the connections).
struct ServerPush::ExtraWriters
{
    std::vector<std::unique_ptr<store::PgConnection>> connections;
    std::vector<std::unique_ptr<store::ServerLibrary>> libraries;
};

void ServerPush::addWriters(ServerPushBatch& batch, ExtraWriters& extra)
{
    batch.setWriterFactory(
        [this, &extra]() -> store::ServerLibrary* {
            auto connection = m_db.openAnother();
            if (!connection) {
                qCWarning(lcLibrary) << "firm server push: no further writer connection:"
                                     << connection.error().toString();
                return nullptr;
            }
            auto library = store::ServerLibrary::open(*connection.value());
            if (!library) {
                qCWarning(lcLibrary) << "firm server push: no further writer connection:" << library.error().toString();
                return nullptr;
            }
            extra.connections.push_back(std::move(connection.value()));
            extra.libraries.push_back(std::make_unique<store::ServerLibrary>(std::move(library.value())));
            return extra.libraries.back().get();
        },
        m_writers);
}

ServerPush::ServerPush(store::PgConnection& db, qint64 matterId, Chunker chunker)
    : m_db(db), m_matterId(matterId), m_chunker(std::move(chunker)), m_batchChunks(ServerPushBatch::kChunks)
{}

Result<ServerPushSummary> ServerPush::pushPaths(const QStringList& paths, const CancelToken& cancel)
{
    auto library = store::ServerLibrary::open(m_db);
    if (!library)
        return library.error();
    QStringList files;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (info.isDir())
            files += LibrarySync::listFiles(info.absoluteFilePath());
        else if (info.isFile())
            files.append(info.absoluteFilePath());
        else
            return Error(ErrorKind::Usage, tr("%1 is neither a file nor a folder.").arg(path));
    }
    files.removeDuplicates();
    auto known = knownHashes(m_db, m_matterId);
    if (!known)
        return known.error();
    ServerPushSummary summary;
    summary.files = int(files.size());
    ExtraWriters extra; // outlives the batch, which waits for its writers
    ServerPushBatch batch(library.value(), m_matterId, summary, m_batchChunks);
    addWriters(batch, extra);
    for (int i = 0; i < files.size(); ++i) {
        if (cancel.isCancelled()) {
            // What is parsed already goes in; the rest is for the next push.
            if (auto flushed = batch.flush(); !flushed)
                return flushed.error();
            return Error(ErrorKind::Cancelled, tr("Cancelled."));
        }
        const QString& path = files.at(i);
        if (m_progress)
            m_progress(path, i, int(files.size()));
        const QString hash = LibrarySync::hashFile(path);
        if (hash.isEmpty()) {
            ++summary.failed;
            if (m_error)
                m_error(path, tr("The file cannot be read."));
            continue;
        }
        if (known->contains(hash)) {
            ++summary.duplicates;
            continue;
        }
        auto parsed = parse::DocumentParser::parse(path);
        if (!parsed) {
            ++summary.failed;
            if (m_error)
                m_error(path, parsed.error().summary);
            continue;
        }
        const QFileInfo info(path);
        store::LibraryDocument meta;
        meta.path = path;
        meta.hash = hash;
        meta.size = info.size();
        meta.mtime = info.lastModified().toMSecsSinceEpoch();
        meta.title = parsed->title;
        meta.type = parsed->type;
        meta.pageCount = parsed->pageCount;
        meta.validFrom = parsed->validFrom;
        meta.validTo = parsed->validTo;
        known->insert(hash);
        if (auto added = batch.add(meta, LibrarySync::buildChunks(parsed.value(), m_chunker)); !added)
            return added.error();
    }
    if (auto flushed = batch.flush(); !flushed)
        return flushed.error();
    if (m_progress)
        m_progress(QString(), int(files.size()), int(files.size()));
    qCInfo(lcLibrary) << "pushed to the firm server:" << summary.added << "added," << summary.duplicates
                      << "already there," << summary.failed << "failed";
    return summary;
}

Result<ServerPushSummary> ServerPush::pushLibrary(store::LibraryStore& local, const CancelToken& cancel)
{
    auto library = store::ServerLibrary::open(m_db);
    if (!library)
        return library.error();
    auto documents = local.documents();
    if (!documents)
        return documents.error();
    ServerPushSummary summary;
    summary.files = int(documents->size());
    ExtraWriters extra; // outlives the batch, which waits for its writers
    ServerPushBatch batch(library.value(), m_matterId, summary, m_batchChunks);
    addWriters(batch, extra);
    int done = 0;
    for (const store::LibraryDocument& doc : documents.value()) {
        if (cancel.isCancelled()) {
            if (auto flushed = batch.flush(); !flushed)
                return flushed.error();
            return Error(ErrorKind::Cancelled, tr("Cancelled."));
        }
        if (m_progress)
            m_progress(doc.path, done++, summary.files);
        if (doc.status != QLatin1String("indexed") || doc.hash.isEmpty()) {
            ++summary.failed;
            if (m_error)
                m_error(doc.path, doc.error.isEmpty() ? tr("The document is not indexed.") : doc.error);
            continue;
        }
        auto hits = local.chunks(doc.id, 0, std::numeric_limits<int>::max());
        if (!hits)
            return hits.error();
        QList<store::LibraryChunk> chunks;
        chunks.reserve(hits->size());
        for (const store::LibraryChunkHit& hit : hits.value())
            chunks.append(store::LibraryChunk{hit.ordinal, hit.text, hit.headingPath, hit.page, hit.start, hit.end,
                                              hit.ocrConfidence});
        if (auto added = batch.add(doc, chunks); !added)
            return added.error();
    }
    if (auto flushed = batch.flush(); !flushed)
        return flushed.error();
    return summary;
}

Result<ServerPushSummary> ServerPush::pushSessions(store::SessionStore& local, const CancelToken& cancel)
{
    auto sessions = local.list({}, std::numeric_limits<int>::max());
    if (!sessions)
        return sessions.error();
    store::ServerSessionArchive archive(m_db);
    ServerPushSummary summary;
    summary.files = int(sessions->size());
    for (const store::SessionSummary& session : sessions.value()) {
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, tr("Cancelled."));
        auto trajectory = local.load(session.id);
        if (!trajectory)
            return trajectory.error();
        if (!trajectory->has_value())
            continue;
        auto events = local.events(session.id);
        if (!events)
            return events.error();
        auto put = archive.putSession(m_matterId, session, trajectory->value(), events.value());
        if (!put)
            return put.error();
        ++(put.value() ? summary.added : summary.duplicates);
    }
    return summary;
}

} // namespace lmars::library
