// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search/SearchSource.h"

#include <memory>

namespace lmars::research {

class EvidenceArchive;
struct EvidenceMisses;

/**
 * A search source that records what another source returns into an EvidenceArchive, or (replay)
 * answers only from the archive and fails with a Configuration error naming a request it lacks.
 * In replay mode inner may be null: no request ever leaves the machine.
 */
class RecordingSearchSource final : public search::SearchSource
{
public:
    RecordingSearchSource(model::SourceType type, model::QueryType queryType, QString name,
                          std::shared_ptr<search::SearchSource> inner, std::shared_ptr<EvidenceArchive> archive,
                          std::shared_ptr<EvidenceMisses> misses = {});

    model::SourceType type() const override { return m_type; }
    model::QueryType queryType() const override { return m_queryType; }
    QString name() const override { return m_name; }
    Result<QList<model::SearchResult>> search(const search::SearchQuery& query,
                                              const CancelToken& cancel = {}) override;
    /// Record: the inner source's answer, a refusal stored in the archive. Replay: refuses what
    /// the recorded source refused.
    bool canAnswer(const QString& text, QString* whyNot = nullptr) const override;

private:
    model::SourceType m_type;
    model::QueryType m_queryType;
    QString m_name;
    std::shared_ptr<search::SearchSource> m_inner;
    std::shared_ptr<EvidenceArchive> m_archive;
    std::shared_ptr<EvidenceMisses> m_misses;
};

} // namespace lmars::research
