// SPDX-License-Identifier: GPL-3.0-or-later
// U-Score against the examples of uscore.md (tests/fixtures/uscore-examples.json, a copy of
// ../shared/reference/uscore-examples.json) and hand-reasoned cases of uscore.md.
#include "model/UScore.h"
#include "SharedData.h"
#include "common/JsonUtil.h"

#include <QFile>
#include <QTest>

#include <cmath>

using lmars::model::UScore;
using lmars::model::UScoreComponents;

namespace {

constexpr double kTolerance = 1e-9;

bool near(double a, double b)
{
    return std::abs(a - b) <= kTolerance;
}

QString words(int count)
{
    QStringList list;
    for (int i = 0; i < count; ++i)
        list << QStringLiteral("word");
    return list.join(QLatin1Char(' '));
}

} // namespace

class UScoreTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void referenceExamples();
    void fixtureMatchesShared();
    void hedging();
    void hedgingCapitalICuesNeverMatch();
    void hedgingOverlappingCues();
    void hedgingWordBoundariesAreUnicode();
    void tokensSplitOnPythonWhitespace();
    void temporal();
    void citation();
    void jurisdiction();
    void indecisiveness();
    void pythonLowerCase();
    void totalsAndBands();
    void json();
};

void UScoreTest::fixtureMatchesShared()
{
    // The checked-in copy must stay identical to the reference it was copied from.
    LMARS_SHARED_PATH_OR_SKIP(shared, QStringLiteral("reference/uscore-examples.json"));
    QFile original(shared);
    QFile copy(lmars::test::fixturePath(QStringLiteral("uscore-examples.json")));
    QVERIFY(original.open(QIODevice::ReadOnly));
    QVERIFY(copy.open(QIODevice::ReadOnly));
    QVERIFY2(copy.readAll() == original.readAll(),
             "tests/fixtures/uscore-examples.json differs from ../shared/reference: copy it again (see SOURCE.md)");
}

void UScoreTest::referenceExamples()
{
    QFile file(lmars::test::fixturePath(QStringLiteral("uscore-examples.json")));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(QStringLiteral("cannot read ") + file.fileName()));
    const nlohmann::json examples = lmars::json::parse(file.readAll());
    QVERIFY2(examples.is_array() && !examples.empty(), "uscore-examples.json is not a non-empty array");

    int index = 0;
    for (const nlohmann::json& example : examples) {
        const QString answer = lmars::json::field(example, "answer");
        const QStringList sources = lmars::json::toStringList(example.value("sources", nlohmann::json::array()));
        const QString expectedJurisdiction = lmars::json::field(example, "expectedJurisdiction");
        const nlohmann::json& expected = example.at("expected");
        const UScoreComponents u = UScore::compute(answer, sources, expectedJurisdiction);
        const auto check = [&](const char* name, double actual, double wanted) {
            QVERIFY2(near(actual, wanted), qPrintable(QStringLiteral("example %1, %2: got %3, expected %4")
                                                          .arg(index)
                                                          .arg(QString::fromUtf8(name))
                                                          .arg(actual, 0, 'g', 17)
                                                          .arg(wanted, 0, 'g', 17)));
        };
        check("H", u.H, expected.at("H").get<double>());
        check("T", u.T, expected.at("T").get<double>());
        check("C", u.C, expected.at("C").get<double>());
        check("J", u.J, expected.at("J").get<double>());
        check("D", u.D, expected.at("D").get<double>());
        check("paper", u.paper, expected.at("uscorePaper").get<double>());
        check("referenceCode", u.referenceCode, expected.at("uscoreLmarsV1").get<double>());
        ++index;
    }
    QCOMPARE(index, 8);
}

void UScoreTest::hedging()
{
    // 3 tokens, 1 cue ("may"): min(100·1/3, 10)/10 = 1.0.
    QCOMPARE(UScore::hedging(QStringLiteral("It may rain")), 1.0);
    // 20 tokens, 1 cue ("likely"): min(100·1/20, 10)/10 = 0.5.
    QCOMPARE(UScore::hedging(QStringLiteral("The court will likely ") + words(16)), 0.5);
    // No cue: 0; no tokens at all: 0 (not a division by zero).
    QCOMPARE(UScore::hedging(QStringLiteral("The tenant must pay rent.")), 0.0);
    QCOMPARE(UScore::hedging(QString()), 0.0);
    QCOMPARE(UScore::hedging(QStringLiteral(" \n\t ")), 0.0);
    // Multi-word cues: "in some cases" and "subject to change" are 1 each, "generally" 1 → 3.
    QCOMPARE(UScore::hedgeCount(QStringLiteral("In some cases fees are generally subject to change.")), 3);
    // findall counts every occurrence: "if" twice.
    QCOMPARE(UScore::hedgeCount(QStringLiteral("If so, and if not")), 2);
}

