// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddedLibrary.h"

#include "library/LibraryLog.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/StoredVectors.h"

#include <QSet>

#include <algorithm>

namespace lmars::store {

EmbeddedLibrary::EmbeddedLibrary(std::unique_ptr<LibraryStore> store, std::shared_ptr<dense::TextEmbedder> embedder)
    : m_store(std::move(store)), m_embedder(std::move(embedder))
{}

EmbeddedLibrary::~EmbeddedLibrary() = default;

Result<std::unique_ptr<EmbeddedLibrary>> EmbeddedLibrary::open(const QString& path,
                                                               std::shared_ptr<dense::TextEmbedder> embedder)
{
    auto store = LibraryStore::open(path);
    if (!store)
        return store.error();
    return std::make_unique<EmbeddedLibrary>(std::move(store.value()), std::move(embedder));
}

Result<QList<LibraryHit>> EmbeddedLibrary::search(const LibraryQuery& query, const CancelToken& cancel)
{
    m_note.clear();
    std::shared_ptr<library::StoredVectors> vectors;
    if (query.dense) {
        vectors = library::StoredVectors::of(m_store->path());
        if (auto loaded = vectors->refresh(*m_store, m_embedder); !loaded) {
            qCWarning(library::lcLibrary) << "library vectors:" << loaded.error().toString();
            m_note = tr("Searched by words only: the library's vectors could not be read (%1).")
                         .arg(loaded.error().toString());
            vectors.reset();
        } else if (!vectors->ready()) {
            m_note = tr("Searched by words only: the library has no vectors yet.");
        }
    }
    LibrarySearcher searcher(m_store.get(), static_cast<const DenseSearch*>(vectors.get()));
    return searcher.search(query, cancel); // the matter filter applies inside the index
}

Result<std::optional<library::VectorCounts>> EmbeddedLibrary::vectors()
{
    auto counts = library::VectorStore(m_store->database()).counts();
    if (!counts)
        return counts.error();
    return std::optional<library::VectorCounts>(counts.value());
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
