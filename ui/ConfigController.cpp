// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConfigController.h"

#include "UiLog.h"
#include "settings/DotEnv.h"
#include "settings/SecretStore.h"
#include "settings/Settings.h"

namespace lmars::ui {

ConfigController::ConfigController(settings::Settings& settings, settings::SecretStore& secrets, QObject* parent)
    : QObject(parent), m_settings(settings), m_secretStore(secrets)
{
    connect(&m_settings, &settings::Settings::changed, this, &ConfigController::changed);
    connect(&m_secretStore, &settings::SecretStore::availabilityChanged, this, &ConfigController::changed);
    // Every request and firm-server connection uses the current proxy and CA settings.
    connect(this, &ConfigController::changed, this, [this] { config().applyNetwork(); });
}

void ConfigController::setEnvironment(const QMap<QString, QString>& environment, const QString& dotEnvPath)
{
    m_environment = environment;
    m_dotEnvPath = dotEnvPath;
    Q_EMIT changed();
}

void ConfigController::loadSecrets()
{
    m_loadStarted = true;
    const QStringList names = settings::SecretStore::knownNames();
    m_pendingReads = int(names.size());
    for (const QString& name : names) {
        m_secretStore.read(name, this, [this, name](const QString& value, const QString& error) {
            if (!error.isEmpty())
                qCWarning(lcUi) << "cannot read secret" << name << ":" << error;
            if (value.isEmpty())
                m_secrets.remove(name);
            else
                m_secrets.insert(name, value);
            if (--m_pendingReads == 0) {
                Q_EMIT secretsLoaded();
                Q_EMIT changed();
            }
        });
    }
}

settings::AppConfig ConfigController::config() const
{
    return settings::AppConfig::resolve(m_settings.configValues(), m_secrets, m_environment, m_dotEnvPath);
}

void ConfigController::setSecret(const QString& name, const QString& value)
{
    if (m_secrets.value(name) == value)
        return;
    if (value.isEmpty())
        m_secrets.remove(name);
    else
        m_secrets.insert(name, value);
    m_secretStore.write(name, value, this, [name](const QString& error) {
        if (!error.isEmpty())
            qCWarning(lcUi) << "cannot store secret" << name << ":" << error;
    });
    Q_EMIT changed();
}

bool ConfigController::environmentSets(const QString& name) const
{
    return environmentOrigin(name) != EnvironmentOrigin::None;
}

ConfigController::EnvironmentOrigin ConfigController::environmentOrigin(const QString& name) const
{
    if (name.isEmpty())
        return EnvironmentOrigin::None;
    if (!m_environment.value(name).isEmpty())
        return EnvironmentOrigin::Process;
    if (!m_dotEnvPath.isEmpty() && !settings::DotEnv::readFile(m_dotEnvPath).value(name).isEmpty())
        return EnvironmentOrigin::DotEnv;
    return EnvironmentOrigin::None;
}

QString ConfigController::environmentValue(const QString& name) const
{
    if (name.isEmpty())
        return {};
    const QString value = m_environment.value(name);
    if (!value.isEmpty() || m_dotEnvPath.isEmpty())
        return value;
    return settings::DotEnv::readFile(m_dotEnvPath).value(name);
}

} // namespace lmars::ui
