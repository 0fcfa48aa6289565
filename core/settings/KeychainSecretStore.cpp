// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeychainSecretStore.h"

#include "settings/SettingsLog.h"

#include <qt6keychain/keychain.h>

namespace lmars::settings {

namespace {

/// Errors that mean "there is no usable keychain here" rather than "this one entry failed".
bool meansNoKeychain(QKeychain::Error error)
{
    return error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented ||
           error == QKeychain::OtherError || error == QKeychain::AccessDenied;
}

} // namespace

KeychainSecretStore::KeychainSecretStore(QString service, QObject* parent)
    : SecretStore(parent), m_service(std::move(service))
{}

QString KeychainSecretStore::describeFailure(int error, const QString& detail)
{
    QString what;
    switch (QKeychain::Error(error)) {
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        what = tr("The system keychain refused access: unlock it (log in to your desktop's keyring or wallet) and "
                  "start L-MARS again.");
        break;
    case QKeychain::NotImplemented:
        what = tr("This system offers no keychain L-MARS can use.");
        break;
    default:
#if defined(Q_OS_MACOS)
        what = tr("The macOS Keychain did not answer: open Keychain Access to check that the login keychain is "
                  "unlocked, then start L-MARS again.");
#elif defined(Q_OS_WIN)
        what = tr("The Windows Credential Manager did not answer: check that it is running, then start L-MARS "
                  "again.");
#else
        what = tr("No keychain service answered. Install and start one — GNOME Keyring (package gnome-keyring) or "
                  "KDE Wallet (package kwalletmanager) — and log in to your desktop again, then start L-MARS again.");
#endif
        break;
    }
    // The keychain library's own message only when it says more than "unknown error".
    const QString trimmed = detail.trimmed();
    if (!trimmed.isEmpty() && !trimmed.contains(QLatin1String("nknown error")))
        what += QLatin1Char(' ') + tr("(The keychain said: %1.)").arg(trimmed);
    return what + QLatin1Char(' ') +
           tr("Until then keys are kept only until L-MARS closes; to keep them, set them as environment variables or "
              "in a .env file.");
}

void KeychainSecretStore::fallBack(int error, const QString& detail)
{
    if (!m_available)
        return;
    m_available = false;
    m_failure = error;
    m_detail = detail;
    qCWarning(lcSettings) << "keychain unavailable, keeping secrets for this session only:" << error << detail;
    Q_EMIT availabilityChanged();
}

void KeychainSecretStore::read(const QString& name, QObject* context, ReadCallback callback)
{
    if (!m_available) {
        m_fallback.read(name, context, std::move(callback));
        return;
    }
    auto* job = new QKeychain::ReadPasswordJob(m_service, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(name);
    QPointer<QObject> guard(context);
    connect(job, &QKeychain::Job::finished, this, [this, name, guard, callback](QKeychain::Job* done) {
        auto* readJob = static_cast<QKeychain::ReadPasswordJob*>(done);
        QString value;
        QString error;
        if (done->error() == QKeychain::NoError) {
            value = readJob->textData();
        } else if (done->error() != QKeychain::EntryNotFound) {
            if (meansNoKeychain(done->error()))
                fallBack(int(done->error()), done->errorString());
            value = m_fallback.valueOf(name);
        }
        if (guard && callback)
            callback(value, error);
    });
    job->start();
}

void KeychainSecretStore::write(const QString& name, const QString& value, QObject* context, DoneCallback callback)
{
    if (!m_available) {
        m_fallback.store(name, value);
        Q_EMIT secretChanged(name);
        if (callback)
            deliver(context, [callback] { callback(QString()); });
        return;
    }
    QKeychain::Job* job = nullptr;
    if (value.isEmpty()) {
        job = new QKeychain::DeletePasswordJob(m_service, this);
    } else {
        auto* writeJob = new QKeychain::WritePasswordJob(m_service, this);
        writeJob->setTextData(value);
        job = writeJob;
    }
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(name);
    QPointer<QObject> guard(context);
    connect(job, &QKeychain::Job::finished, this, [this, name, value, guard, callback](QKeychain::Job* done) {
        QString error;
        if (done->error() != QKeychain::NoError && done->error() != QKeychain::EntryNotFound) {
            if (meansNoKeychain(done->error())) {
                fallBack(int(done->error()), done->errorString());
                m_fallback.store(name, value); // kept for this session, never on disk
            } else {
                error = done->errorString();
            }
        }
        if (error.isEmpty())
            Q_EMIT secretChanged(name);
        if (guard && callback)
            callback(error);
    });
    job->start();
}

} // namespace lmars::settings
