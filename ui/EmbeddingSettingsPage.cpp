// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingSettingsPage.h"

#include "ConfigController.h"
#include "SettingSources.h"
#include "dense/WeightedRrf.h"
#include "llm/EmbeddingConfig.h"
#include "settings/AppConfig.h"
#include "settings/Settings.h"
#include "settings/SettingsTable.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace lmars::ui {

using settings::Settings;
using Key = settings::Settings::Key;

EmbeddingSettingsPage::EmbeddingSettingsPage(ConfigController& config, SettingSources& sources, QLineEdit* keyEdit,
                                             QWidget* parent)
    : QWidget(parent), m_config(config), m_key(keyEdit), m_sources(sources)
{
    setObjectName(QStringLiteral("embeddingSettingsPage"));
    m_form = new QFormLayout(this);
    m_form->setContentsMargins(14, 14, 14, 14);
    m_form->setVerticalSpacing(8);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);

    m_intro = new QLabel(this);
    m_intro->setObjectName(QStringLiteral("embeddingIntro"));
    m_intro->setWordWrap(true);
    m_form->addRow(m_intro);

    m_dense = new QCheckBox(this);
    m_dense->setObjectName(QStringLiteral("libraryDenseCheck"));
    addRow(m_dense, int(Key::LibraryDense));
    m_weights = new QWidget(this);
    m_weights->setObjectName(QStringLiteral("fusionWeightsRow"));
    auto* weights = new QHBoxLayout(m_weights);
    weights->setContentsMargins(0, 0, 0, 0);
    const std::array<QDoubleSpinBox**, 3> spins{&m_exactWeight, &m_denseWeight, &m_bm25Weight};
    const std::array<const char*, 3> spinNames{"fusionExactWeightSpin", "fusionDenseWeightSpin",
                                               "fusionBm25WeightSpin"};
    for (size_t i = 0; i < spins.size(); ++i) {
        m_weightLabels[i] = new QLabel(m_weights);
        auto* spin = new QDoubleSpinBox(m_weights);
        spin->setObjectName(QLatin1String(spinNames[i]));
        spin->setRange(0, 100);
        spin->setDecimals(2);
        spin->setSingleStep(0.5);
        m_weightLabels[i]->setBuddy(spin);
        weights->addWidget(m_weightLabels[i]);
        weights->addWidget(spin);
        *spins[i] = spin;
    }
    weights->addStretch();
    addRow(m_weights, int(Key::LibraryFusionWeights));
    m_weightsError = new QLabel(this);
    m_weightsError->setObjectName(QStringLiteral("fusionWeightsError"));
    m_weightsError->setWordWrap(true);
    m_weightsError->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_weightsError->hide();
    m_form->addRow(QString(), m_weightsError);
    m_fusionK = new QSpinBox(this);
    m_fusionK->setObjectName(QStringLiteral("fusionKSpin"));
    m_fusionK->setRange(1, 10000);
    addRow(m_fusionK, int(Key::LibraryFusionK));

    m_provider = new QComboBox(this);
    m_provider->setObjectName(QStringLiteral("embeddingProviderCombo"));
    for (const llm::EmbeddingProvider provider : llm::allEmbeddingProviders())
        m_provider->addItem(QString(), llm::embeddingProviderName(provider));
    addRow(m_provider, int(Key::EmbeddingProvider));
    m_baseUrl = new QLineEdit(this);
    m_baseUrl->setObjectName(QStringLiteral("embeddingBaseUrlEdit"));
    m_baseUrl->setClearButtonEnabled(true);
    addRow(m_baseUrl, int(Key::EmbeddingBaseUrl));
    m_model = new QLineEdit(this);
    m_model->setObjectName(QStringLiteral("embeddingModelEdit"));
    m_model->setClearButtonEnabled(true);
    addRow(m_model, int(Key::EmbeddingModel));
    m_dimension = new QSpinBox(this);
    m_dimension->setObjectName(QStringLiteral("embeddingDimensionSpin"));
    m_dimension->setRange(0, 16384);
    addRow(m_dimension, int(Key::EmbeddingDimension));
    m_key->setParent(this);
    addRow(m_key, int(Key::EmbeddingApiKey));
    m_batchSize = new QSpinBox(this);
    m_batchSize->setObjectName(QStringLiteral("embeddingBatchSizeSpin"));
    m_batchSize->setRange(1, 2048);
    addRow(m_batchSize, int(Key::EmbeddingBatchSize));
    m_concurrency = new QSpinBox(this);
    m_concurrency->setObjectName(QStringLiteral("embeddingConcurrencySpin"));
    m_concurrency->setRange(1, 16);
    addRow(m_concurrency, int(Key::EmbeddingConcurrency));

    connect(m_provider, &QComboBox::currentIndexChanged, this, &EmbeddingSettingsPage::updateEnabled);
    connect(m_dense, &QCheckBox::toggled, this, &EmbeddingSettingsPage::updateEnabled);
    retranslate();
    load();
}

