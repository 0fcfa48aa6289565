// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScriptedProxy.h"

#include <QUrl>

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <mutex>
#include <thread>
#include <vector>

namespace lmars::test {

namespace {

constexpr int kPollMs = 100;
constexpr int kHeadTimeoutMs = 5000;
constexpr qsizetype kMaxHead = 64 * 1024;

bool sendAll(int fd, const QByteArray& data)
{
    qsizetype sent = 0;
    while (sent < data.size()) {
        const ssize_t n = ::send(fd, data.constData() + sent, size_t(data.size() - sent), MSG_NOSIGNAL);
        if (n <= 0)
            return false;
        sent += n;
    }
    return true;
}

/// A TCP connection to host:port, or -1.
int connectTo(const QByteArray& host, int port)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (::getaddrinfo(host.constData(), QByteArray::number(port).constData(), &hints, &found) != 0)
        return -1;
    int fd = -1;
    for (addrinfo* a = found; a; a = a->ai_next) {
        fd = ::socket(a->ai_family, a->ai_socktype, a->ai_protocol);
        if (fd < 0)
            continue;
        if (::connect(fd, a->ai_addr, a->ai_addrlen) == 0)
            break;
        ::close(fd);
        fd = -1;
    }
    ::freeaddrinfo(found);
    return fd;
}

} // namespace

struct ScriptedProxy::Private
{
    int listenFd = -1;
    int port = 0;
    std::thread acceptThread;
    mutable std::mutex mutex;
    std::vector<std::thread> workers;
    std::vector<int> openFds;
    bool stopping = false;
    QByteArray expectedAuthorization; ///< "Basic <base64>"; empty = none required
    QList<ProxiedRequest> requests;

    bool isStopping() const
    {
        std::lock_guard<std::mutex> lock(mutex);
        return stopping;
    }

    void track(int fd)
    {
        std::lock_guard<std::mutex> lock(mutex);
        openFds.push_back(fd);
    }

    void release(int fd)
    {
        {
            std::lock_guard<std::mutex> lock(mutex);
            openFds.erase(std::remove(openFds.begin(), openFds.end(), fd), openFds.end());
        }
        ::close(fd);
    }

    void acceptLoop()
    {
        while (!isStopping()) {
            pollfd p{listenFd, POLLIN, 0};
            if (::poll(&p, 1, kPollMs) <= 0)
                continue;
            const int client = ::accept(listenFd, nullptr, nullptr);
            if (client < 0)
                continue;
            track(client);
            std::lock_guard<std::mutex> lock(mutex);
            workers.emplace_back([this, client] {
                serve(client);
                release(client);
            });
        }
    }

