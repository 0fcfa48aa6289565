// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Error.h"
#include "model/AsOf.h"
#include "model/Domain.h"
#include "model/ModelCall.h"
#include "model/RoleStep.h"
#include "model/RunSettings.h"
#include "model/SearchResult.h"
#include "model/UScore.h"
#include "model/UsageTotals.h"
#include "model/Verdict.h"
#include "model/Verification.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::model {

/// Version of the trajectory document (docs/ARCHITECTURE.md §5): bump when a key changes meaning.
/// 2: "verification" (issue 13) and the fields of issues 14 and 16; version-1 documents still open.
inline constexpr int kTrajectoryVersion = 2;

struct FollowUp
{
    QString question;
    QString reason;
    QString answer;
};

struct Party
{
    QString name;
    QString role;
};

struct QueryAnalysis
{
    bool present = false;
    QString legalArea;
    QString jurisdiction;
    AsOf asOf; ///< the day the question asks about (origin Question; the user's when given); "asOfDate"
    QList<Party> parties;
    QString timeline;
    QString urgency;
};

/// A query the query agent planned; its type decides which sources suit it.
struct PlannedQuery
{
    QString text;
    QueryType type = QueryType::WebSearch;
    int priority = 1;
};

/// One query sent to one search source. Appended when it is issued, completed when it answers.
struct IssuedQuery
{
    QString text;
    QueryType queryType = QueryType::WebSearch;
    SourceType source = SourceType::Web;
    QString sourceName;   ///< implementation: serper, courtlistener, ...
    int resultCount = -1; ///< -1 while the search runs
    qint64 ms = 0;
    QString error; ///< empty when it succeeded

    bool pending() const { return resultCount < 0 && error.isEmpty(); }
};

/// A planned query that was not run: no enabled source answers it (its type has no source), or the
/// plan had more queries than an iteration runs.
struct DroppedQuery
{
    QString text;
    QueryType queryType = QueryType::WebSearch;
    QString reason; ///< for the trajectory reader, in English
};

/// One page read in full in a multi-turn iteration (or the reason it could not be read).
struct PageRead
{
    QString url;
    QString sourceId;
    bool ok = false;
    QString reason; ///< why it was not read; empty when ok
    int chars = 0;  ///< characters kept
    qint64 ms = 0;
};

struct Iteration
{
    int index = 1;
    QList<IssuedQuery> queries;
    QList<DroppedQuery> droppedQueries; ///< planned but not run: no enabled source of their type, or over the cap
    QStringList resultIds;              ///< ids of the sources this iteration added
    QList<PageRead> pages;
    std::optional<Verdict> verdict; ///< none in simple mode and until the judge has spoken
};

struct Citation
{
    int n = 0;
    QString sourceId;
};

struct Answer
{
    QString markdown;    ///< answer body (disclaimers removed); unresolved markers rewritten
    QString rawMarkdown; ///< the model's text exactly as generated
    QStringList keyPoints;
    QStringList disclaimers;
    QList<Citation> citations;
    QList<int> unresolvedMarkers;
    bool truncated = false;   ///< the model stopped at its output token limit, even after a continuation
    bool incomplete = false;  ///< an error interrupted the answer after part of it was written
    QString incompleteReason; ///< that error, as shown to the user
};

/// How long one stage took; iteration is 0 outside the search loop. Trajectory name: "search#2".
struct StageTiming
{
    Stage stage = Stage::None;
    int iteration = 0;
    qint64 ms = 0;

    QString name() const;
    static StageTiming fromName(const QString& name, qint64 ms);
};

struct RunError
{
    Stage stage = Stage::None;
    QString source; ///< the source's name when one failed, else empty
    QString message;
    int iteration = 0; ///< the search iteration it happened in, 0 outside the loop
    ErrorKind kind = ErrorKind::Internal;
};

/// The single source of truth of one research run; serialises to the trajectory document.
class ResearchState
{
public:
    QString id;
    QString question;
    ResearchMode mode = ResearchMode::Simple;
    RunStatus status = RunStatus::Running;
    Stage activeStage = Stage::None; ///< the stage running now (not saved: a saved run runs no more)
    int activeIteration = 0;         ///< its iteration
    QDateTime startedAt;
    QDateTime finishedAt;
    QList<FollowUp> followUps;
    QueryAnalysis analysis;
    QList<PlannedQuery> plannedQueries;
    QList<Iteration> iterations;
    QList<SearchResult> sources;                        ///< index i has number n = i + 1
    AnswerFormat answerFormat = AnswerFormat::Standard; ///< how the answer is written ("answerFormat")
    QList<RoleStep> roleSteps;                          ///< IRAC role steps (multi-turn, irac format), in run order
    Answer answer;
    Verification verification;              ///< checks of the answer; present == false when none ran
    std::optional<UScoreComponents> uscore; ///< of the generated answer; none in evidence mode
    UsageTotals usage;
    QList<ModelCall> modelCalls; ///< every model call of the run, in order
    qint64 totalMs = 0;
    QList<StageTiming> stages;
    QList<RunError> errors;
    RunSettings settings; ///< what the run was asked to do ("settings"; never keys)

    /// Adds a source unless one with the same dedup key exists; returns its number n (1-based)
    /// and sets *added to whether it was new.
    int addSource(const SearchResult& result, bool* added = nullptr);
    /// Number n of a source id, or 0.
    int numberOf(const QString& sourceId) const;
    /// The iteration with this index, or nullptr.
    const Iteration* iteration(int index) const;
    Iteration* iteration(int index);
    /// Time of a finished stage (0 when it has not finished); stages may repeat per iteration.
    qint64 stageMs(Stage stage, int iteration = 0) const;
    bool stageRan(Stage stage) const;

    nlohmann::json toJson() const;
    /// toJson() without the models' reasoning text (exports, unless asked for it).
    nlohmann::json toJsonWithoutReasoning() const;
    /// A trajectory document with the "reasoning" of every model call removed (saved documents).
    static nlohmann::json withoutReasoning(nlohmann::json trajectory);
    /// Rebuilds a state from a trajectory document (for show/history).
    static ResearchState fromJson(const nlohmann::json& json);
};

/// "2026-11-21T05:43:08.123Z"
QString isoTimestamp(const QDateTime& time);

} // namespace lmars::model
