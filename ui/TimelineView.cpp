// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimelineView.h"

#include "FlowLayout.h"
#include "FollowUpPanel.h"
#include "RoleStepCardRenderer.h"
#include "TimelineCard.h"
#include "TimelineCardRenderer.h"
#include "VerificationCardRenderer.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace lmars::ui {

namespace {
using R = TimelineCardRenderer;
constexpr int kHeaderMargin = 12; // left and right margin of the header row
QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

/// A run that ended runs no stage any more: its cards show where it stopped, never "asking…" or "writing…".
research::StateSnapshot settled(const research::StateSnapshot& state)
{
    if (!state || !model::isFinal(state->status) || state->activeStage == model::Stage::None)
        return state;
    auto copy = std::make_shared<model::ResearchState>(*state);
    copy->activeStage = model::Stage::None;
    copy->activeIteration = 0;
    return copy;
}
} // namespace

TimelineView::TimelineView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("timelineView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    auto* header = new QWidget(this);
    header->setObjectName(QStringLiteral("timelineHeader"));
    // Title and figures share one line when they fit; otherwise the figures go on a second line,
    // shortened with "…" if even that is too narrow (the whole text is in their tooltip).
    auto* headerLayout = new FlowLayout(header, 12, 2);
    headerLayout->setContentsMargins(kHeaderMargin, 8, kHeaderMargin, 6);
    m_title = new QLabel(header);
    m_title->setObjectName(QStringLiteral("sectionTitle"));
    m_stats = new QLabel(header);
    m_stats->setObjectName(QStringLiteral("runStats"));
    m_stats->setProperty("muted", true);
    m_stats->setMinimumWidth(1); // never widens the timeline: shortened instead
    headerLayout->addWidget(m_title);
    headerLayout->addWidget(m_stats);
    layout->addWidget(header);

    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("timelineScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_content = new QWidget(m_scroll);
    m_content->setObjectName(QStringLiteral("timelineContent"));
    // Always as wide as the viewport (there is no horizontal scroll bar): cards wrap their text to
    // it instead of growing past its right edge and being clipped.
    m_content->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_cards = new QVBoxLayout(m_content);
    m_cards->setContentsMargins(12, 4, 12, 12);
    m_cards->setSpacing(8);
    m_empty = new QLabel(m_content);
    m_empty->setObjectName(QStringLiteral("timelineEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setProperty("muted", true);
    m_empty->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_cards->addWidget(m_empty);
    m_cards->addStretch(1);
    m_scroll->setWidget(m_content);
    layout->addWidget(m_scroll, 1);

    // Follow new cards while the user stays at the bottom.
    QScrollBar* bar = m_scroll->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this, [this, bar](int value) { m_follow = value >= bar->maximum() - 8; });
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
        if (m_follow)
            bar->setValue(max);
    });

    m_renderTimer = new QTimer(this);
    m_renderTimer->setSingleShot(true);
    m_renderTimer->setInterval(100);
    connect(m_renderTimer, &QTimer::timeout, this, &TimelineView::flush);

    m_tick = new QTimer(this);
    m_tick->setInterval(200);
    connect(m_tick, &QTimer::timeout, this, &TimelineView::updateStats);
    retranslate();
}

void TimelineView::retranslate()
{
    m_title->setText(tr("Research timeline"));
    m_stats->setAccessibleName(tr("Elapsed time, tokens and model calls"));
    m_empty->setText(tr("Each step of the research appears here as it happens: clarifying questions, the "
                        "analysis, every search with its results, the pages read and the judge's verdicts."));
    if (!m_last)
        return;
    render({}, true);
    if (!m_stats->text().isEmpty())
        updateStats();
}

