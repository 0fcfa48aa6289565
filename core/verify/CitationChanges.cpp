// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationChanges.h"

#include "common/JsonUtil.h"
#include "model/CitationNames.h"

#include <QHash>
#include <QSet>

namespace lmars::verify {

namespace {

/// "normalized#n": the n-th occurrence of a normalized form, for pairing.
QList<QString> occurrenceKeys(const QList<model::VerifiedCitation>& rows)
{
    QHash<QString, int> seen;
    QList<QString> keys;
    for (const model::VerifiedCitation& row : rows) {
        const int n = seen.value(row.citation.normalized, 0);
        seen[row.citation.normalized] = n + 1;
        keys << row.citation.normalized + QLatin1Char('#') + QString::number(n);
    }
    return keys;
}

} // namespace

QList<CitationChange> CitationChanges::compare(const QList<model::VerifiedCitation>& saved,
                                               const QList<model::VerifiedCitation>& now)
{
    const QList<QString> savedKeys = occurrenceKeys(saved);
    const QList<QString> nowKeys = occurrenceKeys(now);
    QHash<QString, int> savedIndex;
    for (int i = 0; i < savedKeys.size(); ++i)
        savedIndex.insert(savedKeys.at(i), i);
    QList<CitationChange> changes;
    QSet<int> paired;
    for (int i = 0; i < now.size(); ++i) {
        const model::VerifiedCitation& row = now.at(i);
        CitationChange change;
        change.normalized = row.citation.normalized;
        change.text = row.citation.text;
        change.after = row.check.status;
        change.reason = row.check.reason;
        const auto found = savedIndex.constFind(nowKeys.at(i));
        if (found != savedIndex.cend()) {
            paired.insert(found.value());
            const model::CitationStatus before = saved.at(found.value()).check.status;
            if (before == row.check.status)
                continue;
            change.before = before;
        }
        changes << change;
    }
    for (int i = 0; i < saved.size(); ++i) {
        if (paired.contains(i))
            continue;
        CitationChange change;
        change.normalized = saved.at(i).citation.normalized;
        change.text = saved.at(i).citation.text;
        change.before = saved.at(i).check.status;
        change.reason = saved.at(i).check.reason;
        changes << change;
    }
    return changes;
}

QString CitationChanges::describe(const CitationChange& change)
{
    if (!change.before)
        return tr("%1: new, %2").arg(change.normalized, model::CitationNames::displayName(*change.after));
    if (!change.after)
        return tr("%1: no longer in the answer (was %2)")
            .arg(change.normalized, model::CitationNames::displayName(*change.before));
    return tr("%1: %2 → %3")
        .arg(change.normalized, model::CitationNames::displayName(*change.before),
             model::CitationNames::displayName(*change.after));
}

nlohmann::json CitationChanges::toJson(const CitationChange& change)
{
    return {{"normalized", json::str(change.normalized)},
            {"text", json::str(change.text)},
            {"before", change.before ? json::str(model::citationStatusName(*change.before)) : nlohmann::json(nullptr)},
            {"after", change.after ? json::str(model::citationStatusName(*change.after)) : nlohmann::json(nullptr)},
            {"reason", json::str(change.reason)}};
}

} // namespace lmars::verify
