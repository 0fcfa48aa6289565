// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>

namespace lmars::settings {

/**
 * Where API keys live (never in QSettings, logs, exports or the session database). The API is
 * asynchronous: callbacks run on the caller's thread once the backend answers, and are dropped
 * when the context object is gone. No call spins a nested event loop.
 *
 * Secret names are the environment variables they stand for (LMARS_LLM_API_KEY, SERPER_API_KEY,
 * COURTLISTENER_API_TOKEN), so AppConfig layers them like any other value.
 */
class SecretStore : public QObject
{
    Q_OBJECT

public:
    using ReadCallback = std::function<void(const QString& value, const QString& error)>;
    using DoneCallback = std::function<void(const QString& error)>;

    explicit SecretStore(QObject* parent = nullptr) : QObject(parent) {}
    ~SecretStore() override = default;
    SecretStore(const SecretStore&) = delete;
    SecretStore& operator=(const SecretStore&) = delete;

    /// True when secrets survive a restart (an OS keychain); false for session-only storage.
    virtual bool isPersistent() const = 0;
    /// Why secrets are kept for this session only; empty while persistent.
    virtual QString unavailableReason() const = 0;

    /// value is empty (and error empty) when no secret is stored under name.
    virtual void read(const QString& name, QObject* context, ReadCallback callback) = 0;
    /// An empty value removes the secret.
    virtual void write(const QString& name, const QString& value, QObject* context, DoneCallback callback) = 0;

    /// The secrets the application keeps (SettingsTable::secretStoreNames()).
    static QStringList knownNames();

Q_SIGNALS:
    /// Persistence changed (for example the keychain turned out to be unavailable).
    void availabilityChanged();
    /// A secret was written or removed.
    void secretChanged(const QString& name);

protected:
    /// Calls callback later on this object's thread if context still exists.
    static void deliver(QObject* context, std::function<void()> callback);
};

} // namespace lmars::settings
