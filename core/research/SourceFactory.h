// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "model/Domain.h"
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
    /// Who reads an error hint or a note: the desktop application or the command line.
    enum class Audience
    {
        Desktop,
        CommandLine
    };

    /// requested: the sources asked for; empty = every source that is configured (local once a
    /// document library exists). Web is Serper when SERPER_API_KEY is set, else SearXNG when
    /// LMARS_SEARXNG_URL is set; Searxng forces SearXNG (and replaces Web when both are asked for).
    /// A requested source that lacks configuration is a Configuration error naming what to set;
    /// a default source that lacks it is skipped with a note in *notes. The Federal Register (fedreg),
    /// eCFR (ecfr) and the U.S. Code (uscode) need no key and join only when asked for; "all" (every choice but
    /// searxng) skips an empty library with a note. audience: a note for the window names the Settings
    /// field where one for the command line names the environment variable.
    static Result<QList<std::shared_ptr<search::SearchSource>>> create(const settings::AppConfig& config,
                                                                       const QList<model::SourceChoice>& requested,
                                                                       QStringList* notes,
                                                                       Audience audience = Audience::CommandLine);
    /// Parses `--sources`-style names (case-insensitive); a Usage error names the unknown one and
    /// the known names.
    static Result<QList<model::SourceChoice>> parseChoices(const QStringList& names);
};

} // namespace lmars::research
