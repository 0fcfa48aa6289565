// SPDX-License-Identifier: GPL-3.0-or-later
#include "embed/EmbeddingCache.h"

#include <QTemporaryDir>
#include <QTest>

namespace lmars::embed {

/**
 * EmbeddingCache's bounds: open() removes the vectors not used for maxAgeDays, then the least
 * recently used while the cache is larger than maxBytes; a lookup counts as a use; nothing is
 * removed between open()s, however full the cache gets.
 */
class EmbeddingCacheTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void vectorsUnusedForTooLongArePrunedOnOpen();
    void theLeastRecentlyUsedGoWhenTheCacheIsTooLarge();
    void nothingIsPrunedBetweenOpens();

private:
    std::unique_ptr<EmbeddingCache> open(int day, int maxAgeDays = 180, qint64 maxBytes = qint64(1) << 30);
    static void store(EmbeddingCache& cache, const QString& text);
    static bool holds(EmbeddingCache& cache, const QString& text);

    std::unique_ptr<QTemporaryDir> m_dir;
    const QString m_endpoint = QStringLiteral("https://api.example.com/v1/embeddings");
    const QString m_model = QStringLiteral("openai/text-embedding-3-small");
    const QDate m_start = QDate(2026, 1, 1);
};

void EmbeddingCacheTest::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

std::unique_ptr<EmbeddingCache> EmbeddingCacheTest::open(int day, int maxAgeDays, qint64 maxBytes)
{
    EmbeddingCache::Limits limits;
    limits.today = m_start.addDays(day);
    limits.maxAgeDays = maxAgeDays;
    limits.maxBytes = maxBytes;
    auto cache = EmbeddingCache::open(m_dir->filePath(QStringLiteral("embeddings.sqlite")), limits);
    if (!cache)
        qWarning() << cache.error().toString();
    return cache ? std::move(cache.value()) : nullptr;
}

void EmbeddingCacheTest::store(EmbeddingCache& cache, const QString& text)
{
    // 4 floats: 16 bytes a vector.
    QVERIFY(cache
                .store(QStringLiteral("https://api.example.com/v1/embeddings"),
                       QStringLiteral("openai/text-embedding-3-small"),
                       {{EmbeddingCache::textHash(text), std::vector<float>{1, 0, 0, 0}}})
                .ok());
}

bool EmbeddingCacheTest::holds(EmbeddingCache& cache, const QString& text)
{
    auto found = cache.lookup(QStringLiteral("https://api.example.com/v1/embeddings"),
                              QStringLiteral("openai/text-embedding-3-small"), {EmbeddingCache::textHash(text)});
    return found.ok() && found.value().size() == 1;
}

void EmbeddingCacheTest::vectorsUnusedForTooLongArePrunedOnOpen()
{
    {
        auto cache = open(0);
        QVERIFY(cache);
        store(*cache, QStringLiteral("used again"));
        store(*cache, QStringLiteral("never used again"));
    }
    {
        auto cache = open(100); // a lookup on day 100 is a use
        QVERIFY(cache);
        QCOMPARE(cache->pruned().byAge, qint64(0));
        QVERIFY(holds(*cache, QStringLiteral("used again")));
    }
    auto cache = open(200, 180);
    QVERIFY(cache);
    QCOMPARE(cache->pruned().byAge, qint64(1));
    QCOMPARE(cache->pruned().bySize, qint64(0));
    QVERIFY(holds(*cache, QStringLiteral("used again")));
    QVERIFY(!holds(*cache, QStringLiteral("never used again")));
    QCOMPARE(cache->count(m_endpoint, m_model).value(), qint64(1));
}

void EmbeddingCacheTest::theLeastRecentlyUsedGoWhenTheCacheIsTooLarge()
{
    for (int day = 0; day < 5; ++day) { // text i stored on day i
        auto cache = open(day);
        QVERIFY(cache);
        store(*cache, QStringLiteral("text %1").arg(day));
    }
    {
        auto cache = open(5);
        QVERIFY(cache);
        QVERIFY(holds(*cache, QStringLiteral("text 0"))); // used on day 5: the most recent now
    }
    auto cache = open(6, 180, 3 * 16); // room for three vectors
    QVERIFY(cache);
    QCOMPARE(cache->pruned().bySize, qint64(2));
    QCOMPARE(cache->pruned().byAge, qint64(0));
    QCOMPARE(cache->count(m_endpoint, m_model).value(), qint64(3));
    for (const int kept : {0, 3, 4})
        QVERIFY2(holds(*cache, QStringLiteral("text %1").arg(kept)), qPrintable(QString::number(kept)));
    for (const int gone : {1, 2})
        QVERIFY2(!holds(*cache, QStringLiteral("text %1").arg(gone)), qPrintable(QString::number(gone)));
}

void EmbeddingCacheTest::nothingIsPrunedBetweenOpens()
{
    auto cache = open(0, 0, 16); // room for one vector, and none older than today
    QVERIFY(cache);
    for (int i = 0; i < 4; ++i)
        store(*cache, QStringLiteral("batch text %1").arg(i));
    for (int i = 0; i < 4; ++i)
        QVERIFY(holds(*cache, QStringLiteral("batch text %1").arg(i)));
    QCOMPARE(cache->count(m_endpoint, m_model).value(), qint64(4));
    cache.reset();
    auto reopened = open(0, 0, 16);
    QVERIFY(reopened);
    QCOMPARE(reopened->count(m_endpoint, m_model).value(), qint64(1));
}

} // namespace lmars::embed

QTEST_GUILESS_MAIN(lmars::embed::EmbeddingCacheTest)
#include "EmbeddingCacheTest.moc"