void TimelineView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TimelineView::clear()
{
    for (TimelineCard* c : std::as_const(m_cardByKey)) {
        m_cards->removeWidget(c);
        c->hide();
        c->deleteLater();
    }
    m_cardByKey.clear();
    m_dirty.clear();
    m_renderTimer->stop();
    m_followUpPanel = nullptr;
    m_last.reset();
    m_outcomeError.clear();
    m_finalMs = -1;
    m_follow = true;
    m_tick->stop();
    m_statsText.clear();
    m_stats->clear();
    m_stats->setToolTip({});
    m_empty->show();
}

QStringList TimelineView::cardKeys() const
{
    QStringList keys;
    for (int i = 0; i < m_cards->count(); ++i) {
        if (auto* c = qobject_cast<TimelineCard*>(m_cards->itemAt(i)->widget()); c && m_cardByKey.contains(c->key()))
            keys << c->key();
    }
    return keys;
}

TimelineCard* TimelineView::card(const QString& key) const
{
    return m_cardByKey.value(key);
}

QStringList TimelineView::wantedKeys(const model::ResearchState& state) const
{
    QStringList keys;
    if (!state.followUps.isEmpty() || state.stageRan(model::Stage::FollowUps) ||
        state.activeStage == model::Stage::FollowUps)
        keys << QStringLiteral("followups");
    if (state.analysis.present || state.activeStage == model::Stage::Query)
        keys << QStringLiteral("analysis");
    for (const model::Iteration& it : state.iterations)
        keys << iterationKey(it.index);
    keys << RoleStepCardRenderer::wantedKeys(state);
    if (state.activeStage == model::Stage::Summary || state.stageRan(model::Stage::Summary) ||
        !state.answer.markdown.isEmpty())
        keys << QStringLiteral("summary");
    if (VerificationCardRenderer::wanted(state))
        keys << VerificationCardRenderer::key();
    if (model::isFinal(state.status))
        keys << QStringLiteral("outcome");
    return keys;
}

TimelineCard* TimelineView::ensureCard(const QString& key, int position)
{
    if (TimelineCard* existing = m_cardByKey.value(key))
        return existing;
    m_empty->hide();
    auto* c = new TimelineCard(key, QString(), m_content);
    // m_empty comes first in the layout; the stretch last.
    m_cards->insertWidget(qMin(position + 1, m_cards->count() - 1), c);
    m_cardByKey.insert(key, c);
    return c;
}

void TimelineView::render(const QSet<QString>& dirty, bool all)
{
    if (!m_last)
        return;
    const model::ResearchState& state = *m_last;
    const QStringList keys = wantedKeys(state);
    for (int i = 0; i < keys.size(); ++i) {
        const bool isNew = !m_cardByKey.contains(keys.at(i));
        ensureCard(keys.at(i), i);
        if (all || isNew || dirty.contains(keys.at(i)))
            renderCard(keys.at(i), state);
    }
    // A card of a step the run no longer reports (it ended during that step) is rendered too: it
    // says where the run stopped instead of keeping "asking…".
    if (all) {
        for (auto it = m_cardByKey.cbegin(); it != m_cardByKey.cend(); ++it) {
            if (!keys.contains(it.key()))
                renderCard(it.key(), state);
        }
    }
}

void TimelineView::renderCard(const QString& key, const model::ResearchState& state)
{
    TimelineCard* c = card(key);
    if (!c)
        return;
    if (key == QLatin1String("followups"))
        renderFollowUps(c, state);
    else if (key == QLatin1String("analysis"))
        R::renderAnalysis(c, state);
    else if (key == QLatin1String("summary"))
        R::renderSummary(c, state);
    else if (key == VerificationCardRenderer::key())
        VerificationCardRenderer::render(c, state);
    else if (key == QLatin1String("outcome"))
        R::renderOutcome(c, state, m_outcomeError);
    else if (key.startsWith(QLatin1String("iter-")))
        R::renderIteration(c, key.mid(5).toInt(), state);
    else if (int step = 0; RoleStepCardRenderer::isKey(key, &step))
        RoleStepCardRenderer::render(c, step, state);
}

