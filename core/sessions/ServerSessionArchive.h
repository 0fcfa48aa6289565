// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "sessions/SessionStore.h"

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
    /// Stores a session in one transaction, replacing the server's snapshot when it has one (a session
    /// continued after it was sent: the server's events stay, those with a later seq are added; the
    /// server's title stays unless the summary has one);
    /// false when a session with this id exists that the user may not see.
    Result<bool> replaceSession(qint64 matterId, const SessionSummary& summary, const nlohmann::json& trajectory,
                                const nlohmann::json& events);
    /// Newest first; matterId 0: every visible matter. search: a case-insensitive substring of the
    /// question, the title or the answer (any text is safe); empty: every session.
    Result<QList<ServerSessionSummary>> list(qint64 matterId = 0, int limit = 100, const QString& search = {});
    /// A visible session's matter, owner and title (not its snapshot: no session view is audited).
    Result<std::optional<ServerSessionSummary>> summary(const QString& id);
    /// The ids of visible sessions that are idOrPrefix or start with it (at most limit).
    Result<QStringList> idsStartingWith(const QString& idOrPrefix, int limit = 3);
    /// The event log as SessionArchive::events() gives it; empty when the session is not visible.
    Result<nlohmann::json> events(const QString& id);
    /// Sets a visible session's title (empty: show the question again); false when there is none.
    Result<bool> rename(const QString& id, const QString& title);
    /// Deletes a visible session and its events; false when there was none.
    Result<bool> remove(const QString& id);
    /// The snapshot, or nullopt when there is no such session visible to the user.
    Result<std::optional<nlohmann::json>> load(const QString& id);

private:
    Result<bool> put(qint64 matterId, const SessionSummary& summary, const nlohmann::json& trajectory,
                     const nlohmann::json& events, bool replace);

    PgConnection& m_db;
};

} // namespace lmars::store
