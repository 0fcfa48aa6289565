// SPDX-License-Identifier: GPL-3.0-or-later
// The citation lookup cache in the session database: migration, reuse within the age limit, replacement,
// and the citator's treatments in the cache's own versioned table.
#include "sessions/CitationCache.h"
#include "sessions/SessionStore.h"

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

    void treatmentsHaveTheirOwnTableAndVersion()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sessions.sqlite"));
        {
            auto opened = CitationCache::open(path);
            QVERIFY(opened.ok());
            CitationCache& cache = *opened.value();
            const nlohmann::json treatment = {{"status", "negative"}, {"summary", "Possibly overruled by X."}};
            QVERIFY(cache.storeTreatment(QStringLiteral("410 U.S. 113"), treatment, QDate::currentDate()).ok());
            QVERIFY(cache
                        .store(QStringLiteral("410 U.S. 113"), {{"service", "courtlistener"}, {"status", 200}},
                               QDate::currentDate())
                        .ok());
            // Same key, separate tables: the lookup and the treatment do not replace each other.
            QVERIFY(cache.findTreatment(QStringLiteral("410 U.S. 113"), 30).value()->result == treatment);
            QCOMPARE(cache.find(QStringLiteral("410 U.S. 113"), 30).value()->result["status"].get<int>(), 200);
            QVERIFY(!cache.findTreatment(QStringLiteral("410 U.S. 113"), -1).value().has_value());
        }
        // Opening again (the migration already applied) keeps the entries; clearing forgets both.
        auto again = CitationCache::open(path);
        QVERIFY(again.ok());
        QVERIFY(again.value()->findTreatment(QStringLiteral("410 U.S. 113"), 30).value().has_value());
        QCOMPARE(again.value()->clear().value(), 1);
        QVERIFY(!again.value()->findTreatment(QStringLiteral("410 U.S. 113"), 30).value().has_value());
        QCOMPARE(CitationCache::kSchemaVersion, 1);
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
