// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InFlightWork.h"

#include "library/Backends.h"

#include <QWidget>

#include <functional>

class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace lmars::ui {

class ConfigController;

/**
 * Settings → Firm server: the server's address (a libpq URI or key=value settings), the user (kept
 * inside the address), the password (only through the SecretStore; blank: ~/.pgpass), the text
 * search configuration the server's library uses (read only: `lmars-cli server init` chooses it),
 * and "Test connection", which connects on a worker thread and reports the server and schema
 * versions and the user's matters, or the store's exact reason.
 */
class FirmServerPage final : public QWidget
{
    Q_OBJECT

public:
    /// Connects and reports; blocks up to the connect timeout (run off the GUI thread).
    using Prober = std::function<store::ServerProbe(const store::BackendConfig&)>;

    /// passwordEdit: the dialog's secret field for LMARS_SERVER_PASSWORD (reparented here).
    FirmServerPage(ConfigController& config, QLineEdit* passwordEdit, QWidget* parent = nullptr);
    ~FirmServerPage() override;
    FirmServerPage(const FirmServerPage&) = delete;
    FirmServerPage& operator=(const FirmServerPage&) = delete;

    /// Replaces the real connection test (tests).
    void setProber(Prober prober) { m_prober = std::move(prober); }
    /// True while a connection test runs.
    bool isTesting() const { return m_testing; }
    /// What the last test (or a refused address) said.
    QString resultText() const;

    void load();
    /// Writes the address (with the user) to the settings and the password to the SecretStore.
    /// False, saving nothing of this page, when the address is not usable (the page says why).
    bool apply();
    /// The address as it would be saved: the typed address with the user field applied.
    QString address() const;
    /// Empty when the fields can be saved, else why not.
    QString problem() const;

public Q_SLOTS:
    /// Tests the fields as typed (not yet saved) on a worker thread.
    void testConnection();

Q_SIGNALS:
    void testFinished(bool reachable);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showResult(const QString& text, bool error);
    void showProbe(const store::ServerProbe& probe);

    ConfigController& m_config;
    Prober m_prober;
    QLineEdit* m_address = nullptr;
    QLineEdit* m_user = nullptr;
    QLineEdit* m_password = nullptr;
    QLineEdit* m_standbys = nullptr; ///< LMARS_SERVER_READ_URL
    QLabel* m_standbysLabel = nullptr;
    QLabel* m_addressLabel = nullptr;
    QLabel* m_userLabel = nullptr;
    QLabel* m_passwordLabel = nullptr;
    QLabel* m_textSearchLabel = nullptr;
    QLabel* m_textSearch = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_envNote = nullptr;
    QPushButton* m_test = nullptr;
    QLabel* m_result = nullptr;
    QString m_knownTextSearch; ///< from the last successful test
    bool m_testing = false;
    int m_generation = 0;
    InFlightWork m_inFlight;
};

} // namespace lmars::ui
