// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/Analyzer.h"
#include "index/LibraryTerms.h"
#include "index/ServerTextSearch.h"

namespace lmars::store {

/**
 * The firm server's Analyzer: PostgreSQL makes the index's terms, the lexemes of its text search
 * configuration (ServerTextSearch), from the text ServerDocumentWriter sends (CJK as character
 * bigrams) and ServerSegmentWriter reads them from each chunk's tsvector. A query asks for the
 * lower-cased words (and CJK bigrams) as the unicode61 terms make them; the search's one statement
 * (PgSegmentStore::readState) turns each into its lexemes, which matches() reads from that state.
 */
class ServerAnalyzer final : public Analyzer
{
public:
    explicit ServerAnalyzer(ServerTextSearch textSearch) : m_textSearch(textSearch) {}

    ServerTextSearch textSearch() const { return m_textSearch; }

    std::vector<std::string> ofToken(const QString& token, bool cjk) const override;
    /// The word's lexemes in state (a title-only word's as title terms); none for a stop word.
    std::vector<std::string> matches(const std::string& queryTerm, const ReadState& state) const override;

private:
    ServerTextSearch m_textSearch;
    LibraryTerms m_words{LibraryTokenizer::Unicode61};
};

} // namespace lmars::store
