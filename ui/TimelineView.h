// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelPrices.h"
#include "model/ResearchEvent.h"
#include "research/ResearchWorker.h"

#include <QElapsedTimer>
#include <QMap>
#include <QSet>
#include <QWidget>

class QLabel;
class QScrollArea;
class QTimer;
class QVBoxLayout;

namespace lmars::ui {

class FollowUpPanel;
class TimelineCard;

/**
 * The live research timeline: one card per step (clarifying questions, analysis, each iteration
 * with its queries grouped by source, pages read and the judge's verdict, the answer, the outcome),
 * with elapsed time, tokens and model calls updating live. Every card is rendered from the run's
 * state alone (the live snapshot or a saved session), so a reopened session shows exactly what the
 * live run showed; events only say which cards to render again. The view follows new steps unless
 * the user has scrolled away from the bottom.
 */
class TimelineView final : public QWidget
{
    Q_OBJECT

public:
    explicit TimelineView(QWidget* parent = nullptr);

    void clear();
    void runStarted(model::ResearchMode mode);
    void handleEvent(const model::ResearchEvent& event, const research::StateSnapshot& state);
    void runFinished(const research::StateSnapshot& state, const QString& error);
    /// Shows a saved session's trajectory as cards.
    void showState(const model::ResearchState& state);
    /// The prices the figures' cost is computed with (Settings → Model); none: no cost shown.
    void setPrices(const model::ModelPrices& prices);
    /// The run's figures in full: elapsed time, tokens in (cached), out (reasoning), calls, and the cost
    /// when every model used has a price.
    QString statsText() const { return m_statsText; }

    /// Card keys in display order ("followups", "analysis", "iter-1", ..., "summary", "outcome").
    QStringList cardKeys() const;
    TimelineCard* card(const QString& key) const;
    bool isFollowing() const { return m_follow; }

Q_SIGNALS:
    void followUpsAnswered(const QStringList& answers);
    void followUpsSkipped();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Sets every text in the current language and renders every card again from the state.
    void retranslate();
    /// Creates the cards the state calls for, in display order, and renders them (all, or only `dirty`).
    void render(const QSet<QString>& dirty, bool all);
    QStringList wantedKeys(const model::ResearchState& state) const;
    TimelineCard* ensureCard(const QString& key, int position);
    void renderCard(const QString& key, const model::ResearchState& state);
    void renderFollowUps(TimelineCard* c, const model::ResearchState& state);
    void updateStats();
    /// Shows the figures in the header's width, shortened with "…" only when even a line of their own is too narrow.
    void fitStats();
    /// Renders the given cards soon: bursts of events (eight queries issued at once) cost one layout pass.
    void schedule(const QString& key);
    void flush();
    static QString iterationKey(int index) { return QStringLiteral("iter-%1").arg(index); }

    QScrollArea* m_scroll = nullptr;
    QWidget* m_content = nullptr;
    QVBoxLayout* m_cards = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_stats = nullptr;
    QString m_statsText; ///< the figures in full; m_stats may show them shortened
    QLabel* m_empty = nullptr;
    QTimer* m_tick = nullptr;
    QTimer* m_renderTimer = nullptr;
    QSet<QString> m_dirty;
    QElapsedTimer m_clock;
    qint64 m_finalMs = -1;
    research::StateSnapshot m_last;
    model::ModelPrices m_prices;
    QMap<QString, TimelineCard*> m_cardByKey;
    QString m_outcomeError; ///< what the worker said beyond the state (a session that could not be saved)
    FollowUpPanel* m_followUpPanel = nullptr;
    bool m_follow = true;
};

} // namespace lmars::ui
