// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingCache.h"

#include "embed/EmbedLog.h"
#include "sqlite/Database.h"
#include "sqlite/Transaction.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include <cstring>

namespace lmars::embed {

namespace {

const QStringList kSchema = {
    QStringLiteral("CREATE TABLE vectors (model TEXT NOT NULL, hash BLOB NOT NULL, dimension INTEGER NOT NULL, "
                   "vector BLOB NOT NULL, PRIMARY KEY (model, hash)) WITHOUT ROWID"),
    // The endpoint joins the key (the rows before it get "", which no endpoint matches), and the day
    // each vector was last used, for pruning (the rows before it: the day of the migration).
    QStringLiteral("CREATE TABLE vectors2 (endpoint TEXT NOT NULL, model TEXT NOT NULL, hash BLOB NOT NULL, "
                   "dimension INTEGER NOT NULL, vector BLOB NOT NULL, used INTEGER NOT NULL, "
                   "PRIMARY KEY (endpoint, model, hash)) WITHOUT ROWID;"
                   "INSERT INTO vectors2 SELECT '', model, hash, dimension, vector, "
                   "CAST(julianday('now') - 2440587.5 AS INTEGER) FROM vectors;"
                   "DROP TABLE vectors;"
                   "ALTER TABLE vectors2 RENAME TO vectors;"
                   "CREATE INDEX vectors_used ON vectors (used)"),
};

qint64 daysSinceEpoch(const QDate& day)
{
    return QDate(1970, 1, 1).daysTo(day.isValid() ? day : QDateTime::currentDateTimeUtc().date());
}

QByteArray toBlob(const std::vector<float>& vector)
{
    return QByteArray(reinterpret_cast<const char*>(vector.data()),
                      static_cast<qsizetype>(vector.size() * sizeof(float)));
}

} // namespace

EmbeddingCache::EmbeddingCache(std::unique_ptr<store::Database> db, qint64 today) : m_db(std::move(db)), m_today(today)
{}

EmbeddingCache::~EmbeddingCache() = default;

Result<std::unique_ptr<EmbeddingCache>> EmbeddingCache::open(const QString& path)
{
    return open(path, Limits());
}

Result<std::unique_ptr<EmbeddingCache>> EmbeddingCache::open(const QString& path, const Limits& limits)
{
    if (path != QLatin1String(":memory:")) {
        const QString folder = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(folder))
            return Error(ErrorKind::Storage, tr("Cannot create the embedding cache's folder %1.").arg(folder));
    }
    auto db = store::Database::open(path);
    if (!db)
        return db.error();
    if (auto migrated = db.value()->migrate(kSchema); !migrated)
        return migrated.error();
    std::unique_ptr<EmbeddingCache> cache(new EmbeddingCache(std::move(db.value()), daysSinceEpoch(limits.today)));
    auto pruned = cache->prune(limits);
    if (!pruned)
        return pruned.error();
    cache->m_pruned = pruned.value();
    if (pruned.value().byAge > 0 || pruned.value().bySize > 0)
        qCInfo(lcEmbed) << "embedding cache: removed" << pruned.value().byAge << "vectors unused for"
                        << limits.maxAgeDays << "days and" << pruned.value().bySize << "over its" << limits.maxBytes
                        << "bytes";
    return cache;
}

Result<EmbeddingCache::Pruned> EmbeddingCache::prune(const Limits& limits)
{
    Pruned pruned;
    auto transaction = store::Transaction::begin(*m_db);
    if (!transaction)
        return transaction.error();
    auto old = m_db->prepare(QStringLiteral("DELETE FROM vectors WHERE used < ?1"));
    if (!old)
        return old.error();
    old.value().bind(1, m_today - std::max(0, limits.maxAgeDays));
    if (auto done = old.value().run(); !done)
        return done.error();
    pruned.byAge = m_db->changes();

    auto total = m_db->prepare(QStringLiteral("SELECT coalesce(sum(length(vector)), 0) FROM vectors"));
    if (!total)
        return total.error();
    auto row = total.value().step();
    if (!row)
        return row.error();
    if (row.value() && total.value().columnInt64(0) > limits.maxBytes) {
        // The most recently used first; what does not fit goes.
        auto byUse = m_db->prepare(
            QStringLiteral("SELECT endpoint, model, hash, length(vector) FROM vectors ORDER BY used DESC"));
        if (!byUse)
            return byUse.error();
        struct Key
        {
            QString endpoint;
            QString model;
            QByteArray hash;
        };
        QList<Key> over;
        qint64 kept = 0;
        store::Statement& select = byUse.value();
        auto scanned = select.forEachRow([&] {
            kept += select.columnInt64(3);
            if (kept > limits.maxBytes)
                over.append({select.columnText(0), select.columnText(1), select.columnBlob(2)});
        });
        if (!scanned)
            return scanned.error();
        auto remove =
            m_db->prepare(QStringLiteral("DELETE FROM vectors WHERE endpoint = ?1 AND model = ?2 AND hash = ?3"));
        if (!remove)
            return remove.error();
        for (const Key& key : over) {
            remove.value().reset();
            remove.value().bind(1, key.endpoint).bind(2, key.model).bindBlob(3, key.hash);
            if (auto done = remove.value().run(); !done)
                return done.error();
        }
        pruned.bySize = over.size();
    }
    if (auto committed = transaction.value().commit(); !committed)
        return committed.error();
    return pruned;
}

