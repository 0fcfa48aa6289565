// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScriptedSearchSource.h"

#include "search/SearchText.h"

#include <QUrl>

namespace lmars::test {

ScriptedSearchSource::ScriptedSearchSource(model::SourceType type, const QString& name) : m_type(type), m_name(name) {}

model::SearchResult ScriptedSearchSource::webResult(const QString& url, const QString& title, const QString& snippet)
{
    model::SearchResult r;
    r.id = QStringLiteral("web:") + search::shortHash(model::normalizeUrl(url));
    r.type = model::SourceType::Web;
    r.url = url;
    r.title = title;
    r.snippet = snippet;
    r.site = search::siteOfUrl(QUrl(url));
    r.authority = model::authorityTierForUrl(url);
    return r;
}

void ScriptedSearchSource::setResults(const QString& queryText, const QList<model::SearchResult>& results)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_results.insert(queryText, results);
}

void ScriptedSearchSource::setDefaultResults(const QList<model::SearchResult>& results)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_defaultResults = results;
}

void ScriptedSearchSource::setError(const QString& queryText, const Error& error)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_errors.insert(queryText, error);
}

QList<search::SearchQuery> ScriptedSearchSource::queries() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_queries;
}

Result<QList<model::SearchResult>> ScriptedSearchSource::search(const search::SearchQuery& query,
                                                                const CancelToken& cancel)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_queries.append(query);
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, QStringLiteral("the scripted search was cancelled"));
    if (const auto error = m_errors.constFind(query.text); error != m_errors.cend())
        return error.value();
    QList<model::SearchResult> results = m_results.value(query.text, m_defaultResults);
    if (query.maxResults > 0 && results.size() > query.maxResults)
        results = results.mid(0, query.maxResults);
    return results;
}

} // namespace lmars::test
