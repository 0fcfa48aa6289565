// SPDX-License-Identifier: GPL-3.0-or-later
// The switch that turns verification off (issue 13): the Settings dialog's check box writes
// research/verify (LMARS_VERIFY), and a run started from the window honours it: no citation is
// looked up, no claim_support call is made, and the record and the timeline say plainly that
// verification was turned off. Real widgets and HTTP code against tests/scenarios/run_simple_openai.json.
#include "ConfigController.h"
#include "MainWindow.h"
#include "ScriptedServer.h"
#include "SettingsDialog.h"
#include "TestMainWindow.h"
#include "ThemeManager.h"
#include "TimelineCard.h"
#include "TimelineView.h"
#include "UiTestSupport.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"

#include <QCheckBox>
#include <QFile>
#include <QPlainTextEdit>
#include <QTemporaryDir>

using namespace lmars;
using Key = settings::Settings::Key;

class VerifySwitchTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString iniPath() const { return m_dir.filePath(QStringLiteral("lmars.ini")); }

private Q_SLOTS:
    void init() { QFile::remove(iniPath()); }

    void settingsDialogTurnsVerificationOffAndOn()
    {
        settings::MemorySecretStore store;
        settings::Settings s(iniPath());
        ui::ConfigController config(s, store);
        config.setEnvironment({}, {});
        QVERIFY(config.config().verify); // on by default
        {
            ui::SettingsDialog dialog(config);
            auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("verifyCheck"));
            QVERIFY(box);
            QVERIFY(box->isChecked());
            box->setChecked(false);
            dialog.apply();
        }
        QCOMPARE(s.string(Key::Verify), QStringLiteral("false"));
        QVERIFY(!config.config().verify);
        {
            ui::SettingsDialog dialog(config);
            auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("verifyCheck"));
            QVERIFY(!box->isChecked());
            box->setChecked(true);
            dialog.apply();
        }
        QVERIFY(s.string(Key::Verify).isEmpty()); // back to the default
        QVERIFY(config.config().verify);
        // The environment wins over the settings file, as for every shared setting.
        config.setEnvironment({{QStringLiteral("LMARS_VERIFY"), QStringLiteral("0")}}, {});
        QVERIFY(!config.config().verify);
    }

    void runFromTheWindowHonoursTheSwitch()
    {
        test::ScriptedServer server;
        QString error;
        QVERIFY2(server.loadScenarioFile(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/run_simple_openai.json"), &error),
                 qPrintable(error));
        QVERIFY(server.start());
        test::TestMainWindow app(iniPath());
        app.useScriptedServer(server.baseUrl().toString());
        app.settings().setDefaultSources({model::SourceChoice::Web, model::SourceChoice::CaseLaw});
        app.settings().setValue(Key::DefaultMode, QStringLiteral("simple"));
        app.settings().setValue(Key::Verify, QStringLiteral("false"));
        app.secrets().store(QStringLiteral("COURTLISTENER_API_TOKEN"), QStringLiteral("cl-test"));
        QVERIFY(app.show({1366, 768}, false));
        ui::MainWindow& window = *app.window();

        auto* question = window.findChild<QPlainTextEdit*>(QStringLiteral("questionEdit"));
        QVERIFY(question);
        question->setFocus();
        QTest::keyClicks(question, QStringLiteral("My landlord in California kept my deposit. What can I do?"));
        QTest::keyClick(question, Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(window.lastState(), 60000);
        const research::StateSnapshot state = window.lastState();
        QCOMPARE(state->status, model::RunStatus::Finished);
        QVERIFY(!state->answer.markdown.isEmpty());

        const model::Verification& v = state->verification;
        QVERIFY(v.present);
        QVERIFY(v.turnedOff);
        QVERIFY(v.citations.isEmpty() && v.quotes.isEmpty() && v.claims.isEmpty());
        QVERIFY(v.notes.join(QLatin1Char(' ')).contains(QStringLiteral("Verification was turned off")));
        QCOMPARE(state->toJson().at("verification").at("turnedOff").get<bool>(), true);
        QVERIFY(server.requestsTo(QStringLiteral("/api/rest/v4/citation-lookup/")).isEmpty());
        for (const auto& r : server.requestsTo(QStringLiteral("/v1/chat/completions")))
            QVERIFY(!r.body.contains("claim_support"));

        ui::TimelineCard* card = window.timeline()->card(QStringLiteral("verification"));
        QVERIFY(card);
        QCOMPARE(card->badge(), QStringLiteral("off"));
        QVERIFY(card->bodyText().contains(QStringLiteral("turned off")));
        QVERIFY(!card->bodyText().contains(QStringLiteral("verified")));
    }
};

LMARS_UI_TEST_MAIN(VerifySwitchTest)
#include "VerifySwitchTest.moc"
