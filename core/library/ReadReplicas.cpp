// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReadReplicas.h"

#include "library/LibraryLog.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerLink.h"

#include <QRegularExpression>

namespace lmars::store {

namespace {

/// A standby this far behind the primary's newest position lags, however recent that position.
constexpr qint64 kMaxBehindBytes = 64LL * 1024 * 1024;

} // namespace

struct ReadReplicas::Standby
{
    std::unique_ptr<ServerLink> link;
    std::optional<ServerLibrary> library;
    PgConnection* libraryConnection = nullptr;
    PgConnection* checkedConnection = nullptr; ///< the connection the last check ran on
    QElapsedTimer sinceCheck;
    bool caughtUp = false;
    QString reason; ///< why it was passed over at the last check or read
    qint64 behindBytes = -1;
};

ReadReplicas::ReadReplicas(const QStringList& conninfos, const QString& password, int connectTimeoutSeconds,
                           ReadReplicaPolicy policy)
    : m_policy(policy)
{
    for (const QString& conninfo : conninfos) {
        auto standby = std::make_unique<Standby>();
        standby->link = std::make_unique<ServerLink>(conninfo, password, connectTimeoutSeconds);
        m_standbys.push_back(std::move(standby));
    }
}

ReadReplicas::~ReadReplicas() = default;

QStringList ReadReplicas::parseList(const QString& setting)
{
    QStringList out;
    for (const QString& part : setting.split(QRegularExpression(QStringLiteral("[;\\n]")), Qt::SkipEmptyParts)) {
        if (!part.trimmed().isEmpty())
            out << part.trimmed();
    }
    return out;
}

void ReadReplicas::samplePrimary(PgConnection& primary)
{
    if (m_sinceSample.isValid() && m_sinceSample.elapsed() < m_policy.checkIntervalMs)
        return;
    auto lsn = primary.query(QStringLiteral("SELECT pg_current_wal_lsn()::text"));
    if (!lsn)
        return; // the read itself will find the primary's trouble
    m_sinceSample.start();
    m_primaryLsns.emplace_back(QDateTime::currentDateTimeUtc(), lsn->scalar());
    // Keep the newest sample old enough to judge by, and the younger ones.
    const QDateTime horizon = QDateTime::currentDateTimeUtc().addSecs(-m_policy.maxLagSeconds);
    while (m_primaryLsns.size() > 1 && m_primaryLsns.at(1).first <= horizon)
        m_primaryLsns.pop_front();
}

QString ReadReplicas::lsnToHaveReplayed() const
{
    const QDateTime horizon = QDateTime::currentDateTimeUtc().addSecs(-m_policy.maxLagSeconds);
    QString lsn;
    for (const auto& [when, sampled] : m_primaryLsns) {
        if (when > horizon)
            break;
        lsn = sampled;
    }
    return lsn;
}

void ReadReplicas::checkLag(Standby& standby, PgConnection& connection, PgConnection* primary)
{
    if (primary)
        samplePrimary(*primary);
    const QString mustHave = lsnToHaveReplayed();
    auto row = connection.query(
        QStringLiteral("SELECT pg_is_in_recovery(), CASE WHEN $1 = '' THEN 0"
                       " ELSE greatest(pg_wal_lsn_diff(nullif($1, '')::pg_lsn, pg_last_wal_replay_lsn()), 0) END,"
                       " CASE WHEN $2 = '' THEN -1"
                       " ELSE greatest(pg_wal_lsn_diff(nullif($2, '')::pg_lsn, pg_last_wal_replay_lsn()), 0) END"),
        {mustHave, m_primaryLsns.empty() ? QString() : m_primaryLsns.back().second});
    standby.sinceCheck.start();
    standby.checkedConnection = &connection;
    if (!row) {
        standby.link->noteFailure(row.error());
        standby.caughtUp = false;
        standby.reason = row.error().toString();
        return;
    }
    const QStringList values = row->rows.value(0);
    if (values.value(0) != QLatin1String("t")) {
        standby.caughtUp = false;
        standby.reason = tr("it is not a standby (it accepts writes)");
        return;
    }
    standby.behindBytes = values.value(2).toLongLong();
    if (values.value(1).toLongLong() > 0 || standby.behindBytes > kMaxBehindBytes) {
        standby.caughtUp = false;
        standby.reason = tr("it is more than %n second(s) behind the primary", nullptr, m_policy.maxLagSeconds);
        return;
    }
    standby.caughtUp = true;
    standby.reason.clear();
}

bool ReadReplicas::fit(Standby& standby, PgConnection* primary)
{
    auto connection = standby.link->connection();
    if (!connection) {
        standby.caughtUp = false;
        standby.reason = connection.error().toString();
        return false;
    }
    if (standby.checkedConnection != connection.value() || !standby.sinceCheck.isValid() ||
        standby.sinceCheck.elapsed() >= m_policy.checkIntervalMs)
        checkLag(standby, *connection.value(), primary);
    return standby.caughtUp;
}

QString ReadReplicas::passedOver(const Standby& standby) const
{
    return tr("standby %1 was not used: %2").arg(standby.link->displayName(), standby.reason);
}

PgConnection* ReadReplicas::readConnection(PgConnection* primary, QString* note)
{
    QStringList reasons;
    for (auto& standby : m_standbys) {
        if (fit(*standby, primary)) {
            auto connection = standby->link->connection();
            if (connection)
                return connection.value();
        }
        reasons << passedOver(*standby);
    }
    if (note)
        *note = reasons.join(QStringLiteral("; "));
    return nullptr;
}

void ReadReplicas::noteFailure(PgConnection* connection, const Error& error)
{
    for (auto& standby : m_standbys) {
        if (connection && (standby->checkedConnection == connection || standby->libraryConnection == connection)) {
            standby->caughtUp = false;
            standby->reason = error.toString();
            standby->sinceCheck.invalidate();
            standby->checkedConnection = nullptr;
            standby->library.reset();
            standby->libraryConnection = nullptr;
            // A lost connection is dropped by the link; a refusal (e.g. a query cancelled by recovery)
            // waits for the next check.
            standby->link->noteFailure(error);
            return;
        }
    }
}

Result<RoutedHits> ReadReplicas::search(PgConnection& primary, ServerLibrary& primaryLibrary,
                                        const ServerSearchQuery& query)
{
    RoutedHits routed;
    QStringList reasons;
    for (auto& standby : m_standbys) {
        if (!fit(*standby, &primary)) {
            reasons << passedOver(*standby);
            continue;
        }
        auto connection = standby->link->connection();
        if (!connection) {
            reasons << passedOver(*standby);
            continue;
        }
        if (!standby->library || standby->libraryConnection != connection.value()) {
            standby->library.reset();
            auto opened = ServerLibrary::openForReading(*connection.value());
            if (!opened) {
                noteFailure(connection.value(), opened.error());
                reasons << passedOver(*standby);
                continue;
            }
            standby->library.emplace(opened.value());
            standby->libraryConnection = connection.value();
        }
        ServerSearchQuery unaudited = query;
        unaudited.audited = false;
        auto hits = standby->library->search(unaudited);
        if (!hits) {
            noteFailure(connection.value(), hits.error());
            reasons << passedOver(*standby);
            qCInfo(library::lcLibrary) << "standby read failed, trying the next server:" << hits.error().toString();
            continue;
        }
        // The audit entry on the primary before anything is shown: no entry, no hits.
        const QString name = standby->link->displayName();
        if (auto recorded = ServerAdmin(primary).record(AuditAction::Search, query.matterId,
                                                        query.text + QStringLiteral(" [standby: %1]").arg(name));
            !recorded)
            return recorded.error();
        routed.hits = std::move(hits.value());
        routed.servedBy = name;
        return routed;
    }
    auto hits = primaryLibrary.search(query);
    if (!hits)
        return hits.error();
    routed.hits = std::move(hits.value());
    routed.note = reasons.join(QStringLiteral("; "));
    if (!routed.note.isEmpty())
        qCInfo(library::lcLibrary) << "searched on the primary:" << routed.note;
    return routed;
}

QString ReadReplicas::describe(const RoutedHits& routed)
{
    if (!routed.servedBy.isEmpty())
        return tr("Searched on the standby %1.").arg(routed.servedBy);
    return routed.note.isEmpty() ? QString() : tr("Searched on the primary server: %1").arg(routed.note);
}

QList<ReadReplicaState> ReadReplicas::status(PgConnection* primary)
{
    QList<ReadReplicaState> out;
    for (auto& standby : m_standbys) {
        standby->sinceCheck.invalidate();
        m_sinceSample.invalidate();
        ReadReplicaState state;
        state.name = standby->link->displayName();
        state.usable = fit(*standby, primary);
        state.reason = standby->reason;
        state.behindBytes = standby->behindBytes;
        out << state;
    }
    return out;
}

} // namespace lmars::store
