// SPDX-License-Identifier: GPL-3.0-or-later
// What changed between a saved verification record and a new check, and the review order.
#include "verify/CitationChanges.h"
#include "verify/CitationReport.h"

#include <QTest>

using lmars::model::CitationStatus;
using lmars::model::VerifiedCitation;
using lmars::verify::CitationChanges;

namespace {

VerifiedCitation row(const QString& normalized, CitationStatus status)
{
    VerifiedCitation out;
    out.citation.normalized = normalized;
    out.citation.text = normalized;
    out.check.status = status;
    out.check.reason = QStringLiteral("because");
    return out;
}

} // namespace

class CitationChangesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pairsByOccurrence()
    {
        const QList<VerifiedCitation> saved{row(QStringLiteral("410 U.S. 113"), CitationStatus::Unchecked),
                                            row(QStringLiteral("410 U.S. 113"), CitationStatus::Verified),
                                            row(QStringLiteral("1 U.S. 1"), CitationStatus::Unchecked),
                                            row(QStringLiteral("9 U.S. 9"), CitationStatus::NotFound)};
        const QList<VerifiedCitation> now{row(QStringLiteral("410 U.S. 113"), CitationStatus::Verified),
                                          row(QStringLiteral("410 U.S. 113"), CitationStatus::Verified),
                                          row(QStringLiteral("1 U.S. 1"), CitationStatus::Unchecked),
                                          row(QStringLiteral("8 C.F.R. § 214.2"), CitationStatus::Verified)};
        const auto changes = CitationChanges::compare(saved, now);
        QCOMPARE(changes.size(), 3);
        QCOMPARE(changes.at(0).normalized, QStringLiteral("410 U.S. 113"));
        QCOMPARE(*changes.at(0).before, CitationStatus::Unchecked);
        QCOMPARE(*changes.at(0).after, CitationStatus::Verified);
        QVERIFY(!changes.at(1).before.has_value()); // new
        QCOMPARE(changes.at(1).normalized, QStringLiteral("8 C.F.R. § 214.2"));
        QVERIFY(!changes.at(2).after.has_value()); // gone
        QCOMPARE(changes.at(2).normalized, QStringLiteral("9 U.S. 9"));
        QCOMPARE(CitationChanges::describe(changes.at(0)), QStringLiteral("410 U.S. 113: unchecked → verified"));
        const nlohmann::json gone = CitationChanges::toJson(changes.at(2));
        QVERIFY(gone.at("after").is_null());
        QCOMPARE(gone.at("before").get<std::string>(), std::string("not_found"));
        QVERIFY(CitationChanges::compare(now, now).isEmpty());
    }

    void reviewOrderPutsMismatchesFirst()
    {
        const QList<VerifiedCitation> checked{
            row(QStringLiteral("a"), CitationStatus::Verified), row(QStringLiteral("b"), CitationStatus::Unchecked),
            row(QStringLiteral("c"), CitationStatus::NotFound), row(QStringLiteral("d"), CitationStatus::Mismatch),
            row(QStringLiteral("e"), CitationStatus::Mismatch)};
        const auto report = lmars::verify::CitationReport::fromChecked(QStringLiteral("text"), {}, checked);
        QStringList order;
        for (const auto& r : report.sortedForReview())
            order << r.citation.normalized;
        QCOMPARE(order, QStringList({QStringLiteral("d"), QStringLiteral("e"), QStringLiteral("c"), QStringLiteral("b"),
                                     QStringLiteral("a")}));
        QCOMPARE(report.flaggedCount(), 3);
    }
};

QTEST_GUILESS_MAIN(CitationChangesTest)
#include "CitationChangesTest.moc"
