// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>

#include <memory>
#include <utility>
#include <vector>

namespace lmars::store {
class Database;
}

namespace lmars::embed {

/**
 * The vectors an embedding model made, by content: (model id, SHA-256 of the text) → vector, in an
 * SQLite file of its own (the app's cache folder). Each store() is one transaction, so a run killed
 * at any moment keeps every batch it stored and embeds none of them again. Safe to use from several
 * threads (one connection, serialised by a mutex).
 */
class EmbeddingCache final
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddingCache)

public:
    ~EmbeddingCache();
    EmbeddingCache(const EmbeddingCache&) = delete;
    EmbeddingCache& operator=(const EmbeddingCache&) = delete;

    /// Opens (creating when needed, with its folder) the cache file at path; ":memory:" for one of the process alone.
    static Result<std::unique_ptr<EmbeddingCache>> open(const QString& path);

    /// The key of a text: SHA-256 of its UTF-8.
    static QByteArray textHash(const QString& text);

    /// The cached vectors of model among hashes, by hash.
    Result<QHash<QByteArray, std::vector<float>>> lookup(const QString& model, const QList<QByteArray>& hashes);
    /// Stores (or replaces) vectors of model by hash, all in one transaction.
    Result<void> store(const QString& model, const std::vector<std::pair<QByteArray, std::vector<float>>>& vectors);
    /// How many vectors of model the cache holds.
    Result<qint64> count(const QString& model);

private:
    explicit EmbeddingCache(std::unique_ptr<store::Database> db);

    QMutex m_mutex;
    std::unique_ptr<store::Database> m_db;
};

} // namespace lmars::embed
