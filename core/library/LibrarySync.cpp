// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySync.h"

#include "library/FilePreparer.h"
#include "library/LibraryLog.h"
#include "library/SyncBatch.h"
#include "parse/DocumentParser.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <mutex>

namespace lmars::library {

LibrarySync::LibrarySync(store::LibraryStore* store, Chunker chunker) : m_store(store), m_chunker(chunker) {}

QStringList LibrarySync::listFiles(const QString& folder)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(folder).relativeFilePath(path);
        if (relative.startsWith(QLatin1Char('.')) || relative.contains(QStringLiteral("/.")))
            continue; // hidden files and folders (editor swap files, .git)
        if (parse::DocumentParser::isLibraryFile(path))
            files << QFileInfo(path).absoluteFilePath();
    }
    files.sort();
    return files;
}

QString LibrarySync::hashFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file))
        return {};
    return QString::fromLatin1(hash.result().toHex());
}

QList<store::LibraryChunk> LibrarySync::buildChunks(const parse::ParsedDocument& doc, const Chunker& chunker)
{
    QList<store::LibraryChunk> out;
    QList<parse::DocumentSection> sections = doc.sections;
    if (sections.isEmpty() && !doc.text.isEmpty())
        sections.append({0, static_cast<int>(doc.text.size()), QString(), 0, -1});
    for (const parse::DocumentSection& section : std::as_const(sections)) {
        for (const ChunkSpan& span : chunker.split(doc.text, section.start, section.end)) {
            const QString text = doc.text.mid(span.start, span.end - span.start);
            if (text.trimmed().isEmpty())
                continue;
            store::LibraryChunk chunk;
            chunk.ordinal = static_cast<int>(out.size());
            chunk.text = text;
            chunk.headingPath = section.headingPath;
            chunk.page = section.page;
            chunk.start = span.start;
            chunk.end = span.end;
            chunk.ocrConfidence = section.ocrConfidence;
            out << chunk;
        }
    }
    return out;
}

Result<qint64> LibrarySync::storeParsed(store::LibraryDocument meta, const parse::ParsedDocument& doc)
{
    return storeChunks(std::move(meta), doc, buildChunks(doc, m_chunker));
}

Result<qint64> LibrarySync::storeChunks(store::LibraryDocument meta, const parse::ParsedDocument& doc,
                                        const QList<store::LibraryChunk>& chunks)
{
    if (meta.title.isEmpty())
        meta.title = doc.title;
    if (meta.type.isEmpty())
        meta.type = doc.type;
    if (meta.pageCount == 0)
        meta.pageCount = doc.pageCount;
    if (meta.error.isEmpty())
        meta.error = doc.notes;
    if (meta.validFrom.isEmpty() && meta.validTo.isEmpty()) {
        meta.validFrom = doc.validFrom;
        meta.validTo = doc.validTo;
    }
    return m_store->putDocument(meta, chunks);
}

