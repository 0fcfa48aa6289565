// SPDX-License-Identifier: GPL-3.0-or-later
#include "FilePreparer.h"

#include "library/LibrarySync.h"
#include "parse/DocumentParser.h"

#include <utility>

namespace lmars::library {

FilePreparer::FilePreparer(QList<std::pair<QString, qint64>> files, QHash<QString, QString> knownHashes,
                           QSet<QString> vanishedHashes, Chunker chunker, parse::ParseLimits limits, CancelToken cancel,
                           store::LibraryTokenizer tokenizer, OcrProgress ocrProgress)
    : m_files(std::move(files)), m_knownHashes(std::move(knownHashes)), m_vanishedHashes(std::move(vanishedHashes)),
      m_chunker(chunker), m_limits(limits), m_cancel(std::move(cancel)), m_terms(tokenizer),
      m_ocrProgress(std::move(ocrProgress))
{
    m_thread = std::thread([this] { run(); });
}

FilePreparer::~FilePreparer()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

PreparedFile FilePreparer::prepare(const QString& path, qint64 size) const
{
    PreparedFile out;
    out.path = path;
    out.size = size;
    out.hash = LibrarySync::hashFile(path);
    const bool touched = !out.hash.isEmpty() && m_knownHashes.value(path) == out.hash;
    const bool moved = !out.hash.isEmpty() && m_vanishedHashes.contains(out.hash);
    if (touched || moved)
        return out; // the writer updates or moves the record; nothing to parse
    out.parsed = parse::DocumentParser::parse(path, m_limits, m_cancel, [&](int page, int pages) {
        if (m_ocrProgress)
            m_ocrProgress(path, page, pages);
    });
    if (out.parsed->ok()) {
        out.chunks = LibrarySync::buildChunks(out.parsed->value(), m_chunker);
        for (store::LibraryChunk& chunk : out.chunks)
            chunk.textTerms = m_terms.prepare(chunk.text);
    }
    return out;
}

void FilePreparer::run()
{
    for (const auto& entry : m_files) {
        if (m_cancel.isCancelled())
            break;
        const qint64 bytes = entry.second;
        PreparedFile file = prepare(entry.first, bytes);
        std::unique_lock<std::mutex> lock(m_mutex);
        m_changed.wait(lock, [&] {
            return m_stopping || m_queue.empty() ||
                   (m_queue.size() < kQueuedFiles && m_queuedBytes + bytes <= kQueuedBytes);
        });
        if (m_stopping)
            return;
        m_queuedBytes += bytes;
        m_queue.push_back(std::move(file));
        lock.unlock();
        m_changed.notify_all();
    }
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_finished = true;
    }
    m_changed.notify_all();
}

std::optional<PreparedFile> FilePreparer::take()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    m_changed.wait(lock, [&] { return !m_queue.empty() || m_finished; });
    if (m_queue.empty())
        return std::nullopt;
    PreparedFile file = std::move(m_queue.front());
    m_queue.pop_front();
    m_queuedBytes -= file.size;
    lock.unlock();
    m_changed.notify_all();
    return file;
}

} // namespace lmars::library
