// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "web/AnswerView.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTest>
#include <QWebEnginePage>
#include <QWebEngineScript>

#include <memory>

namespace lmars::test {

/// Environment of every UI test: offscreen (unless a display was chosen), WebEngine without the
/// sandbox and GPU (tests run as root in containers), test-mode standard paths.
inline void prepareUiTestEnvironment()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("QTWEBENGINE_CHROMIUM_FLAGS"))
        qputenv("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox --disable-gpu");
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QCoreApplication::setOrganizationName(QStringLiteral("lmars-test"));
    QCoreApplication::setApplicationName(QStringLiteral("lmars-test"));
    QStandardPaths::setTestModeEnabled(true);
    ui::AnswerView::registerUrlScheme();
}

/// Gives the offscreen platform the screens described in screensJson ({"screens": [...]}, written to a
/// file in folder), unless another platform was chosen. Call before the QApplication exists.
inline void useOffscreenScreens(const QString& folder, const QByteArray& screensJson)
{
    if (qEnvironmentVariable("QT_QPA_PLATFORM", QStringLiteral("offscreen")) != QLatin1String("offscreen"))
        return;
    const QString config = QDir(folder).filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        return;
    file.write(screensJson);
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + QFile::encodeName(config));
}

/// Runs JavaScript in the answer view's isolated world and waits for its result.
inline QVariant runJs(QWebEnginePage* page, const QString& code, int timeoutMs = 10000)
{
    auto result = std::make_shared<QVariant>();
    auto done = std::make_shared<bool>(false);
    page->runJavaScript(code, QWebEngineScript::ApplicationWorld, [result, done](const QVariant& value) {
        *result = value;
        *done = true;
    });
    if (!QTest::qWaitFor([done] { return *done; }, timeoutMs))
        qWarning("JavaScript did not answer within %d ms", timeoutMs);
    return *result;
}

} // namespace lmars::test

#define LMARS_UI_TEST_MAIN(TestClass)                                                                                  \
    int main(int argc, char** argv)                                                                                    \
    {                                                                                                                  \
        lmars::test::prepareUiTestEnvironment();                                                                       \
        QApplication app(argc, argv);                                                                                  \
        TestClass test;                                                                                                \
        return QTest::qExec(&test, argc, argv);                                                                        \
    }
