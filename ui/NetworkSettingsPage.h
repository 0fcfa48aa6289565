// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InFlightWork.h"

#include "net/NetworkConfig.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace lmars::ui {

class ConfigController;

/**
 * Settings → Network: the HTTP(S) proxy every request goes through, its user and password (the
 * password only through the SecretStore), the hosts that bypass it, and a file of CA certificates
 * trusted in addition to the system's (a firm's TLS-inspecting proxy or private CA; also the firm
 * server's sslrootcert). "Test" sends one request with the fields as typed, on a worker thread,
 * and says whether the address answered or what stopped it (the proxy's 407, the certificate).
 */
class NetworkSettingsPage final : public QWidget
{
    Q_OBJECT

public:
    /// passwordEdit: the dialog's secret field for LMARS_PROXY_PASSWORD (reparented here).
    NetworkSettingsPage(ConfigController& config, QLineEdit* passwordEdit, QWidget* parent = nullptr);
    ~NetworkSettingsPage() override;
    NetworkSettingsPage(const NetworkSettingsPage&) = delete;
    NetworkSettingsPage& operator=(const NetworkSettingsPage&) = delete;

    void load();
    /// Saves the fields (the password to the SecretStore). False, saving nothing, when they are not
    /// usable (the page says why).
    bool apply();
    /// The configuration the fields describe.
    net::NetworkConfig typed() const;
    /// Empty when the fields can be saved, else why not.
    QString problem() const;
    /// What the last test or refusal said.
    QString resultText() const;
    bool isTesting() const { return m_testing; }

public Q_SLOTS:
    /// Requests the test address with the fields as typed (not yet saved).
    void test();

Q_SIGNALS:
    void testFinished(bool reached);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showResult(const QString& text, bool error);

    ConfigController& m_config;
    QLabel* m_intro = nullptr;
    QLineEdit* m_proxy = nullptr;
    QLineEdit* m_user = nullptr;
    QLineEdit* m_password = nullptr;
    QLineEdit* m_noProxy = nullptr;
    QLineEdit* m_caBundle = nullptr;
    QPushButton* m_browse = nullptr;
    QLineEdit* m_testUrl = nullptr;
    QPushButton* m_test = nullptr;
    QLabel* m_envNote = nullptr;
    QLabel* m_result = nullptr;
    QList<QLabel*> m_labels; ///< row labels, in the order retranslate() names them
    bool m_testing = false;
    int m_generation = 0;
    InFlightWork m_inFlight;
};

} // namespace lmars::ui
