// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddedLibrary.h"

#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"

#include <QSet>

#include <algorithm>

namespace lmars::store {

EmbeddedLibrary::EmbeddedLibrary(std::unique_ptr<LibraryStore> store) : m_store(std::move(store)) {}

EmbeddedLibrary::~EmbeddedLibrary() = default;

Result<std::unique_ptr<EmbeddedLibrary>> EmbeddedLibrary::open(const QString& path)
{
    auto store = LibraryStore::open(path);
    if (!store)
        return store.error();
    return std::make_unique<EmbeddedLibrary>(std::move(store.value()));
}

Result<QList<LibraryHit>> EmbeddedLibrary::search(const LibraryQuery& query, const CancelToken& cancel)
{
    LibrarySearcher searcher(m_store.get()); // the matter filter applies inside the index
    return searcher.search(query, cancel);
}

Result<QList<LibraryChunkHit>> EmbeddedLibrary::chunks(qint64 documentId, int first, int last)
{
    return m_store->chunks(documentId, first, last);
}

Result<std::optional<LibraryDocument>> EmbeddedLibrary::document(const QString& path)
{
    return m_store->document(path);
}

Result<QList<LibraryDocument>> EmbeddedLibrary::documents(const LibraryDocumentFilter& filter)
{
    auto all = m_store->documents(filter.pathPrefix);
    if (!all || !filter.matter)
        return all;
    QList<LibraryDocument> inMatter;
    for (const LibraryDocument& doc : all.value()) {
        if (doc.matter == *filter.matter)
            inMatter << doc;
    }
    return inMatter;
}

Result<qint64> EmbeddedLibrary::putDocument(const LibraryDocument& doc, const QList<LibraryChunk>& chunks)
{
    return m_store->putDocument(doc, chunks);
}

Result<bool> EmbeddedLibrary::removeDocument(const QString& path)
{
    return m_store->removeDocument(path);
}

Result<bool> EmbeddedLibrary::setValidity(const QString& path, const QString& from, const QString& to)
{
    return m_store->setValidity(path, from, to);
}

Result<LibraryStats> EmbeddedLibrary::stats()
{
    return m_store->stats();
}

Result<QStringList> EmbeddedLibrary::matters()
{
    auto all = m_store->documents();
    if (!all)
        return all.error();
    QSet<QString> names{QString()};
    for (const LibraryDocument& doc : all.value())
        names.insert(doc.matter);
    QStringList out(names.begin(), names.end());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace lmars::store
