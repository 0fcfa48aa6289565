// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QString>
#include <QTest>

namespace lmars::test {

/// The throwaway PostgreSQL cluster of this ctest run (tests/support/pg-test-cluster.sh, the
/// "postgres" CTest fixture): its superuser connection string, or empty when there is none.
inline QString pgClusterConninfo()
{
    QFile file(qEnvironmentVariable("LMARS_PG_CONNINFO_FILE"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).trimmed();
}

} // namespace lmars::test

/// At the start of a PostgreSQL test: fails (never skips) when the cluster is not there.
#define LMARS_REQUIRE_PG_CLUSTER()                                                                                     \
    do {                                                                                                               \
        if (lmars::test::pgClusterConninfo().isEmpty())                                                                \
            QFAIL("no PostgreSQL test cluster (install postgresql with scripts/install-deps.sh; run through ctest)");  \
    } while (false)