void UScoreTest::hedgingCapitalICuesNeverMatch()
{
    // "I think", "I believe", "as far as I know", "last I checked" are matched case-sensitively
    // against the lower-cased text ("i think"), so they never count.
    QCOMPARE(UScore::hedgeCount(QStringLiteral("I think the statute applies and I believe it does")), 0);
    QCOMPARE(UScore::hedgeCount(QStringLiteral("As far as I know")), 0);
    QCOMPARE(UScore::hedging(QStringLiteral("I think so")), 0.0);
    // "last I checked" does not count, but nothing stops "current as of" from counting.
    QCOMPARE(UScore::hedgeCount(QStringLiteral("Last I checked the rule was current as of May")), 2); // + "may"
}

void UScoreTest::hedgingOverlappingCues()
{
    // "it seems" and "seems" both match the same words: 2 cues in 2 + 48 = 50 tokens → 100·2/50 = 4 → 0.4.
    const QString text = QStringLiteral("It seems ") + words(48);
    QCOMPARE(UScore::hedgeCount(text), 2);
    QVERIFY(std::abs(UScore::hedging(text) - 0.4) < kTolerance);
    // "may have changed" also counts "may": 2.
    QCOMPARE(UScore::hedgeCount(QStringLiteral("The rules may have changed")), 2);
}

void UScoreTest::hedgingWordBoundariesAreUnicode()
{
    // Python's \b is Unicode-aware: "é" is a word character, so "mayé" holds no "may"; "maybe" neither.
    QCOMPARE(UScore::hedgeCount(QStringLiteral("mayé maybe")), 0);
    // "-" is not a word character.
    QCOMPARE(UScore::hedgeCount(QStringLiteral("may-be")), 1);
    // "İf" lowers to "i" + U+0307 + "f" (Python's full mapping): the combining dot splits "if".
    QCOMPARE(UScore::hedgeCount(QStringLiteral("\u0130f it rains")), 0);
}

void UScoreTest::tokensSplitOnPythonWhitespace()
{
    // str.split(): runs of whitespace, including EM SPACE and U+001F (a separator for Python).
    QCOMPARE(UScore::tokenCount(QStringLiteral("a\u2003b\u001fc  d\n")), 4);
    QCOMPARE(UScore::tokenCount(QStringLiteral("  leading and trailing  ")), 3);
    QCOMPARE(UScore::tokenCount(QString()), 0);
    QVERIFY(UScore::isPythonSpace(QChar(0x1C)));
    QVERIFY(!UScore::isPythonSpace(QChar(0x180E))); // Mongolian vowel separator: not space since Unicode 6.3
    QVERIFY(!UScore::isPythonSpace(QChar(0x200B))); // zero width space
}

void UScoreTest::temporal()
{
    // No vague term, no concrete date: 0.5.
    QCOMPARE(UScore::temporalVagueness(QStringLiteral("The tenant must pay rent.")), 0.5);
    // vague: "recent" (1); concrete: "1/2/2024" and "Q3 2025" (2) → 1/3.
    const QString mixed = QStringLiteral("Recent changes took effect on 1/2/2024 and in Q3 2025.");
    QCOMPARE(UScore::vagueTermCount(mixed), 1);
    QCOMPARE(UScore::concreteTimeCount(mixed), 2);
    QVERIFY(std::abs(UScore::temporalVagueness(mixed) - 1.0 / 3.0) < kTolerance);
    // Concrete dates are matched case-insensitively on the original text: one match → T = 0.
    QCOMPARE(UScore::concreteTimeCount(QStringLiteral("MARCH 5, 2024")), 1);
    QCOMPARE(UScore::temporalVagueness(QStringLiteral("MARCH 5, 2024")), 0.0);
    // A vague term counts once however often it occurs; "current" is not found inside "currently".
    QCOMPARE(UScore::vagueTermCount(QStringLiteral("Currently pending. Pending again.")), 2);
    QCOMPARE(UScore::temporalVagueness(QStringLiteral("Currently pending.")), 1.0);
    // \d is Unicode: Arabic-Indic digits make a year. vague 1 + concrete 1 → 0.5.
    QCOMPARE(UScore::concreteTimeCount(QStringLiteral("Recent: \u0662\u0660\u0662\u0664")), 1);
    QCOMPARE(UScore::temporalVagueness(QStringLiteral("Recent: \u0662\u0660\u0662\u0664")), 0.5);
    // Five digits are no year (\b after four digits fails); "Spring 2024" is one season match.
    QCOMPARE(UScore::concreteTimeCount(QStringLiteral("Invoice 12345, Spring 2024")), 1);
}

