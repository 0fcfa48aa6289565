// SPDX-License-Identifier: GPL-3.0-or-later
#include "agents/PromptLibrary.h"

#include <QRegularExpression>
#include <QTest>

using lmars::agents::PromptLibrary;

class PromptLibraryTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rendersPlaceholders()
    {
        const QString out = PromptLibrary::render(QStringLiteral("Q: {{question}} / {{ today }} / {{unknown}}"),
                                                  {{QStringLiteral("question"), QStringLiteral("Is {{today}} here?")},
                                                   {QStringLiteral("today"), QStringLiteral("2026-11-21")}});
        // Substituted text is not expanded again; unknown placeholders stay visible.
        QCOMPARE(out, QStringLiteral("Q: Is {{today}} here? / 2026-11-21 / {{unknown}}"));
        QCOMPARE(PromptLibrary::render(QStringLiteral("open {{ never closed"), {}),
                 QStringLiteral("open {{ never closed"));
    }

    void everyPromptExistsAndIsFullyFilledByItsAgent_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("keys");
        const QStringList common{QStringLiteral("today"), QStringLiteral("question"), QStringLiteral("followups")};
        // Before the analysis the jurisdiction is only what the person gave (QueryAgent::formatJurisdiction).
        const QStringList asked = common + QStringList{QStringLiteral("user_jurisdiction")};
        QTest::newRow("analysis system") << QStringLiteral("query_analysis_system") << asked;
        QTest::newRow("analysis user") << QStringLiteral("query_analysis_user") << asked;
        const QStringList plan = common + QStringList{QStringLiteral("allowed_types"), QStringLiteral("max_queries"),
                                                      QStringLiteral("legal_area"),    QStringLiteral("jurisdiction"),
                                                      QStringLiteral("as_of_date"),    QStringLiteral("timeline")};
        QTest::newRow("queries system") << QStringLiteral("search_queries_system") << plan;
        QTest::newRow("queries user") << QStringLiteral("search_queries_user") << plan;
        const QStringList summary = common + QStringList{QStringLiteral("legal_area"), QStringLiteral("jurisdiction"),
                                                         QStringLiteral("as_of_date"), QStringLiteral("source_count"),
                                                         QStringLiteral("sources"),    QStringLiteral("evidence_note")};
        QTest::newRow("followups system") << QStringLiteral("followups_system") << asked;
        QTest::newRow("followups user") << QStringLiteral("followups_user") << asked;
        const QStringList judge =
            common + QStringList{QStringLiteral("legal_area"),     QStringLiteral("jurisdiction"),
                                 QStringLiteral("as_of_date"),     QStringLiteral("iteration"),
                                 QStringLiteral("max_iterations"), QStringLiteral("leniency"),
                                 QStringLiteral("queries_run"),    QStringLiteral("previous_verdicts"),
                                 QStringLiteral("evidence")};
        QTest::newRow("judge system") << QStringLiteral("judge_system") << judge;
        QTest::newRow("judge user") << QStringLiteral("judge_user") << judge;
        QTest::newRow("summary system") << QStringLiteral("summary_system") << summary;
        QTest::newRow("summary user") << QStringLiteral("summary_user") << summary;
        QTest::newRow("summary irac system") << QStringLiteral("summary_irac_system") << summary;
        // The claim checks: the evidence comes before them as messages of its own (ClaimSupportAgent::ask).
        const QStringList claims{QStringLiteral("question"), QStringLiteral("jurisdiction"), QStringLiteral("claims")};
        QTest::newRow("claim support system") << QStringLiteral("claim_support_system") << QStringList();
        QTest::newRow("claim support user") << QStringLiteral("claim_support_user") << claims;
        QTest::newRow("claim support beyond user") << QStringLiteral("claim_support_beyond_user") << claims;
        QTest::newRow("summary irac roles")
            << QStringLiteral("summary_irac_roles") << QStringList{QStringLiteral("role_steps")};
        // The continuation says why the answer stopped (SummaryAgent::continuationPrompt).
        QTest::newRow("summary continue")
            << QStringLiteral("summary_continue") << QStringList{QStringLiteral("stop_reason")};
        QTest::newRow("summary stop output limit") << QStringLiteral("summary_stop_output_limit") << QStringList();
        QTest::newRow("summary stop interrupted")
            << QStringLiteral("summary_stop_interrupted") << QStringList{QStringLiteral("error")};
        // The IRAC role steps: the case values, the role, the earlier steps and the sources (IracRoleAgent::run).
        const QStringList role =
            summary + QStringList{QStringLiteral("timeline"), QStringLiteral("role"), QStringLiteral("earlier_steps")};
        for (const char* name : {"irac_role_system", "irac_facts_user", "irac_rules_user", "irac_application_user",
                                 "irac_common_sense_user"})
            QTest::newRow(name) << QString::fromLatin1(name) << role;
    }

    void everyPromptExistsAndIsFullyFilledByItsAgent()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, keys);
        const QString templ = PromptLibrary::load(name);
        QVERIFY2(!templ.isEmpty(), qPrintable(name));
        QMap<QString, QString> values;
        for (const QString& k : keys)
            values.insert(k, QStringLiteral("x"));
        const QString out = PromptLibrary::render(templ, values);
        QVERIFY2(!out.contains(QStringLiteral("{{")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(PromptLibraryTest)
#include "PromptLibraryTest.moc"
