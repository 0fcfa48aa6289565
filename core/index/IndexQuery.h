// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/TopKMatcher.h"

#include <QDate>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace lmars::store {

/**
 * A ranked query of the engine, for both storages: terms (the analyzer's; a title-only term is
 * "T<term>", titleTerm()), which ones every match must hold, the day and matter the chunks must
 * belong to, the chunks it may return, and how many. On the firm server the terms are words that
 * the database turns into its lexemes while it reads (PgSegmentStore::readState, ServerAnalyzer),
 * and the matter is the search's scope (the PgSegmentStore's), not a field of each query.
 */
struct IndexQuery
{
    std::vector<std::string> terms; ///< scored where a chunk holds them
    bool requireAll = false;        ///< every term must match (else any)
    QDate asOf;                     ///< only chunks valid that day; null: any
    std::optional<QString> matter;  ///< embedded library: only chunks of this matter's documents
    int k = 10;                     ///< the best k chunks
    /// Terms every match must hold besides: those also in terms are scored, the others only filter
    /// (so a match scores exactly as it does for terms alone).
    std::vector<std::string> required;
    std::vector<qint64> chunkIds; ///< when not empty: only these chunks (their scores for the query)

    /// The boolean term that marks a title word.
    static std::string titleTerm(const std::string& term) { return "T" + term; }
    /// Whether term is a title-only one (titleTerm; the analyzers' own terms are lower case).
    static bool isTitleTerm(const std::string& term) { return !term.empty() && term.front() == 'T'; }

    /// How a term of the query (one of terms or required) takes part.
    TopKTermRole roleOf(const std::string& term) const;
    /// chunkIds as the matcher takes them (ascending, each once, those an index can hold); nullopt
    /// when chunkIds is not empty but none can be in an index (the query matches nothing).
    std::optional<std::vector<quint32>> onlyChunks() const;
    /// The query's day as the matcher takes it.
    std::optional<qint32> asOfDay() const;
};

} // namespace lmars::store
