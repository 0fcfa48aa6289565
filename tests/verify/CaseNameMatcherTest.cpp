// SPDX-License-Identifier: GPL-3.0-or-later
#include "verify/CaseNameMatcher.h"

#include <QTest>

using lmars::verify::CaseNameMatcher;

class CaseNameMatcherTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameCase_data()
    {
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("found");
        QTest::addColumn<bool>("same");
        QTest::newRow("identical") << "Roe v. Wade"
                                   << "Roe v. Wade" << true;
        QTest::newRow("case and punctuation") << "ROE v WADE"
                                              << "Roe v. Wade" << true;
        QTest::newRow("et al. and Inc.") << "Smith et al. v. Acme Widgets, Inc."
                                         << "Smith v. Acme Widgets Corp." << true;
        QTest::newRow("abbreviations") << "Nat'l Ass'n of Mfrs. v. Dep't of Def."
                                       << "National Association of Manufacturers v. Department of Defense" << true;
        QTest::newRow("first party only") << "Obergefell"
                                          << "Obergefell v. Hodges" << true;
        QTest::newRow("typo") << "Obergefel v. Hodges"
                              << "Obergefell v. Hodges" << true;
        QTest::newRow("ampersand") << "Johnson & Johnson v. Doe"
                                   << "Johnson and Johnson v. Doe" << true;
        QTest::newRow("different case") << "Brown v. Board of Education"
                                        << "Roe v. Wade" << false;
        QTest::newRow("government party is not enough") << "United States v. Smith"
                                                        << "United States v. Jones" << false;
        QTest::newRow("government party with the right name") << "United States v. Smith"
                                                              << "United States v. Smith" << true;
        QTest::newRow("state abbreviated") << "People v. Jackson"
                                           << "The People v. Jackson" << true;
        QTest::newRow("U.S. form") << "U.S. v. Lopez"
                                   << "United States v. Lopez" << true;
    }
    void sameCase()
    {
        QFETCH(QString, written);
        QFETCH(QString, found);
        QFETCH(bool, same);
        QCOMPARE(CaseNameMatcher::sameCase(written, found), same);
    }

    void tokensDropFillerAndForms()
    {
        QCOMPARE(CaseNameMatcher::tokens(QStringLiteral("In re Smith Corp., et al.")),
                 QStringList{QStringLiteral("smith")});
        QCOMPARE(CaseNameMatcher::overlap(QString(), QStringLiteral("Roe v. Wade")), 1.0);
    }
};

QTEST_GUILESS_MAIN(CaseNameMatcherTest)
#include "CaseNameMatcherTest.moc"
