// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LegalCitation.h"

#include <QList>
#include <QRegularExpression>

namespace lmars::parse {

/**
 * Reads subsequent history (issue 27): a case citation followed by "aff'd", "rev'd", "vacated",
 * "modified", "overruled by", "abrogated by", "superseded by statute", "cert. denied" or "cert.
 * granted" and the later decision ("Smith v. Jones, 1 F.3d 1 (9th Cir. 1990), aff'd, 510 U.S. 2
 * (1991)"). The later decision is attached to the earlier citation (and to the parallel citations
 * of its group) as a SubsequentHistory; a "cert. denied" with no citation written is attached too.
 */
class SubsequentHistoryReader final
{
public:
    SubsequentHistoryReader();

    /// `citations` in text order, offsets into `text`.
    void attach(const QString& text, QList<model::LegalCitation>& citations) const;

private:
    QRegularExpression m_phrase;
};

} // namespace lmars::parse
