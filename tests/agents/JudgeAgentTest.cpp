// SPDX-License-Identifier: GPL-3.0-or-later
#include "agents/JudgeAgent.h"

#include <QTest>

using lmars::agents::JudgeAgent;
using lmars::model::Verdict;

class JudgeAgentTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stripsInstructionPrefixesAndQuotes_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        const QString q = QStringLiteral("California Civil Code 1950.5 penalty");
        QTest::newRow("plain") << q << q;
        QTest::newRow("search for") << QStringLiteral("Search for California Civil Code 1950.5 penalty") << q;
        QTest::newRow("search:") << QStringLiteral("search: California Civil Code 1950.5 penalty.") << q;
        QTest::newRow("look up") << QStringLiteral("Look up \"California Civil Code 1950.5 penalty\"") << q;
        QTest::newRow("try searching") << QStringLiteral("Try searching for California Civil Code 1950.5 penalty") << q;
        QTest::newRow("find") << QStringLiteral("Find California Civil Code 1950.5 penalty") << q;
        QTest::newRow("curly quotes") << QStringLiteral("\u201CCalifornia Civil Code 1950.5 penalty\u201D") << q;
        // A query that merely starts with a word like "research" in another sense keeps its content words.
        QTest::newRow("findings") << QStringLiteral("findings of fact deposit")
                                  << QStringLiteral("findings of fact deposit");
    }

    void stripsInstructionPrefixesAndQuotes()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(JudgeAgent::stripInstruction(input), expected);
    }

    void normalizesForRepeatDetection()
    {
        QCOMPARE(JudgeAgent::normalizeQuery(QStringLiteral("  Civil  Code, § 1950.5!  ")),
                 QStringLiteral("civil code § 1950 5"));
        QCOMPARE(JudgeAgent::normalizeQuery(QStringLiteral("A-B")), JudgeAgent::normalizeQuery(QStringLiteral("a b")));
    }

    void nextQueriesSkipRepeatsAndFallBackToMissingInformation()
    {
        Verdict v;
        v.suggestedRefinements = {QStringLiteral("Search for deposit deadline California"),
                                  QStringLiteral("deposit deadline, California"),
                                  QStringLiteral("small claims deposit")};
        QCOMPARE(JudgeAgent::nextQueries(v, {QStringLiteral("Deposit deadline California")}),
                 QStringList{QStringLiteral("small claims deposit")});
        // At most two new queries.
        v.suggestedRefinements = {QStringLiteral("a1 b"), QStringLiteral("a2 b"), QStringLiteral("a3 b")};
        QCOMPARE(JudgeAgent::nextQueries(v, {}).size(), 2);
        // No usable refinement: the missing information becomes the query.
        v.suggestedRefinements = {QStringLiteral("Search for")};
        v.missingInformation = {QStringLiteral("bad faith penalty amount")};
        QCOMPARE(JudgeAgent::nextQueries(v, {}), QStringList{QStringLiteral("bad faith penalty amount")});
        v.missingInformation.clear();
        QVERIFY(JudgeAgent::nextQueries(v, {}).isEmpty());
    }

    void verdictRoundTripsAndToleratesJunk()
    {
        Verdict v;
        v.sufficient = true;
        v.reasoning = QStringLiteral("r");
        v.missingInformation = {QStringLiteral("m")};
        const Verdict back = Verdict::fromJson(v.toJson());
        QCOMPARE(back.sufficient, true);
        QCOMPARE(back.reasoning, QStringLiteral("r"));
        QCOMPARE(back.missingInformation, QStringList{QStringLiteral("m")});
        const Verdict junk = Verdict::fromJson(nlohmann::json{{"sufficient", "yes"}, {"missingInformation", 3}});
        QCOMPARE(junk.sufficient, false);
        QVERIFY(junk.missingInformation.isEmpty());
    }

    void schemaHasTheFixedNameAndEveryField()
    {
        const auto schema = JudgeAgent::schema();
        QCOMPARE(schema.name, QStringLiteral("judgment"));
        for (const char* key : {"sufficient", "reasoning", "sourceQuality", "dateCheck", "jurisdictionCheck",
                                "contradictionCheck", "missingInformation", "suggestedRefinements"})
            QVERIFY2(schema.schema["properties"].contains(key), key);
        QCOMPARE(schema.schema["required"].size(), 8u);
    }
};

QTEST_GUILESS_MAIN(JudgeAgentTest)
#include "JudgeAgentTest.moc"
