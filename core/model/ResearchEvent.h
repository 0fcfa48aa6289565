// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Domain.h"
#include "model/ResearchState.h"

#include <QString>

#include <nlohmann/json.hpp>

namespace lmars::model {

/**
 * One step of a run, as it happens. The CLI progress, the GUI and the session store consume the
 * same events; each renders from the state the event comes with, and the event says what changed.
 * Only the payload of the event's type is set.
 */
struct ResearchEvent
{
    enum class Type
    {
        StageStarted,      ///< stage, iteration
        StageFinished,     ///< stage, iteration, ms
        QueryIssued,       ///< query (pending)
        ResultsArrived,    ///< query (with its result count and time)
        AnswerDelta,       ///< delta: the new Markdown
        Error,             ///< error: its stage, source and kind, and the message
        Finished,          ///< status: finished, cancelled or failed
        FollowUpsAsked,    ///< count: number of clarifying questions (state.followUps holds them)
        FollowUpsAnswered, ///< count: number answered
        PageFetched,       ///< page: url, source id, read or why not, characters kept
        Verdict,           ///< sufficient (state holds the whole verdict in the iteration)
        RoleStep,          ///< count: index of the IRAC role step that finished (issue 16; state holds it)
        Verification       ///< count: checks finished so far (state.verification holds them)
    };

    Type type = Type::StageStarted;
    Stage stage = Stage::None;
    int iteration = 0;    ///< 1-based search iteration, 0 outside the loop
    qint64 ms = 0;        ///< duration of the step, when it has one
    qint64 elapsedMs = 0; ///< since the run started

    IssuedQuery query;
    PageRead page;
    RunError error;
    QString delta;
    RunStatus status = RunStatus::Running;
    int count = 0;
    bool sufficient = false;

    /// An event of this type in this stage (and search iteration); the caller sets its payload.
    static ResearchEvent of(Type type, Stage stage, int iteration = 0);
    static QString typeName(Type type);
    /// {type, stage, iteration, ms, elapsedMs} and the payload of the type (the session log's form).
    nlohmann::json toJson() const;
};

/// Receives every event of a run on the run's thread, in order.
class ResearchObserver
{
public:
    virtual ~ResearchObserver() = default;
    virtual void onEvent(const ResearchEvent& event, const ResearchState& state) = 0;
};

} // namespace lmars::model
