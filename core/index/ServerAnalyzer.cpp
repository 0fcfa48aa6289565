// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerAnalyzer.h"

#include "index/IndexQuery.h"
#include "index/SegmentStore.h"

namespace lmars::store {

std::vector<std::string> ServerAnalyzer::ofToken(const QString& token, bool cjk) const
{
    return m_words.ofToken(token, cjk);
}

std::vector<std::string> ServerAnalyzer::matches(const std::string& queryTerm, const ReadState& state) const
{
    const bool title = IndexQuery::isTitleTerm(queryTerm);
    const auto found = state.lexemes.find(title ? queryTerm.substr(1) : queryTerm);
    if (found == state.lexemes.end())
        return {};
    std::vector<std::string> out;
    out.reserve(found->second.size());
    for (const std::string& lexeme : found->second)
        out.push_back(title ? IndexQuery::titleTerm(lexeme) : lexeme);
    return out;
}

} // namespace lmars::store
