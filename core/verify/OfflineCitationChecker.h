// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "verify/CitationChecker.h"
#include "verify/PlausibilityChecker.h"

#include <QCoreApplication>

namespace lmars::verify {

/// The checks that need no network (point 2): implausible citations are flagged, the rest stay
/// unchecked with the reason, and notes() says plainly that nothing was looked up.
class OfflineCitationChecker final : public CitationChecker
{
    Q_DECLARE_TR_FUNCTIONS(OfflineCitationChecker)

public:
    OfflineCitationChecker() = default;

    QList<model::VerifiedCitation> check(const QList<model::LegalCitation>& citations, QDate asOf,
                                         const CancelToken& cancel, const Progress& progress = {}) override;
    QStringList notes() const override;

private:
    PlausibilityChecker m_plausibility;
};

} // namespace lmars::verify
