// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QString>

namespace lmars::test {

/// The pid of a process that has certainly exited and been reaped (to stand for a crashed owner);
/// 0 when no process could be started.
inline qint64 exitedProcessId()
{
    QProcess process;
    process.start(QStringLiteral("true"), {});
    if (!process.waitForStarted(5000))
        return 0;
    const qint64 pid = process.processId();
    process.waitForFinished(5000);
    return pid;
}

} // namespace lmars::test
