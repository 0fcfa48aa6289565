// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "verify/CitationChecker.h"
#include "verify/CitationLookupClient.h"
#include "verify/OfficialSourceChecker.h"
#include "verify/PlausibilityChecker.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>

#include <memory>

namespace lmars::store {
class CitationCache;
}

namespace lmars::verify {

struct NetworkCheckerConfig
{
    CitationLookupConfig lookup;    ///< an empty token: cases are not looked up (notes() says how to enable it)
    OfficialSourcesConfig official; ///< eCFR and the Federal Register
    int cacheMaxAgeDays = 30;       ///< cached lookups older than this are asked again
};

/**
 * The checker with the network (issue 13, points 3 and 4). For each citation, in this order:
 * the offline plausibility checks (an implausible citation is not looked up); case citations with
 * CourtListener's citation lookup, all in one batched request where the limits allow, the case
 * name written in the text and the year compared with the case found (a different case is a
 * mismatch: "This citation is X v. Y, not A v. B"); short forms take their antecedent's result;
 * C.F.R., Federal Register and executive order citations against the official sources. Every
 * lookup is remembered for the run and kept in the CitationCache (when one is given), so no
 * citation is looked up twice and recent results are reused across runs.
 */
class NetworkCitationChecker final : public CitationChecker
{
    Q_DECLARE_TR_FUNCTIONS(NetworkCitationChecker)

public:
    /// cache may be null (then results are remembered for this checker's lifetime only).
    NetworkCitationChecker(NetworkCheckerConfig config, std::shared_ptr<store::CitationCache> cache);

    QList<model::VerifiedCitation> check(const QList<model::LegalCitation>& citations, QDate asOf,
                                         const CancelToken& cancel, const Progress& progress = {}) override;
    QStringList notes() const override;
    QString opinionText(const model::VerifiedCitation& citation, const CancelToken& cancel) override;

    /// How many HTTP requests the citation lookup sent (tests, benchmark).
    int lookupRequestsSent() const { return m_lookup.requestsSent(); }

    /// The result of one case citation from what the lookup answered (answer.outcome Answered or not).
    static model::VerifiedCitation evaluateCase(const model::LegalCitation& citation,
                                                const CitationLookupAnswer& answer);
    /// Westlaw/Lexis database numbers ("2019 WL 4639462"): CourtListener cannot look them up.
    static bool isDatabaseCitation(const model::LegalCitation& citation);

private:
    void lookUpCases(const QList<model::LegalCitation>& citations, QList<model::VerifiedCitation>& rows,
                     const CancelToken& cancel);
    void checkOfficial(const model::LegalCitation& citation, QDate asOf, model::VerifiedCitation& row,
                       const CancelToken& cancel);
    void addNote(const QString& note);

    NetworkCheckerConfig m_config;
    std::shared_ptr<store::CitationCache> m_cache;
    PlausibilityChecker m_plausibility;
    CitationLookupClient m_lookup;
    OfficialSourceChecker m_official;
    mutable QMutex m_mutex;
    QHash<QString, CitationLookupAnswer> m_caseAnswers; ///< normalized → answer, this run
    QHash<QString, QString> m_caseCheckedAt;            ///< normalized → date it was looked up
    QHash<QString, OfficialCheck> m_officialAnswers;    ///< normalized@asOf → answer, this run
    QHash<QString, QString> m_opinionTexts;             ///< case URL → text
    QStringList m_notes;
};

} // namespace lmars::verify
