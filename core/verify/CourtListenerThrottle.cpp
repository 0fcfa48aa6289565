// SPDX-License-Identifier: GPL-3.0-or-later
#include "CourtListenerThrottle.h"

#include <QMutexLocker>
#include <QRegularExpression>
#include <QThread>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace lmars::verify {

CourtListenerThrottle::CourtListenerThrottle(int requestsPerMinute, int maxWaitMs)
    : m_intervalMs(requestsPerMinute > 0 ? 60000 / requestsPerMinute : 0), m_maxWaitMs(std::max(0, maxWaitMs))
{}

bool CourtListenerThrottle::acquire(const CancelToken& cancel, QDateTime* until)
{
    QDateTime slot;
    {
        QMutexLocker lock(&m_mutex);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        slot = now;
        if (m_nextSlot.isValid() && m_nextSlot > slot)
            slot = m_nextSlot;
        if (m_blockedUntil.isValid() && m_blockedUntil > slot)
            slot = m_blockedUntil;
        if (now.msecsTo(slot) > m_maxWaitMs) {
            if (until)
                *until = slot;
            return false;
        }
        // The slot is taken now, so that concurrent callers queue behind it.
        m_nextSlot = slot.addMSecs(m_intervalMs);
        ++m_sent;
    }
    while (QDateTime::currentDateTimeUtc() < slot) {
        if (cancel.isCancelled()) {
            if (until)
                *until = QDateTime();
            return false;
        }
        QThread::msleep(
            static_cast<unsigned long>(std::clamp<qint64>(QDateTime::currentDateTimeUtc().msecsTo(slot), 1, 50)));
    }
    return !cancel.isCancelled();
}

void CourtListenerThrottle::blockUntil(const QDateTime& until)
{
    QMutexLocker lock(&m_mutex);
    if (until.isValid() && (!m_blockedUntil.isValid() || until > m_blockedUntil))
        m_blockedUntil = until.toUTC();
}

QDateTime CourtListenerThrottle::blockedUntil() const
{
    QMutexLocker lock(&m_mutex);
    return m_blockedUntil.isValid() && m_blockedUntil > QDateTime::currentDateTimeUtc() ? m_blockedUntil : QDateTime();
}

int CourtListenerThrottle::requestsSent() const
{
    QMutexLocker lock(&m_mutex);
    return m_sent;
}

int CourtListenerThrottle::expectedAvailableSeconds(const QByteArray& body)
{
    const nlohmann::json doc = nlohmann::json::parse(body.constData(), body.constData() + body.size(), nullptr, false);
    QString detail;
    if (doc.is_object() && doc.contains("detail") && doc["detail"].is_string())
        detail = QString::fromStdString(doc["detail"].get<std::string>());
    else
        detail = QString::fromUtf8(body);
    static const QRegularExpression seconds(QStringLiteral("available in (\\d+) seconds?"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = seconds.match(detail);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

} // namespace lmars::verify
