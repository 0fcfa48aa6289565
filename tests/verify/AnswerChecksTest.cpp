// SPDX-License-Identifier: GPL-3.0-or-later
// The model-free checks of an answer (issue 13, points 5 and 6): quotations against their source
// or case, and the facts of cited sentences against the cited sources.
#include "verify/AnswerChecks.h"
#include "parse/CitationExtractor.h"
#include "verify/AnswerSpans.h"
#include "verify/FactMatcher.h"
#include "verify/OfflineCitationChecker.h"
#include "verify/QuoteMatcher.h"

#include <QElapsedTimer>
#include <QTest>

using namespace lmars;
using model::ClaimStatus;
using model::QuoteStatus;

namespace {

const QString kStatute = QStringLiteral(
    "(g)(1) No later than 21 calendar days after the tenant has vacated the premises, but not earlier than the "
    "time that either the landlord or the tenant provides a notice to terminate the tenancy, the landlord shall "
    "furnish the tenant, by personal delivery or by first-class mail, postage prepaid, a copy of an itemized "
    "statement indicating the basis for, and the amount of, any security received and the disposition of the "
    "security, and shall return any remaining portion of the security to the tenant.\n"
    "(l) The bad faith claim or retention by a landlord of a security may subject the landlord to statutory "
    "damages of up to twice the amount of the security, in addition to actual damages.");

QMap<int, verify::SourceText> oneSource(const QString& text, bool snippetOnly = false)
{
    return {{1, verify::SourceText{text, snippetOnly}}};
}

QList<model::VerifiedCitation> checked(const QString& text)
{
    const parse::CitationExtractor extractor;
    verify::OfflineCitationChecker checker;
    return checker.check(extractor.extract(text), {}, CancelToken());
}

} // namespace

class AnswerChecksTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void normalizationIgnoresQuotesEllipsesAndBrackets()
    {
        // Curly quotes in the answer, an ellipsis for left-out words, a bracketed letter change and a
        // bracketed substitution: all the same passage of the statute.
        const QString answer = QStringLiteral(
            "The statute says the landlord “shall furnish the tenant, by personal delivery . . . a copy of an "
            "itemized statement” [1]. It adds that “[t]he bad faith claim or retention by [the owner] of a security "
            "may subject the landlord to statutory damages” [1]. And: \"shall return any remaining portion … to the "
            "tenant\" [1].");
        const auto quotes = verify::AnswerChecks::checkQuotes(answer, {}, oneSource(kStatute), {}, CancelToken());
        QCOMPARE(quotes.size(), 3);
        for (const model::VerifiedQuote& q : quotes) {
            QVERIFY2(q.status == QuoteStatus::Verified, qPrintable(q.text + QStringLiteral(" → ") + q.reason));
            QCOMPARE(q.sourceN, 1);
            QCOMPARE(q.similarity, 1.0);
            QCOMPARE(answer.mid(q.start, q.end - q.start), q.text);
        }
        QVERIFY(quotes.at(0).text.startsWith(QStringLiteral("shall furnish")));
    }

    void misquotationComesWithTheClosestPassage()
    {
        const QString answer = QStringLiteral(
            "Under the statute, a landlord acting in bad faith \"may be liable for damages of up to three times the "
            "amount of the security\" [1]. Short \"quotes are skipped\" [1].");
        const auto quotes = verify::AnswerChecks::checkQuotes(answer, {}, oneSource(kStatute), {}, CancelToken());
        QCOMPARE(quotes.size(), 1); // the second has fewer than six words
        const model::VerifiedQuote& q = quotes.first();
        QCOMPARE(q.status, QuoteStatus::Misquoted);
        QVERIFY2(q.closest.contains(QStringLiteral("twice the amount of the security")), qPrintable(q.closest));
        QVERIFY(q.similarity >= 0.6 && q.similarity < 1.0);
        QVERIFY(q.reason.contains(QStringLiteral("source [1]")));

        // Nothing like it anywhere: not found; the same with only a snippet stays unchecked.
        const QString invented =
            QStringLiteral("The court said \"tenants may withhold rent whenever the heating fails\" [1].");
        const auto none = verify::AnswerChecks::checkQuotes(invented, {}, oneSource(kStatute), {}, CancelToken());
        QCOMPARE(none.first().status, QuoteStatus::NotFound);
        const auto snippet =
            verify::AnswerChecks::checkQuotes(invented, {}, oneSource(kStatute, true), {}, CancelToken());
        QCOMPARE(snippet.first().status, QuoteStatus::Unchecked);
    }

    void blockQuotesAndCaseAttribution()
    {
        const QString answer = QStringLiteral(
            "In Granberry v. Islay Investments, 9 Cal. 4th 738 (1995), the court wrote that \"the security deposit "
            "statute does not bar a landlord from suing\".\n\n"
            "> The landlord shall furnish the tenant, by personal delivery or by first-class mail, postage prepaid, a "
            "copy of an itemized statement.\n"
            "[1]\n\n"
            "Someone once said \"this passage has no source at all\".");
        const auto citations = checked(answer);
        QString asked;
        const auto quotes = verify::AnswerChecks::checkQuotes(
            answer, citations, oneSource(kStatute),
            [&asked](const model::VerifiedCitation& c) {
                asked = c.citation.normalized;
                return QStringLiteral("We hold that the security deposit statute does not bar a landlord from suing "
                                      "for damages beyond the deposit.");
            },
            CancelToken());
        QCOMPARE(quotes.size(), 3);
        QCOMPARE(quotes.at(0).caseCitation, QStringLiteral("9 Cal. 4th 738"));
        QCOMPARE(asked, QStringLiteral("9 Cal. 4th 738"));
        QCOMPARE(quotes.at(0).status, QuoteStatus::Verified);
        QCOMPARE(quotes.at(1).sourceN, 1); // the block quote's marker on the next line
        QCOMPARE(quotes.at(1).status, QuoteStatus::Verified);
        QCOMPARE(quotes.at(2).status, QuoteStatus::Unchecked);

        // Offline, no opinion text: unchecked, with the reason.
        const auto offline = verify::AnswerChecks::checkQuotes(
            answer, citations, oneSource(kStatute), [](const model::VerifiedCitation&) { return QString(); },
            CancelToken());
        QCOMPARE(offline.at(0).status, QuoteStatus::Unchecked);
        QVERIFY(offline.at(0).reason.contains(QStringLiteral("9 Cal. 4th 738")));
    }

    void factsMustAppearInACitedSource()
    {
        // The source says 21 days; the sentence says 30 days: missing. Other facts are normalized.
        const QString answer = QStringLiteral(
            "The landlord has 30 days to return the deposit [1]. Twenty-one days is the deadline under "
            "Cal. Civ. Code § 1950.5 [1]. Damages reach twice the deposit, or $700 on a $350 deposit [2].");
        const QString other =
            QStringLiteral("Example: on a deposit of $350.00 a bad-faith landlord may owe 700 dollars more. Effective "
                           "5/23/2025 under Section 1950.5.");
        QMap<int, verify::SourceText> sources = oneSource(kStatute + QStringLiteral(" Civil Code section 1950.5."));
        sources.insert(2, verify::SourceText{other, false});
        const auto claims = verify::AnswerChecks::checkFacts(answer, checked(answer), sources);
        QCOMPARE(claims.size(), 3);
        QCOMPARE(claims.at(0).missingFacts, QStringList{QStringLiteral("30 days")});
        QCOMPARE(claims.at(0).sourceNs, QList<int>{1});
        QVERIFY2(claims.at(1).missingFacts.isEmpty(), qPrintable(claims.at(1).missingFacts.join(QLatin1Char('|'))));
        QVERIFY2(claims.at(2).missingFacts.isEmpty(), qPrintable(claims.at(2).missingFacts.join(QLatin1Char('|'))));

        model::VerifiedClaim first = claims.at(0);
        verify::AnswerChecks::settle(first, false);
        QCOMPARE(first.status, ClaimStatus::NotSupported);
        QVERIFY(first.reason.contains(QStringLiteral("30 days")));
        model::VerifiedClaim modelSaysYes = claims.at(0);
        modelSaysYes.status = ClaimStatus::Supported;
        verify::AnswerChecks::settle(modelSaysYes, true);
        QCOMPARE(modelSaysYes.status, ClaimStatus::PartiallySupported);
    }

    void factNormalization()
    {
        const auto keys = verify::FactMatcher::sourceKeys(QStringLiteral(
            "within twenty-one (21) days; a 14-day notice; filed May 23, 2025; fee of $1,000.50; 5 percent"));
        for (const char* key : {"duration:21 day", "duration:14 day", "date:2025-05-23", "money:1000.5", "percent:5"})
            QVERIFY2(keys.contains(QString::fromLatin1(key)), key);
        const auto facts = verify::FactMatcher::facts(
            QStringLiteral("By 5/23/2025 [3], pay $1,000.50 within a 21-day period under § 1950.5 since 1995."));
        QStringList found;
        for (const auto& f : facts)
            found << f.key;
        QCOMPARE(found, (QStringList{QStringLiteral("date:2025-05-23"), QStringLiteral("money:1000.5"),
                                     QStringLiteral("duration:21 day"), QStringLiteral("section:1950.5"),
                                     QStringLiteral("number:1995")}));
    }

    void sentencesWithMarkers()
    {
        const QString answer = QStringLiteral("Under Cal. Civ. Code § 1950.5, the deadline is 21 days [1]. No marker "
                                              "here. See Smith v. Jones for more.[2][3]\n- A bullet with one [4]");
        const auto sentences = verify::AnswerSpans::markedSentences(answer);
        QCOMPARE(sentences.size(), 3);
        QVERIFY(sentences.at(0).text.startsWith(QStringLiteral("Under Cal. Civ. Code")));
        QVERIFY(sentences.at(0).text.endsWith(QStringLiteral("[1].")));
        QCOMPARE(sentences.at(1).sourceNs, (QList<int>{2, 3}));
        QCOMPARE(sentences.at(2).text, QStringLiteral("A bullet with one [4]"));
        QCOMPARE(verify::AnswerSpans::markers(QStringLiteral("x [1, 3] y [5-7]")), (QList<int>{1, 3, 5, 6, 7}));
    }

    void closestPassageIsFastOnALargeSource()
    {
        // A source of ~400 KB with the passage near the end, misquoted.
        QString big;
        for (int i = 0; big.size() < 400000; ++i)
            big += QStringLiteral("Paragraph %1 discusses unrelated matters of procedure and notice. ").arg(i);
        big += kStatute;
        QElapsedTimer timer;
        timer.start();
        const auto match = verify::QuoteMatcher::match(
            QStringLiteral(
                "the landlord shall furnish the tenant, by registered mail, a copy of an itemized statement"),
            big);
        QVERIFY(!match.exact);
        QVERIFY(match.passage.contains(QStringLiteral("itemized statement")));
        QVERIFY(match.similarity > 0.6);
        qInfo() << "closest passage in" << big.size() << "chars:" << timer.elapsed() << "ms";
    }
};

QTEST_GUILESS_MAIN(AnswerChecksTest)
#include "AnswerChecksTest.moc"
