// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lmars::net {

/**
 * How the product's requests leave the computer: an HTTP(S) proxy with its credentials, the hosts
 * that bypass it, and a file of extra CA certificates (a firm's TLS-inspecting proxy or private
 * CA) trusted in addition to the system's. HttpClient applies the process-wide value to every
 * request, and PgConnection passes the CA file to libpq as sslrootcert. Empty fields leave
 * libcurl's defaults: the http_proxy / https_proxy / no_proxy environment and the system's CAs.
 */
struct NetworkConfig
{
    QString proxyUrl;      ///< "http://proxy.firm:3128" (http, https, socks5, socks5h); empty = environment
    QString proxyUser;     ///< user name for the proxy; empty = none
    QString proxyPassword; ///< secret: never in the settings file, logs or errors
    QString noProxy;       ///< comma-separated hosts, domains (".firm.example") or IPs that bypass the proxy
    QString caBundleFile;  ///< PEM file of CA certificates added to the system's

    bool operator==(const NetworkConfig& other) const;
    bool operator!=(const NetworkConfig& other) const { return !(*this == other); }

    /// Empty when proxyUrl is empty or usable, else a message naming the problem.
    QString proxyProblem() const;
    /// Empty when requests can use this configuration, else a message naming what is wrong (an
    /// unusable proxy URL, a missing or certificate-less CA file).
    QString problem() const;

    /// Moves a user name and password written into proxyUrl ("http://user:secret@proxy:3128") to
    /// proxyUser / proxyPassword (unless those are set), so that the URL can be shown and logged.
    void takeCredentialsFromUrl();

    /// The proxy URL as it may be shown: no user name or password.
    QString displayProxy() const;

    /// The configuration every request of this process uses (thread-safe).
    static NetworkConfig processWide();
    static void setProcessWide(const NetworkConfig& config);
};

} // namespace lmars::net
