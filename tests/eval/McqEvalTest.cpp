// SPDX-License-Identifier: GPL-3.0-or-later
// Unit tests of the multiple-choice eval pieces: dataset validation, letter parsing, the judge's
// majority vote, report statistics, and the evidence archive's request keys.
#include "SharedData.h"
#include "eval/AnswerRater.h"
#include "eval/EvalReport.h"
#include "eval/McqAnswerParser.h"
#include "eval/McqAnswerer.h"
#include "eval/McqCondition.h"
#include "eval/McqDataset.h"
#include "llm/ChatModel.h"
#include "research/EvidenceArchive.h"
#include "research/RecordingSearchSource.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace lmars;
using Json = nlohmann::json;

/// QCOMPARE for JSON values (QTest cannot print nlohmann::json), showing both sides on failure.
#define JCOMPARE(actual, expected)                                                                                     \
    QVERIFY2((actual) == (expected),                                                                                   \
             (std::string(#actual " = ") + Json(actual).dump() + " != " + Json(expected).dump()).c_str())

namespace {

/// A search source that counts its calls and answers with one result per query.
class CountingSource final : public search::SearchSource
{
public:
    model::SourceType type() const override { return model::SourceType::Web; }
    QString name() const override { return QStringLiteral("serper"); }
    Result<QList<model::SearchResult>> search(const search::SearchQuery& query, const CancelToken&) override
    {
        ++calls;
        if (query.text.contains(QLatin1String("fail")))
            return Error(ErrorKind::Http, QStringLiteral("Serper answered HTTP 500."), 500);
        model::SearchResult r;
        r.id = QStringLiteral("web:1");
        r.title = QStringLiteral("Result for ") + query.text;
        r.url = QStringLiteral("https://www.ftc.gov/rule");
        r.date = QStringLiteral("2024-05-01");
        r.authority = model::AuthorityTier::Primary;
        r.webResult.emplace().position = 1;
        return QList<model::SearchResult>{r};
    }
    int calls = 0;
};

} // namespace

class McqEvalTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void conditionsAreNamedAsResultLinesRecordThem()
    {
        using eval::McqCondition;
        QCOMPARE(eval::conditionNames(),
                 QStringList({QStringLiteral("closed-book"), QStringLiteral("simple"), QStringLiteral("multi"),
                              QStringLiteral("evidence"), QStringLiteral("library")}));
        McqCondition parsed = McqCondition::ClosedBook;
        QVERIFY(eval::parseCondition(QStringLiteral(" Multi "), &parsed));
        QCOMPARE(parsed, McqCondition::MultiTurn);
        QCOMPARE(eval::researchModeOf(parsed), std::optional(model::ResearchMode::MultiTurn));
        QVERIFY(eval::parseCondition(QStringLiteral("closed-book"), &parsed));
        QVERIFY(!eval::researchModeOf(parsed));
        QVERIFY(!eval::parseCondition(QStringLiteral("open-book"), &parsed));
        QVERIFY(!eval::parseCondition(QString(), &parsed));
    }

    void loadsLegalSearchQa()
    {
        // The benchmark itself (third-party data, CC-BY-4.0) stays in ../shared.
        LMARS_SHARED_PATH_OR_SKIP(path, QStringLiteral("eval/legalsearchqa/legalsearchqa.json"));
        const auto items = eval::McqDataset::load(path);
        QVERIFY2(items.ok(), qPrintable(items.ok() ? QString() : items.error().toString()));
        QCOMPARE(items->size(), 50);
        const eval::McqItem& first = items->first();
        QCOMPARE(first.id, QStringLiteral("lsqa_001"));
        QCOMPARE(first.choices.size(), 4);
        QCOMPARE(first.gold, 1);
        QCOMPARE(first.extra("domain"), QStringLiteral("technology_regulation"));
        QCOMPARE(first.extra("category"), QStringLiteral("status"));
        QVERIFY(first.raw.contains("rationale")); // extra fields are kept
        QVERIFY(!first.hasFollowUpAnswers());
        // The majority-class baseline of LegalSearchQA: gold B on 29 of 50.
        const Json summary = eval::EvalReport::summarize({}, items.value());
        JCOMPARE(summary["baseline"]["letter"], Json("B"));
        JCOMPARE(summary["baseline"]["correct"], Json(29));
        QCOMPARE(summary["baseline"]["accuracy"].get<double>(), 0.58);
    }

    void rejectsMalformedItems_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("[{") << QStringLiteral("is not valid JSON");
        QTest::newRow("object") << QByteArray("{}") << QStringLiteral("must be a JSON array");
        QTest::newRow("empty") << QByteArray("[]") << QStringLiteral("holds no questions");
        QTest::newRow("no id") << QByteArray(R"([{"question":"q","choices":["a","b"],"gold":0}])")
                               << QStringLiteral("set.json, question 1: \"id\" is missing");
        QTest::newRow("duplicate id") << QByteArray(R"([{"id":"a","question":"q","choices":["a","b"],"gold":0},
                             {"id":"a","question":"q","choices":["a","b"],"gold":0}])")
                                      << QStringLiteral(
                                             "question 2 (id \"a\"): the id is used by an earlier question too");
        QTest::newRow("no question") << QByteArray(R"([{"id":"x","question":" ","choices":["a","b"],"gold":0}])")
                                     << QStringLiteral("\"question\" is missing or empty");
        QTest::newRow("one choice") << QByteArray(R"([{"id":"x","question":"q","choices":["a"],"gold":0}])")
                                    << QStringLiteral("\"choices\" must be an array of 2 to 8 strings");
        QTest::newRow("numeric choice") << QByteArray(R"([{"id":"x","question":"q","choices":["a",2],"gold":0}])")
                                        << QStringLiteral("every choice must be a non-empty string");
        QTest::newRow("gold letter") << QByteArray(R"([{"id":"x","question":"q","choices":["a","b"],"gold":"B"}])")
                                     << QStringLiteral("\"gold\" must be the 0-based index");
        QTest::newRow("gold range") << QByteArray(R"([{"id":"x","question":"q","choices":["a","b"],"gold":2}])")
                                    << QStringLiteral("\"gold\" is 2, but there are only 2 choices");
    }

    void rejectsMalformedItems()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        const auto items = eval::McqDataset::parse(json, QStringLiteral("set.json"));
        QVERIFY(!items.ok());
        QCOMPARE(items.error().kind, ErrorKind::Usage);
        QVERIFY2(items.error().summary.contains(message), qPrintable(items.error().summary));
    }

    void parsesLetters()
    {
        using P = eval::McqAnswerParser;
        QCOMPARE(P::fromStructured({{"answer", "B"}, {"reasoning", ""}}, 4).index, 1);
        QCOMPARE(P::fromStructured({{"answer", "B"}, {"reasoning", ""}}, 4).method, QStringLiteral("structured"));
        QCOMPARE(P::fromStructured({{"answer", "(c)"}}, 4).index, 2);
        QCOMPARE(P::fromStructured({{"answer", "**D**"}}, 4).index, 3);
        QCOMPARE(P::fromStructured({{"answer", "A) It applies"}}, 4).index, 0);
        QCOMPARE(P::fromStructured({{"answer", "A) It applies"}}, 4).method, QStringLiteral("text"));
        QCOMPARE(P::fromStructured({{"answer", "Answer: C"}}, 4).index, 2);
        QCOMPARE(P::fromStructured({{"answer", ""}, {"reasoning", "So the rule holds.\nANSWER: B"}}, 4).index, 1);
        QCOMPARE(P::fromStructured({{"answer", "E"}}, 4).index, -1); // beyond the choices
        QCOMPARE(P::fromStructured({{"answer", "unsure"}, {"reasoning", "A or B"}}, 4).method, QStringLiteral("none"));

        QCOMPARE(P::fromText(QStringLiteral("Reasoning...\nANSWER: C"), 4).index, 2);
        QCOMPARE(P::fromText(QStringLiteral("answer: (b)."), 4).index, 1);
        QCOMPARE(P::fromText(QStringLiteral("**Answer:** D"), 4).index, 3);
        QCOMPARE(P::fromText(QStringLiteral("The answer is A."), 4).index, 0);
        QCOMPARE(P::fromText(QStringLiteral("ANSWER: A then, on reflection, ANSWER: B"), 4).index, 1); // the last
        QCOMPARE(P::fromText(QStringLiteral("B. Because the order was revoked."), 4).index, 1);
        QCOMPARE(P::fromText(QStringLiteral("(C) the threshold"), 4).index, 2);
        QCOMPARE(P::fromText(QStringLiteral("D"), 4).index, 3);
        // Words that merely start with a letter, or an article after "answer", are no answer.
        QCOMPARE(P::fromText(QStringLiteral("A landlord must return the deposit."), 4).index, -1);
        QCOMPARE(P::fromText(QStringLiteral("The answer is a matter of state law."), 4).index, -1);
        QCOMPARE(P::fromText(QStringLiteral("Answer: a landlord must act."), 4).index, -1);
        QCOMPARE(P::fromText(QStringLiteral("I cannot tell."), 4).index, -1);
    }

    void schemasAreStrict()
    {
        for (const llm::StructuredSchema& s : {eval::McqAnswerer::schema(), eval::AnswerRater::schema()}) {
            QVERIFY(s.name == QLatin1String("mcq_answer") || s.name == QLatin1String("answer_rating"));
            JCOMPARE(s.schema["additionalProperties"], Json(false));
            QCOMPARE(s.schema["required"].size(), s.schema["properties"].size());
            for (const auto& [key, value] : s.schema["properties"].items()) {
                if (value.value("type", std::string()) == "object") {
                    JCOMPARE(value["additionalProperties"], Json(false));
                    QCOMPARE(value["required"].size(), value["properties"].size());
                }
            }
        }
        const Json valid = {{"reasoning", "r"}, {"answer", "B"}, {"confidence", 0.5}};
        QVERIFY(llm::validateAgainstSchema(valid, eval::McqAnswerer::schema().schema).isEmpty());
    }

    void promptsComeFromResources()
    {
        eval::McqItem item;
        item.id = QStringLiteral("x");
        item.question = QStringLiteral("Is the order still in force?");
        item.choices = {QStringLiteral("Yes"), QStringLiteral("No")};
        item.gold = 1;
        const auto closed = eval::McqAnswerer::messages(item, {}, QDate(2026, 3, 1));
        QCOMPARE(closed.size(), 2);
        QVERIFY(closed.first().content.contains(QStringLiteral("2026-03-01")));
        QVERIFY(closed.first().content.contains(QStringLiteral("No research was done")));
        QVERIFY(closed.last().content.contains(QStringLiteral("A. Yes\nB. No")));
        QVERIFY(!closed.last().content.contains(QStringLiteral("{{")));
        eval::McqEvidence evidence;
        evidence.kind = eval::McqEvidence::Kind::Sources;
        model::SearchResult r;
        r.title = QStringLiteral("Executive Order 14148");
        r.url = QStringLiteral("https://www.federalregister.gov/eo");
        evidence.sources = {r};
        const auto withSources = eval::McqAnswerer::messages(item, evidence, QDate(2026, 3, 1));
        QVERIFY(withSources.last().content.contains(QStringLiteral("Executive Order 14148")));
        QVERIFY(withSources.first().content.contains(QStringLiteral("no answer was written")));
    }

    void majorityVote()
    {
        using R = eval::AnswerRater;
        QCOMPARE(R::majorityOf({QStringLiteral("high"), QStringLiteral("high"), QStringLiteral("moderate"),
                                QStringLiteral("low")}),
                 QStringLiteral("high"));
        // Ties: the judge's overall rating when it is among the tied, else the lower rating.
        const QStringList tie{QStringLiteral("low"), QStringLiteral("high"), QStringLiteral("low"),
                              QStringLiteral("high")};
        QCOMPARE(R::majorityOf(tie, QStringLiteral("high")), QStringLiteral("high"));
        QCOMPARE(R::majorityOf(tie, QStringLiteral("moderate")), QStringLiteral("low"));
        QCOMPARE(R::majorityOf({QStringLiteral("bogus")}), QString());
    }

    void statistics()
    {
        using E = eval::EvalReport;
        // Wilson 95% for 3/6: center 0.5, half-width 0.3123837.
        QVERIFY(std::abs(E::wilson(3, 6).low - 0.1876163) < 1e-6);
        QVERIFY(std::abs(E::wilson(3, 6).high - 0.8123837) < 1e-6);
        // 0/10 and 10/10 stay inside [0, 1]; the upper bound of 0/10 is z²/(n+z²) = 0.277533.
        QCOMPARE(E::wilson(0, 10).low, 0.0);
        QVERIFY(std::abs(E::wilson(0, 10).high - 0.277533) < 1e-6);
        QVERIFY(std::abs(E::wilson(10, 10).low - (1.0 - 0.277533)) < 1e-6);
        QCOMPARE(E::wilson(0, 0).high, 0.0);
        // numpy.percentile([1, 2, 3, 4], 50) = 2.5, 90 → 3.7
        QCOMPARE(E::percentile({4, 1, 3, 2}, 0.5), 2.5);
        QVERIFY(std::abs(E::percentile({4, 1, 3, 2}, 0.9) - 3.7) < 1e-12);
        QCOMPARE(E::percentile({7}, 0.9), 7.0);
    }

    void reportComparesFilesSideBySide()
    {
        auto line = [](const char* id, bool correct, const char* domain, double latencyMs) {
            return Json{{"id", id},
                        {"condition", "simple"},
                        {"gold", "A"},
                        {"correct", correct},
                        {"parseError", false},
                        {"status", "ok"},
                        {"domain", domain},
                        {"category", "rule"},
                        {"latencyMs", latencyMs},
                        {"tokens", {{"total", 100}}},
                        {"calls", 4},
                        {"uscore", {{"paper", 0.4}, {"referenceCode", 0.3}}}};
        };
        const QList<eval::ResultSet> sets{
            {QStringLiteral("a.jsonl"), {line("1", true, "tax", 1000), line("2", false, "tax", 3000)}},
            {QStringLiteral("b.jsonl"), {line("1", true, "tax", 2000), line("2", true, "privacy", 2000)}}};
        const Json summary = eval::EvalReport::summarize(sets);
        QCOMPARE(summary["groups"].size(), 2u);
        QCOMPARE(summary["groups"][0]["accuracy"].get<double>(), 0.5);
        QCOMPARE(summary["groups"][1]["accuracy"].get<double>(), 1.0);
        QCOMPARE(summary["groups"][0]["latencyS"]["mean"].get<double>(), 2.0);
        QCOMPARE(summary["groups"][0]["latencyS"]["p50"].get<double>(), 2.0);
        QVERIFY(std::abs(summary["groups"][0]["latencyS"]["p90"].get<double>() - 2.8) < 1e-12);
        QCOMPARE(summary["groups"][0]["uscore"]["referenceCode"].get<double>(), 0.3);
        JCOMPARE(summary["baseline"]["n"], Json(2));
        const QString text = eval::EvalReport::renderText(summary);
        QVERIFY(text.contains(QStringLiteral("a.jsonl")) && text.contains(QStringLiteral("b.jsonl")));
        QVERIFY(text.contains(QStringLiteral("1/1 1.000"))); // b.jsonl, privacy
        QVERIFY(text.contains(QStringLiteral("–")));         // a.jsonl has no privacy question
        QVERIFY(text.contains(QStringLiteral("Majority-class baseline")));
    }

    void reportSumsTokensAndCostPerCondition()
    {
        auto line = [](const char* id, const char* condition, const char* model, qint64 prompt, qint64 cached,
                       qint64 completion, qint64 reasoning) {
            return Json{{"id", id},
                        {"condition", condition},
                        {"model", model},
                        {"gold", "A"},
                        {"correct", true},
                        {"status", "ok"},
                        {"tokens",
                         {{"prompt", prompt},
                          {"cached", cached},
                          {"cacheWrite", 0},
                          {"completion", completion},
                          {"reasoning", reasoning},
                          {"total", prompt + completion}}},
                        {"calls", 3}};
        };
        // A line written before cached tokens were recorded counts none cached.
        const Json old{{"id", "3"},
                       {"condition", "simple"},
                       {"model", "m"},
                       {"gold", "A"},
                       {"correct", true},
                       {"status", "ok"},
                       {"tokens", {{"prompt", 1'000'000}, {"completion", 0}, {"total", 1'000'000}}}};
        const QList<eval::ResultSet> sets{
            {QStringLiteral("run.jsonl"),
             {line("1", "simple", "m", 2'000'000, 1'500'000, 100'000, 40'000),
              line("2", "simple", "m", 1'000'000, 0, 0, 0), old, line("1", "multi", "unpriced", 10, 0, 5, 0)}}};
        model::ModelPrices prices;
        prices.setPrice(QStringLiteral("m"), model::TokenPrice{0.4, 0.1, 1.6});
        prices.setCurrency(QStringLiteral("EUR"));
        const Json summary = eval::EvalReport::summarize(sets, {}, prices);
        QCOMPARE(summary["groups"].size(), 2u);
        const Json& simple = summary["groups"][0]["tokens"];
        JCOMPARE(simple["prompt"], Json(4'000'000));
        JCOMPARE(simple["cached"], Json(1'500'000));
        JCOMPARE(simple["completion"], Json(100'000));
        JCOMPARE(simple["reasoning"], Json(40'000));
        // 0.5 M × 0.4 + 1.5 M × 0.1 + 0.1 M × 1.6 for line 1, 1 M × 0.4 for lines 2 and 3.
        QVERIFY(std::abs(simple["cost"].get<double>() - (0.51 + 0.4 + 0.4)) < 1e-9);
        // A model without a price: no cost rather than a partial one.
        QVERIFY(summary["groups"][1]["tokens"]["cost"].is_null());
        const QString text = eval::EvalReport::renderText(summary);
        QVERIFY2(text.contains(QStringLiteral("1.31 EUR")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("tokens in (cached)")));
        // Without prices the cost stays unknown.
        QVERIFY(eval::EvalReport::summarize(sets)["groups"][0]["tokens"]["cost"].is_null());
    }

    void archiveKeysNormalizedRequests()
    {
        search::SearchQuery q;
        q.text = QStringLiteral("  security   deposit\nCalifornia ");
        search::SearchQuery same = q;
        same.text = QStringLiteral("security deposit California");
        using A = research::EvidenceArchive;
        QCOMPARE(A::keyOf(A::searchRequest(QStringLiteral("serper"), q)),
                 A::keyOf(A::searchRequest(QStringLiteral("serper"), same)));
        QCOMPARE(A::keyOf(A::searchRequest(QStringLiteral("serper"), q)).size(), 64);
        search::SearchQuery later = same;
        later.asOf = model::AsOf(QDate(2020, 1, 1), model::AsOfOrigin::User);
        QVERIFY(A::keyOf(A::searchRequest(QStringLiteral("serper"), later)) !=
                A::keyOf(A::searchRequest(QStringLiteral("serper"), same)));
        QVERIFY(A::keyOf(A::searchRequest(QStringLiteral("courtlistener"), same)) !=
                A::keyOf(A::searchRequest(QStringLiteral("serper"), same)));
        QCOMPARE(A::keyOf(A::pageRequest(QStringLiteral("https://WWW.Example.com/a?utm_source=x"))),
                 A::keyOf(A::pageRequest(QStringLiteral("https://example.com/a"))));
    }

    void archiveRecordsAndReplays()
    {
        QTemporaryDir dir;
        auto recorder = research::EvidenceArchive::open(dir.path(), research::EvidenceArchive::Mode::Record);
        QVERIFY(recorder.ok());
        auto inner = std::make_shared<CountingSource>();
        const auto wrapped = recorder.value()->wrap({inner}, nullptr);
        search::SearchQuery q;
        q.text = QStringLiteral("gdpr fines");
        const auto live = wrapped.first()->search(q);
        QVERIFY(live.ok());
        search::SearchQuery failing;
        failing.text = QStringLiteral("fail please");
        QVERIFY(!wrapped.first()->search(failing).ok());
        QCOMPARE(recorder.value()->storedSearches(), 2);

        auto player = research::EvidenceArchive::open(dir.path(), research::EvidenceArchive::Mode::Replay);
        QVERIFY(player.ok());
        auto misses = std::make_shared<research::EvidenceMisses>();
        const auto sources = player.value()->replaySources({}, misses);
        QVERIFY(sources.ok());
        QCOMPARE(sources->size(), 1);
        QCOMPARE(sources->first()->name(), QStringLiteral("serper"));
        const auto replayed = sources->first()->search(q);
        QVERIFY(replayed.ok());
        QCOMPARE(inner->calls, 2);
        QCOMPARE(replayed->size(), 1);
        QCOMPARE(replayed->first().title, live->first().title);
        QCOMPARE(replayed->first().date, QStringLiteral("2024-05-01"));
        QCOMPARE(replayed->first().authority, model::AuthorityTier::Primary);
        JCOMPARE(replayed->first().toJson().at("metadata"), live->first().toJson().at("metadata"));
        QVERIFY(replayed->first().webResult && replayed->first().webResult->position == 1);
        // A recorded failure replays as the same failure, and is no miss.
        const auto failed = sources->first()->search(failing);
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().kind, ErrorKind::Http);
        QCOMPARE(failed.error().httpStatus, 500);
        QVERIFY(misses->list().isEmpty());
        // A request never recorded is a miss that names it.
        search::SearchQuery other;
        other.text = QStringLiteral("ccpa fines");
        const auto miss = sources->first()->search(other);
        QVERIFY(!miss.ok());
        QCOMPARE(miss.error().kind, ErrorKind::Configuration);
        QVERIFY(miss.error().summary.contains(QStringLiteral("serper search \"ccpa fines\"")));
        QCOMPARE(misses->list().size(), 1);

        QTemporaryDir empty;
        const auto none = research::EvidenceArchive::open(empty.path(), research::EvidenceArchive::Mode::Replay);
        QVERIFY(!none.ok());
        QVERIFY(none.error().summary.contains(QStringLiteral("--record")));
    }
};

QTEST_GUILESS_MAIN(McqEvalTest)
#include "McqEvalTest.moc"
