// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "library/Chunker.h"
#include "library/LibraryStore.h"
#include "parse/ParseLimits.h"
#include "parse/ParsedDocument.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QStringList>

#include <functional>

namespace lmars::library {

struct SyncProgress
{
    int filesDone = 0;
    int filesTotal = 0; ///< files that need work (new or changed), not the unchanged ones
    QString currentFile;
    qint64 bytesDone = 0;
    qint64 bytesTotal = 0;
    int ocrPage = 0;  ///< when > 0: OCR is reading this page of currentFile (read ahead of filesDone)
    int ocrPages = 0; ///< pages of currentFile, while OCR reads it
};

struct SyncSummary
{
    int scanned = 0;   ///< supported files found
    int indexed = 0;   ///< parsed and stored
    int unchanged = 0; ///< skipped: same size and mtime, or same content hash
    int renamed = 0;   ///< moved or renamed files recognised by content hash
    int removed = 0;   ///< documents whose file is gone
    int failed = 0;    ///< files recorded with an error
    qint64 bytes = 0;  ///< bytes of the files parsed
    bool cancelled = false;
};

/**
 * Brings the library database in line with the files of a folder, doing only what changed:
 * unchanged files (size and mtime) are skipped, touched-but-identical files (content hash) only
 * get their mtime updated, renames are recognised by hash, vanished files are removed, and each
 * new or changed file is parsed and chunked (on a thread of its own, a few files ahead) and stored.
 * Writes go in transactions of about a second each, so an interrupted run resumes where it
 * stopped, redoing at most that second. A file that fails is recorded with its reason; the rest go on.
 */
class LibrarySync final
{
    Q_DECLARE_TR_FUNCTIONS(LibrarySync)

public:
    /// Called on the sync's thread, and (while OCR reads a page) on the file preparer's thread,
    /// never on both at once.
    using ProgressCallback = std::function<void(const SyncProgress&)>;
    using ErrorCallback = std::function<void(const QString& path, const QString& message)>;

    explicit LibrarySync(store::LibraryStore* store, Chunker chunker = Chunker());

    void setProgressCallback(ProgressCallback callback) { m_progress = std::move(callback); }
    void setErrorCallback(ErrorCallback callback) { m_error = std::move(callback); }
    void setMaxFileBytes(qint64 bytes) { m_limits.maxBytes = bytes; }
    /// Size limit, and the time and memory bounds for reading one PDF (a file past them gets the reason).
    void setParseLimits(const parse::ParseLimits& limits) { m_limits = limits; }
    const parse::ParseLimits& parseLimits() const { return m_limits; }

    /// Syncs every supported file under folder (recursively; hidden files and folders are skipped).
    Result<SyncSummary> syncFolder(const QString& folder, const CancelToken& cancel = {});
    /// Supported files under folder, absolute and sorted.
    static QStringList listFiles(const QString& folder);

    /// Chunks a parsed document and stores it under meta.path (meta's title/type/pages/validity are
    /// filled from doc where meta leaves them empty).
    Result<qint64> storeParsed(store::LibraryDocument meta, const parse::ParsedDocument& doc);
    /// Stores a parsed document with chunks already built from it.
    Result<qint64> storeChunks(store::LibraryDocument meta, const parse::ParsedDocument& doc,
                               const QList<store::LibraryChunk>& chunks);
    static QList<store::LibraryChunk> buildChunks(const parse::ParsedDocument& doc, const Chunker& chunker);
    /// SHA-256 of a file's content (hex); empty when it cannot be read.
    static QString hashFile(const QString& path);

private:
    store::LibraryStore* m_store;
    Chunker m_chunker;
    ProgressCallback m_progress;
    ErrorCallback m_error;
    parse::ParseLimits m_limits;
};

} // namespace lmars::library

Q_DECLARE_METATYPE(lmars::library::SyncProgress)
Q_DECLARE_METATYPE(lmars::library::SyncSummary)
