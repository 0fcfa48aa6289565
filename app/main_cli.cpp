// SPDX-License-Identifier: GPL-3.0-or-later
// lmars-cli: the headless front end. Dispatches to one command; the logic lives in lmars_core.
#include "cli/AskCommand.h"
#include "cli/CliSupport.h"
#include "cli/EvalCommands.h"
#include "cli/ExportCommand.h"
#include "cli/HistoryCommands.h"
#include "cli/LibraryCommands.h"
#include "cli/ServerCommands.h"
#include "cli/UScoreCommand.h"
#include "cli/VerifyCommand.h"
#include "settings/Settings.h"
#include "settings/StructuredFormatStore.h"
#include "settings/Translator.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLoggingCategory>

#include <memory>

namespace {

QString usage()
{
    return QCoreApplication::translate(
        "main", "Usage: lmars-cli <command> [options]\n"
                "\n"
                "Commands:\n"
                "  ask QUESTION        research a legal question and print a cited answer\n"
                "  history             list past sessions (--search TEXT for full-text search);\n"
                "                      history rename ID TITLE gives a session a title\n"
                "  show ID             show a session (--json for the trajectory document)\n"
                "  export ID           write a session as docx, pdf, html, md, json, or its sources as csl-json\n"
                "                      or ris (--format F [--out FILE] [--footnotes])\n"
                "  delete ID           delete a session\n"
                "  uscore              rate how uncertain an answer reads (--answer-file F [--sources-file S])\n"
                "  library SUBCOMMAND  the local document library: add PATH..., index [DIR], list, remove PATH...,\n"
                "                      search QUERY [--as-of DATE] [-k N] [--json], stats\n"
                "  server SUBCOMMAND   the firm's PostgreSQL server: init, status, matter, wall, audit, push,\n"
                "                      search, list, history (see 'lmars-cli server --help')\n"
                "  eval mcq            run a LegalSearchQA-format set through a condition (--dataset F --condition C)\n"
                "  eval report         summarize eval results side by side (FILE... [--markdown])\n"
                "  eval retrieval      retrieval metrics on a BEIR-like set (--set DIR [--k 10] [--json])\n"
                "  version             print the version\n"
                "\n"
                "Run 'lmars-cli <command> --help' for the options of a command; --verbose shows internal logs.\n"
                "Exit codes: 0 success, 2 usage error, 3 configuration missing, 4 provider or network failure,\n"
                "130 cancelled.\n");
}

/// The usage text with the verify command's lines.
QString fullUsage()
{
    return usage() + QLatin1Char('\n') + QCoreApplication::translate("main", "Checking the citations of a document:") +
           QStringLiteral("\n  verify FILE         ") +
           QCoreApplication::translate("main", "list every citation with its page, line and status after the offline "
                                               "checks (--json); exit code 5 when a citation is flagged") +
           QLatin1Char('\n');
}

} // namespace

namespace {

/// Whether the command (the first argument that is not an option) lays out pages: export writes PDF and
/// needs fonts, so it runs a QGuiApplication on the offscreen platform unless QT_QPA_PLATFORM says otherwise.
bool needsGui(int argc, char* argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (argv[i][0] != '-')
            return qstrcmp(argv[i], "export") == 0;
    }
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    const bool gui = needsGui(argc, argv);
    if (gui && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app =
        gui ? std::make_unique<QGuiApplication>(argc, argv) : std::make_unique<QCoreApplication>(argc, argv);
    // Messages follow the system language (LANG/LC_ALL) when a translation exists.
    lmars::settings::Translator::install(QLocale::system());
    QCoreApplication::setOrganizationName(QStringLiteral("lmars"));
    QCoreApplication::setApplicationName(QStringLiteral("lmars"));
    QCoreApplication::setApplicationVersion(QStringLiteral(LMARS_VERSION));
    // Which structured-output form each model server took is remembered across runs.
    lmars::settings::Settings settings;
    lmars::settings::StructuredFormatStore::attach(settings);

    using lmars::cli::CliSupport;
    QStringList args = QCoreApplication::arguments();
    // The CLI reports progress and errors itself; internal logging only on request
    // (--verbose, or QT_LOGGING_RULES such as "lmars.*.debug=true").
    const bool verbose = args.removeAll(QStringLiteral("--verbose")) + args.removeAll(QStringLiteral("-v")) > 0;
    if (!verbose && qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(
            QStringLiteral("lmars.*.debug=false\nlmars.*.info=false\nlmars.*.warning=false"));
    if (args.size() < 2 || args.at(1) == QLatin1String("--help") || args.at(1) == QLatin1String("-h") ||
        args.at(1) == QLatin1String("help")) {
        (args.size() < 2 ? CliSupport::err(fullUsage()) : CliSupport::out(fullUsage()));
        return args.size() < 2 ? lmars::cli::ExitUsage : lmars::cli::ExitOk;
    }
    const QString command = args.takeAt(1);
    if (command == QLatin1String("ask"))
        return lmars::cli::AskCommand::run(args);
    if (command == QLatin1String("history"))
        return lmars::cli::HistoryCommands::history(args);
    if (command == QLatin1String("show"))
        return lmars::cli::HistoryCommands::show(args);
    if (command == QLatin1String("export"))
        return lmars::cli::ExportCommand::run(args);
    if (command == QLatin1String("delete"))
        return lmars::cli::HistoryCommands::remove(args);
    if (command == QLatin1String("uscore"))
        return lmars::cli::UScoreCommand::run(args);
    if (command == QLatin1String("verify"))
        return lmars::cli::VerifyCommand::run(args);
    if (command == QLatin1String("library"))
        return lmars::cli::LibraryCommands::run(args);
    if (command == QLatin1String("eval"))
        return lmars::cli::EvalCommands::run(args);
    if (command == QLatin1String("server"))
        return lmars::cli::ServerCommands::run(args);
    if (command == QLatin1String("version") || command == QLatin1String("--version")) {
        CliSupport::out(QStringLiteral("lmars-cli %1\n").arg(QCoreApplication::applicationVersion()));
        return lmars::cli::ExitOk;
    }
    return CliSupport::fail(lmars::cli::ExitUsage,
                            QCoreApplication::translate("main", "unknown command \"%1\".\n\n").arg(command) +
                                fullUsage());
}
