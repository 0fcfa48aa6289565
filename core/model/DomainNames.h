// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Domain.h"

#include <QCoreApplication>
#include <QString>

namespace lmars::model {

/// The one translated display name of each domain value, in the user's language.
class DomainNames final
{
    Q_DECLARE_TR_FUNCTIONS(DomainNames)

public:
    /// "Simple", "Multi-turn", "Evidence-only"
    static QString displayName(ResearchMode mode);
    /// "running", "waiting for answers", "finished", "cancelled", "failed", "interrupted"
    static QString displayName(RunStatus status);
    /// "Clarifying questions", "Analysis", "Search", "Reading pages", "Judge", "Ranking", "Answer"
    static QString displayName(Stage stage);
    /// "Web", "Case law", "Official sources", "My documents"
    static QString displayName(SourceType type);
    /// "Web search", "Case law search", "Document search"
    static QString displayName(QueryType type);
    /// "Standard", "IRAC"
    static QString displayName(AnswerFormat format);
    /// "Facts", "Rules", "Application", "Common sense"
    static QString displayName(IracRole role);
    /// "Primary", "Official", "Reputable", "User-generated", "Unrated"
    static QString displayName(AuthorityTier tier);
    /// A search source's implementation name as people read it: "serper" → "Serper", "courtlistener" →
    /// "CourtListener", "library" → "My documents", …; an unknown name as it is.
    static QString sourceDisplayName(const QString& implementation);
};

} // namespace lmars::model
