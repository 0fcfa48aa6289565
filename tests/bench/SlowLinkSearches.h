// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRandomGenerator>
#include <QString>

#include <functional>

namespace lmars::store {
class ServerLibrary;
}

namespace lmars::bench {

/**
 * server_bench's searches over a slow link: a SlowLinkProxy in front of the cluster's Unix socket,
 * then new clients (connect, open the library for searching, search once) and one client that
 * searched before, with p50/p99, bytes and round trips per search printed.
 */
class SlowLinkSearches final
{
public:
    /// A search on a library that returns its milliseconds (< 0 on failure).
    using Search = std::function<double(store::ServerLibrary&, QRandomGenerator&)>;

    /// superConninfo names the cluster's socket folder (host=/...); userConninfo is the user's
    /// connection string, sent through the proxy. Returns why it could not measure, or empty.
    static QString run(const QString& superConninfo, const QString& userConninfo, int delayMs, double mbit, int queries,
                       const Search& search);
};

} // namespace lmars::bench
