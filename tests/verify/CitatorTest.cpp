// SPDX-License-Identifier: GPL-3.0-or-later
// The citator (issue 27, point 3): reading negative treatment in citing opinions' sentences, and the
// whole look-up against a scripted CourtListener (search API v4 `cites:`, opinions'
// html_with_citations, 429 with Retry-After and DRF's detail body), with the cache.
#include "verify/Citator.h"
#include "CitingOpinionsScript.h"
#include "ScriptedServer.h"
#include "sessions/CitationCache.h"
#include "verify/TreatmentReader.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using lmars::CancelToken;
using lmars::model::CitationKind;
using lmars::model::CitationStatus;
using lmars::model::NegativeTreatment;
using lmars::model::TreatmentStatus;
using lmars::model::VerifiedCitation;
using lmars::test::ScriptedServer;
using lmars::verify::Citator;
using lmars::verify::CitatorConfig;
using lmars::verify::CitedCase;
using lmars::verify::TreatmentReader;
namespace citing = lmars::test::citing;

namespace {

constexpr qint64 kRoeCluster = 108713;
constexpr qint64 kRoeOpinion = 9001;
constexpr qint64 kMirandaCluster = 107252;
constexpr qint64 kMirandaOpinion = 9002;
constexpr qint64 kLoperCluster = 2812209;
constexpr qint64 kLoperOpinion = 9003;

CitedCase roe()
{
    CitedCase cited;
    cited.clusterId = kRoeCluster;
    cited.opinionIds = {kRoeOpinion};
    cited.citations = {QStringLiteral("410 U.S. 113")};
    cited.caseName = QStringLiteral("Roe v. Wade");
    return cited;
}

QString roeLink()
{
    return citing::link(kRoeCluster, kRoeOpinion, QStringLiteral("roe-v-wade"), QStringLiteral("410 U.S. 113"));
}

VerifiedCitation verifiedCase(const QString& normalized, const QString& name, qint64 cluster, qint64 opinion,
                              const QString& base)
{
    VerifiedCitation v;
    v.citation.kind = CitationKind::Case;
    v.citation.normalized = normalized;
    v.citation.text = name + QStringLiteral(", ") + normalized;
    v.citation.caseName = name;
    v.check.status = CitationStatus::Verified;
    v.found.caseName = name;
    v.found.url = base + QStringLiteral("/opinion/%1/slug/").arg(cluster);
    v.found.opinionIds = {opinion};
    return v;
}

CitatorConfig configFor(const ScriptedServer& server, int maxRead = 3)
{
    CitatorConfig config;
    config.lookup.baseUrl = server.baseUrl();
    config.lookup.token = QStringLiteral("tok-citator");
    config.lookup.maxAttempts = 1;
    config.lookup.maxThrottleWaitMs = 2000; // a longer Retry-After stops the citator
    config.requestsPerMinute = 0;           // the scripted server does not throttle by time
    config.maxOpinionsRead = maxRead;
    return config;
}

/// Roe's citing opinions: one overrules it, one distinguishes it, one follows it, one merely mentions
/// it while overruling another case, one (a snippet) says it was overruled, and 20 more on later pages.
void addRoeRoutes(ScriptedServer& server)
{
    const QList<citing::Result> results = {
        {4001,
         QStringLiteral("Following v. Court"),
         QStringLiteral("ca9"),
         QStringLiteral("Court of Appeals for the Ninth Circuit"),
         QStringLiteral("2015-03-02"),
         {QStringLiteral("780 F.3d 1")},
         5001,
         QStringLiteral("\nAFFIRMED.\n")},
        {4002,
         QStringLiteral("Dobbs v. Jackson Women's Health Organization"),
         QStringLiteral("scotus"),
         QStringLiteral("Supreme Court of the United States"),
         QStringLiteral("2022-06-24"),
         {QStringLiteral("597 U.S. 215")},
         5002,
         QStringLiteral("\nJustice Alito delivered the opinion of the Court.\n")},
        {4003,
         QStringLiteral("Distinguishing v. State"),
         QStringLiteral("ca5"),
         QStringLiteral("Court of Appeals for the Fifth Circuit"),
         QStringLiteral("2019-05-01"),
         {QStringLiteral("920 F.3d 2")},
         5003,
         QStringLiteral("\nOPINION\n")},
        {4004,
         QStringLiteral("Mentioning v. Board"),
         QStringLiteral("ca2"),
         QStringLiteral("Court of Appeals for the Second Circuit"),
         QStringLiteral("2017-01-15"),
         {QStringLiteral("600 F.3d 3")},
         5004,
         QStringLiteral("\nBefore the court.\n")},
        {4005,
         QStringLiteral("Snippet v. Reader"),
         QStringLiteral("texapp"),
         QStringLiteral("Court of Appeals of Texas"),
         QStringLiteral("2023-02-01"),
         {QStringLiteral("650 S.W.3d 4")},
         5005,
         QStringLiteral("\n... the right recognized in Roe v. Wade, 410 U.S. 113 (1973), overruled by Dobbs v. "
                        "Jackson Women's Health Org., 597 U.S. 215 (2022) ...\n")},
    };
    QVERIFY(server.addRoute(citing::searchRoute(
        kRoeOpinion,
        {citing::ok(citing::searchReply(
            25, results, QStringLiteral("https://www.courtlistener.com/api/rest/v4/search/?cursor=abc")))})));
    const QString roeCite = roeLink();
    QVERIFY(server.addRoute(citing::opinionRoute(
        5002, {citing::ok(citing::opinion(
                  5002, 4002,
                  QStringLiteral("<p>The Constitution makes no reference to abortion. <i>Roe</i> v. <i>Wade</i>, %1 "
                                 "(1973), was egregiously wrong from the start.</p><p>We therefore hold that the "
                                 "Constitution does not confer a right to abortion. <i>Roe</i> and <i>Casey</i> must "
                                 "be overruled, and the authority to regulate abortion is returned to the people.</p>")
                      .arg(roeCite)))})));
    QVERIFY(server.addRoute(citing::opinionRoute(
        5003, {citing::ok(citing::opinion(
                  5003, 4003,
                  QStringLiteral("<p>The statute here is unlike the one in <i>Roe v. Wade</i>, %1, and that case "
                                 "is distinguishable on its facts. Nothing in it has been overruled as to this "
                                 "question.</p>")
                      .arg(roeCite)))})));
    QVERIFY(server.addRoute(citing::opinionRoute(
        5001, {citing::ok(citing::opinion(
                  5001, 4001,
                  QStringLiteral("<p>Following <i>Roe v. Wade</i>, %1, we hold the regulation invalid. The "
                                 "district court overruled the objection under <i>Roe</i>, and we agree.</p>")
                      .arg(roeCite)))})));
    QVERIFY(server.addRoute(citing::opinionRoute(
        5004, {citing::ok(citing::opinion(
                  5004, 4004,
                  QStringLiteral("<p>We overrule <i>Smith v. Jones</i>, %1 (2d Cir. 1990), to the extent it misread "
                                 "<i>Roe v. Wade</i>, %2. <i>Roe</i> has not been overruled.</p>")
                      .arg(citing::link(777, 778, QStringLiteral("smith-v-jones"), QStringLiteral("1 F.3d 1")),
                           roeCite)))})));
}

} // namespace

class CitatorTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsNegativeTreatmentOfTheCitedCaseOnly_data()
    {
        QTest::addColumn<QString>("html");
        QTest::addColumn<int>("kind"); // -1: none
        const QString r = roeLink();
        QTest::newRow("overruled, passive")
            << QStringLiteral("<p>%1 was overruled in part.</p>").arg(r) << int(NegativeTreatment::Overruled);
        QTest::newRow("we overrule it") << QStringLiteral("<p>Today we overrule <i>Roe v. Wade</i>, %1.</p>").arg(r)
                                        << int(NegativeTreatment::Overruled);
        QTest::newRow("not overruled")
            << QStringLiteral("<p><i>Roe v. Wade</i>, %1, has never been overruled.</p>").arg(r) << -1;
        QTest::newRow("declined to overrule")
            << QStringLiteral("<p>The Court declined to overrule <i>Roe v. Wade</i>, %1.</p>").arg(r) << -1;
        QTest::newRow("the cited case overrules another")
            << QStringLiteral("<p><i>Plessy v. Ferguson</i>, 163 U.S. 537, overruled by <i>Roe v. Wade</i>, %1.</p>")
                   .arg(r)
            << -1;
        QTest::newRow("another case overruled in the sentence")
            << QStringLiteral(
                   "<p>We overrule <i>Smith v. Jones</i>, 1 F.3d 1, which relied on <i>Roe v. Wade</i>, %1.</p>")
                   .arg(r)
            << -1;
        QTest::newRow("abrogated by")
            << QStringLiteral("<p><i>Roe v. Wade</i>, %1, abrogated by <i>Dobbs v. Jackson</i>, 597 U.S. 215.</p>")
                   .arg(r)
            << int(NegativeTreatment::Abrogated);
        QTest::newRow("superseded by statute")
            << QStringLiteral("<p><i>Roe v. Wade</i>, %1, superseded by statute as stated in a later case.</p>").arg(r)
            << int(NegativeTreatment::Superseded);
        QTest::newRow("disapproved")
            << QStringLiteral("<p>To the extent <i>Roe v. Wade</i>, %1, holds otherwise, we disapprove it.</p>").arg(r)
            << int(NegativeTreatment::Disapproved);
        QTest::newRow("called into doubt")
            << QStringLiteral("<p>Later decisions have called into doubt <i>Roe v. Wade</i>, %1.</p>").arg(r)
            << int(NegativeTreatment::CalledIntoDoubt);
        QTest::newRow("declined to follow")
            << QStringLiteral("<p>We respectfully decline to follow <i>Roe v. Wade</i>, %1.</p>").arg(r)
            << int(NegativeTreatment::DeclinedToFollow);
        QTest::newRow("limited to its facts")
            << QStringLiteral("<p>The court limited <i>Roe v. Wade</i>, %1, to its facts.</p>").arg(r)
            << int(NegativeTreatment::LimitedToFacts);
        QTest::newRow("followed") << QStringLiteral("<p>Following <i>Roe v. Wade</i>, %1, we affirm.</p>").arg(r) << -1;
        QTest::newRow("objection overruled")
            << QStringLiteral("<p>The court overruled the objection under <i>Roe v. Wade</i>, %1.</p>").arg(r) << -1;
        QTest::newRow("overruled elsewhere in the opinion")
            << QStringLiteral("<p>Roe v. Wade, %1, governs. We overrule Smith v. Jones, 1 F.3d 1.</p>").arg(r) << -1;
    }

    void readsNegativeTreatmentOfTheCitedCaseOnly()
    {
        QFETCH(QString, html);
        QFETCH(int, kind);
        const TreatmentReader reader(roe());
        QVERIFY(reader.mentions(html, true));
        const auto found = reader.read(html, true);
        if (kind < 0) {
            QVERIFY2(found.isEmpty(), qPrintable(found.isEmpty() ? QString() : found.first().sentence));
        } else {
            QCOMPARE(found.size(), 1);
            QCOMPARE(int(found.first().kind), kind);
            QVERIFY(found.first().sentence.contains(QStringLiteral("410 U.S. 113")));
        }
    }

    void plainTextFindsTheCaseByCitationAndName()
    {
        const TreatmentReader reader(roe());
        const auto found = reader.read(
            QStringLiteral("The statute governs. See Roe v. Wade, 410 U. S. 113 (1973), overruled by Dobbs v. Jackson "
                           "Women's Health Org., 597 U.S. 215 (2022). Nothing else matters."),
            false);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().kind, NegativeTreatment::Overruled);
        QVERIFY(!reader.mentions(QStringLiteral("<p>Smith v. Jones, 1 F.3d 1.</p>"), true));
    }

    void citingOpinionsClassifiedRankedAndCounted()
    {
        ScriptedServer server;
        addRoeRoutes(server);
        QVERIFY(server.start());
        Citator citator(configFor(server, 3), nullptr);
        const VerifiedCitation cited = verifiedCase(QStringLiteral("410 U.S. 113"), QStringLiteral("Roe v. Wade"),
                                                    kRoeCluster, kRoeOpinion, server.baseUrl().toString());
        const auto t = citator.treat(cited, CancelToken());
        QCOMPARE(t.status, TreatmentStatus::Negative);
        // The Texas snippet was enough (no request for its text); three texts read: Dobbs (Supreme
        // Court first), then the Fifth and Second Circuits, newest first; the Ninth Circuit's not read.
        QCOMPARE(server.requestsTo(QStringLiteral("/api/rest/v4/search/")).size(), 1);
        QCOMPARE(server.requestsTo(QStringLiteral("/api/rest/v4/opinions/5002/")).size(), 1);
        QCOMPARE(server.requestsTo(QStringLiteral("/api/rest/v4/opinions/5003/")).size(), 1);
        QCOMPARE(server.requestsTo(QStringLiteral("/api/rest/v4/opinions/5004/")).size(), 1);
        QCOMPARE(server.requestsTo(QStringLiteral("/api/rest/v4/opinions/5005/")).size(), 0);
        QCOMPARE(server.requestsTo(QStringLiteral("/api/rest/v4/opinions/5001/")).size(), 0);
        QCOMPARE(t.citing, 25);
        QCOMPARE(t.read, 4);
        QCOMPARE(t.notRead(), 21);
        QCOMPARE(t.signals.size(), 2); // Dobbs and the Texas snippet; not the distinguishing or mentioning ones
        QCOMPARE(t.signals.at(0).caseName, QStringLiteral("Dobbs v. Jackson Women's Health Organization"));
        QCOMPARE(t.signals.at(0).kind, NegativeTreatment::Overruled);
        QVERIFY(t.signals.at(0).sentence.contains(QStringLiteral("must be overruled")));
        QCOMPARE(t.signals.at(0).url,
                 server.baseUrl().toString() +
                     QStringLiteral("/opinion/4002/dobbs-v.-jackson-women's-health-organization/"));
        QCOMPARE(t.signals.at(1).court, QStringLiteral("texapp"));
        QVERIFY(t.summary.startsWith(QStringLiteral("Possibly overruled by Dobbs v. Jackson Women's Health "
                                                    "Organization (")));
        QVERIFY(t.summary.contains(QStringLiteral("2022-06-24")));
        QVERIFY(t.summary.contains(QStringLiteral("4 citing opinion")));
        QVERIFY(t.summary.contains(QStringLiteral("(21 more not read)")));
        QVERIFY(!t.summary.contains(QStringLiteral("good law"), Qt::CaseInsensitive));
        // The token goes with every request, never in the findings.
        for (const auto& request : server.requests())
            QCOMPARE(request.headers.value("authorization"), QByteArray("Token tok-citator"));
        QVERIFY(!QString::fromStdString(t.toJson().dump()).contains(QStringLiteral("tok-citator")));
    }

    void noNegativeTreatmentIsNeverGoodLaw()
    {
        ScriptedServer server;
        const QList<citing::Result> results = {{4101,
                                                QStringLiteral("Later v. Case"),
                                                QStringLiteral("ca1"),
                                                QStringLiteral("Court of Appeals for the First Circuit"),
                                                QStringLiteral("2001-01-01"),
                                                {},
                                                5101,
                                                QStringLiteral("\nOPINION\n")}};
        QVERIFY(server.addRoute(citing::searchRoute(kMirandaOpinion, {citing::ok(citing::searchReply(1, results))})));
        QVERIFY(server.addRoute(citing::opinionRoute(
            5101, {citing::ok(
                      citing::opinion(5101, 4101,
                                      QStringLiteral("<p>Under <i>Miranda v. Arizona</i>, %1, the warnings "
                                                     "were required.</p>")
                                          .arg(citing::link(kMirandaCluster, kMirandaOpinion, QStringLiteral("miranda"),
                                                            QStringLiteral("384 U.S. 436")))))})));
        QVERIFY(server.start());
        Citator citator(configFor(server), nullptr);
        const auto t = citator.treat(verifiedCase(QStringLiteral("384 U.S. 436"), QStringLiteral("Miranda v. Arizona"),
                                                  kMirandaCluster, kMirandaOpinion, server.baseUrl().toString()),
                                     CancelToken());
        QCOMPARE(t.status, TreatmentStatus::NoneFound);
        QCOMPARE(t.read, 1);
        QVERIFY(t.summary.startsWith(QStringLiteral("No negative treatment found in 1 citing opinion")));
        QVERIFY(!t.summary.contains(QStringLiteral("more not read")));
    }

    void throttledMidwayReportsWhatWasNotCheckedAndDoesNotWait()
    {
        ScriptedServer server;
        addRoeRoutes(server);
        // Miranda's search is throttled for two minutes; the citator must not wait for it.
        QVERIFY(server.addRoute(citing::searchRoute(kMirandaOpinion, {citing::throttled(120)})));
        QVERIFY(server.addRoute(citing::searchRoute(kLoperOpinion, {citing::ok(citing::searchReply(0, {}))})));
        QVERIFY(server.start());
        const QString base = server.baseUrl().toString();
        QList<VerifiedCitation> rows = {
            verifiedCase(QStringLiteral("410 U.S. 113"), QStringLiteral("Roe v. Wade"), kRoeCluster, kRoeOpinion, base),
            verifiedCase(QStringLiteral("384 U.S. 436"), QStringLiteral("Miranda v. Arizona"), kMirandaCluster,
                         kMirandaOpinion, base),
            verifiedCase(QStringLiteral("576 U.S. 644"), QStringLiteral("Obergefell v. Hodges"), kLoperCluster,
                         kLoperOpinion, base)};
        VerifiedCitation notVerified = rows.at(0);
        notVerified.check.status = CitationStatus::NotFound;
        rows << notVerified;
        Citator citator(configFor(server), nullptr);
        QElapsedTimer timer;
        timer.start();
        QList<int> progressed;
        citator.treatAll(rows, CancelToken(), [&](int index) { progressed << index; });
        QVERIFY2(timer.elapsed() < 15000, "the citator waited for the throttle");
        QCOMPARE(progressed, QList<int>({0, 1, 2}));
        QCOMPARE(rows.at(0).treatment.status, TreatmentStatus::Negative);
        QCOMPARE(rows.at(1).treatment.status, TreatmentStatus::NotChecked);
        QVERIFY(rows.at(1).treatment.reason.contains(QStringLiteral("rate limit")));
        QVERIFY(rows.at(1).treatment.summary.startsWith(QStringLiteral("Later treatment not checked: ")));
        // After the 429 nothing more is sent: the third case is not checked either, and says why.
        QCOMPARE(server.requestsTo(QStringLiteral("/api/rest/v4/search/")).size(), 2);
        QCOMPARE(rows.at(2).treatment.status, TreatmentStatus::NotChecked);
        QVERIFY(rows.at(2).treatment.reason.contains(QStringLiteral("retry after")));
        QVERIFY(rows.at(3).treatment.isEmpty()); // not verified: no citator
        QCOMPARE(citator.notes().size(), 1);
        QVERIFY(citator.notes().first().contains(QStringLiteral("Miranda v. Arizona; Obergefell v. Hodges")));
    }

    void throttledWhileReadingKeepsWhatWasRead()
    {
        ScriptedServer server;
        const QList<citing::Result> results = {{4201,
                                                QStringLiteral("First v. Read"),
                                                QStringLiteral("ca1"),
                                                QStringLiteral("First Circuit"),
                                                QStringLiteral("2020-01-01"),
                                                {},
                                                5201,
                                                QString()},
                                               {4202,
                                                QStringLiteral("Second v. Throttled"),
                                                QStringLiteral("ca1"),
                                                QStringLiteral("First Circuit"),
                                                QStringLiteral("2019-01-01"),
                                                {},
                                                5202,
                                                QString()}};
        QVERIFY(server.addRoute(citing::searchRoute(kRoeOpinion, {citing::ok(citing::searchReply(2, results))})));
        QVERIFY(server.addRoute(citing::opinionRoute(
            5201, {citing::ok(citing::opinion(5201, 4201, QStringLiteral("<p>See %1.</p>").arg(roeLink())))})));
        QVERIFY(server.addRoute(citing::opinionRoute(5202, {citing::throttled(300)})));
        QVERIFY(server.start());
        Citator citator(configFor(server), nullptr);
        const auto t = citator.treat(verifiedCase(QStringLiteral("410 U.S. 113"), QStringLiteral("Roe v. Wade"),
                                                  kRoeCluster, kRoeOpinion, server.baseUrl().toString()),
                                     CancelToken());
        QCOMPARE(t.status, TreatmentStatus::NoneFound);
        QCOMPARE(t.read, 1);
        QCOMPARE(t.notRead(), 1);
        QVERIFY(t.summary.contains(QStringLiteral("1 citing opinion")));
        QVERIFY(t.summary.contains(QStringLiteral("(1 more not read)")));
        QVERIFY(t.summary.contains(QStringLiteral("rate limit")));
    }

    void cachedPerCaseWithTheDayLookedUp()
    {
        QTemporaryDir dir;
        auto opened = lmars::store::CitationCache::open(dir.filePath(QStringLiteral("sessions.sqlite")));
        QVERIFY(opened.ok());
        std::shared_ptr<lmars::store::CitationCache> cache(std::move(opened).value());
        ScriptedServer server;
        addRoeRoutes(server);
        QVERIFY(server.start());
        const VerifiedCitation cited = verifiedCase(QStringLiteral("410 U.S. 113"), QStringLiteral("Roe v. Wade"),
                                                    kRoeCluster, kRoeOpinion, server.baseUrl().toString());
        const auto first = Citator(configFor(server), cache).treat(cited, CancelToken());
        const int requests = int(server.requests().size());
        const auto second = Citator(configFor(server), cache).treat(cited, CancelToken());
        QCOMPARE(int(server.requests().size()), requests); // from the cache
        QCOMPARE(second.summary, first.summary);
        QCOMPARE(second.checkedAt, QDate::currentDate().toString(Qt::ISODate));
        QVERIFY(cache->clear().ok());
        Citator(configFor(server), cache).treat(cited, CancelToken());
        QVERIFY(int(server.requests().size()) > requests);
    }

    void ownSubsequentHistoryCountsWithoutANetwork()
    {
        VerifiedCitation cited = verifiedCase(QStringLiteral("1 F.3d 1"), QStringLiteral("Smith v. Jones"), 11, 12,
                                              QStringLiteral("http://127.0.0.1:1"));
        cited.citation.history.append(
            {lmars::model::HistoryTreatment::Reversed, QStringLiteral("rev'd"), QStringLiteral("2 U.S. 3")});
        CitatorConfig config;
        config.lookup.token.clear(); // no token: not looked up online
        Citator citator(config, nullptr);
        const auto t = citator.treat(cited, CancelToken());
        QCOMPARE(t.status, TreatmentStatus::Negative);
        QCOMPARE(t.signals.size(), 1);
        QVERIFY(t.signals.first().fromHistory);
        QCOMPARE(t.signals.first().kind, NegativeTreatment::Reversed);
        QVERIFY(t.summary.startsWith(QStringLiteral("Possibly reversed")));
        QVERIFY(t.reason.contains(QStringLiteral("no CourtListener API token")));
    }

    void treatmentRoundTripsThroughJson()
    {
        lmars::model::Treatment t;
        t.status = TreatmentStatus::Negative;
        t.citing = 7;
        t.read = 2;
        t.summary = QStringLiteral("Possibly overruled by X (Court, 2020-01-01).");
        t.signals.append({NegativeTreatment::LimitedToFacts, QStringLiteral("X"), QStringLiteral("ca1"),
                          QStringLiteral("2020-01-01"), QStringLiteral("We limit it to its facts."),
                          QStringLiteral("https://www.courtlistener.com/opinion/1/x/"), false});
        const auto json = t.toJson();
        QCOMPARE(json["notRead"].get<int>(), 5);
        QCOMPARE(json["signals"][0]["kind"].get<std::string>(), std::string("limited_to_facts"));
        const auto back = lmars::model::Treatment::fromJson(json);
        QCOMPARE(back.status, t.status);
        QCOMPARE(back.signals.size(), 1);
        QCOMPARE(back.signals.first().sentence, t.signals.first().sentence);
        QCOMPARE(back.notRead(), 5);
    }
};

QTEST_GUILESS_MAIN(CitatorTest)
#include "CitatorTest.moc"
