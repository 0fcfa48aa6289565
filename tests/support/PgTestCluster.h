// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QString>
#include <QTest>

namespace lmars::test {

/// The throwaway PostgreSQL cluster of this ctest run (tests/support/pg-test-cluster.sh, the
/// "postgres" CTest fixture): its superuser connection string, or empty when the fixture found
/// no PostgreSQL binaries on this machine.
inline QString pgClusterConninfo()
{
    QFile file(qEnvironmentVariable("LMARS_PG_CONNINFO_FILE"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).trimmed();
}

/// Whether a missing PostgreSQL fails the test instead of skipping it (CI, or when asked).
inline bool pgClusterRequired()
{
    return qEnvironmentVariable("CI") == QLatin1String("true") ||
           qEnvironmentVariable("LMARS_REQUIRE_POSTGRES") == QLatin1String("1");
}

} // namespace lmars::test

/// At the start of a PostgreSQL test: skips (developer machine without the packages) or fails
/// (CI) when the cluster is not there.
#define LMARS_REQUIRE_PG_CLUSTER()                                                                                     \
    do {                                                                                                               \
        if (lmars::test::pgClusterConninfo().isEmpty()) {                                                              \
            if (lmars::test::pgClusterRequired())                                                                      \
                QFAIL("no PostgreSQL test cluster (install postgresql with scripts/install-deps.sh; run through "      \
                      "ctest)");                                                                                       \
            QSKIP("no PostgreSQL test cluster: install postgresql and run through ctest");                             \
        }                                                                                                              \
    } while (false)
