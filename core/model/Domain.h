// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

/**
 * The vocabulary of a research run. Values are enums everywhere inside the program; they become
 * strings only at the boundaries (trajectory JSON, SQL, CLI arguments) through the *Name() and
 * parse*() functions below, and user-visible text through DomainNames.
 */
namespace lmars::model {
Q_NAMESPACE

enum class ResearchMode
{
    Simple,    ///< "simple": query → search → answer
    MultiTurn, ///< "multi": follow-ups, then search–read–judge rounds, then the answer
    Evidence   ///< "evidence": no model; ranked sources only
};
Q_ENUM_NS(ResearchMode)

enum class RunStatus
{
    Running,       ///< "running"
    AwaitingInput, ///< "awaiting_input": waiting for answers to clarifying questions
    Finished,      ///< "finished"
    Cancelled,     ///< "cancelled"
    Failed,        ///< "failed"
    Interrupted    ///< "interrupted": the program ended while the run was going on
};
Q_ENUM_NS(RunStatus)

enum class Stage
{
    None,      ///< "": outside any stage
    FollowUps, ///< "followups"
    Query,     ///< "query": analysis and search planning
    Search,    ///< "search"
    Read,      ///< "read": pages read in full
    Judge,     ///< "judge"
    Rank,      ///< "rank": evidence-only ranking
    Summary    ///< "summary"
};
Q_ENUM_NS(Stage)

enum class SourceType
{
    Web,      ///< "web"
    CaseLaw,  ///< "caselaw"
    Official, ///< "official"
    Local     ///< "local"
};
Q_ENUM_NS(SourceType)

/// What a planned query is for; decides which sources it suits.
enum class QueryType
{
    WebSearch,     ///< "web_search"
    CaseLaw,       ///< "case_law"
    LocalDocuments ///< "local_documents"
};
Q_ENUM_NS(QueryType)

/// Authority tiers of ../shared/reference/uscore.md (C component).
enum class AuthorityTier
{
    Primary,
    Official,
    Reputable,
    UserGenerated,
    Unknown
};
Q_ENUM_NS(AuthorityTier)

/// "simple", "multi", "evidence"
QString modeName(ResearchMode mode);
bool parseMode(const QString& text, ResearchMode* out);

/// "running", "awaiting_input", "finished", "cancelled", "failed", "interrupted"
QString statusName(RunStatus status);
bool parseStatus(const QString& text, RunStatus* out);
/// True once a run can change no more (finished, cancelled, failed, interrupted).
bool isFinal(RunStatus status);

/// "", "followups", "query", "search", "read", "judge", "rank", "summary"
QString stageName(Stage stage);
bool parseStage(const QString& text, Stage* out);

/// "web", "caselaw", "official", "local"
QString sourceTypeName(SourceType type);
bool parseSourceType(const QString& text, SourceType* out);

/// "web_search", "case_law", "local_documents"
QString queryTypeName(QueryType type);
bool parseQueryType(const QString& text, QueryType* out);
/// The query type a source of this type answers (Official sources take web-style queries).
QueryType queryTypeFor(SourceType source);

/// "primary", "official", "reputable", "user-generated", "unknown"
QString authorityTierName(AuthorityTier tier);

} // namespace lmars::model
