// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/LibraryBackend.h"
#include "search/SearchSource.h"

#include <QCoreApplication>

#include <functional>
#include <memory>
#include <mutex>

namespace lmars::library {

/**
 * The user's document library as a search source (type `local`, name "library"). Each result is
 * a passage: title, heading path, page, file path and score in its model::LibraryPassageRecord, a snippet with the
 * matched terms, the passage text as content. The library is whichever backend the opener gives
 * (the embedded library or the firm server's), opened on the first search; when it cannot be
 * opened or searched (the server is unreachable), that search fails with the reason and the run
 * goes on with its other sources. The query's as-of date keeps only the passages valid that day, and
 * its matter only that matter's documents. The dense channel and fusion are as the settings say
 * (the defaults given); each result's library passage record names the channels that found it
 * (LibraryPassageRecord::channels). Thread-safe: searches share one backend, one at a time.
 */
class LocalLibrarySource final : public search::SearchSource
{
    Q_DECLARE_TR_FUNCTIONS(LocalLibrarySource)

public:
    using Opener = std::function<Result<std::unique_ptr<store::LibraryBackend>>()>;

    /// opener: called on the first search (on the searching thread) to open the library.
    /// defaults: the dense channel and fusion of every search (BackendSettings::applyDense).
    explicit LocalLibrarySource(Opener opener, int defaultK = 5, store::LibraryQuery defaults = {});
    ~LocalLibrarySource() override;

    model::SourceType type() const override { return model::SourceType::Local; }
    QString name() const override { return QStringLiteral("library"); }
    Result<QList<model::SearchResult>> search(const search::SearchQuery& query,
                                              const CancelToken& cancel = {}) override;

private:
    Opener m_opener;
    int m_defaultK;
    store::LibraryQuery m_defaults;
    std::mutex m_mutex;
    std::unique_ptr<store::LibraryBackend> m_library;
};

} // namespace lmars::library
