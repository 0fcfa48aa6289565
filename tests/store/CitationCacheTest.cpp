// SPDX-License-Identifier: GPL-3.0-or-later
// The citation lookup cache in the session database: migration, reuse within the age limit, replacement.
#include "store/CitationCache.h"
#include "store/SessionStore.h"

#include <QTemporaryDir>
#include <QTest>

using lmars::store::CitationCache;

class CitationCacheTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storesFindsAndExpires()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sessions.sqlite"));
        // Shares the file with the session store (both apply the same migrations).
        auto store = lmars::store::SessionStore::open(path);
        QVERIFY(store.ok());
        auto opened = CitationCache::open(path);
        QVERIFY2(opened.ok(), qPrintable(opened ? QString() : opened.error().toString()));
        CitationCache& cache = *opened.value();
        const nlohmann::json result = {{"service", "courtlistener"}, {"status", 404}};
        QVERIFY(cache.store(QStringLiteral("1 U.S. 200"), result, QDate::currentDate().addDays(-10)).ok());
        auto found = cache.find(QStringLiteral("1 U.S. 200"), 30);
        QVERIFY(found.ok() && found.value().has_value());
        QVERIFY(found.value()->result == result);
        QCOMPARE(found.value()->checkedAt, QDate::currentDate().addDays(-10));
        // Older than the limit: asked again.
        QVERIFY(!cache.find(QStringLiteral("1 U.S. 200"), 5).value().has_value());
        QVERIFY(!cache.find(QStringLiteral("2 U.S. 300"), 30).value().has_value());
        // Replaced by a newer check.
        QVERIFY(cache
                    .store(QStringLiteral("1 U.S. 200"), {{"service", "courtlistener"}, {"status", 200}},
                           QDate::currentDate())
                    .ok());
        QCOMPARE(cache.find(QStringLiteral("1 U.S. 200"), 5).value()->result["status"].get<int>(), 200);
        QCOMPARE(cache.size().value(), 1);
    }

    void persistsAcrossConnections()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/sessions.sqlite"));
        {
            auto cache = CitationCache::open(path);
            QVERIFY(cache.ok());
            QVERIFY(cache.value()
                        ->store(QStringLiteral("8 C.F.R. § 214.2"), {{"service", "official"}}, QDate::currentDate())
                        .ok());
        }
        auto again = CitationCache::open(path);
        QVERIFY(again.ok());
        QVERIFY(again.value()->find(QStringLiteral("8 C.F.R. § 214.2"), 1).value().has_value());
        QVERIFY(!CitationCache::open(QString()).ok());
    }
};

QTEST_GUILESS_MAIN(CitationCacheTest)
#include "CitationCacheTest.moc"
