// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerSessionBackend.h"

#include "library/LibraryLog.h"
#include "library/ReadReplicas.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerLink.h"
#include "sessions/ServerSessionArchive.h"
#include "sessions/SessionStore.h"

#include <QSet>

#include <algorithm>
#include <limits>

namespace lmars::store {

namespace {

constexpr int kMinPrefixLength = 4;

bool hasEnded(const nlohmann::json& trajectory)
{
    const std::string status = trajectory.is_object() ? trajectory.value("status", std::string()) : std::string();
    model::RunStatus parsed = model::RunStatus::Running;
    if (!model::parseStatus(QString::fromStdString(status), &parsed))
        return false;
    return parsed != model::RunStatus::Running && parsed != model::RunStatus::AwaitingInput;
}

bool isLive(model::RunStatus status)
{
    return status == model::RunStatus::Running || status == model::RunStatus::AwaitingInput;
}

} // namespace

ServerSessionBackend::ServerSessionBackend(std::unique_ptr<SessionStore> outbox, std::shared_ptr<ServerLink> link)
    : m_outbox(std::move(outbox)), m_link(std::move(link))
{}

ServerSessionBackend::~ServerSessionBackend() = default;

Result<void> ServerSessionBackend::createSession(const QString& id, const QString& question, model::ResearchMode mode,
                                                 const nlohmann::json& trajectory, const QString& matter)
{
    return m_outbox->createSession(id, question, mode, trajectory, matter);
}

Result<void> ServerSessionBackend::appendEvent(const QString& id, const QString& type, const nlohmann::json& payload)
{
    auto appended = m_outbox->appendEvent(id, type, payload);
    if (appended || appended.error().kind != ErrorKind::Usage)
        return appended;
    if (auto adopted = adopt(id, nullptr); !adopted)
        return appended;
    return m_outbox->appendEvent(id, type, payload);
}

Result<void> ServerSessionBackend::appendAnswerDelta(const QString& id, const QString& delta)
{
    auto appended = m_outbox->appendAnswerDelta(id, delta);
    if (appended || appended.error().kind != ErrorKind::Usage)
        return appended;
    if (auto adopted = adopt(id, nullptr); !adopted)
        return appended;
    return m_outbox->appendAnswerDelta(id, delta);
}

Result<void> ServerSessionBackend::saveTrajectory(const QString& id, const nlohmann::json& trajectory)
{
    auto saved = m_outbox->saveTrajectory(id, trajectory);
    if (!saved && saved.error().kind == ErrorKind::Usage) {
        if (auto adopted = adopt(id, &trajectory); !adopted)
            return saved;
        saved = m_outbox->saveTrajectory(id, trajectory);
    }
    if (!saved)
        return saved;
    // Sending is best effort here: a session the server cannot take stays in the outbox.
    if (hasEnded(trajectory))
        (void)push(id);
    return {};
}

Result<void> ServerSessionBackend::adopt(const QString& id, const nlohmann::json* trajectory)
{
    auto db = m_link->connection();
    nlohmann::json snapshot;
    if (trajectory) {
        snapshot = *trajectory;
    } else {
        if (!db)
            return db.error();
        auto remote = ServerSessionArchive(*db.value()).load(id);
        if (!remote) {
            m_link->noteFailure(remote.error());
            return remote.error();
        }
        if (!remote->has_value())
            return Error(ErrorKind::Usage, tr("There is no session with id \"%1\".").arg(id));
        snapshot = remote->value();
    }
    const auto text = [&](const nlohmann::json& object, const char* key) {
        return QString::fromStdString(object.is_object() ? object.value(key, std::string()) : std::string());
    };
    model::ResearchMode mode = model::ResearchMode::Simple;
    model::parseMode(text(snapshot, "mode"), &mode);
    QString matter = snapshot.is_object() ? text(snapshot.value("settings", nlohmann::json()), "matter") : QString();
    // The server's row knows the matter and the title the session was filed under there.
    std::optional<ServerSessionSummary> filed;
    if (db) {
        auto row = ServerSessionArchive(*db.value()).summary(id);
        if (!row)
            m_link->noteFailure(row.error());
        else
            filed = row.value();
    }
    if (filed && matter.trimmed().isEmpty())
        matter = filed->matter;
    if (auto created = m_outbox->createSession(id, text(snapshot, "question"), mode, snapshot, matter); !created)
        return created;
    if (filed && !filed->summary.title.isEmpty()) {
        if (auto titled = m_outbox->rename(id, filed->summary.title); !titled)
            return titled.error();
    }
    if (!db)
        return {}; // offline: the server's events stay there; later ones are added after them
    auto events = ServerSessionArchive(*db.value()).events(id);
    if (!events) {
        m_link->noteFailure(events.error());
        return {};
    }
    for (const auto& event : events.value()) {
        if (auto copied = m_outbox->appendEvent(id, QString::fromStdString(event.value("type", std::string())),
                                                event.value("payload", nlohmann::json()));
            !copied)
            return copied;
    }
    return {};
}

Result<bool> ServerSessionBackend::push(const QString& id, const QString& unfiledMatter)
{
    auto all = m_outbox->list(SessionFilter{QString(), std::nullopt, std::numeric_limits<int>::max()});
    if (!all)
        return all.error();
    const auto found = std::find_if(all->cbegin(), all->cend(), [&](const SessionSummary& s) { return s.id == id; });
    if (found == all->cend())
        return false;
    if (isLive(found->status))
        return false; // still being written by its run
    auto trajectory = m_outbox->load(id);
    if (!trajectory)
        return trajectory.error();
    if (!trajectory->has_value())
        return false;
    auto events = m_outbox->events(id);
    if (!events)
        return events.error();
    const QString matterName = found->matter.trimmed().isEmpty() ? unfiledMatter.trimmed() : found->matter;
    if (matterName.isEmpty()) {
        m_lastPushError = tr("The session \"%1\" has no matter, and the firm server keeps sessions by matter: it "
                             "stays on this computer ('lmars-cli server push --matter NAME' files it under NAME).")
                              .arg(found->question.left(60));
        return false;
    }
    auto db = m_link->connection();
    if (!db) {
        m_lastPushError = db.error().toString();
        return db.error();
    }
    auto matter = ServerAdmin(*db.value()).matterId(matterName);
    if (!matter) {
        m_link->noteFailure(matter.error());
        m_lastPushError = matter.error().toString();
        return matter.error().kind == ErrorKind::Network ? Result<bool>(matter.error()) : Result<bool>(false);
    }
    SessionSummary summary = *found;
    summary.pending = false;
    summary.matter = matterName;
    auto sent =
        ServerSessionArchive(*db.value()).replaceSession(matter.value(), summary, trajectory->value(), events.value());
    if (!sent) {
        m_link->noteFailure(sent.error());
        m_lastPushError = sent.error().toString();
        return sent.error().kind == ErrorKind::Network ? Result<bool>(sent.error()) : Result<bool>(false);
    }
    if (!sent.value()) {
        m_lastPushError = tr("The firm server already holds a session with id %1 that you may not see.").arg(id);
        return false;
    }
    m_lastPushError.clear();
    qCInfo(library::lcLibrary) << "session" << id << "sent to the firm server";
    if (auto removed = m_outbox->remove(id); !removed)
        return removed.error();
    return true;
}

Result<int> ServerSessionBackend::pushPending(const QString& unfiledMatter)
{
    auto all = m_outbox->list(SessionFilter{QString(), std::nullopt, std::numeric_limits<int>::max()});
    if (!all)
        return all.error();
    int sent = 0;
    QString refused;
    for (const SessionSummary& s : std::as_const(all.value())) {
        if (isLive(s.status))
            continue;
        auto one = push(s.id, unfiledMatter);
        if (!one)
            return one.error();
        if (one.value())
            ++sent;
        else if (refused.isEmpty())
            refused = m_lastPushError;
    }
    m_lastPushError = refused;
    return sent;
}

Result<int> ServerSessionBackend::pendingCount()
{
    return m_outbox->count();
}

Result<std::optional<nlohmann::json>> ServerSessionBackend::load(const QString& id)
{
    auto local = m_outbox->load(id);
    if (!local || local->has_value())
        return local;
    auto db = m_link->connection();
    if (!db)
        return db.error();
    auto remote = ServerSessionArchive(*db.value()).load(id);
    if (!remote)
        m_link->noteFailure(remote.error());
    return remote;
}

Result<QList<SessionSummary>> ServerSessionBackend::list(const SessionFilter& filter)
{
    auto pending = m_outbox->list(filter);
    if (!pending)
        return pending.error();
    QList<SessionSummary> out = pending.value();
    QSet<QString> ids;
    for (SessionSummary& s : out) {
        s.pending = true;
        ids.insert(s.id);
    }
    // "No matter" exists only on this computer; offline, the pending sessions are what there is.
    const bool onServer = !(filter.matter && filter.matter->trimmed().isEmpty());
    auto db = onServer ? m_link->connection() : Result<PgConnection*>(nullptr);
    if (onServer && db) {
        const auto listOn = [&filter](PgConnection& conn) -> Result<QList<ServerSessionSummary>> {
            Result<qint64> matterId = qint64(0);
            if (filter.matter)
                matterId = ServerAdmin(conn).matterId(*filter.matter);
            return matterId ? ServerSessionArchive(conn).list(matterId.value(), filter.limit, filter.search)
                            : Result<QList<ServerSessionSummary>>(matterId.error());
        };
        // History is a read: a fit standby serves it; the primary when none is, or when it fails.
        PgConnection* standby = m_replicas ? m_replicas->readConnection(db.value(), nullptr) : nullptr;
        Result<QList<ServerSessionSummary>> remote = Error(ErrorKind::Internal, QString());
        if (standby) {
            remote = listOn(*standby);
            if (!remote) {
                m_replicas->noteFailure(standby, remote.error());
                standby = nullptr;
            }
        }
        if (!standby)
            remote = listOn(*db.value());
        if (!remote) {
            m_link->noteFailure(remote.error());
            if (remote.error().kind != ErrorKind::Network)
                return remote.error();
        } else {
            for (const ServerSessionSummary& s : std::as_const(remote.value())) {
                if (!ids.contains(s.summary.id))
                    out << s.summary;
            }
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const SessionSummary& a, const SessionSummary& b) { return a.startedAt > b.startedAt; });
    if (filter.limit > 0 && out.size() > filter.limit)
        out = out.mid(0, filter.limit);
    return out;
}

Result<QString> ServerSessionBackend::resolveId(const QString& idOrPrefix)
{
    auto local = m_outbox->resolveId(idOrPrefix);
    if (local)
        return local;
    const QString wanted = idOrPrefix.trimmed();
    if (wanted.size() < kMinPrefixLength)
        return local.error();
    auto db = m_link->connection();
    if (!db)
        return local.error();
    auto ids = ServerSessionArchive(*db.value()).idsStartingWith(wanted);
    if (!ids) {
        m_link->noteFailure(ids.error());
        return ids.error();
    }
    if (!ids->isEmpty() && ids->first() == wanted)
        return wanted;
    if (ids->size() == 1)
        return ids->first();
    if (ids->isEmpty())
        return local.error();
    return Error(ErrorKind::Usage, tr("\"%1\" matches several sessions; give more of the id.").arg(wanted));
}

Result<bool> ServerSessionBackend::rename(const QString& id, const QString& title)
{
    // A session waiting here carries its title to the server when it is sent; one already there
    // (continued here or not) is renamed on the server as well.
    auto local = m_outbox->rename(id, title);
    if (!local)
        return local;
    auto db = m_link->connection();
    if (!db)
        return local.value() ? Result<bool>(true) : Result<bool>(db.error());
    auto remote = ServerSessionArchive(*db.value()).rename(id, title);
    if (!remote) {
        m_link->noteFailure(remote.error());
        return local.value() ? Result<bool>(true) : remote;
    }
    return local.value() || remote.value();
}

Result<bool> ServerSessionBackend::remove(const QString& id)
{
    auto local = m_outbox->remove(id);
    if (!local || local.value())
        return local;
    auto db = m_link->connection();
    if (!db)
        return db.error();
    auto removed = ServerSessionArchive(*db.value()).remove(id);
    if (!removed)
        m_link->noteFailure(removed.error());
    return removed;
}

Result<nlohmann::json> ServerSessionBackend::events(const QString& id)
{
    auto local = m_outbox->events(id);
    if (!local)
        return local;
    if (!local->empty())
        return local;
    auto db = m_link->connection();
    if (!db)
        return db.error();
    auto remote = ServerSessionArchive(*db.value()).events(id);
    if (!remote)
        m_link->noteFailure(remote.error());
    return remote;
}

Result<QStringList> ServerSessionBackend::matters()
{
    auto db = m_link->connection();
    if (!db)
        return m_outbox->matters(); // offline: the matters of the sessions waiting here
    auto all = ServerAdmin(*db.value()).matters();
    if (!all) {
        m_link->noteFailure(all.error());
        return all.error();
    }
    QStringList names;
    for (const ServerMatter& m : std::as_const(all.value()))
        names << m.name;
    return names;
}

} // namespace lmars::store
