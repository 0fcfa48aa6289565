// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComposerWidget.h"

#include "model/DomainNames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStringListModel>
#include <QToolButton>
#include <QVBoxLayout>

namespace lmars::ui {

namespace {

QToolButton* sourceToggle(const QString& name, QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setObjectName(name);
    b->setCheckable(true);
    b->setChecked(true);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setAutoRaise(false);
    b->setProperty("sourceToggle", true);
    return b;
}

} // namespace

QStringList ComposerWidget::jurisdictionSuggestions()
{
    QStringList list{tr("U.S. federal")};
    static const char* const states[] = {"Alabama",        "Alaska",         "Arizona",
                                         "Arkansas",       "California",     "Colorado",
                                         "Connecticut",    "Delaware",       "District of Columbia",
                                         "Florida",        "Georgia",        "Hawaii",
                                         "Idaho",          "Illinois",       "Indiana",
                                         "Iowa",           "Kansas",         "Kentucky",
                                         "Louisiana",      "Maine",          "Maryland",
                                         "Massachusetts",  "Michigan",       "Minnesota",
                                         "Mississippi",    "Missouri",       "Montana",
                                         "Nebraska",       "Nevada",         "New Hampshire",
                                         "New Jersey",     "New Mexico",     "New York",
                                         "North Carolina", "North Dakota",   "Ohio",
                                         "Oklahoma",       "Oregon",         "Pennsylvania",
                                         "Rhode Island",   "South Carolina", "South Dakota",
                                         "Tennessee",      "Texas",          "Utah",
                                         "Vermont",        "Virginia",       "Washington",
                                         "West Virginia",  "Wisconsin",      "Wyoming"};
    for (const char* state : states)
        list << QLatin1String(state);
    list << tr("European Union") << tr("United Kingdom") << tr("England and Wales") << tr("Scotland") << tr("Canada")
         << tr("Australia") << tr("India") << tr("Germany") << tr("France") << tr("Ireland");
    return list;
}

ComposerWidget::ComposerWidget(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("composer"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 8);
    layout->setSpacing(8);

    m_question = new QPlainTextEdit(this);
    m_question->setObjectName(QStringLiteral("questionEdit"));
    m_question->setTabChangesFocus(true);
    m_question->installEventFilter(this);
    const int line = m_question->fontMetrics().lineSpacing();
    m_question->setMinimumHeight(line * 3 + 16);
    m_question->setMaximumHeight(line * 6 + 16);
    layout->addWidget(m_question);

    auto* row = new QHBoxLayout;
    row->setSpacing(8);
    m_modeLabel = new QLabel(this);
    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("modeCombo"));
    // Texts and tooltips are set by retranslate(); the item data identifies the mode.
    for (model::ResearchMode mode :
         {model::ResearchMode::Simple, model::ResearchMode::MultiTurn, model::ResearchMode::Evidence})
        m_mode->addItem(QString(), QVariant::fromValue(mode));
    m_modeLabel->setBuddy(m_mode);
    row->addWidget(m_modeLabel);
    row->addWidget(m_mode);

    row->addSpacing(8);
    m_sourcesLabel = new QLabel(this);
    m_sourcesLabel->setObjectName(QStringLiteral("composerSourcesLabel"));
    row->addWidget(m_sourcesLabel);
    m_web = sourceToggle(QStringLiteral("sourceWeb"), this);
    m_caseLaw = sourceToggle(QStringLiteral("sourceCaseLaw"), this);
    m_local = sourceToggle(QStringLiteral("sourceLocal"), this);
    row->addWidget(m_web);
    row->addWidget(m_caseLaw);
    row->addWidget(m_local);

    row->addSpacing(8);
    m_jurisdictionLabel = new QLabel(this);
    m_jurisdiction = new QLineEdit(this);
    m_jurisdiction->setObjectName(QStringLiteral("jurisdictionEdit"));
    m_jurisdiction->setClearButtonEnabled(true);
    m_jurisdiction->setMinimumWidth(130);
    m_suggestions = new QStringListModel(this);
    auto* completer = new QCompleter(m_suggestions, m_jurisdiction);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_jurisdiction->setCompleter(completer);
    m_jurisdictionLabel->setBuddy(m_jurisdiction);
    row->addWidget(m_jurisdictionLabel);
    row->addWidget(m_jurisdiction, 1);

    m_asOfEnabled = new QCheckBox(this);
    m_asOfEnabled->setObjectName(QStringLiteral("asOfCheck"));
    m_asOf = new QDateEdit(QDate::currentDate(), this);
    m_asOf->setObjectName(QStringLiteral("asOfDate"));
    m_asOf->setCalendarPopup(true);
    m_asOf->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_asOf->setEnabled(false);
    connect(m_asOfEnabled, &QCheckBox::toggled, m_asOf, &QDateEdit::setEnabled);
    row->addWidget(m_asOfEnabled);
    row->addWidget(m_asOf);

