// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

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
    Interrupted,   ///< "interrupted": the program ended while the run was going on
    Incomplete     ///< "incomplete": an error stopped the answer after part of it was written (answer.incompleteReason)
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
    Reason,    ///< "reason": the IRAC role steps (facts, rules, application, common sense)
    Summary,   ///< "summary"
    Verify     ///< "verify": checking the answer's citations, quotations and claims
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
    WebSearch,       ///< "web_search"
    CaseLaw,         ///< "case_law"
    LocalDocuments,  ///< "local_documents"
    FederalRegister, ///< "federal_register": rules, notices and presidential documents (executive orders)
    Regulations,     ///< "regulations": the Code of Federal Regulations (eCFR)
    Statutes         ///< "statutes": a U.S. Code section by its citation ("42 U.S.C. § 1983")
};
Q_ENUM_NS(QueryType)

/// A source the user can ask for (`--sources`, the composer's toggles, the settings file). Not a
/// SourceType: "searxng" asks for the web through one particular backend.
enum class SourceChoice
{
    Web,             ///< "web": the configured web backend (Serper, else SearXNG)
    Searxng,         ///< "searxng": the web through the SearXNG instance, even when a Serper key is set
    CaseLaw,         ///< "caselaw": CourtListener
    Local,           ///< "local": the user's document library
    FederalRegister, ///< "fedreg": the Federal Register API
    Ecfr,            ///< "ecfr": the electronic Code of Federal Regulations
    UsCode           ///< "uscode": the U.S. Code (GovInfo)
};
Q_ENUM_NS(SourceChoice)

/// The backend the "web" source uses, resolved from the configuration.
enum class WebBackend
{
    None,   ///< no web search configured
    Serper, ///< Serper (SERPER_API_KEY)
    Searxng ///< a SearXNG instance (LMARS_SEARXNG_URL)
};
Q_ENUM_NS(WebBackend)

/// How the answer is written (issue 16).
enum class AnswerFormat
{
    Standard, ///< "standard": direct answer, discussion, key points, disclaimers
    Irac      ///< "irac": Issues, Rules, Application, Conclusion, then key points and disclaimers
};
Q_ENUM_NS(AnswerFormat)

/// The role steps of an IRAC answer in multi-turn mode (MASLegalBench's role agents), in run order.
enum class IracRole
{
    Facts,       ///< "facts": the facts from the question, the follow-up answers and the sources
    Rules,       ///< "rules": the issues and the governing rules with their source numbers
    Application, ///< "application": each rule applied to the facts, with the arguments on both sides
    CommonSense  ///< "common_sense": practical and common-sense considerations
};
Q_ENUM_NS(IracRole)

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

/// "standard", "irac"
QString answerFormatName(AnswerFormat format);
bool parseAnswerFormat(const QString& text, AnswerFormat* out);

/// "facts", "rules", "application", "common_sense"
QString iracRoleName(IracRole role);
bool parseIracRole(const QString& text, IracRole* out);
/// Every role, in the order the steps run.
QList<IracRole> allIracRoles();

/// "web", "caselaw", "official", "local"
QString sourceTypeName(SourceType type);
bool parseSourceType(const QString& text, SourceType* out);

/// "web_search", "case_law", "local_documents", "federal_register", "regulations", "statutes"
QString queryTypeName(QueryType type);
bool parseQueryType(const QString& text, QueryType* out);
/// The query type a source of this type answers (Official sources take web-style queries).
QueryType queryTypeFor(SourceType source);

/// The query type the sources of this choice answer (planned queries are routed by it).
QueryType queryTypeOf(SourceChoice choice);

/// "web", "searxng", "caselaw", "local", "fedreg", "ecfr", "uscode"
QString sourceChoiceName(SourceChoice choice);
bool parseSourceChoice(const QString& text, SourceChoice* out);
/// Every choice, in the order they are offered.
QList<SourceChoice> allSourceChoices();
/// What "all" asks for: every source except the SearXNG override (web, caselaw, local, fedreg, ecfr, uscode).
QList<SourceChoice> everySourceChoice();
/// Parses a list of boundary names ("web", " CaseLaw ", "all"); false with *unknown set to the first
/// name that is none. "all" stands for everySourceChoice(). Duplicates are kept once.
bool parseSourceChoices(const QStringList& names, QList<SourceChoice>* out, QString* unknown = nullptr);
QStringList sourceChoiceNames(const QList<SourceChoice>& choices);
/// The source type a choice searches (Searxng is a web source).
SourceType sourceTypeOf(SourceChoice choice);

/// "Serper", "SearXNG" (product names, not translated); empty for None.
QString webBackendName(WebBackend backend);

/// "primary", "official", "reputable", "user-generated", "unknown"
QString authorityTierName(AuthorityTier tier);

} // namespace lmars::model
