// SPDX-License-Identifier: GPL-3.0-or-later
#include "Domain.h"

#include "EnumNames.h"

namespace lmars::model {

QString modeName(ResearchMode mode)
{
    switch (mode) {
    case ResearchMode::Simple:
        return QStringLiteral("simple");
    case ResearchMode::MultiTurn:
        return QStringLiteral("multi");
    case ResearchMode::Evidence:
        return QStringLiteral("evidence");
    }
    return QStringLiteral("simple");
}

bool parseMode(const QString& text, ResearchMode* out)
{
    return parseByName(text, out, [](ResearchMode m) { return modeName(m); });
}

QString answerFormatName(AnswerFormat format)
{
    switch (format) {
    case AnswerFormat::Standard:
        return QStringLiteral("standard");
    case AnswerFormat::Irac:
        return QStringLiteral("irac");
    }
    return QStringLiteral("standard");
}

bool parseAnswerFormat(const QString& text, AnswerFormat* out)
{
    return parseByName(text, out, [](AnswerFormat f) { return answerFormatName(f); });
}

QString iracRoleName(IracRole role)
{
    switch (role) {
    case IracRole::Facts:
        return QStringLiteral("facts");
    case IracRole::Rules:
        return QStringLiteral("rules");
    case IracRole::Application:
        return QStringLiteral("application");
    case IracRole::CommonSense:
        return QStringLiteral("common_sense");
    }
    return QStringLiteral("facts");
}

bool parseIracRole(const QString& text, IracRole* out)
{
    return parseByName(text, out, [](IracRole r) { return iracRoleName(r); });
}

QList<IracRole> allIracRoles()
{
    return {IracRole::Facts, IracRole::Rules, IracRole::Application, IracRole::CommonSense};
}

QString statusName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running:
        return QStringLiteral("running");
    case RunStatus::AwaitingInput:
        return QStringLiteral("awaiting_input");
    case RunStatus::Finished:
        return QStringLiteral("finished");
    case RunStatus::Cancelled:
        return QStringLiteral("cancelled");
    case RunStatus::Failed:
        return QStringLiteral("failed");
    case RunStatus::Interrupted:
        return QStringLiteral("interrupted");
    case RunStatus::Incomplete:
        return QStringLiteral("incomplete");
    }
    return QStringLiteral("running");
}

bool parseStatus(const QString& text, RunStatus* out)
{
    return parseByName(text, out, [](RunStatus s) { return statusName(s); });
}

bool isFinal(RunStatus status)
{
    return status != RunStatus::Running && status != RunStatus::AwaitingInput;
}

QString stageName(Stage stage)
{
    switch (stage) {
    case Stage::None:
        return {};
    case Stage::FollowUps:
        return QStringLiteral("followups");
    case Stage::Query:
        return QStringLiteral("query");
    case Stage::Search:
        return QStringLiteral("search");
    case Stage::Read:
        return QStringLiteral("read");
    case Stage::Judge:
        return QStringLiteral("judge");
    case Stage::Rank:
        return QStringLiteral("rank");
    case Stage::Reason:
        return QStringLiteral("reason");
    case Stage::Summary:
        return QStringLiteral("summary");
    case Stage::Verify:
        return QStringLiteral("verify");
    }
    return {};
}

bool parseStage(const QString& text, Stage* out)
{
    return parseByName(text, out, [](Stage s) { return stageName(s); });
}

QString sourceTypeName(SourceType type)
{
    switch (type) {
    case SourceType::Web:
        return QStringLiteral("web");
    case SourceType::CaseLaw:
        return QStringLiteral("caselaw");
    case SourceType::Official:
        return QStringLiteral("official");
    case SourceType::Local:
        return QStringLiteral("local");
    }
    return QStringLiteral("web");
}

bool parseSourceType(const QString& text, SourceType* out)
{
    return parseByName(text, out, [](SourceType t) { return sourceTypeName(t); });
}

QString queryTypeName(QueryType type)
{
    switch (type) {
    case QueryType::WebSearch:
        return QStringLiteral("web_search");
    case QueryType::CaseLaw:
        return QStringLiteral("case_law");
    case QueryType::LocalDocuments:
        return QStringLiteral("local_documents");
    case QueryType::FederalRegister:
        return QStringLiteral("federal_register");
    case QueryType::Regulations:
        return QStringLiteral("regulations");
    case QueryType::Statutes:
        return QStringLiteral("statutes");
    }
    return QStringLiteral("web_search");
}

