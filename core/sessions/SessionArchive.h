// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "model/Domain.h"
#include "sessions/BackendKind.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::store {

/// One row of the history list.
struct SessionSummary
{
    QString id;
    QString question;
    model::ResearchMode mode = model::ResearchMode::Simple;
    model::RunStatus status = model::RunStatus::Running; ///< Interrupted when a running session's owner is gone
    QString startedAt;                                   ///< ISO 8601 as the trajectory gave it
    QString finishedAt;                                  ///< ISO 8601, empty while running
    QString answerPreview;                               ///< first 160 characters of the answer (whitespace collapsed)
    QString title;        ///< the user's name for the session (rename()); empty: show the question
    QString matter;       ///< the matter the session belongs to; "" is "No matter"
    bool pending = false; ///< server backend: written on this computer, not yet on the firm server
};

/// Which sessions list() returns.
struct SessionFilter
{
    QString search; ///< full-text over question and answer, or a substring of the title; any text is safe
    std::optional<QString> matter; ///< unset: every matter the user may see; "" is "No matter"
    int limit = 100;
};

/**
 * The research session archive as the layers above core/sessions see it, whichever backend holds
 * it: the embedded SQLite SessionStore or the firm server. A session is a trajectory snapshot
 * plus an append-only event log and streamed answer text; every write is durable when the call
 * returns (on the server backend, a write the server could not take is kept locally and sent
 * when it is back, never dropped).
 */
class SessionArchive
{
public:
    virtual ~SessionArchive() = default;

    virtual BackendKind kind() const = 0;

    /// New session with status "running" in a matter ("" is "No matter"). Fails if the id exists.
    virtual Result<void> createSession(const QString& id, const QString& question, model::ResearchMode mode,
                                       const nlohmann::json& trajectory, const QString& matter) = 0;
    virtual Result<void> appendEvent(const QString& id, const QString& type, const nlohmann::json& payload) = 0;
    virtual Result<void> saveTrajectory(const QString& id, const nlohmann::json& trajectory) = 0;
    virtual Result<void> appendAnswerDelta(const QString& id, const QString& delta) = 0;

    /// The latest snapshot, or nullopt when there is no such session (or the user may not see it).
    virtual Result<std::optional<nlohmann::json>> load(const QString& id) = 0;
    /// Newest first.
    virtual Result<QList<SessionSummary>> list(const SessionFilter& filter) = 0;
    /// Exact id, or a unique prefix of at least 4 characters.
    virtual Result<QString> resolveId(const QString& idOrPrefix) = 0;
    virtual Result<bool> rename(const QString& id, const QString& title) = 0;
    virtual Result<bool> remove(const QString& id) = 0;
    /// The event log: [{"seq", "type", "payload", "createdAt"}, ...] in order.
    virtual Result<nlohmann::json> events(const QString& id) = 0;
    /// The matters sessions may be filed under ("" is "No matter").
    virtual Result<QStringList> matters() = 0;
};

} // namespace lmars::store
