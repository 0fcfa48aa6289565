// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "index/LibraryTerms.h"
#include "library/Chunker.h"
#include "library/LibraryStore.h"
#include "parse/ParseLimits.h"
#include "parse/ParsedDocument.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace lmars::library {

/// One file read ahead of the database writer.
struct PreparedFile
{
    QString path; ///< absolute
    qint64 size = 0;
    QString hash; ///< SHA-256 of the content; empty when unreadable
    /// Set when the file needs indexing: the parse result, and its chunks when it parsed.
    std::optional<Result<parse::ParsedDocument>> parsed;
    QList<store::LibraryChunk> chunks;
};

/**
 * Hashes, parses and chunks a list of files on a thread of its own, in order, a few files ahead
 * of the caller, and makes the chunks' index terms (LibraryChunk::textTerms, with the library's
 * tokenizer), so that reading, parsing and tokenising overlap with the caller's database writes. A file
 * whose hash matches its stored record or a vanished document's (a touch or a rename) is not
 * parsed. At most a bounded amount of text waits in the queue.
 */
class FilePreparer final
{
public:
    /// knownHashes: path -> stored hash; vanishedHashes: hashes of documents whose file is gone.
    /// files: absolute paths with their sizes (QFileInfo is not shared across threads).
    /// ocrProgress: called on the preparer's thread as OCR starts on each page of a file.
    using OcrProgress = std::function<void(const QString& path, int page, int pages)>;

    FilePreparer(QList<std::pair<QString, qint64>> files, QHash<QString, QString> knownHashes,
                 QSet<QString> vanishedHashes, Chunker chunker, parse::ParseLimits limits, CancelToken cancel,
                 store::LibraryTokenizer tokenizer, OcrProgress ocrProgress = {});
    ~FilePreparer(); ///< stops and joins the thread
    FilePreparer(const FilePreparer&) = delete;
    FilePreparer& operator=(const FilePreparer&) = delete;

    /// The next file in list order; waits for it. Empty once all were taken or after cancellation.
    std::optional<PreparedFile> take();

    static constexpr qint64 kQueuedBytes = 32 * 1024 * 1024;
    static constexpr int kQueuedFiles = 16;

private:
    void run();
    PreparedFile prepare(const QString& path, qint64 size) const;

    const QList<std::pair<QString, qint64>> m_files;
    const QHash<QString, QString> m_knownHashes;
    const QSet<QString> m_vanishedHashes;
    const Chunker m_chunker;
    const parse::ParseLimits m_limits;
    const CancelToken m_cancel;
    const store::LibraryTerms m_terms; ///< used on the preparer's thread only
    const OcrProgress m_ocrProgress;

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<PreparedFile> m_queue;
    qint64 m_queuedBytes = 0;
    bool m_finished = false;
    bool m_stopping = false;
    std::thread m_thread;
};

} // namespace lmars::library
