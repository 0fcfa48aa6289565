// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationCache.h"

#include "sessions/SessionSchema.h"
#include "sessions/SessionsLog.h"
#include "sqlite/Database.h"
#include "sqlite/Statement.h"

namespace lmars::store {

CitationCache::CitationCache(std::unique_ptr<Database> db) : m_db(std::move(db)) {}

CitationCache::~CitationCache() = default;

Result<std::unique_ptr<CitationCache>> CitationCache::open(const QString& path)
{
    Result<std::unique_ptr<Database>> db = SessionSchema::open(path);
    if (!db)
        return db.error();
    std::unique_ptr<CitationCache> cache(new CitationCache(std::move(db).value()));
    if (Result<void> migrated = cache->migrate(); !migrated)
        return migrated.error();
    return cache;
}

Result<void> CitationCache::migrate()
{
    // The cache's own version, apart from the session schema's user_version.
    if (Result<void> made = m_db->exec(QStringLiteral("CREATE TABLE IF NOT EXISTS citation_cache_schema ("
                                                      "  version INTEGER NOT NULL)"));
        !made)
        return made;
    Result<Statement> stmt = m_db->prepare(QStringLiteral("SELECT max(version) FROM citation_cache_schema"));
    if (!stmt)
        return stmt.error();
    Result<bool> row = stmt->step();
    if (!row)
        return row.error();
    const int version = row.value() && !stmt->columnIsNull(0) ? stmt->columnInt(0) : 0;
    if (version >= kSchemaVersion)
        return {};
    if (Result<void> begun = m_db->begin(); !begun)
        return begun;
    // 1: what the citator found for a case (later negative treatment), by its normalized citation.
    Result<void> done = m_db->exec(QStringLiteral("CREATE TABLE IF NOT EXISTS citation_treatments ("
                                                  "  normalized TEXT PRIMARY KEY,"
                                                  "  result TEXT NOT NULL,"
                                                  "  checked_at TEXT NOT NULL"
                                                  ") WITHOUT ROWID;"
                                                  "DELETE FROM citation_cache_schema;"
                                                  "INSERT INTO citation_cache_schema (version) VALUES (1);"));
    if (!done) {
        if (const Result<void> undone = m_db->rollback(); !undone)
            qCWarning(lcSessions) << "citation cache migration not rolled back:" << undone.error().toString();
        return done;
    }
    return m_db->commit();
}

Result<std::optional<CachedCitationCheck>> CitationCache::find(const QString& normalized, int maxAgeDays)
{
    return findIn(QStringLiteral("citation_checks"), normalized, maxAgeDays);
}

Result<std::optional<CachedCitationCheck>> CitationCache::findTreatment(const QString& normalized, int maxAgeDays)
{
    return findIn(QStringLiteral("citation_treatments"), normalized, maxAgeDays);
}

Result<void> CitationCache::store(const QString& normalized, const nlohmann::json& result, const QDate& checkedAt)
{
    return storeIn(QStringLiteral("citation_checks"), normalized, result, checkedAt);
}

Result<void> CitationCache::storeTreatment(const QString& normalized, const nlohmann::json& result,
                                           const QDate& checkedAt)
{
    return storeIn(QStringLiteral("citation_treatments"), normalized, result, checkedAt);
}

Result<std::optional<CachedCitationCheck>> CitationCache::findIn(const QString& table, const QString& normalized,
                                                                 int maxAgeDays)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Statement> stmt =
        m_db->prepare(QStringLiteral("SELECT result, checked_at FROM %1 WHERE normalized = ?1").arg(table));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, normalized);
    Result<bool> row = stmt->step();
    if (!row)
        return row.error();
    if (!row.value())
        return std::optional<CachedCitationCheck>();
    const QDate checkedAt = QDate::fromString(stmt->columnText(1), Qt::ISODate);
    if (!checkedAt.isValid() || checkedAt.daysTo(QDate::currentDate()) > maxAgeDays)
        return std::optional<CachedCitationCheck>();
    CachedCitationCheck entry;
    entry.checkedAt = checkedAt;
    entry.result = nlohmann::json::parse(stmt->columnText(0).toStdString(), nullptr, false);
    if (entry.result.is_discarded() || !entry.result.is_object()) {
        qCWarning(lcSessions) << "ignoring a malformed citation cache entry";
        return std::optional<CachedCitationCheck>();
    }
    return std::optional<CachedCitationCheck>(std::move(entry));
}

Result<void> CitationCache::storeIn(const QString& table, const QString& normalized, const nlohmann::json& result,
                                    const QDate& checkedAt)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Statement> stmt = m_db->prepare(
        QStringLiteral(
            "INSERT INTO %1 (normalized, result, checked_at) VALUES (?1, ?2, ?3) "
            "ON CONFLICT(normalized) DO UPDATE SET result = excluded.result, checked_at = excluded.checked_at")
            .arg(table));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, normalized);
    stmt->bindUtf8(2, QByteArray::fromStdString(result.dump()));
    stmt->bind(3, checkedAt.toString(Qt::ISODate));
    return stmt->run();
}

Result<int> CitationCache::size()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    Result<Statement> stmt = m_db->prepare(QStringLiteral("SELECT count(*) FROM citation_checks"));
    if (!stmt)
        return stmt.error();
    Result<bool> row = stmt->step();
    if (!row)
        return row.error();
    return row.value() ? stmt->columnInt(0) : 0;
}

Result<int> CitationCache::clear()
{
    const Result<int> before = size();
    if (!before)
        return before.error();
    std::lock_guard<std::mutex> lock(m_mutex);
    const Result<void> done =
        m_db->exec(QStringLiteral("DELETE FROM citation_checks; DELETE FROM citation_treatments;"));
    if (!done)
        return done.error();
    return before.value();
}

} // namespace lmars::store
