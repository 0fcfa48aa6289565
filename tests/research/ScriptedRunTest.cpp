// SPDX-License-Identifier: GPL-3.0-or-later
// The research logic of a Simple Mode run with an in-process scripted model and search source
// (tests/support/ScriptedChatModel, ScriptedSearchSource): no HTTP, every reply chosen here.
#include "EventLog.h"
#include "ScriptedChatModel.h"
#include "ScriptedSearchSource.h"
#include "SourceMetadata.h"
#include "research/ResearchRun.h"

#include <QSet>
#include <QTest>

using namespace lmars;
using Json = nlohmann::json;
using test::ScriptedChatModel;
using test::ScriptedSearchSource;

namespace {

const QString kQuestion = QStringLiteral("My landlord in California kept my deposit. What can I do?");
const QString kQuery = QStringLiteral("California security deposit return deadline");
/// What the web source is asked: the planned query as written; the as-of date goes as a date, not a word.
const QString kSentQuery = kQuery;

using lmars::test::EventLog;

/// A model scripted for one simple run (query analysis, one planned query, the given answer) and a
/// web source that answers that query with two results.
struct Fixture
{
    std::shared_ptr<ScriptedChatModel> model = std::make_shared<ScriptedChatModel>();
    std::shared_ptr<ScriptedSearchSource> web = std::make_shared<ScriptedSearchSource>();
    model::SearchResult statute = ScriptedSearchSource::webResult(
        QStringLiteral("https://leginfo.legislature.ca.gov/civ/1950.5"), QStringLiteral("California Civil Code 1950.5"),
        QStringLiteral("Within 21 days after the tenant has vacated the premises"));
    model::SearchResult guide =
        ScriptedSearchSource::webResult(QStringLiteral("https://www.courts.ca.gov/selfhelp-deposits.htm"),
                                        QStringLiteral("Security deposits - California Courts"),
                                        QStringLiteral("A landlord who keeps a deposit in bad faith may owe twice"));
    EventLog log;

    /// answer: the streamed deltas; extraQueries: planned after the first, with results only if scripted.
    explicit Fixture(const QStringList& answer, const QStringList& extraQueries = {})
    {
        model->addStructured(QStringLiteral("query_analysis"),
                             Json{{"legal_area", "landlord-tenant law"},
                                  {"jurisdiction", "California"},
                                  {"as_of_date", "2025-06-30"},
                                  {"parties", Json::array({{{"name", "the tenant"}, {"role", "tenant"}}})},
                                  {"timeline", "moved out a month ago"},
                                  {"urgency", "medium"}});
        Json queries = Json::array({{{"query", kQuery.toStdString()}, {"type", "web_search"}, {"priority", 1}}});
        for (const QString& q : extraQueries)
            queries.push_back({{"query", q.toStdString()}, {"type", "web_search"}, {"priority", 2}});
        model->addStructured(QStringLiteral("search_queries"), Json{{"queries", queries}});
        model->addStream(answer);
        web->setResults(kSentQuery, {statute, guide});
    }

    std::unique_ptr<research::ResearchRun> makeRun(const research::ResearchOptions& options = {})
    {
        auto run = std::make_unique<research::ResearchRun>(kQuestion, options, model,
                                                           QList<std::shared_ptr<search::SearchSource>>{web});
        run->addObserver(&log);
        return run;
    }
};

} // namespace

class ScriptedRunTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void simpleRunNumbersSourcesAndResolvesCitations()
    {
        const QStringList answer{QStringLiteral("Your landlord must return the deposit within 21 days [1]. "),
                                 QStringLiteral("Keeping it in bad faith can cost up to twice its amount [2].\n\n"),
                                 QStringLiteral("## Disclaimers\n\n- This is legal information, not legal advice.\n")};
        Fixture f(answer);
        auto run = f.makeRun();
        const Result<void> outcome = run->run(CancelToken());
        QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().toString()));
        const model::ResearchState& s = run->state();
        QCOMPARE(s.status, lmars::model::RunStatus::Finished);
        QVERIFY(s.errors.isEmpty());

        // The query agent's structured replies became the analysis and the plan.
        QVERIFY(s.analysis.present);
        QCOMPARE(s.analysis.jurisdiction, QStringLiteral("California"));
        QCOMPARE(s.analysis.asOf.day(), QDate(2025, 6, 30));
        QCOMPARE(s.plannedQueries.size(), 1);
        QCOMPARE(s.plannedQueries.first().text, kQuery);

        // The source was asked once, with the planned query and the inferred as-of date.
        const QList<search::SearchQuery> asked = f.web->queries();
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().text, kSentQuery);
        QCOMPARE(asked.first().asOf.day(), QDate(2025, 6, 30));
        QCOMPARE(asked.first().asOf.origin(), model::AsOfOrigin::Question);
        QCOMPARE(s.settings.effectiveAsOf, model::AsOf(QDate(2025, 6, 30), model::AsOfOrigin::Question));

        // Both results are sources [1] and [2], in the order the source gave them.
        QCOMPARE(s.sources.size(), 2);
        QCOMPARE(s.sources.at(0).id, f.statute.id);
        QCOMPARE(s.sources.at(1).id, f.guide.id);
        QVERIFY(lmars::test::metadataOf(s.sources.at(0)).contains("retrievedAt"));
        QCOMPARE(s.iterations.size(), 1);
        QCOMPARE(s.iterations.first().resultIds, (QStringList{f.statute.id, f.guide.id}));
        QCOMPARE(s.iterations.first().queries.size(), 1);
        QCOMPARE(s.iterations.first().queries.first().resultCount, 2);
        QCOMPARE(s.iterations.first().queries.first().sourceName, QStringLiteral("scripted"));

        // The streamed answer: deltas as sent, both markers resolved to their sources.
        QCOMPARE(f.log.deltas, answer);
        QCOMPARE(s.answer.rawMarkdown, answer.join(QString()));
        QVERIFY2(s.answer.markdown.contains(QStringLiteral("within 21 days [1]")), qPrintable(s.answer.markdown));
        QVERIFY(!s.answer.markdown.contains(QStringLiteral("Disclaimers")));
        QCOMPARE(s.answer.disclaimers, QStringList{QStringLiteral("This is legal information, not legal advice.")});
        QCOMPARE(s.answer.citations.size(), 2);
        QCOMPARE(s.answer.citations.at(0).n, 1);
        QCOMPARE(s.answer.citations.at(0).sourceId, f.statute.id);
        QCOMPARE(s.answer.citations.at(1).n, 2);
        QCOMPARE(s.answer.citations.at(1).sourceId, f.guide.id);
        QVERIFY(s.answer.unresolvedMarkers.isEmpty());
        QVERIFY(s.uscore.has_value());

        // The model saw three calls: the analysis and the plan at once (either first), then the
        // summary, whose prompt carried both sources.
        const QList<ScriptedChatModel::Call> calls = f.model->calls();
        QCOMPARE(calls.size(), 3);
        const QSet<QString> firstTwo{calls.at(0).key, calls.at(1).key};
        QCOMPARE(firstTwo, (QSet<QString>{QStringLiteral("query_analysis"), QStringLiteral("search_queries")}));
        QCOMPARE(calls.at(2).key, ScriptedChatModel::streamKey());
        QVERIFY(calls.at(2).streamed);
        QVERIFY(calls.at(2).prompt().contains(f.statute.title));
        QVERIFY(calls.at(2).prompt().contains(f.guide.title));
        QVERIFY(f.model->unusedReplies().isEmpty());
        QCOMPARE(s.usage.calls, 3);

        QCOMPARE(f.log.types.first(), QStringLiteral("stage_started"));
        QCOMPARE(f.log.types.last(), QStringLiteral("finished"));
        QCOMPARE(f.log.types.count(QStringLiteral("answer_delta")), answer.size());
    }

    void theUsersDateAndMatterTravelInTheSearchRequest()
    {
        Fixture f({QStringLiteral("The deposit comes back within 21 days [1].")});
        research::ResearchOptions options;
        options.asOf = model::AsOf(QDate(2019, 6, 30), model::AsOfOrigin::User);
        options.matter = QStringLiteral(" Acme v. Widget ");
        auto run = f.makeRun(options);
        QVERIFY(run->run(CancelToken()).ok());
        const QList<search::SearchQuery> asked = f.web->queries();
        QCOMPARE(asked.size(), 1);
        QCOMPARE(asked.first().text, kQuery); // the words as planned, no year added
        // The user's date wins over the question's (2025-06-30) and keeps its origin.
        QCOMPARE(asked.first().asOf, model::AsOf(QDate(2019, 6, 30), model::AsOfOrigin::User));
        QCOMPARE(asked.first().matter, std::optional<QString>(QStringLiteral("Acme v. Widget")));
        const model::ResearchState& s = run->state();
        QCOMPARE(s.settings.asOf, options.asOf);
        QCOMPARE(s.settings.effectiveAsOf, options.asOf);
        QCOMPARE(s.settings.matter, QStringLiteral("Acme v. Widget"));
        const Json doc = s.toJson();
        QVERIFY(doc["settings"]["asOfDate"] == "2019-06-30");
        QVERIFY(doc["settings"]["effectiveAsOfDateFrom"] == "user");

        // Without a matter, every matter is searched.
        Fixture plain({QStringLiteral("The deposit comes back within 21 days [1].")});
        auto noMatter = plain.makeRun();
        QVERIFY(noMatter->run(CancelToken()).ok());
        QVERIFY(!plain.web->queries().first().matter);
    }

    void markerWithoutASourceIsReported()
    {
        Fixture f({QStringLiteral("The deadline is 21 days [1], and the penalty is twice the deposit [3].\n")});
        auto run = f.makeRun();
        QVERIFY(run->run(CancelToken()).ok());
        const model::ResearchState& s = run->state();
        QCOMPARE(s.status, lmars::model::RunStatus::Finished);
        QCOMPARE(s.answer.citations.size(), 1);
        QCOMPARE(s.answer.citations.first().sourceId, f.statute.id);
        QCOMPARE(s.answer.unresolvedMarkers, QList<int>{3});
        QCOMPARE(s.errors.size(), 1);
        QCOMPARE(s.errors.first().stage, lmars::model::Stage::Summary);
        QVERIFY(!s.answer.disclaimers.isEmpty()); // the standard one, as the model wrote none
    }

    void cancelDuringTheSummaryKeepsSourcesAndPartialText()
    {
        const QStringList answer{QStringLiteral("Your landlord must return the deposit [1]. "),
                                 QStringLiteral("This part never arrives [2].")};
        Fixture f(answer);
        CancelToken cancel;
        f.log.onEventHook = [cancel](const model::ResearchEvent& event) {
            if (event.type == model::ResearchEvent::Type::AnswerDelta)
                cancel.cancel();
        };
        auto run = f.makeRun();
        const Result<void> outcome = run->run(cancel);
        QVERIFY(!outcome.ok());
        QVERIFY(outcome.error().isCancelled());
        const model::ResearchState& s = run->state();
        QCOMPARE(s.status, lmars::model::RunStatus::Cancelled);
        QCOMPARE(s.sources.size(), 2);
        QCOMPARE(f.log.deltas, QStringList{answer.first()});
        QCOMPARE(s.answer.rawMarkdown, answer.first());
        QCOMPARE(f.log.types.last(), QStringLiteral("finished"));
    }

    void failedSearchOnOneQueryDegradesTheRun()
    {
        // Two planned queries; the second one's search fails. The run answers from the first.
        Fixture f({QStringLiteral("The deadline is 21 days [1].\n")}, {QStringLiteral("deposit penalty")});
        f.web->setError(QStringLiteral("deposit penalty"), Error(ErrorKind::Http, QStringLiteral("HTTP 500"), 500));
        auto run = f.makeRun();
        QVERIFY(run->run(CancelToken()).ok());
        const model::ResearchState& s = run->state();
        QCOMPARE(s.status, lmars::model::RunStatus::Finished);
        QCOMPARE(f.web->queries().size(), 2);
        QCOMPARE(s.sources.size(), 2);
        QCOMPARE(s.errors.size(), 1);
        QCOMPARE(s.errors.first().stage, lmars::model::Stage::Search);
        QVERIFY2(s.errors.first().message.contains(QStringLiteral("deposit penalty")),
                 qPrintable(s.errors.first().message));
        QCOMPARE(s.iterations.first().queries.size(), 2);
        QVERIFY(s.answer.unresolvedMarkers.isEmpty());
    }

    void unscriptedCallFailsNamingIt()
    {
        ScriptedChatModel model;
        llm::ChatRequest request;
        request.messages.append({llm::ChatMessage::Role::User, QStringLiteral("hello")});
        const auto reply = model.structured(request, {QStringLiteral("judgment"), Json{{"type", "object"}}});
        QVERIFY(!reply.ok());
        QVERIFY(reply.error().summary.contains(QStringLiteral("judgment")));
        QCOMPARE(model.callCount(QStringLiteral("judgment")), 1);
    }
};

QTEST_GUILESS_MAIN(ScriptedRunTest)
#include "ScriptedRunTest.moc"
