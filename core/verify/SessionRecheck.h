// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "model/Verification.h"
#include "verify/CitationChecker.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace lmars::verify {

/// One citation of a saved answer: its status when the session was saved and now.
struct RecheckedCitation
{
    model::VerifiedCitation now;
    bool wasChecked = false; ///< the saved record had this citation
    model::CitationStatus before = model::CitationStatus::Unchecked;

    bool changed() const { return !wasChecked || before != now.check.status; }
};

/**
 * "Re-check citations" of a saved session (issue 13, point 8): the citations of its answer are
 * extracted again and checked by the given checker, then matched to the saved record (by
 * normalized citation, in order of occurrence) so the user sees what changed since the session was
 * saved ("not found → verified", a new mismatch…). Blocking: run it on a worker thread.
 */
struct SessionRecheck
{
    Q_DECLARE_TR_FUNCTIONS(SessionRecheck)

public:
    QList<RecheckedCitation> citations;
    QStringList notes;
    bool hadRecord = false; ///< the session was saved with a verification record
    bool cancelled = false;

    static SessionRecheck run(const QString& answerMarkdown, const model::Verification& saved, CitationChecker& checker,
                              QDate asOf, const CancelToken& cancel);

    int changedCount() const;
    /// One line: "3 citations re-checked: 1 changed." or "… nothing changed."
    QString headline() const;
    /// Every citation, changed ones first: "123 F.3d 456: not found → verified — reason".
    QString details() const;
};

} // namespace lmars::verify
