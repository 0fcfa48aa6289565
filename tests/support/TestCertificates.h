// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace lmars::test {

/**
 * Throwaway certificate authorities made with the openssl command line (Debian's openssl): a CA,
 * a server certificate it signs for 127.0.0.1 and localhost, and a second, unrelated CA (the
 * "wrong" one). Everything lives in a temporary folder removed with this object.
 */
class TestCertificates final
{
public:
    /// Makes the files; false with error set when openssl fails.
    bool make(QString* error)
    {
        if (!m_dir.isValid()) {
            *error = QStringLiteral("no temporary folder");
            return false;
        }
        QFile extensions(path(QStringLiteral("server.ext")));
        if (!extensions.open(QIODevice::WriteOnly)) {
            *error = extensions.errorString();
            return false;
        }
        extensions.write("subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n"
                         "keyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n");
        extensions.close();
        const QStringList ecKey{QStringLiteral("-newkey"), QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                                QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes")};
        const auto makeCa = [&](const QString& name, const QString& commonName) {
            return run(QStringList{QStringLiteral("req"), QStringLiteral("-x509")} + ecKey +
                           QStringList{QStringLiteral("-keyout"), path(name + QStringLiteral(".key")),
                                       QStringLiteral("-out"), path(name + QStringLiteral(".pem")),
                                       QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                                       QStringLiteral("/CN=") + commonName, QStringLiteral("-addext"),
                                       QStringLiteral("basicConstraints=critical,CA:TRUE"), QStringLiteral("-addext"),
                                       QStringLiteral("keyUsage=critical,keyCertSign,cRLSign")},
                       error);
        };
        return makeCa(QStringLiteral("ca"), QStringLiteral("L-MARS Test CA")) &&
               makeCa(QStringLiteral("other-ca"), QStringLiteral("Unrelated Test CA")) &&
               run(QStringList{QStringLiteral("req")} + ecKey +
                       QStringList{QStringLiteral("-keyout"), serverKey(), QStringLiteral("-out"),
                                   path(QStringLiteral("server.csr")), QStringLiteral("-subj"),
                                   QStringLiteral("/CN=localhost")},
                   error) &&
               run({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                    path(QStringLiteral("server.csr")), QStringLiteral("-CA"), caCertificate(),
                    QStringLiteral("-CAkey"), path(QStringLiteral("ca.key")), QStringLiteral("-CAcreateserial"),
                    QStringLiteral("-out"), serverCertificate(), QStringLiteral("-days"), QStringLiteral("2"),
                    QStringLiteral("-extfile"), path(QStringLiteral("server.ext"))},
                   error);
    }

    QString caCertificate() const { return path(QStringLiteral("ca.pem")); }
    QString otherCaCertificate() const { return path(QStringLiteral("other-ca.pem")); }
    QString serverCertificate() const { return path(QStringLiteral("server.pem")); }
    QString serverKey() const { return path(QStringLiteral("server.key")); }
    QString path(const QString& name) const { return m_dir.filePath(name); }

private:
    static bool run(const QStringList& arguments, QString* error)
    {
        QProcess openssl;
        openssl.setProcessChannelMode(QProcess::MergedChannels);
        openssl.start(QStringLiteral("openssl"), arguments);
        if (!openssl.waitForFinished(60000) || openssl.exitStatus() != QProcess::NormalExit ||
            openssl.exitCode() != 0) {
            *error = QStringLiteral("openssl %1 failed: %2 %3")
                         .arg(arguments.first(), openssl.errorString(), QString::fromUtf8(openssl.readAll()));
            return false;
        }
        return true;
    }

    QTemporaryDir m_dir;
};

} // namespace lmars::test
