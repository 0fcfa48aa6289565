// SPDX-License-Identifier: GPL-3.0-or-later
#include "SettingsDialog.h"

#include "CitationCacheRow.h"
#include "ConfigController.h"
#include "EmbeddingSettingsPage.h"
#include "ModelPricesEditor.h"
#include "NetworkSettingsPage.h"
#include "SecretField.h"
#include "SettingSources.h"
#include "firm/FirmServerPage.h"
#include "model/DomainNames.h"
#include "settings/AppConfig.h"
#include "settings/SecretStore.h"
#include "settings/Settings.h"
#include "settings/SettingsTable.h"
#include "settings/Translator.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <utility>

namespace lmars::ui {

using settings::Settings;
using Key = settings::Settings::Key;

namespace {

/// The default a setting takes when its field is left empty (a placeholder).
QString tableDefault(Key key)
{
    const settings::SettingDescriptor& d = settings::SettingsTable::descriptor(key);
    const QString value = d.defaultValue.toString();
    return value.isEmpty() && d.defaultNote.startsWith(QLatin1String("http")) ? d.defaultNote : value;
}

/// Adds page to tabs in a scroll area (the tab), so that it scrolls when the dialog is shorter than it.
QScrollArea* addScrolled(QTabWidget* tabs, QWidget* page)
{
    auto* scroll = new QScrollArea(tabs);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(page);
    tabs->addTab(scroll, QString());
    return scroll;
}

/// A page of the dialog: a form that scrolls when the dialog is shorter than it.
QWidget* page(QTabWidget* tabs, QFormLayout** form)
{
    auto* w = new QWidget(tabs);
    *form = new QFormLayout(w);
    (*form)->setContentsMargins(14, 14, 14, 14);
    (*form)->setVerticalSpacing(8);
    (*form)->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    (*form)->setRowWrapPolicy(QFormLayout::WrapLongRows);
    addScrolled(tabs, w);
    return w;
}

QLineEdit* lineEdit(QWidget* parent, const QString& name)
{
    auto* e = new QLineEdit(parent);
    e->setObjectName(name);
    e->setClearButtonEnabled(true);
    return e;
}

} // namespace

QStringList SettingsDialog::availableLanguages()
{
    return settings::Translator::availableLocales();
}

SettingsDialog::SettingsDialog(ConfigController& config, QWidget* parent) : QDialog(parent), m_config(config)
{
    setObjectName(QStringLiteral("settingsDialog"));
    resize(720, 520);
    auto* layout = new QVBoxLayout(this);

    m_keychainWarning = new QLabel(this);
    m_keychainWarning->setObjectName(QStringLiteral("keychainWarning"));
    m_keychainWarning->setWordWrap(true);
    layout->addWidget(m_keychainWarning);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("settingsTabs"));
    layout->addWidget(m_tabs, 1);

    // Every text (labels, placeholders, item texts, tooltips) is set by retranslate(); combo items
    // are identified by their data.
    QFormLayout* form = nullptr;
    QWidget* model = page(m_tabs, &form);
    m_sources = new SettingSources(config, this);
    m_provider = new QComboBox(model);
    m_provider->setObjectName(QStringLiteral("providerCombo"));
    for (const char* provider : {"", "openai", "azure", "gemini", "lmstudio", "anthropic", "ollama"})
        m_provider->addItem(QString(), QString(QLatin1String(provider)));
    addRow(form, m_provider, Key::LlmProvider);
    m_baseUrl = lineEdit(model, QStringLiteral("baseUrlEdit"));
    addRow(form, m_baseUrl, Key::LlmBaseUrl);
    m_model = lineEdit(model, QStringLiteral("modelEdit"));
    addRow(form, m_model, Key::LlmModel);
    m_judgeModel = lineEdit(model, QStringLiteral("judgeModelEdit"));
    addRow(form, m_judgeModel, Key::JudgeModel);
    m_llmKey = secretEdit(Key::LlmApiKey, QStringLiteral("llmKeyEdit"));
    addRow(form, m_llmKey, Key::LlmApiKey);
    m_prices = new ModelPricesEditor(model);
    addRow(form, m_prices, Key::LlmPrices);
    connect(m_model, &QLineEdit::textChanged, m_prices, &ModelPricesEditor::setCurrentModel);

