// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Verification.h"
#include "verify/CourtHierarchy.h"

#include <QCoreApplication>
#include <QList>

namespace lmars::verify {

/**
 * Binding or persuasive (issue 27, point 2): whether a cited decision binds the forum court, from
 * the courts' systems (federal, state), levels and appeal chains (CourtHierarchy, from courts-db),
 * with the reason in words. The rules:
 *  - an unpublished decision (Federal Appendix, Westlaw/Lexis numbers, New York "(U)", Illinois
 *    "-U") is not precedential;
 *  - the Supreme Court of the United States binds every court on federal law;
 *  - in the federal system, a court of appeals binds itself and the district courts of its
 *    circuit; other circuits and every district court are persuasive; a state's supreme court
 *    binds a federal court of that state on that state's law;
 *  - in a state system, the state's court of last resort binds every court of the state; its
 *    intermediate courts bind its trial courts and are persuasive to one another; federal courts
 *    (but the Supreme Court), other states' courts and trial courts are persuasive.
 * Without a forum nothing is classified; a forum assumed from the research's jurisdiction is
 * said to be assumed.
 */
class AuthorityClassifier final
{
    Q_DECLARE_TR_FUNCTIONS(AuthorityClassifier)

public:
    /// `forum` invalid: every classification is Unknown ("no forum court given").
    explicit AuthorityClassifier(CourtNode forum, bool assumed = false,
                                 const CourtHierarchy& courts = CourtHierarchy::instance());

    /// The forum a user named (`--forum cal`, "Ninth Circuit"); when that names no court, the
    /// jurisdiction's assumed forum ("California" → a California state trial court). `error` gets
    /// a message when `forum` was given but names no court.
    static AuthorityClassifier forForum(const QString& forum, const QString& jurisdiction, QString* error = nullptr,
                                        const CourtHierarchy& courts = CourtHierarchy::instance());

    bool hasForum() const { return m_forum.isValid(); }
    const CourtNode& forum() const { return m_forum; }

    /// The classification of a case decided by `citing` (null: the court is not known).
    model::Authority classify(const CourtNode* citing, bool unpublished) const;
    /// Of a citation and the case a lookup found for it.
    model::Authority classify(const model::LegalCitation& citation, const model::FoundCase& found) const;
    /// Sets `authority` on every verified case citation (and short form) of `rows`.
    void classifyAll(QList<model::VerifiedCitation>& rows) const;

    /// An unpublished decision by its citation: F. App'x, WL/LEXIS numbers, "(U)", "-U".
    static bool isUnpublished(const model::LegalCitation& citation);

private:
    model::Authority rule(const CourtNode& citing) const;
    QString stateOf(const CourtNode& court) const;

    CourtNode m_forum;
    bool m_assumed = false;
    const CourtHierarchy& m_courts;
};

} // namespace lmars::verify
