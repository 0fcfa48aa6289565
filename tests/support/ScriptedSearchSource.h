// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/SearchSource.h"

#include <QHash>
#include <QList>

#include <mutex>
#include <optional>

namespace lmars::test {

/**
 * An in-process SearchSource for unit tests of the research logic: results are scripted per query
 * text (exact match, else the default results), errors likewise; every query received is recorded.
 * Thread-safe, as a run searches concurrently.
 */
class ScriptedSearchSource final : public search::SearchSource
{
public:
    explicit ScriptedSearchSource(model::SourceType type = model::SourceType::Web,
                                  const QString& name = QStringLiteral("scripted"));

    /// A web result with the id a real web source would give its URL.
    static model::SearchResult webResult(const QString& url, const QString& title, const QString& snippet);

    /// What a search for exactly this text returns (every time it is asked).
    void setResults(const QString& queryText, const QList<model::SearchResult>& results);
    /// What any other query returns (none by default).
    void setDefaultResults(const QList<model::SearchResult>& results);
    /// A search for exactly this text fails with this error.
    void setError(const QString& queryText, const Error& error);

    QList<search::SearchQuery> queries() const;

    model::SourceType type() const override { return m_type; }
    QString name() const override { return m_name; }
    Result<QList<model::SearchResult>> search(const search::SearchQuery& query,
                                              const CancelToken& cancel = {}) override;

private:
    const model::SourceType m_type;
    const QString m_name;
    mutable std::mutex m_mutex;
    QHash<QString, QList<model::SearchResult>> m_results;
    QHash<QString, Error> m_errors;
    QList<model::SearchResult> m_defaultResults;
    QList<search::SearchQuery> m_queries;
};

} // namespace lmars::test
