// SPDX-License-Identifier: GPL-3.0-or-later
#include "Backends.h"

#include "library/EmbeddedLibrary.h"
#include "library/LibraryLog.h"
#include "library/ServerLibraryBackend.h"
#include "library/ServerSessionBackend.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerLink.h"
#include "server/ServerSchema.h"
#include "sessions/SessionStore.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <algorithm>

namespace lmars::store {

Backends::Backends(BackendConfig config) : m_config(std::move(config)) {}

Backends::~Backends() = default;

QString Backends::outboxPath(const QString& sessionDatabasePath)
{
    return QFileInfo(sessionDatabasePath).absolutePath() + QStringLiteral("/server-outbox.sqlite");
}

std::shared_ptr<ReadReplicas> Backends::replicasOf(const BackendConfig& config)
{
    if (config.readUrls.isEmpty())
        return {};
    return std::make_shared<ReadReplicas>(config.readUrls, config.serverPassword, config.connectTimeoutSeconds,
                                          config.readPolicy);
}

Result<std::unique_ptr<Backends>> Backends::open(const BackendConfig& config)
{
    std::unique_ptr<Backends> backends(new Backends(config));
    if (config.serverUrl.trimmed().isEmpty()) {
        auto sessions = SessionStore::open(config.sessionDatabasePath);
        if (!sessions)
            return sessions.error();
        backends->m_sessions = std::move(sessions.value());
        return backends;
    }
    auto outbox = SessionStore::open(outboxPath(config.sessionDatabasePath));
    if (!outbox)
        return outbox.error();
    backends->m_link =
        std::make_shared<ServerLink>(config.serverUrl.trimmed(), config.serverPassword, config.connectTimeoutSeconds);
    auto server = std::make_unique<ServerSessionBackend>(std::move(outbox.value()), backends->m_link);
    backends->m_replicas = replicasOf(config);
    server->setReadReplicas(backends->m_replicas);
    backends->m_serverSessions = server.get();
    backends->m_sessions = std::move(server);
    // Connect now, so that isReachable() tells; offline is not a failure.
    (void)backends->m_link->connection();
    return backends;
}

ServerProbe Backends::probe(const BackendConfig& config)
{
    ServerProbe probe;
    if (config.serverUrl.trimmed().isEmpty()) {
        probe.reachable = true;
        return probe;
    }
    auto db = PgConnection::open(config.serverUrl.trimmed(), config.serverPassword, config.connectTimeoutSeconds);
    if (!db) {
        probe.reason = db.error().toString();
        return probe;
    }
    PgConnection& conn = *db.value();
    probe.user = conn.user();
    if (auto version = conn.query(QStringLiteral("SHOW server_version")))
        probe.serverVersion = version->scalar();
    if (auto schema = ServerSchema::version(conn))
        probe.schemaVersion = schema.value();
    if (auto usable = ServerSchema::check(conn); !usable) {
        probe.reason = usable.error().toString();
        return probe;
    }
    if (auto textSearch = ServerSchema::textSearch(conn))
        probe.textSearch = serverTextSearchName(textSearch.value());
    auto matters = ServerAdmin(conn).matters();
    if (!matters) {
        probe.reason = matters.error().toString();
        return probe;
    }
    for (const ServerMatter& m : std::as_const(matters.value()))
        probe.matters << m.name;
    probe.reachable = true;
    return probe;
}

Result<std::unique_ptr<LibraryBackend>> Backends::openLibrary(const BackendConfig& config)
{
    if (config.serverUrl.trimmed().isEmpty()) {
        if (!config.libraryPath.isEmpty() && !QDir().mkpath(QFileInfo(config.libraryPath).absolutePath()))
            return Error(ErrorKind::Storage, tr("Cannot create the folder %1 for the document library.")
                                                 .arg(QFileInfo(config.libraryPath).absolutePath()));
        auto embedded = EmbeddedLibrary::open(config.libraryPath, config.embedder);
        if (!embedded)
            return embedded.error();
        return std::unique_ptr<LibraryBackend>(std::move(embedded.value()));
    }
    auto link =
        std::make_shared<ServerLink>(config.serverUrl.trimmed(), config.serverPassword, config.connectTimeoutSeconds);
    return std::unique_ptr<LibraryBackend>(
        std::make_unique<ServerLibraryBackend>(std::move(link), replicasOf(config), config.embedder));
}

BackendKind Backends::kind() const
{
    return m_link ? BackendKind::Server : BackendKind::Embedded;
}

QString Backends::serverDisplayName() const
{
    return m_link ? m_link->displayName() : QString();
}

bool Backends::isReachable() const
{
    return !m_link || m_link->isReachable();
}

QString Backends::unreachableReason() const
{
    return m_link ? m_link->unreachableReason() : QString();
}

bool Backends::reconnect()
{
    if (!m_link)
        return true;
    if (!m_link->reconnect())
        return false;
    if (auto sent = pushPending(); !sent)
        qCWarning(library::lcLibrary) << "sending the waiting sessions failed:" << sent.error().toString();
    return m_link->isReachable();
}

int Backends::pendingSessionCount()
{
    if (!m_serverSessions)
        return 0;
    auto count = m_serverSessions->pendingCount();
    return count ? count.value() : 0;
}

Result<int> Backends::pushPending(const QString& unfiledMatter)
{
    if (!m_serverSessions)
        return 0;
    return m_serverSessions->pushPending(unfiledMatter);
}

QString Backends::lastPushError() const
{
    return m_serverSessions ? m_serverSessions->lastPushError() : QString();
}

Result<LibraryBackend*> Backends::library()
{
    if (!m_library) {
        if (m_link) {
            m_library = std::make_unique<ServerLibraryBackend>(m_link, m_replicas, m_config.embedder);
        } else {
            auto opened = openLibrary(m_config);
            if (!opened)
                return opened.error();
            m_library = std::move(opened.value());
        }
    }
    return m_library.get();
}

Result<QStringList> Backends::matters()
{
    if (m_link) {
        auto lib = library();
        if (!lib)
            return lib.error();
        return lib.value()->matters();
    }
    QSet<QString> names{QString()};
    if (QFileInfo::exists(m_config.libraryPath)) {
        auto lib = library();
        if (!lib)
            return lib.error();
        auto held = lib.value()->matters();
        if (!held)
            return held.error();
        for (const QString& name : std::as_const(held.value()))
            names.insert(name);
    }
    auto filed = m_sessions->matters();
    if (!filed)
        return filed.error();
    for (const QString& name : std::as_const(filed.value()))
        names.insert(name);
    QStringList out(names.cbegin(), names.cend());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace lmars::store
