// SPDX-License-Identifier: GPL-3.0-or-later
#include "SlowLinkSearches.h"

#include "LatencyFigures.h"
#include "SlowLinkProxy.h"
#include "library/ServerLibrary.h"
#include "pg/PgConnection.h"

#include <QElapsedTimer>
#include <QRegularExpression>

#include <cstdio>

namespace lmars::bench {

QString SlowLinkSearches::run(const QString& superConninfo, const QString& userConninfo, int delayMs, double mbit,
                              int slowQueries, const Search& search)
{
    // Searches over a slow link: the proxy in front of the cluster's Unix socket.
    static const QRegularExpression hostKey(QStringLiteral("host=(\\S+)"));
    static const QRegularExpression portKey(QStringLiteral("port=(\\d+)"));
    const QString socketDir = hostKey.match(superConninfo).captured(1);
    const QString socketPort =
        portKey.match(superConninfo).hasMatch() ? portKey.match(superConninfo).captured(1) : QStringLiteral("5432");
    if (!socketDir.startsWith(QLatin1Char('/')))
        return QStringLiteral("--delay-ms needs a conninfo with host=<Unix socket folder>");
    SlowLinkProxy proxy(socketDir + QStringLiteral("/.s.PGSQL.") + socketPort, delayMs, mbit);
    if (proxy.port() == 0)
        return QStringLiteral("the slow link proxy cannot listen");
    const QString slowConninfo = userConninfo + QStringLiteral(" host=127.0.0.1 port=%1").arg(proxy.port());
    std::printf("\nOver a slow link (a proxy: %d ms each way, %s Mbit/s each way)\n", delayMs,
                mbit > 0 ? qPrintable(QString::number(mbit)) : "unlimited");
    std::vector<double> connects, fresh, cached;
    double freshBytes = 0, freshTrips = 0, cachedBytes = 0, cachedTrips = 0;
    long long cachedMaxTrips = 0;
    QRandomGenerator rng(4343);
    for (int q = 0; q < slowQueries; ++q) {
        QElapsedTimer t;
        t.start();
        auto conn = store::PgConnection::open(slowConninfo, {}, 30);
        if (!conn)
            return conn.error().toString();
        // A search-only client, as `lmars-cli server search` opens it.
        auto lib = store::ServerLibrary::openForReading(*conn.value());
        if (!lib)
            return lib.error().toString();
        connects.push_back(double(t.nsecsElapsed()) / 1e6);
        proxy.resetCounters();
        fresh.push_back(search(lib.value(), rng));
        const auto c = proxy.counters();
        freshBytes += double(c.toServer + c.toClient);
        freshTrips += double(c.roundTrips);
    }
    {
        auto conn = store::PgConnection::open(slowConninfo, {}, 30);
        if (!conn)
            return conn.error().toString();
        auto lib = store::ServerLibrary::open(*conn.value());
        if (!lib)
            return lib.error().toString();
        (void)search(lib.value(), rng); // its caches filled once
        for (int q = 0; q < slowQueries; ++q) {
            proxy.resetCounters();
            cached.push_back(search(lib.value(), rng));
            const auto c = proxy.counters();
            cachedBytes += double(c.toServer + c.toClient);
            cachedTrips += double(c.roundTrips);
            cachedMaxTrips = std::max(cachedMaxTrips, c.roundTrips);
        }
    }
    print("connecting and opening the library for searching (a new client):", percentiles(connects));
    print("first search of a new client:", percentiles(fresh));
    std::printf("    per search: %.0f KB, %.1f round trips\n", freshBytes / slowQueries / 1024.0,
                freshTrips / slowQueries);
    print("search of a client that searched before:", percentiles(cached));
    std::printf("    per search: %.0f KB, %.1f round trips (at most %lld)\n", cachedBytes / slowQueries / 1024.0,
                cachedTrips / slowQueries, cachedMaxTrips);
    return {};
}

} // namespace lmars::bench
