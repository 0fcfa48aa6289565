// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace lmars::cli {

/// `lmars-cli history [--search TEXT]`, `lmars-cli history rename ID TITLE`, `lmars-cli show ID [--json]`,
/// `lmars-cli delete ID`.
class HistoryCommands final
{
    Q_DECLARE_TR_FUNCTIONS(HistoryCommands)

public:
    static int history(const QStringList& arguments);
    static int show(const QStringList& arguments);
    static int rename(const QStringList& arguments);
    static int remove(const QStringList& arguments);
};

} // namespace lmars::cli
