// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/JsonUtil.h"
#include "library/LibraryBackend.h"
#include "settings/AppConfig.h"

#include <QCoreApplication>
#include <QString>

namespace lmars::store {
class PgConnection;
}

namespace lmars::cli {

/// The firm server's vectors on the command line: built after `server push` when dense search is on,
/// and reported by `server status`.
class ServerVectorsCli final
{
    Q_DECLARE_TR_FUNCTIONS(ServerVectorsCli)

public:
    /// After a push's text has committed: builds the matter's vectors with the configured provider's
    /// embedder when dense search is on (LMARS_LIBRARY_DENSE), saying so on stderr; an exit code
    /// (ExitOk when dense search is off, after saying why nothing was built).
    static int build(store::PgConnection& db, qint64 matterId, const settings::AppConfig& config);
    /// The vectors of the configured model over the matters the user may see: a line for people,
    /// or null JSON / an explanation when no provider is configured.
    static QString statusLine(store::PgConnection& db, const settings::AppConfig& config);
    static nlohmann::json statusJson(store::PgConnection& db, const settings::AppConfig& config);
    /// `server search` with the dense channel: the server's vectors fused with BM25 and the exact tier
    /// (ServerLibraryBackend), printed as `library search` prints a fused search (each hit's rank in
    /// each channel); matter: a name, empty for every matter the user may see. An exit code.
    static int search(const QString& conninfo, const settings::AppConfig& config, const store::LibraryQuery& query,
                      bool json);
};

} // namespace lmars::cli
