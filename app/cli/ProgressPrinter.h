// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchEvent.h"

#include <QCoreApplication>

namespace lmars::cli {

/// Prints live progress of a run on stderr: stages, queries, result counts per source, elapsed time.
class ProgressPrinter final : public model::ResearchObserver
{
    Q_DECLARE_TR_FUNCTIONS(ProgressPrinter)

public:
    void onEvent(const model::ResearchEvent& event, const model::ResearchState& state) override;

private:
    static QString stageLabel(model::Stage stage);
    void print(qint64 elapsedMs, const QString& text);

    qint64 m_answerChars = 0;
    qint64 m_lastDeltaReportMs = -1;
};

} // namespace lmars::cli
