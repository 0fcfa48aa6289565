// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <memory>

namespace lmars::test {

/// One request the proxy received.
struct ProxiedRequest
{
    QByteArray method;            ///< CONNECT, GET, ...
    QByteArray target;            ///< "127.0.0.1:4433" for CONNECT, the absolute URL otherwise
    bool authorized = false;      ///< credentials were required and given correctly, or none are required
    bool sentCredentials = false; ///< a Proxy-Authorization header came with it
};

/**
 * An HTTP proxy on 127.0.0.1 (ephemeral port) for tests, answering as Squid does: CONNECT opens a
 * tunnel ("200 Connection established") and relays bytes both ways; a request in absolute form
 * ("GET http://host:port/path") is forwarded with its path alone. With credentials set, a request
 * without the right "Proxy-Authorization: Basic" header gets "407 Proxy Authentication Required"
 * with a Basic challenge. (Debian's tinyproxy answers a CONNECT it refuses with 401, which clients
 * do not take for a proxy challenge; real firm proxies answer 407.)
 */
class ScriptedProxy final
{
public:
    ScriptedProxy();
    ~ScriptedProxy();
    ScriptedProxy(const ScriptedProxy&) = delete;
    ScriptedProxy& operator=(const ScriptedProxy&) = delete;

    /// Before start(): require these Basic credentials.
    void requireCredentials(const QString& user, const QString& password);
    bool start(); ///< listens on 127.0.0.1:<ephemeral>
    void stop();  ///< also called by the destructor

    int port() const;
    QString url() const; ///< "http://127.0.0.1:<port>"
    QList<ProxiedRequest> requests() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace lmars::test
