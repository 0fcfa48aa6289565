// SPDX-License-Identifier: GPL-3.0-or-later
// The main window on common screens: its minimum size (at most 1280×720, in English and Spanish),
// its first size (within the available screen), every composer control fully visible at 1366×768
// and narrower, the sources panel shown and hidden, timeline cards that wrap instead of being
// clipped, and a title that names the application once. The offscreen platform gets two screens,
// 1366×768 (primary) and 1920×1080; with LMARS_SCREENSHOTS=DIR a finished run is saved at both sizes.
#include "ComposerWidget.h"
#include "ConfigController.h"
#include "MainWindow.h"
#include "ScriptedServer.h"
#include "SourcesPanel.h"
#include "TestMainWindow.h"
#include "ThemeManager.h"
#include "TimelineCard.h"
#include "TimelineView.h"
#include "UiTestSupport.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"
#include "settings/Translator.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScreen>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <QWindow>

using namespace lmars;
using Key = settings::Settings::Key;

namespace {

const QSize kSmallScreen(1366, 768);
const QSize kLargeScreen(1920, 1080);

/// The widgets of the composer a user reads or operates, each once (not the line edit inside a spin box).
QList<QWidget*> composerControls(QWidget* composer)
{
    QList<QWidget*> out;
    for (QWidget* w : composer->findChildren<QWidget*>()) {
        if (!w->isVisibleTo(composer))
            continue;
        const bool control = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                             qobject_cast<QLineEdit*>(w) || qobject_cast<QAbstractSpinBox*>(w) ||
                             qobject_cast<QLabel*>(w) || qobject_cast<QPlainTextEdit*>(w);
        if (!control)
            continue;
        bool inner = false;
        for (QWidget* p = w->parentWidget(); p && p != composer; p = p->parentWidget()) {
            if (qobject_cast<QComboBox*>(p) || qobject_cast<QAbstractSpinBox*>(p) || qobject_cast<QPlainTextEdit*>(p))
                inner = true;
        }
        if (!inner)
            out << w;
    }
    return out;
}

/// The smallest size the layouts may give the widget: its explicit minimum where it has one, else its hint.
QSize leastSize(const QWidget* w)
{
    const QSize hint = w->minimumSizeHint();
    return {w->minimumWidth() > 0 ? w->minimumWidth() : hint.width(),
            w->minimumHeight() > 0 ? w->minimumHeight() : hint.height()};
}

/// Lets pending layout requests run (a language change or resize lays the widgets out on the next turn).
void settleLayouts()
{
    // A language switch changes size hints, whose layout requests post further ones (nested layouts,
    // combo boxes sized to their contents): deliver them until none is left, not a fixed number of times.
    for (int i = 0; i < 20; ++i) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
}

QRect rectIn(QWidget* w, QWidget* ancestor)
{
    return QRect(w->mapTo(ancestor, QPoint(0, 0)), w->size());
}

} // namespace

class WindowFitTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::ScriptedServer> m_server;
    std::unique_ptr<test::TestMainWindow> m_app;
    ui::MainWindow* m_window = nullptr; ///< m_app's window
    QString m_shots;

    void shoot(const QString& name)
    {
        if (m_shots.isEmpty())
            return;
        QTest::qWait(400); // only for pictures: let WebEngine's compositor deliver its latest frame
        QVERIFY(m_window->grab().save(QDir(m_shots).filePath(name + QStringLiteral(".png"))));
    }

    QScreen* screenOfSize(const QSize& size) const
    {
        for (QScreen* screen : QGuiApplication::screens()) {
            if (screen->geometry().size() == size)
                return screen;
        }
        return nullptr;
    }

    /// Places the window on the screen filling its available area, as a maximized window would.
    void fill(const QSize& screenSize)
    {
        QScreen* screen = screenOfSize(screenSize);
        QVERIFY(screen);
        m_window->setScreen(screen);
        m_window->setGeometry(screen->availableGeometry());
        QTRY_COMPARE(m_window->size(), screen->availableGeometry().size());
    }

    /// Every composer control is inside the window and the composer, as large as it needs to be to show
    /// its whole text, and overlaps no other control.
    void verifyComposerFits(const QString& where)
    {
        settleLayouts();
        QWidget* composer = m_window->composer();
        QVERIFY(composer->isVisible());
        const QRect windowRect = m_window->rect();
        QVERIFY2(windowRect.contains(rectIn(composer, m_window)), qPrintable(where));
        const QList<QWidget*> controls = composerControls(composer);
        QVERIFY(controls.size() >= 12);
        for (QWidget* w : controls) {
            const QString name = where + QStringLiteral(": ") + w->objectName() + QLatin1Char(' ') +
                                 QString::fromLatin1(w->metaObject()->className());
            const QRect r = rectIn(w, composer);
            QVERIFY2(composer->rect().contains(r), qPrintable(name));
            QVERIFY2(windowRect.contains(rectIn(w, m_window)), qPrintable(name));
            const QSize least =
                qobject_cast<QAbstractButton*>(w) || qobject_cast<QLabel*>(w) ? w->sizeHint() : w->minimumSizeHint();
            QVERIFY2(w->width() >= least.width() && w->height() >= least.height(),
                     qPrintable(name + QStringLiteral(" is %1×%2, needs %3×%4")
                                           .arg(w->width())
                                           .arg(w->height())
                                           .arg(least.width())
                                           .arg(least.height())));
            for (QWidget* other : controls) {
                if (other != w)
                    QVERIFY2(!r.intersects(rectIn(other, composer)),
                             qPrintable(name + QStringLiteral(" overlaps ") + other->objectName()));
            }
        }
    }

    /// Every label of the timeline outside its cards (title, figures) shows its whole text within it.
    void verifyTimelineHeaderFits(const QString& where)
    {
        settleLayouts();
        QWidget* timeline = m_window->timeline();
        auto* scroll = timeline->findChild<QScrollArea*>(QStringLiteral("timelineScroll"));
        for (QLabel* label : timeline->findChildren<QLabel*>()) {
            if (!label->isVisibleTo(timeline) || scroll->isAncestorOf(label))
                continue;
            const QString name = where + QStringLiteral(": ") + label->objectName();
            QVERIFY2(timeline->rect().contains(rectIn(label, timeline)), qPrintable(name));
            const QSize needed = label->wordWrap()
                                     ? QSize(leastSize(label).width(), label->heightForWidth(label->width()))
                                     : label->sizeHint();
            QVERIFY2(label->width() >= needed.width() && label->height() >= needed.height(),
                     qPrintable(name + QStringLiteral(" is %1×%2, needs %3×%4")
                                           .arg(label->width())
                                           .arg(label->height())
                                           .arg(needed.width())
                                           .arg(needed.height())));
        }
    }

    /// Every timeline card lies within the timeline's viewport, and long titles wrap.
    void verifyCardsFit(const QString& where)
    {
        settleLayouts();
        auto* scroll = m_window->timeline()->findChild<QScrollArea*>(QStringLiteral("timelineScroll"));
        QVERIFY(scroll);
        const int viewport = scroll->viewport()->width();
        const QStringList keys = m_window->timeline()->cardKeys();
        QVERIFY(!keys.isEmpty());
        for (const QString& key : keys) {
            ui::TimelineCard* card = m_window->timeline()->card(key);
            const QRect r = rectIn(card, scroll->viewport());
            QVERIFY2(r.left() >= 0 && r.right() < viewport, qPrintable(QStringLiteral("%1: card %2 spans %3..%4 of %5")
                                                                           .arg(where, key)
                                                                           .arg(r.left())
                                                                           .arg(r.right())
                                                                           .arg(viewport)));
            for (QLabel* label : card->findChildren<QLabel*>()) {
                if (!label->isVisibleTo(card))
                    continue;
                const QString name = where + QLatin1Char(' ') + key + QLatin1Char(' ') + label->objectName();
                QVERIFY2(card->rect().contains(rectIn(label, card)), qPrintable(name));
                // A label that does not wrap (the badge) shows its whole text.
                if (!label->wordWrap())
                    QVERIFY2(label->width() >= label->sizeHint().width(),
                             qPrintable(name + QStringLiteral(" is %1 wide, needs %2")
                                                   .arg(label->width())
                                                   .arg(label->sizeHint().width())));
            }
        }
    }

    void runSimpleResearch()
    {
        auto* question = m_window->findChild<QPlainTextEdit*>(QStringLiteral("questionEdit"));
        QVERIFY(question);
        question->setFocus();
        QTest::keyClicks(question, QStringLiteral("My landlord in California kept my deposit after I moved out of "
                                                  "the apartment two months ago. What can I do?"));
        auto* mode = m_window->findChild<QComboBox*>(QStringLiteral("modeCombo"));
        mode->setCurrentIndex(mode->findData(QVariant::fromValue(lmars::model::ResearchMode::Simple)));
        QTest::keyClick(question, Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(m_window->lastState(), 60000);
        QCOMPARE(m_window->lastState()->status, lmars::model::RunStatus::Finished);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_shots = qEnvironmentVariable("LMARS_SCREENSHOTS");
        if (!m_shots.isEmpty())
            QVERIFY(QDir().mkpath(m_shots));
        QApplication::setApplicationDisplayName(QStringLiteral("L-MARS"));
        QVERIFY2(screenOfSize(kSmallScreen) && screenOfSize(kLargeScreen),
                 "the offscreen platform was not given the 1366x768 and 1920x1080 screens");
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), kSmallScreen);
    }

    void init()
    {
        m_server = std::make_unique<test::ScriptedServer>();
        QVERIFY(m_server->loadScenarioFile(QStringLiteral("run_simple_openai.json")));
        QVERIFY(m_server->start());
        m_app = std::make_unique<test::TestMainWindow>(m_dir.filePath(QStringLiteral("settings.ini")));
        m_app->useScriptedServer(m_server->baseUrl().toString());
        m_app->settings().setValue(Key::Theme, QStringLiteral("light"));
        m_window = &m_app->create(); // each test shows it at the size it needs
    }

    void cleanup()
    {
        if (settings::Translator::currentLocale() != QLatin1String("en"))
            settings::Translator::install(QLocale(QStringLiteral("en")));
        m_window = nullptr;
        m_app.reset();
        m_server.reset();
    }

    void minimumSizeFitsA1280x720Screen_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Spanish") << QStringLiteral("es");
        QTest::newRow("Chinese") << QStringLiteral("zh_CN");
    }

    void minimumSizeFitsA1280x720Screen()
    {
        QFETCH(QString, language);
        settings::Translator::install(QLocale(language));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QTRY_VERIFY(m_window->configController()->areSecretsLoaded());
        QVERIFY(m_window->sourcesPanel()->isVisible());
        const QSize hint = m_window->minimumSizeHint();
        const QSize minimum = m_window->minimumSize().expandedTo(hint);
        qInfo("%s: minimum size %d×%d", qPrintable(language), minimum.width(), minimum.height());
        QVERIFY2(minimum.width() <= 1280 && minimum.height() <= 720,
                 qPrintable(QStringLiteral("%1×%2").arg(minimum.width()).arg(minimum.height())));
        // The window can really be made that small, and the composer still fits.
        m_window->resize(1280, 720);
        QTRY_COMPARE(m_window->size(), QSize(1280, 720));
        verifyComposerFits(language + QStringLiteral(" at 1280×720"));
    }

    void firstSizeFitsTheAvailableScreen()
    {
        // No saved geometry (a first start): the window opens within the primary screen's available area.
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QVERIFY2(available.contains(m_window->frameGeometry()), qPrintable(QStringLiteral("%1×%2 at %3,%4 on %5×%6")
                                                                               .arg(m_window->frameGeometry().width())
                                                                               .arg(m_window->frameGeometry().height())
                                                                               .arg(m_window->frameGeometry().x())
                                                                               .arg(m_window->frameGeometry().y())
                                                                               .arg(available.width())
                                                                               .arg(available.height())));
        QVERIFY(m_window->width() >= available.width() * 3 / 4); // and uses it
    }

    void composerAndCardsFitAtCommonSizes()
    {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QTRY_VERIFY(m_window->configController()->areSecretsLoaded());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->answerView()->isLoaded(), 30000);
        fill(kSmallScreen);
        verifyComposerFits(QStringLiteral("1366×768, empty"));
        runSimpleResearch();
        for (const QSize& screen : {kSmallScreen, kLargeScreen}) {
            fill(screen);
            const QString where = QStringLiteral("%1×%2").arg(screen.width()).arg(screen.height());
            verifyComposerFits(where);
            QTRY_VERIFY(m_window->sourcesPanel()->isVisible());
            QVERIFY(m_window->rect().contains(rectIn(m_window->sourcesPanel(), m_window)));
            verifyCardsFit(where);
            verifyTimelineHeaderFits(where);
            shoot(QStringLiteral("window-%1x%2").arg(screen.width()).arg(screen.height()));
        }
        // Narrower than any common screen, down to the minimum: controls wrap instead of being cut.
        m_window->resize(m_window->minimumSizeHint().width(), 720);
        QTRY_COMPARE(m_window->width(), m_window->minimumSizeHint().width());
        verifyComposerFits(QStringLiteral("minimum width"));
        verifyCardsFit(QStringLiteral("minimum width"));
        verifyTimelineHeaderFits(QStringLiteral("minimum width"));
        shoot(QStringLiteral("window-minimum"));
    }

    void timelineCardWrapsALongTitle()
    {
        // A card titled with a long query in a timeline at its minimum width wraps the title.
        QWidget column;
        auto* layout = new QVBoxLayout(&column);
        auto* card = new ui::TimelineCard(
            QStringLiteral("iter-1"),
            QStringLiteral("Iteration 1: \u201Cbad faith retention of a security deposit statutory damages twice the "
                           "amount California Civil Code 1950.5(l)\u201D"),
            &column);
        card->setMeta(QStringLiteral("12 results from 3 sources in 4.2 s"));
        card->setBodyHtml(QStringLiteral("<b>Web</b> \u00B7 8 results: \u201Ccalifornia security deposit bad faith "
                                         "penalty\u201D and the pages it found"));
        layout->addWidget(card);
        layout->addStretch(1);
        column.resize(280, 400);
        column.show();
        QVERIFY(QTest::qWaitForWindowExposed(&column));
        settleLayouts();
        QVERIFY2(card->minimumSizeHint().width() <= 280, qPrintable(QString::number(card->minimumSizeHint().width())));
        QVERIFY(column.rect().contains(card->geometry()));
        auto* title = card->findChild<QLabel*>(QStringLiteral("cardTitle"));
        QVERIFY(title);
        QVERIFY(card->rect().contains(rectIn(title, card)));
        QVERIFY(title->height() > 2 * title->fontMetrics().height()); // wrapped onto several lines
    }

    void sourcesPanelCanBeShownAndHidden()
    {
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        fill(kSmallScreen);
        QAction* toggle = m_window->findChild<QAction*>(QStringLiteral("actionToggleSources"));
        QVERIFY(toggle);
        QCOMPARE(toggle->shortcut(), QKeySequence(QStringLiteral("Ctrl+J")));
        // Reachable from the View menu of the menu bar, not only by its shortcut.
        bool inMenuBar = false;
        for (QAction* menu : m_window->menuBar()->actions()) {
            if (menu->menu() && menu->menu()->actions().contains(toggle))
                inMenuBar = true;
        }
        QVERIFY(inMenuBar);
        QVERIFY(m_window->sourcesPanel()->isVisible());
        const int centerWidth = m_window->composer()->width();
        toggle->trigger();
        QVERIFY(!m_window->sourcesPanel()->isVisible());
        QTRY_VERIFY(m_window->composer()->width() > centerWidth); // the room goes to the centre
        toggle->trigger();
        QVERIFY(m_window->sourcesPanel()->isVisible());
        QTRY_VERIFY(m_window->rect().contains(rectIn(m_window->sourcesPanel(), m_window)));
        QVERIFY(m_window->sourcesPanel()->width() >= leastSize(m_window->sourcesPanel()).width());
    }

    void windowTitleNamesTheApplicationOnce()
    {
        // The platform appends the display name ("… — L-MARS"): the title itself must not carry it.
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QVERIFY(!m_window->windowTitle().isEmpty());
        QVERIFY2(!m_window->windowTitle().contains(QGuiApplication::applicationDisplayName()),
                 qPrintable(m_window->windowTitle()));
        settings::Translator::install(QLocale(QStringLiteral("es")));
        QVERIFY2(!m_window->windowTitle().contains(QGuiApplication::applicationDisplayName()),
                 qPrintable(m_window->windowTitle()));
    }
};

int main(int argc, char** argv)
{
    // Two screens for the offscreen platform: the 1366×768 laptop (primary) and a 1920×1080 monitor.
    QTemporaryDir dir;
    if (dir.isValid())
        lmars::test::useOffscreenScreens(dir.path(), R"({"screens": [
                                             {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "dpr": 1},
                                             {"name": "monitor", "x": 1366, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96, "dpr": 1}]})");
    lmars::test::prepareUiTestEnvironment();
    QApplication app(argc, argv);
    WindowFitTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "WindowFitTest.moc"
