// SPDX-License-Identifier: GPL-3.0-or-later
#include "NetworkConfig.h"

#include "net/CaBundle.h"

#include <QCoreApplication>
#include <QUrl>

#include <mutex>

namespace lmars::net {

namespace {

/// Translation context "NetworkConfig".
class Text
{
    Q_DECLARE_TR_FUNCTIONS(NetworkConfig)
};

std::mutex g_mutex;
NetworkConfig g_processWide;

/// proxyUrl as libcurl reads it: a URL without a scheme is an HTTP proxy.
QUrl proxyAsUrl(const QString& proxyUrl)
{
    const QString text = proxyUrl.trimmed();
    return QUrl(text.contains(QLatin1String("://")) ? text : QStringLiteral("http://") + text);
}

} // namespace

bool NetworkConfig::operator==(const NetworkConfig& other) const
{
    return proxyUrl == other.proxyUrl && proxyUser == other.proxyUser && proxyPassword == other.proxyPassword &&
           noProxy == other.noProxy && caBundleFile == other.caBundleFile;
}

QString NetworkConfig::proxyProblem() const
{
    if (proxyUrl.trimmed().isEmpty())
        return {};
    const QUrl url = proxyAsUrl(proxyUrl);
    static const QStringList schemes{QStringLiteral("http"),    QStringLiteral("https"),  QStringLiteral("socks4"),
                                     QStringLiteral("socks4a"), QStringLiteral("socks5"), QStringLiteral("socks5h")};
    if (!url.isValid() || url.host().isEmpty() || !schemes.contains(url.scheme().toLower()))
        return Text::tr("The proxy \"%1\" is not a usable proxy URL: use http://host:port (or https://, socks5://).")
            .arg(displayProxy());
    return {};
}

QString NetworkConfig::problem() const
{
    const QString proxy = proxyProblem();
    if (!proxy.isEmpty())
        return proxy;
    if (!caBundleFile.trimmed().isEmpty()) {
        const Result<QByteArray> certificates = CaBundle::readCertificates(caBundleFile.trimmed());
        if (!certificates)
            return certificates.error().summary;
    }
    return {};
}

void NetworkConfig::takeCredentialsFromUrl()
{
    if (proxyUrl.trimmed().isEmpty() || !proxyUrl.contains(QLatin1Char('@')))
        return;
    QUrl url = proxyAsUrl(proxyUrl);
    if (url.userInfo().isEmpty())
        return;
    if (proxyUser.isEmpty())
        proxyUser = url.userName();
    if (proxyPassword.isEmpty())
        proxyPassword = url.password();
    url.setUserInfo(QString());
    proxyUrl = url.toString();
}

QString NetworkConfig::displayProxy() const
{
    if (!proxyUrl.contains(QLatin1Char('@')))
        return proxyUrl.trimmed();
    return proxyAsUrl(proxyUrl).toString(QUrl::RemoveUserInfo);
}

NetworkConfig NetworkConfig::processWide()
{
    std::lock_guard<std::mutex> lock(g_mutex);
    return g_processWide;
}

void NetworkConfig::setProcessWide(const NetworkConfig& config)
{
    std::lock_guard<std::mutex> lock(g_mutex);
    g_processWide = config;
}

} // namespace lmars::net
