// SPDX-License-Identifier: GPL-3.0-or-later
#include "FirstRunPanel.h"

#include "settings/AppConfig.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <utility>

namespace lmars::ui {

namespace {
enum State
{
    Ok = 0,
    Warn = 1,
    Missing = 2
};
} // namespace

FirstRunPanel::FirstRunPanel(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("firstRunPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 10);
    layout->setSpacing(6);
    auto* top = new QHBoxLayout;
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("sectionTitle"));
    m_dismiss = new QPushButton(this);
    m_dismiss->setObjectName(QStringLiteral("firstRunDismiss"));
    m_dismiss->setFlat(true);
    top->addWidget(m_title);
    top->addStretch(1);
    top->addWidget(m_dismiss);
    layout->addLayout(top);

    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(4);
    grid->setColumnStretch(1, 1);
    layout->addLayout(grid);
    m_model = addRow(Item::Model, QStringLiteral("fixModelButton"));
    m_web = addRow(Item::WebSearch, QStringLiteral("fixWebButton"));
    m_caseLaw = addRow(Item::CaseLaw, QStringLiteral("fixCaseLawButton"));
    m_server = addRow(Item::FirmServer, QStringLiteral("retryServerButton"));
    m_server.text->setObjectName(QStringLiteral("firstRunServerText"));
    int r = 0;
    for (const Row* row : {&m_model, &m_web, &m_caseLaw, &m_server}) {
        grid->addWidget(row->mark, r, 0, Qt::AlignTop);
        grid->addWidget(row->text, r, 1);
        grid->addWidget(row->button, r, 2, Qt::AlignTop);
        ++r;
    }
    m_keychain = new QLabel(this);
    m_keychain->setObjectName(QStringLiteral("keychainWarning"));
    m_keychain->setWordWrap(true);
    m_keychain->hide();
    layout->addWidget(m_keychain);
    connect(m_dismiss, &QPushButton::clicked, this, &FirstRunPanel::dismissed);
    retranslate();
}

void FirstRunPanel::retranslate()
{
    m_title->setText(tr("Set up L-MARS"));
    m_dismiss->setText(tr("Hide"));
    m_dismiss->setToolTip(tr("Hide this panel (it returns while no model is configured)"));
    if (m_config) {
        // The rows describe the configuration they were given: rebuilt from it, not from old text.
        const settings::AppConfig config = *m_config;
        update(config, m_keychainWarning);
    } else {
        m_model.button->setText(tr("Choose model…"));
        m_web.button->setText(tr("Set up web search…"));
        m_caseLaw.button->setText(tr("Add CourtListener token…"));
    }
    showBackendRow();
}

void FirstRunPanel::setBackendStatus(const BackendStatus& status)
{
    m_backend = status;
    showBackendRow();
    if (m_config) {
        const settings::AppConfig config = *m_config;
        update(config, m_keychainWarning);
    }
}

void FirstRunPanel::showBackendRow()
{
    for (QWidget* w : {static_cast<QWidget*>(m_server.mark), static_cast<QWidget*>(m_server.text),
                       static_cast<QWidget*>(m_server.button)})
        w->setVisible(m_backend.server);
    if (!m_backend.server)
        return;
    const QString host = m_backend.host.toHtmlEscaped();
    if (!m_backend.checked)
        setRow(m_server, Warn, tr("<b>Firm server</b> — connecting to %1…").arg(host));
    else if (!m_backend.reachable)
        setRow(m_server, Missing,
               tr("<b>Firm server</b> — %1 cannot be reached: %2<br/>Research still runs with the other sources; "
                  "sessions are kept on this computer and sent when the server is back.")
                   .arg(host, m_backend.reason.toHtmlEscaped()));
    else if (m_backend.pendingSessions > 0)
        setRow(m_server, Warn,
               tr("<b>Firm server</b> — %1, connected; %n session(s) waiting to be sent.", nullptr,
                  m_backend.pendingSessions)
                   .arg(host));
    else
        setRow(m_server, Ok, tr("<b>Firm server</b> — %1, connected.").arg(host));
    m_server.button->setText(tr("Retry"));
    m_server.button->setVisible(m_backend.checked && (!m_backend.reachable || m_backend.pendingSessions > 0));
}

void FirstRunPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

FirstRunPanel::Row FirstRunPanel::addRow(Item item, const QString& name)
{
    Row row;
    row.mark = new QLabel(this);
    row.mark->setFixedWidth(22);
    row.mark->setAlignment(Qt::AlignCenter);
    row.text = new QLabel(this);
    row.text->setWordWrap(true);
    row.text->setTextFormat(Qt::RichText);
    row.button = new QPushButton(this);
    row.button->setObjectName(name);
    // Never narrower than its text (a longer language's): the row's text wraps instead.
    row.button->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    connect(row.button, &QPushButton::clicked, this, [this, item] { Q_EMIT fixRequested(item); });
    return row;
}

void FirstRunPanel::setRow(const Row& row, int state, const QString& text)
{
    static const char* const marks[] = {"✓", "!", "✗"};
    static const char* const colours[] = {"#2e9e6b", "#c77c0e", "#c93c3c"};
    row.mark->setText(QString::fromUtf8(marks[state]));
    row.mark->setStyleSheet(
        QStringLiteral("QLabel { color: %1; font-weight: 700; font-size: 13pt; }").arg(QLatin1String(colours[state])));
    row.text->setText(text);
    row.mark->setAccessibleName(state == Ok ? tr("configured") : state == Warn ? tr("limited") : tr("missing"));
}

void FirstRunPanel::update(const settings::AppConfig& config, const QString& keychainWarning)
{
    m_config = config;
    m_keychainWarning = keychainWarning;
    const QString missing = config.missingLlmConfiguration();
    const QString model = QStringLiteral("%1 · %2 · %3")
                              .arg(llm::providerName(config.llm.provider), config.llm.model.toHtmlEscaped(),
                                   config.llm.baseUrl.toDisplayString().toHtmlEscaped());
    m_modelReady = missing.isEmpty();
    const bool chosen = config.llmProviderOrigin != settings::ValueOrigin::Default ||
                        config.llm.model != settings::defaultModel(config.llm.provider) ||
                        config.llm.baseUrl != settings::defaultBaseUrl(config.llm.provider);
    int modelState = Ok;
    QString modelText;
    if (!m_modelReady) {
        modelState = Missing;
        modelText = tr("<b>Model</b> — not usable yet: %1 Or set it here with <i>Choose model…</i><br/>"
                       "Until a model is configured, Evidence-only mode works (ranked sources, no generated answer).")
                        .arg(missing.toHtmlEscaped());
    } else if (!chosen) {
        modelState = Warn;
        modelText = tr("<b>Model</b> — the built-in default, a local Ollama server (%1). Choose another model if "
                       "Ollama is not running here.")
                        .arg(model);
    } else {
        modelText = tr("<b>Model</b> — %1").arg(model);
    }
    setRow(m_model, modelState, modelText);
    m_model.button->setText(modelState == Ok ? tr("Change…") : tr("Choose model…"));

    const model::WebBackend webBackend = config.webSearchBackend();
    const bool web = webBackend != model::WebBackend::None;
    QString webText;
    if (webBackend == model::WebBackend::Serper)
        webText = tr("<b>Web search</b> — Serper key set.");
    else if (web)
        webText = tr("<b>Web search</b> — SearXNG at %1.").arg(config.searxngUrl.toDisplayString().toHtmlEscaped());
    else
        webText = tr("<b>Web search</b> — needs a Serper API key (serper.dev) or a SearXNG endpoint (a self-hosted "
                     "instance); without one only case law and your documents are searched.");
    setRow(m_web, web ? Ok : Missing, webText);
    m_web.button->setText(web ? tr("Change…") : tr("Set up web search…"));

    const bool token = !config.courtListenerToken.isEmpty();
    setRow(m_caseLaw, token ? Ok : Warn,
           token ? tr("<b>Case law</b> — CourtListener token set.")
                 : tr("<b>Case law</b> — CourtListener works without a token, limited to 100 requests a day."));
    m_caseLaw.button->setText(token ? tr("Change…") : tr("Add CourtListener token…"));

    // Only what needs the user is listed: the timeline below keeps its room on a small screen.
    for (const auto& [row, ok] :
         {std::pair{&m_model, modelState == Ok}, std::pair{&m_web, web}, std::pair{&m_caseLaw, token}})
        for (QWidget* w :
             {static_cast<QWidget*>(row->mark), static_cast<QWidget*>(row->text), static_cast<QWidget*>(row->button)})
            w->setVisible(!ok);
    m_keychain->setText(keychainWarning);
    m_keychain->setVisible(!keychainWarning.isEmpty());
    m_needsAttention = !m_modelReady || !web || modelState != Ok || serverUnreachable();
    m_dismiss->setEnabled(m_modelReady);
}

QString FirstRunPanel::statusText() const
{
    QString text =
        m_model.text->text() + QLatin1Char('\n') + m_web.text->text() + QLatin1Char('\n') + m_caseLaw.text->text();
    if (m_backend.server)
        text += QLatin1Char('\n') + m_server.text->text();
    return text;
}

} // namespace lmars::ui
