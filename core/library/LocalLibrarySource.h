// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/SearchSource.h"

#include <QCoreApplication>

#include <memory>
#include <mutex>

namespace lmars::store {
class LibraryStore;
}

namespace lmars::library {

/**
 * The user's document library as a search source (type `local`, name "library"). Each result is
 * a passage: title, heading path, page, file path and score in metadata, a snippet with the
 * matched terms, the passage text as content. Thread-safe: searches share one read connection.
 */
class LocalLibrarySource final : public search::SearchSource
{
    Q_DECLARE_TR_FUNCTIONS(LocalLibrarySource)

public:
    explicit LocalLibrarySource(QString databasePath, int defaultK = 5);
    ~LocalLibrarySource() override;

    /// Only passages valid on this day (yyyy-MM-dd); empty for no time filter.
    void setAsOf(const QString& date);

    model::SourceType type() const override { return model::SourceType::Local; }
    QString name() const override { return QStringLiteral("library"); }
    Result<QList<model::SearchResult>> search(const search::SearchQuery& query,
                                              const CancelToken& cancel = {}) override;

private:
    QString m_databasePath;
    int m_defaultK;
    QString m_asOf;
    std::mutex m_mutex;
    std::unique_ptr<store::LibraryStore> m_store;
};

} // namespace lmars::library
