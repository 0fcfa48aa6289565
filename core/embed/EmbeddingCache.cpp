// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingCache.h"

#include "sqlite/Database.h"
#include "sqlite/Transaction.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

#include <cstring>

namespace lmars::embed {

namespace {

const QStringList kSchema = {
    QStringLiteral("CREATE TABLE vectors (model TEXT NOT NULL, hash BLOB NOT NULL, dimension INTEGER NOT NULL, "
                   "vector BLOB NOT NULL, PRIMARY KEY (model, hash)) WITHOUT ROWID"),
};

QByteArray toBlob(const std::vector<float>& vector)
{
    return QByteArray(reinterpret_cast<const char*>(vector.data()),
                      static_cast<qsizetype>(vector.size() * sizeof(float)));
}

} // namespace

EmbeddingCache::EmbeddingCache(std::unique_ptr<store::Database> db) : m_db(std::move(db)) {}

EmbeddingCache::~EmbeddingCache() = default;

Result<std::unique_ptr<EmbeddingCache>> EmbeddingCache::open(const QString& path)
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
    return std::unique_ptr<EmbeddingCache>(new EmbeddingCache(std::move(db.value())));
}

QByteArray EmbeddingCache::textHash(const QString& text)
{
    return QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256);
}

Result<QHash<QByteArray, std::vector<float>>> EmbeddingCache::lookup(const QString& model,
                                                                     const QList<QByteArray>& hashes)
{
    QMutexLocker lock(&m_mutex);
    QHash<QByteArray, std::vector<float>> found;
    auto statement =
        m_db->prepare(QStringLiteral("SELECT dimension, vector FROM vectors WHERE model = ?1 AND hash = ?2"));
    if (!statement)
        return statement.error();
    store::Statement& select = statement.value();
    for (const QByteArray& hash : hashes) {
        select.reset();
        select.bind(1, model).bindBlob(2, hash);
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
    }
    return found;
}

Result<void> EmbeddingCache::store(const QString& model,
                                   const std::vector<std::pair<QByteArray, std::vector<float>>>& vectors)
{
    QMutexLocker lock(&m_mutex);
    auto transaction = store::Transaction::begin(*m_db);
    if (!transaction)
        return transaction.error();
    auto statement = m_db->prepare(
        QStringLiteral("INSERT OR REPLACE INTO vectors (model, hash, dimension, vector) VALUES (?1, ?2, ?3, ?4)"));
    if (!statement)
        return statement.error();
    store::Statement& insert = statement.value();
    for (const auto& [hash, vector] : vectors) {
        insert.reset();
        insert.bind(1, model).bindBlob(2, hash).bind(3, static_cast<int>(vector.size())).bindBlob(4, toBlob(vector));
        if (auto done = insert.run(); !done)
            return done.error();
    }
    return transaction.value().commit();
}

Result<qint64> EmbeddingCache::count(const QString& model)
{
    QMutexLocker lock(&m_mutex);
    auto statement = m_db->prepare(QStringLiteral("SELECT count(*) FROM vectors WHERE model = ?1"));
    if (!statement)
        return statement.error();
    statement.value().bind(1, model);
    auto row = statement.value().step();
    if (!row)
        return row.error();
    return row.value() ? statement.value().columnInt64(0) : 0;
}

} // namespace lmars::embed
