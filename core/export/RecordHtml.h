// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HtmlRenderer.h"

#include <QCoreApplication>
#include <QString>

namespace lmars::model {
class ResearchState;
}

namespace lmars::exporting {

/**
 * The full record of a session as one self-contained HTML document, for the PDF and HTML exports:
 * question and status, follow-up questions with their answers, the answer (citations are in-document
 * links to `#source-N`), the numbered source list (title, URL or file and page, date, authority
 * tier, retrieval time), the judge's verdict for each search iteration, the U-Score with its
 * components, the model and settings used (never a secret), and problems during the run.
 */
class RecordHtml final
{
    Q_DECLARE_TR_FUNCTIONS(RecordHtml)

public:
    static QString document(const model::ResearchState& state, Theme theme = Theme::Light);
    /// The `<body>` content of document().
    static QString body(const model::ResearchState& state);
    /// `<ol class="source-list">` with `<li id="source-N">` per source.
    static QString sourceList(const model::ResearchState& state);
    /// One `<section class="iteration">` per search iteration with its queries and verdict.
    static QString iterations(const model::ResearchState& state);
};

} // namespace lmars::exporting
