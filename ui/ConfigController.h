// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/AppConfig.h"

#include <QMap>
#include <QObject>

namespace lmars::settings {
class SecretStore;
class Settings;
} // namespace lmars::settings

namespace lmars::ui {

/**
 * The GUI's view of the configuration: the Settings (non-secret values), the SecretStore (keys,
 * read asynchronously at start and cached in memory only), a .env file and the environment,
 * resolved into one AppConfig on demand. Emits changed() whenever any of them changes.
 */
class ConfigController final : public QObject
{
    Q_OBJECT

public:
    ConfigController(settings::Settings& settings, settings::SecretStore& secrets, QObject* parent = nullptr);

    /// The environment and .env file to layer on top (production: the process environment and ./.env).
    void setEnvironment(const QMap<QString, QString>& environment, const QString& dotEnvPath);
    /// Reads every known secret from the store; emits secretsLoaded() when all have answered.
    void loadSecrets();
    bool areSecretsLoaded() const { return m_pendingReads == 0 && m_loadStarted; }

    settings::AppConfig config() const;
    settings::Settings& settings() const { return m_settings; }
    settings::SecretStore& secretStore() const { return m_secretStore; }

    /// The cached value of a secret (empty when none).
    QString secret(const QString& name) const { return m_secrets.value(name); }
    /// Stores a secret through the SecretStore (never in the settings file) and updates the cache.
    void setSecret(const QString& name, const QString& value);
    /// True when the environment or .env sets this variable (it then wins over the keychain).
    bool environmentSets(const QString& name) const;
    /// Where the environment layer's value of a variable comes from.
    enum class EnvironmentOrigin
    {
        None,
        Process, ///< the process environment
        DotEnv   ///< the .env file
    };
    EnvironmentOrigin environmentOrigin(const QString& name) const;
    /// The environment layer's value of a variable (the process environment first, then .env).
    QString environmentValue(const QString& name) const;

Q_SIGNALS:
    void changed();
    void secretsLoaded();

private:
    settings::Settings& m_settings;
    settings::SecretStore& m_secretStore;
    QMap<QString, QString> m_secrets;
    QMap<QString, QString> m_environment;
    QString m_dotEnvPath;
    int m_pendingReads = 0;
    bool m_loadStarted = false;
};

} // namespace lmars::ui