void TimelineView::runStarted(model::ResearchMode mode)
{
    Q_UNUSED(mode)
    clear();
    m_clock.start();
    m_tick->start();
    updateStats();
}

void TimelineView::schedule(const QString& key)
{
    m_dirty.insert(key);
    if (!m_renderTimer->isActive())
        m_renderTimer->start();
}

void TimelineView::flush()
{
    m_renderTimer->stop();
    const QSet<QString> dirty = m_dirty;
    m_dirty.clear();
    render(dirty, false);
}

void TimelineView::setPrices(const model::ModelPrices& prices)
{
    m_prices = prices;
    if (m_last || m_tick->isActive()) // an empty timeline shows no figures
        updateStats();
}

void TimelineView::updateStats()
{
    const qint64 ms = m_finalMs >= 0 ? m_finalMs : (m_clock.isValid() ? m_clock.elapsed() : 0);
    model::UsageTotals usage;
    std::optional<double> cost;
    if (m_last) {
        usage = m_last->usage;
        cost = m_prices.costOf(m_last->modelCalls, m_last->settings.model);
    }
    const QString tokens = model::ModelPrices::describe(usage);
    // Before the first model call the token figures say nothing: the line stays short.
    m_statsText = usage.calls == 0 && usage.promptTokens == 0
                      ? tr("%1 · %n call(s)", nullptr, usage.calls).arg(R::seconds(ms))
                      : tr("%1 · %2 · %n call(s)", nullptr, usage.calls).arg(R::seconds(ms), tokens);
    QString tip = tr("%1 elapsed; tokens %2; %n model call(s)", nullptr, usage.calls).arg(R::seconds(ms), tokens);
    if (cost) {
        m_statsText += QStringLiteral(" · ") + m_prices.format(*cost);
        tip += QStringLiteral("; ") + tr("cost %1 at the prices in Settings").arg(m_prices.format(*cost));
    }
    m_stats->setToolTip(tip);
    fitStats();
}

void TimelineView::fitStats()
{
    // At most the header's whole width: the flow layout puts the figures beside the title or under it.
    const int available = std::max(1, width() - 2 * kHeaderMargin);
    const QString shown = m_stats->fontMetrics().elidedText(m_statsText, Qt::ElideRight, available);
    if (shown != m_stats->text())
        m_stats->setText(shown);
}

void TimelineView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitStats();
}

void TimelineView::handleEvent(const model::ResearchEvent& event, const research::StateSnapshot& state)
{
    using T = model::ResearchEvent::Type;
    m_last = state;
    const int it = event.iteration;
    switch (event.type) {
    case T::StageStarted:
        if (event.stage == model::Stage::Search && it > 1) {
            // A new round: fold the finished ones (one click brings them back); keeps the view on
            // what is happening now, and the layout light.
            for (const QString& key : {QStringLiteral("followups"), QStringLiteral("analysis"), iterationKey(it - 1)})
                if (TimelineCard* done = card(key); done && !m_followUpPanel)
                    done->setExpanded(false);
        }
        [[fallthrough]];
    case T::StageFinished:
        switch (event.stage) {
        case model::Stage::FollowUps:
            render({QStringLiteral("followups")}, false);
            break;
        case model::Stage::Query:
            render({QStringLiteral("analysis")}, false);
            break;
        case model::Stage::Summary:
            flush();
            render({QStringLiteral("summary")}, false);
            break;
        case model::Stage::Reason:
            render({RoleStepCardRenderer::key(int(state->roleSteps.size()))}, false);
            break;
        case model::Stage::Verify:
            render({VerificationCardRenderer::key()}, false);
            break;
        case model::Stage::Rank:
            schedule(iterationKey(1));
            break;
        case model::Stage::Search:
        case model::Stage::Read:
        case model::Stage::Judge:
            schedule(iterationKey(it));
            break;
        case model::Stage::None:
            break;
        }
        break;
    case T::QueryIssued:
    case T::ResultsArrived:
    case T::PageFetched:
    case T::Verdict:
        schedule(iterationKey(it));
        break;
    case T::FollowUpsAsked: {
        render({QStringLiteral("followups")}, false);
        TimelineCard* c = card(QStringLiteral("followups"));
        m_followUpPanel = new FollowUpPanel(state->followUps, c);
        c->addBodyWidget(m_followUpPanel);
        connect(m_followUpPanel, &FollowUpPanel::continueRequested, this, &TimelineView::followUpsAnswered);
        connect(m_followUpPanel, &FollowUpPanel::skipRequested, this, &TimelineView::followUpsSkipped);
        m_followUpPanel->setFocus(Qt::OtherFocusReason);
        break;
    }
    case T::FollowUpsAnswered:
        render({QStringLiteral("followups")}, false);
        break;
    case T::Error:
        if (R::isIterationStage(event.error.stage) && event.error.iteration > 0)
            schedule(iterationKey(event.error.iteration));
        break;
    case T::RoleStep:
        render({RoleStepCardRenderer::key(event.count), RoleStepCardRenderer::key(event.count + 1)}, false);
        break;
    case T::Verification:
        schedule(VerificationCardRenderer::key());
        break;
    case T::AnswerDelta:
    case T::Finished:
        break;
    }
    updateStats();
}

