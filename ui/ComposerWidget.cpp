// SPDX-License-Identifier: GPL-3.0-or-later
#include "ComposerWidget.h"

#include "FlowLayout.h"
#include "ForumField.h"
#include "MatterForums.h"
#include "firm/MatterCombo.h"
#include "model/DomainNames.h"
#include "model/ModePolicy.h"

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

    // The run options flow: each label stays with its control, and a group that does not fit on the
    // row moves to the next one, so a narrow window wraps them instead of cutting them off.
    auto* options = new QWidget(this);
    options->setObjectName(QStringLiteral("composerOptions"));
    auto* flow = new FlowLayout(options, 16, 6);
    const auto group = [options, flow](std::initializer_list<QWidget*> widgets) {
        auto* box = new QWidget(options);
        auto* boxLayout = new QHBoxLayout(box);
        boxLayout->setContentsMargins(0, 0, 0, 0);
        boxLayout->setSpacing(6);
        for (QWidget* w : widgets)
            boxLayout->addWidget(w);
        flow->addWidget(box);
        return box;
    };

    m_modeLabel = new QLabel(this);
    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("modeCombo"));
    // Texts and tooltips are set by retranslate(); the item data identifies the mode.
    for (model::ResearchMode mode :
         {model::ResearchMode::Simple, model::ResearchMode::MultiTurn, model::ResearchMode::Evidence})
        m_mode->addItem(QString(), QVariant::fromValue(mode));
    m_modeLabel->setBuddy(m_mode);
    group({m_modeLabel, m_mode});

    m_formatLabel = new QLabel(this);
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("formatCombo"));
    for (model::AnswerFormat format : {model::AnswerFormat::Standard, model::AnswerFormat::Irac})
        m_format->addItem(QString(), QVariant::fromValue(format));
    m_formatLabel->setBuddy(m_format);
    // Both as wide as their longest item in the current language (a language switch changes them).
    for (QComboBox* combo : {m_mode, m_format})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    group({m_formatLabel, m_format});

    m_sourcesLabel = new QLabel(this);
    m_sourcesLabel->setObjectName(QStringLiteral("composerSourcesLabel"));
    QWidget* sources = group({m_sourcesLabel});
    const QMap<model::SourceChoice, QString> toggleNames{
        {model::SourceChoice::Web, QStringLiteral("sourceWeb")},
        {model::SourceChoice::CaseLaw, QStringLiteral("sourceCaseLaw")},
        {model::SourceChoice::Local, QStringLiteral("sourceLocal")},
        {model::SourceChoice::FederalRegister, QStringLiteral("sourceFederalRegister")},
        {model::SourceChoice::Ecfr, QStringLiteral("sourceEcfr")},
        {model::SourceChoice::UsCode, QStringLiteral("sourceUsCode")}};
    // The primary-law toggles are a group of their own, so that a narrow window wraps them to the next row.
    QWidget* primaryLaw = group({});
    for (model::SourceChoice source : offeredSources()) {
        const bool official = model::sourceTypeOf(source) == model::SourceType::Official;
        QWidget* box = official ? primaryLaw : sources;
        QToolButton* toggle = sourceToggle(toggleNames.value(source), box);
        m_sourceToggles.insert(source, toggle);
        box->layout()->addWidget(toggle);
    }

    m_jurisdictionLabel = new QLabel(this);
    m_jurisdiction = new QLineEdit(this);
    m_jurisdiction->setObjectName(QStringLiteral("jurisdictionEdit"));
    m_jurisdiction->setClearButtonEnabled(true);
    m_jurisdiction->setMinimumWidth(170);
    m_suggestions = new QStringListModel(this);
    auto* completer = new QCompleter(m_suggestions, m_jurisdiction);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_jurisdiction->setCompleter(completer);
    m_jurisdictionLabel->setBuddy(m_jurisdiction);
    group({m_jurisdictionLabel, m_jurisdiction});

    m_forumLabel = new QLabel(this);
    m_forum = new ForumField(this);
    m_forumLabel->setBuddy(m_forum);
    group({m_forumLabel, m_forum});

    m_matterLabel = new QLabel(this);
    m_matter = new MatterCombo(MatterCombo::Mode::Choice, this);
    m_matter->setObjectName(QStringLiteral("matterCombo"));
    m_matterLabel->setBuddy(m_matter);
    group({m_matterLabel, m_matter});

    m_asOfEnabled = new QCheckBox(this);
    m_asOfEnabled->setObjectName(QStringLiteral("asOfCheck"));
    m_asOf = new QDateEdit(QDate::currentDate(), this);
    m_asOf->setObjectName(QStringLiteral("asOfDate"));
    m_asOf->setCalendarPopup(true);
    m_asOf->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_asOf->setEnabled(false);
    connect(m_asOfEnabled, &QCheckBox::toggled, m_asOf, &QDateEdit::setEnabled);
    group({m_asOfEnabled, m_asOf});

    m_iterationsLabel = new QLabel(this);
    m_iterations = new QSpinBox(this);
    m_iterations->setObjectName(QStringLiteral("iterationsSpin"));
    m_iterations->setRange(1, 10);
    m_iterations->setValue(3);
    m_iterationsLabel->setBuddy(m_iterations);
    group({m_iterationsLabel, m_iterations});

    // Cancel and Run stay at the right of the first row whatever the options do.
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setEnabled(false);
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("runButton"));
    m_run->setDefault(true);
    auto* row = new QHBoxLayout;
    row->setSpacing(12);
    row->addWidget(options, 1);
    row->addWidget(m_cancel, 0, Qt::AlignTop);
    row->addWidget(m_run, 0, Qt::AlignTop);
    layout->addLayout(row);

    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("composerNotice"));
    m_notice->setWordWrap(true);
    m_notice->hide();
    layout->addWidget(m_notice);

    // The court a run uses is kept for its matter (connected first: before the window starts the run).
    connect(this, &ComposerWidget::runRequested, this, &ComposerWidget::rememberForum);
    connect(m_run, &QPushButton::clicked, this, &ComposerWidget::runRequested);
    connect(m_forum, &QLineEdit::textChanged, this, &ComposerWidget::updateState);
    connect(m_forum, &QLineEdit::editingFinished, this, &ComposerWidget::rememberForum);
    connect(m_matter, &MatterCombo::matterChanged, this, [this] {
        rememberForum();
        loadForum();
    });
    connect(m_cancel, &QPushButton::clicked, this, &ComposerWidget::cancelRequested);
    connect(m_question, &QPlainTextEdit::textChanged, this, &ComposerWidget::updateState);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &ComposerWidget::updateState);
    // Only a choice of the user's (mouse or keyboard) changes the wanted mode, never a switch of the program's.
    connect(m_mode, &QComboBox::activated, this, [this] { m_wantedMode = mode(); });
    for (QToolButton* b : std::as_const(m_sourceToggles))
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
    m_formatLabel->setText(tr("&Format"));
    for (int i = 0; i < m_format->count(); ++i)
        m_format->setItemText(i, model::DomainNames::displayName(m_format->itemData(i).value<model::AnswerFormat>()));
    m_format->setAccessibleName(tr("Answer format"));
    m_format->setItemData(0, tr("A direct answer, then key points and disclaimers."), Qt::ToolTipRole);
    m_format->setItemData(1,
                          tr("A legal memo: Issues, Rules with their citations, Application to your facts with the "
                             "arguments on both sides, Conclusion. In Multi-turn mode the facts, rules, application "
                             "and common-sense steps run first, each shown on the timeline."),
                          Qt::ToolTipRole);
    m_sourcesLabel->setText(tr("Sources"));
    const QMap<model::SourceChoice, QString> labels{{model::SourceChoice::Web, tr("Web")},
                                                    {model::SourceChoice::CaseLaw, tr("Case law")},
                                                    {model::SourceChoice::Local, tr("My documents")},
                                                    {model::SourceChoice::FederalRegister, tr("Federal Register")},
                                                    {model::SourceChoice::Ecfr, tr("eCFR")},
                                                    {model::SourceChoice::UsCode, tr("U.S. Code")}};
    for (model::SourceChoice source : offeredSources()) {
        QToolButton* button = m_sourceToggles.value(source);
        button->setText(labels.value(source));
        button->setAccessibleName(labels.value(source));
        updateSourceToolTip(source);
    }
    m_jurisdictionLabel->setText(tr("&Jurisdiction"));
    m_jurisdiction->setPlaceholderText(tr("any"));
    m_jurisdiction->setAccessibleName(tr("Jurisdiction"));
    m_suggestions->setStringList(jurisdictionSuggestions());
    m_forumLabel->setText(tr("C&ourt"));
    m_forumLabel->setToolTip(tr("The court the research is for: each verified case is marked binding, persuasive "
                                "or not precedential there"));
    m_matterLabel->setText(tr("Ma&tter"));
    m_matter->setToolTip(tr("The matter this research is filed under; the history can be filtered by it"));
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
        const bool needsModel = model::ModePolicy::needsModel(m_mode->itemData(i).value<model::ResearchMode>());
        m_mode->setItemData(i, !m_modelAvailable && needsModel ? m_modelReason : descriptions.at(i), Qt::ToolTipRole);
    }
}

