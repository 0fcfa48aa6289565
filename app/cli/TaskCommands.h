// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace lmars::cli {

/**
 * `lmars-cli eval tasks --dataset FILE --condition closed-book|simple|multi|evidence [--types kqa,lar]
 * [--limit N] [--out results.jsonl] [--concurrency K] [--sources LIST] [--record DIR | --replay DIR]`:
 * LegalSearch-R1 and LegalAgentBench tasks, scored as each benchmark scores them (TaskRunner).
 */
class TaskCommands final
{
    Q_DECLARE_TR_FUNCTIONS(TaskCommands)

public:
    static int tasks(const QStringList& arguments);
    /// `lmars-cli eval statute-library --articles FILE --out DIR`: the articles as a library folder with
    /// their validity windows (StatuteLibraryExport), for `--sources local` research.
    static int statuteLibrary(const QStringList& arguments);
};

} // namespace lmars::cli
