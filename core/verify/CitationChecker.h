// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "model/LegalCitation.h"
#include "model/Verification.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace lmars::verify {

/**
 * Checks the citations found in a text against what it can reach (issue 13, points 2–4): the
 * offline plausibility checks always, and where a checker has them, CourtListener's citation
 * lookup and the official sources. Runs on the caller's (worker) thread; blocking.
 */
class CitationChecker
{
public:
    /// Called after each batch of results, with how many citations have their final status.
    using Progress = std::function<void(const QList<model::VerifiedCitation>& soFar, int done)>;

    virtual ~CitationChecker() = default;

    /// One result per citation, in the same order. `asOf` (null: today) is the day regulations must
    /// be in force on and whose U.S. Code edition is read. A cancelled check returns what it has, the rest
    /// unchecked with the reason.
    virtual QList<model::VerifiedCitation> check(const QList<model::LegalCitation>& citations, QDate asOf,
                                                 const CancelToken& cancel, const Progress& progress = {}) = 0;

    /// What this checker could not check and why, once per run ("Cases were not checked: ...").
    virtual QStringList notes() const = 0;

    /// The opinion text of a case citation the check found (for quotation checks); empty when the
    /// checker has no way to fetch it (then quotations attributed to the case stay unchecked).
    virtual QString opinionText(const model::VerifiedCitation& citation, const CancelToken& cancel)
    {
        Q_UNUSED(citation)
        Q_UNUSED(cancel)
        return {};
    }
};

} // namespace lmars::verify
