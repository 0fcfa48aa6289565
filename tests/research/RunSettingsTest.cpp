// SPDX-License-Identifier: GPL-3.0-or-later
// The run's typed values (issue 26): the as-of date (model::AsOf) parsed once with where it came
// from, the run settings (model::RunSettings) turned into the trajectory's "settings" and back, and
// what each research mode does (model::ModePolicy).
#include "model/RunSettings.h"
#include "model/AsOf.h"
#include "model/ModePolicy.h"
#include "model/ResearchState.h"

#include <QTest>

using namespace lmars;
using model::AsOf;
using model::AsOfOrigin;
using nlohmann::json;

namespace {

/// The "settings" of a trajectory as a multi-turn run of today writes them, every key present.
json todaysSettings()
{
    return json{{"sources", {"serper", "courtlistener", "library"}},
                {"maxResultsPerQuery", 8},
                {"asOfDate", "2019-06-30"},
                {"matter", "Smith v. Jones"},
                {"jurisdiction", "California"},
                {"forum", "ca9"},
                {"maxIterations", 3},
                {"pagesToRead", 2},
                {"followUps", false},
                {"provider", "openai"},
                {"model", "gpt-4.1-mini"},
                {"baseUrl", "https://api.openai.com/v1"},
                {"judgeModel", "gpt-4.1"},
                {"effectiveAsOfDate", "2019-06-30"},
                {"effectiveAsOfDateFrom", "user"}};
}

} // namespace

class RunSettingsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void asOfParsesADayAndKeepsItsOrigin()
    {
        const Result<AsOf> given = AsOf::parse(QStringLiteral(" 2019-06-30 "), AsOfOrigin::User);
        QVERIFY(given.ok());
        QCOMPARE(given->day(), QDate(2019, 6, 30));
        QCOMPARE(given->origin(), AsOfOrigin::User);
        QCOMPARE(given->iso(), QStringLiteral("2019-06-30"));
        QCOMPARE(given->year(), QStringLiteral("2019"));
        QVERIFY(!given->isNull());

        // Nothing given is no date, not an error.
        const Result<AsOf> empty = AsOf::parse(QStringLiteral("  "), AsOfOrigin::User);
        QVERIFY(empty.ok());
        QVERIFY(empty->isNull());
        QVERIFY(empty->iso().isEmpty());
        QVERIFY(empty->year().isEmpty());
    }

    void asOfRefusesWhatIsNotADayAndNamesIt()
    {
        for (const QString& bad :
             {QStringLiteral("2019-02-30"), QStringLiteral("June 2019"), QStringLiteral("2019-6-30"),
              QStringLiteral("2019-06-30T10:00:00"), QStringLiteral("today")}) {
            const Result<AsOf> parsed = AsOf::parse(bad, AsOfOrigin::User);
            QVERIFY2(!parsed.ok(), qPrintable(bad));
            QCOMPARE(parsed.error().kind, ErrorKind::Usage);
            QCOMPARE(parsed.error().summary,
                     QStringLiteral("The as-of date \"%1\" is not a date (YYYY-MM-DD).").arg(bad));
        }
    }

    void asOfReadsStoredAndGeneratedDaysLeniently()
    {
        // A model's reply or a saved document: a timestamp's day counts, anything else is no date.
        QCOMPARE(AsOf::read(QStringLiteral("2025-06-30T00:00:00Z"), AsOfOrigin::Question).day(), QDate(2025, 6, 30));
        QCOMPARE(AsOf::read(QStringLiteral("2025-06-30"), AsOfOrigin::Question).origin(), AsOfOrigin::Question);
        QVERIFY(AsOf::read(QStringLiteral("N/A"), AsOfOrigin::Question).isNull());
        QVERIFY(AsOf::read(QString(), AsOfOrigin::Question).isNull());
        QVERIFY(AsOf(QDate(2025, 2, 30), AsOfOrigin::User).isNull());
    }

    void theEffectiveDateIsTheUsersElseTheQuestionsElseToday()
    {
        const QDate today(2026, 11, 29);
        const AsOf user(QDate(2019, 6, 30), AsOfOrigin::User);
        const AsOf question(QDate(2021, 1, 1), AsOfOrigin::Question);
        QCOMPARE(AsOf::effective(user, question, today), user);
        QCOMPARE(AsOf::effective({}, question, today), question);
        const AsOf fallback = AsOf::effective({}, {}, today);
        QCOMPARE(fallback, AsOf(today, AsOfOrigin::Today));
        // The user's day keeps its origin even when the analysis was overwritten with it.
        QCOMPARE(AsOf::effective(user, AsOf(user.day(), AsOfOrigin::User), today).origin(), AsOfOrigin::User);

        // The sources are asked for a day only when one was given or stated: today's is the current law.
        QCOMPARE(user.forSources(), user);
        QCOMPARE(question.forSources(), question);
        QVERIFY(fallback.forSources().isNull());
    }

    void originNamesAreTheTrajectorys()
    {
        QCOMPARE(AsOf::originName(AsOfOrigin::User), QStringLiteral("user"));
        QCOMPARE(AsOf::originName(AsOfOrigin::Question), QStringLiteral("analysis"));
        QCOMPARE(AsOf::originName(AsOfOrigin::Today), QStringLiteral("today"));
        for (AsOfOrigin origin : {AsOfOrigin::User, AsOfOrigin::Question, AsOfOrigin::Today}) {
            AsOfOrigin read = AsOfOrigin::User;
            QVERIFY(AsOf::parseOrigin(AsOf::originName(origin), &read));
            QCOMPARE(read, origin);
        }
        AsOfOrigin unchanged = AsOfOrigin::Question;
        QVERIFY(!AsOf::parseOrigin(QStringLiteral("yesterday"), &unchanged));
        QCOMPARE(unchanged, AsOfOrigin::Question);
    }

    void todaysSettingsAreReadIntoTypedFields()
    {
        const model::RunSettings s = model::RunSettings::fromJson(todaysSettings());
        QCOMPARE(s.sources,
                 (QStringList{QStringLiteral("serper"), QStringLiteral("courtlistener"), QStringLiteral("library")}));
        QCOMPARE(s.maxResultsPerQuery, 8);
        QCOMPARE(s.asOf, AsOf(QDate(2019, 6, 30), AsOfOrigin::User));
        QCOMPARE(s.effectiveAsOf, AsOf(QDate(2019, 6, 30), AsOfOrigin::User));
        QCOMPARE(s.matter, QStringLiteral("Smith v. Jones"));
        QCOMPARE(s.jurisdiction, QStringLiteral("California"));
        QCOMPARE(s.forum, QStringLiteral("ca9"));
        QCOMPARE(s.maxIterations, std::optional<int>(3));
        QCOMPARE(s.pagesToRead, std::optional<int>(2));
        QCOMPARE(s.followUps, std::optional<bool>(false));
        QCOMPARE(s.provider, QStringLiteral("openai"));
        QCOMPARE(s.model, QStringLiteral("gpt-4.1-mini"));
        QCOMPARE(s.baseUrl, QStringLiteral("https://api.openai.com/v1"));
        QCOMPARE(s.judgeModel, QStringLiteral("gpt-4.1"));
    }

    void aSavedTrajectoryOfTodaysShapeRoundTrips()
    {
        json doc = model::ResearchState().toJson();
        doc["id"] = "7d1c";
        doc["question"] = "Could a landlord keep a deposit in 2019?";
        doc["mode"] = "multi";
        doc["status"] = "finished";
        doc["settings"] = todaysSettings();
        doc["analysis"] = {{"legalArea", "landlord-tenant"},
                           {"jurisdiction", "California"},
                           {"asOfDate", "2019-06-30"},
                           {"parties", json::array()},
                           {"timeline", ""},
                           {"urgency", "low"}};
        const model::ResearchState state = model::ResearchState::fromJson(doc);
        QCOMPARE(state.analysis.asOf.day(), QDate(2019, 6, 30));
        QCOMPARE(state.settings.effectiveAsOf.origin(), AsOfOrigin::User);
        const json again = state.toJson();
        // The same keys and values, nothing added.
        QVERIFY2(again["settings"] == todaysSettings(), again["settings"].dump().c_str());
        QVERIFY(again["analysis"]["asOfDate"] == json("2019-06-30"));
        QVERIFY(model::ResearchState::fromJson(again).toJson() == again);
    }

    void aNewerVersionsSettingsSurviveASaveButNoSecretDoes()
    {
        json doc = model::ResearchState().toJson();
        doc["id"] = "9f2e";
        doc["question"] = "Could a landlord keep a deposit in 2019?";
        json settings = todaysSettings();
        settings["someFutureSetting"] = {{"depth", 3}, {"labels", {"a", "b"}}};
        settings["reranker"] = "cross-encoder";
        settings["apiKey"] = "sk-LEAK1";
        settings["providerAccessToken"] = "tok-LEAK2";
        settings["proxy_password"] = "pw-LEAK3";
        settings["clientSecret"] = "cs-LEAK4";
        settings["license-key"] = "lk-LEAK8";
        settings["futureProvider"] = {{"name", "acme"}, {"api_key", "sk-LEAK5"}, {"tiers", {{{"token", "t-LEAK6"}}}}};
        doc["settings"] = settings;

        const model::ResearchState state = model::ResearchState::fromJson(doc);
        // Nothing this version knows is affected by the keys it does not.
        QCOMPARE(state.settings.asOf.day(), QDate(2019, 6, 30));
        QCOMPARE(state.settings.sources,
                 (QStringList{QStringLiteral("serper"), QStringLiteral("courtlistener"), QStringLiteral("library")}));

        const json again = model::ResearchState::fromJson(state.toJson()).toJson();
        json expected = todaysSettings();
        expected["someFutureSetting"] = {{"depth", 3}, {"labels", {"a", "b"}}};
        expected["reranker"] = "cross-encoder";
        expected["futureProvider"] = {{"name", "acme"}, {"tiers", {json::object()}}};
        QVERIFY2(again["settings"] == expected, again["settings"].dump().c_str());
        const std::string saved = again.dump();
        for (const char* secret : {"LEAK1", "LEAK2", "LEAK3", "LEAK4", "LEAK5", "LEAK6", "LEAK8"})
            QVERIFY2(saved.find(secret) == std::string::npos, secret);

        // A key this version writes is never taken from `extra` (the known value or nothing).
        model::RunSettings s = model::RunSettings::fromJson(todaysSettings());
        s.extra["matter"] = "Other v. Matter";
        s.extra["token"] = "t-LEAK7";
        s.matter.clear();
        const json written = s.toJson();
        QVERIFY(!written.contains("matter"));
        QVERIFY(!written.contains("token"));
    }

    void settingsLeaveOutWhatWasNotSet()
    {
        // A simple run without a date, matter or model (evidence mode): only what it had.
        model::RunSettings s;
        s.sources = {QStringLiteral("serper")};
        s.maxResultsPerQuery = 10;
        s.effectiveAsOf = AsOf(QDate(2026, 11, 29), AsOfOrigin::Today);
        const json j = s.toJson();
        const json expected{{"sources", {"serper"}},
                            {"maxResultsPerQuery", 10},
                            {"effectiveAsOfDate", "2026-11-29"},
                            {"effectiveAsOfDateFrom", "today"}};
        QVERIFY2(j == expected, j.dump().c_str());
        // An older document: a key of another type is not read, a key (secret) is not written back.
        const model::RunSettings old = model::RunSettings::fromJson(
            {{"sources", {"serper"}}, {"apiKey", "sk-OLD"}, {"maxIterations", "three"}, {"asOfDate", "soon"}});
        QVERIFY(!old.maxIterations);
        QVERIFY(old.asOf.isNull());
        QVERIFY(old.toJson().dump().find("sk-OLD") == std::string::npos);
        const json onlySources{{"sources", json::array()}};
        QVERIFY(model::RunSettings::fromJson(json::array()).toJson() == onlySources);
    }

    void whatEachModeDoesIsDecidedOnce()
    {
        using model::ModePolicy;
        using model::ResearchMode;
        QVERIFY(ModePolicy::writesAnswer(ResearchMode::Simple));
        QVERIFY(ModePolicy::writesAnswer(ResearchMode::MultiTurn));
        QVERIFY(!ModePolicy::writesAnswer(ResearchMode::Evidence));
        QVERIFY(ModePolicy::needsModel(ResearchMode::Simple));
        QVERIFY(ModePolicy::needsModel(ResearchMode::MultiTurn));
        QVERIFY(!ModePolicy::needsModel(ResearchMode::Evidence));
        QVERIFY(!ModePolicy::asksFollowUps(ResearchMode::Simple));
        QVERIFY(ModePolicy::asksFollowUps(ResearchMode::MultiTurn));
        QVERIFY(!ModePolicy::asksFollowUps(ResearchMode::Evidence));
        QVERIFY(!ModePolicy::searchesInRounds(ResearchMode::Simple));
        QVERIFY(ModePolicy::searchesInRounds(ResearchMode::MultiTurn));
        QVERIFY(!ModePolicy::searchesInRounds(ResearchMode::Evidence));
    }
};

QTEST_GUILESS_MAIN(RunSettingsTest)
#include "RunSettingsTest.moc"