    QWidget* search = page(m_tabs, &form);
    m_serperKey = secretEdit(Key::SerperApiKey, QStringLiteral("serperKeyEdit"));
    addRow(form, m_serperKey, Key::SerperApiKey);
    m_serperUrl = lineEdit(search, QStringLiteral("serperUrlEdit"));
    addRow(form, m_serperUrl, Key::SerperUrl);
    m_searxngUrl = lineEdit(search, QStringLiteral("searxngUrlEdit"));
    addRow(form, m_searxngUrl, Key::SearxngUrl);
    m_courtListenerToken = secretEdit(Key::CourtListenerToken, QStringLiteral("courtListenerTokenEdit"));
    addRow(form, m_courtListenerToken, Key::CourtListenerToken);
    m_courtListenerUrl = lineEdit(search, QStringLiteral("courtListenerUrlEdit"));
    addRow(form, m_courtListenerUrl, Key::CourtListenerUrl);
    m_govinfoKey = secretEdit(Key::GovinfoApiKey, QStringLiteral("govinfoKeyEdit"));
    addRow(form, m_govinfoKey, Key::GovinfoApiKey);
    // The official sources' endpoints (a mirror, a proxy, a scripted server for a demonstration).
    for (const auto& [key, name] :
         {std::pair{Key::FederalRegisterUrl, "federalRegisterUrlEdit"}, std::pair{Key::EcfrUrl, "ecfrUrlEdit"},
          std::pair{Key::GovinfoUrl, "govinfoUrlEdit"}, std::pair{Key::GovinfoApiUrl, "govinfoApiUrlEdit"}}) {
        QLineEdit* edit = lineEdit(search, QLatin1String(name));
        m_endpoints.insert(key, edit);
        addRow(form, edit, key);
    }
    for (auto it = m_endpoints.cbegin(); it != m_endpoints.cend(); ++it)
        it.value()->setPlaceholderText(tableDefault(it.key()));
    for (auto [edit, key] :
         {std::pair{m_serperUrl, Key::SerperUrl}, std::pair{m_courtListenerUrl, Key::CourtListenerUrl}})
        edit->setPlaceholderText(tableDefault(key));

