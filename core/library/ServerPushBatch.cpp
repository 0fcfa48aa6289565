// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerPushBatch.h"

#include "library/ServerLibrary.h"
#include "library/ServerPush.h"

#include <algorithm>

namespace lmars::library {

ServerPushBatch::~ServerPushBatch()
{
    for (const auto& writer : m_writers)
        if (writer->inFlight.valid())
            writer->inFlight.wait();
}

void ServerPushBatch::addWriter(store::ServerLibrary& library)
{
    auto writer = std::make_unique<Writer>();
    writer->library = &library;
    m_writers.push_back(std::move(writer));
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
    if (auto sent = send(); !sent) {
        (void)collectAll();
        return sent;
    }
    return collectAll();
}

Result<void> ServerPushBatch::send()
{
    if (m_order.size() >= m_writers.size() && !m_documents.isEmpty() && m_factory &&
        int(m_writers.size()) < m_maxWriters) {
        if (store::ServerLibrary* another = m_factory())
            addWriter(*another);
        else
            m_factory = nullptr;
    }
    if (m_order.size() >= m_writers.size()) {
        if (auto collected = collectOldest(); !collected) {
            // The other batches in flight commit or fail whole before the push stops.
            (void)collectAll();
            return collected;
        }
    }
    if (m_documents.isEmpty())
        return {};
    const auto free = std::find_if(m_writers.begin(), m_writers.end(),
                                   [](const std::unique_ptr<Writer>& w) { return !w->inFlight.valid(); });
    Writer* writer = free->get();
    writer->sending = std::move(m_documents);
    m_documents.clear();
    m_chunks = 0;
    m_bytes = 0;
    writer->inFlight = std::async(
        std::launch::async, [this, writer]() { return writer->library->putDocuments(m_matterId, writer->sending); });
    m_order.push_back(writer);
    return {};
}

Result<void> ServerPushBatch::collectOldest()
{
    if (m_order.empty())
        return {};
    Writer* writer = m_order.front();
    m_order.pop_front();
    return collect(*writer);
}

Result<void> ServerPushBatch::collectAll()
{
    Result<void> first;
    while (!m_order.empty())
        if (auto collected = collectOldest(); !collected && first)
            first = collected;
    return first;
}

Result<void> ServerPushBatch::collect(Writer& writer)
{
    auto put = writer.inFlight.get();
    QList<store::ServerNewDocument> sent = std::move(writer.sending);
    writer.sending.clear();
    if (!put)
        return put.error();
    for (qsizetype i = 0; i < put->size(); ++i) {
        if (put->at(i).added) {
            ++m_summary.added;
            m_summary.bytes += sent.at(i).document.size;
        } else {
            ++m_summary.duplicates;
        }
    }
    return {};
}

} // namespace lmars::library
