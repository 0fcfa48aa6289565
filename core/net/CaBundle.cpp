// SPDX-License-Identifier: GPL-3.0-or-later
#include "CaBundle.h"

#include "NetLog.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

#include <curl/curl.h>

#include <mutex>

namespace lmars::net {

namespace {

/// Translation context "CaBundle".
class Text
{
    Q_DECLARE_TR_FUNCTIONS(CaBundle)
};

constexpr char kPemBegin[] = "-----BEGIN CERTIFICATE-----";

/// What identifies one version of a file.
QString stamp(const QString& path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {};
    return path + QLatin1Char('|') + QString::number(info.size()) + QLatin1Char('|') +
           QString::number(info.lastModified().toMSecsSinceEpoch());
}

struct Cache
{
    std::mutex mutex;
    QString key;
    QByteArray blob;
};

Cache& cache()
{
    static Cache instance;
    return instance;
}

} // namespace

Result<QByteArray> CaBundle::readCertificates(const QString& file)
{
    const QFileInfo info(file);
    if (!info.exists() || !info.isFile())
        return Error(ErrorKind::Configuration, Text::tr("The CA bundle file %1 does not exist.").arg(file));
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Configuration,
                     Text::tr("The CA bundle file %1 cannot be read (%2).").arg(file, in.errorString()));
    const QByteArray text = in.readAll();
    if (!text.contains(kPemBegin))
        return Error(ErrorKind::Configuration,
                     Text::tr("The CA bundle file %1 holds no PEM certificate (\"-----BEGIN CERTIFICATE-----\"); "
                              "convert a DER certificate with: openssl x509 -inform der -in %1 -out ca.pem")
                         .arg(file));
    return text;
}

Result<QByteArray> CaBundle::withSystemCertificates(const QString& file, const QString& systemBundle)
{
    const QString system = systemBundle.isEmpty() ? systemBundlePath() : systemBundle;
    const QString key = stamp(file) + QLatin1Char('\n') + stamp(system);
    Cache& c = cache();
    {
        std::lock_guard<std::mutex> lock(c.mutex);
        if (!c.blob.isEmpty() && c.key == key)
            return c.blob;
    }
    Result<QByteArray> own = readCertificates(file);
    if (!own)
        return own;
    QByteArray blob;
    QFile systemFile(system);
    if (!system.isEmpty() && systemFile.open(QIODevice::ReadOnly)) {
        blob = systemFile.readAll();
        if (!blob.isEmpty() && !blob.endsWith('\n'))
            blob.append('\n');
    } else if (!system.isEmpty()) {
        qCWarning(lcNet) << "cannot read the system CA bundle" << system << "; trusting" << file << "alone";
    }
    blob.append(own.value());
    std::lock_guard<std::mutex> lock(c.mutex);
    c.key = key;
    c.blob = blob;
    return blob;
}

QString CaBundle::systemBundlePath()
{
    static const QString path = [] {
        QString found;
#if LIBCURL_VERSION_NUM >= 0x075400 // CURLINFO_CAINFO: libcurl 7.84
        curl_global_init(CURL_GLOBAL_DEFAULT);
        if (CURL* easy = curl_easy_init()) {
            char* cainfo = nullptr;
            if (curl_easy_getinfo(easy, CURLINFO_CAINFO, &cainfo) == CURLE_OK && cainfo)
                found = QString::fromLocal8Bit(cainfo);
            curl_easy_cleanup(easy);
        }
#endif
        if (found.isEmpty() && QFileInfo::exists(QStringLiteral("/etc/ssl/certs/ca-certificates.crt")))
            found = QStringLiteral("/etc/ssl/certs/ca-certificates.crt");
        return found;
    }();
    return path;
}

} // namespace lmars::net
