// SPDX-License-Identifier: GPL-3.0-or-later
// The IRAC role step cards of the timeline (issue 16): one card per step, between the search
// iterations and the answer, each rendering its structured output readably; a refused step says so.
#include "ComposerWidget.h"
#include "RoleStepCardRenderer.h"
#include "TimelineCard.h"
#include "TimelineView.h"
#include "model/ResearchState.h"

#include <QApplication>
#include <QComboBox>
#include <QTest>

using namespace lmars;
using Json = nlohmann::json;

namespace {

model::RoleStep step(model::IracRole role, const Json& output, qint64 ms)
{
    model::RoleStep s;
    s.role = role;
    s.output = output;
    s.ms = ms;
    return s;
}

model::ResearchState iracState()
{
    model::ResearchState state;
    state.id = QStringLiteral("irac-cards");
    state.question = QStringLiteral("My landlord kept my deposit.");
    state.mode = model::ResearchMode::MultiTurn;
    state.answerFormat = model::AnswerFormat::Irac;
    state.status = model::RunStatus::Finished;
    model::Iteration it;
    it.index = 1;
    state.iterations.append(it);
    state.stages.append({model::Stage::Search, 1, 40});
    state.stages.append({model::Stage::Reason, 0, 900});
    state.stages.append({model::Stage::Summary, 0, 700});
    state.answer.markdown = QStringLiteral("## Issues\n...");
    state.roleSteps.append(
        step(model::IracRole::Facts,
             {{"facts",
               {{{"fact", "The rental is in California"}, {"origin", "follow_up_answer"}, {"sources", Json::array()}},
                {{"fact", "The deposit was 2,000 dollars"}, {"origin", "source"}, {"sources", {2}}}}},
              {"missing_facts", {"The move-out date"}}},
             310));
    state.roleSteps.append(step(model::IracRole::Rules,
                                {{"issues", {"Was the deposit returned in time?"}},
                                 {"rules",
                                  {{{"issue", "Was the deposit returned in time?"},
                                    {"rule", "The deposit is due within 21 days"},
                                    {"sources", {1, 3}}}}},
                                 {"unsupported_issues", {"Whether interest is owed"}}},
                                1200));
    model::RoleStep refused;
    refused.role = model::IracRole::Application;
    refused.refusal = QStringLiteral("The model refused to answer. (I can't help with that.)");
    refused.ms = 80;
    state.roleSteps.append(refused);
    state.roleSteps.append(
        step(model::IracRole::CommonSense,
             {{"points", {{{"point", "Keep the move-out photos"}, {"why", "They prove the condition"}}}}}, 150));
    return state;
}

} // namespace

class RoleStepCardTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneCardPerStepBetweenTheSearchAndTheAnswer()
    {
        ui::TimelineView view;
        view.showState(iracState());
        const QStringList keys = view.cardKeys();
        const qsizetype iteration = keys.indexOf(QStringLiteral("iter-1"));
        const qsizetype summary = keys.indexOf(QStringLiteral("summary"));
        QVERIFY(iteration >= 0 && summary >= 0);
        QCOMPARE(keys.mid(iteration + 1, 4), QStringList({QStringLiteral("role-0"), QStringLiteral("role-1"),
                                                          QStringLiteral("role-2"), QStringLiteral("role-3")}));
        QCOMPARE(summary, iteration + 5);
    }

    void eachCardRendersItsOutput()
    {
        ui::TimelineView view;
        view.showState(iracState());

        ui::TimelineCard* facts = view.card(QStringLiteral("role-0"));
        QVERIFY(facts);
        QCOMPARE(facts->title(), QStringLiteral("IRAC step 1 of 4: Facts"));
        QCOMPARE(facts->badge(), QStringLiteral("3 item(s)"));
        QVERIFY(
            facts->bodyText().contains(QStringLiteral("The rental is in California (from your follow-up answers)")));
        QVERIFY(facts->bodyText().contains(QStringLiteral("The deposit was 2,000 dollars [2] (from the sources)")));
        QVERIFY(facts->bodyText().contains(QStringLiteral("Facts not known")));
        QVERIFY(facts->bodyText().contains(QStringLiteral("The move-out date")));

        ui::TimelineCard* rules = view.card(QStringLiteral("role-1"));
        QCOMPARE(rules->title(), QStringLiteral("IRAC step 2 of 4: Rules"));
        QVERIFY(rules->bodyText().contains(QStringLiteral("Was the deposit returned in time?")));
        QVERIFY(rules->bodyText().contains(QStringLiteral("The deposit is due within 21 days [1][3]")));
        QVERIFY(rules->bodyText().contains(QStringLiteral("Whether interest is owed")));

        ui::TimelineCard* application = view.card(QStringLiteral("role-2"));
        QCOMPARE(application->badge(), QStringLiteral("no output"));
        QVERIFY(application->bodyText().contains(QStringLiteral("I can't help with that.")));
        QVERIFY(application->bodyText().contains(QStringLiteral("written without it")));

        ui::TimelineCard* commonSense = view.card(QStringLiteral("role-3"));
        QCOMPARE(commonSense->title(), QStringLiteral("IRAC step 4 of 4: Common sense"));
        QVERIFY(commonSense->bodyText().contains(QStringLiteral("Keep the move-out photos")));
        QVERIFY(commonSense->bodyText().contains(QStringLiteral("They prove the condition")));
    }

    void applicationShowsBothSides()
    {
        model::ResearchState state = iracState();
        state.roleSteps[2] = step(model::IracRole::Application,
                                  {{"applications",
                                    {{{"rule", "21-day return [1]"},
                                      {"facts", "Nothing came back after six weeks"},
                                      {"arguments_for", "The deadline passed"},
                                      {"arguments_against", "The landlord claims damage"},
                                      {"assessment", "Likely a violation"}}}},
                                   {"missing_facts", Json::array()}},
                                  500);
        ui::TimelineView view;
        view.showState(state);
        const QString body = view.card(QStringLiteral("role-2"))->bodyText();
        for (const char* part :
             {"21-day return [1]", "Facts: Nothing came back after six weeks", "For you: The deadline passed",
              "Against you: The landlord claims damage", "Assessment: Likely a violation"})
            QVERIFY2(body.contains(QLatin1String(part)), qPrintable(body));
    }

    void theRunningStepShowsAsWorking()
    {
        model::ResearchState state = iracState();
        state.status = model::RunStatus::Running;
        state.roleSteps = state.roleSteps.mid(0, 2);
        state.stages.removeLast();
        state.stages.removeLast();
        state.answer = {};
        state.activeStage = model::Stage::Reason;
        ui::TimelineView view;
        view.showState(state);
        QVERIFY(view.cardKeys().contains(QStringLiteral("role-2")));
        QVERIFY(!view.cardKeys().contains(QStringLiteral("role-3")));
        QCOMPARE(view.card(QStringLiteral("role-2"))->title(), QStringLiteral("IRAC step 3 of 4: Application"));
    }

    void standardRunsHaveNoRoleCards()
    {
        model::ResearchState state = iracState();
        state.answerFormat = model::AnswerFormat::Standard;
        state.roleSteps.clear();
        ui::TimelineView view;
        view.showState(state);
        for (const QString& key : view.cardKeys())
            QVERIFY2(!ui::RoleStepCardRenderer::isKey(key), qPrintable(key));
    }

    void composerOffersTheFormatBesideTheMode()
    {
        ui::ComposerWidget composer;
        auto* format = composer.findChild<QComboBox*>(QStringLiteral("formatCombo"));
        QVERIFY(format);
        QCOMPARE(format->count(), 2);
        QCOMPARE(format->itemText(1), QStringLiteral("IRAC"));
        composer.setMode(model::ResearchMode::MultiTurn);
        composer.setAnswerFormat(model::AnswerFormat::Irac);
        QCOMPARE(composer.request().options.answerFormat, model::AnswerFormat::Irac);
        // Evidence-only writes no answer: the control is off and the request stays standard.
        composer.setMode(model::ResearchMode::Evidence);
        QVERIFY(!format->isEnabled());
        QCOMPARE(composer.request().options.answerFormat, model::AnswerFormat::Standard);
        composer.setMode(model::ResearchMode::Simple);
        QVERIFY(format->isEnabled());
        QCOMPARE(composer.request().options.answerFormat, model::AnswerFormat::Irac);
    }
};

QTEST_MAIN(RoleStepCardTest)
#include "RoleStepCardTest.moc"
