// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"

#include <QCoreApplication>
#include <QFile>
#include <QList>
#include <QSet>
#include <QString>

#include <nlohmann/json.hpp>

#include <functional>

namespace lmars::eval {

/**
 * The per-question results of an eval run: JSON Lines, one object a line. Each line is written with
 * one write() and flushed, so an interrupted run (Ctrl-C, a crash) leaves every finished question
 * on disk and at most one incomplete last line, which readers skip and appending repairs.
 */
class McqResultFile final
{
    Q_DECLARE_TR_FUNCTIONS(McqResultFile)

public:
    /// Every complete JSON object line of a results file (an incomplete or damaged line is skipped
    /// and counted in *skipped).
    static Result<QList<nlohmann::json>> readAll(const QString& path, int* skipped = nullptr);
    /// The ids already in a results file for this condition.
    static QSet<QString> doneIds(const QString& path, const QString& condition);

    /// Opens for appending; a last line without its newline is ended first.
    Result<void> open(const QString& path);
    /// Appends one line and flushes it to the operating system.
    Result<void> append(const nlohmann::json& line);
    /// Runs jobs (each makes one result line) at most concurrency at a time and appends each line as
    /// its job finishes, except lines marked "cancelled"; written sees each appended line. A failed
    /// write cancels the remaining jobs and is returned. True when every job ran (not cancelled).
    Result<bool> appendConcurrently(const QList<std::function<nlohmann::json()>>& jobs, int concurrency,
                                    const CancelToken& cancel,
                                    const std::function<void(const nlohmann::json&)>& written);

private:
    QFile m_file;
};

} // namespace lmars::eval
