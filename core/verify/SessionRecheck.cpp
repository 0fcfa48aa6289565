// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionRecheck.h"

#include "VerifyLog.h"
#include "model/CitationNames.h"
#include "parse/CitationExtractor.h"

#include <QHash>

#include <algorithm>

namespace lmars::verify {

namespace {

QString keyOf(const model::LegalCitation& citation)
{
    return citation.normalized.isEmpty() ? citation.text.simplified() : citation.normalized;
}

} // namespace

SessionRecheck SessionRecheck::run(const QString& answerMarkdown, const model::Verification& saved,
                                   CitationChecker& checker, QDate asOf, const CancelToken& cancel)
{
    SessionRecheck result;
    result.hadRecord = saved.present && !saved.turnedOff; // a run with verification off checked nothing
    static const parse::CitationExtractor extractor;      // loads the citation tables once
    const QList<model::LegalCitation> citations = extractor.extract(answerMarkdown);
    const QList<model::VerifiedCitation> checked = checker.check(citations, asOf, cancel);

    // The saved statuses of each normalized citation, in answer order.
    QHash<QString, QList<model::CitationStatus>> before;
    for (const model::VerifiedCitation& c : saved.citations)
        before[keyOf(c.citation)] << c.check.status;
    QHash<QString, int> seen;
    for (int i = 0; i < citations.size(); ++i) {
        RecheckedCitation row;
        if (i < checked.size()) {
            row.now = checked.at(i);
        } else {
            row.now.citation = citations.at(i);
            row.now.check.reason = tr("Not checked: the check was stopped.");
        }
        const QString key = keyOf(citations.at(i));
        const QList<model::CitationStatus> statuses = before.value(key);
        const int occurrence = seen[key]++;
        if (occurrence < statuses.size()) {
            row.wasChecked = true;
            row.before = statuses.at(occurrence);
        }
        result.citations << row;
    }
    std::stable_sort(
        result.citations.begin(), result.citations.end(),
        [](const RecheckedCitation& a, const RecheckedCitation& b) { return a.changed() && !b.changed(); });
    result.notes = checker.notes();
    result.cancelled = cancel.isCancelled();
    qCDebug(lcVerify) << "session re-check:" << result.citations.size() << "citations," << result.changedCount()
                      << "changed";
    return result;
}

int SessionRecheck::changedCount() const
{
    return int(
        std::count_if(citations.cbegin(), citations.cend(), [](const RecheckedCitation& c) { return c.changed(); }));
}

QString SessionRecheck::headline() const
{
    QString text = tr("%n citation(s) re-checked", nullptr, int(citations.size()));
    if (!hadRecord)
        return text + QStringLiteral(": ") +
               tr("the session was saved without a citation check, so every status is new.");
    const int changed = changedCount();
    return text + QStringLiteral(": ") +
           (changed == 0 ? tr("nothing changed since the session was saved.")
                         : tr("%n changed since the session was saved.", nullptr, changed));
}

QString SessionRecheck::details() const
{
    QStringList lines;
    for (const RecheckedCitation& c : citations) {
        const QString now = model::CitationNames::displayName(c.now.check.status);
        const QString change = !c.wasChecked ? tr("new: %1").arg(now)
                               : c.changed()
                                   ? QStringLiteral("%1 → %2").arg(model::CitationNames::displayName(c.before), now)
                                   : tr("unchanged: %1").arg(now);
        QString line = QStringLiteral("%1: %2").arg(c.now.citation.text.simplified(), change);
        if (!c.now.check.reason.isEmpty())
            line += QStringLiteral(" — ") + c.now.check.reason.simplified();
        lines << line;
    }
    if (cancelled)
        lines << tr("The re-check was stopped before it finished.");
    lines << notes;
    return lines.join(QLatin1Char('\n'));
}

} // namespace lmars::verify
