// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "model/Verification.h"
#include "verify/CitingOpinionsClient.h"
#include "verify/CourtListenerThrottle.h"

#include <QCoreApplication>
#include <QHash>
#include <QMutex>
#include <QStringList>

#include <functional>
#include <memory>

namespace lmars::store {
class CitationCache;
}

namespace lmars::verify {

struct CitatorConfig
{
    CitationLookupConfig lookup; ///< the site, token and timeouts (as the citation lookup's)
    int maxOpinionsRead = 5;     ///< citing opinions whose text is read per case; the rest are counted
    /// Spacing of the shared throttle; 0: none, requests go until CourtListener answers 429 and
    /// then wait as it says (its tiers differ: 5/min free, up to 25/min paid).
    int requestsPerMinute = 0;
    int cacheMaxAgeDays = 30;    ///< cached findings older than this are looked up again
};

/**
 * The citator, honestly named (issue 27, point 3): for each verified case citation, the later
 * opinions citing it (CourtListener's `cites:` search on the case's opinions), ranked by court
 * level (CourtHierarchy) then date, newest first; each one's search snippet is read, then the text
 * (html_with_citations, the citation found by its /opinion/{id}/ link) of at most maxOpinionsRead
 * of them, for negative treatment (TreatmentReader). Reversed, vacated, overruled, abrogated or
 * superseded written in the case's own subsequent history count too. It says "possibly overruled
 * by X (court, date)" with the sentence and a link, or "no negative treatment found in N citing
 * opinions read (M more not read)", never "good law"; a case it could not look at (rate limit, no
 * token, failure, cancel) says why. All requests share one CourtListenerThrottle; findings are
 * cached per case with the day they were looked up. Blocking: run it on a worker thread, after the
 * verification it reads (it never delays a result the user is waiting for).
 */
class Citator final
{
    Q_DECLARE_TR_FUNCTIONS(Citator)

public:
    Citator(CitatorConfig config, std::shared_ptr<store::CitationCache> cache,
            std::shared_ptr<CourtListenerThrottle> throttle = {});

    /// Called after each case with the index of the citation whose treatment was set.
    using Progress = std::function<void(int index)>;
    /// Sets `treatment` of every verified case citation (short forms take their antecedent's,
    /// matched by the case found). Others are left untouched.
    void treatAll(QList<model::VerifiedCitation>& citations, const CancelToken& cancel, const Progress& progress = {});
    /// The treatment of one verified case citation (empty for anything else).
    model::Treatment treat(const model::VerifiedCitation& citation, const CancelToken& cancel);

    /// What was not checked and why, once per run.
    QStringList notes() const;
    /// Requests the shared throttle let through (tests, benchmark).
    int requestsSent() const { return m_throttle->requestsSent(); }

    /// Whether the citator applies: a verified case citation with a CourtListener page.
    static bool applies(const model::VerifiedCitation& citation);
    /// The negative treatment written in the citation's own subsequent history (reversed, vacated,
    /// overruled, abrogated, superseded).
    static QList<model::TreatmentSignal> historySignals(const model::LegalCitation& citation);
    /// The status and summary line of a treatment from its signals and counts (NotChecked keeps its reason).
    static void summarize(model::Treatment& treatment);
    /// "overruled", "called into doubt", ... in words.
    static QString kindWords(model::NegativeTreatment kind);

private:
    model::Treatment lookUp(const model::VerifiedCitation& citation, const CancelToken& cancel, bool* complete);
    void addNote(const QString& note);

    CitatorConfig m_config;
    std::shared_ptr<store::CitationCache> m_cache;
    std::shared_ptr<CourtListenerThrottle> m_throttle;
    CitingOpinionsClient m_client;
    mutable QMutex m_mutex;
    QHash<QString, model::Treatment> m_known; ///< normalized → treatment, this run
    QStringList m_notes;
};

} // namespace lmars::verify
