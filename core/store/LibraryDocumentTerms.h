// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace lmars::store {

/**
 * A document's indexed chunks and, per term, how many of them hold it: what the document's
 * removal takes back from the library index's statistics (LibraryIndex's document_terms rows).
 * Blob: chunk count, chunk ids (ascending gaps), total length, term count, then per term its
 * byte length, bytes and chunk count (PostingVarint integers).
 */
class LibraryDocumentTerms final
{
public:
    struct Count
    {
        quint32 chunks = 0;    ///< chunks of the document holding the term
        quint32 lastChunk = 0; ///< while indexing: the chunk (serial) it was last counted for
        quint32 wdf = 0;       ///< while indexing: its wdf in that chunk
    };
    using Terms = std::unordered_map<std::string_view, Count>;

    /// The term's entry, added (with a copy of its bytes) when new.
    Count& term(std::string_view name);
    void addChunk(quint32 chunkId, quint64 length);
    void clear();

    const std::vector<quint32>& chunkIds() const { return m_chunkIds; }
    quint64 totalLength() const { return m_totalLength; }
    const Terms& terms() const { return m_terms; }

    std::string encode() const;
    /// Adds what blob records; false when it is damaged.
    bool add(std::string_view blob);

private:
    std::vector<quint32> m_chunkIds;
    quint64 m_totalLength = 0;
    std::deque<std::string> m_names; ///< the terms' bytes (stable addresses for the keys)
    Terms m_terms;
};

} // namespace lmars::store
