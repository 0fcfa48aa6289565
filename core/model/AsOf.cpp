// SPDX-License-Identifier: GPL-3.0-or-later
#include "AsOf.h"

namespace lmars::model {

AsOf::AsOf(QDate day, AsOfOrigin origin) : m_day(day.isValid() ? day : QDate()), m_origin(origin) {}

Result<AsOf> AsOf::parse(const QString& text, AsOfOrigin origin)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return AsOf();
    const QDate day = QDate::fromString(trimmed, Qt::ISODate);
    if (!day.isValid() || trimmed.size() != 10)
        return Error(ErrorKind::Usage, tr("The as-of date \"%1\" is not a date (YYYY-MM-DD).").arg(trimmed));
    return AsOf(day, origin);
}

AsOf AsOf::read(const QString& text, AsOfOrigin origin)
{
    return AsOf(QDate::fromString(text.trimmed().left(10), Qt::ISODate), origin);
}

AsOf AsOf::effective(const AsOf& user, const AsOf& question, QDate today)
{
    if (!user.isNull())
        return AsOf(user.day(), AsOfOrigin::User);
    if (!question.isNull())
        return AsOf(question.day(), AsOfOrigin::Question);
    return AsOf(today, AsOfOrigin::Today);
}

QString AsOf::iso() const
{
    return isNull() ? QString() : m_day.toString(Qt::ISODate);
}

QString AsOf::year() const
{
    return isNull() ? QString() : QString::number(m_day.year());
}

AsOf AsOf::forSources() const
{
    return m_origin == AsOfOrigin::Today ? AsOf() : *this;
}

QString AsOf::originName(AsOfOrigin origin)
{
    switch (origin) {
    case AsOfOrigin::User:
        return QStringLiteral("user");
    case AsOfOrigin::Question:
        return QStringLiteral("analysis");
    case AsOfOrigin::Today:
        return QStringLiteral("today");
    }
    return QStringLiteral("today");
}

bool AsOf::parseOrigin(const QString& text, AsOfOrigin* out)
{
    const QString wanted = text.trimmed().toLower();
    for (AsOfOrigin origin : {AsOfOrigin::User, AsOfOrigin::Question, AsOfOrigin::Today}) {
        if (originName(origin) == wanted) {
            if (out)
                *out = origin;
            return true;
        }
    }
    return false;
}

} // namespace lmars::model
