// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace lmars::ui {

class ConfigController;
class SettingSources;

/**
 * Settings → Embeddings: whether library searches also search by meaning (LMARS_LIBRARY_DENSE) and
 * the weights and K of the fusion (LMARS_LIBRARY_FUSION_WEIGHTS, LMARS_LIBRARY_FUSION_K); the endpoint that makes the
 * library's meaning vectors, the same settings LMARS_EMBEDDING_* sets: the provider (none, OpenAI-compatible — also
 * vLLM and llama.cpp's server —, Azure OpenAI, Ollama, LM Studio), base URL, model (Azure: the deployment), dimension
 * (0: the model's own), key (the SecretStore only), texts per request and requests at once. Each field says where its
 * value comes from (SettingSources).
 */
class EmbeddingSettingsPage final : public QWidget
{
    Q_OBJECT

public:
    /// keyEdit: the dialog's secret field for LMARS_EMBEDDING_API_KEY (reparented here).
    EmbeddingSettingsPage(ConfigController& config, SettingSources& sources, QLineEdit* keyEdit,
                          QWidget* parent = nullptr);

    void load();
    /// Saves the fields (the key to the SecretStore). False when every fusion weight is 0 (a fused
    /// search would find nothing): the weights are not saved and a note under them says why.
    bool apply();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    /// Fields that mean nothing without a provider, or with search by meaning off, are disabled then.
    void updateEnabled();
    /// The fusion's weights and K as the settings file has them (the defaults when they do not parse).
    void loadFusion();
    /// Writes the fusion's weights and K (reset when they are the table's defaults).
    void applyFusion();
    void addRow(QWidget* field, int key);
    void setRowLabel(QWidget* field, const QString& text);

    ConfigController& m_config;
    QFormLayout* m_form = nullptr;
    QLabel* m_intro = nullptr;
    QCheckBox* m_dense = nullptr;            ///< library/dense
    QWidget* m_weights = nullptr;            ///< the row of the three weights
    QDoubleSpinBox* m_exactWeight = nullptr; ///< library/fusionWeights, first
    QDoubleSpinBox* m_denseWeight = nullptr; ///< second
    QDoubleSpinBox* m_bm25Weight = nullptr;  ///< third
    std::array<QLabel*, 3> m_weightLabels{}; ///< "exact", "meaning", "words" beside the spin boxes
    QLabel* m_weightsError = nullptr;        ///< why the weights were not saved
    QSpinBox* m_fusionK = nullptr;           ///< library/fusionK
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
