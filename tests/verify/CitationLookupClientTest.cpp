// SPDX-License-Identifier: GPL-3.0-or-later
// CourtListener's citation lookup against a scripted server honest to the real API (apis.md §2.3).
#include "verify/CitationLookupClient.h"
#include "CitationLookupScript.h"
#include "ScriptedServer.h"

#include <QDateTime>
#include <QTest>

#include <chrono>
#include <thread>

using lmars::CancelToken;
using lmars::test::ScriptedServer;
using lmars::verify::CitationLookupAnswer;
using lmars::verify::CitationLookupClient;
using lmars::verify::CitationLookupConfig;
using Outcome = lmars::verify::CitationLookupAnswer::Outcome;
namespace lookup = lmars::test::lookup;

namespace {

void addScriptedRoute(ScriptedServer& server, const char* route)
{
    QString error;
    QVERIFY2(server.addRoute(QByteArray(route), &error), qPrintable(error));
}

const QString kToken = QStringLiteral("cl-secret-token-123");
const QString kPath = QStringLiteral("/api/rest/v4/citation-lookup/");

CitationLookupConfig configFor(const ScriptedServer& server)
{
    CitationLookupConfig config;
    config.baseUrl = server.baseUrl();
    config.token = kToken;
    config.maxAttempts = 1;
    return config;
}

QString isoIn(qint64 ms)
{
    return QDateTime::currentDateTimeUtc().addMSecs(ms).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzz123+00:00"));
}

} // namespace

class CitationLookupClientTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void requestShapeAndEachStatus()
    {
        ScriptedServer server;
        const QStringList cites{QStringLiteral("576 U.S. 644"), QStringLiteral("410 U.S. 113"),
                                QStringLiteral("33 Umbrella 422"), QStringLiteral("1 U.S. 200"),
                                QStringLiteral("9 H. 100")};
        const QString text = lookup::textOf(cites);
        const nlohmann::json reply = lookup::reply(
            text,
            {{cites.at(0),
              200,
              {lookup::cluster(2812209, QStringLiteral("Obergefell v. Hodges"), QStringLiteral("2015-06-26"),
                               QStringLiteral("obergefell-v-hodges"))}},
             {cites.at(1),
              200,
              {lookup::cluster(108713, QStringLiteral("Roe v. Wade"), QStringLiteral("1973-01-22"),
                               QStringLiteral("roe-v-wade"))}},
             {cites.at(2), 400, {}, QStringLiteral("Unable to find reporter 'Umbrella'.")},
             {cites.at(3), 404, {}},
             {cites.at(4),
              300,
              {lookup::cluster(1, QStringLiteral("Able v. Baker"), QStringLiteral("1850-01-01"), QStringLiteral("a")),
               lookup::cluster(2, QStringLiteral("Cole v. Dunn"), QStringLiteral("1851-01-01"),
                               QStringLiteral("c"))}}});
        QVERIFY(server.addRoute(lookup::route(reply)));
        QVERIFY(server.start());
        CitationLookupClient client(configFor(server));
        const QList<CitationLookupAnswer> answers = client.lookup(cites, CancelToken());

        const auto requests = server.requestsTo(kPath);
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests.at(0).method, QByteArray("POST"));
        QCOMPARE(requests.at(0).headers.value("content-type"), QByteArray("application/x-www-form-urlencoded"));
        QCOMPARE(requests.at(0).headers.value("authorization"), "Token " + kToken.toUtf8());
        QCOMPARE(lookup::postedText(requests.at(0).body), text);

        QCOMPARE(answers.size(), 5);
        QCOMPARE(answers.at(0).outcome, Outcome::Answered);
        QCOMPARE(answers.at(0).status, 200);
        QCOMPARE(answers.at(0).clusters.size(), 1);
        QCOMPARE(answers.at(0).clusters.at(0).caseName, QStringLiteral("Obergefell v. Hodges"));
        QCOMPARE(answers.at(0).clusters.at(0).date, QStringLiteral("2015-06-26"));
        QCOMPARE(answers.at(0).clusters.at(0).url,
                 server.baseUrl().toString() + QStringLiteral("/opinion/2812209/obergefell-v-hodges/"));
        QCOMPARE(answers.at(1).clusters.at(0).caseName, QStringLiteral("Roe v. Wade"));
        QCOMPARE(answers.at(2).status, 400);
        QCOMPARE(answers.at(2).errorMessage, QStringLiteral("Unable to find reporter 'Umbrella'."));
        QCOMPARE(answers.at(3).status, 404);
        QCOMPARE(answers.at(4).status, 300);
        QCOMPARE(answers.at(4).clusters.size(), 2);
        QCOMPARE(client.requestsSent(), 1);
    }

    void citationTheServiceDidNotReadIsNotRecognized()
    {
        ScriptedServer server;
        const QStringList cites{QStringLiteral("576 U.S. 644"), QStringLiteral("22 U.S. ___")};
        const nlohmann::json reply = lookup::reply(
            lookup::textOf(cites), {{cites.at(0),
                                     200,
                                     {lookup::cluster(2812209, QStringLiteral("Obergefell v. Hodges"),
                                                      QStringLiteral("2015-06-26"), QStringLiteral("o"))}}});
        QVERIFY(server.addRoute(lookup::route(reply)));
        QVERIFY(server.start());
        CitationLookupClient client(configFor(server));
        const auto answers = client.lookup(cites, CancelToken());
        QCOMPARE(answers.at(0).outcome, Outcome::Answered);
        QCOMPARE(answers.at(1).outcome, Outcome::NotRecognized);
    }

    void splitsAt250Citations()
    {
        QStringList cites;
        for (int i = 0; i < 260; ++i)
            cites << QStringLiteral("%1 F.3d %2").arg(100 + i).arg(1000 + i);
        const QStringList first = cites.mid(0, 250);
        const QStringList second = cites.mid(250);
        QList<lookup::Entry> firstEntries;
        for (const QString& c : first)
            firstEntries << lookup::Entry{c, 404, {}, {}};
        QList<lookup::Entry> secondEntries;
        for (const QString& c : second)
            secondEntries << lookup::Entry{c, 404, {}, {}};
        ScriptedServer server;
        // The second request starts with the 251st citation; the first with the first.
        QVERIFY(server.addRoute(lookup::route(lookup::reply(lookup::textOf(second), secondEntries), 0,
                                              QStringLiteral("text=350%20F.3d%201250"))));
        QVERIFY(server.addRoute(lookup::route(lookup::reply(lookup::textOf(first), firstEntries))));
        QVERIFY(server.start());
        CitationLookupClient client(configFor(server));
        const auto answers = client.lookup(cites, CancelToken());
        const auto requests = server.requestsTo(kPath);
        QCOMPARE(requests.size(), 2);
        QCOMPARE(lookup::postedText(requests.at(0).body), lookup::textOf(first));
        QCOMPARE(lookup::postedText(requests.at(1).body), lookup::textOf(second));
        for (const CitationLookupAnswer& answer : answers) {
            QCOMPARE(answer.outcome, Outcome::Answered);
            QCOMPARE(answer.status, 404);
        }
    }

    void splitsAtTheCharacterLimit()
    {
        QStringList cites;
        for (int i = 0; i < 10; ++i)
            cites << QStringLiteral("%1 F.3d %2").arg(100 + i).arg(1000 + i); // 13 characters + newline each
        ScriptedServer server;
        QVERIFY(server.addRoute(lookup::route(nlohmann::json::array())));
        QVERIFY(server.start());
        CitationLookupConfig config = configFor(server);
        config.maxCharactersPerRequest = 50; // three citations per request
        CitationLookupClient client(config);
        client.lookup(cites, CancelToken());
        const auto requests = server.requestsTo(kPath);
        QCOMPARE(requests.size(), 4);
        for (const auto& request : requests)
            QVERIFY(lookup::postedText(request.body).size() <= 50);
    }

    void resendsCitationsBeyondThePerRequestCap()
    {
        const QStringList cites{QStringLiteral("576 U.S. 644"), QStringLiteral("410 U.S. 113")};
        ScriptedServer server;
        // The service parsed the second one but did not look it up (status 429): it is sent again alone.
        QVERIFY(server.addRoute(lookup::route(
            lookup::reply(cites.at(1), {{cites.at(1),
                                         200,
                                         {lookup::cluster(108713, QStringLiteral("Roe v. Wade"),
                                                          QStringLiteral("1973-01-22"), QStringLiteral("r"))}}}),
            0, QStringLiteral("text=410"))));
        QVERIFY(server.addRoute(
            lookup::route(lookup::reply(lookup::textOf(cites), {{cites.at(0), 404, {}}, {cites.at(1), 429, {}}}))));
        QVERIFY(server.start());
        CitationLookupClient client(configFor(server));
        const auto answers = client.lookup(cites, CancelToken());
        const auto requests = server.requestsTo(kPath);
        QCOMPARE(requests.size(), 2);
        QCOMPARE(lookup::postedText(requests.at(1).body), cites.at(1));
        QCOMPARE(answers.at(0).status, 404);
        QCOMPARE(answers.at(1).status, 200);
        QCOMPARE(answers.at(1).clusters.at(0).caseName, QStringLiteral("Roe v. Wade"));
    }

    void waitsForANearWaitUntil()
    {
        const QStringList cites{QStringLiteral("576 U.S. 644")};
        ScriptedServer server;
        nlohmann::json route = nlohmann::json::parse(
            lookup::route(lookup::reply(lookup::textOf(cites), {{cites.at(0), 404, {}}})).toStdString());
        route["responses"].insert(route["responses"].begin(), lookup::throttled(isoIn(800)));
        QVERIFY(server.addRoute(QByteArray::fromStdString(route.dump())));
        QVERIFY(server.start());
        CitationLookupClient client(configFor(server));
        const auto answers = client.lookup(cites, CancelToken());
        const auto requests = server.requestsTo(kPath);
        QCOMPARE(requests.size(), 2);
        QVERIFY2(requests.at(1).receivedAtMs - requests.at(0).receivedAtMs >= 600,
                 "the second request must wait for wait_until");
        QCOMPARE(answers.at(0).outcome, Outcome::Answered);
        QCOMPARE(answers.at(0).status, 404);
    }

    void farWaitUntilLeavesTheRestThrottled()
    {
        const QStringList cites{QStringLiteral("576 U.S. 644"), QStringLiteral("410 U.S. 113")};
        ScriptedServer server;
        const QString until = isoIn(3600 * 1000);
        nlohmann::json route = {
            {"method", "POST"}, {"path", kPath.toStdString()}, {"responses", {lookup::throttled(until)}}};
        QVERIFY(server.addRoute(QByteArray::fromStdString(route.dump())));
        QVERIFY(server.start());
        CitationLookupClient client(configFor(server));
        QElapsedTimer timer;
        timer.start();
        const auto answers = client.lookup(cites, CancelToken());
        QVERIFY(timer.elapsed() < 5000);
        QCOMPARE(server.requestsTo(kPath).size(), 1);
        for (const auto& answer : answers) {
            QCOMPARE(answer.outcome, Outcome::Throttled);
            QVERIFY(qAbs(answer.retryAfter.secsTo(QDateTime::currentDateTimeUtc().addSecs(3600))) < 30);
        }
    }

    void cancellingAWaitStopsQuickly()
    {
        const QStringList cites{QStringLiteral("576 U.S. 644")};
        ScriptedServer server;
        nlohmann::json route = {
            {"method", "POST"}, {"path", kPath.toStdString()}, {"responses", {lookup::throttled(isoIn(30000))}}};
        QVERIFY(server.addRoute(QByteArray::fromStdString(route.dump())));
        QVERIFY(server.start());
        CitationLookupClient client(configFor(server));
        CancelToken cancel;
        QElapsedTimer timer;
        timer.start();
        std::thread canceller([cancel] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel.cancel();
        });
        const auto answers = client.lookup(cites, cancel);
        canceller.join();
        QVERIFY(timer.elapsed() < 300 + 1000);
        QCOMPARE(answers.at(0).outcome, Outcome::Cancelled);
    }

    void rejectedTokenFailsWithoutLeakingIt()
    {
        const QStringList cites{QStringLiteral("576 U.S. 644")};
        ScriptedServer server;
        nlohmann::json route = {{"method", "POST"},
                                {"path", kPath.toStdString()},
                                {"responses", {{{"status", 401}, {"json", {{"detail", "Invalid token."}}}}}}};
        QVERIFY(server.addRoute(QByteArray::fromStdString(route.dump())));
        QVERIFY(server.start());
        CitationLookupClient client(configFor(server));
        const auto answers = client.lookup(cites, CancelToken());
        QCOMPARE(answers.at(0).outcome, Outcome::Failed);
        QVERIFY(answers.at(0).failure.contains(QStringLiteral("COURTLISTENER_API_TOKEN")));
        QVERIFY(!answers.at(0).failure.contains(kToken));
    }

    void waitUntilForms()
    {
        const QDateTime parsed =
            CitationLookupClient::waitUntil(R"({"error_message":"x","wait_until":"2026-11-24T21:05:00.123456+00:00"})");
        QCOMPARE(parsed, QDateTime(QDate(2026, 11, 24), QTime(21, 5, 0, 123), Qt::UTC));
        QVERIFY(CitationLookupClient::waitUntil(R"({"wait_util":"2026-11-24T21:05:00Z"})").isValid());
        QVERIFY(!CitationLookupClient::waitUntil(R"({"detail":"throttled"})").isValid());
    }

    void opinionTextFromTheClusterOpinions()
    {
        ScriptedServer server;
        addScriptedRoute(server, R"({"method":"GET","path":"/api/rest/v4/clusters/2812209/","responses":[{"status":200,
            "json":{"sub_opinions":["${BASE_URL}/api/rest/v4/opinions/3001/","${BASE_URL}/api/rest/v4/opinions/3002/"]}}]})");
        addScriptedRoute(server, R"({"method":"GET","path":"/api/rest/v4/opinions/3001/","responses":[{"status":200,
            "json":{"id":3001,"type":"020lead","html_with_citations":"<p>The Constitution promises liberty to all within its reach.</p>","plain_text":""}}]})");
        addScriptedRoute(server, R"({"method":"GET","path":"/api/rest/v4/opinions/3002/","responses":[{"status":200,
            "json":{"id":3002,"type":"040dissent","html_with_citations":"","html":"","plain_text":"This Court is not a legislature."}}]})");
        QVERIFY(server.start());
        CitationLookupClient client(configFor(server));
        const auto text = client.opinionText(
            server.baseUrl().toString() + QStringLiteral("/opinion/2812209/obergefell-v-hodges/"), CancelToken());
        QVERIFY2(text.ok(), qPrintable(text ? QString() : text.error().toString()));
        QVERIFY(text.value().contains(QStringLiteral("The Constitution promises liberty to all within its reach.")));
        QVERIFY(text.value().contains(QStringLiteral("This Court is not a legislature.")));
        QVERIFY(!text.value().contains(QLatin1Char('<')));
        for (const auto& request : server.requests())
            QCOMPARE(request.headers.value("authorization"), "Token " + kToken.toUtf8());
    }
    void answerDisagreeingWithWhatWasSentIsNotUsed()
    {
        // The service answers the first line with an offset one past its start and the second with
        // another citation's text: neither answer may be attached (issue 27, point 4).
        ScriptedServer server;
        const QStringList cites{QStringLiteral("576 U.S. 644"), QStringLiteral("410 U.S. 113"),
                                QStringLiteral("1 U.S. 200")};
        const QString text = lookup::textOf(cites);
        nlohmann::json reply = lookup::reply(
            text, {{cites.at(0),
                    200,
                    {lookup::cluster(2812209, QStringLiteral("Obergefell v. Hodges"), QStringLiteral("2015-06-26"),
                                     QStringLiteral("obergefell-v-hodges"))}},
                   {cites.at(1),
                    200,
                    {lookup::cluster(108713, QStringLiteral("Roe v. Wade"), QStringLiteral("1973-01-22"),
                                     QStringLiteral("roe-v-wade"))}},
                   {cites.at(2), 404, {}}});
        reply[0]["start_index"] = reply[0]["start_index"].get<int>() + 1;
        reply[1]["citation"] = "999 U.S. 1";
        reply[1]["normalized_citations"] = nlohmann::json::array({"999 U.S. 1"});
        QVERIFY(server.addRoute(lookup::route(reply)));
        QVERIFY(server.start());
        CitationLookupClient client(configFor(server));
        const QList<CitationLookupAnswer> answers = client.lookup(cites, CancelToken());
        QCOMPARE(answers.size(), 3);
        QCOMPARE(answers.at(0).outcome, Outcome::Mismatched);
        QVERIFY2(answers.at(0).failure.contains(QStringLiteral("offset 1")), qPrintable(answers.at(0).failure));
        QVERIFY(answers.at(0).clusters.isEmpty());
        QCOMPARE(answers.at(1).outcome, Outcome::Mismatched);
        QVERIFY(answers.at(1).failure.contains(QStringLiteral("999 U.S. 1")));
        QVERIFY(answers.at(1).clusters.isEmpty());
        QCOMPARE(answers.at(2).outcome, Outcome::Answered);
        QCOMPARE(answers.at(2).status, 404);
        // The same citation spelled differently (spaces, periods) or answered in its normalized form agrees.
        QVERIFY(CitationLookupClient::sameCitation(QStringLiteral("576 U.S. 644"), QStringLiteral("576 US 644"), {}));
        QVERIFY(CitationLookupClient::sameCitation(QStringLiteral("5 F.4th 1"), QStringLiteral("5 F. 4th 1"), {}));
        QVERIFY(CitationLookupClient::sameCitation(QStringLiteral("171 Wash. 2d 1016"),
                                                   QStringLiteral("171 Wn.2d 1016"),
                                                   {QStringLiteral("171 Wash. 2d 1016")}));
        QVERIFY(
            !CitationLookupClient::sameCitation(QStringLiteral("576 U.S. 644"), QStringLiteral("576 U.S. 645"), {}));
    }
};

QTEST_GUILESS_MAIN(CitationLookupClientTest)
#include "CitationLookupClientTest.moc"
