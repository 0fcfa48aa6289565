// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalLibrarySource.h"

#include "store/LibrarySearcher.h"
#include "store/LibraryStore.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QUrl>

namespace lmars::library {

LocalLibrarySource::LocalLibrarySource(QString databasePath, int defaultK)
    : m_databasePath(std::move(databasePath)), m_defaultK(defaultK)
{}

LocalLibrarySource::~LocalLibrarySource() = default;

void LocalLibrarySource::setAsOf(const QString& date)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_asOf = date;
}

Result<QList<model::SearchResult>> LocalLibrarySource::search(const search::SearchQuery& query,
                                                              const CancelToken& cancel)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_store) {
        if (!QFileInfo::exists(m_databasePath))
            return Error(ErrorKind::Configuration,
                         tr("The document library has not been indexed yet (run 'lmars-cli library index')."));
        auto opened = store::LibraryStore::open(m_databasePath);
        if (!opened)
            return opened.error();
        m_store = std::move(opened.value());
    }
    store::LibrarySearcher searcher(m_store.get());
    store::LibraryQuery libraryQuery;
    libraryQuery.text = query.text;
    libraryQuery.k = query.maxResults > 0 ? query.maxResults : m_defaultK;
    libraryQuery.asOf = query.asOf.isEmpty() ? m_asOf : query.asOf;
    auto hits = searcher.search(libraryQuery, cancel);
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
        r.site = tr("Document library");
        r.snippet = hit.snippet;
        r.content = hit.text;
        r.authority = model::AuthorityTier::Unknown;
        r.metadata = {{"path", hit.path.toStdString()},
                      {"headingPath", hit.headingPath.toStdString()},
                      {"page", hit.page},
                      {"score", hit.score},
                      {"referenceMatches", hit.referenceMatches},
                      {"chunks", {hit.firstOrdinal, hit.lastOrdinal}},
                      {"charRange", {hit.start, hit.end}}};
        if (!hit.validFrom.isEmpty())
            r.metadata["validFrom"] = hit.validFrom.toStdString();
        if (!hit.validTo.isEmpty())
            r.metadata["validTo"] = hit.validTo.toStdString();
        out << r;
    }
    return out;
}

} // namespace lmars::library
