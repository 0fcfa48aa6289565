// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace lmars::ui {

class TimelineCard;

/**
 * Renders the timeline's cards from a run's state alone: the analysis, each iteration (queries
 * grouped by source, pages read, the judge's verdict, errors), the answer and the outcome. The
 * view decides which cards exist and when they render; this class decides what they say, so the
 * live run and a reopened session cannot differ. Its strings have their own translation context.
 */
class TimelineCardRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(TimelineCardRenderer)

public:
    static const QColor kGreen;
    static const QColor kAmber;
    static const QColor kRed;
    static const QColor kBlue;
    static const QColor kGrey;

    /// "350 ms" below a second, else "1.2 s" in the UI locale.
    static QString seconds(qint64 ms);
    /// A card's duration: seconds(), or empty when the step has no measured time (a cancelled run's
    /// steps that never ran or never finished), never "0 ms".
    static QString duration(qint64 ms);
    /// The run's elapsed time: its total, else from its start to its end; 0 when unknown.
    static qint64 elapsedMs(const model::ResearchState& state);

    static void renderAnalysis(TimelineCard* card, const model::ResearchState& state);
    /// The analysis card's as-of line: the date the run researched and where it came from.
    static QString asOfLine(const model::ResearchState& state);
    static void renderIteration(TimelineCard* card, int index, const model::ResearchState& state);
    static void renderSummary(TimelineCard* card, const model::ResearchState& state);
    /// `workerError` is what the worker said beyond the state (a session that could not be saved).
    static void renderOutcome(TimelineCard* card, const model::ResearchState& state, const QString& workerError);

    /// True for the stages an iteration card shows (search, read, judge).
    static bool isIterationStage(model::Stage stage);
    /// The body of a step the run did not reach: it was cancelled, failed or interrupted first.
    static QString endedFirst(const model::ResearchState& state);

private:
    static QString iterationHtml(const model::Iteration& iteration, const model::ResearchState& state);
    static QString verdictHtml(const model::Verdict& verdict);
};

} // namespace lmars::ui
