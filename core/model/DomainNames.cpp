// SPDX-License-Identifier: GPL-3.0-or-later
#include "DomainNames.h"

#include <QHash>

namespace lmars::model {

QString DomainNames::displayName(ResearchMode mode)
{
    switch (mode) {
    case ResearchMode::Simple:
        return tr("Simple");
    case ResearchMode::MultiTurn:
        return tr("Multi-turn");
    case ResearchMode::Evidence:
        return tr("Evidence-only");
    }
    return {};
}

QString DomainNames::displayName(AnswerFormat format)
{
    switch (format) {
    case AnswerFormat::Standard:
        return tr("Standard");
    case AnswerFormat::Irac:
        return tr("IRAC");
    }
    return {};
}

QString DomainNames::displayName(IracRole role)
{
    switch (role) {
    case IracRole::Facts:
        return tr("Facts");
    case IracRole::Rules:
        return tr("Rules");
    case IracRole::Application:
        return tr("Application");
    case IracRole::CommonSense:
        return tr("Common sense");
    }
    return {};
}

QString DomainNames::displayName(RunStatus status)
{
    switch (status) {
    case RunStatus::Running:
        return tr("running");
    case RunStatus::AwaitingInput:
        return tr("waiting for answers");
    case RunStatus::Finished:
        return tr("finished");
    case RunStatus::Cancelled:
        return tr("cancelled");
    case RunStatus::Failed:
        return tr("failed");
    case RunStatus::Interrupted:
        return tr("interrupted");
    case RunStatus::Incomplete:
        return tr("incomplete");
    }
    return {};
}

QString DomainNames::displayName(Stage stage)
{
    switch (stage) {
    case Stage::None:
        return {};
    case Stage::FollowUps:
        return tr("Clarifying questions");
    case Stage::Query:
        return tr("Analysis");
    case Stage::Search:
        return tr("Search");
    case Stage::Read:
        return tr("Reading pages");
    case Stage::Judge:
        return tr("Judge");
    case Stage::Rank:
        return tr("Ranking");
    case Stage::Reason:
        return tr("Legal reasoning");
    case Stage::Summary:
        return tr("Answer");
    case Stage::Verify:
        return tr("Verification");
    }
    return {};
}

QString DomainNames::displayName(SourceType type)
{
    switch (type) {
    case SourceType::Web:
        return tr("Web");
    case SourceType::CaseLaw:
        return tr("Case law");
    case SourceType::Official:
        return tr("Official sources");
    case SourceType::Local:
        return tr("My documents");
    }
    return {};
}

QString DomainNames::displayName(QueryType type)
{
    switch (type) {
    case QueryType::WebSearch:
        return tr("Web search");
    case QueryType::CaseLaw:
        return tr("Case law search");
    case QueryType::LocalDocuments:
        return tr("Document search");
    case QueryType::FederalRegister:
        return tr("Federal Register search");
    case QueryType::Regulations:
        return tr("Regulations search (eCFR)");
    case QueryType::Statutes:
        return tr("U.S. Code section");
    }
    return {};
}

QString DomainNames::displayName(AuthorityTier tier)
{
    switch (tier) {
    case AuthorityTier::Primary:
        return tr("Primary");
    case AuthorityTier::Official:
        return tr("Official");
    case AuthorityTier::Reputable:
        return tr("Reputable");
    case AuthorityTier::UserGenerated:
        return tr("User-generated");
    case AuthorityTier::Unknown:
        break;
    }
    return tr("Unrated");
}

QString DomainNames::sourceDisplayName(const QString& implementation)
{
    static const QHash<QString, const char*> names = {
        {QStringLiteral("serper"), "Serper"},
        {QStringLiteral("searxng"), "SearXNG"},
        {QStringLiteral("courtlistener"), "CourtListener"},
        {QStringLiteral("federalregister"), "Federal Register"},
        {QStringLiteral("ecfr"), "eCFR"},
        {QStringLiteral("uscode"), "U.S. Code"},
    };
    if (implementation == QLatin1String("library"))
        return tr("My documents");
    const auto it = names.constFind(implementation);
    return it == names.cend() ? implementation : QString::fromLatin1(*it);
}

} // namespace lmars::model
