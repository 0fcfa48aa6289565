// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerPushBatch.h"

#include "library/ServerLibrary.h"
#include "library/ServerPush.h"

namespace lmars::library {

ServerPushBatch::~ServerPushBatch()
{
    if (m_inFlight.valid())
        m_inFlight.wait();
}

Result<void> ServerPushBatch::add(const store::LibraryDocument& document, const QList<store::LibraryChunk>& chunks)
{
    m_documents.append(store::ServerNewDocument{document, chunks});
    m_chunks += int(chunks.size());
    for (const store::LibraryChunk& c : chunks)
        m_bytes += c.text.size() * qint64(sizeof(QChar));
    if (m_chunks >= m_chunkLimit || m_bytes >= kBytes)
        return send();
    return {};
}

Result<void> ServerPushBatch::flush()
{
    if (auto sent = send(); !sent)
        return sent;
    return collect();
}

Result<void> ServerPushBatch::send()
{
    if (auto collected = collect(); !collected)
        return collected;
    if (m_documents.isEmpty())
        return {};
    m_sending = std::move(m_documents);
    m_documents.clear();
    m_chunks = 0;
    m_bytes = 0;
    m_inFlight = std::async(std::launch::async, [this]() { return m_library.putDocuments(m_matterId, m_sending); });
    return {};
}

Result<void> ServerPushBatch::collect()
{
    if (!m_inFlight.valid())
        return {};
    auto put = m_inFlight.get();
    if (!put)
        return put.error();
    for (qsizetype i = 0; i < put->size(); ++i) {
        if (put->at(i).added) {
            ++m_summary.added;
            m_summary.bytes += m_sending.at(i).document.size;
        } else {
            ++m_summary.duplicates;
        }
    }
    m_sending.clear();
    return {};
}

} // namespace lmars::library
