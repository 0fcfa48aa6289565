// SPDX-License-Identifier: GPL-3.0-or-later
// MASLegalBench in the eval harness: its JSON Lines format (options as an object, Yes/No labels), the
// library condition over a temporary library of role-headed passages (--roles, -k, own case only),
// refusals counted apart, and the random-choice baseline — with a scripted model, offline.
#include "ScriptedChatModel.h"
#include "SharedData.h"
#include "eval/CaseLibrary.h"
#include "eval/EvalReport.h"
#include "eval/McqAnswerParser.h"
#include "eval/McqDataset.h"
#include "eval/McqRunner.h"
#include "research/RunBuilder.h"
#include "settings/AppConfig.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using Json = nlohmann::json;

namespace {

/// Two cases; each has a facts passage and a legal-framework passage, one case also a common-sense one.
QByteArray corpusLines()
{
    const Json alignment{{"entity_or_concept", "plain text passwords"},
                         {"legal_alignment", "Article 32 breach"},
                         {"legal_source", "UK GDPR"},
                         {"rationale", "no encryption"}};
    const QList<Json> rows{
        {{"doc_id", "d1"},
         {"source", "acme-notice"},
         {"type", "background"},
         {"text", "Acme stored customer passwords in plain text on a public server."}},
        {{"doc_id", "d2"},
         {"source", "acme-notice"},
         {"type", "legal framework"},
         {"text", "Article 32 UK GDPR requires appropriate technical and organisational security measures for "
                  "passwords."}},
        {{"doc_id", "d3"},
         {"source", "other-notice"},
         {"type", "legal framework"},
         {"text", "Article 32 UK GDPR security of processing applies to every controller storing passwords."}},
        {{"doc_id", "d4"}, {"source", "acme-notice"}, {"type", "inferred alignment"}, {"text", alignment.dump()}}};
    QByteArray out;
    for (const Json& row : rows)
        out += QByteArray::fromStdString(row.dump()) + '\n';
    return out;
}

QByteArray questionLines()
{
    const Json yesNo{{"Yes", "Yes"}, {"No", "No"}};
    const QList<Json> rows{
        {{"qid", "q1"},
         {"source", "acme-notice"},
         {"question", "Did storing passwords in plain text breach Article 32 UK GDPR security measures?"},
         {"options", yesNo},
         {"correct_answer", "Yes"},
         {"format", "yes_no"}},
        {{"qid", "q2"},
         {"source", "acme-notice"},
         {"question", "Which Article sets the security measures for passwords?"},
         {"options", {{"A", "Article 5"}, {"B", "Article 32"}, {"C", "Article 33"}, {"D", "Article 83"}}},
         {"correct_answer", "B"},
         {"format", "single_choice_4"}},
        {{"qid", "q3"},
         {"source", "acme-notice"},
         {"question", "Was the password breach reported within 72 hours?"},
         {"options", yesNo},
         {"correct_answer", "No"},
         {"format", "yes_no"}}};
    QByteArray out;
    for (const Json& row : rows)
        out += QByteArray::fromStdString(row.dump()) + '\n';
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

Json answer(const QString& letter)
{
    return Json{{"reasoning", "From the passages."}, {"answer", letter.toStdString()}, {"confidence", 0.8}};
}

} // namespace

class MasLegalBenchTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsTheDerivedQuestionsWithTheirLabels()
    {
        LMARS_SHARED_PATH_OR_SKIP(path, QStringLiteral("eval/MASLegalBench/derived/questions.jsonl"));
        const auto items = eval::McqDataset::load(path);
        QVERIFY2(items.ok(), qPrintable(items.ok() ? QString() : items.error().toString()));
        QCOMPARE(items->size(), 950);
        const eval::McqItem& first = items->first();
        QCOMPARE(first.id, QStringLiteral("q0000"));
        QCOMPARE(first.labels, QStringList({QStringLiteral("Yes"), QStringLiteral("No")}));
        QCOMPARE(first.label(first.gold), QStringLiteral("No"));
        QCOMPARE(first.extra("source"), QStringLiteral("dpp-law-ltd-monetary-penalty-notice"));
        const eval::McqItem& second = items->at(1);
        QVERIFY(second.labels.isEmpty()); // A-D are letters
        QCOMPARE(second.choices.size(), 4);
        QCOMPARE(second.label(second.gold), QStringLiteral("D"));
        int yesNo = 0;
        for (const eval::McqItem& item : items.value())
            yesNo += item.choices.size() == 2 ? 1 : 0;
        QCOMPARE(yesNo, 647);
        // (647 / 2 + 303 / 4) / 950 = 399.25 / 950 = 0.420263…, the paper's 42.03%.
        QVERIFY(qAbs(eval::McqDataset::randomChoiceAccuracy(items.value()) - 399.25 / 950.0) < 1e-12);
        QCOMPARE(QString::number(100.0 * eval::McqDataset::randomChoiceAccuracy(items.value()), 'f', 2),
                 QStringLiteral("42.03"));
    }

