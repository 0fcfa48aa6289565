// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunEndMessage.h"

#include "MainWindow.h"

namespace lmars::ui {

RunEndMessage RunEndMessage::of(const model::ResearchState& state, bool continued, const QString& error,
                                qint64 cancelLatencyMs)
{
    constexpr int kShown = 10000;
    if (continued && !error.isEmpty())
        return {MainWindow::tr("The answer could not be continued; the text written so far is kept. %1").arg(error), 0,
                false};
    if (continued && cancelLatencyMs >= 0)
        return {MainWindow::tr("Continuation cancelled; the answer written so far is kept."), kShown, false};
    if (continued)
        return {state.answer.incomplete || state.answer.truncated
                    ? MainWindow::tr("The continuation stopped before the end of the answer.")
                    : MainWindow::tr("The answer was continued."),
                kShown, false};
    if (state.status == model::RunStatus::Cancelled)
        return {MainWindow::tr("Cancelled: stopped %1 ms after you asked; %n source(s) kept.", nullptr,
                               int(state.sources.size()))
                    .arg(cancelLatencyMs),
                kShown, false};
    if (state.status == model::RunStatus::Finished)
        return {MainWindow::tr("Done: %n source(s).", nullptr, int(state.sources.size())), kShown, false};
    return {error.isEmpty() ? MainWindow::tr("The research failed.") : error, 0, true};
}

} // namespace lmars::ui
