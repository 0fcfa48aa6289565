// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "library/ServerLibrary.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QStringList>

#include <deque>
#include <memory>
#include <optional>

namespace lmars::store {

class PgConnection;
class ServerLink;

/// When a hot standby may serve reads.
struct ReadReplicaPolicy
{
    /// A standby serves reads only when it has replayed everything the primary had written this
    /// many seconds ago.
    int maxLagSeconds = 30;
    /// How often a standby's replay position is compared with the primary's (0: before every read).
    int checkIntervalMs = 5000;
};

/// One standby as last seen.
struct ReadReplicaState
{
    QString name; ///< its connection string without any password
    bool usable = false;
    QString reason;          ///< why it does not serve reads (unreachable, not a standby, behind); empty when usable
    qint64 behindBytes = -1; ///< WAL the standby had not replayed at the last check; -1 when unknown
};

/// A read and where it was served.
struct RoutedHits
{
    QList<LibraryChunkHit> hits;
    QString servedBy; ///< the standby's name; empty: the primary
    QString note;     ///< why the primary served it although standbys are configured; empty otherwise
};

/**
 * The firm server's hot standbys (PostgreSQL streaming replicas, LMARS_SERVER_READ_URL): reads go
 * to the first standby that is reachable, still in recovery and caught up with what the primary
 * had written policy.maxLagSeconds ago; everything else goes to the primary. Walls hold there
 * because row-level security and the roles replicate with the data. A standby cannot write, so
 * the audit entry of a read it served is written on the primary, naming the standby, before the
 * hits are returned: a read whose audit entry cannot be written is not returned. A standby that
 * fails mid-read is set aside (its link retries later) and the read is repeated on the primary,
 * with a note saying why. Not thread-safe: one per thread, beside the primary's ServerLink.
 */
class ReadReplicas final
{
    Q_DECLARE_TR_FUNCTIONS(ReadReplicas)

public:
    /// conninfos: one libpq connection string or URI per standby; password as for the primary.
    ReadReplicas(const QStringList& conninfos, const QString& password, int connectTimeoutSeconds,
                 ReadReplicaPolicy policy = {});
    ~ReadReplicas();
    ReadReplicas(const ReadReplicas&) = delete;
    ReadReplicas& operator=(const ReadReplicas&) = delete;

    /// The standbys of a setting: separated by ';' or new lines, blanks dropped.
    static QStringList parseList(const QString& setting);

    int count() const { return int(m_standbys.size()); }

    /// A library search: on a fit standby (audited on primary), else on primaryLibrary (which
    /// audits it itself) with the note.
    Result<RoutedHits> search(PgConnection& primary, ServerLibrary& primaryLibrary, const ServerSearchQuery& query);

    /// A connection to a standby fit to serve a read that writes nothing (no audit entry), or
    /// nullptr with *note saying why each standby was passed over.
    PgConnection* readConnection(PgConnection* primary, QString* note);
    /// Notes that a read on connection failed: the standby is set aside until its link retries.
    void noteFailure(PgConnection* connection, const Error& error);

    /// Where a routed read was served, in words for the user ("Searched on the standby …", or on the primary and
    /// why); empty when the primary served it and no standby was passed over.
    static QString describe(const RoutedHits& routed);

    /// Every standby, checked now against the primary (null: the lag is not measured).
    QList<ReadReplicaState> status(PgConnection* primary);

private:
    struct Standby;
    /// Connects when needed and checks the lag when due; true when it may serve a read.
    bool fit(Standby& standby, PgConnection* primary);
    /// Compares the standby's replay position with the primary's samples.
    void checkLag(Standby& standby, PgConnection& connection, PgConnection* primary);
    /// Samples the primary's WAL position (at most once per check interval).
    void samplePrimary(PgConnection& primary);
    /// The newest primary position sampled at least maxLagSeconds ago; empty when none is that old.
    QString lsnToHaveReplayed() const;
    QString passedOver(const Standby& standby) const;

    std::deque<std::unique_ptr<Standby>> m_standbys;
    ReadReplicaPolicy m_policy;
    std::deque<std::pair<QDateTime, QString>> m_primaryLsns; ///< (when, pg_current_wal_lsn), oldest first
    QElapsedTimer m_sinceSample;
};

} // namespace lmars::store
