// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the tests that run the real lmars-cli binary (LMARS_CLI_PATH).
#include "ScriptedServer.h"

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace lmars::test {

struct CliRun
{
    int exitCode = -1; ///< -1 when it did not start, did not finish in time, or crashed
    QString out;
    QString err;
};

/// Runs lmars-cli with args in dir under env, feeding input to its standard input.
inline CliRun runCli(const QStringList& args, const QProcessEnvironment& env, const QString& dir, int timeoutMs,
                     const QByteArray& input = {})
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral(LMARS_CLI_PATH), args);
    CliRun r;
    if (!p.waitForStarted(10000))
        return r;
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs))
        return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

/**
 * A private HOME, config and data folder under home; with a server, an OpenAI-compatible model,
 * Serper and CourtListener all pointing at it, with fake keys "sk-<tag>-secret" and
 * "serper-<tag>-secret" (the Serper key only withSerper) that the tests look for in the output.
 */
inline QProcessEnvironment cliEnvironment(const QString& home, const ScriptedServer* server, const QString& tag,
                                          bool withSerper)
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LMARS_DATA_DIR"), home + QStringLiteral("/data"));
    // A sanitizer build's lmars-cli runs under the same options and suppressions as the test.
    for (const char* name : {"ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"}) {
        if (qEnvironmentVariableIsSet(name))
            env.insert(QLatin1String(name), qEnvironmentVariable(name));
    }
    if (!server)
        return env;
    const QString base = server->baseUrl().toString();
    env.insert(QStringLiteral("LMARS_LLM_PROVIDER"), QStringLiteral("openai"));
    env.insert(QStringLiteral("LMARS_LLM_BASE_URL"), base + QStringLiteral("/v1"));
    env.insert(QStringLiteral("LMARS_LLM_MODEL"), QStringLiteral("gpt-4o-mini"));
    env.insert(QStringLiteral("LMARS_LLM_API_KEY"), QStringLiteral("sk-%1-secret").arg(tag));
    env.insert(QStringLiteral("LMARS_SERPER_URL"), base);
    env.insert(QStringLiteral("LMARS_COURTLISTENER_URL"), base);
    if (withSerper)
        env.insert(QStringLiteral("SERPER_API_KEY"), QStringLiteral("serper-%1-secret").arg(tag));
    return env;
}

} // namespace lmars::test
