// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>
#include <vector>

namespace lmars::store {

struct ReadState;

/**
 * What turns text into the index's terms, for both storages: the embedded library's LibraryTerms
 * (unicode61 / porter / trigram, made on the client) and the firm server's ServerAnalyzer (the
 * lexemes PostgreSQL's text search configuration makes). A query is split into words and CJK runs
 * once (QuerySanitizer); ofToken() gives the terms a query asks for, and matches() the index terms
 * such a term stands for in the state a search read (SegmentStore::readState), so the server's
 * lexemes come from the search's own statement, not from a round trip of their own.
 */
class Analyzer
{
public:
    virtual ~Analyzer() = default;

    /// The query terms of one word or CJK run as QuerySanitizer splits a query.
    virtual std::vector<std::string> ofToken(const QString& token, bool cjk) const = 0;
    /// The index terms a query term (a title-only one as IndexQuery::titleTerm) matches in state,
    /// in order; empty when it matches none (a stop word of the server's configuration).
    virtual std::vector<std::string> matches(const std::string& queryTerm, const ReadState& state) const = 0;
};

} // namespace lmars::store
