// SPDX-License-Identifier: GPL-3.0-or-later
#include "Transaction.h"

#include "sqlite/Database.h"

#include <utility>

namespace lmars::store {

Result<Transaction> Transaction::begin(Database& db)
{
    Result<void> started = db.begin();
    if (!started)
        return started.error();
    return Transaction(&db);
}

Transaction::Transaction(Transaction&& other) noexcept : m_db(std::exchange(other.m_db, nullptr)) {}

Transaction::~Transaction()
{
    if (m_db)
        (void)m_db->rollback();
}

Result<void> Transaction::commit()
{
    if (!m_db)
        return {};
    Result<void> done = m_db->commit();
    if (!done)
        return done; // still open: the destructor rolls back
    m_db = nullptr;
    return {};
}

} // namespace lmars::store