bool parseQueryType(const QString& text, QueryType* out)
{
    return parseByName(text, out, [](QueryType t) { return queryTypeName(t); });
}

QueryType queryTypeFor(SourceType source)
{
    switch (source) {
    case SourceType::CaseLaw:
        return QueryType::CaseLaw;
    case SourceType::Local:
        return QueryType::LocalDocuments;
    case SourceType::Web:
    case SourceType::Official:
        break;
    }
    return QueryType::WebSearch;
}

QString sourceChoiceName(SourceChoice choice)
{
    switch (choice) {
    case SourceChoice::Web:
        return QStringLiteral("web");
    case SourceChoice::Searxng:
        return QStringLiteral("searxng");
    case SourceChoice::CaseLaw:
        return QStringLiteral("caselaw");
    case SourceChoice::Local:
        return QStringLiteral("local");
    case SourceChoice::FederalRegister:
        return QStringLiteral("fedreg");
    case SourceChoice::Ecfr:
        return QStringLiteral("ecfr");
    case SourceChoice::UsCode:
        return QStringLiteral("uscode");
    }
    return QStringLiteral("web");
}

QueryType queryTypeOf(SourceChoice choice)
{
    switch (choice) {
    case SourceChoice::Web:
    case SourceChoice::Searxng:
        break;
    case SourceChoice::CaseLaw:
        return QueryType::CaseLaw;
    case SourceChoice::Local:
        return QueryType::LocalDocuments;
    case SourceChoice::FederalRegister:
        return QueryType::FederalRegister;
    case SourceChoice::Ecfr:
        return QueryType::Regulations;
    case SourceChoice::UsCode:
        return QueryType::Statutes;
    }
    return QueryType::WebSearch;
}

bool parseSourceChoice(const QString& text, SourceChoice* out)
{
    return parseByName(text, out, [](SourceChoice c) { return sourceChoiceName(c); });
}

QList<SourceChoice> allSourceChoices()
{
    return {SourceChoice::Web,   SourceChoice::Searxng,         SourceChoice::CaseLaw,
            SourceChoice::Local, SourceChoice::FederalRegister, SourceChoice::Ecfr,
            SourceChoice::UsCode};
}

QList<SourceChoice> everySourceChoice()
{
    QList<SourceChoice> choices = allSourceChoices();
    choices.removeAll(SourceChoice::Searxng);
    return choices;
}

bool parseSourceChoices(const QStringList& names, QList<SourceChoice>* out, QString* unknown)
{
    QList<SourceChoice> choices;
    for (const QString& name : names) {
        if (name.trimmed().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0) {
            for (SourceChoice every : everySourceChoice()) {
                if (!choices.contains(every))
                    choices << every;
            }
            continue;
        }
        SourceChoice choice;
        if (!parseSourceChoice(name, &choice)) {
            if (unknown)
                *unknown = name.trimmed();
            return false;
        }
        if (!choices.contains(choice))
            choices << choice;
    }
    if (out)
        *out = choices;
    return true;
}

QStringList sourceChoiceNames(const QList<SourceChoice>& choices)
{
    QStringList names;
    for (SourceChoice choice : choices)
        names << sourceChoiceName(choice);
    return names;
}

SourceType sourceTypeOf(SourceChoice choice)
{
    switch (choice) {
    case SourceChoice::CaseLaw:
        return SourceType::CaseLaw;
    case SourceChoice::Local:
        return SourceType::Local;
    case SourceChoice::FederalRegister:
    case SourceChoice::Ecfr:
    case SourceChoice::UsCode:
        return SourceType::Official;
    case SourceChoice::Web:
    case SourceChoice::Searxng:
        break;
    }
    return SourceType::Web;
}

QString webBackendName(WebBackend backend)
{
    switch (backend) {
    case WebBackend::Serper:
        return QStringLiteral("Serper");
    case WebBackend::Searxng:
        return QStringLiteral("SearXNG");
    case WebBackend::None:
        break;
    }
    return {};
}

QString authorityTierName(AuthorityTier tier)
{
    switch (tier) {
    case AuthorityTier::Primary:
        return QStringLiteral("primary");
    case AuthorityTier::Official:
        return QStringLiteral("official");
    case AuthorityTier::Reputable:
        return QStringLiteral("reputable");
    case AuthorityTier::UserGenerated:
        return QStringLiteral("user-generated");
    case AuthorityTier::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

} // namespace lmars::model