    void rejectsAnAnswerThatIsNoOptionKey()
    {
        const Json row{{"qid", "q1"},
                       {"question", "Q?"},
                       {"options", {{"Yes", "Yes"}, {"No", "No"}}},
                       {"correct_answer", "Maybe"}};
        const QByteArray bad = QByteArray::fromStdString(row.dump());
        const auto items = eval::McqDataset::parse(bad, QStringLiteral("bad.jsonl"));
        QVERIFY(!items.ok());
        QVERIFY2(items.error().summary.contains(QLatin1String("line 1")) &&
                     items.error().summary.contains(QLatin1String("Maybe")),
                 qPrintable(items.error().summary));
        const auto broken = eval::McqDataset::parse("{\"qid\": \"q1\",\n", QStringLiteral("cut.jsonl"));
        QVERIFY(!broken.ok());
    }

    void readsLabelsAndRefusals()
    {
        const QStringList yesNo{QStringLiteral("Yes"), QStringLiteral("No")};
        QCOMPARE(eval::McqAnswerParser::labelOfField(QStringLiteral("Yes."), yesNo), 0);
        QCOMPARE(eval::McqAnswerParser::labelOfField(QStringLiteral("**Answer: no**"), yesNo), 1);
        QCOMPARE(eval::McqAnswerParser::labelOfField(QStringLiteral("Yes, because"), yesNo), -1);
        QVERIFY(eval::McqAnswerParser::isRefusal(QStringLiteral("Insufficient context")));
        QVERIFY(eval::McqAnswerParser::isRefusal(QStringLiteral("This cannot be determined from the passages.")));
        QVERIFY(!eval::McqAnswerParser::isRefusal(QStringLiteral("Article 32 applies.")));
    }

