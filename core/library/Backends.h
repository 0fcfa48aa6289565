// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "dense/TextEmbedder.h"
#include "library/LibraryBackend.h"
#include "library/ReadReplicas.h"
#include "sessions/SessionArchive.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>

namespace lmars::store {

class ServerLink;
class ServerSessionBackend;

/// Where the library and the session archive are (from settings::AppConfig, see library::BackendSettings).
struct BackendConfig
{
    QString serverUrl;           ///< libpq conninfo or URI; empty: the embedded backend (default)
    QString serverPassword;      ///< empty: ~/.pgpass or PGPASSWORD (never from the settings file)
    QString libraryPath;         ///< the embedded library file
    QString sessionDatabasePath; ///< the embedded session archive; the server backend's outbox lives beside it
    int connectTimeoutSeconds = 5;
    QStringList readUrls;         ///< hot standbys for searches and history (ReadReplicas); empty: the primary
    ReadReplicaPolicy readPolicy; ///< when a standby may serve a read
    /// What makes the embedded library's vectors: the provider's embedder (shared by every thread,
    /// so thread-safe); null: the library's own LSA model (library::VectorBuilder).
    std::shared_ptr<dense::TextEmbedder> embedder;
};

/// What a connection test found.
struct ServerProbe
{
    bool reachable = false;
    QString reason;        ///< when not reachable: the store's message (unreachable, authentication, schema ...)
    QString user;          ///< the role logged in as
    QString serverVersion; ///< e.g. "15.14"
    int schemaVersion = 0;
    QString textSearch;  ///< the library's text search configuration: "simple" or "english"
    QStringList matters; ///< the matters the user may use, by name
};

/**
 * Opens the library and the session archive the configuration names: the embedded SQLite ones
 * (EmbeddedLibrary, SessionStore) by default, the firm server's (ServerLibraryBackend,
 * ServerSessionBackend) when a server URL is set. The only place above which nobody needs to know
 * the difference. An unreachable server is not a failure: the library then answers with the
 * reason, sessions wait in the local outbox (ServerSessionBackend), and reconnect() or
 * pushPending() send them when the server is back. Not thread-safe: one instance per thread.
 */
class Backends final
{
    Q_DECLARE_TR_FUNCTIONS(Backends)

public:
    /// Fails only when the local session files cannot be opened.
    static Result<std::unique_ptr<Backends>> open(const BackendConfig& config);
    /// Connects once and reports (blocks up to the connect timeout: call it off the GUI thread).
    /// An embedded configuration is reachable with nothing else filled.
    static ServerProbe probe(const BackendConfig& config);
    /// A library backend with its own connection, for another thread.
    static Result<std::unique_ptr<LibraryBackend>> openLibrary(const BackendConfig& config);
    /// The server backend's local outbox next to the session database at sessionDatabasePath.
    static QString outboxPath(const QString& sessionDatabasePath);
    /// The standbys the configuration names, for one thread (null when none).
    static std::shared_ptr<ReadReplicas> replicasOf(const BackendConfig& config);

    ~Backends();
    Backends(const Backends&) = delete;
    Backends& operator=(const Backends&) = delete;

    BackendKind kind() const;
    /// The server without any password ("host=... dbname=... user=..." or the URI); empty when embedded.
    QString serverDisplayName() const;

    /// Always true for the embedded backend; else as of the last connection attempt or call.
    bool isReachable() const;
    /// Why the server cannot be used; empty when it can.
    QString unreachableReason() const;
    /// Connects again now (blocking, up to the timeout); when reachable, sends the outbox. Returns isReachable().
    bool reconnect();

    /// Sessions written locally and not yet on the server (0 for the embedded backend).
    int pendingSessionCount();
    /// Sends the outbox now: how many sessions the server took. unfiledMatter: the matter for
    /// sessions that have none (empty: they stay pending; the server keeps sessions by matter).
    Result<int> pushPending(const QString& unfiledMatter = {});
    /// Why the last session that could not be sent stays pending; empty otherwise.
    QString lastPushError() const;

    /// The library, opened on first use (embedded: creates the library file when missing).
    Result<LibraryBackend*> library();
    SessionArchive& sessions() { return *m_sessions; }

    /// The matters the user may use, sorted; embedded: "" (No matter) first, then those of the
    /// library's documents and of the sessions. Server: those the user is a member of and not walled from.
    Result<QStringList> matters();

private:
    explicit Backends(BackendConfig config);

    BackendConfig m_config;
    std::shared_ptr<ServerLink> m_link;       ///< null for the embedded backend
    std::shared_ptr<ReadReplicas> m_replicas; ///< null without standbys
    std::unique_ptr<LibraryBackend> m_library;
    std::unique_ptr<SessionArchive> m_sessions;
    ServerSessionBackend* m_serverSessions = nullptr; ///< m_sessions, on the server backend
};

} // namespace lmars::store
