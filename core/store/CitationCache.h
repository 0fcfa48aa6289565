// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QDate>
#include <QString>

#include <nlohmann/json.hpp>

#include <memory>
#include <mutex>
#include <optional>

namespace lmars::store {

class Database;

/// One cached lookup: what the service answered and the day it was asked.
struct CachedCitationCheck
{
    nlohmann::json result;
    QDate checkedAt;
};

/**
 * What looking citations up found, in the session database's citation_checks table (migration 3
 * of SessionSchema), keyed by the citation's normalized form ("410 U.S. 113", "8 C.F.R. § 214.2").
 * It has its own connection to the session database file (WAL lets it share the file with
 * SessionStore), so a checker on a worker thread never waits for the store's mutex.
 * Thread-safe. Only results worth keeping are stored; the caller decides which (never a
 * throttled or failed lookup).
 */
class CitationCache final
{
public:
    /// Opens the session database at path (":memory:" for a private one), applying its migrations.
    static Result<std::unique_ptr<CitationCache>> open(const QString& path);

    ~CitationCache();
    CitationCache(const CitationCache&) = delete;
    CitationCache& operator=(const CitationCache&) = delete;

    /// The entry for normalized when it was checked within maxAgeDays of today, else nullopt.
    Result<std::optional<CachedCitationCheck>> find(const QString& normalized, int maxAgeDays);
    /// Stores (or replaces) the entry for normalized, checked on `checkedAt`.
    Result<void> store(const QString& normalized, const nlohmann::json& result, const QDate& checkedAt);
    /// How many entries the table holds.
    Result<int> size();
    /// Forgets every entry (Settings' "Clear the citation cache"); returns how many there were.
    Result<int> clear();

private:
    explicit CitationCache(std::unique_ptr<Database> db);

    std::unique_ptr<Database> m_db;
    std::mutex m_mutex;
};

} // namespace lmars::store
