// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "DocxDocument.h"

#include <QCoreApplication>

namespace lmars::model {
class ResearchState;
}

namespace lmars::exporting {

/// How an answer's citations appear in Word.
enum class DocxCitations
{
    Markers,  ///< the answer's [n] markers, as in the window, with the numbered source list
    Footnotes ///< each marker becomes a Word footnote holding source n's full citation
};

/**
 * A research session as a Word document: the question as title, the answer (its [n] markers, or a
 * footnote per citation), the key points it names, a warning for markers that name no source, the numbered
 * sources with full citation (SourceCitation), date, authority tier, retrieval time and link, the date the
 * law was searched as of, the citation check (VerificationSummary), the U-Score, the disclaimers and the
 * run's settings (never a secret). An evidence-only session lists its ranked sources instead of an answer.
 */
class AnswerDocx final
{
    Q_DECLARE_TR_FUNCTIONS(AnswerDocx)

public:
    static DocxDocument build(const model::ResearchState& state, DocxCitations citations = DocxCitations::Markers);
};

} // namespace lmars::exporting