    QWidget* research = page(m_tabs, &form);
    m_mode = new QComboBox(research);
    m_mode->setObjectName(QStringLiteral("defaultModeCombo"));
    for (model::ResearchMode mode :
         {model::ResearchMode::Simple, model::ResearchMode::MultiTurn, model::ResearchMode::Evidence})
        m_mode->addItem(QString(), QVariant::fromValue(mode));
    addRow(form, m_mode);
    m_format = new QComboBox(research);
    m_format->setObjectName(QStringLiteral("defaultFormatCombo"));
    for (model::AnswerFormat format : {model::AnswerFormat::Standard, model::AnswerFormat::Irac})
        m_format->addItem(QString(), QVariant::fromValue(format));
    addRow(form, m_format);
    m_iterations = new QSpinBox(research);
    m_iterations->setObjectName(QStringLiteral("defaultIterationsSpin"));
    m_iterations->setRange(1, 10);
    addRow(form, m_iterations);
    m_pages = new QSpinBox(research);
    m_pages->setObjectName(QStringLiteral("pagesToReadSpin"));
    m_pages->setRange(0, 10);
    addRow(form, m_pages);
    auto* sources = new QWidget(research);
    auto* sourcesLayout = new QHBoxLayout(sources);
    sourcesLayout->setContentsMargins(0, 0, 0, 0);
    m_web = new QCheckBox(sources);
    m_web->setObjectName(QStringLiteral("defaultWebCheck"));
    m_caseLaw = new QCheckBox(sources);
    m_caseLaw->setObjectName(QStringLiteral("defaultCaseLawCheck"));
    m_local = new QCheckBox(sources);
    m_local->setObjectName(QStringLiteral("defaultLocalCheck"));
    sourcesLayout->addWidget(m_web);
    sourcesLayout->addWidget(m_caseLaw);
    sourcesLayout->addWidget(m_local);
    sourcesLayout->addStretch(1);
    m_sourcesRow = sources;
    addRow(form, sources);
    m_verify = new QCheckBox(research);
    m_verify->setObjectName(QStringLiteral("verifyCheck"));
    addRow(form, m_verify, Key::Verify);
    m_citationCache = new CitationCacheRow(config, research);
    addRow(form, m_citationCache);
    m_footnotes = new QCheckBox(research);
    m_footnotes->setObjectName(QStringLiteral("citationFootnotesCheck"));
    addRow(form, m_footnotes, Key::ExportCitationFootnotes);
    auto* folderRow = new QWidget(research);
    auto* folderLayout = new QHBoxLayout(folderRow);
    folderLayout->setContentsMargins(0, 0, 0, 0);
    m_libraryFolder = lineEdit(folderRow, QStringLiteral("libraryFolderEdit"));
    m_browse = new QPushButton(folderRow);
    m_browse->setObjectName(QStringLiteral("libraryFolderBrowse"));
    folderLayout->addWidget(m_libraryFolder, 1);
    folderLayout->addWidget(m_browse);
    m_folderRow = folderRow;
    m_folderRow->setObjectName(QStringLiteral("libraryFolderRow"));
    addRow(form, folderRow, Key::LibraryFolder);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        auto* dialog = new QFileDialog(this, tr("Library folder"), m_libraryFolder->text());
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QFileDialog::fileSelected, m_libraryFolder, &QLineEdit::setText);
        dialog->open();
    });
    m_ocr = new QCheckBox(research);
    m_ocr->setObjectName(QStringLiteral("ocrCheck"));
    addRow(form, m_ocr, Key::LibraryOcr);
    m_ocrLanguages = lineEdit(research, QStringLiteral("ocrLanguagesEdit"));
    addRow(form, m_ocrLanguages, Key::LibraryOcrLanguages);

    QWidget* appearance = page(m_tabs, &form);
    m_theme = new QComboBox(appearance);
    m_theme->setObjectName(QStringLiteral("themeCombo"));
    for (const char* theme : {"system", "light", "dark"})
        m_theme->addItem(QString(), QString(QLatin1String(theme)));
    addRow(form, m_theme);
    m_language = new QComboBox(appearance);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(QString(), QString());
    for (const QString& code : availableLanguages()) {
        const QLocale locale(code);
        m_language->addItem(QStringLiteral("%1 (%2)").arg(locale.nativeLanguageName(), code), code);
    }
    addRow(form, m_language);

    m_firmServer =
        new FirmServerPage(config, secretEdit(Key::ServerPassword, QStringLiteral("serverPasswordEdit")), m_tabs);
    m_tabs->addTab(m_firmServer, QString());
    m_tabs->addTab(
        new NetworkSettingsPage(config, secretEdit(Key::ProxyPassword, QStringLiteral("proxyPasswordEdit")), m_tabs),
        QString());
    // The Embeddings page is taller than a 768-pixel screen leaves the dialog: it scrolls like the others.
    m_embeddingTab = addScrolled(
        m_tabs, new EmbeddingSettingsPage(
                    config, *m_sources, secretEdit(Key::EmbeddingApiKey, QStringLiteral("embeddingKeyEdit")), m_tabs));
    m_embeddingTab->setObjectName(QStringLiteral("embeddingSettingsScroll"));

    auto* buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply, this);
    buttons->setObjectName(QStringLiteral("settingsButtons"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (apply())
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &SettingsDialog::apply);
    retranslate();
    load();
}

void SettingsDialog::addRow(QFormLayout* form, QWidget* field, std::optional<Key> key)
{
    auto* label = new QLabel(field->parentWidget());
    label->setBuddy(field);
    form->addRow(label, field);
    m_rowLabels.insert(field, label);
    if (key)
        m_sources->add(form, field, *key);
}

void SettingsDialog::setRowLabel(QWidget* field, const QString& text)
{
    if (QLabel* label = m_rowLabels.value(field))
        label->setText(text);
}

