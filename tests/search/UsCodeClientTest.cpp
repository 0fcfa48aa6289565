// SPDX-License-Identifier: GPL-3.0-or-later
// The U.S. Code client against a scripted server that answers like GovInfo's keyless link service
// (apis.md §5.1, tests/scenarios/search_uscode_basic.json): a redirect to the section's HTML in the
// annual edition, an edition year GovInfo lacks, 503 with Retry-After, a transferred section and a
// section that does not exist.
#include "search/UsCodeClient.h"
#include "ScriptedServer.h"

#include <QTest>

using namespace lmars::search;
using lmars::test::ScriptedServer;

class UsCodeClientTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<ScriptedServer>();
        QString error;
        QVERIFY2(m_server->loadScenarioFile(QStringLiteral("search_uscode_basic.json"), &error), qPrintable(error));
        QVERIFY(m_server->start());
    }

    void sectionNumbers_data()
    {
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("number");
        QTest::newRow("plain") << "1983"
                               << "1983";
        QTest::newRow("subsection") << "1983(a)(1)"
                                    << "1983";
        QTest::newRow("range") << QStringLiteral("1981\u20131983") << "1981";
        QTest::newRow("hyphenated section") << QStringLiteral("78j\u20131") << "78j-1";
        QTest::newRow("letters and hyphen") << "300aa-11"
                                            << "300aa-11";
        QTest::newRow("section sign") << QStringLiteral("\u00a7 2000e-2") << "2000e-2";
        QTest::newRow("not a section") << "foo bar"
                                       << "";
    }

    void sectionNumbers()
    {
        QFETCH(QString, written);
        QFETCH(QString, number);
        QCOMPARE(UsCodeClient::sectionNumber(written), number);
    }

    void mostRecentEditionThroughTheRedirect()
    {
        const UsCodeClient client(config());
        const UsCodeSection s = client.fetch(QStringLiteral("42"), QStringLiteral("1983(c)"));
        QVERIFY2(s.ok, qPrintable(s.reason));
        QCOMPARE(s.citation, QStringLiteral("42 U.S.C. § 1983"));
        QCOMPARE(s.heading, QStringLiteral("§1983. Civil action for deprivation of rights"));
        QVERIFY(s.text.startsWith(QStringLiteral("Every person who, under color of any statute")));
        QVERIFY(s.text.endsWith(QStringLiteral("a statute of the District of Columbia.")));
        QVERIFY2(!s.text.contains(QStringLiteral("Editorial Notes")), "the notes are not the statute's text");
        QCOMPARE(s.sourceCredit,
                 QStringLiteral("(R.S. §1979; Pub. L. 96–170, §1, Dec. 29, 1979, 93 Stat. 1284; "
                                "Pub. L. 104–317, title III, §309(c), Oct. 19, 1996, 110 Stat. 3853.)"));
        QCOMPARE(s.currentThrough, QStringLiteral("2025-01-03"));
        QCOMPARE(s.edition, QStringLiteral("2023 Edition"));
        QVERIFY(s.editionYear.isEmpty());
        QCOMPARE(s.url, m_server->baseUrl().toString() + QStringLiteral("/link/uscode/42/1983?link-type=html"));
        QCOMPARE(s.pdfUrl, m_server->baseUrl().toString() + QStringLiteral("/link/uscode/42/1983?link-type=pdf"));
        QVERIFY(!s.repealed);

        const auto asked = m_server->requestsTo(QStringLiteral("/link/uscode/42/1983"));
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().query, QStringLiteral("link-type=html"));
    }

    void anEditionYearIsAskedFor()
    {
        const UsCodeClient client(config());
        const UsCodeSection s = client.fetch(QStringLiteral("42"), QStringLiteral("1983"), QStringLiteral("2022"));
        QVERIFY2(s.ok, qPrintable(s.reason));
        QCOMPARE(s.editionYear, QStringLiteral("2022"));
        QCOMPARE(s.edition, QStringLiteral("2022 Edition"));
        QCOMPARE(s.currentThrough, QStringLiteral("2023-01-05"));
        QVERIFY(s.url.endsWith(QStringLiteral("/link/uscode/42/1983?link-type=html&year=2022")));
    }

    void aMissingEditionFallsBackToTheMostRecent()
    {
        const UsCodeClient client(config());
        const UsCodeSection s = client.fetch(QStringLiteral("42"), QStringLiteral("1983"), QStringLiteral("2099"));
        QVERIFY2(s.ok, qPrintable(s.reason));
        QVERIFY(s.editionYear.isEmpty());
        QCOMPARE(s.currentThrough, QStringLiteral("2025-01-03"));
        const auto asked = m_server->requestsTo(QStringLiteral("/link/uscode/42/1983"));
        QCOMPARE(asked.size(), 2);
        QCOMPARE(asked.at(0).query, QStringLiteral("link-type=html&year=2099"));
        QCOMPARE(asked.at(1).query, QStringLiteral("link-type=html"));
    }

    void retriesAfterA503AndReadsATransferredSection()
    {
        const UsCodeClient client(config());
        const UsCodeSection s = client.fetch(QStringLiteral("42"), QStringLiteral("1971"));
        QVERIFY2(s.ok, qPrintable(s.reason));
        QCOMPARE(m_server->requestsTo(QStringLiteral("/link/uscode/42/1971")).size(), 2);
        QVERIFY(s.repealed);
        QCOMPARE(s.heading, QStringLiteral("§1971. Transferred"));
        QVERIFY(s.text.isEmpty());
    }

    void aMissingSectionIsNotFound()
    {
        const UsCodeClient client(config());
        const UsCodeSection s = client.fetch(QStringLiteral("42"), QStringLiteral("99999"));
        QVERIFY(!s.ok);
        QVERIFY(s.notFound);
        QVERIFY2(s.reason.contains(QStringLiteral("42 U.S.C. § 99999")), qPrintable(s.reason));
    }

    void aPageWithoutASectionIsNotOk()
    {
        const UsCodeSection s = UsCodeClient::parseSectionHtml(
            "<html><body><h1>Page Not Found</h1><p>The requested document could not be found.</p></body></html>");
        QVERIFY(!s.ok);
        QVERIFY(s.text.isEmpty());
    }

    void badInputNeverReachesTheNetwork()
    {
        const UsCodeClient client(config());
        const UsCodeSection s = client.fetch(QStringLiteral("forty-two"), QStringLiteral("1983"));
        QVERIFY(!s.ok);
        QVERIFY(!s.reason.isEmpty());
        QVERIFY(m_server->requests().isEmpty());
    }

    void anUnreachableServerIsAClearFailure()
    {
        UsCodeConfig c = config();
        c.linkServiceUrl = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(ScriptedServer::unusedPort()));
        c.maxAttempts = 1;
        const UsCodeSection s = UsCodeClient(c).fetch(QStringLiteral("42"), QStringLiteral("1983"));
        QVERIFY(!s.ok);
        QVERIFY(!s.notFound);
        QVERIFY2(s.reason.contains(QStringLiteral("GovInfo could not be reached")), qPrintable(s.reason));
    }

private:
    UsCodeConfig config() const
    {
        UsCodeConfig c;
        c.linkServiceUrl = m_server->baseUrl();
        c.backoffBaseMs = 10;
        return c;
    }

    std::unique_ptr<ScriptedServer> m_server;
};

QTEST_GUILESS_MAIN(UsCodeClientTest)
#include "UsCodeClientTest.moc"
