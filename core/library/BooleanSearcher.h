// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "library/LibraryBackend.h"

#include <QList>

namespace lmars::store {

class LibraryStore;

/**
 * Terms-and-Connectors search of the embedded library: the expression (BooleanQuery) compiled
 * against the library's terms (BooleanMatcher), its patterns expanded over the index's terms,
 * checked exactly on the index's word positions (EmbeddedIndex::matchBoolean, PositionalMatcher),
 * and the chunks that satisfy it ranked by BM25 of the expression's terms (the same scores as a
 * natural-language search of those terms) or by date. Hits are chunks with their document and page.
 */
class BooleanSearcher final
{
public:
    explicit BooleanSearcher(LibraryStore* store);

    Result<QList<LibraryHit>> search(const LibraryQuery& query, const CancelToken& cancel = {});

private:
    LibraryStore* m_store;
};

} // namespace lmars::store
