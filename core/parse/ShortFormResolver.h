// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/LegalCitation.h"

#include <QList>
#include <QRegularExpression>

namespace lmars::parse {

/**
 * Finds "Id." / "id. at 5" / "Ibid." and "Smith, supra, at 5" in a text and links every short form
 * (these and "Smith, 123 F.3d at 460") to its antecedent: Id. to the citation just before it, the
 * "at" form to the last full citation of the same volume and reporter, supra to the last case
 * whose name contains the word. A resolved short form takes its antecedent's normalized form and
 * its case or code fields; an unresolved one keeps antecedent -1.
 */
class ShortFormResolver final
{
public:
    ShortFormResolver();

    /// Adds the Id. and supra forms found in `text` to `citations` (in text order) and resolves
    /// every short form.
    void resolve(const QString& text, QList<model::LegalCitation>& citations) const;

private:
    QRegularExpression m_id;
    QRegularExpression m_supra;
    QRegularExpression m_bareSupra;
};

} // namespace lmars::parse
