// SPDX-License-Identifier: GPL-3.0-or-later
// lmars: the desktop application. Wiring only; the widgets live in lmars_ui, the engine in lmars_core.
#include "MainWindow.h"
#include "ThemeManager.h"
#include "settings/MemorySecretStore.h"
#include "settings/Settings.h"
#include "settings/StructuredFormatStore.h"
#include "settings/Translator.h"
#include "web/AnswerView.h"
#ifdef LMARS_HAVE_KEYCHAIN
#include "settings/KeychainSecretStore.h"
#endif

#include <QApplication>
#include <QElapsedTimer>
#include <QLocale>
#include <QLoggingCategory>
#include <QTimer>

#include <cstdio>
#include <memory>

int main(int argc, char* argv[])
{
    QElapsedTimer startup;
    startup.start();
    QCoreApplication::setOrganizationName(QStringLiteral("lmars"));
    QCoreApplication::setApplicationName(QStringLiteral("lmars"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LMARS_VERSION));
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts); // required by WebEngine before the application
    lmars::ui::AnswerView::registerUrlScheme();
    QApplication app(argc, argv);
    QApplication::setApplicationDisplayName(QStringLiteral("L-MARS"));
    // Debug logging only on request (QT_LOGGING_RULES, e.g. "lmars.*.debug=true"); warnings stay on.
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(QStringLiteral("lmars.*.debug=false"));

    lmars::settings::Settings settings;
    lmars::settings::StructuredFormatStore::attach(settings);
    const QString language = settings.string(lmars::settings::Settings::Key::Language);
    lmars::settings::Translator::install(language.isEmpty() ? QLocale::system() : QLocale(language));

    std::unique_ptr<lmars::settings::SecretStore> secrets;
#ifdef LMARS_HAVE_KEYCHAIN
    secrets = std::make_unique<lmars::settings::KeychainSecretStore>();
#else
    secrets = std::make_unique<lmars::settings::MemorySecretStore>(
        QApplication::translate("main", "This build has no keychain support: keys are kept only until L-MARS closes."));
#endif
    lmars::ui::ThemeManager theme;
    theme.apply(settings.string(lmars::settings::Settings::Key::Theme));

    lmars::ui::MainWindow window(settings, *secrets, theme);
    window.show();

    // --startup-time prints how long it took until the window is shown and the event loop idles;
    // --quit-after-startup then exits (for measuring).
    const QStringList args = QApplication::arguments();
    if (args.contains(QStringLiteral("--startup-time")) || args.contains(QStringLiteral("--quit-after-startup"))) {
        QTimer::singleShot(0, &app, [&startup, &args] {
            std::fprintf(stderr, "lmars: interactive main window after %lld ms\n",
                         static_cast<long long>(startup.elapsed()));
            if (args.contains(QStringLiteral("--quit-after-startup")))
                QApplication::quit();
        });
    }
    return QApplication::exec();
}
