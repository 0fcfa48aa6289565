// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/ChatModel.h"
#include "model/ResearchState.h"

#include <QCoreApplication>
#include <QDate>

namespace lmars::agents {

/**
 * Writes the answer as streamed Markdown from the numbered sources, then splits it into body,
 * key points and disclaimers and checks every [n] marker against the source list.
 */
class SummaryAgent final
{
    Q_DECLARE_TR_FUNCTIONS(SummaryAgent)

public:
    explicit SummaryAgent(llm::ChatModel& model, QDate today = QDate::currentDate());

    /// Streams deltas to onDelta while generating; returns the checked answer. evidenceNote: what the
    /// judge found missing (multi-turn), told to the model so the answer says what is not established.
    Result<model::Answer> write(const model::ResearchState& state, const QString& evidenceNote,
                                const llm::DeltaHandler& onDelta, const CancelToken& cancel = {});

    /// Turns the model's raw Markdown into the Answer (split, marker check, default disclaimer).
    static model::Answer finish(const QString& rawMarkdown, const QList<model::SearchResult>& sources);
    /// The numbered source list as the model sees it.
    static QString formatSources(const QList<model::SearchResult>& sources);
    /// The standard disclaimer added when the model wrote none.
    static QString standardDisclaimer();

private:
    llm::ChatModel& m_model;
    QDate m_today;
};

} // namespace lmars::agents
