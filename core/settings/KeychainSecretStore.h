// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/MemorySecretStore.h"
#include "settings/SecretStore.h"

namespace lmars::settings {

/**
 * Secrets in the OS keychain through QtKeychain (Secret Service / KWallet on Linux, Keychain on
 * macOS, Credential Store on Windows). Jobs run asynchronously on the caller's thread. When the
 * keychain answers that no backend exists (a headless session, no secret service), the store
 * switches to session-only memory storage, says why in unavailableReason() and emits
 * availabilityChanged(); secrets are never written anywhere else.
 */
class KeychainSecretStore final : public SecretStore
{
    Q_OBJECT

public:
    explicit KeychainSecretStore(QString service = QStringLiteral("lmars"), QObject* parent = nullptr);

    bool isPersistent() const override { return m_available; }
    /// In the current language (built when asked, so that it follows a language switch), saying what
    /// to install or start.
    QString unavailableReason() const override
    {
        return m_available ? QString() : describeFailure(m_failure, m_detail);
    }

    /// Why no keychain can be used, for the keychain's error code (QKeychain::Error) and message,
    /// in words a user can act on: what to install, start or unlock.
    static QString describeFailure(int error, const QString& detail);

    void read(const QString& name, QObject* context, ReadCallback callback) override;
    void write(const QString& name, const QString& value, QObject* context, DoneCallback callback) override;

private:
    /// The keychain cannot be used: further secrets live in memory only.
    void fallBack(int error, const QString& detail);

    QString m_service;
    bool m_available = true;
    int m_failure = 0; ///< the QKeychain::Error that made the keychain unusable
    QString m_detail;  ///< its message
    MemorySecretStore m_fallback;
};

} // namespace lmars::settings
