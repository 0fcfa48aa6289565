// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace lmars::model {
class ResearchState;
}

namespace lmars::exporting {

/// Renders a research session as Markdown: the answer with its numbered sources (what the CLI
/// prints), or the full record with analysis, queries, errors and usage (show, export).
class MarkdownExport final
{
    Q_DECLARE_TR_FUNCTIONS(MarkdownExport)

public:
    /// Answer body, numbered source list, disclaimers, citation warnings.
    static QString answer(const model::ResearchState& state);
    /// Question, status, analysis, iterations with queries, answer, sources, errors, usage.
    static QString fullRecord(const model::ResearchState& state);
    /// Evidence-only mode: the ranked sources with authority tier, date and jurisdictions named.
    static QString evidenceReport(const model::ResearchState& state);
    /// "[n] Title — site — date — authority\n    url"
    static QString sourceList(const model::ResearchState& state);
};

} // namespace lmars::exporting