void SettingsDialog::retranslate()
{
    setWindowTitle(tr("Settings"));
    m_tabs->setTabText(int(Page::Model), tr("Model"));
    m_tabs->setTabText(int(Page::Search), tr("Search"));
    m_tabs->setTabText(int(Page::Research), tr("Research"));
    m_tabs->setTabText(int(Page::Appearance), tr("Appearance"));
    m_tabs->setTabText(int(Page::FirmServer), tr("Firm server"));
    m_tabs->setTabText(m_tabs->indexOf(findChild<NetworkSettingsPage*>()), tr("Network"));
    m_tabs->setTabText(m_tabs->indexOf(m_embeddingTab), tr("Embeddings"));

    // Model
    m_provider->setAccessibleName(tr("Provider"));
    m_provider->setItemText(m_provider->findData(QString()), tr("Automatic (from the keys set)"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("openai")),
                            tr("OpenAI-compatible (OpenAI, OpenRouter, vLLM, LM Studio…)"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("azure")), tr("Azure OpenAI"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("gemini")), tr("Google Gemini"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("lmstudio")), tr("LM Studio"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("anthropic")), tr("Anthropic"));
    m_provider->setItemText(m_provider->findData(QStringLiteral("ollama")), tr("Ollama"));
    setRowLabel(m_provider, tr("&Provider"));
    m_baseUrl->setPlaceholderText(tr("the provider's default"));
    m_baseUrl->setAccessibleName(tr("Base URL"));
    setRowLabel(m_baseUrl, tr("&Base URL"));
    m_model->setPlaceholderText(tr("the provider's default"));
    m_model->setAccessibleName(tr("Model"));
    setRowLabel(m_model, tr("&Model"));
    m_judgeModel->setPlaceholderText(tr("same as the model"));
    m_judgeModel->setAccessibleName(tr("Judge model"));
    setRowLabel(m_judgeModel, tr("&Judge model"));
    setRowLabel(m_llmKey, tr("API &key"));
    setRowLabel(m_prices, tr("Prices"));

    // Search
    setRowLabel(m_serperKey, tr("&Serper API key"));
    m_serperUrl->setAccessibleName(tr("Serper endpoint"));
    setRowLabel(m_serperUrl, tr("Serper &endpoint"));
    m_searxngUrl->setPlaceholderText(tr("not set (for example http://localhost:8080)"));
    m_searxngUrl->setAccessibleName(tr("SearXNG endpoint"));
    m_searxngUrl->setToolTip(tr("A SearXNG instance with the JSON format enabled (search.formats in its "
                                "settings.yml). Web search uses it when no Serper key is set."));
    setRowLabel(m_searxngUrl, tr("Sear&XNG endpoint"));
    setRowLabel(m_courtListenerToken, tr("&CourtListener token"));
    m_courtListenerUrl->setAccessibleName(tr("CourtListener endpoint"));
    setRowLabel(m_courtListenerUrl, tr("CourtListener e&ndpoint"));
    m_govinfoKey->setToolTip(tr("An api.data.gov key: searches the U.S. Code by words. Without it, sections are read "
                                "by citation."));
    setRowLabel(m_govinfoKey, tr("&GovInfo API key"));
    const QList<QLineEdit*> secretEdits{m_llmKey,
                                        m_serperKey,
                                        m_courtListenerToken,
                                        m_govinfoKey,
                                        findChild<QLineEdit*>(QStringLiteral("embeddingKeyEdit")),
                                        findChild<QLineEdit*>(QStringLiteral("serverPasswordEdit"))};
    for (QLineEdit* e : secretEdits) {
        if (e != secretEdits.constLast()) // the firm server's password says where a blank one comes from
            e->setPlaceholderText(tr("not set"));
        for (QAction* action : e->actions()) {
            if (action->objectName() != QLatin1String("revealAction"))
                continue; // the clear button, named by Qt
            action->setText(tr("Show"));
            action->setToolTip(tr("Show or hide the key"));
        }
    }
    m_endpoints.value(Key::FederalRegisterUrl)->setAccessibleName(tr("Federal Register endpoint"));
    setRowLabel(m_endpoints.value(Key::FederalRegisterUrl), tr("Federal Register endpoint"));
    m_endpoints.value(Key::EcfrUrl)->setAccessibleName(tr("eCFR endpoint"));
    setRowLabel(m_endpoints.value(Key::EcfrUrl), tr("eCFR endpoint"));
    m_endpoints.value(Key::GovinfoUrl)->setAccessibleName(tr("GovInfo endpoint"));
    m_endpoints.value(Key::GovinfoUrl)->setToolTip(tr("Reads U.S. Code sections by citation (no key)."));
    setRowLabel(m_endpoints.value(Key::GovinfoUrl), tr("GovInfo endpoint"));
    m_endpoints.value(Key::GovinfoApiUrl)->setAccessibleName(tr("GovInfo API endpoint"));
    m_endpoints.value(Key::GovinfoApiUrl)
        ->setToolTip(tr("Searches the U.S. Code by words (with the GovInfo API key)."));
    setRowLabel(m_endpoints.value(Key::GovinfoApiUrl), tr("GovInfo API endpoint"));
    m_sources->refresh();

    // Research
    m_mode->setAccessibleName(tr("Default mode"));
    for (int i = 0; i < m_mode->count(); ++i)
        m_mode->setItemText(i, model::DomainNames::displayName(m_mode->itemData(i).value<model::ResearchMode>()));
    setRowLabel(m_mode, tr("Default &mode"));
    m_format->setAccessibleName(tr("Default answer format"));
    for (int i = 0; i < m_format->count(); ++i)
        m_format->setItemText(i, model::DomainNames::displayName(m_format->itemData(i).value<model::AnswerFormat>()));
    setRowLabel(m_format, tr("Answer &format"));
    m_iterations->setAccessibleName(tr("Maximum iterations"));
    setRowLabel(m_iterations, tr("Max &iterations"));
    m_pages->setAccessibleName(tr("Pages to read per iteration"));
    setRowLabel(m_pages, tr("&Pages read per iteration"));
    m_web->setText(tr("Web"));
    m_caseLaw->setText(tr("Case law"));
    m_local->setText(tr("My documents"));
    setRowLabel(m_sourcesRow, tr("Default sources"));
    m_verify->setText(tr("Check citations, quotations and cited claims of every answer"));
    m_verify->setToolTip(tr("Looks up each cited case, statute and regulation, matches quotations against their "
                            "sources and checks that the sources support the cited sentences. When off, answers are "
                            "marked as not checked."));
    setRowLabel(m_verify, tr("&Verification"));
    setRowLabel(m_citationCache, tr("Citation cache"));
    m_footnotes->setText(tr("Word documents: each citation as a footnote"));
    m_footnotes->setToolTip(tr("Off: the answer keeps its [n] markers and the numbered source list."));
    setRowLabel(m_footnotes, tr("&Export"));
    m_libraryFolder->setPlaceholderText(tr("the default library folder"));
    m_libraryFolder->setAccessibleName(tr("Library folder"));
    m_ocr->setText(tr("Read scanned pages and images by OCR"));
    m_ocr->setToolTip(tr("Pages without a text layer and PNG, JPEG or TIFF files are read with Tesseract. Off: "
                         "they are listed as \"scanned pages: OCR is off\"."));
    setRowLabel(m_ocr, tr("&OCR"));
    m_ocrLanguages->setPlaceholderText(QStringLiteral("eng+deu"));
    m_ocrLanguages->setToolTip(tr("Tesseract language codes joined by '+'. Add a language by installing its "
                                  "package (tesseract-ocr-fra for French) and naming it here: eng+deu+fra."));
    setRowLabel(m_ocrLanguages, tr("OCR &languages"));
    m_browse->setText(tr("&Browse…"));
    setRowLabel(m_folderRow, tr("&Library folder"));

    // Appearance
    m_theme->setAccessibleName(tr("Theme"));
    m_theme->setItemText(m_theme->findData(QStringLiteral("system")), tr("System"));
    m_theme->setItemText(m_theme->findData(QStringLiteral("light")), tr("Light"));
    m_theme->setItemText(m_theme->findData(QStringLiteral("dark")), tr("Dark"));
    setRowLabel(m_theme, tr("&Theme"));
    m_language->setAccessibleName(tr("Language"));
    m_language->setItemText(m_language->findData(QString()), tr("System language"));
    setRowLabel(m_language, tr("&Language"));

    updateKeychainWarning();
}

void SettingsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void SettingsDialog::updateKeychainWarning()
{
    const settings::SecretStore& store = m_config.secretStore();
    m_keychainWarning->setText(
        store.isPersistent() ? tr("API keys are stored in the system keychain, never in the settings file.")
                             : tr("⚠ %1 Keys are never written to the settings file.").arg(store.unavailableReason()));
    m_keychainWarning->setProperty("muted", store.isPersistent());
}

QLineEdit* SettingsDialog::secretEdit(Key key, const QString& objectName)
{
    return SecretField::create(settings::SettingsTable::variable(key), objectName, this);
}

void SettingsDialog::load()
{
    const Settings& s = m_config.settings();
    auto select = [](QComboBox* combo, const QString& value) {
        const int i = combo->findData(value);
        combo->setCurrentIndex(i < 0 ? 0 : i);
    };
    select(m_provider, s.string(Key::LlmProvider));
    m_baseUrl->setText(s.string(Key::LlmBaseUrl));
    m_model->setText(s.string(Key::LlmModel));
    m_judgeModel->setText(s.string(Key::JudgeModel));
    model::ModelPrices prices = model::ModelPrices::parse(s.string(Key::LlmPrices));
    prices.setCurrency(s.string(Key::LlmPriceCurrency));
    m_prices->setPrices(prices);
    m_prices->setCurrentModel(m_model->text());
    m_serperUrl->setText(s.string(Key::SerperUrl));
    m_searxngUrl->setText(s.string(Key::SearxngUrl));
    m_courtListenerUrl->setText(s.string(Key::CourtListenerUrl));
    for (auto it = m_endpoints.cbegin(); it != m_endpoints.cend(); ++it)
        it.value()->setText(s.string(it.key()));
    for (QLineEdit* e : {m_llmKey, m_serperKey, m_courtListenerToken, m_govinfoKey})
        e->setText(m_config.secret(e->property("secretName").toString()));
    model::ResearchMode mode = model::ResearchMode::Simple;
    model::parseMode(s.string(Key::DefaultMode), &mode); // the settings file holds the mode's name
    m_mode->setCurrentIndex(qMax(0, m_mode->findData(QVariant::fromValue(mode))));
    model::AnswerFormat format = model::AnswerFormat::Standard;
    model::parseAnswerFormat(s.string(Key::DefaultAnswerFormat), &format);
    m_format->setCurrentIndex(qMax(0, m_format->findData(QVariant::fromValue(format))));
    m_iterations->setValue(s.integer(Key::DefaultIterations));
    m_pages->setValue(s.integer(Key::DefaultPagesToRead));
    const QList<model::SourceChoice> sources = s.defaultSources();
    m_web->setChecked(sources.contains(model::SourceChoice::Web));
    m_caseLaw->setChecked(sources.contains(model::SourceChoice::CaseLaw));
    m_local->setChecked(sources.contains(model::SourceChoice::Local));
    m_verify->setChecked(settings::AppConfig::parseSwitch(s.string(Key::Verify), true));
    m_footnotes->setChecked(settings::AppConfig::parseSwitch(s.string(Key::ExportCitationFootnotes), false));
    m_libraryFolder->setText(s.string(Key::LibraryFolder));
    m_ocr->setChecked(settings::AppConfig::parseSwitch(s.string(Key::LibraryOcr), true));
    m_ocrLanguages->setText(s.string(Key::LibraryOcrLanguages));
    select(m_theme, s.string(Key::Theme));
    select(m_language, s.string(Key::Language));
    m_firmServer->load();
    if (auto* embedding = findChild<EmbeddingSettingsPage*>())
        embedding->load();
    updateKeychainWarning();
}

