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

/// Bounds of one isolated call.
struct IsolatedLimits
{
    int timeoutMs = 0;      ///< wall-clock limit from the start
    qint64 memoryBytes = 0; ///< address space on top of what the child inherits; 0: unbounded
    int stepTimeoutMs = 0;  ///< when > 0, each progress step allows this long from then on
    int cpuBackstopMs = 0;  ///< CPU-time backstop when longer than timeoutMs (work with many steps)
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
    /// Called in the caller's thread with each message the child reports with reportProgress().
    using Progress = std::function<void(const QByteArray& message)>;

    static IsolatedOutcome run(const Work& work, int timeoutMs, qint64 memoryBytes, const CancelToken& cancel = {});
    static IsolatedOutcome run(const Work& work, const IsolatedLimits& limits, const Progress& progress,
                               const CancelToken& cancel = {});
    /// In the child: tells the caller that a step (an OCR page) is done; a line on stderr that
    /// starts with kProgressMarker, not counted among the child's error lines.
    static void reportProgress(const QByteArray& message);

    /// In the child: OCR starts on page `page` (1-based) of `pages` (a progress step).
    static void reportPage(int page, int pages);
    /// The caller's side of reportPage: keeps the page being read in *page and passes each step on.
    static Progress pageProgress(int* page, std::function<void(int page, int pages)> onPage);
    /// The reader's bounds: the limits' time and memory, and when OCR is on, each OCR page's own
    /// time limit with a CPU backstop that allows ocrMaxPages of them.
    static IsolatedLimits boundsFor(const ParseLimits& limits);

    static constexpr char kProgressMarker = '\x1e';

    /// Exit code of a child whose allocation failed (operator new, or poppler's "Out of memory").
    static constexpr int kExitOutOfMemory = 86;
    /// Exit code of a child whose function threw.
    static constexpr int kExitException = 87;
};

} // namespace lmars::parse
