// SPDX-License-Identifier: GPL-3.0-or-later
// `lmars-cli verify` with the lookups: CourtListener, eCFR and the Federal Register are scripted
// servers on 127.0.0.1 (LMARS_COURTLISTENER_URL, LMARS_ECFR_URL, LMARS_FEDERAL_REGISTER_URL);
// mismatches first, the cache shared by runs, and `verify --session` saying what changed.
#include "CitationLookupScript.h"
#include "CitingOpinionsScript.h"
#include "CliRunner.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "model/ResearchState.h"
#include "sessions/SessionStore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using lmars::test::CliRun;
using lmars::test::ScriptedServer;
namespace lookup = lmars::test::lookup;
namespace citing = lmars::test::citing;

namespace {

const QString kToken = QStringLiteral("cl-cli-secret-987");
const QString kLookupPath = QStringLiteral("/api/rest/v4/citation-lookup/");

// Roe is cited correctly; Brown's name is put on Obergefell's citation.
const QString kBrief = QStringLiteral("Argument\n"
                                      "Abortion: Roe v. Wade, 410 U.S. 113 (1973).\n"
                                      "Schools: Brown v. Board of Education, 576 U.S. 644 (1954).\n"
                                      "Regulation: 8 C.F.R. § 214.2.\n");

void addLookup(ScriptedServer& server)
{
    QVERIFY(server.loadScenarioFile(QStringLiteral("verify_official_sources.json"))); // replaces all routes: first
    const QStringList sent{QStringLiteral("410 U.S. 113"), QStringLiteral("576 U.S. 644")};
    QVERIFY(server.addRoute(lookup::route(
        lookup::reply(lookup::textOf(sent),
                      {{sent.at(0),
                        200,
                        {lookup::cluster(108713, QStringLiteral("Roe v. Wade"), QStringLiteral("1973-01-22"),
                                         QStringLiteral("roe-v-wade"))}},
                       {sent.at(1),
                        200,
                        {lookup::cluster(2812209, QStringLiteral("Obergefell v. Hodges"), QStringLiteral("2015-06-26"),
                                         QStringLiteral("obergefell-v-hodges"))}}}))));
}

} // namespace

class VerifyNetworkCliTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_home; ///< a fresh home (and session database) per test

    QTemporaryDir& dir() { return *m_home; }

    QString write(const QString& name, const QString& content)
    {
        const QString path = dir().filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        f.write(content.toUtf8());
        return path;
    }

    CliRun verify(const ScriptedServer& server, const QStringList& args, bool withToken = true)
    {
        QProcessEnvironment env = lmars::test::cliEnvironment(dir().path(), nullptr, QStringLiteral("verify"), false);
        const QString base = server.baseUrl().toString();
        env.insert(QStringLiteral("LMARS_COURTLISTENER_URL"), base);
        env.insert(QStringLiteral("LMARS_ECFR_URL"), base);
        env.insert(QStringLiteral("LMARS_FEDERAL_REGISTER_URL"), base);
        if (withToken)
            env.insert(QStringLiteral("COURTLISTENER_API_TOKEN"), kToken);
        return lmars::test::runCli(QStringList{QStringLiteral("verify")} + args, env, dir().path(), 60000);
    }

