// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimelineView.h"

#include "FollowUpPanel.h"
#include "TimelineCard.h"
#include "export/HtmlRenderer.h"
#include "model/DomainNames.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace lmars::ui {

namespace {

const QColor kGreen(0x2e, 0x9e, 0x6b);
const QColor kAmber(0xc7, 0x7c, 0x0e);
const QColor kRed(0xc9, 0x3c, 0x3c);
const QColor kBlue(0x2f, 0x7f, 0xd6);
const QColor kGrey(0x80, 0x86, 0x8f);

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString seconds(qint64 ms)
{
    return ms < 1000 ? QCoreApplication::translate("TimelineView", "%1 ms").arg(ms)
                     : QCoreApplication::translate("TimelineView", "%1 s").arg(QLocale().toString(ms / 1000.0, 'f', 1));
}

QString listHtml(const QStringList& items)
{
    if (items.isEmpty())
        return {};
    QString out = QStringLiteral("<ul style=\"margin:0 0 0 -20px\">");
    for (const QString& item : items)
        out += QStringLiteral("<li>%1</li>").arg(esc(item));
    return out + QStringLiteral("</ul>");
}

/// The stage an iteration card shows as running, or None.
model::Stage runningIn(const model::ResearchState& state, int index)
{
    const model::Stage stage = state.activeStage;
    if (stage == model::Stage::Rank)
        return index == 1 ? stage : model::Stage::None; // evidence-only ranks its one search
    if (stage == model::Stage::Search || stage == model::Stage::Read || stage == model::Stage::Judge)
        return state.activeIteration == index ? stage : model::Stage::None;
    return model::Stage::None;
}

bool iterationStage(model::Stage stage)
{
    return stage == model::Stage::Search || stage == model::Stage::Read || stage == model::Stage::Judge;
}

} // namespace

