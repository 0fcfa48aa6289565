// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "parse/ParseLimits.h"

#include <QByteArray>
#include <QStringList>

#include <functional>

namespace lmars::parse {

/// How a call run by IsolatedCall ended, and what it wrote.
struct IsolatedOutcome
{
    enum class End
    {
        Finished,    ///< the function returned; output holds its bytes
        TimedOut,    ///< stopped at the wall-clock limit
        OutOfMemory, ///< stopped at the memory bound
        Crashed,     ///< the child died of a signal or exited abnormally
        Cancelled,   ///< the caller's token was cancelled; the child was stopped
        NotStarted   ///< the child process could not be created
    };

    End end = End::NotStarted;
    QByteArray output;
    int signal = 0;   ///< the signal that ended the child, when Crashed
    int exitCode = 0; ///< the child's exit code, when Crashed without a signal
    qint64 elapsedMs = 0;
    qint64 stderrLines = 0;       ///< lines the child wrote on stderr (its library's error messages)
    QStringList firstStderrLines; ///< the first few of them, each cut to kMaxLineChars
    QString startError;           ///< why the child could not be created, when NotStarted

    static constexpr int kKeptLines = 3;
    static constexpr int kMaxLineChars = 200;
};

/**
 * Runs a function in a forked child process, so that a library call that cannot be interrupted
 * (poppler on a hostile PDF) is stopped all the same: the child gets the wall-clock limit (then
 * SIGKILL), an address-space bound (RLIMIT_AS, on top of what it inherits) and a CPU-time backstop,
 * and dies with the caller's process. The child's stderr is a pipe read here: its lines are counted
 * and the first few kept, never passed on. The function's returned bytes come back through a second
 * pipe. The child runs only the function, then _exit()s: no atexit handlers, no Qt teardown.
 */
class IsolatedCall final
{
public:
    using Work = std::function<QByteArray()>;

    static IsolatedOutcome run(const Work& work, int timeoutMs, qint64 memoryBytes, const CancelToken& cancel = {});

    /// Exit code of a child whose allocation failed (operator new, or poppler's "Out of memory").
    static constexpr int kExitOutOfMemory = 86;
    /// Exit code of a child whose function threw.
    static constexpr int kExitException = 87;
};

} // namespace lmars::parse
