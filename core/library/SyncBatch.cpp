// SPDX-License-Identifier: GPL-3.0-or-later
#include "SyncBatch.h"

#include "library/LibraryStore.h"

namespace lmars::library {

SyncBatch::SyncBatch(store::LibraryStore* store) : m_store(store) {}

SyncBatch::~SyncBatch()
{
    if (m_open)
        (void)m_store->rollbackBatch();
}

Result<void> SyncBatch::begin()
{
    Result<void> begun = m_store->beginBatch();
    m_open = begun.ok();
    m_bytes = 0;
    m_age.start();
    return begun;
}

Result<void> SyncBatch::afterFile(qint64 bytes)
{
    m_bytes += bytes;
    if (m_bytes < kMaxBytes && m_age.elapsed() < kMaxMilliseconds)
        return {};
    if (auto committed = commit(); !committed)
        return committed;
    return begin();
}

Result<void> SyncBatch::commit()
{
    if (!m_open)
        return {};
    m_open = false;
    return m_store->commitBatch();
}

} // namespace lmars::library
