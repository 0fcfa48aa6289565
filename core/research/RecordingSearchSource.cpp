// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecordingSearchSource.h"

#include "research/EvidenceArchive.h"

namespace lmars::research {

RecordingSearchSource::RecordingSearchSource(model::SourceType type, model::QueryType queryType, QString name,
                                             std::shared_ptr<search::SearchSource> inner,
                                             std::shared_ptr<EvidenceArchive> archive,
                                             std::shared_ptr<EvidenceMisses> misses)
    : m_type(type), m_queryType(queryType), m_name(std::move(name)), m_inner(std::move(inner)),
      m_archive(std::move(archive)), m_misses(std::move(misses))
{}

Result<QList<model::SearchResult>> RecordingSearchSource::search(const search::SearchQuery& query,
                                                                 const CancelToken& cancel)
{
    if (m_archive->mode() == EvidenceArchive::Mode::Replay || !m_inner) {
        auto results = m_archive->loadSearch(m_name, query);
        if (!results && results.error().kind == ErrorKind::Configuration && m_misses)
            m_misses->add(results.error().summary);
        return results;
    }
    auto results = m_inner->search(query, cancel);
    m_archive->storeSearch(m_name, query, results);
    return results;
}

bool RecordingSearchSource::canAnswer(const QString& text, QString* whyNot) const
{
    if (m_archive->mode() == EvidenceArchive::Mode::Replay || !m_inner) {
        const std::optional<QString> declined = m_archive->loadDecline(m_name, text);
        if (declined && whyNot)
            *whyNot = *declined;
        return !declined.has_value();
    }
    QString reason;
    if (m_inner->canAnswer(text, &reason))
        return true;
    m_archive->storeDecline(m_name, text, reason);
    if (whyNot)
        *whyNot = reason;
    return false;
}

} // namespace lmars::research
