// SPDX-License-Identifier: GPL-3.0-or-later
#include "DenseBuilder.h"

#include "index/EmbeddedIndex.h"
#include "index/LibraryTerms.h"
#include "library/LibraryStore.h"

#include <algorithm>
#include <limits>

namespace lmars::library {

Result<std::vector<dense::ChunkTerms>> DenseBuilder::chunkTerms(store::LibraryStore& store, const CancelToken& cancel,
                                                                qint64 every)
{
    qint64 seen = 0;
    auto documents = store.documents();
    if (!documents)
        return documents.error();
    const store::LibraryTerms& terms = store.index().terms();
    std::vector<dense::ChunkTerms> out;
    for (const store::LibraryDocument& doc : documents.value()) {
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, tr("Cancelled."));
        auto chunks = store.chunks(doc.id, 0, std::numeric_limits<int>::max());
        if (!chunks)
            return chunks.error();
        for (const store::LibraryChunkHit& chunk : chunks.value()) {
            if (seen++ % std::max<qint64>(1, every) != 0)
                continue;
            dense::ChunkTerms entry{chunk.chunkId, {}};
            terms.append(chunk.title, entry.second);
            terms.append(chunk.headingPath, entry.second);
            terms.append(chunk.text, entry.second);
            out.push_back(std::move(entry));
        }
    }
    return out;
}

Result<dense::DenseChannel> DenseBuilder::build(store::LibraryStore& store, const dense::DenseTraining& training,
                                                const CancelToken& cancel)
{
    auto chunks = chunkTerms(store, cancel);
    if (!chunks)
        return chunks.error();
    return dense::DenseChannel::build(chunks.value(), training);
}

} // namespace lmars::library
