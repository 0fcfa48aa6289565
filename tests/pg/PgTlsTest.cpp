// SPDX-License-Identifier: GPL-3.0-or-later
// The firm server's TLS connection with a private CA: LMARS_CA_BUNDLE (NetworkConfig::caBundleFile)
// reaches libpq as sslrootcert. A throwaway cluster (tests/support/pg-test-cluster.sh) is started
// again listening on 127.0.0.1 with ssl=on and a certificate a throwaway CA signed (openssl);
// sslmode=verify-full connects with that CA's file and names the certificate problem with another.
#include "ScriptedServer.h"
#include "TestCertificates.h"
#include "net/NetworkConfig.h"
#include "pg/PgConnection.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using lmars::net::NetworkConfig;
using lmars::store::PgConnection;

namespace {

QString bindir()
{
    const QString dir = qEnvironmentVariable("LMARS_PG_BINDIR");
    return dir.isEmpty() ? QStringLiteral("/usr/lib/postgresql/15/bin") : dir;
}

/// Runs a program (as postgres when this runs as root and asOwner); empty when it exited 0.
QString run(QString program, QStringList arguments, bool asOwner = false)
{
    if (asOwner && ::geteuid() == 0) {
        arguments =
            QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), program} + arguments;
        program = QStringLiteral("runuser");
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return program + QStringLiteral(" failed: ") + QString::fromUtf8(process.readAll()) + process.errorString();
    return {};
}

} // namespace

class PgTlsTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_temp;
    lmars::test::TestCertificates m_certificates;
    QString m_script;
    QString m_state;
    int m_port = 0;

    QString conninfo() const
    {
        return QStringLiteral("host=127.0.0.1 port=%1 user=lmars_test_admin dbname=postgres sslmode=verify-full")
            .arg(m_port);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_temp.isValid());
        QString error;
        QVERIFY2(m_certificates.make(&error), qPrintable(error));
        m_script = QStringLiteral(LMARS_TEST_SCENARIO_DIR "/../support/pg-test-cluster.sh");
        m_state = m_temp.filePath(QStringLiteral("tls-cluster"));
        error = run(m_script, {QStringLiteral("start"), m_state});
        QVERIFY2(error.isEmpty(), qPrintable(error));
        error = run(m_script, {QStringLiteral("pause"), m_state});
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QFile clusterFile(m_state + QStringLiteral("/cluster"));
        QVERIFY(clusterFile.open(QIODevice::ReadOnly));
        const QString cluster = QString::fromUtf8(clusterFile.readAll()).trimmed();
        // The server's certificate and key where the server's user owns them (the key 0600).
        const QString cert = cluster + QStringLiteral("/server.crt");
        const QString key = cluster + QStringLiteral("/server.key");
        QVERIFY(QFile::copy(m_certificates.serverCertificate(), cert));
        QVERIFY(QFile::copy(m_certificates.serverKey(), key));
        QVERIFY(QFile::setPermissions(key, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        if (::geteuid() == 0) {
            error = run(QStringLiteral("chown"), {QStringLiteral("postgres:"), cert, key});
            QVERIFY2(error.isEmpty(), qPrintable(error));
        }
        m_port = lmars::test::ScriptedServer::unusedPort();
        error = run(bindir() + QStringLiteral("/pg_ctl"),
                    {QStringLiteral("-D"), cluster + QStringLiteral("/data"), QStringLiteral("-l"),
                     cluster + QStringLiteral("/tls-server.log"), QStringLiteral("-w"), QStringLiteral("-t"),
                     QStringLiteral("60"), QStringLiteral("-o"),
                     QStringLiteral("-c listen_addresses=127.0.0.1 -c port=%1 -c unix_socket_directories=%2 -c ssl=on "
                                    "-c ssl_cert_file=%3 -c ssl_key_file=%4 -c fsync=off")
                         .arg(m_port)
                         .arg(cluster, cert, key),
                     QStringLiteral("start")},
                    true);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    void cleanupTestCase()
    {
        NetworkConfig::setProcessWide({});
        if (!m_state.isEmpty())
            (void)run(m_script, {QStringLiteral("stop"), m_state});
    }

    void theCaBundleVerifiesTheServer()
    {
        NetworkConfig config;
        config.caBundleFile = m_certificates.caCertificate();
        NetworkConfig::setProcessWide(config);
        auto db = PgConnection::open(conninfo());
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().toString()));
        auto ssl = db.value()->query(QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()"));
        QVERIFY(ssl.ok());
        QCOMPARE(ssl->scalar(), QStringLiteral("t"));
    }

    void aWrongCaNamesTheCertificateProblem()
    {
        NetworkConfig config;
        config.caBundleFile = m_certificates.otherCaCertificate();
        NetworkConfig::setProcessWide(config);
        auto db = PgConnection::open(conninfo());
        QVERIFY(!db.ok());
        const QString message = db.error().toString();
        QVERIFY2(message.contains(QStringLiteral("certificate verify failed")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("Cannot reach the firm server")), qPrintable(message));
    }

    void theConninfosOwnRootCertificateWins()
    {
        NetworkConfig config;
        config.caBundleFile = m_certificates.otherCaCertificate();
        NetworkConfig::setProcessWide(config);
        auto db = PgConnection::open(conninfo() + QStringLiteral(" sslrootcert=") + m_certificates.caCertificate());
        QVERIFY2(db.ok(), qPrintable(db.ok() ? QString() : db.error().toString()));
    }

    void withoutABundleVerifyFullHasNoRoot()
    {
        NetworkConfig::setProcessWide({});
        auto db = PgConnection::open(conninfo());
        QVERIFY(!db.ok()); // no ~/.postgresql/root.crt in the test's own home
        QVERIFY2(db.error().toString().contains(QStringLiteral("root certificate")), qPrintable(db.error().toString()));
    }
};

QTEST_GUILESS_MAIN(PgTlsTest)
#include "PgTlsTest.moc"
