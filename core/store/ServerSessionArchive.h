// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/SessionStore.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::store {

class PgConnection;

/// A session row of the server archive with its matter and owner.
struct ServerSessionSummary
{
    SessionSummary summary;
    QString matter;
    QString owner;
};

/**
 * Research sessions on the firm server, per matter: the trajectory snapshot and its event log.
 * Row-level security decides who sees a session (members of its matter who are not walled off);
 * every load is audited as a session view.
 */
class ServerSessionArchive final
{
    Q_DECLARE_TR_FUNCTIONS(ServerSessionArchive)

public:
    explicit ServerSessionArchive(PgConnection& db) : m_db(db) {}

    /// Stores a session (snapshot and events) in a matter in one transaction; false when the
    /// server already had a session with this id.
    Result<bool> putSession(qint64 matterId, const SessionSummary& summary, const nlohmann::json& trajectory,
                            const nlohmann::json& events);
    /// Newest first; matterId 0: every visible matter.
    Result<QList<ServerSessionSummary>> list(qint64 matterId = 0, int limit = 100);
    /// The snapshot, or nullopt when there is no such session visible to the user.
    Result<std::optional<nlohmann::json>> load(const QString& id);

private:
    PgConnection& m_db;
};

} // namespace lmars::store
