// SPDX-License-Identifier: GPL-3.0-or-later
// Verification while the answer streams, in the window (issue 13, point 7): the answer streams slowly
// from the scripted model; its case citation is looked up in the scripted CourtListener as soon as it
// is complete, and its badge shows in the answer view, with the timeline's Verification card, before
// the rest of the answer has arrived. Real widgets and HTTP code against run_simple_openai.json.
#include "CitationLookupScript.h"
#include "ConfigController.h"
#include "MainWindow.h"
#include "ScriptedServer.h"
#include "TestMainWindow.h"
#include "ThemeManager.h"
#include "TimelineCard.h"
#include "TimelineView.h"
#include "UiTestSupport.h"
#include "common/JsonUtil.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"
#include "web/AnswerPage.h"

#include <QFile>
#include <QPlainTextEdit>
#include <QTemporaryDir>

using namespace lmars;
using Key = settings::Settings::Key;
using Json = nlohmann::json;
namespace lookup = test::lookup;

namespace {

const QStringList kChunks{
    QStringLiteral("Same-sex couples may marry: Obergefell v. Hodges, 576 U.S. 644 (2015) [1]. The court "),
    QStringLiteral("grounded the right in due process and equal protection, and the states must license "),
    QStringLiteral("such marriages and recognise those performed elsewhere [1]. "),
    QStringLiteral("Later cases applied the holding to benefits [2]. "),
    QStringLiteral("Agencies followed it in their rules [2]. "),
    QStringLiteral("Closing-sentence-of-the-answer [1].\n"),
};

QByteArray scenario()
{
    QFile f(QStringLiteral(LMARS_TEST_SCENARIO_DIR "/run_simple_openai.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    Json s = Json::parse(f.readAll().toStdString());
    Json sse = Json::array();
    for (const QString& piece : kChunks)
        sse.push_back(
            {{"data",
              {{"id", "chatcmpl-l"},
               {"object", "chat.completion.chunk"},
               {"choices",
                {{{"index", 0}, {"delta", {{"content", piece.toStdString()}}}, {"finish_reason", nullptr}}}}}}});
    sse.push_back({{"data",
                    {{"id", "chatcmpl-l"},
                     {"object", "chat.completion.chunk"},
                     {"choices", {{{"index", 0}, {"delta", Json::object()}, {"finish_reason", "stop"}}}}}}});
    sse.push_back("[DONE]");
    for (Json& route : s["routes"]) {
        if (route["path"] == "/v1/chat/completions" &&
            route.value("match", Json::object()).value("bodyContains", std::string()) == "\"stream\":true")
            route["responses"] = Json::array({{{"status", 200}, {"sse", sse}, {"chunkDelayMs", 700}}});
    }
    const QString cited = QStringLiteral("576 U.S. 644");
    s["routes"].push_back(Json::parse(
        lookup::route(
            lookup::reply(cited, {lookup::Entry(cited, 200,
                                                {lookup::cluster(2812209, QStringLiteral("Obergefell v. Hodges"),
                                                                 QStringLiteral("2015-06-26"),
                                                                 QStringLiteral("obergefell-v-hodges"))})}))
            .toStdString()));
    return QByteArray::fromStdString(json::dump(s).toStdString());
}

} // namespace

class LiveVerificationUiTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void badgesAppearWhileTheAnswerStreams()
    {
        test::ScriptedServer server;
        QString error;
        QVERIFY2(server.loadScenario(scenario(), &error), qPrintable(error));
        QVERIFY(server.start());
        test::TestMainWindow app(m_dir.filePath(QStringLiteral("lmars.ini")));
        app.useScriptedServer(server.baseUrl().toString());
        app.settings().setDefaultSources({model::SourceChoice::Web, model::SourceChoice::CaseLaw});
        app.settings().setValue(Key::DefaultMode, QStringLiteral("simple"));
        app.secrets().store(QStringLiteral("COURTLISTENER_API_TOKEN"), QStringLiteral("cl-test"));
        QVERIFY(app.show({1366, 768}, true));
        ui::MainWindow& window = *app.window();

        auto* question = window.findChild<QPlainTextEdit*>(QStringLiteral("questionEdit"));
        QVERIFY(question);
        question->setFocus();
        QTest::keyClicks(question, QStringLiteral("Can same-sex couples marry?"));
        QTest::keyClick(question, Qt::Key_Return, Qt::ControlModifier);

        // One evaluation sees both: the verified badge, and whether the answer's last sentence is there yet.
        QWebEnginePage* page = window.answerView()->page();
        const QString probe = QStringLiteral(
            "(document.querySelectorAll('.vbadge-ok').length > 0 ? 'badge' : 'none') + ':' + "
            "(document.body.textContent.includes('Closing-sentence-of-the-answer') ? 'end' : 'streaming')");
        QString seen;
        QTRY_VERIFY_WITH_TIMEOUT((seen = test::runJs(page, probe).toString()).startsWith(QStringLiteral("badge")),
                                 30000);
        QCOMPARE(seen, QStringLiteral("badge:streaming"));
        QVERIFY(!window.lastState()); // the run is still going

        // The timeline's Verification card follows (its renders are batched), still checking.
        QTRY_VERIFY_WITH_TIMEOUT(window.timeline()->card(QStringLiteral("verification")), 5000);
        QCOMPARE(window.timeline()->card(QStringLiteral("verification"))->badge(), QStringLiteral("checking"));

        QTRY_VERIFY_WITH_TIMEOUT(window.lastState(), 60000);
        const research::StateSnapshot state = window.lastState();
        QVERIFY(state->verification.finished);
        QCOMPARE(state->verification.citations.at(0).check.status, model::CitationStatus::Verified);
        QCOMPARE(server.requestsTo(QStringLiteral("/api/rest/v4/citation-lookup/")).size(), 1);
    }
};

LMARS_UI_TEST_MAIN(LiveVerificationUiTest)
#include "LiveVerificationUiTest.moc"