void EmbeddingSettingsPage::updateEnabled()
{
    // With search by meaning off no vector is made: the fusion and the provider are not used.
    const bool dense = m_dense->isChecked();
    m_weights->setEnabled(dense);
    m_fusionK->setEnabled(dense);
    m_provider->setEnabled(dense);
    const bool on = dense && m_provider->currentData().toString() != QLatin1String("none");
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_baseUrl, m_model, m_dimension, m_key, m_batchSize, m_concurrency})
        w->setEnabled(on);
}

void EmbeddingSettingsPage::addRow(QWidget* field, int key)
{
    auto* label = new QLabel(this);
    label->setBuddy(field);
    m_form->addRow(label, field);
    m_sources.add(m_form, field, Key(key));
}

void EmbeddingSettingsPage::setRowLabel(QWidget* field, const QString& text)
{
    if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(field)))
        label->setText(text);
}

void EmbeddingSettingsPage::retranslate()
{
    m_intro->setText(tr("The library can find passages by meaning as well as by words. Without a provider it learns "
                        "its vectors from its own text; with one, the provider's embedding model makes them. Each "
                        "passage is sent once: its vector is kept by the text's fingerprint."));
    m_dense->setText(tr("Search the library by meaning as well as by words"));
    m_dense->setToolTip(tr("Off: library searches find passages by their words only (exact references first, then "
                           "BM25), and no vectors are made. The firm server's library is always searched by words."));
    setRowLabel(m_dense, tr("&Search by meaning"));
    m_weightLabels[0]->setText(tr("Exact"));
    m_weightLabels[1]->setText(tr("Meaning"));
    m_weightLabels[2]->setText(tr("Words"));
    m_exactWeight->setAccessibleName(tr("Weight of exact references"));
    m_denseWeight->setAccessibleName(tr("Weight of meaning"));
    m_bm25Weight->setAccessibleName(tr("Weight of words (BM25)"));
    m_weights->setToolTip(tr("How much each way of searching counts when their results are merged (reciprocal rank "
                             "fusion): exact references, meaning, words. 0 leaves a way out."));
    setRowLabel(m_weights, tr("Fusion &weights"));
    m_fusionK->setAccessibleName(tr("Fusion K"));
    m_fusionK->setToolTip(tr("The K of reciprocal rank fusion: larger values flatten the difference between the top "
                             "results and the rest."));
    setRowLabel(m_fusionK, tr("F&usion K"));
    m_weightsError->setText(tr("At least one weight must be above 0: the weights were not saved."));
    m_provider->setAccessibleName(tr("Embedding provider"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("none")), tr("None (the library's own vectors)"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("openai")),
                            tr("OpenAI-compatible (OpenAI, vLLM, llama.cpp server…)"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("azure")), tr("Azure OpenAI"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("ollama")), tr("Ollama"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("lmstudio")), tr("LM Studio"));
    setRowLabel(m_provider, tr("&Provider"));
    m_baseUrl->setPlaceholderText(tr("the provider's default"));
    m_baseUrl->setAccessibleName(tr("Embedding base URL"));
    setRowLabel(m_baseUrl, tr("&Base URL"));
    m_model->setPlaceholderText(tr("for example text-embedding-3-small or nomic-embed-text"));
    m_model->setAccessibleName(tr("Embedding model"));
    m_model->setToolTip(tr("Azure OpenAI: the name of the deployment."));
    setRowLabel(m_model, tr("&Model"));
    m_dimension->setSpecialValueText(tr("the model's own"));
    m_dimension->setAccessibleName(tr("Vector dimension"));
    m_dimension->setToolTip(tr("Only for models that can shorten their vectors (text-embedding-3-small and -large)."));
    setRowLabel(m_dimension, tr("&Dimension"));
    m_key->setPlaceholderText(tr("not set"));
    setRowLabel(m_key, tr("API &key"));
    m_batchSize->setAccessibleName(tr("Texts per request"));
    setRowLabel(m_batchSize, tr("&Texts per request"));
    m_concurrency->setAccessibleName(tr("Requests at once"));
    setRowLabel(m_concurrency, tr("&Requests at once"));
}

void EmbeddingSettingsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EmbeddingSettingsPage::load()
{
    const Settings& s = m_config.settings();
    m_dense->setChecked(settings::AppConfig::parseSwitch(
        s.string(Key::LibraryDense), settings::SettingsTable::descriptor(Key::LibraryDense).defaultValue.toBool()));
    loadFusion();
    llm::EmbeddingProvider provider = llm::EmbeddingProvider::None;
    llm::parseEmbeddingProvider(s.string(Key::EmbeddingProvider), &provider); // unknown: shown as none
    m_provider->setCurrentIndex(qMax(0, m_provider->findData(llm::embeddingProviderName(provider))));
    m_baseUrl->setText(s.string(Key::EmbeddingBaseUrl));
    m_model->setText(s.string(Key::EmbeddingModel));
    m_dimension->setValue(s.string(Key::EmbeddingDimension).toInt());
    m_key->setText(m_config.secret(settings::SettingsTable::variable(Key::EmbeddingApiKey)));
    const auto count = [&s](Key key) {
        bool ok = false;
        const int value = s.string(key).toInt(&ok);
        return ok ? value : settings::SettingsTable::descriptor(key).defaultValue.toInt();
    };
    m_batchSize->setValue(count(Key::EmbeddingBatchSize));
    m_concurrency->setValue(count(Key::EmbeddingConcurrency));
    updateEnabled();
}

void EmbeddingSettingsPage::loadFusion()
{
    const Settings& s = m_config.settings();
    const QString weights = s.string(Key::LibraryFusionWeights);
    const QString k = s.string(Key::LibraryFusionK);
    const auto fusion = dense::FusionWeights::parse(
        weights.trimmed().isEmpty() ? s.defaultValue(Key::LibraryFusionWeights).toString() : weights,
        k.trimmed().isEmpty() ? s.defaultValue(Key::LibraryFusionK).toString() : k);
    const dense::FusionWeights shown = fusion.value_or(dense::FusionWeights()); // as the search falls back
    m_exactWeight->setValue(shown.exact);
    m_denseWeight->setValue(shown.dense);
    m_bm25Weight->setValue(shown.bm25);
    m_fusionK->setValue(qRound(shown.k));
    m_weightsError->hide();
}

void EmbeddingSettingsPage::applyFusion()
{
    Settings& s = m_config.settings();
    const auto number = [](double value) {
        return QString::number(value, 'g', 6);
    };
    const QString weights =
        QStringList{number(m_exactWeight->value()), number(m_denseWeight->value()), number(m_bm25Weight->value())}.join(
            QLatin1Char(','));
    if (weights == s.defaultValue(Key::LibraryFusionWeights).toString())
        s.reset(Key::LibraryFusionWeights); // the default stays the table's
    else
        s.setValue(Key::LibraryFusionWeights, weights);
    const QString k = QString::number(m_fusionK->value());
    if (k == s.defaultValue(Key::LibraryFusionK).toString())
        s.reset(Key::LibraryFusionK);
    else
        s.setValue(Key::LibraryFusionK, k);
}

bool EmbeddingSettingsPage::apply()
{
    Settings& s = m_config.settings();
    if (m_dense->isChecked() == settings::SettingsTable::descriptor(Key::LibraryDense).defaultValue.toBool())
        s.reset(Key::LibraryDense); // the default stays the table's
    else
        s.setValue(Key::LibraryDense, m_dense->isChecked() ? QStringLiteral("true") : QStringLiteral("false"));
    const bool weightsValid = m_exactWeight->value() > 0 || m_denseWeight->value() > 0 || m_bm25Weight->value() > 0;
    m_weightsError->setVisible(!weightsValid);
    if (weightsValid)
        applyFusion();
    const auto setText = [&s](Key key, const QString& value) {
        if (value.trimmed().isEmpty())
            s.reset(key);
        else
            s.setValue(key, value.trimmed());
    };
    const QString provider = m_provider->currentData().toString();
    setText(Key::EmbeddingProvider, provider == QLatin1String("none") ? QString() : provider);
    setText(Key::EmbeddingBaseUrl, m_baseUrl->text());
    setText(Key::EmbeddingModel, m_model->text());
    setText(Key::EmbeddingDimension, m_dimension->value() > 0 ? QString::number(m_dimension->value()) : QString());
    for (const auto& [key, spin] :
         {std::pair{Key::EmbeddingBatchSize, m_batchSize}, std::pair{Key::EmbeddingConcurrency, m_concurrency}}) {
        if (spin->value() == settings::SettingsTable::descriptor(key).defaultValue.toInt())
            s.reset(key); // the default stays the table's
        else
            s.setValue(key, QString::number(spin->value()));
    }
    s.sync();
    m_config.setSecret(settings::SettingsTable::variable(Key::EmbeddingApiKey), m_key->text().trimmed());
    return weightsValid;
}

} // namespace lmars::ui