QList<model::SourceChoice> ComposerWidget::offeredSources()
{
    return {model::SourceChoice::Web,   model::SourceChoice::CaseLaw,
            model::SourceChoice::Local, model::SourceChoice::FederalRegister,
            model::SourceChoice::Ecfr,  model::SourceChoice::UsCode};
}

void ComposerWidget::updateSourceToolTip(model::SourceChoice source)
{
    QToolButton* button = m_sourceToggles.value(source);
    if (!button)
        return;
    if (m_unavailableReason.contains(source)) {
        button->setToolTip(m_unavailableReason.value(source));
        return;
    }
    switch (source) {
    case model::SourceChoice::Web:
    case model::SourceChoice::Searxng:
        button->setToolTip(tr("Search the web (%1)").arg(model::webBackendName(m_webBackend)));
        break;
    case model::SourceChoice::CaseLaw:
        button->setToolTip(tr("Search CourtListener"));
        break;
    case model::SourceChoice::Local:
        button->setToolTip(tr("Search your document library"));
        break;
    case model::SourceChoice::FederalRegister:
        button->setToolTip(tr("Search the Federal Register"));
        break;
    case model::SourceChoice::Ecfr:
        button->setToolTip(tr("Search the Code of Federal Regulations (eCFR)"));
        break;
    case model::SourceChoice::UsCode:
        button->setToolTip(tr("Read U.S. Code sections by citation, e.g. 42 U.S.C. § 1983 (GovInfo)"));
        break;
    }
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
    const bool rounds = model::ModePolicy::searchesInRounds(mode);
    m_iterations->setEnabled(rounds && !m_running);
    m_iterationsLabel->setEnabled(rounds);
    const bool writesAnswer = model::ModePolicy::writesAnswer(mode);
    m_format->setEnabled(writesAnswer && !m_running);
    m_formatLabel->setEnabled(writesAnswer);
    const bool anySource = !request().sources.isEmpty();
    const bool modeOk = m_modelAvailable || !model::ModePolicy::needsModel(mode);
    const bool forumOk = m_forum->isAcceptable();
    m_run->setEnabled(!m_running && anySource && modeOk && forumOk && !m_question->toPlainText().trimmed().isEmpty());
    m_cancel->setEnabled(m_running);
    QString notice;
    if (!forumOk)
        notice = m_forum->problem();
    else if (!modeOk)
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
    if (model::ModePolicy::writesAnswer(r.options.mode))
        r.options.answerFormat = answerFormat();
    r.options.maxIterations = m_iterations->value();
    r.options.pagesToRead = m_pagesToRead;
    if (m_asOfEnabled->isChecked())
        r.options.asOf = model::AsOf(m_asOf->date(), model::AsOfOrigin::User);
    for (model::SourceChoice source : offeredSources()) {
        if (m_sourceToggles.value(source)->isChecked())
            r.sources << source;
    }
    r.matter = m_matter->matter();
    r.options.forum = m_forum->courtId();
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

void ComposerWidget::setForum(const QString& court)
{
    m_forum->setCourt(court);
}

QString ComposerWidget::forum() const
{
    return m_forum->courtId();
}

void ComposerWidget::setForumMemory(MatterForums* memory)
{
    m_forumMemory = memory;
    loadForum();
}

void ComposerWidget::loadForum()
{
    m_forumMatter = m_matter->matter();
    if (m_forumMemory)
        m_forum->setCourt(m_forumMemory->forum(m_forumMatter));
}

void ComposerWidget::rememberForum()
{
    if (m_forumMemory && m_forum->isAcceptable())
        m_forumMemory->setForum(m_forumMatter, m_forum->courtId());
}

void ComposerWidget::setAsOf(const model::AsOf& asOf)
{
    if (!asOf.isNull())
        m_asOf->setDate(asOf.day());
    m_asOfEnabled->setChecked(!asOf.isNull());
}

model::ResearchMode ComposerWidget::mode() const
{
    return m_mode->currentData().value<model::ResearchMode>();
}

void ComposerWidget::setMode(model::ResearchMode mode)
{
    m_wantedMode = mode;
    if (!m_modelAvailable && model::ModePolicy::needsModel(mode))
        mode = model::ResearchMode::Evidence; // shown again once a model is configured
    const int index = m_mode->findData(QVariant::fromValue(mode));
    if (index >= 0)
        m_mode->setCurrentIndex(index);
}

model::AnswerFormat ComposerWidget::answerFormat() const
{
    return m_format->currentData().value<model::AnswerFormat>();
}

void ComposerWidget::setAnswerFormat(model::AnswerFormat format)
{
    const int index = m_format->findData(QVariant::fromValue(format));
    if (index >= 0)
        m_format->setCurrentIndex(index);
}

void ComposerWidget::setSources(const QList<model::SourceChoice>& sources)
{
    for (model::SourceChoice source : offeredSources())
        m_sourceToggles.value(source)->setChecked(sources.contains(source));
}

void ComposerWidget::setSourceAvailable(model::SourceChoice source, bool available, const QString& reason, bool wanted)
{
    QToolButton* button = m_sourceToggles.value(source);
    if (!button)
        return;
    const bool wasUnavailable = m_unavailableReason.contains(source);
    if (available)
        m_unavailableReason.remove(source);
    else
        m_unavailableReason.insert(source, reason);
    button->setEnabled(available && !m_running);
    updateSourceToolTip(source);
    if (!available)
        button->setChecked(false);
    else if (wasUnavailable && wanted)
        button->setChecked(true);
    updateState();
}

void ComposerWidget::setWebBackend(model::WebBackend backend)
{
    m_webBackend = backend;
    updateSourceToolTip(model::SourceChoice::Web);
}

void ComposerWidget::setMaxIterations(int iterations)
{
    m_iterations->setValue(iterations);
}

void ComposerWidget::setMatters(const QStringList& matters)
{
    m_matter->setMatters(matters);
}

QString ComposerWidget::matter() const
{
    return m_matter->matter();
}

void ComposerWidget::setMatter(const QString& matter)
{
    m_matter->setMatter(matter);
}

void ComposerWidget::setModelAvailable(bool available, const QString& reason)
{
    const bool cameBack = available && !m_modelAvailable;
    const bool wentAway = !available && m_modelAvailable;
    m_modelAvailable = available;
    m_modelReason = reason;
    updateModeToolTips();
    // Without a model only Evidence-only can run; the mode the user wanted is kept and comes back with a model.
    const model::ResearchMode wanted = m_wantedMode;
    if (wentAway || cameBack)
        setMode(wanted);
    updateState();
}

void ComposerWidget::setRunning(bool running)
{
    m_running = running;
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_question, m_mode, m_jurisdiction, m_forum, m_asOfEnabled, m_matter})
        w->setEnabled(!running);
    for (auto it = m_sourceToggles.cbegin(); it != m_sourceToggles.cend(); ++it)
        it.value()->setEnabled(!running && !m_unavailableReason.contains(it.key()));
    m_asOf->setEnabled(!running && m_asOfEnabled->isChecked());
    updateState();
}

void ComposerWidget::focusQuestion()
{
    m_question->setFocus(Qt::ShortcutFocusReason);
    m_question->selectAll();
}

} // namespace lmars::ui