    void libraryConditionAnswersFromTheChosenRolesOfTheOwnCase()
    {
        QTemporaryDir dir;
        const QString corpus = writeFile(dir, QStringLiteral("corpus.jsonl"), corpusLines());
        auto library =
            eval::CaseLibrary::build(corpus, {eval::PassageRole::LegalRules, eval::PassageRole::CommonSense});
        QVERIFY2(library.ok(), qPrintable(library.ok() ? QString() : library.error().toString()));
        QCOMPARE(library.value()->passageCount(), 3); // d2, d3, d4: the facts passage d1 is not retrievable
        QCOMPARE(library.value()->rolesCode(), QStringLiteral("LR,CS"));
        auto items = eval::McqDataset::parse(questionLines(), QStringLiteral("questions.jsonl"));
        QVERIFY(items.ok());

        auto model = std::make_shared<test::ScriptedChatModel>();
        model->addStructured(QStringLiteral("mcq_answer"), answer(QStringLiteral("Yes")));                  // right
        model->addStructured(QStringLiteral("mcq_answer"), answer(QStringLiteral("C")));                    // wrong
        model->addStructured(QStringLiteral("mcq_answer"), answer(QStringLiteral("insufficient context"))); // refusal
        eval::McqRunOptions options;
        options.condition = eval::McqCondition::Library;
        options.library = library.value();
        options.passagesPerQuestion = 2;
        options.builder = std::make_shared<research::RunBuilder>(settings::AppConfig(), QList<model::SourceChoice>());
        options.answerModel = [model] {
            return model;
        };
        eval::McqRunner runner(options, nullptr);
        const QString out = dir.filePath(QStringLiteral("mcq-library.jsonl"));
        QList<Json> lines;
        auto summary = runner.run(items.value(), out, false, CancelToken(), [&](const Json& l) { lines << l; });
        QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error().toString()));
        QCOMPARE(lines.size(), 3);

        const Json& yes = lines.at(0);
        QCOMPARE(yes["condition"].get<std::string>(), std::string("library"));
        QCOMPARE(yes["gold"].get<std::string>(), std::string("Yes"));
        QCOMPARE(yes["predicted"].get<std::string>(), std::string("Yes"));
        QVERIFY(yes["correct"].get<bool>());
        QCOMPARE(yes["roles"].get<std::string>(), std::string("LR,CS"));
        QCOMPARE(yes["k"].get<int>(), 2);
        QCOMPARE(yes["sources"]["total"].get<int>(), 2); // d2 and d4; d3 is another case's
        QCOMPARE(yes["category"].get<std::string>(), std::string("yes_no"));
        QVERIFY(yes["uscore"].is_object());
        QVERIFY(yes.contains("latencyMs") && yes.contains("tokens"));
        QCOMPARE(lines.at(1)["predicted"].get<std::string>(), std::string("C"));
        QVERIFY(!lines.at(1)["correct"].get<bool>());
        const Json& refusal = lines.at(2);
        QVERIFY(refusal["refused"].get<bool>());
        QVERIFY(!refusal["parseError"].get<bool>());
        QVERIFY(!refusal["correct"].get<bool>());

        // The prompt held the own case's rule and common-sense passages (under their role headings), not the
        // facts passage (role not chosen) nor the other case's rule.
        const QString prompt = model->calls().first().prompt();
        QVERIFY2(prompt.contains(QStringLiteral("Legal framework · d2")), qPrintable(prompt));
        QVERIFY(prompt.contains(QStringLiteral("Inferred alignment · d4")));
        QVERIFY(prompt.contains(QLatin1String("legal alignment: Article 32 breach")));
        QVERIFY(!prompt.contains(QLatin1String("plain text on a public server")));
        QVERIFY(!prompt.contains(QLatin1String("every controller")));
        QVERIFY(prompt.contains(QLatin1String("insufficient context")));

        // The report: 1 of 3 right, 1 refusal apart from parse errors, random baseline (1/2 + 1/4 + 1/2) / 3.
        const Json s = eval::EvalReport::summarize({{QStringLiteral("mcq-library.jsonl"), lines}}, items.value());
        const Json& g = s["groups"][0];
        QCOMPARE(g["correct"].get<int>(), 1);
        QCOMPARE(g["refused"].get<int>(), 1);
        QCOMPARE(g["parseErrors"].get<int>(), 0);
        QVERIFY(qAbs(s["randomBaseline"]["accuracy"].get<double>() - 1.25 / 3.0) < 1e-12);
        const QString text = eval::EvalReport::renderText(s);
        QVERIFY2(text.contains(QLatin1String("refused: insufficient context")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("Random-choice baseline")));
        QVERIFY(text.contains(QLatin1String("0.4167")));
    }

    void searchesTheRealCorpusWithinTheCase()
    {
        LMARS_SHARED_PATH_OR_SKIP(corpus, QStringLiteral("eval/MASLegalBench/derived/corpus.jsonl"));
        auto library = eval::CaseLibrary::build(corpus, {eval::PassageRole::LegalRules});
        QVERIFY2(library.ok(), qPrintable(library.ok() ? QString() : library.error().toString()));
        QCOMPARE(library.value()->passageCount(), 274); // the "legal framework" rows
        const QString source = QStringLiteral("dpp-law-ltd-monetary-penalty-notice");
        auto hits = library.value()->search(source,
                                            QStringLiteral("Does the occurrence of a cyber incident alone constitute "
                                                           "sufficient evidence to find that a data controller has "
                                                           "infringed Articles 5(1)(f) and 32 of the UK GDPR?"),
                                            5);
        QVERIFY(hits.ok());
        QVERIFY(!hits->isEmpty() && hits->size() <= 5);
        for (const model::SearchResult& hit : hits.value()) {
            QCOMPARE(hit.site, source);
            QVERIFY(hit.title.startsWith(QLatin1String("Legal framework")));
        }
    }
};

QTEST_GUILESS_MAIN(MasLegalBenchTest)
#include "MasLegalBenchTest.moc"