    /// Reads up to the end of the request head; the bytes after it stay in rest.
    QByteArray readHead(int fd, QByteArray* rest) const
    {
        QByteArray buffer;
        int waitedMs = 0;
        while (!buffer.contains("\r\n\r\n") && buffer.size() < kMaxHead && waitedMs < kHeadTimeoutMs) {
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, kPollMs) <= 0) {
                waitedMs += kPollMs;
                if (isStopping())
                    return {};
                continue;
            }
            char chunk[4096];
            const ssize_t n = ::recv(fd, chunk, sizeof chunk, 0);
            if (n <= 0)
                return {};
            buffer.append(chunk, n);
        }
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return {};
        *rest = buffer.mid(end + 4);
        return buffer.left(end + 4);
    }

    /// Copies bytes both ways until either side closes or the proxy stops.
    void relay(int a, int b) const
    {
        char chunk[16384];
        while (!isStopping()) {
            pollfd p[2] = {{a, POLLIN, 0}, {b, POLLIN, 0}};
            const int ready = ::poll(p, 2, kPollMs);
            if (ready < 0)
                return;
            for (int i = 0; i < 2; ++i) {
                if (!(p[i].revents & (POLLIN | POLLHUP | POLLERR)))
                    continue;
                const ssize_t n = ::recv(p[i].fd, chunk, sizeof chunk, 0);
                if (n <= 0 || !sendAll(p[1 - i].fd, QByteArray::fromRawData(chunk, n)))
                    return;
            }
        }
    }

    void serve(int client)
    {
        QByteArray rest;
        const QByteArray head = readHead(client, &rest);
        if (head.isEmpty())
            return;
        const QList<QByteArray> lines = head.trimmed().split('\n');
        const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
        if (requestLine.size() < 3)
            return;
        ProxiedRequest request;
        request.method = requestLine.at(0);
        request.target = requestLine.at(1);
        QByteArray authorization;
        QByteArray forwardedHeaders;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            const QByteArray name = line.left(colon).trimmed().toLower();
            if (name == "proxy-authorization")
                authorization = line.mid(colon + 1).trimmed();
            else if (name != "proxy-connection" && name != "connection" && !line.isEmpty())
                forwardedHeaders += line + "\r\n";
        }
        request.sentCredentials = !authorization.isEmpty();
        request.authorized = expectedAuthorization.isEmpty() || authorization == expectedAuthorization;
        {
            std::lock_guard<std::mutex> lock(mutex);
            requests.append(request);
        }
        if (!request.authorized) {
            sendAll(client, "HTTP/1.1 407 Proxy Authentication Required\r\n"
                            "Proxy-Authenticate: Basic realm=\"L-MARS test proxy\"\r\n"
                            "Content-Type: text/plain\r\nContent-Length: 24\r\nConnection: close\r\n\r\n"
                            "proxy credentials needed");
            return;
        }
        QByteArray host;
        int port = 0;
        QByteArray upstreamHead;
        if (request.method == "CONNECT") {
            const qsizetype colon = request.target.lastIndexOf(':');
            host = request.target.left(colon);
            port = request.target.mid(colon + 1).toInt();
        } else {
            const QUrl url(QString::fromUtf8(request.target));
            host = url.host().toUtf8();
            port = url.port(80);
            const QByteArray path = url.path(QUrl::FullyEncoded).toUtf8() +
                                    (url.hasQuery() ? "?" + url.query(QUrl::FullyEncoded).toUtf8() : QByteArray());
            upstreamHead = request.method + ' ' + (path.isEmpty() ? QByteArray("/") : path) + " HTTP/1.1\r\n" +
                           forwardedHeaders + "Connection: close\r\n\r\n";
        }
        const int upstream = connectTo(host, port);
        if (upstream < 0) {
            sendAll(client, "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            return;
        }
        track(upstream);
        const bool opened = request.method == "CONNECT" ? sendAll(client, "HTTP/1.1 200 Connection established\r\n\r\n")
                                                        : sendAll(upstream, upstreamHead);
        if (opened && (rest.isEmpty() || sendAll(upstream, rest)))
            relay(client, upstream);
        release(upstream);
    }
};

ScriptedProxy::ScriptedProxy() : d(std::make_unique<Private>()) {}

ScriptedProxy::~ScriptedProxy()
{
    stop();
}

void ScriptedProxy::requireCredentials(const QString& user, const QString& password)
{
    d->expectedAuthorization = "Basic " + (user + QLatin1Char(':') + password).toUtf8().toBase64();
}

bool ScriptedProxy::start()
{
    std::signal(SIGPIPE, SIG_IGN);
    d->listenFd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (d->listenFd < 0)
        return false;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof(address);
    if (::bind(d->listenFd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0 ||
        ::listen(d->listenFd, 16) != 0 ||
        ::getsockname(d->listenFd, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
        ::close(d->listenFd);
        d->listenFd = -1;
        return false;
    }
    d->port = ntohs(address.sin_port);
    d->stopping = false;
    d->acceptThread = std::thread([this] { d->acceptLoop(); });
    return true;
}

void ScriptedProxy::stop()
{
    {
        std::lock_guard<std::mutex> lock(d->mutex);
        d->stopping = true;
        for (const int fd : d->openFds)
            ::shutdown(fd, SHUT_RDWR);
    }
    if (d->acceptThread.joinable())
        d->acceptThread.join();
    std::vector<std::thread> workers;
    {
        std::lock_guard<std::mutex> lock(d->mutex);
        workers.swap(d->workers);
    }
    for (std::thread& worker : workers)
        worker.join();
    if (d->listenFd >= 0) {
        ::close(d->listenFd);
        d->listenFd = -1;
    }
}

int ScriptedProxy::port() const
{
    return d->port;
}

QString ScriptedProxy::url() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(d->port);
}

QList<ProxiedRequest> ScriptedProxy::requests() const
{
    std::lock_guard<std::mutex> lock(d->mutex);
    return d->requests;
}

} // namespace lmars::test