Result<SyncSummary> LibrarySync::syncFolder(const QString& folder, const CancelToken& cancel)
{
    SyncSummary summary;
    const QString root = QDir(folder).absolutePath();
    if (!QFileInfo(root).isDir())
        return Error(ErrorKind::Usage, tr("The library folder %1 does not exist.").arg(root));
    const QStringList files = listFiles(root);
    summary.scanned = static_cast<int>(files.size());

    auto known = m_store->documents(root + QLatin1Char('/'));
    if (!known)
        return known.error();
    QHash<QString, store::LibraryDocument> byPath;
    for (const auto& doc : known.value())
        byPath.insert(doc.path, doc);

    // Work list: files whose size or mtime differ from the record (or have none).
    QList<QFileInfo> work;
    SyncProgress progress;
    const QSet<QString> present(files.cbegin(), files.cend());
    for (const QString& path : files) {
        const QFileInfo info(path);
        const auto it = byPath.constFind(path);
        if (it != byPath.cend() && it->size == info.size() && it->mtime == info.lastModified().toMSecsSinceEpoch()) {
            ++summary.unchanged;
            continue;
        }
        work << info;
        progress.bytesTotal += info.size();
    }
    // Vanished documents, by content hash, so that a renamed file is moved rather than re-parsed.
    QMultiHash<QString, QString> vanishedByHash;
    for (const auto& doc : known.value()) {
        if (!present.contains(doc.path))
            vanishedByHash.insert(doc.hash, doc.path);
    }

    progress.filesTotal = static_cast<int>(work.size());
    QHash<QString, QString> knownHashes;
    for (const QFileInfo& info : std::as_const(work)) {
        if (const auto it = byPath.constFind(info.absoluteFilePath()); it != byPath.cend())
            knownHashes.insert(it.key(), it->hash);
    }
    const QList<QString> vanishedHashes = vanishedByHash.uniqueKeys();
    // OCR reports its pages from the preparer's thread: one lock serialises every progress call.
    std::mutex progressMutex;
    auto report = [&](const SyncProgress& p) {
        if (!m_progress)
            return;
        const std::lock_guard<std::mutex> lock(progressMutex);
        m_progress(p);
    };
    const QSet<QString> vanishedSet(vanishedHashes.cbegin(), vanishedHashes.cend());
    // OCR never holds up the files behind it: the first pass reads text layers only and leaves
    // images and PDFs with pages to OCR for a second pass (ParseLimits::deferOcr).
    parse::ParseLimits firstPass = m_limits;
    firstPass.deferOcr = m_limits.ocrEnabled;

    // Files are written in batches (a transaction each, of about a second or kBatchBytes): a restart
    // redoes at most the batch that was open.
    SyncBatch batch(m_store);
    if (auto begun = batch.begin(); !begun)
        return begun.error();
    // Stores one prepared file; false when the run must stop (cancelled).
    auto handle = [&](const QFileInfo& info, PreparedFile& prepared) -> Result<bool> {
        const QString path = info.absoluteFilePath();
        const qint64 mtime = info.lastModified().toMSecsSinceEpoch();
        const QString& hash = prepared.hash;
        const auto existing = byPath.constFind(path);
        if (!hash.isEmpty() && existing != byPath.cend() && existing->hash == hash) {
            if (auto touched = m_store->touchDocument(path, info.size(), mtime); !touched)
                return touched.error();
            ++summary.unchanged;
        } else if (const QString from = hash.isEmpty() ? QString() : vanishedByHash.value(hash); !from.isEmpty()) {
            auto renamed = m_store->renameDocument(from, path, mtime);
            if (!renamed)
                return renamed.error();
            vanishedByHash.remove(hash, from);
            ++summary.renamed;
            qCInfo(lcLibrary) << "renamed" << from << "->" << path;
        } else {
            store::LibraryDocument meta;
            meta.path = path;
            meta.hash = hash;
            meta.size = info.size();
            meta.mtime = mtime;
            meta.type = info.suffix().toLower();
            if (existing != byPath.cend())
                meta.matter = existing->matter; // a changed file stays in its matter
            if (!prepared.parsed) {             // a second copy of a renamed file: its content was not parsed ahead
                prepared.parsed = parse::DocumentParser::parse(path, m_limits, cancel);
                if (prepared.parsed->ok())
                    prepared.chunks = buildChunks(prepared.parsed->value(), m_chunker);
            }
            const Result<parse::ParsedDocument>& parsed = *prepared.parsed;
            if (!parsed && parsed.error().kind == ErrorKind::Cancelled) { // not the file's fault: read it next time
                summary.cancelled = true;
                return false;
            }
            if (parsed) {
                auto stored = storeChunks(meta, parsed.value(), prepared.chunks);
                if (!stored)
                    return stored.error();
                ++summary.indexed;
                summary.bytes += info.size();
            } else {
                meta.title = info.completeBaseName();
                meta.status = QStringLiteral("error");
                meta.error = parsed.error().summary;
                if (auto recorded = m_store->putError(meta); !recorded)
                    return recorded.error();
                ++summary.failed;
                qCWarning(lcLibrary) << "cannot index" << path << ":" << meta.error;
                if (m_error)
                    m_error(path, meta.error);
            }
        }
        ++progress.filesDone;
        progress.bytesDone += info.size();
        if (auto next = batch.afterFile(info.size()); !next)
            return next.error();
        return true;
    };
    // One pass over files with a preparer reading them ahead; those left for OCR go to *deferred.
    auto pass = [&](const QList<QFileInfo>& batchFiles, const parse::ParseLimits& limits,
                    QList<QFileInfo>* deferred) -> Result<void> {
        QList<std::pair<QString, qint64>> list;
        QHash<QString, int> position; // a file's place in this pass
        for (const QFileInfo& info : batchFiles) {
            position.insert(info.absoluteFilePath(), int(list.size()));
            list.append({info.absoluteFilePath(), info.size()});
        }
        // The preparer's thread reports OCR pages with the totals as this pass began, the file counted
        // at its place in the pass (the writer may be a file behind or ahead of the preparer).
        FilePreparer preparer(list, knownHashes, vanishedSet, m_chunker, limits, cancel, m_store->tokenizer(),
                              [&report, &position, totals = progress](const QString& path, int page, int pages) {
                                  SyncProgress ocr = totals;
                                  ocr.filesDone = totals.filesDone + position.value(path);
                                  ocr.currentFile = path;
                                  ocr.ocrPage = page;
                                  ocr.ocrPages = pages;
                                  report(ocr);
                              });
        for (const QFileInfo& info : batchFiles) {
            if (cancel.isCancelled()) {
                summary.cancelled = true;
                break;
            }
            progress.currentFile = info.absoluteFilePath();
            report(progress);
            std::optional<PreparedFile> prepared = preparer.take();
            if (!prepared) { // the preparer stopped: cancelled meanwhile
                summary.cancelled = true;
                break;
            }
            if (deferred && prepared->parsed && prepared->parsed->ok() && prepared->parsed->value().ocrPending) {
                *deferred << info; // recorded in the OCR pass (or, if the run stops first, read again next time)
                continue;
            }
            auto handled = handle(info, *prepared);
            if (!handled)
                return handled.error();
            if (!handled.value())
                break;
        }
        return {};
    };
    QList<QFileInfo> deferred;
    if (auto first = pass(work, firstPass, &deferred); !first)
        return first.error();
    if (!summary.cancelled && !deferred.isEmpty()) {
        qCInfo(lcLibrary) << deferred.size() << "files have pages to read by OCR";
        if (auto second = pass(deferred, m_limits, nullptr); !second)
            return second.error();
    }
    if (!summary.cancelled) {
        for (auto it = vanishedByHash.cbegin(); it != vanishedByHash.cend(); ++it) {
            auto removed = m_store->removeDocument(it.value());
            if (!removed)
                return removed.error();
            if (removed.value())
                ++summary.removed;
        }
    }
    if (auto committed = batch.commit(); !committed)
        return committed.error();
    progress.currentFile.clear();
    if (m_progress)
        m_progress(progress);
    return summary;
}

} // namespace lmars::library
