// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"

#include <QByteArray>
#include <QDateTime>
#include <QMutex>

namespace lmars::verify {

/**
 * One throttle for every CourtListener request of a run (issue 27, point 3): its free tier allows a
 * few requests a minute, so requests are spaced (requestsPerMinute, 0 = no spacing), and a 429
 * blocks every later request until the time the service named (Retry-After, or the body's
 * "Expected available in N seconds"). A caller waits for its slot only when it is at most
 * maxWaitMs away; otherwise acquire() says until when the service is blocked, and the caller
 * reports what it could not check. Thread-safe.
 */
class CourtListenerThrottle final
{
public:
    explicit CourtListenerThrottle(int requestsPerMinute = 5, int maxWaitMs = 60000);

    /// Waits (cancellable) for the next slot and takes it. False when the slot is further than
    /// maxWaitMs away (*until: when it is) or the wait was cancelled (*until invalid).
    bool acquire(const CancelToken& cancel, QDateTime* until = nullptr);
    /// No request before `until` (UTC); a later block replaces an earlier one.
    void blockUntil(const QDateTime& until);
    /// When the service accepts requests again (invalid when not blocked).
    QDateTime blockedUntil() const;
    /// How many slots were taken (the requests sent through this throttle).
    int requestsSent() const;

    /// The wait a DRF 429 body names ("Request was throttled. Expected available in 37 seconds."), in
    /// seconds; -1 when it names none.
    static int expectedAvailableSeconds(const QByteArray& body);

private:
    const qint64 m_intervalMs;
    const int m_maxWaitMs;
    mutable QMutex m_mutex;
    QDateTime m_nextSlot; ///< the earliest time the next request may go (UTC)
    QDateTime m_blockedUntil;
    int m_sent = 0;
};

} // namespace lmars::verify
