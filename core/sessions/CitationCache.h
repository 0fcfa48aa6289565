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
 *
 * The citator's findings (issue 27, point 3: later negative treatment of a case) are kept beside
 * them in citation_treatments, keyed the same way, with the day the citing opinions were looked
 * up. That table is the cache's own: its version lives in citation_cache_schema (version 1 adds
 * citation_treatments), apart from the session schema's user_version.
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
    /// The citator's entry for normalized when looked up within maxAgeDays of today, else nullopt.
    Result<std::optional<CachedCitationCheck>> findTreatment(const QString& normalized, int maxAgeDays);
    /// Stores (or replaces) the citator's entry for normalized, looked up on `checkedAt`.
    Result<void> storeTreatment(const QString& normalized, const nlohmann::json& result, const QDate& checkedAt);
    /// The cache's own schema version (1: citation_treatments).
    static constexpr int kSchemaVersion = 1;

    /// How many entries the table holds.
    Result<int> size();
    /// Forgets every entry, lookups and treatments (Settings' "Clear the citation cache"); returns how
    /// many lookups there were.
    Result<int> clear();

private:
    explicit CitationCache(std::unique_ptr<Database> db);
    Result<void> migrate();
    Result<std::optional<CachedCitationCheck>> findIn(const QString& table, const QString& normalized, int maxAgeDays);
    Result<void> storeIn(const QString& table, const QString& normalized, const nlohmann::json& result,
                         const QDate& checkedAt);

    std::unique_ptr<Database> m_db;
    std::mutex m_mutex;
};

} // namespace lmars::store
