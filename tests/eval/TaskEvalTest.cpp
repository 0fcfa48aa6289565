// SPDX-License-Identifier: GPL-3.0-or-later
// LegalSearch-R1 and LegalAgentBench tasks through the harness with a scripted model: the formats, the
// as-of date each question states, every type's score against values computed by hand, the lcs judge,
// and the report per task type.
#include "ScriptedChatModel.h"
#include "SharedData.h"
#include "eval/LegalSearchScorer.h"
#include "eval/StatuteLibraryExport.h"
#include "eval/TaskDataset.h"
#include "eval/TaskReport.h"
#include "eval/TaskRunner.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"
#include "research/RunBuilder.h"
#include "settings/AppConfig.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace lmars;
using Json = nlohmann::json;

namespace {

const QStringList kIds{QStringLiteral("kqa_1_4348"), QStringLiteral("ccp_70869"), QStringLiteral("ptp_90510"),
                       QStringLiteral("lar_328"), QStringLiteral("lcs_327")};

/// The lines of the shared LegalSearch-R1 file with these ids, in the order of ids.
QByteArray selectRows(const QString& path, const QStringList& ids)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QHash<QString, QByteArray> byId;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine();
        const Json row = Json::parse(line.toStdString(), nullptr, false);
        if (row.is_object())
            byId.insert(QString::fromStdString(row.value("id", std::string())), line.trimmed());
    }
    QByteArray out;
    for (const QString& id : ids)
        out += byId.value(id) + '\n';
    return out;
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(text);
    return path;
}

std::shared_ptr<research::RunBuilder> builder()
{
    return std::make_shared<research::RunBuilder>(settings::AppConfig(), QList<model::SourceChoice>());
}

} // namespace

class TaskEvalTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheDateAQuestionStates()
    {
        using eval::TaskDataset;
        QCOMPARE(TaskDataset::statedAsOf(QStringLiteral("在2015年的时间背景下，下列说法正确的是")),
                 QStringLiteral("2015-12-31"));
        QCOMPARE(TaskDataset::statedAsOf(QStringLiteral("现在是2004年3月，请你完整背诵正在施行的《刑事诉讼法》")),
                 QStringLiteral("2004-03-01"));
        QCOMPARE(TaskDataset::statedAsOf(QStringLiteral("请默写于2010年5月17日正在施行的《刑法》第二条")),
                 QStringLiteral("2010-05-17"));
        QCOMPARE(TaskDataset::statedAsOf(QStringLiteral("请准确陈述2012年8月时有效的《民事诉讼法》第十条")),
                 QStringLiteral("2012-08-01"));
        // A date of the case's events is not an as-of date.
        QCOMPARE(TaskDataset::statedAsOf(QStringLiteral("被告人张某某于2015年9月18日持他人身份证办理借记卡")),
                 QString());
    }

    void loadsTheOutOfDomainExamsWithTheirDates()
    {
        LMARS_SHARED_PATH_OR_SKIP(path, QStringLiteral("eval/LegalSearch-R1/data/legalsearch_ood_evaluation.jsonl"));
        const auto items = eval::TaskDataset::load(path);
        QVERIFY2(items.ok(), qPrintable(items.ok() ? QString() : items.error().toString()));
        QCOMPARE(items->size(), 768);
        int dated = 0;
        for (const eval::TaskItem& item : items.value()) {
            QCOMPARE(eval::LegalSearchScorer::scoringOf(item.type),
                     std::optional(eval::LegalSearchScoring::ExactLetters));
            dated += item.asOf.isNull() ? 0 : 1;
        }
        QCOMPARE(dated, 568); // the questions that begin "在YYYY年的时间背景下" (SOURCE.md)
    }

    void rejectsMalformedTasks()
    {
        auto unknownType = eval::TaskDataset::parse(R"({"id": "x1", "type": "zzz", "question": "q", "answer": "A"})",
                                                    QStringLiteral("t.jsonl"));
        QVERIFY(!unknownType.ok());
        QVERIFY2(unknownType.error().summary.contains(QLatin1String("line 1")) &&
                     unknownType.error().summary.contains(QLatin1String("zzz")),
                 qPrintable(unknownType.error().summary));
        auto noKey =
            eval::TaskDataset::parse(R"([{"question": "q", "answer": "a", "key": []}])", QStringLiteral("a.json"));
        QVERIFY(!noKey.ok());
        QVERIFY(noKey.error().summary.contains(QLatin1String("item 1")));
    }

    void legalSearchTypesAreScoredAsUpstream()
    {
        LMARS_SHARED_PATH_OR_SKIP(path, QStringLiteral("eval/LegalSearch-R1/data/legalsearch_evaluation.jsonl"));
        QTemporaryDir dir;
        auto items = eval::TaskDataset::load(writeFile(dir, QStringLiteral("five.jsonl"), selectRows(path, kIds)));
        QVERIFY2(items.ok(), qPrintable(items.ok() ? QString() : items.error().toString()));
        QCOMPARE(items->size(), 5);
        QCOMPARE(items->at(3).asOf.day(), QDate(2004, 3, 1)); // lar_328: "现在是2004年3月"
        const QString larGold = items->at(3).gold;
        const QString larPrefix = QStringLiteral("对一切案件的判处都要重证据，重调查研究，不轻信口供。");
        QVERIFY(larGold.startsWith(larPrefix));

        auto model = std::make_shared<test::ScriptedChatModel>();
        model->addStream({QStringLiteral("各项均正确。<answer>\nABCD\n</answer>")}); // kqa: multi-letter, right
        model->addStream({QStringLiteral("<answer>滥用职权罪;受贿罪</answer>")});    // ccp: set with 罪, right
        model->addStream({QStringLiteral("<answer>一年</answer>")});                 // ptp: gold 12个月, wrong
        model->addStream({QStringLiteral("<answer>%1</answer>").arg(larPrefix)});    // lar: the first sentence
        model->addStream({QStringLiteral("<answer>可以要求经济补偿。法律依据：劳动合同法第四十六条</answer>")});
        auto judge = std::make_shared<test::ScriptedChatModel>();
        judge->addStructured(QStringLiteral("task_judgement"),
                             Json{{"judgement_answer", "correct"}, {"judgement_basis", "incorrect"}});
        eval::TaskRunOptions options;
        options.builder = builder();
        options.answerModel = [model] {
            return model;
        };
        options.judgeModel = [judge] {
            return judge;
        };
        eval::TaskRunner runner(options, nullptr);
        QList<Json> lines;
        auto summary = runner.run(items.value(), dir.filePath(QStringLiteral("out.jsonl")), CancelToken(),
                                  [&](const Json& l) { lines << l; });
        QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error().toString()));
        QCOMPARE(lines.size(), 5);
        for (const Json& l : std::as_const(lines)) {
            QCOMPARE(l["status"].get<std::string>(), std::string("ok"));
            QVERIFY(l.contains("latencyMs") && l.contains("tokens") && l["uscore"].is_object());
        }
        QCOMPARE(lines[0]["answer"].get<std::string>(), std::string("ABCD"));
        QCOMPARE(lines[0]["score"].get<double>(), 1.0);
        QCOMPARE(lines[1]["score"].get<double>(), 1.0);
        QCOMPARE(lines[2]["score"].get<double>(), 0.0);
        // lar: the first sentence (26 characters) of the article is a subsequence of it, so LCS = 26,
        // precision 1 and recall 26 / r; ROUGE-L(β=1.2) = 2.44·R / (R + 1.44).
        const double r = double(QString(larGold).remove(QRegularExpression(QStringLiteral("\\s"))).size());
        const double recall = 26.0 / r;
        QCOMPARE(larPrefix.size(), 26);
        QVERIFY(std::abs(lines[3]["score"].get<double>() - 2.44 * recall / (recall + 1.44)) < 1e-9);
        QVERIFY(std::abs(lines[3]["metrics"]["rougeL"].get<double>() - 2.44 * recall / (recall + 1.44)) < 1e-9);
        QVERIFY(lines[3]["metrics"].contains("bleu4") && lines[3]["metrics"].contains("jaccard"));
        QCOMPARE(lines[4]["score"].get<double>(), 0.5); // the answer right (0.5), the basis wrong (0)
        QCOMPARE(lines[4]["metrics"]["basisCorrect"].get<double>(), 0.0);
        // The task's own prompts were sent: the system prompt asks for <answer>, the task prompt precedes the question.
        const QString firstPrompt = model->calls().first().prompt();
        QVERIFY(firstPrompt.contains(QLatin1String("<answer>")));
        QVERIFY(firstPrompt.contains(QStringLiteral("国际保理")));

        const Json report = eval::TaskReport::summarize({{QStringLiteral("out.jsonl"), lines}});
        const Json& byType = report["groups"][0]["byType"];
        QCOMPARE(byType["kqa"]["score"].get<double>(), 1.0);
        QCOMPARE(byType["ptp"]["score"].get<double>(), 0.0);
        QCOMPARE(byType["lcs"]["metrics"]["answerCorrect"].get<double>(), 0.5);
        const QString text = eval::TaskReport::render(report, false);
        QVERIFY2(text.contains(QLatin1String("lar · bleu4")) || text.contains(QStringLiteral("lar · bleu4")),
                 qPrintable(text));
    }

    void statuteArticlesBecomeALibraryWithValidityWindows()
    {
        using eval::StatuteLibraryExport;
        QCOMPARE(StatuteLibraryExport::isoDate(QStringLiteral("1999.9.30")), QStringLiteral("1999-09-30"));
        QCOMPARE(StatuteLibraryExport::isoDate(QStringLiteral("2021.01.01")), QStringLiteral("2021-01-01"));
        QCOMPARE(StatuteLibraryExport::isoDate(QStringLiteral("2099.12.31")), QString()); // still in force
        QCOMPARE(StatuteLibraryExport::isoDate(QStringLiteral("2021.13.01")), QString());

        LMARS_SHARED_PATH_OR_SKIP(path, QStringLiteral("eval/LegalSearch-R1/derived/civil_code_articles.jsonl"));
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("civil-code"));
        auto summary = StatuteLibraryExport::run(path, folder);
        QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error().toString()));
        QCOMPARE(summary->articles, 1260);
        QCOMPARE(summary->inForce, 1260);
        QFile first(QDir(folder).filePath(QStringLiteral("article-12007.md")));
        QVERIFY(first.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(first.readAll());
        QVERIFY2(
            text.startsWith(QStringLiteral("---\ntitle: 中华人民共和国民法典 第一条\neffective_from: 2021-01-01\n---")),
            qPrintable(text.left(200)));

        // Indexed as a library, the articles are found as of 2021 and not as of 2020, before the Code took effect.
        auto store = store::LibraryStore::open(dir.filePath(QStringLiteral("library.sqlite")));
        QVERIFY(store.ok());
        library::LibrarySync sync(store->get());
        auto synced = sync.syncFolder(folder);
        QVERIFY(synced.ok());
        QCOMPARE(synced->indexed, 1260);
        store::LibrarySearcher searcher(store->get());
        store::LibraryQuery query;
        query.text = QStringLiteral("民事主体 合法权益");
        query.asOf = QDate(2021, 6, 1);
        auto inForce = searcher.search(query);
        QVERIFY(inForce.ok() && !inForce->isEmpty());
        QCOMPARE(inForce->first().validFrom, QStringLiteral("2021-01-01"));
        query.asOf = QDate(2020, 6, 1);
        auto before = searcher.search(query);
        QVERIFY(before.ok());
        QVERIFY(before->isEmpty());
    }

    void legalAgentTasksGetSuccessAndProcessRates()
    {
        const Json tasks = Json::array({{{"question", "某公司的法定代表人是谁，注册资本多少？"},
                                         {"answer", "法定代表人为王五，注册资本1000万元"},
                                         {"key", {"王五", "1000万元"}},
                                         {"key_middle", {"91110000XXXXXXXX"}}}});
        auto items = eval::TaskDataset::parse(QByteArray::fromStdString(tasks.dump()), QStringLiteral("agent.json"));
        QVERIFY(items.ok());
        QCOMPARE(items->first().family, eval::TaskFamily::LegalAgent);
        QCOMPARE(items->first().id, QStringLiteral("1"));
        auto model = std::make_shared<test::ScriptedChatModel>();
        model->addStream({QStringLiteral("<answer>法定代表人是王五。</answer>")});
        eval::TaskRunOptions options;
        options.builder = builder();
        options.answerModel = [model] {
            return model;
        };
        QTemporaryDir dir;
        QList<Json> lines;
        auto summary = eval::TaskRunner(options, nullptr)
                           .run(items.value(), dir.filePath(QStringLiteral("agent.jsonl")), CancelToken(),
                                [&](const Json& l) { lines << l; });
        QVERIFY(summary.ok());
        // One of two keys in the answer: success 1/2. Steps: the middle key and both keys; only 王五 is found
        // (closed-book: no trajectory besides the answer): process 1/3.
        QCOMPARE(lines.first()["score"].get<double>(), 0.5);
        QCOMPARE(lines.first()["metrics"]["successRate"].get<double>(), 0.5);
        QVERIFY(std::abs(lines.first()["metrics"]["processRate"].get<double>() - 1.0 / 3.0) < 1e-12);
    }
};

QTEST_GUILESS_MAIN(TaskEvalTest)
#include "TaskEvalTest.moc"
