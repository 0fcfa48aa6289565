// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/SearchResult.h"

#include <QStringList>

#include <QList>
#include <QString>

namespace lmars::model {
struct ResearchState;
}
namespace lmars::llm {
struct ChatRequest;
}

namespace lmars::agents {

/// The numbered evidence list as the judge and summary agents see it: [n], title, kind,
/// authority tier, site or court, date, reporter citation, URL and an excerpt (the read page
/// text when there is one, else the snippet).
class EvidenceFormatter final
{
public:
    /// perSourceChars 0: chosen from the number of sources so the prompt stays bounded.
    static QString format(const QList<model::SearchResult>& sources, int perSourceChars = 0);
    /// Sources [from, to) of the list, numbered as in the whole list, each excerpt as wide as the whole
    /// list's count allows (excerptChars()).
    static QString formatRange(const QList<model::SearchResult>& sources, qsizetype from, qsizetype to);
    /// The characters of page text (or snippet) each source shows when count sources are listed.
    static int excerptChars(qsizetype count);
    /// What a source's retrieved text holds beyond its excerpt when count sources are listed: the rest
    /// of the page text (and the snippet, which a read page's excerpt does not show); empty when the
    /// excerpt shows it all.
    static QString beyondExcerpt(const model::SearchResult& source, qsizetype count);

    /**
     * The evidence as the stable prefix of a prompt (issue 32): one block per search round, each the
     * sources that round added in the order they were found (numbering continues across blocks). A
     * later round only appends a block, so the earlier blocks stay byte-identical in every call of
     * the run (judge, summary, claim checks, revision) and a provider's prefix cache serves them.
     * Empty when there are no sources.
     */
    static QStringList blocks(const model::ResearchState& state);
    /// Appends blocks to request as user messages, each marked as the end of a cacheable prefix
    /// (Anthropic keeps the last four marks).
    static void appendBlocks(llm::ChatRequest& request, const QStringList& blocks);

private:
    static QString format(const QList<model::SearchResult>& sources, int perSourceChars, qsizetype from, qsizetype to);
};

} // namespace lmars::agents
