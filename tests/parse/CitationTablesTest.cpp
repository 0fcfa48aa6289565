// SPDX-License-Identifier: GPL-3.0-or-later
// The compiled-in citation tables (resources/citations, generated from reporters-db and courts-db):
// they load, they hold the facts the extractor and the offline checks use, and they are current
// against ../shared/data/legal-citations when that folder is present.
#include "SharedData.h"
#include "parse/ReporterTable.h"

#include <QFile>
#include <QProcess>
#include <QTest>

using lmars::parse::ReporterTable;

class CitationTablesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compiledInTablesLoad();
    void editionsCarryTheirYears();
    void courtsAndCodes();
    void malformedTablesAreEmpty();
    void committedTablesAreCurrent();
};

void CitationTablesTest::compiledInTablesLoad()
{
    const ReporterTable& table = ReporterTable::instance();
    QVERIFY(table.editionCount() > 1300);
    QVERIFY(table.isProseSpelling(QStringLiteral("F. Supp. 2d")));
    QVERIFY(table.isProseSpelling(QStringLiteral("WL")));
    QVERIFY(!table.isProseSpelling(QStringLiteral("Johnson"))); // a variation that is an ordinary name
    QVERIFY(!table.isProseSpelling(QStringLiteral("H.")));      // a variation that is a lone initial
    QVERIFY(!table.lawAlternation().isEmpty());
    // Variations, whitespace and "3rd" all mean the canonical edition.
    for (const QString& spelling :
         {QStringLiteral("F.3d"), QStringLiteral("F. 3d"), QStringLiteral("F3d"), QStringLiteral("F.3rd")}) {
        const auto editions = table.editionsFor(spelling);
        QVERIFY2(!editions.isEmpty(), qPrintable(spelling));
        QCOMPARE(editions.first()->edition, QStringLiteral("F.3d"));
    }
    QCOMPARE(table.editionsFor(QStringLiteral("S.Ct.")).first()->edition, QStringLiteral("S. Ct."));
    QCOMPARE(table.editionsFor(QStringLiteral("U. S.")).first()->edition, QStringLiteral("U.S."));
    QVERIFY(table.editionsFor(QStringLiteral("F.5th")).isEmpty());
}

void CitationTablesTest::editionsCarryTheirYears()
{
    const ReporterTable& table = ReporterTable::instance();
    const auto f4 = table.editionsFor(QStringLiteral("F.4th"));
    QVERIFY(!f4.isEmpty());
    QCOMPARE(f4.first()->startYear, 2021);
    QCOMPARE(f4.first()->endYear, 0);
    const auto f2 = table.editionsFor(QStringLiteral("F.2d"));
    QCOMPARE(f2.first()->startYear, 1924);
    QCOMPARE(f2.first()->endYear, 1993);
    QCOMPARE(f2.first()->name, QStringLiteral("Federal Reporter"));
    QVERIFY(f2.first()->publishesIn.contains(QStringLiteral("federal")));
    const auto rptr = table.editionsFor(QStringLiteral("Cal. Rptr. 2d"));
    QCOMPARE(rptr.first()->publishesIn, QStringList{QStringLiteral("ca")});
}

void CitationTablesTest::courtsAndCodes()
{
    const ReporterTable& table = ReporterTable::instance();
    const auto* ninth = table.courtFor(QStringLiteral("9th Cir."));
    QVERIFY(ninth);
    QCOMPARE(ninth->id, QStringLiteral("ca9"));
    QVERIFY(ninth->federal);
    const auto* calApp = table.courtFor(QStringLiteral("Cal. Ct. App."));
    QVERIFY(calApp);
    QVERIFY(!calApp->federal);
    QCOMPARE(calApp->state, QStringLiteral("ca"));
    QVERIFY(!table.courtFor(QStringLiteral("Court of Nowhere")));
    bool texasAdmin = false;
    for (const auto& law : table.lawCodes())
        texasAdmin = texasAdmin || (law.key == QLatin1String("Tex. Admin. Code") &&
                                    law.kind == lmars::model::CitationKind::Regulation);
    QVERIFY(texasAdmin);
}

void CitationTablesTest::malformedTablesAreEmpty()
{
    QVERIFY(ReporterTable::fromJson("not json").isEmpty());
    QVERIFY(ReporterTable::fromJson("[1, 2]").isEmpty());
    const ReporterTable tiny = ReporterTable::fromJson(
        R"({"reporters": [{"edition": "X.", "reporter": "X.", "name": "Example", "type": "state", "start": 1900,
            "end": null, "publishesIn": ["ca"], "spellings": ["X.", "Ex."]}], "courts": [], "laws": []})");
    QCOMPARE(tiny.editionCount(), 1);
    QCOMPARE(tiny.editionsFor(QStringLiteral("Ex.")).first()->edition, QStringLiteral("X."));
}

void CitationTablesTest::committedTablesAreCurrent()
{
    LMARS_SHARED_PATH_OR_SKIP(data, QStringLiteral("data/legal-citations"));
    QProcess script;
    script.start(QStringLiteral(LMARS_PYTHON),
                 {QStringLiteral(LMARS_SOURCE_DIR "/scripts/build-citation-tables.py"), QStringLiteral("--check"), data,
                  QStringLiteral(LMARS_SOURCE_DIR "/resources/citations/citation-tables.json")});
    QVERIFY(script.waitForFinished(60000));
    QVERIFY2(script.exitCode() == 0, script.readAllStandardError().constData());
    // The compiled-in copy is the committed file.
    QFile compiled(QStringLiteral(":/citations/citation-tables.json"));
    QFile committed(QStringLiteral(LMARS_SOURCE_DIR "/resources/citations/citation-tables.json"));
    QVERIFY(compiled.open(QIODevice::ReadOnly) && committed.open(QIODevice::ReadOnly));
    QVERIFY(compiled.readAll() == committed.readAll());
}

QTEST_GUILESS_MAIN(CitationTablesTest)
#include "CitationTablesTest.moc"