TimelineView::TimelineView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("timelineView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    auto* header = new QWidget(this);
    auto* headerLayout = new QHBoxLayout(header);
    headerLayout->setContentsMargins(12, 8, 12, 6);
    m_title = new QLabel(header);
    m_title->setObjectName(QStringLiteral("sectionTitle"));
    m_stats = new QLabel(header);
    m_stats->setObjectName(QStringLiteral("runStats"));
    m_stats->setProperty("muted", true);
    headerLayout->addWidget(m_title);
    headerLayout->addStretch(1);
    headerLayout->addWidget(m_stats);
    layout->addWidget(header);

    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("timelineScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_content = new QWidget(m_scroll);
    m_content->setObjectName(QStringLiteral("timelineContent"));
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
    m_stats->clear();
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
    if (state.activeStage == model::Stage::Summary || state.stageRan(model::Stage::Summary) ||
        !state.answer.markdown.isEmpty())
        keys << QStringLiteral("summary");
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
}

void TimelineView::renderCard(const QString& key, const model::ResearchState& state)
{
    TimelineCard* c = card(key);
    if (!c)
        return;
    if (key == QLatin1String("followups"))
        renderFollowUps(c, state);
    else if (key == QLatin1String("analysis"))
        renderAnalysis(c, state);
    else if (key == QLatin1String("summary"))
        renderSummary(c, state);
    else if (key == QLatin1String("outcome"))
        renderOutcome(c, state);
    else if (key.startsWith(QLatin1String("iter-")))
        renderIteration(c, key.mid(5).toInt(), state);
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

void TimelineView::updateStats()
{
    const qint64 ms = m_finalMs >= 0 ? m_finalMs : (m_clock.isValid() ? m_clock.elapsed() : 0);
    qint64 tokens = 0;
    int calls = 0;
    if (m_last) {
        tokens = m_last->usage.promptTokens + m_last->usage.completionTokens;
        calls = m_last->usage.calls;
    }
    m_stats->setText(
        tr("%1 · %2 tokens · %n model call(s)", nullptr, calls).arg(seconds(ms), QLocale().toString(tokens)));
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
        if (iterationStage(event.error.stage) && event.error.iteration > 0)
            schedule(iterationKey(event.error.iteration));
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
        c->setMeta(seconds(state.stageMs(model::Stage::FollowUps)));
    if (state.status == model::RunStatus::AwaitingInput) {
        c->setBadge(tr("your input"), kBlue); // the panel shows the questions
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
        c->setBodyHtml(tr("No questions were needed."));
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
    c->setBadge(tr("%1 of %2 answered").arg(answered).arg(state.followUps.size()), answered ? kGreen : kGrey);
}

void TimelineView::renderAnalysis(TimelineCard* c, const model::ResearchState& state)
{
    c->setTitle(tr("Analysis"));
    if (state.activeStage == model::Stage::Query && !state.analysis.present) {
        c->setMeta(tr("analysing…"));
        return;
    }
    c->setMeta(state.activeStage == model::Stage::Query ? tr("analysing…")
                                                        : seconds(state.stageMs(model::Stage::Query)));
    const model::QueryAnalysis& a = state.analysis;
    const QString unknown = QStringLiteral("<i>%1</i>").arg(tr("not stated"));
    auto row = [&](const QString& label, const QString& value) {
        return QStringLiteral("<tr><td style=\"padding-right:10px\"><b>%1</b></td><td>%2</td></tr>")
            .arg(label, value.isEmpty() ? unknown : esc(value));
    };
    QStringList parties;
    for (const model::Party& p : a.parties)
        parties << (p.role.isEmpty() ? p.name : QStringLiteral("%1 (%2)").arg(p.name, p.role));
    QString html = QStringLiteral("<table>") + row(tr("Area"), a.legalArea) + row(tr("Jurisdiction"), a.jurisdiction) +
                   row(tr("As of"), a.asOfDate);
    if (!parties.isEmpty())
        html += row(tr("Parties"), parties.join(QStringLiteral("; ")));
    if (!a.urgency.isEmpty())
        html += row(tr("Urgency"), a.urgency);
    html += QStringLiteral("</table>");
    if (!state.plannedQueries.isEmpty())
        html += QStringLiteral("<p style=\"margin-top:4px\">%1</p>")
                    .arg(tr("%n search(es) planned.", nullptr, int(state.plannedQueries.size())));
    c->setBodyHtml(html);
}

void TimelineView::renderIteration(TimelineCard* c, int index, const model::ResearchState& state)
{
    const model::Iteration* iteration = state.iteration(index);
    if (!iteration)
        return;
    c->setTitle(state.mode == model::ResearchMode::MultiTurn ? tr("Iteration %1").arg(index) : tr("Search"));
    if (iteration->verdict)
        c->setBadge(iteration->verdict->sufficient ? tr("sufficient") : tr("insufficient"),
                    iteration->verdict->sufficient ? kGreen : kAmber);
    else
        c->setBadge({}, {});

    QStringList meta;
    switch (runningIn(state, index)) {
    case model::Stage::Search:
        meta << tr("searching…");
        break;
    case model::Stage::Read:
        meta << tr("reading pages…");
        break;
    case model::Stage::Judge:
        meta << tr("judging…");
        break;
    case model::Stage::Rank:
        meta << tr("ranking…");
        break;
    default: {
        qint64 total = state.stageMs(model::Stage::Search, index) + state.stageMs(model::Stage::Read, index) +
                       state.stageMs(model::Stage::Judge, index);
        if (index == 1)
            total += state.stageMs(model::Stage::Rank);
        if (total > 0)
            meta << seconds(total);
        break;
    }
    }
    c->setMeta(meta.join(QStringLiteral(" · ")));
    c->setBodyHtml(iterationHtml(*iteration, state));
}

QString TimelineView::iterationHtml(const model::Iteration& iteration, const model::ResearchState& state) const
{
    QString html;
    // Queries grouped by source type, in the order the types first appear.
    QList<model::SourceType> order;
    for (const model::IssuedQuery& q : iteration.queries) {
        if (!order.contains(q.source))
            order << q.source;
    }
    for (model::SourceType source : std::as_const(order)) {
        int total = 0;
        for (const model::IssuedQuery& q : iteration.queries)
            total += q.source == source && q.resultCount > 0 ? q.resultCount : 0;
        html += QStringLiteral("<p style=\"margin:2px 0\"><b>%1</b> · %2</p><table style=\"margin-left:8px\">")
                    .arg(esc(model::DomainNames::displayName(source)), tr("%n result(s)", nullptr, total));
        for (const model::IssuedQuery& q : iteration.queries) {
            if (q.source != source)
                continue;
            QString status;
            if (!q.error.isEmpty())
                status = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(kRed.name(), tr("failed"));
            else if (q.pending())
                status = QStringLiteral("<i>%1</i>").arg(tr("searching…"));
            else
                status = tr("%n result(s)", nullptr, q.resultCount) + QStringLiteral(" · ") + seconds(q.ms);
            html += QStringLiteral("<tr><td>“%1”</td><td style=\"padding-left:10px\" align=\"right\">%2</td></tr>")
                        .arg(esc(q.text), status);
        }
        html += QStringLiteral("</table>");
    }
    if (!iteration.pages.isEmpty()) {
        html += QStringLiteral("<p style=\"margin:6px 0 2px 0\"><b>%1</b></p><table style=\"margin-left:8px\">")
                    .arg(tr("Pages read"));
        for (const model::PageRead& p : iteration.pages) {
            const QUrl url(p.url);
            const QString name = url.isLocalFile() ? url.fileName() : url.host() + url.path();
            const QString status =
                p.ok ? tr("%1 characters · %2").arg(QLocale().toString(p.chars), seconds(p.ms))
                     : QStringLiteral("<span style=\"color:%1\">%2</span>").arg(kAmber.name(), esc(p.reason));
            html += QStringLiteral("<tr><td>%1</td><td style=\"padding-left:10px\" align=\"right\">%2</td></tr>")
                        .arg(esc(name), status);
        }
        html += QStringLiteral("</table>");
    }
    if (iteration.verdict)
        html += verdictHtml(*iteration.verdict);
    for (const model::RunError& error : state.errors) {
        if (error.iteration == iteration.index && iterationStage(error.stage))
            html += QStringLiteral("<p style=\"margin:2px 0; color:%1\">%2</p>").arg(kRed.name(), esc(error.message));
    }
    return html;
}

QString TimelineView::verdictHtml(const model::Verdict& verdict) const
{
    QString html = QStringLiteral("<p style=\"margin:8px 0 2px 0\"><b>%1</b></p><p style=\"margin:0\">%2</p>")
                       .arg(tr("Judge"), esc(verdict.reasoning));
    html += QStringLiteral("<table style=\"margin-top:4px\">");
    const QList<QPair<QString, QString>> checks{{tr("Source quality"), verdict.sourceQuality},
                                                {tr("Dates"), verdict.dateCheck},
                                                {tr("Jurisdiction"), verdict.jurisdictionCheck},
                                                {tr("Contradictions"), verdict.contradictionCheck}};
    for (const auto& [label, value] : checks) {
        if (!value.isEmpty())
            html += QStringLiteral("<tr><td style=\"padding-right:10px\" valign=\"top\"><b>%1</b></td>"
                                   "<td>%2</td></tr>")
                        .arg(label, esc(value));
    }
    html += QStringLiteral("</table>");
    if (!verdict.missingInformation.isEmpty())
        html += QStringLiteral("<p style=\"margin:4px 0 0 0\"><b>%1</b></p>").arg(tr("Missing")) +
                listHtml(verdict.missingInformation);
    if (!verdict.suggestedRefinements.isEmpty() && !verdict.sufficient)
        html += QStringLiteral("<p style=\"margin:4px 0 0 0\"><b>%1</b></p>").arg(tr("Next searches")) +
                listHtml(verdict.suggestedRefinements);
    if (!verdict.error.isEmpty())
        html += QStringLiteral("<p style=\"color:%1\">%2</p>").arg(kRed.name(), esc(verdict.error));
    return html;
}

void TimelineView::renderSummary(TimelineCard* c, const model::ResearchState& state)
{
    c->setTitle(tr("Answer"));
    if (!state.stageRan(model::Stage::Summary)) {
        const bool writing = state.activeStage == model::Stage::Summary;
        c->setMeta(writing ? tr("writing…") : tr("stopped"));
        c->setBodyHtml(tr("The answer streams into the answer view as it is written."));
        return;
    }
    c->setMeta(seconds(state.stageMs(model::Stage::Summary)));
    QString html = tr("%n source(s) cited.", nullptr, int(state.answer.citations.size()));
    if (!state.answer.unresolvedMarkers.isEmpty())
        html += QLatin1Char(' ') + tr("%n marker(s) point to no source and are flagged as unverified.", nullptr,
                                      int(state.answer.unresolvedMarkers.size()));
    if (state.uscore)
        html += QStringLiteral("<br/>") + tr("U-Score %1 (%2 uncertainty; lower is better).")
                                              .arg(QLocale().toString(state.uscore->paper, 'f', 2),
                                                   exporting::HtmlRenderer::bandName(state.uscore->band()));
    c->setBodyHtml(html);
}

void TimelineView::renderOutcome(TimelineCard* c, const model::ResearchState& state)
{
    c->setTitle(tr("Outcome"));
    c->setMeta(seconds(state.totalMs));
    // A failed run's reason is its last recorded error; the worker may add what the state cannot say.
    QString error = m_outcomeError;
    if (error.isEmpty() && state.status == model::RunStatus::Failed && !state.errors.isEmpty())
        error = state.errors.last().message;
    switch (state.status) {
    case model::RunStatus::Finished:
        c->setBadge(model::DomainNames::displayName(state.status), kGreen);
        c->setBodyHtml(tr("%n source(s) found.", nullptr, int(state.sources.size())) +
                       (error.isEmpty() ? QString() : QStringLiteral("<br/>") + esc(error)));
        break;
    case model::RunStatus::Cancelled:
        c->setBadge(model::DomainNames::displayName(state.status), kGrey);
        c->setBodyHtml(tr("Stopped. What was found so far is kept: %n source(s).", nullptr, int(state.sources.size())));
        break;
    case model::RunStatus::Interrupted:
        c->setBadge(model::DomainNames::displayName(state.status), kGrey);
        c->setBodyHtml(tr("The program ended before this research finished. What was found is kept."));
        break;
    default:
        c->setBadge(model::DomainNames::displayName(model::RunStatus::Failed), kRed);
        c->setBodyHtml(esc(error.isEmpty() ? tr("The research failed.") : error));
        break;
    }
}

void TimelineView::runFinished(const research::StateSnapshot& state, const QString& error)
{
    m_last = state;
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
    m_last = std::make_shared<const model::ResearchState>(state);
    m_finalMs = state.totalMs;
    render({}, true);
    updateStats();
}

} // namespace lmars::ui
