// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddingSettingsPage.h"

#include "ConfigController.h"
#include "SettingSources.h"
#include "llm/EmbeddingConfig.h"
#include "settings/Settings.h"
#include "settings/SettingsTable.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
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
    retranslate();
    load();
}

void EmbeddingSettingsPage::updateEnabled()
{
    const bool on = m_provider->currentData().toString() != QLatin1String("none");
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
    m_intro->setText(tr("The library finds passages by meaning as well as by words. Without a provider it learns "
                        "its vectors from its own text; with one, the provider's embedding model makes them. Each "
                        "passage is sent once: its vector is kept by the text's fingerprint."));
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

void EmbeddingSettingsPage::apply()
{
    Settings& s = m_config.settings();
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
}

} // namespace lmars::ui
