// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerPushBatch.h"

#include "library/ServerLibrary.h"
#include "library/ServerPush.h"

namespace lmars::library {

Result<void> ServerPushBatch::add(const store::LibraryDocument& document, const QList<store::LibraryChunk>& chunks)
{
    m_documents.append(store::ServerNewDocument{document, chunks});
    m_chunks += int(chunks.size());
    for (const store::LibraryChunk& c : chunks)
        m_bytes += c.text.size() * qint64(sizeof(QChar));
    if (m_chunks >= m_chunkLimit || m_bytes >= kBytes)
        return flush();
    return {};
}

Result<void> ServerPushBatch::flush()
{
    if (m_documents.isEmpty())
        return {};
    auto put = m_library.putDocuments(m_matterId, m_documents);
    if (!put)
        return put.error();
    for (qsizetype i = 0; i < put->size(); ++i) {
        if (put->at(i).added) {
            ++m_summary.added;
            m_summary.bytes += m_documents.at(i).document.size;
        } else {
            ++m_summary.duplicates;
        }
    }
    m_documents.clear();
    m_chunks = 0;
    m_bytes = 0;
    return {};
}

} // namespace lmars::library
