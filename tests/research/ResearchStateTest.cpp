// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ResearchState.h"

#include <QTest>

using namespace lmars;
using nlohmann::json;

namespace {

model::SearchResult web(const QString& url, const QString& id)
{
    model::SearchResult r;
    r.id = id;
    r.type = model::SourceType::Web;
    r.url = url;
    r.title = QStringLiteral("T ") + id;
    r.authority = model::authorityTierForUrl(url);
    return r;
}

} // namespace

class ResearchStateTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void deduplicatesByNormalizedUrlAndNumbersInOrder()
    {
        model::ResearchState s;
        bool added = false;
        QCOMPARE(
            s.addSource(web(QStringLiteral("https://www.example.gov/a?utm_source=x"), QStringLiteral("w1")), &added),
            1);
        QVERIFY(added);
        QCOMPARE(s.addSource(web(QStringLiteral("https://b.org/x"), QStringLiteral("w2")), &added), 2);
        QCOMPARE(s.addSource(web(QStringLiteral("HTTPS://example.gov/a/"), QStringLiteral("w3")), &added), 1);
        QVERIFY(!added);
        QCOMPARE(s.sources.size(), 2);
        QCOMPARE(s.numberOf(QStringLiteral("w2")), 2);
        QCOMPARE(s.numberOf(QStringLiteral("nope")), 0);
    }

    void caseLawDeduplicatesByOpinion()
    {
        model::ResearchState s;
        model::SearchResult a;
        a.id = QStringLiteral("caselaw:opinion:7");
        a.type = model::SourceType::CaseLaw;
        a.url = QStringLiteral("https://www.courtlistener.com/opinion/1/x/");
        a.courtCase.emplace().opinionId = QStringLiteral("7");
        model::SearchResult b = a; // same cluster URL, another opinion
        b.id = QStringLiteral("caselaw:opinion:8");
        b.courtCase->opinionId = QStringLiteral("8");
        QCOMPARE(s.addSource(a), 1);
        QCOMPARE(s.addSource(b), 2);
        QCOMPARE(s.addSource(a), 1);
    }

    void trajectoryHasEveryContractKey()
    {
        model::ResearchState s;
        s.id = QStringLiteral("abc");
        s.question = QStringLiteral("Q?");
        s.status = model::RunStatus::Finished;
        s.startedAt = QDateTime::currentDateTimeUtc();
        s.finishedAt = s.startedAt.addSecs(3);
        s.followUps.append({QStringLiteral("Where?"), QStringLiteral("jurisdiction"), QStringLiteral("CA")});
        s.analysis.present = true;
        s.analysis.jurisdiction = QStringLiteral("California");
        model::Iteration iteration;
        iteration.queries.append({QStringLiteral("q"),
                                  model::QueryType::WebSearch,
                                  model::SourceType::Web,
                                  QStringLiteral("serper"),
                                  2,
                                  10,
                                  {}});
        iteration.resultIds = QStringList{QStringLiteral("w1")};
        s.iterations.append(iteration);
        s.addSource(web(QStringLiteral("https://a.gov/"), QStringLiteral("w1")));
        s.answer.markdown = QStringLiteral("A [1].");
        s.answer.citations.append({1, QStringLiteral("w1")});
        s.answer.unresolvedMarkers = {4};
        s.errors.append(
            {model::Stage::Search, QStringLiteral("courtlistener"), QStringLiteral("down"), 1, lmars::ErrorKind::Http});

        const json j = s.toJson();
        for (const char* key : {"version", "id", "question", "mode", "status", "startedAt", "finishedAt", "followUps",
                                "analysis", "iterations", "sources", "answer", "usage", "timings", "errors"})
            QVERIFY2(j.contains(key), key);
        for (const char* key : {"question", "reason", "answer"})
            QVERIFY2(j["followUps"][0].contains(key), key);
        for (const char* key : {"legalArea", "jurisdiction", "asOfDate", "parties", "timeline", "urgency"})
            QVERIFY2(j["analysis"].contains(key), key);
        for (const char* key : {"index", "queries", "resultIds", "verdict"})
            QVERIFY2(j["iterations"][0].contains(key), key);
        QVERIFY(j["iterations"][0]["verdict"].is_null());
        QVERIFY(j["iterations"][0]["queries"][0]["text"] == "q");
        QVERIFY(j["iterations"][0]["queries"][0]["source"] == "web");
        for (const char* key :
             {"id", "n", "type", "title", "url", "site", "date", "snippet", "content", "authority", "metadata"})
            QVERIFY2(j["sources"][0].contains(key), key);
        QVERIFY(j["sources"][0]["n"] == 1);
        QVERIFY(j["sources"][0]["authority"] == "primary");
        for (const char* key : {"markdown", "keyPoints", "disclaimers", "citations", "unresolvedMarkers"})
            QVERIFY2(j["answer"].contains(key), key);
        QVERIFY(j["answer"]["citations"][0]["sourceId"] == "w1");
        for (const char* key : {"calls", "promptTokens", "completionTokens"})
            QVERIFY2(j["usage"].contains(key), key);
        QVERIFY(j["timings"].contains("totalMs"));
        QVERIFY(j["timings"].contains("stages"));
        for (const char* key : {"stage", "source", "message"})
            QVERIFY2(j["errors"][0].contains(key), key);
    }

    void roundTripsThroughJson()
    {
        model::ResearchState s;
        s.id = QStringLiteral("id-1");
        s.question = QStringLiteral("Q?");
        s.status = model::RunStatus::Cancelled;
        s.startedAt = QDateTime::fromString(QStringLiteral("2026-11-21T05:00:00.000Z"), Qt::ISODateWithMs);
        s.analysis.present = true;
        s.analysis.legalArea = QStringLiteral("tax");
        s.analysis.parties.append({QStringLiteral("A"), QStringLiteral("buyer")});
        s.addSource(web(QStringLiteral("https://a.gov/"), QStringLiteral("w1")));
        s.answer.markdown = QStringLiteral("x [1]");
        s.answer.keyPoints = {QStringLiteral("k")};
        s.usage.calls = 3;
        s.totalMs = 1234;
        s.mode = model::ResearchMode::MultiTurn;
        s.plannedQueries.append({QStringLiteral("p"), model::QueryType::CaseLaw, 2});
        model::Iteration iteration;
        iteration.queries.append({QStringLiteral("q"), model::QueryType::CaseLaw, model::SourceType::CaseLaw,
                                  QStringLiteral("courtlistener"), 0, 12, QStringLiteral("HTTP 503")});
        iteration.pages.append({QStringLiteral("https://a.gov/"), QStringLiteral("w1"), true, {}, 4000, 80});
        iteration.pages.append(
            {QStringLiteral("https://b.gov/x.pdf"), QStringLiteral("w2"), false, QStringLiteral("not a PDF"), 0, 5});
        model::Verdict verdict;
        verdict.reasoning = QStringLiteral("thin");
        verdict.missingInformation = {QStringLiteral("the statute")};
        iteration.verdict = verdict;
        s.iterations.append(iteration);
        s.stages.append({model::Stage::Search, 1, 300});
        s.stages.append({model::Stage::Summary, 0, 900});
        s.errors.append(
            {model::Stage::Search, QStringLiteral("courtlistener"), QStringLiteral("down"), 1, lmars::ErrorKind::Http});
        const json once = s.toJson();
        QCOMPARE(once["mode"].get<std::string>(), std::string("multi"));
        QCOMPARE(once["status"].get<std::string>(), std::string("cancelled"));
        QCOMPARE(once["plannedQueries"][0]["source"].get<std::string>(), std::string("case_law"));
        QCOMPARE(once["iterations"][0]["queries"][0]["source"].get<std::string>(), std::string("caselaw"));
        QCOMPARE(once["timings"]["stages"][0]["name"].get<std::string>(), std::string("search#1"));
        QCOMPARE(once["errors"][0]["stage"].get<std::string>(), std::string("search"));
        const model::ResearchState back = model::ResearchState::fromJson(once);
        QCOMPARE(back.iterations.at(0).pages.size(), 2);
        QCOMPARE(back.iterations.at(0).pages.at(1).reason, QStringLiteral("not a PDF"));
        QVERIFY(back.iterations.at(0).verdict && !back.iterations.at(0).verdict->sufficient);
        QCOMPARE(back.stageMs(model::Stage::Search, 1), qint64(300));
        QCOMPARE(back.errors.at(0).iteration, 1);
        const json twice = model::ResearchState::fromJson(once).toJson();
        QCOMPARE(QByteArray::fromStdString(twice.dump()), QByteArray::fromStdString(once.dump()));
    }

    void verificationRoundTripsAndCounts()
    {
        model::ResearchState s;
        s.answer.markdown = QStringLiteral("See Smith v. Jones, 123 F.3d 456 (9th Cir. 1999) [1].");
        QVERIFY(s.toJson()["verification"].is_null()); // never checked: no record
        s.verification.present = true;
        model::VerifiedCitation c;
        c.citation.kind = model::CitationKind::Case;
        c.citation.start = 4;
        c.citation.end = 50;
        c.citation.normalized = QStringLiteral("123 F.3d 456");
        c.check.status = model::CitationStatus::Mismatch;
        c.check.reason = QStringLiteral("This citation is Doe v. Roe, not Smith v. Jones.");
        c.found = {QStringLiteral("Doe v. Roe"),
                   QStringLiteral("ca9"),
                   QStringLiteral("1999-08-12"),
                   QStringLiteral("https://www.courtlistener.com/opinion/1/doe-v-roe/"),
                   {}};
        c.sourceN = 1;
        s.verification.citations << c;
        model::VerifiedQuote q;
        q.text = QStringLiteral("the quick brown fox jumps over");
        q.status = model::QuoteStatus::Verified;
        q.similarity = 1.0;
        s.verification.quotes << q;
        model::VerifiedClaim claim;
        claim.sentence = QStringLiteral("The deposit is due in 21 days [1].");
        claim.sourceNs = {1};
        claim.status = model::ClaimStatus::NotSupported;
        claim.missingFacts = {QStringLiteral("21 days")};
        s.verification.claims << claim;
        s.verification.notes << QStringLiteral("Cases were not checked.");

        const json once = s.toJson();
        QCOMPARE(once["version"].get<int>(), 2);
        const json& v = once["verification"];
        QCOMPARE(v["citations"][0]["status"].get<std::string>(), std::string("mismatch"));
        QCOMPARE(v["citations"][0]["found"]["caseName"].get<std::string>(), std::string("Doe v. Roe"));
        QCOMPARE(v["claims"][0]["status"].get<std::string>(), std::string("not_supported"));
        QCOMPARE(v["counts"]["flagged"].get<int>(), 2); // the mismatch and the unsupported claim
        QCOMPARE(v["counts"]["citations"]["mismatch"].get<int>(), 1);
        QCOMPARE(v["counts"]["quotes"]["verified"].get<int>(), 1);
        const model::ResearchState back = model::ResearchState::fromJson(once);
        QVERIFY(back.verification.present);
        QCOMPARE(back.verification.citations.at(0).found.court, QStringLiteral("ca9"));
        QCOMPARE(back.verification.claims.at(0).missingFacts, QStringList{QStringLiteral("21 days")});
        QCOMPARE(QByteArray::fromStdString(back.toJson().dump()), QByteArray::fromStdString(once.dump()));

        json version1 = once; // a session saved before verification existed
        version1.erase("verification");
        version1["version"] = 1;
        QVERIFY(!model::ResearchState::fromJson(version1).verification.present);
    }

    void malformedDocumentsDoNotThrow()
    {
        const json bad = {{"iterations", {{{"index", "not a number"}}}}, {"sources", 5}, {"usage", {{"calls", "x"}}}};
        const model::ResearchState s = model::ResearchState::fromJson(bad);
        QVERIFY(s.sources.isEmpty());
    }
};

QTEST_GUILESS_MAIN(ResearchStateTest)
#include "ResearchStateTest.moc"
