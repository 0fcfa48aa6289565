// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

namespace lmars::store {

class Database;

/// RAII transaction (BEGIN IMMEDIATE): rolls back on destruction unless commit() succeeded.
class Transaction
{
public:
    static Result<Transaction> begin(Database& db);

    ~Transaction();
    Transaction(Transaction&& other) noexcept;
    Transaction& operator=(Transaction&& other) = delete;
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    Result<void> commit();

private:
    explicit Transaction(Database* db) : m_db(db) {}

    Database* m_db = nullptr; ///< null once committed or rolled back
};

} // namespace lmars::store
