// SPDX-License-Identifier: GPL-3.0-or-later
// Which planned queries a run sends where. With every source on, a plan of eight queries runs one
// of each type (six) rather than the first four by priority, so the statute and regulation queries
// a model ranks last are not starved, and the trajectory names the two it left out. In evidence
// mode (no model) the question goes to the U.S. Code only when it cites a section or a GovInfo
// search key is set; otherwise the query is left out with the reason rather than failing. A recorded
// run's refusals replay the same way. The Federal Register, eCFR and U.S. Code sources run their
// real HTTP code against the scripted servers of tests/scenarios (apis.md §3–5 shapes).
#include "OfficialSourceServers.h"
#include "ScriptedChatModel.h"
#include "ScriptedSearchSource.h"
#include "ScriptedServer.h"
#include "research/EvidenceArchive.h"
#include "research/ResearchRun.h"
#include "research/SearchRouting.h"
#include "search/EcfrSource.h"
#include "search/FederalRegisterSource.h"
#include "search/UsCodeSource.h"

#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using Json = nlohmann::json;
using test::ScriptedChatModel;
using test::ScriptedSearchSource;
using test::ScriptedServer;

namespace {

const QString kStatuteQuery = QStringLiteral("42 U.S.C. § 1983");
const QString kCfrQuery = QStringLiteral("family leave eligible employee");
const QString kEoQuery = QStringLiteral("executive order artificial intelligence");
const QString kNoCitationQuestion = QStringLiteral("Can a city police officer be sued for an unlawful arrest?");

QString str(const Json& value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString::fromStdString(value.dump());
}

Json plannedQuery(const QString& text, const char* type, int priority)
{
    return Json{{"query", text.toStdString()}, {"type", type}, {"priority", priority}};
}

} // namespace

class QueryRoutingRunTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_official = std::make_unique<test::OfficialSourceServers>();
        QString error;
        QVERIFY2(m_official->start(&error), qPrintable(error));
    }

    void everySourceOnRunsOneQueryOfEachType()
    {
        auto model = std::make_shared<ScriptedChatModel>();
        model->addStructured(QStringLiteral("query_analysis"), Json{{"legal_area", "civil rights; employment"},
                                                                    {"jurisdiction", "United States (federal)"},
                                                                    {"as_of_date", "2024-06-01"},
                                                                    {"parties", Json::array()},
                                                                    {"timeline", ""},
                                                                    {"urgency", "low"}});
        // Three web queries first, the regulation and the statute last.
        model->addStructured(
            QStringLiteral("search_queries"),
            Json{{"queries",
                  {plannedQuery(QStringLiteral("police false arrest liability 2024"), "web_search", 1),
                   plannedQuery(QStringLiteral("section 1983 qualified immunity 2024"), "web_search", 1),
                   plannedQuery(QStringLiteral("false arrest section 1983 probable cause"), "case_law", 1),
                   plannedQuery(QStringLiteral("municipal liability Monell 2024"), "web_search", 2),
                   plannedQuery(QStringLiteral("arrest report"), "local_documents", 2),
                   plannedQuery(kEoQuery, "federal_register", 2), plannedQuery(kCfrQuery, "regulations", 3),
                   plannedQuery(kStatuteQuery, "statutes", 3)}}});
        model->addStream({QStringLiteral("An officer who arrests without probable cause can be sued [1].\n")});

        auto web = std::make_shared<ScriptedSearchSource>();
        web->setDefaultResults({ScriptedSearchSource::webResult(QStringLiteral("https://example.org/1983"),
                                                                QStringLiteral("Section 1983 suits"),
                                                                QStringLiteral("Suits against officers."))});
        auto caseLaw = std::make_shared<ScriptedSearchSource>(model::SourceType::CaseLaw, QStringLiteral("cases"));
        auto local = std::make_shared<ScriptedSearchSource>(model::SourceType::Local, QStringLiteral("library"));

        research::ResearchOptions options;
        options.mode = model::ResearchMode::Simple;
        research::ResearchRun run(
            QStringLiteral("Can a city police officer be sued for an arrest without probable "
                           "cause?"),
            options, model, QList<std::shared_ptr<search::SearchSource>>{web, caseLaw, local} + m_official->sources());
        const Result<void> outcome = run.run(CancelToken());
        QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().toString()));
        const model::ResearchState& s = run.state();

        // The model was asked for up to six queries, one per enabled type.
        QString planPrompt; // the plan runs with the analysis, in either order
        for (const auto& call : model->calls())
            if (call.key == QLatin1String("search_queries"))
                planPrompt = call.prompt();
        QVERIFY(planPrompt.contains(QStringLiteral("Write between 2 and 6 search queries")));
        QCOMPARE(s.plannedQueries.size(), 8);

        // Six ran, one of each type; the statute and the regulation among them.
        const model::Iteration& it = s.iterations.first();
        QCOMPARE(it.queries.size(), 6);
        QList<model::QueryType> types;
        for (const model::IssuedQuery& q : it.queries)
            types << q.queryType;
        QCOMPARE(types, (QList<model::QueryType>{model::QueryType::WebSearch, model::QueryType::CaseLaw,
                                                 model::QueryType::LocalDocuments, model::QueryType::FederalRegister,
                                                 model::QueryType::Regulations, model::QueryType::Statutes}));
        QCOMPARE(m_official->usCode().requestsTo(QStringLiteral("/link/uscode/42/1983")).size(), 1);
        QVERIFY(!m_official->ecfr().requestsTo(QStringLiteral("/api/search/v1/results")).isEmpty());
        QVERIFY(m_official->ecfr()
                    .requestsTo(QStringLiteral("/api/search/v1/results"))
                    .first()
                    .query.contains(QStringLiteral("family")));
        QCOMPARE(web->queries().size(), 1);

        // The two web queries over the cap are named in the trajectory with the
        // reason.
        QCOMPARE(it.droppedQueries.size(), 2);
        QCOMPARE(it.droppedQueries.at(0).text, QStringLiteral("section 1983 qualified immunity 2024"));
        QCOMPARE(it.droppedQueries.at(1).text, QStringLiteral("municipal liability Monell 2024"));
        const Json dropped = s.toJson()["iterations"][0]["droppedQueries"];
        QCOMPARE(dropped.size(), std::size_t(2));
        QCOMPARE(str(dropped[1]["queryType"]), QStringLiteral("web_search"));
        QVERIFY2(str(dropped[1]["reason"]).contains(QStringLiteral("at most 6 do")), qPrintable(str(dropped[1])));
        QVERIFY(s.errors.isEmpty());
    }

    void evidenceModeAsksTheUsCodeOnlyForACitedSection()
    {
        search::UsCodeSourceConfig usc = m_official->usCodeConfig();
        usc.apiUrl = m_official->usCode().baseUrl();
        research::ResearchOptions options;
        options.mode = model::ResearchMode::Evidence;

        // No citation, no search key: the U.S. Code is not asked, and no failed
        // query is shown.
        {
            auto web = std::make_shared<ScriptedSearchSource>();
            web->setDefaultResults({ScriptedSearchSource::webResult(QStringLiteral("https://example.org/arrest"),
                                                                    QStringLiteral("False arrest claims"),
                                                                    QStringLiteral("Officers can be sued."))});
            research::ResearchRun run(kNoCitationQuestion, options, nullptr,
                                      {web, std::make_shared<search::UsCodeSource>(usc)});
            const Result<void> outcome = run.run(CancelToken());
            QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().toString()));
            const model::ResearchState& s = run.state();
            QVERIFY(m_official->usCode().requests().isEmpty());
            QVERIFY2(s.errors.isEmpty(), qPrintable(s.errors.isEmpty() ? QString() : s.errors.first().message));
            QCOMPARE(web->queries().size(), 1);
            const model::Iteration& it = s.iterations.first();
            QCOMPARE(it.queries.size(), 1);
            QCOMPARE(it.queries.first().sourceName, QStringLiteral("scripted"));
            QCOMPARE(it.droppedQueries.size(), 1);
            QCOMPARE(it.droppedQueries.first().queryType, model::QueryType::Statutes);
            QVERIFY2(it.droppedQueries.first().reason.contains(QStringLiteral("cites none")),
                     qPrintable(it.droppedQueries.first().reason));
            QVERIFY(it.droppedQueries.first().reason.contains(QStringLiteral("GOVINFO_API_KEY")));
        }

        // A cited section is read.
        {
            research::ResearchRun run(QStringLiteral("Does 42 U.S.C. § 1983 reach a city police officer?"), options,
                                      nullptr, {std::make_shared<search::UsCodeSource>(usc)});
            QVERIFY(run.run(CancelToken()).ok());
            QCOMPARE(m_official->usCode().requestsTo(QStringLiteral("/link/uscode/42/1983")).size(), 1);
            QVERIFY(run.state().iterations.first().droppedQueries.isEmpty());
            QVERIFY(run.state().errors.isEmpty());
            QCOMPARE(run.state().sources.first().id, QStringLiteral("uscode:title-42:section-1983"));
        }

        // With a search key the words are searched (GovInfo's POST /search).
        {
            usc.apiKey = QStringLiteral("test-govinfo-key");
            research::ResearchRun run(kNoCitationQuestion, options, nullptr,
                                      {std::make_shared<search::UsCodeSource>(usc)});
            QVERIFY(run.run(CancelToken()).ok());
            QCOMPARE(m_official->usCode().requestsTo(QStringLiteral("/search")).size(), 1);
            QVERIFY(run.state().iterations.first().droppedQueries.isEmpty());
        }
    }

    void replayLeavesOutWhatTheRecordingLeftOut()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        search::UsCodeSourceConfig usc = m_official->usCodeConfig();
        const QList<model::PlannedQuery> queries{{kNoCitationQuestion, model::QueryType::Statutes, 1},
                                                 {kStatuteQuery, model::QueryType::Statutes, 1}};

        auto recording = research::EvidenceArchive::open(dir.path(), research::EvidenceArchive::Mode::Record);
        QVERIFY(recording.ok());
        const auto recorded = research::SearchRouting::route(
            queries, recording.value()->wrap({std::make_shared<search::UsCodeSource>(usc)}, nullptr));
        QCOMPARE(recorded.tasks.size(), 1);
        QCOMPARE(recorded.dropped.size(), 1);

        m_official->usCode().stop();
        auto replaying = research::EvidenceArchive::open(dir.path(), research::EvidenceArchive::Mode::Replay);
        QVERIFY(replaying.ok());
        auto sources = replaying.value()->replaySources({model::SourceChoice::UsCode}, nullptr);
        QVERIFY(sources.ok());
        const auto replayed = research::SearchRouting::route(queries, sources.value());
        QCOMPARE(replayed.tasks.size(), 1);
        QCOMPARE(replayed.issued.first().text, kStatuteQuery);
        QCOMPARE(replayed.dropped.size(), 1);
        QCOMPARE(replayed.dropped.first().text, kNoCitationQuestion);
        QCOMPARE(replayed.dropped.first().reason, recorded.dropped.first().reason);
    }

private:
    std::unique_ptr<test::OfficialSourceServers> m_official; ///< Federal Register, eCFR, U.S. Code
};

QTEST_GUILESS_MAIN(QueryRoutingRunTest)
#include "QueryRoutingRunTest.moc"
