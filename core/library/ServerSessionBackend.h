// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sessions/SessionArchive.h"

#include <QCoreApplication>

#include <memory>

namespace lmars::store {

class ReadReplicas;
class ServerLink;
class SessionStore;

/**
 * The session archive on the firm server, with a local write-ahead: a run writes its session to
 * a SessionStore on this computer exactly as the embedded archive does (crash-safe, nothing waits
 * for the network), and when the run has ended the session is sent to the server
 * (ServerSessionArchive) and only then removed locally. A session the server cannot take (it is
 * unreachable, or the session has no matter) stays in that local outbox with the reason
 * (lastPushError()) and is sent by pushPending() — never dropped. Reading merges the server's
 * sessions with those still pending here (SessionSummary::pending). Not thread-safe: one per thread.
 */
class ServerSessionBackend final : public SessionArchive
{
    Q_DECLARE_TR_FUNCTIONS(ServerSessionBackend)

public:
    ServerSessionBackend(std::unique_ptr<SessionStore> outbox, std::shared_ptr<ServerLink> link);
    ~ServerSessionBackend() override;

    BackendKind kind() const override { return BackendKind::Server; }
    Result<void> createSession(const QString& id, const QString& question, model::ResearchMode mode,
                               const nlohmann::json& trajectory, const QString& matter) override;
    Result<void> appendEvent(const QString& id, const QString& type, const nlohmann::json& payload) override;
    /// Saves locally; once the trajectory says the run has ended, sends the session to the server.
    Result<void> saveTrajectory(const QString& id, const nlohmann::json& trajectory) override;
    Result<void> appendAnswerDelta(const QString& id, const QString& delta) override;

    /// History lists are read from these standbys when one is fit (null: from the primary).
    void setReadReplicas(std::shared_ptr<ReadReplicas> replicas) { m_replicas = std::move(replicas); }

    Result<std::optional<nlohmann::json>> load(const QString& id) override;
    Result<QList<SessionSummary>> list(const SessionFilter& filter) override;
    Result<QString> resolveId(const QString& idOrPrefix) override;
    Result<bool> rename(const QString& id, const QString& title) override;
    Result<bool> remove(const QString& id) override;
    Result<nlohmann::json> events(const QString& id) override;
    Result<QStringList> matters() override;

    /// Sessions kept locally that the server does not have yet.
    Result<int> pendingCount();
    /// Sends every ended session of the outbox: how many the server took. Stops at the first
    /// failure to reach the server; a session the server refuses stays pending with the reason.
    /// unfiledMatter: the matter for sessions that have none (empty: they stay pending).
    Result<int> pushPending(const QString& unfiledMatter = {});
    /// Sends one session from the outbox (it must have ended); false when it stays pending.
    Result<bool> push(const QString& id, const QString& unfiledMatter = {});
    /// Why the last session that could not be sent stayed pending; empty after a successful send.
    const QString& lastPushError() const { return m_lastPushError; }

private:
    /// Takes a session the server holds back into the outbox, with its events (a session continued
    /// after it was sent); trajectory: the new snapshot, or null to fetch the server's.
    Result<void> adopt(const QString& id, const nlohmann::json* trajectory);

    std::unique_ptr<SessionStore> m_outbox;
    std::shared_ptr<ServerLink> m_link;
    std::shared_ptr<ReadReplicas> m_replicas; ///< null: no standbys
    QString m_lastPushError;
};

} // namespace lmars::store