void TimelineView::renderFollowUps(TimelineCard* c, const model::ResearchState& state)
{
    c->setTitle(tr("Clarifying questions"));
    const bool asking = state.activeStage == model::Stage::FollowUps;
    if (asking)
        c->setMeta(state.status == model::RunStatus::AwaitingInput ? tr("waiting for you") : tr("asking…"));
    else
        c->setMeta(R::duration(state.stageMs(model::Stage::FollowUps)));
    if (state.status == model::RunStatus::AwaitingInput) {
        c->setBadge(tr("your input"), R::kBlue); // the panel shows the questions
        return;
    }
    if (m_followUpPanel) {
        m_followUpPanel->hide();
        m_followUpPanel->deleteLater();
        m_followUpPanel = nullptr;
    }
    if (asking) {
        c->setBodyHtml({});
        c->setBadge({}, {});
        return;
    }
    if (state.followUps.isEmpty()) {
        const bool endedFirst = model::isFinal(state.status) && !state.stageRan(model::Stage::FollowUps);
        c->setBodyHtml(endedFirst ? R::endedFirst(state) : tr("No questions were needed."));
        if (endedFirst)
            c->setMeta(tr("stopped"));
        c->setBadge({}, {});
        return;
    }
    int answered = 0;
    QString html;
    for (const model::FollowUp& f : state.followUps) {
        answered += f.answer.isEmpty() ? 0 : 1;
        html += QStringLiteral("<p style=\"margin:0 0 6px 0\"><b>%1</b><br/>%2</p>")
                    .arg(esc(f.question),
                         f.answer.isEmpty() ? QStringLiteral("<i>%1</i>").arg(tr("not answered")) : esc(f.answer));
    }
    c->setBodyHtml(html);
    c->setBadge(tr("%1 of %2 answered").arg(answered).arg(state.followUps.size()), answered ? R::kGreen : R::kGrey);
}

void TimelineView::runFinished(const research::StateSnapshot& state, const QString& error)
{
    m_last = settled(state);
    m_outcomeError = error;
    m_tick->stop();
    m_finalMs = state->totalMs > 0 ? state->totalMs : (m_clock.isValid() ? m_clock.elapsed() : 0);
    if (m_followUpPanel)
        m_followUpPanel->setDone();
    m_dirty.clear();
    m_renderTimer->stop();
    render({}, true);
    updateStats();
}

void TimelineView::showState(const model::ResearchState& state)
{
    clear();
    m_last = settled(std::make_shared<const model::ResearchState>(state));
    m_finalMs = state.totalMs;
    render({}, true);
    updateStats();
}

} // namespace lmars::ui
