// SPDX-License-Identifier: GPL-3.0-or-later
// A point-in-time research run: a scripted model plans one query of each type; the Federal Register
// and eCFR sources run their real HTTP code against scripted servers (apis.md §3–4 shapes:
// tests/scenarios/search_federalregister_basic.json, search_ecfr_basic.json) and the U.S. Code source
// against GovInfo's link service (apis.md §5, search_uscode_basic.json). Executive Order 14110 was
// revoked on 2025-01-20 and 29 CFR 825.110 amended on 2025-03-10, both after the as-of date
// 2024-06-01, and the U.S. Code edition read has laws through 2025-01-03: the trajectory and the
// judge's and summary's prompts must carry the law of that date and say how current each text is.
#include "OfficialSourceServers.h"
#include "ScriptedChatModel.h"
#include "ScriptedSearchSource.h"
#include "ScriptedServer.h"
#include "SourceMetadata.h"
#include "research/EvidenceArchive.h"
#include "research/ResearchRun.h"
#include "search/EcfrSource.h"
#include "search/FederalRegisterSource.h"
#include "search/PageReader.h"
#include "search/UsCodeSource.h"

#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using Json = nlohmann::json;
using test::ScriptedChatModel;
using test::ScriptedSearchSource;
using test::ScriptedServer;

namespace {

const QString kWebQuery = QStringLiteral("AI executive order status 2024");
const QString kEoQuery = QStringLiteral("executive order artificial intelligence");
const QString kCfrQuery = QStringLiteral("family leave eligible employee");
const QString kCaseQuery = QStringLiteral("FMLA eligibility 12 months");
const QString kStatuteQuery = QStringLiteral("42 U.S.C. § 1983");

QString str(const Json& value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString::fromStdString(value.dump());
}

} // namespace

class PrimaryLawRunTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_official = std::make_unique<test::OfficialSourceServers>();
        QString error;
        QVERIFY2(m_official->start(&error), qPrintable(error));
    }

    void queriesGoOnlyToTheirSourcesAndTheLawOfTheDateReachesThePrompts()
    {
        auto model = std::make_shared<ScriptedChatModel>();
        model->addStructured(QStringLiteral("query_analysis"), Json{{"legal_area", "employment law; executive orders"},
                                                                    {"jurisdiction", "United States (federal)"},
                                                                    {"as_of_date", "2024-06-01"},
                                                                    {"parties", Json::array()},
                                                                    {"timeline", ""},
                                                                    {"urgency", "low"}});
        model->addStructured(QStringLiteral("search_queries"),
                             Json{{"queries",
                                   {{{"query", kWebQuery.toStdString()}, {"type", "web_search"}, {"priority", 1}},
                                    {{"query", kEoQuery.toStdString()}, {"type", "federal_register"}, {"priority", 1}},
                                    {{"query", kCfrQuery.toStdString()}, {"type", "regulations"}, {"priority", 2}},
                                    {{"query", kStatuteQuery.toStdString()}, {"type", "statutes"}, {"priority", 2}}}}});
        model->addStructured(QStringLiteral("judgment"), Json{{"reasoning", "enough"},
                                                              {"sourceQuality", "official"},
                                                              {"dateCheck", "as of 2024-06-01"},
                                                              {"jurisdictionCheck", "federal"},
                                                              {"contradictionCheck", "none"},
                                                              {"sufficient", true},
                                                              {"missingInformation", Json::array()},
                                                              {"suggestedRefinements", Json::array()}});
        model->addStream({QStringLiteral("As of 2024-06-01, Executive Order 14110 was in force [2]. "),
                          QStringLiteral("An eligible employee needed 12 months of service [4].\n")});

        auto web = std::make_shared<ScriptedSearchSource>();
        // On the scripted server, which has no such page: reading it fails, and nothing leaves the machine.
        model::SearchResult news = ScriptedSearchSource::webResult(
            m_official->federalRegister().baseUrl().toString() + QStringLiteral("/news/eo-14110-revoked"),
            QStringLiteral("EO 14110 revoked"), QStringLiteral("The order was revoked in January 2025."));
        news.date = QStringLiteral("2025-01-21");
        web->setResults(kWebQuery, {news});
        auto caseLaw = std::make_shared<ScriptedSearchSource>(model::SourceType::CaseLaw);

        research::ResearchOptions options;
        options.mode = model::ResearchMode::MultiTurn;
        options.askFollowUps = false;
        options.maxIterations = 1;
        options.pagesToRead = 3;
        research::ResearchRun run(QStringLiteral("Was the AI executive order in force on 1 June 2024, and who was an "
                                                 "eligible employee under the FMLA rules then?"),
                                  options, model,
                                  QList<std::shared_ptr<search::SearchSource>>{web, caseLaw} + m_official->sources());
        run.setPageReader(std::make_shared<search::PageReader>());
        const Result<void> outcome = run.run(CancelToken());
        QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().toString()));
        const model::ResearchState& s = run.state();

        // The query agent was offered only the enabled sources' types (the plan runs with the analysis).
        QString planPrompt;
        for (const auto& call : model->calls())
            if (call.key == QLatin1String("search_queries"))
                planPrompt = call.prompt();
        QVERIFY(planPrompt.contains(
            QStringLiteral("Only use these types: web_search, case_law, federal_register, regulations, statutes.")));

        // Routing: each query ran on the sources of its type only.
        const model::Iteration& it = s.iterations.first();
        QCOMPARE(it.queries.size(), 4);
        QCOMPARE(it.queries.at(0).sourceName, QStringLiteral("scripted"));
        QCOMPARE(it.queries.at(1).sourceName, QStringLiteral("federalregister"));
        QCOMPARE(it.queries.at(1).queryType, model::QueryType::FederalRegister);
        QCOMPARE(it.queries.at(2).sourceName, QStringLiteral("ecfr"));
        QCOMPARE(it.queries.at(2).queryType, model::QueryType::Regulations);
        QCOMPARE(it.queries.at(3).sourceName, QStringLiteral("uscode"));
        QCOMPARE(it.queries.at(3).queryType, model::QueryType::Statutes);
        // The statute query went to GovInfo only, for the edition of the year before the date.
        QCOMPARE(m_official->usCode().requestsTo(QStringLiteral("/link/uscode/42/1983")).size(), 1);
        QCOMPARE(m_official->usCode().requestsTo(QStringLiteral("/link/uscode/42/1983")).first().query,
                 QStringLiteral("link-type=html&year=2023"));
        QVERIFY(m_official->federalRegister()
                    .requestsTo(QStringLiteral("/api/v1/documents.json"))
                    .first()
                    .query.contains(QStringLiteral("executive%20order")));
        QCOMPARE(web->queries().size(), 1);
        QCOMPARE(caseLaw->queries().size(), 0);
        QCOMPARE(m_official->federalRegister().requestsTo(QStringLiteral("/api/v1/documents.json")).size(), 1);
        QVERIFY(m_official->federalRegister()
                    .requestsTo(QStringLiteral("/api/v1/documents.json"))
                    .first()
                    .query.contains(QStringLiteral("conditions%5Bpublication_date%5D%5Blte%5D=2024-06-01")));
        // Four queries, one per enabled type but case law: none dropped (SimpleRunTest drops one).
        QVERIFY(it.droppedQueries.isEmpty());

        // The trajectory holds the as-of date, each query's type, the drop, and the version of the date.
        const Json doc = s.toJson();
        QCOMPARE(str(doc["settings"]["effectiveAsOfDate"]), QStringLiteral("2024-06-01"));
        QCOMPARE(str(doc["settings"]["effectiveAsOfDateFrom"]), QStringLiteral("analysis"));
        // The sources by name, not by type ("official, official, official" said nothing).
        QVERIFY(doc["settings"]["sources"] == Json({"scripted", "scripted", "federalregister", "ecfr", "uscode"}));
        QCOMPARE(str(doc["iterations"][0]["queries"][3]["queryType"]), QStringLiteral("statutes"));
        const Json& iteration = doc["iterations"][0];
        QCOMPARE(str(iteration["queries"][1]["queryType"]), QStringLiteral("federal_register"));
        const auto byId = [&doc](const char* id) {
            for (const Json& source : doc["sources"]) {
                if (source["id"] == id)
                    return source;
            }
            return Json();
        };
        const Json eo = byId("fedreg:2023-24283");
        QVERIFY(eo.is_object());
        QCOMPARE(str(eo["metadata"]["executiveOrderNumber"]), QStringLiteral("14110"));
        QCOMPARE(str(eo["metadata"]["legalStatus"]["state"]), QStringLiteral("in_force"));
        const Json cfr = byId("ecfr:title-29:section-825.110");
        QVERIFY(cfr.is_object());
        QVERIFY(str(cfr["content"]).contains(QStringLiteral("at least 12 months")));
        QVERIFY(cfr["metadata"]["amendedAfterAsOf"] == Json({"2025-03-10"}));
        QCOMPARE(str(cfr["metadata"]["textAsOf"]), QStringLiteral("2024-06-01"));
        QCOMPARE(str(cfr["metadata"]["currentTextAsOf"]), QStringLiteral("2025-05-01"));
        QVERIFY(str(cfr["metadata"]["currentText"]).contains(QStringLiteral("at least 6 months")));
        const Json statute = byId("uscode:title-42:section-1983");
        QVERIFY(statute.is_object());
        QCOMPARE(str(statute["type"]), QStringLiteral("official"));
        QVERIFY(str(statute["content"]).contains(QStringLiteral("Every person who, under color of any statute")));
        QCOMPARE(str(statute["metadata"]["uscCitation"]), QStringLiteral("42 U.S.C. § 1983"));
        QCOMPARE(str(statute["metadata"]["editionYear"]), QStringLiteral("2023"));
        QCOMPARE(str(statute["metadata"]["currentThrough"]), QStringLiteral("2025-01-03"));
        QCOMPARE(str(statute["metadata"]["legalStatus"]["state"]), QStringLiteral("edition_after_as_of"));
        QVERIFY(str(statute["metadata"]["edition"]).contains(QStringLiteral("Office of the Law Revision Counsel")));
        const Json later = byId(news.id.toUtf8().constData());
        QCOMPARE(later["metadata"]["afterAsOf"].get<bool>(), true);
        QCOMPARE(eo["metadata"]["afterAsOf"].get<bool>(), false);
        // Deep reading read the order's full text (raw_text_url) around the snippet.
        QCOMPARE(m_official->federalRegister()
                     .requestsTo(QStringLiteral("/documents/full_text/text/2023/11/01/2023-24283.txt"))
                     .size(),
                 1);
        QCOMPARE(str(eo["metadata"]["read"]["status"]), QStringLiteral("read"));
        QVERIFY(str(eo["content"]).contains(QStringLiteral("artificial intelligence red-team testing")));

        // The judge and the summary were told the status on the date and which source postdates it.
        for (const QString& key : {QStringLiteral("judgment"), ScriptedChatModel::streamKey()}) {
            QString prompt;
            for (const auto& call : model->calls()) {
                if (call.key == key)
                    prompt = call.prompt();
            }
            QVERIFY2(prompt.contains(QStringLiteral("Status: In force on 2024-06-01; later revoked by EO 14148 on "
                                                    "2025-01-20, after the as-of date.")),
                     qPrintable(key));
            QVERIFY2(prompt.contains(QStringLiteral("Federal Register: 88 FR 75191; document 2023-24283; Executive "
                                                    "Order 14110; signed 2023-10-30; published 2023-11-01")),
                     qPrintable(key));
            QVERIFY2(prompt.contains(QStringLiteral("amended on 2025-03-10, after your date")), qPrintable(key));
            QVERIFY2(prompt.contains(QStringLiteral("at least 12 months")), qPrintable(key));
            QVERIFY2(prompt.contains(QStringLiteral("Dated after the as-of date")), qPrintable(key));
            QVERIFY2(prompt.contains(QStringLiteral("2024-06-01")), qPrintable(key));
            QVERIFY2(prompt.contains(QStringLiteral("Status: Text of the U.S. Code with laws enacted through "
                                                    "2025-01-03, after your date 2024-06-01")),
                     qPrintable(key));
        }
        QVERIFY(model->unusedReplies().isEmpty());
    }

    void recordAndReplayCoverThePrimaryLawSources()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        search::SearchQuery eoQuery;
        eoQuery.text = kEoQuery;
        eoQuery.asOf = model::AsOf(QDate(2024, 6, 1), model::AsOfOrigin::User);
        search::SearchQuery cfrQuery;
        cfrQuery.text = QStringLiteral("29 CFR 825.110");
        cfrQuery.asOf = model::AsOf(QDate(2024, 6, 1), model::AsOfOrigin::User);
        search::SearchQuery statuteQuery;
        statuteQuery.text = kStatuteQuery;
        statuteQuery.asOf = model::AsOf(QDate(2024, 6, 1), model::AsOfOrigin::User);

        auto recording = research::EvidenceArchive::open(dir.path(), research::EvidenceArchive::Mode::Record);
        QVERIFY(recording.ok());
        const auto wrapped = recording.value()->wrap(m_official->sources(), nullptr);
        const auto liveEo = wrapped.at(0)->search(eoQuery);
        const auto liveCfr = wrapped.at(1)->search(cfrQuery);
        const auto liveStatute = wrapped.at(2)->search(statuteQuery);
        QVERIFY(liveEo.ok() && liveCfr.ok() && liveStatute.ok());

        // The replay knows each recorded source's query type and serves its results with no server.
        m_official->stop();
        auto replaying = research::EvidenceArchive::open(dir.path(), research::EvidenceArchive::Mode::Replay);
        QVERIFY(replaying.ok());
        auto onlyRegister = replaying.value()->replaySources({model::SourceChoice::FederalRegister}, nullptr);
        QVERIFY(onlyRegister.ok());
        QCOMPARE(onlyRegister->size(), 1);
        QCOMPARE(onlyRegister->first()->queryType(), model::QueryType::FederalRegister);
        auto both = replaying.value()->replaySources(model::everySourceChoice(), nullptr);
        QVERIFY(both.ok());
        QCOMPARE(both->size(), 3);
        QCOMPARE(both->at(1)->name(), QStringLiteral("ecfr"));
        QCOMPARE(both->at(1)->queryType(), model::QueryType::Regulations);
        const auto replayedEo = both->at(0)->search(eoQuery);
        QVERIFY(replayedEo.ok());
        QCOMPARE(str(lmars::test::metadataOf(replayedEo->first())["legalStatus"]["text"]),
                 str(lmars::test::metadataOf(liveEo->first())["legalStatus"]["text"]));
        const auto replayedCfr = both->at(1)->search(cfrQuery);
        QVERIFY(replayedCfr.ok());
        QCOMPARE(replayedCfr->first().content, liveCfr->first().content);
        QVERIFY(lmars::test::metadataOf(replayedCfr->first())["amendedAfterAsOf"] ==
                lmars::test::metadataOf(liveCfr->first())["amendedAfterAsOf"]);
        QCOMPARE(both->at(2)->queryType(), model::QueryType::Statutes);
        auto onlyCode = replaying.value()->replaySources({model::SourceChoice::UsCode}, nullptr);
        QVERIFY(onlyCode.ok());
        QCOMPARE(onlyCode->size(), 1);
        const auto replayedStatute = onlyCode->first()->search(statuteQuery);
        QVERIFY(replayedStatute.ok());
        QCOMPARE(replayedStatute->first().content, liveStatute->first().content);
        QVERIFY(lmars::test::metadataOf(replayedStatute->first())["legalStatus"] ==
                lmars::test::metadataOf(liveStatute->first())["legalStatus"]);
    }

private:
    std::unique_ptr<test::OfficialSourceServers> m_official; ///< Federal Register, eCFR, U.S. Code
};

QTEST_GUILESS_MAIN(PrimaryLawRunTest)
#include "PrimaryLawRunTest.moc"
