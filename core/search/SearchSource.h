// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "model/AsOf.h"
#include "model/SearchResult.h"

#include <QList>
#include <QString>

#include <optional>

namespace lmars::search {

struct SearchQuery
{
    QString text;
    int maxResults = 10;
    QString courts;      ///< case law: space-separated CourtListener court ids (e.g. "scotus ca9")
    QString filedAfter;  ///< case law: YYYY-MM-DD
    QString filedBefore; ///< case law: YYYY-MM-DD
    /// The law as of this day (local documents valid then; opinions filed by then; Federal Register
    /// documents published by then; CFR text in force then); null: the current law.
    model::AsOf asOf;
    /// The document library: only this matter's documents ("" is "No matter"); unset: every matter.
    std::optional<QString> matter;
};

/// One place to search. Implementations are thread-safe: a run calls search() concurrently.
class SearchSource
{
public:
    virtual ~SearchSource() = default;
    SearchSource(const SearchSource&) = delete;
    SearchSource& operator=(const SearchSource&) = delete;

    virtual model::SourceType type() const = 0;
    /// The type of planned query this source answers; a run sends each query only to the sources
    /// of its type. By default the one that suits type().
    virtual model::QueryType queryType() const { return model::queryTypeFor(type()); }
    /// Short stable name used in trajectories and progress ("serper", "courtlistener").
    virtual QString name() const = 0;
    virtual Result<QList<model::SearchResult>> search(const SearchQuery& query, const CancelToken& cancel = {}) = 0;
    /// Whether a query with this text can be searched here at all, decided without a request (a
    /// source that reads only what the text cites cannot search other words). A run sends a query
    /// only to the sources that can answer it; whyNot (when given) gets the reason, in English.
    virtual bool canAnswer(const QString& text, QString* whyNot = nullptr) const
    {
        Q_UNUSED(text)
        Q_UNUSED(whyNot)
        return true;
    }

protected:
    SearchSource() = default;
};

} // namespace lmars::search
