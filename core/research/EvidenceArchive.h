// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "model/Domain.h"
#include "model/SearchResult.h"
#include "search/PageFetcher.h"
#include "search/SearchSource.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <memory>
#include <mutex>
#include <optional>

namespace lmars::research {

/// Requests a replay could not serve, collected per run (thread-safe).
struct EvidenceMisses
{
    void add(const QString& message)
    {
        std::lock_guard<std::mutex> lock(mutex);
        messages << message;
    }
    QStringList list() const
    {
        std::lock_guard<std::mutex> lock(mutex);
        return messages;
    }

    mutable std::mutex mutex;
    QStringList messages;
};

/// A search source named in an archive's manifest.
struct ArchivedSource
{
    QString name; ///< "serper", "courtlistener", "local"
    model::SourceType type = model::SourceType::Web;
    model::QueryType queryType = model::QueryType::WebSearch; ///< the planned queries it answers
};

/**
 * Search and page responses on disk, for reproducible evidence (`--record DIR` / `--replay DIR`).
 *
 * Each request is keyed by the SHA-256 (hex) of its normalized form — for a search
 * {"kind":"search","source":name,"query":text with whitespace collapsed,"maxResults","asOf","courts",
 * "filedAfter","filedBefore", and "matter" when the search is in one}, for a page {"kind":"page","url":normalized URL}
 * — which never holds a key or token. DIR/search/<hash>.json and DIR/pages/<hash>.json hold the request and the parsed
 * results (or the error the source gave); DIR/sources.json lists the sources that were recorded.
 * DIR/declined/<hash>.json ({"kind":"declined","source","query"}) holds the reason a source declined
 * a query text without searching (SearchSource::canAnswer), so a replay declines it the same way.
 * Writes are atomic (QSaveFile), so concurrent runs may share an archive. Thread-safe.
 */
class EvidenceArchive final : public std::enable_shared_from_this<EvidenceArchive>
{
    Q_DECLARE_TR_FUNCTIONS(EvidenceArchive)

public:
    enum class Mode
    {
        Record,
        Replay
    };

    /// Record: creates DIR. Replay: DIR must hold a manifest (a Configuration error otherwise).
    static Result<std::shared_ptr<EvidenceArchive>> open(const QString& dir, Mode mode);

    Mode mode() const { return m_mode; }
    QString directory() const { return m_dir; }

    static nlohmann::json searchRequest(const QString& sourceName, const search::SearchQuery& query);
    static nlohmann::json pageRequest(const QString& url);
    /// SHA-256 hex of the compact normalized request.
    static QString keyOf(const nlohmann::json& request);

    /// Replay: the recorded results, the recorded error, or a Configuration error naming the missing request.
    Result<QList<model::SearchResult>> loadSearch(const QString& sourceName, const search::SearchQuery& query) const;
    void storeSearch(const QString& sourceName, const search::SearchQuery& query,
                     const Result<QList<model::SearchResult>>& results);
    /// Record: the source declined this query text (SearchSource::canAnswer) for this reason.
    void storeDecline(const QString& sourceName, const QString& text, const QString& reason);
    /// Replay: the reason the source declined this text when recorded; nullopt when it did not.
    std::optional<QString> loadDecline(const QString& sourceName, const QString& text) const;
    Result<search::PageText> loadPage(const QString& url) const;
    void storePage(const QString& url, const Result<search::PageText>& page);

    /// Adds a source to the manifest (record mode).
    void noteSource(const QString& name, model::SourceType type, model::QueryType queryType);
    /// The manifest's sources, in the order they were first recorded.
    QList<ArchivedSource> sources() const;

    /// Wraps each source with a RecordingSearchSource on this archive (misses may be null).
    QList<std::shared_ptr<search::SearchSource>> wrap(const QList<std::shared_ptr<search::SearchSource>>& sources,
                                                      std::shared_ptr<EvidenceMisses> misses);
    /// Replay: sources built from the manifest alone (no network), only those the choices ask for
    /// when given (Web: every recorded web source; Searxng: the recorded SearXNG source).
    Result<QList<std::shared_ptr<search::SearchSource>>> replaySources(const QList<model::SourceChoice>& requested,
                                                                       std::shared_ptr<EvidenceMisses> misses);

    /// Number of stored search and page responses (files on disk).
    int storedSearches() const;
    int storedPages() const;

private:
    EvidenceArchive(QString dir, Mode mode);
    QString pathFor(const char* folder, const QString& key) const;
    bool write(const QString& path, const nlohmann::json& doc) const;
    Result<nlohmann::json> read(const char* folder, const nlohmann::json& request, const QString& what) const;

    QString m_dir;
    Mode m_mode;
    mutable std::mutex m_mutex;
    QList<ArchivedSource> m_sources;
};

} // namespace lmars::research