private Q_SLOTS:
    void init() { m_home = std::make_unique<QTemporaryDir>(); }

    void mismatchFirstAndCachedAcrossRuns()
    {
        ScriptedServer server;
        addLookup(server);
        QVERIFY(server.start());
        const QString path = write(QStringLiteral("brief.txt"), kBrief);
        const CliRun r = verify(server, {path, QStringLiteral("--as-of"), QStringLiteral("2025-03-01")});
        QVERIFY2(r.exitCode == 5, qPrintable(r.out + r.err));
        // The mismatch is listed before everything else.
        const qsizetype mismatch = r.out.indexOf(QStringLiteral("[MISMATCH]"));
        QVERIFY2(mismatch >= 0, qPrintable(r.out + r.err));
        QVERIFY(mismatch < r.out.indexOf(QStringLiteral("[verified]")));
        QVERIFY(r.out.indexOf(QStringLiteral("576 U.S. 644")) < r.out.indexOf(QStringLiteral("410 U.S. 113")));
        QVERIFY(r.out.contains(QStringLiteral("This citation is Obergefell v. Hodges (2015), not Brown v. Board of "
                                              "Education.")));
        QVERIFY(r.out.contains(server.baseUrl().toString() + QStringLiteral("/opinion/108713/roe-v-wade/")));
        QVERIFY(r.out.contains(QStringLiteral("8 C.F.R. § 214.2  [verified]")));
        QVERIFY(r.out.contains(QStringLiteral("brief.txt: citations: 3, flagged: 1")));
        QVERIFY(!r.out.contains(kToken) && !r.err.contains(kToken));
        QCOMPARE(server.requestsTo(kLookupPath).size(), 1);
        QCOMPARE(server.requestsTo(kLookupPath).at(0).headers.value("authorization"), "Token " + kToken.toUtf8());

        // A second run reads the session database's cache: no new lookup.
        const CliRun again =
            verify(server, {path, QStringLiteral("--json"), QStringLiteral("--as-of"), QStringLiteral("2025-03-01")});
        QCOMPARE(again.exitCode, 5);
        QCOMPARE(server.requestsTo(kLookupPath).size(), 1);
        const nlohmann::json out = lmars::json::parse(again.out.toUtf8());
        QVERIFY2(out.is_object(), qPrintable(again.out));
        QCOMPARE(out.at("citations").at(1).at("status").get<std::string>(), std::string("mismatch"));
        QCOMPARE(out.at("citations").at(1).at("found").at("caseName").get<std::string>(),
                 std::string("Obergefell v. Hodges"));
        QCOMPARE(out.at("counts").at("flagged").get<int>(), 1);
    }

    void forumClassifiesAndRefreshLooksUpAgain()
    {
        ScriptedServer server;
        addLookup(server);
        QVERIFY(server.start());
        const QString path = write(QStringLiteral("brief.txt"), kBrief);
        const QStringList asOf{QStringLiteral("--as-of"), QStringLiteral("2025-03-01")};
        // Roe v. Wade (U.S. Reports: the Supreme Court) binds a California state court.
        const CliRun r =
            verify(server, QStringList{path, QStringLiteral("--forum"), QStringLiteral("calctapp")} + asOf);
        QVERIFY2(r.exitCode == 5, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("binding — Supreme Court of the United States: binds every court on "
                                               "questions of federal law")),
                 qPrintable(r.out));
        const CliRun json = verify(server, QStringList{path, QStringLiteral("--json"), QStringLiteral("--forum"),
                                                       QStringLiteral("Ninth Circuit")} +
                                               asOf);
        const nlohmann::json out = lmars::json::parse(json.out.toUtf8());
        QVERIFY2(out.is_object(), qPrintable(json.out + json.err));
        const nlohmann::json& roe = out.at("citations").at(0);
        QCOMPARE(roe.at("normalized").get<std::string>(), std::string("410 U.S. 113"));
        QCOMPARE(roe.at("authority").at("kind").get<std::string>(), std::string("binding"));
        QCOMPARE(roe.at("authority").at("court").get<std::string>(), std::string("scotus"));
        QCOMPARE(roe.at("page").get<std::string>(), std::string("113"));
        QVERIFY(roe.at("documentPage").is_number_integer());
        // The mismatch is not verified, so it is not classified.
        QVERIFY(!out.at("citations").at(1).contains("authority"));
        QCOMPARE(server.requestsTo(kLookupPath).size(), 1); // the second run read the cache
        // --refresh clears the cache: the citations are looked up again, and the notes say so.
        const CliRun refreshed = verify(server, QStringList{path, QStringLiteral("--refresh")} + asOf);
        QCOMPARE(refreshed.exitCode, 5);
        QCOMPARE(server.requestsTo(kLookupPath).size(), 2);
        QVERIFY2(refreshed.out.contains(QStringLiteral("The citation cache was cleared")), qPrintable(refreshed.out));
        // An unknown forum is a usage error that says what to give.
        const CliRun unknown = verify(server, {path, QStringLiteral("--forum"), QStringLiteral("Court of Narnia")});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains(QStringLiteral("Court of Narnia")));
    }

    void withoutATokenSaysHowToEnableIt()
    {
        ScriptedServer server;
        addLookup(server);
        QVERIFY(server.start());
        const QString path = write(QStringLiteral("memo.txt"), kBrief);
        const CliRun r = verify(server, {path, QStringLiteral("--as-of"), QStringLiteral("2025-03-01")}, false);
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY(server.requestsTo(kLookupPath).isEmpty());
        QCOMPARE(r.out.count(QStringLiteral("COURTLISTENER_API_TOKEN")), 1);
        // Regulations need no token; cases are unchecked, never verified.
        QVERIFY(r.out.contains(QStringLiteral("8 C.F.R. § 214.2  [verified]")));
        QVERIFY(r.out.contains(QStringLiteral("410 U.S. 113  [unchecked]")));
        QVERIFY(r.out.contains(QStringLiteral("576 U.S. 644  [unchecked]")));
    }

    void sessionRecheckSaysWhatChanged()
    {
        ScriptedServer server;
        addLookup(server);
        QVERIFY(server.start());
        const QString dataDir = dir().filePath(QStringLiteral("data"));
        {
            auto store = lmars::store::SessionStore::open(dataDir + QStringLiteral("/sessions.sqlite"));
            QVERIFY(store.ok());
            lmars::model::ResearchState state;
            state.id = QStringLiteral("sess-recheck-1");
            state.question = QStringLiteral("What cases protect privacy?");
            state.answer.markdown = kBrief;
            state.analysis.present = true;
            state.analysis.asOf = lmars::model::AsOf(QDate(2025, 3, 1), lmars::model::AsOfOrigin::Question);
            state.verification.present = true;
            state.verification.finished = true;
            lmars::model::VerifiedCitation roe;
            roe.citation.kind = lmars::model::CitationKind::Case;
            roe.citation.normalized = QStringLiteral("410 U.S. 113");
            roe.citation.text = QStringLiteral("410 U.S. 113");
            roe.check.status = lmars::model::CitationStatus::Unchecked;
            roe.check.reason = QStringLiteral("Not checked: no CourtListener API token is set.");
            lmars::model::VerifiedCitation obergefell = roe;
            obergefell.citation.normalized = QStringLiteral("576 U.S. 644");
            obergefell.citation.text = QStringLiteral("576 U.S. 644");
            state.verification.citations = {roe, obergefell};
            QVERIFY(store.value()
                        ->createSession(state.id, state.question, lmars::model::ResearchMode::Simple, state.toJson())
                        .ok());
            // An older session: no verification record.
            state.id = QStringLiteral("sess-old-2");
            state.verification = {};
            QVERIFY(store.value()
                        ->createSession(state.id, state.question, lmars::model::ResearchMode::Simple, state.toJson())
                        .ok());
        }
        CliRun r = verify(server, {QStringLiteral("--session"), QStringLiteral("sess-recheck")});
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.out.contains(QStringLiteral("Changed since the session was saved:")), qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QStringLiteral("410 U.S. 113: unchecked → verified")));
        QVERIFY(r.out.contains(QStringLiteral("576 U.S. 644: unchecked → mismatch")));
        QVERIFY(r.out.contains(QStringLiteral("8 C.F.R. § 214.2: new, verified")));
        QVERIFY(r.out.contains(QStringLiteral("as of 2025-03-01")));

        r = verify(server, {QStringLiteral("--session"), QStringLiteral("sess-recheck-1"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 5);
        const nlohmann::json out = lmars::json::parse(r.out.toUtf8());
        QVERIFY2(out.is_object(), qPrintable(r.out));
        QCOMPARE(out.at("session").get<std::string>(), std::string("sess-recheck-1"));
        QCOMPARE(out.at("savedVerification").get<bool>(), true);
        QCOMPARE(out.at("changes").size(), size_t(3));
        QCOMPARE(out.at("changes").at(1).at("before").get<std::string>(), std::string("unchecked"));
        QCOMPARE(out.at("changes").at(1).at("after").get<std::string>(), std::string("mismatch"));

        r = verify(server, {QStringLiteral("--session"), QStringLiteral("sess-old-2")});
        QCOMPARE(r.exitCode, 5);
        QVERIFY2(r.out.contains(QStringLiteral("no verification record")), qPrintable(r.out));
        QCOMPARE(server.requestsTo(kLookupPath).size(), 1); // every run after the first reads the cache
    }

    void laterTreatmentAfterTheChecksAndWhatTheRateLimitLeft()
    {
        ScriptedServer server;
        QVERIFY(server.loadScenarioFile(QStringLiteral("verify_official_sources.json")));
        const QStringList sent{QStringLiteral("410 U.S. 113"), QStringLiteral("384 U.S. 436")};
        nlohmann::json roe = lookup::cluster(108713, QStringLiteral("Roe v. Wade"), QStringLiteral("1973-01-22"),
                                             QStringLiteral("roe-v-wade"));
        roe["sub_opinions"] = {"https://www.courtlistener.com/api/rest/v4/opinions/9001/"};
        nlohmann::json miranda = lookup::cluster(107252, QStringLiteral("Miranda v. Arizona"),
                                                 QStringLiteral("1966-06-13"), QStringLiteral("miranda-v-arizona"));
        miranda["sub_opinions"] = {"https://www.courtlistener.com/api/rest/v4/opinions/9002/"};
        QVERIFY(server.addRoute(lookup::route(
            lookup::reply(lookup::textOf(sent), {{sent.at(0), 200, {roe}}, {sent.at(1), 200, {miranda}}}))));
        const QList<citing::Result> results = {
            {4002,
             QStringLiteral("Dobbs v. Jackson Women's Health Organization"),
             QStringLiteral("scotus"),
             QStringLiteral("Supreme Court of the United States"),
             QStringLiteral("2022-06-24"),
             {QStringLiteral("597 U.S. 215")},
             5002,
             QStringLiteral("\nJustice Alito delivered the opinion of the Court.\n")}};
        QVERIFY(server.addRoute(citing::searchRoute(9001, {citing::ok(citing::searchReply(3, results))})));
        QVERIFY(server.addRoute(citing::opinionRoute(
            5002,
            {citing::ok(citing::opinion(5002, 4002,
                                        QStringLiteral("<p>We hold that <i>Roe v. Wade</i>, %1, must be overruled.</p>")
                                            .arg(citing::link(108713, 9001, QStringLiteral("roe-v-wade"),
                                                              QStringLiteral("410 U.S. 113")))))})));
        QVERIFY(server.addRoute(citing::searchRoute(9002, {citing::throttled(600)})));
        QVERIFY(server.start());
        const QString path = write(QStringLiteral("brief.txt"),
                                   QStringLiteral("Roe v. Wade, 410 U.S. 113 (1973).\nMiranda v. Arizona, 384 U.S. 436 "
                                                  "(1966).\n"));
        QElapsedTimer timer;
        timer.start();
        const CliRun r = verify(server, {path});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY2(timer.elapsed() < 30000, "verify waited for the rate limit");
        // The checks come first, then the later treatment of each verified case.
        const qsizetype checks = r.out.indexOf(QStringLiteral("brief.txt: citations: 2, flagged: 0"));
        const qsizetype later = r.out.indexOf(QStringLiteral("Later treatment"));
        QVERIFY2(checks >= 0 && later > checks, qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Possibly overruled by Dobbs v. Jackson Women's Health Organization")));
        QVERIFY(r.out.contains(QStringLiteral("“We hold that Roe v. Wade, 410 U.S. 113, must be overruled.”")));
        QVERIFY(r.out.contains(server.baseUrl().toString() + QStringLiteral("/opinion/4002/")));
        QVERIFY(r.out.contains(QStringLiteral("(2 more not read)")));
        QVERIFY2(r.out.contains(QStringLiteral("Later treatment not checked: CourtListener's rate limit")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Later treatment was not fully checked for")));
        QVERIFY(!r.out.contains(QStringLiteral("good law"), Qt::CaseInsensitive) ||
                r.out.contains(QStringLiteral("not a statement that a case is good law")));
        QVERIFY(!r.out.contains(kToken) && !r.err.contains(kToken));

        // JSON: a treatment object per verified case (from the cache for Roe: no new search).
        const int searches = int(server.requestsTo(QStringLiteral("/api/rest/v4/search/")).size());
        const CliRun json = verify(server, {path, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const nlohmann::json out = lmars::json::parse(json.out.toUtf8());
        QCOMPARE(out["citations"][0]["treatment"]["status"].get<std::string>(), std::string("negative"));
        QCOMPARE(out["citations"][0]["treatment"]["read"].get<int>(), 1);
        QCOMPARE(out["citations"][0]["treatment"]["notRead"].get<int>(), 2);
        QCOMPARE(out["citations"][0]["treatment"]["signals"][0]["kind"].get<std::string>(), std::string("overruled"));
        QCOMPARE(out["citations"][1]["treatment"]["status"].get<std::string>(), std::string("not_checked"));
        QVERIFY(QString::fromStdString(out["citations"][1]["treatment"]["reason"].get<std::string>())
                    .contains(QStringLiteral("rate limit")));
        QCOMPARE(int(server.requestsTo(QStringLiteral("/api/rest/v4/search/")).size()), searches + 1); // Miranda only

        // --no-treatment: no search at all.
        const CliRun off = verify(server, {path, QStringLiteral("--no-treatment"), QStringLiteral("--json")});
        QCOMPARE(off.exitCode, 0);
        QVERIFY(!lmars::json::parse(off.out.toUtf8())["citations"][0].contains("treatment"));
        QCOMPARE(int(server.requestsTo(QStringLiteral("/api/rest/v4/search/")).size()), searches + 1);
        const CliRun bad = verify(server, {path, QStringLiteral("--citing-opinions"), QStringLiteral("many")});
        QCOMPARE(bad.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(VerifyNetworkCliTest)
#include "VerifyNetworkCliTest.moc"
