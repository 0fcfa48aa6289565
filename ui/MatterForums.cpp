// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatterForums.h"

#include <QSettings>
#include <QUrl>

namespace lmars::ui {

MatterForums::MatterForums(const QString& settingsFile)
    : m_settings(std::make_unique<QSettings>(
          settingsFile, settingsFile.endsWith(QLatin1String(".ini"), Qt::CaseInsensitive) ? QSettings::IniFormat
                                                                                          : QSettings::NativeFormat))
{}

MatterForums::~MatterForums() = default;

QString MatterForums::key(const QString& matter)
{
    // "none" for No matter; "m-" and the encoded name for a matter, so the two never meet.
    if (matter.isEmpty())
        return QStringLiteral("forumByMatter/none");
    return QStringLiteral("forumByMatter/m-") + QString::fromLatin1(QUrl::toPercentEncoding(matter));
}

QString MatterForums::forum(const QString& matter) const
{
    return m_settings->value(key(matter)).toString();
}

void MatterForums::setForum(const QString& matter, const QString& court)
{
    if (court.isEmpty())
        m_settings->remove(key(matter));
    else
        m_settings->setValue(key(matter), court);
    m_settings->sync();
}

} // namespace lmars::ui
