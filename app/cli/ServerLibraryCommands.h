// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace lmars::cli {

/// `lmars-cli server push|search|list|history`: the library and the session archive on the firm server.
class ServerLibraryCommands final
{
    Q_DECLARE_TR_FUNCTIONS(ServerLibraryCommands)

public:
    /// Each takes the program name, then its options (the subcommand already removed).
    static int push(const QStringList& arguments);
    static int search(const QStringList& arguments);
    static int list(const QStringList& arguments);
    static int history(const QStringList& arguments);
};

} // namespace lmars::cli
