// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 32, point 3: every prompt that carries the evidence puts a stable prefix first (the
// instructions, then the evidence one block per search round, marked for Anthropic's cache) and
// what varies after it, so the calls of one run repeat the prefix byte for byte.
#include "ScriptedChatModel.h"
#include "agents/ClaimSupportAgent.h"
#include "agents/EvidenceFormatter.h"
#include "agents/JudgeAgent.h"
#include "agents/SummaryAgent.h"
#include "model/ResearchState.h"

#include <QTest>

using namespace lmars;

namespace {

model::SearchResult source(const QString& id, const QString& title, const QString& content)
{
    model::SearchResult s;
    s.id = id;
    s.title = title;
    s.url = QStringLiteral("https://example.gov/") + id;
    s.content = content;
    s.snippet = QStringLiteral("Snippet of ") + title;
    return s;
}

/// A run after its first search round (two sources) or its second (one more).
model::ResearchState state(int rounds)
{
    model::ResearchState st;
    st.question = QStringLiteral("My landlord kept my deposit. What can I do?");
    st.analysis.jurisdiction = QStringLiteral("California, United States");
    st.sources << source(QStringLiteral("a"), QStringLiteral("Civil Code 1950.5"),
                         QStringLiteral("The landlord must return the deposit within 21 days."))
               << source(QStringLiteral("b"), QStringLiteral("Tenant guide"),
                         QStringLiteral("Bad faith retention may cost twice the deposit."));
    model::Iteration first;
    first.index = 1;
    first.resultIds = {QStringLiteral("a"), QStringLiteral("b")};
    st.iterations << first;
    if (rounds > 1) {
        st.sources << source(QStringLiteral("c"), QStringLiteral("Small claims"),
                             QStringLiteral("Small claims court hears deposit disputes up to $12,500."));
        model::Iteration second;
        second.index = 2;
        second.resultIds = {QStringLiteral("c")};
        st.iterations << second;
    }
    return st;
}

nlohmann::json verdict()
{
    return {{"reasoning", "r"},
            {"sourceQuality", "q"},
            {"dateCheck", "d"},
            {"jurisdictionCheck", "j"},
            {"contradictionCheck", "c"},
            {"sufficient", false},
            {"missingInformation", nlohmann::json::array()},
            {"suggestedRefinements", {"x"}}};
}

} // namespace

class StablePrefixTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void evidenceBlocksFollowTheSearchRounds()
    {
        const QStringList one = agents::EvidenceFormatter::blocks(state(1));
        const QStringList two = agents::EvidenceFormatter::blocks(state(2));
        QCOMPARE(one.size(), 1);
        QCOMPARE(two.size(), 2);
        QCOMPARE(two.at(0), one.at(0)); // a later round only appends
        QVERIFY(one.at(0).contains(QStringLiteral("[1] Civil Code 1950.5")));
        QVERIFY(one.at(0).contains(QStringLiteral("[2] Tenant guide")));
        QVERIFY(two.at(1).contains(QStringLiteral("[3] Small claims"))); // numbering continues
        QVERIFY(!two.at(1).contains(QStringLiteral("[1]")));
        QVERIFY(agents::EvidenceFormatter::blocks(model::ResearchState()).isEmpty());
    }

    void judgeCallsOfOneRunShareTheirPrefix()
    {
        test::ScriptedChatModel model;
        model.addStructured(QStringLiteral("judgment"), verdict());
        model.addStructured(QStringLiteral("judgment"), verdict());
        agents::JudgeAgent judge(model, QDate(2026, 11, 29));
        QVERIFY(judge.judge(state(1), 1, 3).ok());
        model::ResearchState later = state(2);
        QVERIFY(judge.judge(later, 2, 3).ok());
        const auto calls = model.calls();
        QCOMPARE(calls.size(), 2);
        const QList<llm::ChatMessage>& first = calls.at(0).messages;
        const QList<llm::ChatMessage>& second = calls.at(1).messages;
        QCOMPARE(first.size(), 3);  // instructions, round 1, what varies
        QCOMPARE(second.size(), 4); // instructions, round 1, round 2, what varies
        for (int i = 0; i < 2; ++i) {
            QCOMPARE(second.at(i).content, first.at(i).content);
            QVERIFY(second.at(i).cacheBreakpoint);
        }
        QVERIFY(second.at(2).cacheBreakpoint);
        // The question and the iteration come after the evidence, never before it.
        for (int i = 0; i < 3; ++i)
            QVERIFY(!second.at(i).content.contains(QStringLiteral("Iteration:")));
        QVERIFY(second.last().content.contains(QStringLiteral("Iteration: 2 of at most 3")));
        QVERIFY(second.last().content.contains(later.question));
        QVERIFY(second.last().content.contains(QStringLiteral("the 3 numbered sources above")));
        QVERIFY(!second.last().cacheBreakpoint);
    }

    void summaryAndClaimChecksSeeTheSameEvidence()
    {
        const model::ResearchState st = state(2);
        test::ScriptedChatModel model;
        model.addStream({QStringLiteral("The deposit is due in 21 days [1].\n\n## Key points\n\n- 21 days [1].\n")});
        agents::SummaryAgent writer(model, QDate(2026, 11, 29));
        QVERIFY(writer.write(st, {}, {}).ok());
        model.addStructured(
            QStringLiteral("claim_support"),
            {{"claims",
              {{{"index", 1}, {"reasoning", "r"}, {"status", "supported"}, {"supportingSpan", ""}, {"sourceN", 1}}}}});
        agents::ClaimSupportAgent checker(model);
        const auto judged =
            checker.check({{1, QStringLiteral("The deposit is due in 21 days [1]."), {1}}},
                          agents::ClaimSupportAgent::Evidence::of(st), st.question, st.analysis.jurisdiction);
        QVERIFY(judged.ok());
        QCOMPARE(judged->size(), 1);
        const QStringList blocks = agents::EvidenceFormatter::blocks(st);
        for (const auto& call : model.calls()) {
            // Message 0 is the agent's instructions; the evidence blocks follow, unchanged.
            QVERIFY(call.messages.size() > blocks.size() + 1);
            for (int i = 0; i < blocks.size(); ++i) {
                QCOMPARE(call.messages.at(i + 1).content, blocks.at(i));
                QVERIFY(call.messages.at(i + 1).cacheBreakpoint);
            }
            QVERIFY(call.messages.last().content.contains(st.question));
        }
    }

    void aClaimGetsThePassagesBeyondItsSourcesExcerpt()
    {
        model::ResearchState st = state(1);
        // A long page: the passage the claim needs lies beyond what the excerpt shows.
        st.sources[0].content = QString(QStringLiteral("Unrelated words about parking rules. ")).repeated(120) +
                                QStringLiteral("The itemized statement must list every deduction. ");
        const auto evidence = agents::ClaimSupportAgent::Evidence::of(st);
        QVERIFY(evidence.beyond.value(1).contains(QStringLiteral("itemized statement")));
        QVERIFY(!evidence.blocks.at(0).contains(QStringLiteral("itemized statement")));
        const QString described = agents::ClaimSupportAgent::describeBeyond(
            {{1, QStringLiteral("The itemized statement must list every deduction [1]."), {1}},
             {2, QStringLiteral("Bad faith may cost twice the deposit [2]."), {2}},
             {3, QStringLiteral("Something [9]."), {9}}},
            evidence.beyond);
        QVERIFY(described.contains(QStringLiteral("[1] further passages, beyond its excerpt above: ")));
        QVERIFY(described.contains(QStringLiteral("The itemized statement must list every deduction.")));
        // A read page's snippet is not in its excerpt, so it goes with the claim; nothing more is left of [2].
        QVERIFY(described.contains(QStringLiteral("[2] further passages, beyond its excerpt above: Snippet of")));
        QVERIFY(described.contains(QStringLiteral("[9] (no such source is listed)")));
        st.sources[1].snippet.clear();
        QVERIFY(agents::ClaimSupportAgent::describeBeyond({{2, QStringLiteral("Twice [2]."), {2}}},
                                                          agents::ClaimSupportAgent::Evidence::of(st).beyond)
                    .contains(QStringLiteral("[2] (its whole text is in its excerpt above)")));
    }
};

QTEST_GUILESS_MAIN(StablePrefixTest)
#include "StablePrefixTest.moc"
