// SPDX-License-Identifier: GPL-3.0-or-later
#include "IsolatedCall.h"

#include "parse/ParseLog.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <limits>
#include <new>

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace lmars::parse {

namespace {

constexpr int kOutputFd = 3; ///< where the child finds the pipe for its result

bool writeAll(int fd, const char* data, size_t size)
{
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += n;
        size -= static_cast<size_t>(n);
    }
    return true;
}

/// This process's virtual size in bytes (Linux /proc), 0 when unknown. Async-signal-safe.
qint64 currentAddressSpace()
{
    const int fd = ::open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return 0;
    char buffer[128];
    const ssize_t n = ::read(fd, buffer, sizeof buffer - 1);
    ::close(fd);
    if (n <= 0)
        return 0;
    qint64 pages = 0;
    for (ssize_t i = 0; i < n && buffer[i] >= '0' && buffer[i] <= '9'; ++i)
        pages = pages * 10 + (buffer[i] - '0');
    return pages * ::sysconf(_SC_PAGESIZE);
}

[[noreturn]] void exitOutOfMemory()
{
    static const char message[] = "out of memory\n";
    (void)!::write(STDERR_FILENO, message, sizeof message - 1);
    ::_exit(IsolatedCall::kExitOutOfMemory);
}

/// Keeps only the pipes it needs (a sibling child must not hold our pipes open), sets its limits,
/// runs the function and leaves without running any destructor or atexit handler.
[[noreturn]] void runChild(const IsolatedCall::Work& work, pid_t parent, int outFd, int errFd, int timeoutMs,
                           qint64 memoryBytes)
{
#ifdef __linux__
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    if (::getppid() != parent) // the parent died before prctl took effect
        ::_exit(IsolatedCall::kExitException);
    if (::dup2(errFd, STDERR_FILENO) < 0 || ::dup2(outFd, kOutputFd) < 0)
        ::_exit(IsolatedCall::kExitException);
#ifdef __linux__
    ::close_range(kOutputFd + 1, ~0U, 0);
#endif
    if (memoryBytes > 0) {
        if (const qint64 base = currentAddressSpace(); base > 0) {
            const auto bound = static_cast<rlim_t>(base + memoryBytes);
            const rlimit limit{bound, bound};
            ::setrlimit(RLIMIT_AS, &limit);
        }
    }
    // A backstop should the parent be unable to stop the child: CPU seconds past the wall-clock limit.
    const auto cpuSeconds = static_cast<rlim_t>(timeoutMs / 1000 + 5);
    const rlimit cpu{cpuSeconds, cpuSeconds + 5};
    ::setrlimit(RLIMIT_CPU, &cpu);
    std::set_new_handler(exitOutOfMemory);
    QByteArray output;
    try {
        output = work();
    } catch (const std::bad_alloc&) {
        exitOutOfMemory();
    } catch (...) {
        ::_exit(IsolatedCall::kExitException);
    }
    ::_exit(writeAll(kOutputFd, output.constData(), static_cast<size_t>(output.size())) ? 0
                                                                                        : IsolatedCall::kExitException);
}

/// Counts the lines of the child's stderr and keeps the first few.
class StderrSummary
{
public:
    /// onProgress: called with each progress line (see IsolatedCall::reportProgress).
    StderrSummary(IsolatedOutcome* outcome, std::function<void(const QByteArray&)> onProgress)
        : m_outcome(outcome), m_onProgress(std::move(onProgress))
    {}

    void add(const char* data, qsizetype size)
    {
        const QByteArrayView chunk(data, size);
        if (chunk.contains("ut of memory") || chunk.contains("bad_alloc"))
            m_sawOutOfMemory = true;
        qsizetype from = 0;
        while (from < size) {
            const auto* newline = static_cast<const char*>(std::memchr(data + from, '\n', size_t(size - from)));
            const qsizetype end = newline ? newline - data : size;
            if (m_partial.size() < IsolatedOutcome::kMaxLineChars)
                m_partial.append(data + from, std::min(end - from, IsolatedOutcome::kMaxLineChars - m_partial.size()));
            if (!newline)
                break;
            endLine();
            from = end + 1;
        }
    }

    void finish()
    {
        if (!m_partial.isEmpty())
            endLine();
    }

    bool sawOutOfMemory() const { return m_sawOutOfMemory; }

private:
    void endLine()
    {
        if (m_partial.startsWith(IsolatedCall::kProgressMarker)) {
            if (m_onProgress)
                m_onProgress(m_partial.mid(1));
            m_partial.clear();
            return;
        }
        ++m_outcome->stderrLines;
        if (m_outcome->firstStderrLines.size() < IsolatedOutcome::kKeptLines) {
            const QString line = QString::fromUtf8(m_partial).trimmed();
            if (!line.isEmpty())
                m_outcome->firstStderrLines << line;
        }
        m_partial.clear();
    }

    IsolatedOutcome* m_outcome;
    std::function<void(const QByteArray&)> m_onProgress;
    QByteArray m_partial;
    bool m_sawOutOfMemory = false;
};

void closeBoth(int fds[2])
{
    ::close(fds[0]);
    ::close(fds[1]);
}

} // namespace

IsolatedOutcome IsolatedCall::run(const Work& work, int timeoutMs, qint64 memoryBytes, const CancelToken& cancel)
{
    return run(work, IsolatedLimits{timeoutMs, memoryBytes, 0, 0}, {}, cancel);
}

void IsolatedCall::reportProgress(const QByteArray& message)
{
    QByteArray line = kProgressMarker + message;
    line.replace('\n', ' ');
    line.append('\n');
    (void)writeAll(STDERR_FILENO, line.constData(), static_cast<size_t>(line.size()));
}