    m_iterationsLabel = new QLabel(this);
    m_iterations = new QSpinBox(this);
    m_iterations->setObjectName(QStringLiteral("iterationsSpin"));
    m_iterations->setRange(1, 10);
    m_iterations->setValue(3);
    m_iterationsLabel->setBuddy(m_iterations);
    row->addWidget(m_iterationsLabel);
    row->addWidget(m_iterations);

    row->addStretch(0);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setEnabled(false);
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("runButton"));
    m_run->setDefault(true);
    row->addWidget(m_cancel);
    row->addWidget(m_run);
    layout->addLayout(row);

    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("composerNotice"));
    m_notice->setWordWrap(true);
    m_notice->hide();
    layout->addWidget(m_notice);

    connect(m_run, &QPushButton::clicked, this, &ComposerWidget::runRequested);
    connect(m_cancel, &QPushButton::clicked, this, &ComposerWidget::cancelRequested);
    connect(m_question, &QPlainTextEdit::textChanged, this, &ComposerWidget::updateState);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &ComposerWidget::updateState);
    for (QToolButton* b : {m_web, m_caseLaw, m_local})
        connect(b, &QToolButton::toggled, this, &ComposerWidget::updateState);
    retranslate();
}

void ComposerWidget::retranslate()
{
    m_question->setPlaceholderText(
        tr("Ask a legal question, e.g. \"My landlord kept my security deposit. What can I do?\"  (Ctrl+Enter runs)"));
    m_question->setAccessibleName(tr("Question"));
    m_modeLabel->setText(tr("&Mode"));
    for (int i = 0; i < m_mode->count(); ++i)
        m_mode->setItemText(i, model::DomainNames::displayName(m_mode->itemData(i).value<model::ResearchMode>()));
    m_mode->setAccessibleName(tr("Research mode"));
    updateModeToolTips();
    m_sourcesLabel->setText(tr("Sources"));
    const QList<QPair<QToolButton*, QString>> toggles{
        {m_web, tr("Web")}, {m_caseLaw, tr("Case law")}, {m_local, tr("My documents")}};
    for (const auto& [button, text] : toggles) {
        button->setText(text);
        button->setAccessibleName(text);
    }
    for (const QString& source : {QStringLiteral("web"), QStringLiteral("caselaw"), QStringLiteral("local")})
        updateSourceToolTip(source);
    m_jurisdictionLabel->setText(tr("&Jurisdiction"));
    m_jurisdiction->setPlaceholderText(tr("any"));
    m_jurisdiction->setAccessibleName(tr("Jurisdiction"));
    m_suggestions->setStringList(jurisdictionSuggestions());
    m_asOfEnabled->setText(tr("&As of"));
    m_asOfEnabled->setToolTip(tr("Research the law as it stood on this day"));
    m_asOf->setAccessibleName(tr("As-of date"));
    m_iterationsLabel->setText(tr("&Iterations"));
    m_iterations->setAccessibleName(tr("Maximum iterations"));
    m_iterations->setToolTip(tr("Multi-turn: at most this many search, judge and refine rounds"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the research and keep what was found (Esc)"));
    m_run->setText(tr("Run"));
    m_run->setToolTip(tr("Start the research (Ctrl+Enter)"));
    updateState(); // the notice
}

void ComposerWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ComposerWidget::updateModeToolTips()
{
    const QStringList descriptions{
        tr("Query, search, answer: fastest."),
        tr("Clarifying questions, then search, judge and refine until the evidence suffices."),
        tr("No model: ranked sources with rule-based checks, no generated answer.")};
    for (int i = 0; i < descriptions.size(); ++i) {
        // Without a model, Simple and Multi-turn say why they cannot run.
        const bool needsModel = m_mode->itemData(i).value<model::ResearchMode>() != model::ResearchMode::Evidence;
        m_mode->setItemData(i, !m_modelAvailable && needsModel ? m_modelReason : descriptions.at(i), Qt::ToolTipRole);
    }
}

void ComposerWidget::updateSourceToolTip(const QString& source)
{
    QToolButton* button = source == QLatin1String("web")       ? m_web
                          : source == QLatin1String("caselaw") ? m_caseLaw
                                                               : m_local;
    if (m_unavailable.value(source, false))
        button->setToolTip(m_unavailableReason.value(source));
    else
        button->setToolTip(source == QLatin1String("web")       ? tr("Search the web (%1)").arg(m_webBackendName)
                           : source == QLatin1String("caselaw") ? tr("Search CourtListener")
                                                                : tr("Search your document library"));
}

bool ComposerWidget::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_question && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (enter && (key->modifiers() & Qt::ControlModifier)) {
            if (m_run->isEnabled())
                Q_EMIT runRequested();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ComposerWidget::updateState()
{
    const model::ResearchMode mode = this->mode();
    const bool multi = mode == model::ResearchMode::MultiTurn;
    m_iterations->setEnabled(multi && !m_running);
    m_iterationsLabel->setEnabled(multi);
    const bool anySource = m_web->isChecked() || m_caseLaw->isChecked() || m_local->isChecked();
    const bool modeOk = m_modelAvailable || mode == model::ResearchMode::Evidence;
    m_run->setEnabled(!m_running && anySource && modeOk && !m_question->toPlainText().trimmed().isEmpty());
    m_cancel->setEnabled(m_running);
    QString notice;
    if (!modeOk)
        notice = tr("No model is configured, so only Evidence-only mode can run. Open Settings to choose a model.");
    else if (!anySource)
        notice = tr("Choose at least one source.");
    m_notice->setText(notice);
    m_notice->setVisible(!notice.isEmpty());
}

ComposerRequest ComposerWidget::request() const
{
    ComposerRequest r;
    r.question = m_question->toPlainText().trimmed();
    r.options.jurisdiction = m_jurisdiction->text().simplified();
    r.options.mode = mode();
    r.options.maxIterations = m_iterations->value();
    r.options.pagesToRead = m_pagesToRead;
    if (m_asOfEnabled->isChecked())
        r.options.asOfDate = m_asOf->date().toString(Qt::ISODate);
    if (m_web->isChecked())
        r.sources << QStringLiteral("web");
    if (m_caseLaw->isChecked())
        r.sources << QStringLiteral("caselaw");
    if (m_local->isChecked())
        r.sources << QStringLiteral("local");
    return r;
}

void ComposerWidget::setQuestion(const QString& question)
{
    m_question->setPlainText(question);
}

void ComposerWidget::setJurisdiction(const QString& jurisdiction)
{
    m_jurisdiction->setText(jurisdiction);
}

model::ResearchMode ComposerWidget::mode() const
{
    return m_mode->currentData().value<model::ResearchMode>();
}

void ComposerWidget::setMode(model::ResearchMode mode)
{
    const int index = m_mode->findData(QVariant::fromValue(mode));
    if (index >= 0)
        m_mode->setCurrentIndex(index);
}

void ComposerWidget::setSources(const QStringList& sources)
{
    m_web->setChecked(sources.contains(QLatin1String("web")));
    m_caseLaw->setChecked(sources.contains(QLatin1String("caselaw")));
    m_local->setChecked(sources.contains(QLatin1String("local")));
}

void ComposerWidget::setSourceAvailable(const QString& source, bool available, const QString& reason, bool wanted)
{
    QToolButton* button = source == QLatin1String("web")       ? m_web
                          : source == QLatin1String("caselaw") ? m_caseLaw
                                                               : m_local;
    const bool wasUnavailable = m_unavailable.value(source, false);
    m_unavailable.insert(source, !available);
    m_unavailableReason.insert(source, available ? QString() : reason);
    button->setEnabled(available && !m_running);
    updateSourceToolTip(source);
    if (!available)
        button->setChecked(false);
    else if (wasUnavailable && wanted)
        button->setChecked(true);
    updateState();
}

void ComposerWidget::setWebBackendName(const QString& name)
{
    m_webBackendName = name;
    updateSourceToolTip(QStringLiteral("web"));
}

void ComposerWidget::setMaxIterations(int iterations)
{
    m_iterations->setValue(iterations);
}

void ComposerWidget::setModelAvailable(bool available, const QString& reason)
{
    m_modelAvailable = available;
    m_modelReason = reason;
    updateModeToolTips();
    if (!available && mode() != model::ResearchMode::Evidence)
        setMode(model::ResearchMode::Evidence);
    updateState();
}

void ComposerWidget::setRunning(bool running)
{
    m_running = running;
    for (QWidget* w : std::initializer_list<QWidget*>{m_question, m_mode, m_jurisdiction, m_asOfEnabled})
        w->setEnabled(!running);
    m_web->setEnabled(!running && !m_unavailable.value(QStringLiteral("web")));
    m_caseLaw->setEnabled(!running && !m_unavailable.value(QStringLiteral("caselaw")));
    m_local->setEnabled(!running && !m_unavailable.value(QStringLiteral("local")));
    m_asOf->setEnabled(!running && m_asOfEnabled->isChecked());
    updateState();
}

void ComposerWidget::focusQuestion()
{
    m_question->setFocus(Qt::ShortcutFocusReason);
    m_question->selectAll();
}

} // namespace lmars::ui
