// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "firm/BackendMonitor.h"
#include "settings/AppConfig.h"

#include <QFrame>

#include <optional>

class QLabel;
class QPushButton;

namespace lmars::ui {

/// What is configured and what is missing (model, web search key, case-law token, the firm server
/// when one is set), each with a button that opens the right settings page (or retries the server).
/// Shown on first run, whenever the model is missing and while the firm server is unreachable.
class FirstRunPanel final : public QFrame
{
    Q_OBJECT

public:
    enum class Item
    {
        Model,
        WebSearch,
        CaseLaw,
        FirmServer ///< the row's button retries the connection
    };

    explicit FirstRunPanel(QWidget* parent = nullptr);

    /// keychainWarning: non-empty when keys are kept for this session only.
    void update(const settings::AppConfig& config, const QString& keychainWarning);
    /// The firm server's row: shown only when a server is configured; an unreachable server says
    /// why and that research still runs, and needs attention.
    void setBackendStatus(const BackendStatus& status);
    /// Something needs the user's attention (the model at least).
    bool needsAttention() const { return m_needsAttention; }
    bool modelReady() const { return m_modelReady; }
    /// A firm server is configured and a check found it unreachable.
    bool serverUnreachable() const { return m_backend.server && m_backend.checked && !m_backend.reachable; }
    QString statusText() const;

Q_SIGNALS:
    void fixRequested(lmars::ui::FirstRunPanel::Item item);
    void dismissed();

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets every text in the current language; the rows are rebuilt from the last configuration.
    void retranslate();

    struct Row
    {
        QLabel* mark = nullptr;
        QLabel* text = nullptr;
        QPushButton* button = nullptr;
    };
    Row addRow(Item item, const QString& name);
    static void setRow(const Row& row, int state, const QString& text);
    void showBackendRow();

    Row m_model;
    Row m_web;
    Row m_caseLaw;
    Row m_server;
    BackendStatus m_backend;
    QLabel* m_title = nullptr;
    QLabel* m_keychain = nullptr;
    std::optional<settings::AppConfig> m_config; ///< what the rows describe (none before update())
    QString m_keychainWarning;
    QPushButton* m_dismiss = nullptr;
    bool m_needsAttention = true;
    bool m_modelReady = false;
};

} // namespace lmars::ui
