// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalLibrarySource.h"

#include "LibraryLog.h"

#include <QCryptographicHash>
#include <QUrl>

namespace lmars::library {

LocalLibrarySource::LocalLibrarySource(Opener opener, int defaultK, store::LibraryQuery defaults)
    : m_opener(std::move(opener)), m_defaultK(defaultK), m_defaults(std::move(defaults))
{}

LocalLibrarySource::~LocalLibrarySource() = default;

Result<QList<model::SearchResult>> LocalLibrarySource::search(const search::SearchQuery& query,
                                                              const CancelToken& cancel)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_library) {
        auto opened = m_opener();
        if (!opened)
            return opened.error();
        m_library = std::move(opened.value());
    }
    store::LibraryQuery libraryQuery = m_defaults;
    libraryQuery.text = query.text;
    libraryQuery.k = query.maxResults > 0 ? query.maxResults : m_defaultK;
    libraryQuery.asOf = query.asOf.day();
    libraryQuery.matter = query.matter;
    // A question written in Terms and Connectors ("duty /s care", a quoted phrase) is searched so;
    // the firm server refuses that syntax, so there the words are searched as natural language.
    // A query the agents wrote is not the user's own expression: one that does not parse, or that
    // the library cannot answer so (an index without positions yet), is searched as natural
    // language rather than failing the source.
    bool boolean = m_library->kind() == store::BackendKind::Embedded &&
                   store::BooleanQuery::isBoolean(libraryQuery.text, store::QuerySyntax::Auto) &&
                   store::BooleanQuery::parse(libraryQuery.text).ok();
    if (boolean) {
        libraryQuery.syntax = store::QuerySyntax::Boolean;
        libraryQuery.mergeAdjacent = false; // a hit is a chunk
    }
    auto hits = m_library->search(libraryQuery, cancel);
    if (!hits && boolean && hits.error().kind == ErrorKind::Usage) {
        qCInfo(lcLibrary) << "searching as natural language:" << hits.error().summary;
        libraryQuery.syntax = store::QuerySyntax::Natural;
        libraryQuery.mergeAdjacent = m_defaults.mergeAdjacent;
        hits = m_library->search(libraryQuery, cancel);
    }
    if (!hits)
        return hits.error();
    QList<model::SearchResult> out;
    for (const store::LibraryHit& hit : hits.value()) {
        model::SearchResult r;
        const QByteArray key = hit.path.toUtf8() + '#' + QByteArray::number(hit.firstOrdinal);
        r.id = QStringLiteral("local:") +
               QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(16));
        r.type = model::SourceType::Local;
        r.title = hit.title;
        QUrl url = QUrl::fromLocalFile(hit.path);
        if (hit.page > 0)
            url.setFragment(QStringLiteral("page=%1").arg(hit.page));
        r.url = url.toString();
        // The site line is what the sources panel and the exports show under each source.
        r.site = hit.ocrConfidence >= 0 ? tr("Document library, read by OCR (confidence %1%)").arg(hit.ocrConfidence)
                                        : tr("Document library");
        r.snippet = hit.snippet;
        r.content = hit.text;
        r.authority = model::AuthorityTier::Unknown;
        model::LibraryPassageRecord& passage = r.libraryPassage.emplace();
        passage.path = hit.path;
        passage.headingPath = hit.headingPath;
        passage.page = hit.page;
        passage.score = hit.score;
        passage.referenceMatches = hit.referenceMatches;
        passage.firstChunk = hit.firstOrdinal;
        passage.lastChunk = hit.lastOrdinal;
        passage.charStart = hit.start;
        passage.charEnd = hit.end;
        passage.matter = hit.matter;
        passage.validFrom = hit.validFrom;
        passage.validTo = hit.validTo;
        if (hit.ocrConfidence >= 0)
            passage.ocrConfidence = hit.ocrConfidence;
        if (hit.fused) {
            const auto rank = [&hit](dense::Channel c) {
                return qMax(0, int(hit.channelRanks[size_t(c)]));
            };
            passage.channels = model::LibraryPassageRecord::ChannelRanks{
                rank(dense::Channel::Exact), rank(dense::Channel::Dense), rank(dense::Channel::Bm25), hit.score};
        }
        out << r;
    }
    return out;
}

} // namespace lmars::library
