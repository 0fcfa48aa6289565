// SPDX-License-Identifier: GPL-3.0-or-later
#include "Settings.h"

#include "settings/SettingsLog.h"
#include "settings/SettingsTable.h"

namespace lmars::settings {

Settings::Settings(QObject* parent) : QObject(parent), m_settings(std::make_unique<QSettings>()) {}

Settings::Settings(const QString& iniPath, QObject* parent)
    : QObject(parent), m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{}

Settings::~Settings() = default;

QString Settings::keyName(Key key)
{
    return SettingsTable::descriptor(key).settingsName;
}

QVariant Settings::defaultValue(Key key)
{
    const SettingDescriptor& d = SettingsTable::descriptor(key);
    return d.hasVariable() ? QVariant(QString()) : d.defaultValue;
}

QVariant Settings::value(Key key) const
{
    const QVariant fallback = defaultValue(key);
    if (!SettingsTable::descriptor(key).inSettingsFile())
        return fallback;
    const QVariant stored = m_settings->value(keyName(key));
    if (!stored.isValid())
        return fallback;
    if (fallback.typeId() == QMetaType::QStringList)
        return stored.toStringList();
    if (fallback.typeId() == QMetaType::Int)
        return stored.toInt();
    if (fallback.typeId() == QMetaType::Bool)
        return stored.toBool();
    if (fallback.typeId() == QMetaType::QByteArray)
        return stored.toByteArray();
    return stored.toString();
}

void Settings::setValue(Key key, const QVariant& newValue)
{
    if (!SettingsTable::descriptor(key).inSettingsFile()) {
        qCWarning(lcSettings) << "not kept in the settings file:" << SettingsTable::variable(key);
        return;
    }
    if (value(key) == newValue && m_settings->contains(keyName(key)))
        return;
    m_settings->setValue(keyName(key), newValue);
    qCDebug(lcSettings) << "setting changed:" << keyName(key);
    Q_EMIT changed(key);
}

void Settings::reset(Key key)
{
    if (!SettingsTable::descriptor(key).inSettingsFile() || !m_settings->contains(keyName(key)))
        return;
    m_settings->remove(keyName(key));
    Q_EMIT changed(key);
}

void Settings::sync()
{
    m_settings->sync();
}

QString Settings::fileName() const
{
    return m_settings->fileName();
}

QMap<QString, QString> Settings::configValues() const
{
    QMap<QString, QString> out;
    for (const SettingDescriptor& d : SettingsTable::all()) {
        if (!d.inSettingsFile() || !d.hasVariable())
            continue;
        const QString v = string(d.key).trimmed();
        if (!v.isEmpty())
            out.insert(d.variable, v);
    }
    return out;
}

QList<model::SourceChoice> Settings::defaultSources() const
{
    QList<model::SourceChoice> sources;
    const QStringList names = value(Key::DefaultSources).toStringList();
    for (const QString& name : names) {
        model::SourceChoice choice;
        if (model::parseSourceChoice(name, &choice) && !sources.contains(choice))
            sources << choice;
    }
    return sources;
}

void Settings::setDefaultSources(const QList<model::SourceChoice>& sources)
{
    setValue(Key::DefaultSources, model::sourceChoiceNames(sources));
}

} // namespace lmars::settings
