// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace lmars::ui {

class ConfigController;
class SettingSources;

/**
 * Settings → Embeddings: the endpoint that makes the library's meaning vectors, the same settings
 * LMARS_EMBEDDING_* sets: the provider (none, OpenAI-compatible — also vLLM and llama.cpp's server —,
 * Azure OpenAI, Ollama, LM Studio), base URL, model (Azure: the deployment), dimension (0: the
 * model's own), key (the SecretStore only), texts per request and requests at once. Each field
 * says where its value comes from (SettingSources).
 */
class EmbeddingSettingsPage final : public QWidget
{
    Q_OBJECT

public:
    /// keyEdit: the dialog's secret field for LMARS_EMBEDDING_API_KEY (reparented here).
    EmbeddingSettingsPage(ConfigController& config, SettingSources& sources, QLineEdit* keyEdit,
                          QWidget* parent = nullptr);

    void load();
    /// Saves the fields (the key to the SecretStore).
    void apply();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    /// Fields that mean nothing without a provider are disabled then.
    void updateEnabled();
    void addRow(QWidget* field, int key);
    void setRowLabel(QWidget* field, const QString& text);

    ConfigController& m_config;
    QFormLayout* m_form = nullptr;
    QLabel* m_intro = nullptr;
    QComboBox* m_provider = nullptr;
    QLineEdit* m_baseUrl = nullptr;
    QLineEdit* m_model = nullptr;
    QSpinBox* m_dimension = nullptr;
    QLineEdit* m_key = nullptr;
    QSpinBox* m_batchSize = nullptr;
    QSpinBox* m_concurrency = nullptr;
    SettingSources& m_sources;
};

} // namespace lmars::ui
