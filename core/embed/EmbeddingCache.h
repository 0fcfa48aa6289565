// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>
#include <QUrl>

#include <memory>
#include <utility>
#include <vector>

namespace lmars::store {
class Database;
}

namespace lmars::embed {

/**
 * The vectors an embedding model made, by content: (endpoint, model id, SHA-256 of the text) →
 * vector, in an SQLite file of its own (the app's cache folder). The endpoint is the server's URL
 * normalised (normalizedEndpoint(): no user, password, query or fragment, so never a key): two
 * servers that serve a model of the same name do not share vectors. Entries a version before the
 * endpoint was kept had stored carry none and are never reused; they age out.
 *
 * Each store() is one transaction, so a run killed at any moment keeps every batch it stored and
 * embeds none of them again. Safe to use from several threads (one connection, serialised by a mutex).
 *
 * Bounded (Limits): every vector carries the day it was last stored or found; open() removes those
 * not used for maxAgeDays, then, while the vectors together are larger than maxBytes, the least
 * recently used. Only open() prunes, before any lookup: never between a batch's lookup and its store.
 */
class EmbeddingCache final
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddingCache)

public:
    /// How much the cache keeps (open() prunes to it).
    struct Limits
    {
        /// A vector not stored or found for this many days is removed (half a year).
        int maxAgeDays = 180;
        /// The vectors' bytes kept at most (1 GiB: some 170,000 vectors of 1,536 dimensions).
        qint64 maxBytes = qint64(1) << 30;
        /// The day taken as today (tests); invalid: the current UTC date.
        QDate today;
    };
    /// What open() removed.
    struct Pruned
    {
        qint64 byAge = 0;
        qint64 bySize = 0;
    };

    ~EmbeddingCache();
    EmbeddingCache(const EmbeddingCache&) = delete;
    EmbeddingCache& operator=(const EmbeddingCache&) = delete;

    /// Opens (creating when needed, with its folder) the cache file at path; ":memory:" for one of the process alone.
    /// Prunes it to limits first.
    static Result<std::unique_ptr<EmbeddingCache>> open(const QString& path, const Limits& limits);
    /// With the default limits.
    static Result<std::unique_ptr<EmbeddingCache>> open(const QString& path);

    /// The key of a text: SHA-256 of its UTF-8.
    static QByteArray textHash(const QString& text);
    /// The endpoint's part of the key: url without user, password, query and fragment, its scheme
    /// and host in lower case, a default port and a trailing slash dropped ("" for an empty url).
    static QString normalizedEndpoint(const QUrl& url);

    /// The cached vectors of model at endpoint among hashes, by hash (each found one marked used today).
    Result<QHash<QByteArray, std::vector<float>>> lookup(const QString& endpoint, const QString& model,
                                                         const QList<QByteArray>& hashes);
    /// Stores (or replaces) vectors of model at endpoint by hash, all in one transaction.
    Result<void> store(const QString& endpoint, const QString& model,
                       const std::vector<std::pair<QByteArray, std::vector<float>>>& vectors);
    /// How many vectors of model at endpoint the cache holds.
    Result<qint64> count(const QString& endpoint, const QString& model);
    /// What open() pruned.
    Pruned pruned() const { return m_pruned; }

private:
    EmbeddingCache(std::unique_ptr<store::Database> db, qint64 today);
    Result<Pruned> prune(const Limits& limits);

    QMutex m_mutex;
    std::unique_ptr<store::Database> m_db;
    qint64 m_today = 0; ///< days since 1970-01-01 (UTC) of this session: the "used" of what it touches
    Pruned m_pruned;
};

} // namespace lmars::embed
