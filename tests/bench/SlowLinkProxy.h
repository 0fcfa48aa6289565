// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace lmars::bench {

/**
 * A slow network link for benchmarks: a TCP proxy on 127.0.0.1 in front of a Unix socket (a
 * PostgreSQL cluster's) that delays every byte by a fixed latency each way and caps each
 * direction's bandwidth, as a VPN to the firm's server would. Counts the bytes each way and the
 * round trips (each time the client speaks again after the server answered).
 */
class SlowLinkProxy final
{
public:
    /// Listens on an ephemeral port of 127.0.0.1; forwards to unixSocket with delayMs each way and
    /// megabits per second each way (0: unlimited).
    SlowLinkProxy(QString unixSocket, int delayMs, double megabits);
    ~SlowLinkProxy();
    SlowLinkProxy(const SlowLinkProxy&) = delete;
    SlowLinkProxy& operator=(const SlowLinkProxy&) = delete;

    /// The port it listens on, 0 when it could not listen.
    int port() const { return m_port; }

    struct Counters
    {
        long long toServer = 0;   ///< bytes the clients sent
        long long toClient = 0;   ///< bytes the server sent
        long long roundTrips = 0; ///< client turns after a server turn, or a connection's first
    };
    Counters counters() const;
    void resetCounters();

private:
    struct Link;
    void acceptLoop();
    void pump(const std::shared_ptr<Link>& link, bool toServer);

    QString m_unixSocket;
    int m_delayMs;
    double m_bytesPerMs;
    int m_listener = -1;
    int m_port = 0;
    std::atomic<bool> m_stopping{false};
    std::thread m_acceptor;
    mutable std::mutex m_mutex;
    std::vector<std::thread> m_pumps;
    Counters m_counters;
};

} // namespace lmars::bench