void IsolatedCall::reportPage(int page, int pages)
{
    reportProgress(QByteArray::number(page) + ' ' + QByteArray::number(pages));
}

IsolatedCall::Progress IsolatedCall::pageProgress(int* page, std::function<void(int, int)> onPage)
{
    return [page, onPage = std::move(onPage)](const QByteArray& message) {
        const QList<QByteArray> parts = message.split(' ');
        if (parts.size() != 2)
            return;
        *page = parts.at(0).toInt();
        if (onPage)
            onPage(*page, parts.at(1).toInt());
    };
}

IsolatedLimits IsolatedCall::boundsFor(const ParseLimits& limits)
{
    IsolatedLimits bounds{limits.timeoutMs, limits.memoryBytes, 0, 0};
    if (limits.ocrEnabled) {
        bounds.stepTimeoutMs = limits.ocrPageTimeoutMs;
        bounds.cpuBackstopMs = static_cast<int>(std::min<qint64>(
            std::numeric_limits<int>::max(), limits.timeoutMs + qint64(limits.ocrPageTimeoutMs) * limits.ocrMaxPages));
    }
    return bounds;
}

IsolatedOutcome IsolatedCall::run(const Work& work, const IsolatedLimits& limits, const Progress& progress,
                                  const CancelToken& cancel)
{
    const int timeoutMs = limits.timeoutMs;
    const qint64 memoryBytes = limits.memoryBytes;
    IsolatedOutcome outcome;
    int outPipe[2];
    int errPipe[2];
    if (::pipe2(outPipe, O_CLOEXEC) != 0) {
        outcome.startError = QString::fromLocal8Bit(std::strerror(errno));
        return outcome;
    }
    if (::pipe2(errPipe, O_CLOEXEC) != 0) {
        outcome.startError = QString::fromLocal8Bit(std::strerror(errno));
        closeBoth(outPipe);
        return outcome;
    }
    QElapsedTimer timer;
    timer.start();
    const pid_t parent = ::getpid();
    const pid_t pid = ::fork();
    if (pid < 0) {
        outcome.startError = QString::fromLocal8Bit(std::strerror(errno));
        closeBoth(outPipe);
        closeBoth(errPipe);
        return outcome;
    }
    if (pid == 0)
        runChild(work, parent, outPipe[1], errPipe[1], std::max(timeoutMs, limits.cpuBackstopMs), memoryBytes);
    ::close(outPipe[1]);
    ::close(errPipe[1]);

    // Each progress step gives the child stepTimeoutMs more from that moment on.
    qint64 deadline = timeoutMs;
    StderrSummary summary(&outcome, [&](const QByteArray& message) {
        if (limits.stepTimeoutMs > 0)
            deadline = std::max(deadline, timer.elapsed() + limits.stepTimeoutMs);
        if (progress)
            progress(message);
    });
    bool stopped = false;
    IsolatedOutcome::End stopReason = IsolatedOutcome::End::TimedOut;
    int fds[2] = {outPipe[0], errPipe[0]};
    char buffer[64 * 1024];
    while (fds[0] >= 0 || fds[1] >= 0) {
        if (!stopped && (cancel.isCancelled() || timer.elapsed() >= deadline)) {
            stopReason = cancel.isCancelled() ? IsolatedOutcome::End::Cancelled : IsolatedOutcome::End::TimedOut;
            ::kill(pid, SIGKILL);
            stopped = true;
        }
        pollfd polled[2];
        nfds_t count = 0;
        for (const int fd : fds) {
            if (fd >= 0)
                polled[count++] = pollfd{fd, POLLIN, 0};
        }
        // Wake at least every 100 ms to see a cancellation.
        const int wait = stopped ? 1000 : static_cast<int>(std::clamp<qint64>(deadline - timer.elapsed(), 0, 100));
        if (::poll(polled, count, wait) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        for (nfds_t i = 0; i < count; ++i) {
            if (!(polled[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            const ssize_t n = ::read(polled[i].fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR)
                continue;
            const bool isOutput = polled[i].fd == outPipe[0];
            if (n <= 0) {
                ::close(polled[i].fd);
                fds[isOutput ? 0 : 1] = -1;
            } else if (isOutput) {
                outcome.output.append(buffer, n);
            } else {
                summary.add(buffer, n);
            }
        }
    }
    for (const int fd : fds) {
        if (fd >= 0)
            ::close(fd);
    }
    summary.finish();
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    outcome.elapsedMs = timer.elapsed();
    if (stopped) {
        outcome.end = stopReason;
    } else if (WIFEXITED(status)) {
        outcome.exitCode = WEXITSTATUS(status);
        outcome.end = outcome.exitCode == 0                  ? IsolatedOutcome::End::Finished
                      : outcome.exitCode == kExitOutOfMemory ? IsolatedOutcome::End::OutOfMemory
                                                             : IsolatedOutcome::End::Crashed;
    } else if (WIFSIGNALED(status)) {
        outcome.signal = WTERMSIG(status);
        if (outcome.signal == SIGXCPU)
            outcome.end = IsolatedOutcome::End::TimedOut;
        else if (summary.sawOutOfMemory())
            outcome.end = IsolatedOutcome::End::OutOfMemory;
        else
            outcome.end = IsolatedOutcome::End::Crashed;
    } else {
        outcome.end = IsolatedOutcome::End::Crashed;
    }
    if (outcome.end != IsolatedOutcome::End::Finished)
        outcome.output.clear();
    qCDebug(lcParse) << "isolated call ended" << static_cast<int>(outcome.end) << "after" << outcome.elapsedMs << "ms,"
                     << outcome.stderrLines << "stderr lines";
    return outcome;
}

} // namespace lmars::parse
