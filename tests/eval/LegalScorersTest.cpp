// SPDX-License-Identifier: GPL-3.0-or-later
// LegalSearch-R1's per-type scoring and LegalAgentBench's success and process rates, against values
// computed by hand (the arithmetic is in the comments), and on real LegalSearch-R1 items.
#include "SharedData.h"
#include "eval/LegalAgentScorer.h"
#include "eval/LegalSearchScorer.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace lmars;
using eval::LegalAgentScorer;
using eval::LegalSearchScorer;
using eval::LegalSearchScoring;
using Json = nlohmann::json;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

/// The rows of a LegalSearch-R1 file with the given ids.
QHash<QString, Json> rowsById(const QString& path, const QStringList& ids)
{
    QHash<QString, Json> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    while (!file.atEnd()) {
        const Json row = Json::parse(file.readLine().toStdString(), nullptr, false);
        if (row.is_object() && ids.contains(QString::fromStdString(row.value("id", std::string()))))
            out.insert(QString::fromStdString(row["id"].get<std::string>()), row);
    }
    return out;
}

QString text(const Json& row, const char* key)
{
    return QString::fromStdString(row.value(key, std::string()));
}

} // namespace

class LegalScorersTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void typesMapToUpstreamScoring()
    {
        QCOMPARE(LegalSearchScorer::scoringOf(QStringLiteral("kqa")), std::optional(LegalSearchScoring::ExactLetters));
        QCOMPARE(LegalSearchScorer::scoringOf(QStringLiteral("ungee")),
                 std::optional(LegalSearchScoring::ExactLetters));
        QCOMPARE(LegalSearchScorer::scoringOf(QStringLiteral("ccp")), std::optional(LegalSearchScoring::ChargeSet));
        QCOMPARE(LegalSearchScorer::scoringOf(QStringLiteral("ptp")), std::optional(LegalSearchScoring::Exact));
        QCOMPARE(LegalSearchScorer::scoringOf(QStringLiteral("lar")), std::optional(LegalSearchScoring::TextOverlap));
        QCOMPARE(LegalSearchScorer::scoringOf(QStringLiteral("lcs")), std::optional(LegalSearchScoring::Judge));
        QVERIFY(!LegalSearchScorer::scoringOf(QStringLiteral("xyz")));
    }

    void answersComeFromTheAnswerTags()
    {
        QCOMPARE(LegalSearchScorer::extractAnswer(QStringLiteral("想一想……<ANSWER>\n ABD \n</answer> 完")),
                 QStringLiteral("ABD"));
        QCOMPARE(LegalSearchScorer::extractAnswer(QStringLiteral("  C  ")), QStringLiteral("C"));
        // Letters count exactly as written: the same set in another order is wrong, as upstream scores it.
        QCOMPARE(LegalSearchScorer::exact(QStringLiteral("ABD"), QStringLiteral("<answer>ABD</answer>")), 1.0);
        QCOMPARE(LegalSearchScorer::exact(QStringLiteral("ABD"), QStringLiteral("<answer>ADB</answer>")), 0.0);
        QCOMPARE(LegalSearchScorer::exact(QStringLiteral("ABD"), QStringLiteral("<answer>AB</answer>")), 0.0);
    }

    void chargesAreAnUnorderedSetWithTheSuffixTolerated()
    {
        const QString gold = QStringLiteral("受贿;滥用职权");
        QCOMPARE(LegalSearchScorer::chargeSet(gold, QStringLiteral("<answer>滥用职权罪；受贿罪</answer>")), 1.0);
        QCOMPARE(LegalSearchScorer::chargeSet(gold, QStringLiteral("<answer>受贿; 滥用职权</answer>")), 1.0);
        QCOMPARE(LegalSearchScorer::chargeSet(gold, QStringLiteral("<answer>受贿罪</answer>")), 0.0);
        QCOMPARE(LegalSearchScorer::chargeSet(gold, QStringLiteral("<answer>受贿罪;玩忽职守罪</answer>")), 0.0);
    }

    void textOverlapMatchesHandComputedValues()
    {
        // Reference 甲乙丙丁 (4 characters), hypothesis 甲丙 (2): LCS 2, recall 2/4, precision 2/2.
        // ROUGE-L(β=1.2) = (1 + 1.44)·0.5·1 / (0.5 + 1.44·1) = 1.22 / 1.94 = 0.628865…
        // F1 = 2·1·0.5 / 1.5 = 2/3; Jaccard = |{甲,丙}| / |{甲,乙,丙,丁}| = 0.5; BLEU-4 = 0 (no 4-gram).
        eval::TextOverlap t =
            LegalSearchScorer::textOverlap(QStringLiteral("甲 乙\n丙丁"), QStringLiteral("<answer>甲丙</answer>"));
        QVERIFY2(near(t.rougeL, 1.22 / 1.94), qPrintable(QString::number(t.rougeL, 'g', 12)));
        QVERIFY(near(t.f1, 2.0 / 3.0));
        QVERIFY(near(t.jaccard, 0.5));
        QCOMPARE(t.bleu4, 0.0);

        // Reference 甲乙丙丁戊, hypothesis 甲乙丙丁: every n-gram precision is 1, brevity penalty exp(1 − 5/4).
        // ROUGE-L = 2.44·0.8·1 / (0.8 + 1.44) = 1.952 / 2.24; F1 = 2·0.8 / 1.8; Jaccard = 4/5.
        t = LegalSearchScorer::textOverlap(QStringLiteral("甲乙丙丁戊"), QStringLiteral("甲乙丙丁"));
        QVERIFY(near(t.rougeL, 1.952 / 2.24));
        QVERIFY(near(t.f1, 1.6 / 1.8));
        QVERIFY(near(t.jaccard, 0.8));
        QVERIFY(near(t.bleu4, std::exp(-0.25)));

        // Reference 甲乙丙丁, hypothesis 甲乙丁丙: p1 = 4/4, p2 = 1/3 (甲乙), p3 and p4 have no overlap and are
        // smoothed to 1/(2·2³) and 1/(1·2⁴); equal lengths, so no brevity penalty:
        // BLEU-4 = (1 · 1/3 · 1/16 · 1/16)^(1/4) = 768^(−1/4).
        t = LegalSearchScorer::textOverlap(QStringLiteral("甲乙丙丁"), QStringLiteral("甲乙丁丙"));
        QVERIFY(near(t.bleu4, std::pow(768.0, -0.25)));
        const Json scored = LegalSearchScorer::score(LegalSearchScoring::TextOverlap, QStringLiteral("甲乙丙丁戊"),
                                                     QStringLiteral("<answer>甲乙丙丁</answer>"));
        QVERIFY(near(scored["score"].get<double>(), 1.952 / 2.24));
        QVERIFY(near(scored["bleu4"].get<double>(), std::exp(-0.25)));
    }

    void scoresRealItems()
    {
        LMARS_SHARED_PATH_OR_SKIP(path, QStringLiteral("eval/LegalSearch-R1/data/legalsearch_evaluation.jsonl"));
        const auto rows = rowsById(path, {QStringLiteral("kqa_1_4348"), QStringLiteral("ccp_70869"),
                                          QStringLiteral("ptp_90510"), QStringLiteral("lar_328")});
        QCOMPARE(rows.size(), 4);
        const Json& kqa = rows[QStringLiteral("kqa_1_4348")]; // a multi-letter answer: ABCD
        QCOMPARE(text(kqa, "answer"), QStringLiteral("ABCD"));
        QCOMPARE(LegalSearchScorer::score(LegalSearchScoring::ExactLetters, text(kqa, "answer"),
                                          QStringLiteral("分析……<answer>ABCD</answer>"))["score"]
                     .get<double>(),
                 1.0);
        QCOMPARE(LegalSearchScorer::score(LegalSearchScoring::ExactLetters, text(kqa, "answer"),
                                          QStringLiteral("<answer>ABC</answer>"))["score"]
                     .get<double>(),
                 0.0);
        const Json& ccp = rows[QStringLiteral("ccp_70869")]; // 受贿;滥用职权
        QCOMPARE(LegalSearchScorer::score(LegalSearchScoring::ChargeSet, text(ccp, "answer"),
                                          QStringLiteral("<answer>滥用职权罪;受贿罪</answer>"))["score"]
                     .get<double>(),
                 1.0);
        const Json& ptp = rows[QStringLiteral("ptp_90510")]; // 12个月
        QCOMPARE(LegalSearchScorer::score(LegalSearchScoring::Exact, text(ptp, "answer"),
                                          QStringLiteral("<answer>12个月</answer>"))["score"]
                     .get<double>(),
                 1.0);
        QCOMPARE(LegalSearchScorer::score(LegalSearchScoring::Exact, text(ptp, "answer"),
                                          QStringLiteral("<answer>一年</answer>"))["score"]
                     .get<double>(),
                 0.0);
        // lar: reciting the article exactly scores 1 on every metric.
        const Json& lar = rows[QStringLiteral("lar_328")];
        const eval::TextOverlap same = LegalSearchScorer::textOverlap(
            text(lar, "answer"), QStringLiteral("<answer>%1</answer>").arg(text(lar, "answer")));
        QVERIFY(near(same.rougeL, 1.0) && near(same.f1, 1.0) && near(same.jaccard, 1.0) && near(same.bleu4, 1.0));
    }

    void successAndProcessRates()
    {
        // Task 1: both keys are in the answer ("5000 元" matches "5000元": whitespace is ignored); of the four
        // steps (two middle keys, two keys) the trajectory or answer holds three: process rate 3/4.
        const eval::AgentTaskScore first = LegalAgentScorer::score(
            LegalAgentScorer::items(Json::array({"张三", "5000元"})),
            LegalAgentScorer::items(Json::array({"第二百六十四条", "北京市朝阳区人民法院"})),
            QStringLiteral("张三应赔偿5000 元。"), QStringLiteral("检索到：北京市朝阳区人民法院（2020）判决"));
        QCOMPARE(first.keysInAnswer, 2);
        QCOMPARE(first.successRate, 1.0);
        QCOMPARE(first.stepsFound, 3);
        QCOMPARE(first.processRate, 0.75);
        QCOMPARE(first.missingSteps, QStringList{QStringLiteral("第二百六十四条")});
        // Task 2: the key is missing from the answer (success 0), the middle key is in the trajectory (process 1/2).
        const eval::AgentTaskScore second = LegalAgentScorer::score(
            LegalAgentScorer::items(Json("盗窃罪")), LegalAgentScorer::items(Json::array({"第二百六十四条"})),
            QStringLiteral("构成抢劫罪"), QStringLiteral("刑法第二百六十四条规定"));
        QCOMPARE(second.successRate, 0.0);
        QCOMPARE(second.processRate, 0.5);
        // In total: success (1 + 0) / 2, process (0.75 + 0.5) / 2.
        const Json total = LegalAgentScorer::total({first, second});
        QCOMPARE(total["tasks"].get<int>(), 2);
        QCOMPARE(total["successRate"].get<double>(), 0.5);
        QCOMPARE(total["processRate"].get<double>(), 0.625);
        QVERIFY(LegalAgentScorer::total({})["successRate"].is_null());
    }
};

QTEST_GUILESS_MAIN(LegalScorersTest)
#include "LegalScorersTest.moc"
