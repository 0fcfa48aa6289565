// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryJobs.h"

#include "PanelsLog.h"

#include <QDir>
#include <QFile>

#include <limits>
#include <memory>

namespace lmars::ui {

LibraryJobs::DocumentsOutcome LibraryJobs::documents(const store::BackendConfig& config,
                                                     const store::LibraryDocumentFilter& filter, bool countOcrPages)
{
    DocumentsOutcome out;
    auto db = store::Backends::openLibrary(config);
    if (!db) {
        out.error = db.error().toString();
        return out;
    }
    auto docs = db.value()->documents(filter);
    if (!docs) {
        out.error = docs.error().toString();
        return out;
    }
    out.documents = docs.value();
    if (countOcrPages) {
        // The list stands without the count: a failed count only leaves the OCR figure out.
        if (auto stats = db.value()->stats())
            out.ocrPages = stats->ocrPages;
        else
            qCWarning(lcLibraryUi) << "library statistics:" << stats.error().toString();
    }
    return out;
}

QString LibraryJobs::forget(const store::BackendConfig& config, const QString& folder, const QStringList& paths,
                            bool deleteFiles)
{
    auto db = store::Backends::openLibrary(config);
    if (!db)
        return db.error().toString();
    const QString root = QDir(folder).absolutePath() + QLatin1Char('/');
    for (const QString& path : paths) {
        auto removed = db.value()->removeDocument(path);
        if (!removed)
            return removed.error().toString();
        if (deleteFiles && path.startsWith(root))
            QFile::remove(path);
    }
    return {};
}

LibraryJobs::AssignOutcome LibraryJobs::fileUnderMatters(const store::BackendConfig& from,
                                                         const store::BackendConfig& to,
                                                         const QHash<QString, QString>& matterOf)
{
    AssignOutcome out;
    auto source = store::Backends::openLibrary(from);
    if (!source) {
        out.error = source.error().toString();
        return out;
    }
    const bool upload = from.serverUrl != to.serverUrl;
    std::unique_ptr<store::LibraryBackend> target;
    if (upload) {
        auto opened = store::Backends::openLibrary(to);
        if (!opened) {
            out.error = opened.error().toString();
            return out;
        }
        target = std::move(opened.value());
    }
    store::LibraryBackend& writer = upload ? *target : *source.value();
    for (auto it = matterOf.cbegin(); it != matterOf.cend(); ++it) {
        auto doc = source.value()->document(it.key());
        if (!doc) {
            out.error = doc.error().toString();
            return out;
        }
        if (!doc.value()) {
            out.waiting.insert(it.key(), it.value());
            continue;
        }
        if (doc.value()->status != QLatin1String("indexed") || (!upload && doc.value()->matter == it.value()))
            continue; // could not be indexed (the Status column says why), or already there
        store::LibraryDocument filed = *doc.value();
        auto stored = source.value()->chunks(filed.id, 0, std::numeric_limits<int>::max());
        if (!stored) {
            out.error = stored.error().toString();
            return out;
        }
        QList<store::LibraryChunk> chunks;
        chunks.reserve(stored.value().size());
        for (const store::LibraryChunkHit& hit : std::as_const(stored.value()))
            chunks.append({hit.ordinal, hit.text, hit.headingPath, hit.page, hit.start, hit.end, hit.ocrConfidence});
        filed.matter = it.value();
        auto put = writer.putDocument(filed, chunks);
        if (!put) {
            out.error = put.error().toString();
            return out;
        }
        ++out.assigned;
    }
    return out;
}

LibraryJobs::VectorsOutcome LibraryJobs::vectors(const store::BackendConfig& config)
{
    VectorsOutcome out;
    auto opened = store::Backends::openLibrary(config);
    if (!opened) {
        out.error = opened.error().toString();
        return out;
    }
    auto counts = opened.value()->vectors();
    if (!counts)
        out.error = counts.error().toString();
    else
        out.counts = counts.value();
    return out;
}

LibraryJobs::SearchOutcome LibraryJobs::search(const store::BackendConfig& config, const store::LibraryQuery& query)
{
    SearchOutcome out;
    auto opened = store::Backends::openLibrary(config);
    if (!opened) {
        out.error = opened.error().toString();
        return out;
    }
    auto hits = opened.value()->search(query);
    if (!hits)
        out.error = hits.error().toString();
    else
        out.hits = hits.value();
    return out;
}

} // namespace lmars::ui
