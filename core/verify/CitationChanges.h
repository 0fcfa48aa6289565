// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Verification.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::verify {

/// How one citation's check differs between a saved verification record and a new check.
struct CitationChange
{
    QString normalized;
    QString text;                                ///< as written
    std::optional<model::CitationStatus> before; ///< empty: the saved record did not have it
    std::optional<model::CitationStatus> after;  ///< empty: the new check did not find it
    QString reason;                              ///< the new check's reason (the saved one when removed)
};

/**
 * What changed since a session was saved (issue 13, point 8: `verify --session`, "Re-check"):
 * citations are paired by normalized form and occurrence (the third "410 U.S. 113" with the
 * third), and every pair whose status differs, every new and every vanished citation is listed,
 * in the new check's order (vanished ones last).
 */
class CitationChanges final
{
    Q_DECLARE_TR_FUNCTIONS(CitationChanges)

public:
    static QList<CitationChange> compare(const QList<model::VerifiedCitation>& saved,
                                         const QList<model::VerifiedCitation>& now);

    /// "410 U.S. 113: unchecked → mismatch" (display names of the statuses).
    static QString describe(const CitationChange& change);
    /// {normalized, text, before (status name or null), after (status name or null), reason}
    static nlohmann::json toJson(const CitationChange& change);
};

} // namespace lmars::verify
