// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliSupport.h"

#include "library/BackendSettings.h"
#include "library/Backends.h"
#include "settings/AppConfig.h"

#include <QCommandLineParser>
#include <QDir>

#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace lmars::cli {

namespace {

// Written once before the handler is installed, then only read (async-signal-safe use).
CancelToken* g_interruptToken = nullptr;
volatile std::sig_atomic_t g_interrupts = 0;

extern "C" void onInterrupt(int)
{
    if (g_interrupts++ > 0)
        _exit(ExitCancelled);
    if (g_interruptToken)
        g_interruptToken->cancel();
}

} // namespace

void CliSupport::out(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

void CliSupport::err(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fflush(stderr);
}

int CliSupport::parseArguments(QCommandLineParser& parser, const QStringList& arguments)
{
    if (!parser.parse(arguments))
        return fail(ExitUsage, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out(parser.helpText());
        return ExitOk;
    }
    return -1;
}

int CliSupport::readAsOf(const QCommandLineParser& parser, const QCommandLineOption& option, model::AsOf* out)
{
    *out = model::AsOf();
    if (!parser.isSet(option))
        return -1;
    const QString text = parser.value(option);
    Result<model::AsOf> day =
        text.trimmed().isEmpty()
            ? Result<model::AsOf>(Error(ErrorKind::Usage, tr("--as-of needs a date (YYYY-MM-DD).")))
            : model::AsOf::parse(text, model::AsOfOrigin::User);
    if (!day)
        return fail(ExitUsage, tr("%1 For example: --as-of 2019-06-30.").arg(day.error().summary));
    *out = day.value();
    return -1;
}

int CliSupport::fail(int code, const QString& message)
{
    err(QStringLiteral("lmars-cli: ") + message + QLatin1Char('\n'));
    return code;
}

int CliSupport::exitCodeFor(const Error& error)
{
    switch (error.kind) {
    case ErrorKind::Usage:
        return ExitUsage;
    case ErrorKind::Configuration:
        return ExitConfiguration;
    case ErrorKind::Cancelled:
        return ExitCancelled;
    default:
        return ExitProvider;
    }
}

settings::AppConfig CliSupport::loadConfig(const QString& dataDirOverride)
{
    settings::AppConfig config = settings::AppConfig::load(settings::AppConfig::processEnvironment(),
                                                           QDir::current().filePath(QStringLiteral(".env")));
    if (!dataDirOverride.isEmpty())
        config.dataDir = dataDirOverride;
    config.applyNetwork(); // every command's requests and firm-server connections
    return config;
}

std::unique_ptr<store::Backends> CliSupport::openBackends(const settings::AppConfig& config)
{
    auto backends = store::Backends::open(library::BackendSettings::fromConfig(config));
    if (!backends) {
        fail(ExitConfiguration, tr("cannot open the session database %1: %2. Set LMARS_DATA_DIR or --data-dir to a "
                                   "writable folder.")
                                    .arg(config.sessionDatabasePath(), backends.error().toString()));
        return nullptr;
    }
    if (!backends.value()->isReachable())
        err(tr("note: the firm server cannot be reached (%1). Sessions are kept on this computer and sent when it is "
               "back.")
                .arg(backends.value()->unreachableReason()) +
            QLatin1Char('\n'));
    return std::move(backends).value();
}

void CliSupport::installInterruptHandler(const CancelToken& token)
{
    static CancelToken held;
    held = token;
    g_interruptToken = &held;
    struct sigaction action = {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a blocking prompt read returns on Ctrl-C
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}

bool CliSupport::stderrIsTerminal()
{
    return isatty(fileno(stderr)) != 0;
}

} // namespace lmars::cli
