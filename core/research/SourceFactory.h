// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "model/SearchResult.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <memory>

namespace lmars::search {
class SearchSource;
}
namespace lmars::settings {
struct AppConfig;
}

namespace lmars::research {

/// Builds the enabled search sources from the configuration.
class SourceFactory final
{
    Q_DECLARE_TR_FUNCTIONS(SourceFactory)

public:
    /// requested: source names ("web", "searxng", "caselaw", "local"); empty = every source that is
    /// configured (local once a document library exists).
    /// "web" is Serper when SERPER_API_KEY is set, else SearXNG when LMARS_SEARXNG_URL is set;
    /// "searxng" forces SearXNG (and replaces "web" when both are asked for).
    /// A requested source that lacks configuration is a Configuration error naming what to set;
    /// a default source that lacks it is skipped with a note in *notes.
    static Result<QList<std::shared_ptr<search::SearchSource>>>
    create(const settings::AppConfig& config, const QStringList& requested, QStringList* notes);
    /// The names create() understands.
    static QStringList knownSources();
};

} // namespace lmars::research
