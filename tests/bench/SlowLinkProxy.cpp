// SPDX-License-Identifier: GPL-3.0-or-later
#include "SlowLinkProxy.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstring>
#include <deque>

namespace lmars::bench {

using Clock = std::chrono::steady_clock;

/// One proxied connection: the client's and the server's sockets, and who spoke last.
struct SlowLinkProxy::Link
{
    int client = -1;
    int server = -1;
    std::mutex mutex;
    bool serverSpokeLast = true; ///< so that the client's first words count as a round trip
    std::atomic<int> open{2};

    ~Link()
    {
        if (client >= 0)
            ::close(client);
        if (server >= 0)
            ::close(server);
    }
};

SlowLinkProxy::SlowLinkProxy(QString unixSocket, int delayMs, double megabits)
    : m_unixSocket(std::move(unixSocket)), m_delayMs(delayMs),
      m_bytesPerMs(megabits > 0 ? megabits * 1e6 / 8.0 / 1000.0 : 0)
{
    m_listener = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t length = sizeof(address);
    if (m_listener < 0 || ::bind(m_listener, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0 ||
        ::listen(m_listener, 64) != 0 || ::getsockname(m_listener, reinterpret_cast<sockaddr*>(&address), &length) != 0)
        return;
    m_port = ntohs(address.sin_port);
    m_acceptor = std::thread([this] { acceptLoop(); });
}

SlowLinkProxy::~SlowLinkProxy()
{
    m_stopping = true;
    if (m_listener >= 0)
        ::shutdown(m_listener, SHUT_RDWR);
    if (m_acceptor.joinable())
        m_acceptor.join();
    if (m_listener >= 0)
        ::close(m_listener);
    std::vector<std::thread> pumps;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        pumps.swap(m_pumps);
    }
    for (std::thread& t : pumps)
        t.join();
}

SlowLinkProxy::Counters SlowLinkProxy::counters() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_counters;
}

void SlowLinkProxy::resetCounters()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_counters = {};
}

void SlowLinkProxy::acceptLoop()
{
    while (!m_stopping) {
        pollfd p{m_listener, POLLIN, 0};
        if (::poll(&p, 1, 100) <= 0)
            continue;
        const int client = ::accept(m_listener, nullptr, nullptr);
        if (client < 0)
            continue;
        const int one = 1;
        ::setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
        auto link = std::make_shared<Link>();
        link->client = client;
        link->server = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        const QByteArray path = m_unixSocket.toLocal8Bit();
        std::strncpy(address.sun_path, path.constData(), sizeof(address.sun_path) - 1);
        if (link->server < 0 || ::connect(link->server, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0)
            continue; // the link closes both
        std::lock_guard<std::mutex> lock(m_mutex);
        m_pumps.emplace_back([this, link] { pump(link, true); });
        m_pumps.emplace_back([this, link] { pump(link, false); });
    }
}

void SlowLinkProxy::pump(const std::shared_ptr<Link>& link, bool toServer)
{
    // A reader takes bytes as they come and stamps when they may leave: after the delay, and not
    // before the bytes ahead of them have gone at the link's bandwidth.
    struct Packet
    {
        Clock::time_point due;
        std::vector<char> bytes;
    };
    const int from = toServer ? link->client : link->server;
    const int to = toServer ? link->server : link->client;
    std::deque<Packet> queue;
    std::mutex queueMutex;
    std::condition_variable ready;
    bool closed = false;
    std::thread writer([&] {
        Clock::time_point lineFree = Clock::now();
        for (;;) {
            Packet packet;
            {
                std::unique_lock<std::mutex> lock(queueMutex);
                ready.wait(lock, [&] { return closed || !queue.empty(); });
                if (queue.empty())
                    break;
                packet = std::move(queue.front());
                queue.pop_front();
            }
            Clock::time_point start = std::max(packet.due, lineFree);
            if (m_bytesPerMs > 0)
                lineFree = start + std::chrono::microseconds(
                                       static_cast<long long>(double(packet.bytes.size()) / m_bytesPerMs * 1000.0));
            else
                lineFree = start;
            std::this_thread::sleep_until(lineFree);
            size_t sent = 0;
            while (sent < packet.bytes.size()) {
                const ssize_t n = ::send(to, packet.bytes.data() + sent, packet.bytes.size() - sent, MSG_NOSIGNAL);
                if (n <= 0)
                    break;
                sent += size_t(n);
            }
        }
        ::shutdown(to, SHUT_WR);
    });
    std::vector<char> buffer(64 * 1024);
    for (;;) {
        pollfd p{from, POLLIN, 0};
        const int polled = ::poll(&p, 1, 200);
        if (polled == 0) {
            if (m_stopping)
                break;
            continue;
        }
        const ssize_t n = ::recv(from, buffer.data(), buffer.size(), 0);
        if (n <= 0)
            break;
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            (toServer ? m_counters.toServer : m_counters.toClient) += n;
            std::lock_guard<std::mutex> turn(link->mutex);
            if (toServer && link->serverSpokeLast)
                ++m_counters.roundTrips;
            link->serverSpokeLast = !toServer;
        }
        std::lock_guard<std::mutex> lock(queueMutex);
        queue.push_back(
            {Clock::now() + std::chrono::milliseconds(m_delayMs), std::vector<char>(buffer.data(), buffer.data() + n)});
        ready.notify_one();
    }
    {
        std::lock_guard<std::mutex> lock(queueMutex);
        closed = true;
        ready.notify_one();
    }
    writer.join();
}

} // namespace lmars::bench