void UScoreTest::citation()
{
    // No sources and no URL in the text: 1.0.
    QCOMPARE(UScore::citationInsufficiency(QStringLiteral("Trust me."), {}), 1.0);
    // URLs come from the text when no source is given; ")" and whitespace end them.
    const QString text =
        QStringLiteral("See (https://www.law.cornell.edu/uscode/text/42/1983) and https://example.com/x.");
    QCOMPARE(UScore::urlsIn(text), QStringList({QStringLiteral("https://www.law.cornell.edu/uscode/text/42/1983"),
                                                QStringLiteral("https://example.com/x.")}));
    // official 0.7 + unknown 0.1 = 0.8 → 1 − 0.8/1.5.
    QVERIFY(std::abs(UScore::citationInsufficiency(text, {}) - (1.0 - 0.8 / 1.5)) < kTolerance);
    // Given sources replace the URLs of the text.
    QCOMPARE(UScore::citationInsufficiency(
                 text, {QStringLiteral("https://www.irs.gov/a"), QStringLiteral("https://www.ecfr.gov/b")}),
             0.0); // 2.0 ≥ 1.5
    // First tier wins; names work as well as URLs; case does not matter.
    QCOMPARE(UScore::sourceWeight(QStringLiteral("https://supreme.justia.com/cases/x")), 1.0);
    QCOMPARE(UScore::sourceWeight(QStringLiteral("CourtListener.com opinion")), 1.0);
    QCOMPARE(UScore::sourceWeight(QStringLiteral("https://law.justia.com/codes")), 0.7);
    QCOMPARE(UScore::sourceWeight(QStringLiteral("https://www.nolo.com/x")), 0.5);
    QCOMPARE(UScore::sourceWeight(QStringLiteral("My Forum post")), 0.2);
    QCOMPARE(UScore::sourceWeight(QStringLiteral("A treatise")), 0.1);
    // One unknown source: 1 − 0.1/1.5.
    QVERIFY(std::abs(UScore::citationInsufficiency(QString(), {QStringLiteral("A treatise")}) - (1.0 - 0.1 / 1.5)) <
            kTolerance);
}

void UScoreTest::jurisdiction()
{
    // No category: 1.0, also when an expected jurisdiction is given.
    QCOMPARE(UScore::jurisdictionNonSpecificity(QStringLiteral("The deposit must be returned.")), 1.0);
    QCOMPARE(UScore::jurisdictionNonSpecificity(QStringLiteral("The deposit must be returned."),
                                                QStringLiteral("California")),
             1.0);
    // One category (state): 0.4; two (federal, state): 0.2.
    QCOMPARE(UScore::jurisdictionNonSpecificity(QStringLiteral("Under California law")), 0.4);
    QCOMPARE(UScore::jurisdictionNonSpecificity(QStringLiteral("Federal and state law")), 0.2);
    // Expected jurisdiction: 0.0 when named (case-insensitive substring), else 0.5.
    QCOMPARE(UScore::jurisdictionNonSpecificity(QStringLiteral("Under CALIFORNIA law"), QStringLiteral("california")),
             0.0);
    QCOMPARE(UScore::jurisdictionNonSpecificity(QStringLiteral("Under California law"), QStringLiteral("Texas")), 0.5);
    QCOMPARE(UScore::jurisdictionNonSpecificity(QStringLiteral("Under California law"), QStringLiteral("Calif")),
             0.0); // a substring is enough
    // The federal pattern U\.?S\.? matches the word "us" case-insensitively.
    QCOMPARE(UScore::jurisdictionCategoryCount(QStringLiteral("Contact us today.")), 1);
    // Python's IGNORECASE folds "ı" to "i": "Illınoıs" is a state.
    QCOMPARE(UScore::jurisdictionNonSpecificity(QStringLiteral("Ill\u0131no\u0131s")), 0.4);
}