QByteArray EmbeddingCache::textHash(const QString& text)
{
    return QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256);
}

QString EmbeddingCache::normalizedEndpoint(const QUrl& url)
{
    if (url.isEmpty())
        return {};
    QUrl out = url.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::StripTrailingSlash |
                            QUrl::NormalizePathSegments);
    out.setScheme(out.scheme().toLower());
    out.setHost(out.host().toLower());
    if ((out.scheme() == QLatin1String("https") && out.port() == 443) ||
        (out.scheme() == QLatin1String("http") && out.port() == 80))
        out.setPort(-1);
    return out.toString(QUrl::FullyEncoded);
}

Result<QHash<QByteArray, std::vector<float>>> EmbeddingCache::lookup(const QString& endpoint, const QString& model,
                                                                     const QList<QByteArray>& hashes)
{
    QMutexLocker lock(&m_mutex);
    QHash<QByteArray, std::vector<float>> found;
    QList<QByteArray> stale; // found, last used before today
    auto statement = m_db->prepare(
        QStringLiteral("SELECT dimension, vector, used FROM vectors WHERE endpoint = ?1 AND model = ?2 AND hash = ?3"));
    if (!statement)
        return statement.error();
    store::Statement& select = statement.value();
    for (const QByteArray& hash : hashes) {
        select.reset();
        select.bind(1, endpoint).bind(2, model).bindBlob(3, hash);
        auto row = select.step();
        if (!row)
            return row.error();
        if (!row.value())
            continue;
        const int dimension = select.columnInt(0);
        const std::string_view blob = select.columnBlobView(1);
        if (dimension <= 0 || blob.size() != static_cast<size_t>(dimension) * sizeof(float))
            continue; // a damaged row is embedded again
        std::vector<float> vector(static_cast<size_t>(dimension));
        std::memcpy(vector.data(), blob.data(), blob.size());
        found.insert(hash, std::move(vector));
        if (select.columnInt64(2) < m_today)
            stale << hash;
    }
    select.reset();         // no read in progress while writing
    if (!stale.isEmpty()) { // once a day at most per vector: a lookup rarely writes
        auto transaction = store::Transaction::begin(*m_db);
        if (!transaction)
            return transaction.error();
        auto touch = m_db->prepare(
            QStringLiteral("UPDATE vectors SET used = ?1 WHERE endpoint = ?2 AND model = ?3 AND hash = ?4"));
        if (!touch)
            return touch.error();
        for (const QByteArray& hash : std::as_const(stale)) {
            touch.value().reset();
            touch.value().bind(1, m_today).bind(2, endpoint).bind(3, model).bindBlob(4, hash);
            if (auto done = touch.value().run(); !done)
                return done.error();
        }
        if (auto committed = transaction.value().commit(); !committed)
            return committed.error();
    }
    return found;
}

Result<void> EmbeddingCache::store(const QString& endpoint, const QString& model,
                                   const std::vector<std::pair<QByteArray, std::vector<float>>>& vectors)
{
    QMutexLocker lock(&m_mutex);
    auto transaction = store::Transaction::begin(*m_db);
    if (!transaction)
        return transaction.error();
    auto statement =
        m_db->prepare(QStringLiteral("INSERT OR REPLACE INTO vectors (endpoint, model, hash, dimension, vector, used) "
                                     "VALUES (?1, ?2, ?3, ?4, ?5, ?6)"));
    if (!statement)
        return statement.error();
    store::Statement& insert = statement.value();
    for (const auto& [hash, vector] : vectors) {
        insert.reset();
        insert.bind(1, endpoint)
            .bind(2, model)
            .bindBlob(3, hash)
            .bind(4, static_cast<int>(vector.size()))
            .bindBlob(5, toBlob(vector))
            .bind(6, m_today);
        if (auto done = insert.run(); !done)
            return done.error();
    }
    return transaction.value().commit();
}

Result<qint64> EmbeddingCache::count(const QString& endpoint, const QString& model)
{
    QMutexLocker lock(&m_mutex);
    auto statement = m_db->prepare(QStringLiteral("SELECT count(*) FROM vectors WHERE endpoint = ?1 AND model = ?2"));
    if (!statement)
        return statement.error();
    statement.value().bind(1, endpoint).bind(2, model);
    auto row = statement.value().step();
    if (!row)
        return row.error();
    return row.value() ? statement.value().columnInt64(0) : 0;
}

} // namespace lmars::embed
