// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/Settings.h"

#include <QDialog>
#include <QHash>
#include <QMap>

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace lmars::ui {

class CitationCacheRow;

class ConfigController;
class FirmServerPage;
class ModelPricesEditor;
class SettingSources;

/**
 * Provider, base URL, model and judge model, prices per million tokens by model (ModelPricesEditor); API keys (stored
 * only through the SecretStore, with a clear warning when that is session-only); Serper, SearXNG and CourtListener
 * endpoints; research defaults (mode, iterations, pages to read, sources); library folder; language; theme; the firm
 * server (FirmServerPage).
 */
class SettingsDialog final : public QDialog
{
    Q_OBJECT

public:
    enum class Page
    {
        Model,
        Search,
        Research,
        Appearance,
        FirmServer
    };

    explicit SettingsDialog(ConfigController& config, QWidget* parent = nullptr);

    void showPage(Page page, const QString& focusObjectName = {});
    /// Writes every field to the settings and the secret store; a changed language is installed
    /// at once (settings::Translator::install), so the whole application switches to it. False when
    /// the firm server's address cannot be used: the Firm server page is shown, saying why, and
    /// nothing else of that page is saved.
    bool apply();
    FirmServerPage* firmServerPage() const { return m_firmServer; }

    /// Language codes with a translation compiled in (":/i18n/lmars_<code>.qm"), plus English.
    static QStringList availableLanguages();

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets every text in the current language (from the constructor and on LanguageChange).
    void retranslate();
    void updateKeychainWarning();
    /// A form row whose label retranslate() sets (setRowLabel()); with a key, a note under the field
    /// says where the value in use comes from (SettingSources).
    void addRow(QFormLayout* form, QWidget* field, std::optional<settings::Settings::Key> key = {});
    void setRowLabel(QWidget* field, const QString& text);
    void load();
    /// A password field for a secret, named by its variable (property "secretName").
    QLineEdit* secretEdit(settings::Settings::Key key, const QString& objectName);

    ConfigController& m_config;
    QTabWidget* m_tabs = nullptr;
    QComboBox* m_provider = nullptr;
    QLineEdit* m_baseUrl = nullptr;
    QLineEdit* m_model = nullptr;
    QLineEdit* m_judgeModel = nullptr;
    ModelPricesEditor* m_prices = nullptr; ///< prices per million tokens by model (llm/prices)
    QLineEdit* m_llmKey = nullptr;
    QLineEdit* m_serperKey = nullptr;
    QLineEdit* m_serperUrl = nullptr;
    QLineEdit* m_searxngUrl = nullptr;
    QLineEdit* m_courtListenerToken = nullptr;
    QLineEdit* m_govinfoKey = nullptr;
    QLineEdit* m_courtListenerUrl = nullptr;
    QComboBox* m_mode = nullptr;
    QComboBox* m_format = nullptr;
    QSpinBox* m_iterations = nullptr;
    QSpinBox* m_pages = nullptr;
    QCheckBox* m_web = nullptr;
    QCheckBox* m_caseLaw = nullptr;
    QCheckBox* m_local = nullptr;
    QWidget* m_sourcesRow = nullptr;
    QCheckBox* m_verify = nullptr;
    CitationCacheRow* m_citationCache = nullptr;
    QCheckBox* m_footnotes = nullptr; ///< Word exports: citations as footnotes
    QLineEdit* m_libraryFolder = nullptr;
    QCheckBox* m_ocr = nullptr;
    QLineEdit* m_ocrLanguages = nullptr;
    QPushButton* m_browse = nullptr;
    QWidget* m_folderRow = nullptr;
    QHash<QWidget*, QLabel*> m_rowLabels;
    SettingSources* m_sources = nullptr;                   ///< the notes under the fields
    QMap<settings::Settings::Key, QLineEdit*> m_endpoints; ///< Federal Register, eCFR, GovInfo (link, API)
    QComboBox* m_language = nullptr;
    QComboBox* m_theme = nullptr;
    QLabel* m_keychainWarning = nullptr;
    FirmServerPage* m_firmServer = nullptr;
    QWidget* m_embeddingTab = nullptr; ///< the Embeddings page's scroll area (the tab)
};

} // namespace lmars::ui