void UScoreTest::indecisiveness()
{
    // decisive: yes/no group and must group (2) → 0.0.
    QCOMPARE(UScore::indecisiveness(QStringLiteral("Yes, you must pay.")), 0.0);
    // non-committal 1, decisive 0 → 0.8.
    QCOMPARE(UScore::indecisiveness(QStringLiteral("Consult an attorney.")), 0.8);
    // Each pattern counts once: the consult pattern three times is still 1 → 0.8, not 1.0.
    QCOMPARE(UScore::indecisiveness(QStringLiteral("Consult a lawyer. Consult an attorney. Consult counsel.")), 0.8);
    // Three different non-committal patterns → 1.0.
    QCOMPARE(UScore::indecisiveness(
                 QStringLiteral("Consult an attorney. This is for informational purposes and not legal advice.")),
             1.0);
    // conditional ("yes … if") and decisive ("yes") → 0.3.
    QCOMPARE(UScore::indecisiveness(QStringLiteral("Yes if you qualify")), 0.3);
    // Nothing: 0.5.
    QCOMPARE(UScore::indecisiveness(QStringLiteral("It depends.")), 0.5);
    // "." does not cross a newline: "if … then" over two lines is no conditional, so decisive 1 alone → 0.5;
    // on one line it is → 0.3.
    QCOMPARE(UScore::indecisiveness(QStringLiteral("You must pay rent if you stay\nthen leave")), 0.5);
    QCOMPARE(UScore::indecisiveness(QStringLiteral("You must pay rent if you stay then leave")), 0.3);
    // An amount is decisive: "must" + "500 dollars" → 0.0.
    QCOMPARE(UScore::indecisiveness(QStringLiteral("You must pay 500 dollars.")), 0.0);
}

void UScoreTest::pythonLowerCase()
{
    QCOMPARE(UScore::pythonLower(QStringLiteral("ABC Déjà")), QStringLiteral("abc déjà"));
    QCOMPARE(UScore::pythonLower(QStringLiteral("\u0130f")), QStringLiteral("i\u0307f"));
    QCOMPARE(UScore::pythonLower(QStringLiteral("\u039F\u0394\u039F\u03A3")),
             QStringLiteral("\u03BF\u03B4\u03BF\u03C2")); // ΟΔΟΣ → οδος (final sigma)
    QCOMPARE(UScore::pythonLower(QStringLiteral("\u0391\u03A3\u0392")),
             QStringLiteral("\u03B1\u03C3\u03B2"));                                            // ΑΣΒ → ασβ
    QCOMPARE(UScore::pythonLower(QStringLiteral("\u03A3")), QStringLiteral("\u03C3"));         // alone: not final
    QCOMPARE(UScore::pythonLower(QStringLiteral("\U00010400")), QStringLiteral("\U00010428")); // Deseret
}

void UScoreTest::totalsAndBands()
{
    // Paper: 0.25H + 0.20T + 0.25C + 0.15J + 0.15D; reference code: 0.20H + 0.10T + 0.25C + 0.20J + 0.25D.
    QVERIFY(std::abs(UScore::paperTotal(1, 1, 1, 1, 1) - 1.0) < kTolerance);
    QVERIFY(std::abs(UScore::referenceCodeTotal(1, 1, 1, 1, 1) - 1.0) < kTolerance);
    QVERIFY(std::abs(UScore::paperTotal(0, 1, 0, 0, 0) - 0.20) < kTolerance);
    QVERIFY(std::abs(UScore::referenceCodeTotal(0, 1, 0, 0, 0) - 0.10) < kTolerance);
    QVERIFY(std::abs(UScore::paperTotal(0, 0, 0, 0, 1) - 0.15) < kTolerance);
    QVERIFY(std::abs(UScore::referenceCodeTotal(0, 0, 0, 0, 1) - 0.25) < kTolerance);

    QCOMPARE(UScore::bandFor(0.0), QStringLiteral("low"));
    QCOMPARE(UScore::bandFor(0.399), QStringLiteral("low"));
    QCOMPARE(UScore::bandFor(0.4), QStringLiteral("moderate"));
    QCOMPARE(UScore::bandFor(0.699), QStringLiteral("moderate"));
    QCOMPARE(UScore::bandFor(0.7), QStringLiteral("high"));

    // An empty answer: H 0, T 0.5, C 1, J 1, D 0.5 → paper 0.1 + 0.25 + 0.15 + 0.075 = 0.575.
    const UScoreComponents empty = UScore::compute(QString(), {});
    QVERIFY(std::abs(empty.paper - 0.575) < kTolerance);
    QVERIFY(std::abs(empty.referenceCode - (0.05 + 0.25 + 0.20 + 0.125)) < kTolerance);
    QCOMPARE(empty.band(), QStringLiteral("moderate"));
}

void UScoreTest::json()
{
    const UScoreComponents u = UScore::compute(QStringLiteral("It may rain"), {QStringLiteral("https://x.gov")});
    const nlohmann::json j = u.toJson();
    for (const char* key : {"H", "T", "C", "J", "D", "paper", "referenceCode", "band"})
        QVERIFY2(j.contains(key), key);
    QCOMPARE(j.size(), size_t(8));
    QCOMPARE(j.at("H").get<double>(), 1.0);
    QCOMPARE(j.at("paper").get<double>(), u.paper);
    QCOMPARE(QString::fromStdString(j.at("band").get<std::string>()), u.band());
}

QTEST_GUILESS_MAIN(UScoreTest)
#include "UScoreTest.moc"
