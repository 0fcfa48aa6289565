// SPDX-License-Identifier: GPL-3.0-or-later
#include "OfflineCitationChecker.h"

#include <QDate>

namespace lmars::verify {

QList<model::VerifiedCitation> OfflineCitationChecker::check(const QList<model::LegalCitation>& citations, QDate asOf,
                                                             const CancelToken& cancel, const Progress& progress)
{
    Q_UNUSED(asOf)
    Q_UNUSED(cancel) // no step here takes long enough to need it
    QList<model::VerifiedCitation> out;
    out.reserve(citations.size());
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    for (const model::LegalCitation& citation : citations) {
        model::VerifiedCitation row;
        row.citation = citation;
        row.check = m_plausibility.check(citation);
        row.checkedAt = today;
        out << row;
    }
    if (progress)
        progress(out, int(out.size()));
    return out;
}

QStringList OfflineCitationChecker::notes() const
{
    return {tr("Citations were checked offline only (reporters, years, courts, pin cites): none was looked up, so "
               "none is marked verified.")};
}

} // namespace lmars::verify
