// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "model/Domain.h"
#include "sessions/SessionArchive.h"
#include "sessions/SessionLiveness.h"

#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <memory>
#include <mutex>
#include <optional>

namespace lmars::store {

class Database;

/**
 * Crash-safe history of research sessions in one SQLite database (WAL). Every write commits
 * immediately. A session is a trajectory snapshot (the ResearchState JSON) plus an append-only
 * event log and a cheaply appended partial answer for streamed text between snapshots.
 *
 * Sessions whose status is "running" or "awaiting_input" but whose owner process no longer
 * exists are reported (and persisted) as "interrupted" by open(), load() and list().
 *
 * Every session belongs to a matter ("" is "No matter"). The embedded SessionArchive, and on the
 * server backend the local write-ahead copy of sessions not yet on the server.
 *
 * Used from one thread at a time; calls are serialised by an internal mutex anyway.
 */
class SessionStore final : public SessionArchive
{
public:
    /// Opens or creates the database at path (creating parent folders) and applies migrations.
    static Result<std::unique_ptr<SessionStore>> open(const QString& path);

    ~SessionStore();
    SessionStore(const SessionStore&) = delete;
    SessionStore& operator=(const SessionStore&) = delete;

    BackendKind kind() const override { return BackendKind::Embedded; }

    /// New session with status "running", owned by this process, in a matter. Fails if the id exists.
    Result<void> createSession(const QString& id, const QString& question, model::ResearchMode mode,
                               const nlohmann::json& trajectory, const QString& matter) override;
    /// The same in "No matter".
    Result<void> createSession(const QString& id, const QString& question, model::ResearchMode mode,
                               const nlohmann::json& trajectory)
    {
        return createSession(id, question, mode, trajectory, QString());
    }
    /// Appends to the session's event log (seq 1, 2, ...; payload stored as JSON text).
    Result<void> appendEvent(const QString& id, const QString& type, const nlohmann::json& payload) override;
    /// Replaces the snapshot and the columns derived from it (status, question, answer, times, FTS).
    Result<void> saveTrajectory(const QString& id, const nlohmann::json& trajectory) override;
    /// Appends streamed answer text; load() prefers it while it is longer than the snapshot's answer.
    Result<void> appendAnswerDelta(const QString& id, const QString& delta) override;

    /// The latest snapshot, or nullopt when there is no such session.
    Result<std::optional<nlohmann::json>> load(const QString& id) override;
    /// Newest first, filtered by text and matter (SessionFilter).
    Result<QList<SessionSummary>> list(const SessionFilter& filter) override;
    /// Newest first. search: full-text over question and answer, or a substring of the title;
    /// any user text is safe.
    Result<QList<SessionSummary>> list(const QString& search = {}, int limit = 100)
    {
        SessionFilter filter;
        filter.search = search;
        filter.limit = limit;
        return list(filter);
    }
    /// Exact id, or a unique prefix of at least 4 characters.
    Result<QString> resolveId(const QString& idOrPrefix) override;
    /// Sets the session's display title (empty clears it); false when there is no such session.
    Result<bool> rename(const QString& id, const QString& title) override;
    /// Deletes the session, its events and its search entry; false when it did not exist.
    Result<bool> remove(const QString& id) override;

    /// The event log: [{"seq", "type", "payload", "createdAt" (ms since epoch)}, ...] in order.
    Result<nlohmann::json> events(const QString& id) override;
    /// "" and the matters of the stored sessions, sorted.
    Result<QStringList> matters() override;
    /// How many sessions are stored.
    Result<int> count();

    /// The FTS5 MATCH expression for user text: quoted prefix tokens, empty when nothing searchable.
    static QString ftsQuery(const QString& userText);

private:
    explicit SessionStore(std::unique_ptr<Database> db);

    Result<void> touchFtsLocked(qint64 rid, const QString& question, const QString& answer);
    Result<bool> existsLocked(const QString& id);
    /// The internal row id of session id, if it exists (m_mutex held).
    Result<std::optional<qint64>> rowIdLocked(const QString& id);

    std::unique_ptr<Database> m_db;
    SessionLiveness m_liveness; ///< interrupted sessions: a live status whose owner process is gone
    std::mutex m_mutex;
};

} // namespace lmars::store