bool SettingsDialog::apply()
{
    Settings& s = m_config.settings();
    auto setText = [&s](Key key, const QString& value) {
        if (value.trimmed().isEmpty())
            s.reset(key);
        else
            s.setValue(key, value.trimmed());
    };
    setText(Key::LlmProvider, m_provider->currentData().toString());
    setText(Key::LlmBaseUrl, m_baseUrl->text());
    setText(Key::LlmModel, m_model->text());
    setText(Key::JudgeModel, m_judgeModel->text());
    const model::ModelPrices prices = m_prices->prices();
    setText(Key::LlmPrices, prices.serialize());
    setText(Key::LlmPriceCurrency, prices.currency() == QLatin1String("USD") ? QString() : prices.currency());
    setText(Key::SerperUrl, m_serperUrl->text());
    setText(Key::SearxngUrl, m_searxngUrl->text());
    setText(Key::CourtListenerUrl, m_courtListenerUrl->text());
    for (auto it = m_endpoints.cbegin(); it != m_endpoints.cend(); ++it)
        setText(it.key(), it.value()->text());
    setText(Key::LibraryFolder, m_libraryFolder->text());
    if (m_ocrLanguages->text().trimmed() == s.defaultValue(Key::LibraryOcrLanguages).toString())
        s.reset(Key::LibraryOcrLanguages); // the default stays the table's
    else
        setText(Key::LibraryOcrLanguages, m_ocrLanguages->text());
    if (m_ocr->isChecked())
        s.reset(Key::LibraryOcr); // on is the default
    else
        s.setValue(Key::LibraryOcr, QStringLiteral("false"));
    s.setValue(Key::DefaultMode, model::modeName(m_mode->currentData().value<model::ResearchMode>()));
    s.setValue(Key::DefaultAnswerFormat, model::answerFormatName(m_format->currentData().value<model::AnswerFormat>()));
    s.setValue(Key::DefaultIterations, m_iterations->value());
    s.setValue(Key::DefaultPagesToRead, m_pages->value());
    QList<model::SourceChoice> sources;
    if (m_web->isChecked())
        sources << model::SourceChoice::Web;
    if (m_caseLaw->isChecked())
        sources << model::SourceChoice::CaseLaw;
    if (m_local->isChecked())
        sources << model::SourceChoice::Local;
    s.setDefaultSources(sources);
    if (m_verify->isChecked())
        s.reset(Key::Verify); // on is the default
    else
        s.setValue(Key::Verify, QStringLiteral("false"));
    if (m_footnotes->isChecked())
        s.setValue(Key::ExportCitationFootnotes, QStringLiteral("true"));
    else
        s.reset(Key::ExportCitationFootnotes); // off is the default
    s.setValue(Key::Theme, m_theme->currentData().toString());
    const QString language = m_language->currentData().toString();
    const bool languageChanged = language != s.string(Key::Language);
    setText(Key::Language, language);
    s.sync();
    // Keys go to the secret store only.
    for (QLineEdit* e : {m_llmKey, m_serperKey, m_courtListenerToken, m_govinfoKey})
        m_config.setSecret(e->property("secretName").toString(), e->text().trimmed());
    auto* embedding = findChild<EmbeddingSettingsPage*>();
    const bool embeddingSaved = !embedding || embedding->apply();
    // A new language applies at once: every window retranslates itself on the LanguageChange event.
    if (languageChanged)
        settings::Translator::install(language.isEmpty() ? QLocale::system() : QLocale(language));
    m_sources->refresh();
    if (!m_firmServer->apply()) {
        showPage(Page::FirmServer, QStringLiteral("serverUrlEdit"));
        return false;
    }
    if (auto* network = findChild<NetworkSettingsPage*>(); network && !network->apply()) {
        m_tabs->setCurrentWidget(network);
        return false;
    }
    if (!embeddingSaved) { // the fusion weights were refused: the page says why
        m_tabs->setCurrentWidget(m_embeddingTab);
        return false;
    }
    return true;
}

void SettingsDialog::showPage(Page which, const QString& focusObjectName)
{
    m_tabs->setCurrentIndex(int(which));
    if (!focusObjectName.isEmpty()) {
        if (auto* w = findChild<QWidget*>(focusObjectName))
            w->setFocus(Qt::OtherFocusReason);
    }
}

} // namespace lmars::ui
