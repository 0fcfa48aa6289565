// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Error.h"
#include "model/AsOf.h"

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace lmars::store {
class Backends;
}
namespace lmars::settings {
struct AppConfig;
}

class QCommandLineParser;
class QCommandLineOption;

namespace lmars::cli {

/// Exit codes of lmars-cli (documented in the README).
enum ExitCode
{
    ExitOk = 0,
    ExitUsage = 2,
    ExitConfiguration = 3,
    ExitProvider = 4,
    ExitCitationsFlagged = 5, ///< lmars-cli verify: at least one citation is flagged
    ExitIncomplete = 6,       ///< lmars-cli ask: an error stopped the answer after part of it (printed, labelled)
    ExitCancelled = 130
};

/// Shared helpers of the CLI commands.
class CliSupport final
{
    Q_DECLARE_TR_FUNCTIONS(CliSupport)

public:
    static void out(const QString& text);              ///< stdout, UTF-8, flushed
    static void err(const QString& text);              ///< stderr, UTF-8, flushed
    static int fail(int code, const QString& message); ///< prints "lmars-cli: message" to stderr, returns code
    /// Parses arguments; prints the error or, for --help, the help text. Returns -1 to go on,
    /// else the exit code (usage error, or 0 after the help).
    static int parseArguments(QCommandLineParser& parser, const QStringList& arguments);
    static int exitCodeFor(const Error& error);
    /// Reads a date option (--as-of) into *out (origin User; null when the option is not given): -1
    /// when it is a date, else ExitUsage after saying why ("The as-of date \"June\" is not a date").
    static int readAsOf(const QCommandLineParser& parser, const QCommandLineOption& option, model::AsOf* out);

    /// Loads the configuration (settings, ./.env, environment) with --data-dir applied.
    static settings::AppConfig loadConfig(const QString& dataDirOverride);
    /// Opens the library and session archive the configuration names (the embedded ones, or the
    /// firm server's); on failure prints the reason and returns null. When the server cannot be
    /// reached, says so once on stderr (the commands then work with what is on this computer).
    static std::unique_ptr<store::Backends> openBackends(const settings::AppConfig& config);

    /// Installs SIGINT/SIGTERM handlers: the first cancels the token, the second exits at once (130).
    static void installInterruptHandler(const CancelToken& token);
    static bool stderrIsTerminal();
};

} // namespace lmars::cli
