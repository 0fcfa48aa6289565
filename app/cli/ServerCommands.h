// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <QCommandLineOption>

#include <memory>

#include "common/Error.h"

namespace lmars::store {
class PgConnection;
}

class QCommandLineParser;

namespace lmars::cli {

/// `lmars-cli server init|status|matter|wall|audit|push|search|list|history`: the firm server
/// (LMARS_SERVER_URL or --server, a PostgreSQL connection string or URI).
class ServerCommands final
{
    Q_DECLARE_TR_FUNCTIONS(ServerCommands)

public:
    /// arguments: the program name, the subcommand, then its options.
    static int run(QStringList arguments);

    /// The options every server subcommand takes (--server, --data-dir, --help) plus extra; parses.
    /// Returns -1 to go on, else an exit code.
    static int parse(QCommandLineParser& parser, const QStringList& arguments, const QList<QCommandLineOption>& extra);
    /// Prints the error and returns its exit code.
    static int fail(const Error& error);

private:
    static int init(const QStringList& arguments);
    static int status(const QStringList& arguments);
    static int matter(const QStringList& arguments);
    static int wall(const QStringList& arguments);
    static int audit(const QStringList& arguments);

public:
    /// Connects to the configured server (--server overrides LMARS_SERVER_URL); prints why not
    /// and sets *exitCode when it cannot.
    static std::unique_ptr<store::PgConnection> connect(const QCommandLineParser& parser, int* exitCode);
};

} // namespace lmars::cli
