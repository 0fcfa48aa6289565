// SPDX-License-Identifier: GPL-3.0-or-later
#include "Citator.h"

#include "VerifyLog.h"
#include "sessions/CitationCache.h"
#include "verify/CourtHierarchy.h"
#include "verify/TreatmentReader.h"

#include <QDate>
#include <QMutexLocker>
#include <QRegularExpression>

#include <algorithm>

namespace lmars::verify {

namespace {

using model::NegativeTreatment;
using model::Treatment;
using model::TreatmentSignal;
using model::TreatmentStatus;

/// 0 for a court of last resort, 1 intermediate, 2 trial, 3 unknown (and the case's own history first).
int courtRank(const TreatmentSignal& signal)
{
    if (signal.fromHistory)
        return -1;
    const CourtNode* node = CourtHierarchy::instance().byId(signal.court);
    if (!node)
        return 3;
    switch (node->level) {
    case CourtNode::Level::LastResort:
        return 0;
    case CourtNode::Level::Intermediate:
        return 1;
    case CourtNode::Level::Trial:
        return 2;
    }
    return 3;
}

int courtRank(const CitingOpinion& opinion)
{
    TreatmentSignal signal;
    signal.court = opinion.court;
    return courtRank(signal);
}

QString courtName(const QString& id)
{
    const CourtNode* node = CourtHierarchy::instance().byId(id);
    return node ? node->name : id;
}

qint64 clusterIdOf(const QString& url)
{
    static const QRegularExpression id(QStringLiteral("/opinion/(\\d+)(?:/|$)"));
    const QRegularExpressionMatch m = id.match(url);
    return m.hasMatch() ? m.captured(1).toLongLong() : 0;
}

Treatment notChecked(const QString& reason)
{
    Treatment treatment;
    treatment.status = TreatmentStatus::NotChecked;
    treatment.reason = reason;
    return treatment;
}

} // namespace

Citator::Citator(CitatorConfig config, std::shared_ptr<store::CitationCache> cache,
                 std::shared_ptr<CourtListenerThrottle> throttle)
    : m_config(std::move(config)), m_cache(std::move(cache)),
      m_throttle(throttle ? std::move(throttle)
                          : std::make_shared<CourtListenerThrottle>(m_config.requestsPerMinute,
                                                                    m_config.lookup.maxThrottleWaitMs)),
      m_client(m_config.lookup, m_throttle)
{}

bool Citator::applies(const model::VerifiedCitation& citation)
{
    return (citation.citation.kind == model::CitationKind::Case ||
            citation.citation.kind == model::CitationKind::ShortForm) &&
           citation.check.status == model::CitationStatus::Verified && clusterIdOf(citation.found.url) > 0;
}

QString Citator::kindWords(NegativeTreatment kind)
{
    switch (kind) {
    case NegativeTreatment::Overruled:
        return tr("overruled");
    case NegativeTreatment::Abrogated:
        return tr("abrogated");
    case NegativeTreatment::Superseded:
        return tr("superseded by statute");
    case NegativeTreatment::Disapproved:
        return tr("disapproved");
    case NegativeTreatment::CalledIntoDoubt:
        return tr("called into doubt");
    case NegativeTreatment::DeclinedToFollow:
        return tr("declined to be followed");
    case NegativeTreatment::LimitedToFacts:
        return tr("limited to its facts");
    case NegativeTreatment::Reversed:
        return tr("reversed");
    case NegativeTreatment::Vacated:
        return tr("vacated");
    }
    return {};
}

QList<TreatmentSignal> Citator::historySignals(const model::LegalCitation& citation)
{
    QList<TreatmentSignal> out;
    for (const model::SubsequentHistory& history : citation.history) {
        TreatmentSignal signal;
        signal.fromHistory = true;
        switch (history.treatment) {
        case model::HistoryTreatment::Reversed:
            signal.kind = NegativeTreatment::Reversed;
            break;
        case model::HistoryTreatment::Vacated:
            signal.kind = NegativeTreatment::Vacated;
            break;
        case model::HistoryTreatment::Overruled:
            signal.kind = NegativeTreatment::Overruled;
            break;
        case model::HistoryTreatment::Abrogated:
            signal.kind = NegativeTreatment::Abrogated;
            break;
        case model::HistoryTreatment::Superseded:
            signal.kind = NegativeTreatment::Superseded;
            break;
        default:
            continue;
        }
        signal.sentence = QString(history.phrase + QLatin1Char(' ') + history.citation).trimmed();
        signal.caseName = history.citation;
        out << signal;
    }
    return out;
}

void Citator::summarize(Treatment& treatment)
{
    std::stable_sort(treatment.signals.begin(), treatment.signals.end(),
                     [](const TreatmentSignal& a, const TreatmentSignal& b) {
                         const int ra = courtRank(a);
                         const int rb = courtRank(b);
                         return ra != rb ? ra < rb : a.date > b.date;
                     });
    QString counts;
    if (treatment.status != TreatmentStatus::NotChecked || treatment.read > 0 || treatment.citing > 0) {
        counts =
            treatment.notRead() > 0
                ? tr("%n citing opinion(s) read (%1 more not read)", nullptr, treatment.read).arg(treatment.notRead())
                : tr("%n citing opinion(s) read", nullptr, treatment.read);
    }
    if (!treatment.signals.isEmpty()) {
        treatment.status = TreatmentStatus::Negative;
        const TreatmentSignal& first = treatment.signals.constFirst();
        if (first.fromHistory) {
            treatment.summary = tr("Possibly %1: its subsequent history in the text says \"%2\".")
                                    .arg(kindWords(first.kind), first.sentence);
        } else {
            treatment.summary = tr("Possibly %1 by %2 (%3, %4).")
                                    .arg(kindWords(first.kind), first.caseName, courtName(first.court), first.date);
        }
        if (treatment.signals.size() > 1)
            treatment.summary +=
                QLatin1Char(' ') + tr("%n more negative signal(s).", nullptr, int(treatment.signals.size() - 1));
        if (!counts.isEmpty())
            treatment.summary += QLatin1Char(' ') + tr("Based on %1.").arg(counts);
        return;
    }
    if (treatment.status == TreatmentStatus::NotChecked) {
        treatment.summary = tr("Later treatment not checked: %1").arg(treatment.reason);
        return;
    }
    treatment.status = TreatmentStatus::NoneFound;
    treatment.summary = treatment.citing == 0
                            ? tr("No negative treatment found: CourtListener lists no later opinion citing it.")
                            : tr("No negative treatment found in %1.").arg(counts);
    if (!treatment.reason.isEmpty())
        treatment.summary += QLatin1Char(' ') + treatment.reason;
}

void Citator::addNote(const QString& note)
{
    QMutexLocker lock(&m_mutex);
    if (!m_notes.contains(note))
        m_notes << note;
}

QStringList Citator::notes() const
{
    QMutexLocker lock(&m_mutex);
    return m_notes;
}

Treatment Citator::lookUp(const model::VerifiedCitation& citation, const CancelToken& cancel, bool* complete)
{
    *complete = false;
    if (m_config.lookup.token.trimmed().isEmpty())
        return notChecked(tr("no CourtListener API token is set."));
    if (const QDateTime blocked = m_throttle->blockedUntil();
        blocked.isValid() && QDateTime::currentDateTimeUtc().msecsTo(blocked) > m_config.lookup.maxThrottleWaitMs)
        return notChecked(tr("CourtListener's rate limit was reached; retry after %1 UTC.")
                              .arg(blocked.toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
    const auto failed = [](const Error& error) {
        if (error.isCancelled())
            return notChecked(tr("the check was cancelled."));
        if (error.httpStatus == 429)
            return notChecked(error.summary);
        return notChecked(tr("the CourtListener search failed (%1).").arg(error.toString()));
    };
    QList<qint64> ids = citation.found.opinionIds;
    if (ids.isEmpty()) {
        const Result<QList<qint64>> fetched = m_client.opinionIdsOf(citation.found.url, cancel);
        if (!fetched)
            return failed(fetched.error());
        ids = fetched.value();
    }
    const Result<CitingPage> page = m_client.citing(ids, cancel);
    if (!page)
        return failed(page.error());

    CitedCase cited;
    cited.clusterId = clusterIdOf(citation.found.url);
    cited.opinionIds = ids;
    cited.citations << citation.citation.normalized;
    cited.caseName = citation.found.caseName.isEmpty() ? citation.citation.caseName : citation.found.caseName;
    const TreatmentReader reader(cited);

    Treatment treatment;
    QList<CitingOpinion> results;
    for (const CitingOpinion& opinion : page->results) {
        if (opinion.clusterId != cited.clusterId)
            results << opinion;
    }
    treatment.citing = page->count - int(page->results.size() - results.size());
    // Ranked by court level, then newest first: the opinions most likely to matter are read first.
    std::stable_sort(results.begin(), results.end(), [](const CitingOpinion& a, const CitingOpinion& b) {
        const int ra = courtRank(a);
        const int rb = courtRank(b);
        return ra != rb ? ra < rb : a.date > b.date;
    });
    const auto addFinding = [&](const CitingOpinion& opinion, const TreatmentFinding& finding) {
        TreatmentSignal signal;
        signal.kind = finding.kind;
        signal.caseName = opinion.caseName;
        signal.court = opinion.court;
        signal.date = opinion.date;
        signal.sentence = finding.sentence;
        signal.url = opinion.url;
        treatment.signals << signal;
    };
    int fetched = 0;
    bool interrupted = false;
    for (const CitingOpinion& opinion : results) {
        // The snippet first: when it already says so, no request is spent on the text.
        const QList<TreatmentFinding> inSnippet = reader.read(opinion.snippet, true);
        if (!inSnippet.isEmpty()) {
            addFinding(opinion, inSnippet.constFirst());
            ++treatment.read;
            continue;
        }
        if (fetched >= m_config.maxOpinionsRead || opinion.opinionIds.isEmpty())
            continue;
        ++fetched;
        bool isHtml = false;
        const Result<QString> text = m_client.opinionText(opinion.opinionIds.constFirst(), &isHtml, cancel);
        if (!text) {
            if (text.error().isCancelled() || text.error().httpStatus == 429) {
                treatment.reason = text.error().isCancelled()
                                       ? tr("The check was cancelled before the rest were read.")
                                       : tr("The rest were not read: %1").arg(text.error().summary);
                interrupted = true;
                break;
            }
            qCInfo(lcVerify).noquote() << "citing opinion not read:" << text.error().toString();
            continue;
        }
        ++treatment.read;
        const QList<TreatmentFinding> found = reader.read(text.value(), isHtml);
        if (!found.isEmpty())
            addFinding(opinion, found.constFirst());
    }
    treatment.status = TreatmentStatus::NoneFound;
    treatment.checkedAt = QDate::currentDate().toString(Qt::ISODate);
    *complete = !interrupted;
    return treatment;
}

Treatment Citator::treat(const model::VerifiedCitation& citation, const CancelToken& cancel)
{
    if (!applies(citation))
        return {};
    const QString key = citation.citation.normalized;
    Treatment treatment;
    bool known = false;
    {
        QMutexLocker lock(&m_mutex);
        if (m_known.contains(key)) {
            treatment = m_known.value(key);
            known = true;
        }
    }
    if (!known && m_cache) {
        const auto cached = m_cache->findTreatment(key, m_config.cacheMaxAgeDays);
        if (cached && cached.value()) {
            treatment = Treatment::fromJson(cached.value()->result);
            treatment.checkedAt = cached.value()->checkedAt.toString(Qt::ISODate);
            known = treatment.status != TreatmentStatus::NotChecked;
        } else if (!cached) {
            qCWarning(lcVerify) << "citation cache unreadable:" << cached.error().toString();
        }
    }
    if (!known) {
        bool complete = false;
        treatment =
            cancel.isCancelled() ? notChecked(tr("the check was cancelled.")) : lookUp(citation, cancel, &complete);
        treatment.signals.erase(std::remove_if(treatment.signals.begin(), treatment.signals.end(),
                                               [](const TreatmentSignal& s) { return s.fromHistory; }),
                                treatment.signals.end());
        if (complete) {
            QMutexLocker lock(&m_mutex);
            m_known.insert(key, treatment);
            lock.unlock();
            if (m_cache) {
                const auto stored = m_cache->storeTreatment(key, treatment.toJson(), QDate::currentDate());
                if (!stored)
                    qCWarning(lcVerify) << "citation cache not written:" << stored.error().toString();
            }
        }
    }
    // What the text itself says of the case's history counts whatever the search found.
    treatment.signals += historySignals(citation.citation);
    summarize(treatment);
    return treatment;
}

void Citator::treatAll(QList<model::VerifiedCitation>& citations, const CancelToken& cancel, const Progress& progress)
{
    QStringList limited;
    QString limitReason;
    for (int i = 0; i < citations.size(); ++i) {
        if (!applies(citations.at(i)))
            continue;
        citations[i].treatment = treat(citations.at(i), cancel);
        const Treatment& t = citations.at(i).treatment;
        if (t.status == TreatmentStatus::NotChecked || !t.reason.isEmpty()) {
            const QString name = citations.at(i).found.caseName.isEmpty() ? citations.at(i).citation.normalized
                                                                          : citations.at(i).found.caseName;
            if (!limited.contains(name))
                limited << name;
            limitReason = t.reason;
        }
        if (progress)
            progress(i);
    }
    if (!limited.isEmpty())
        addNote(tr("Later treatment was not fully checked for %n case(s) (%1): %2", nullptr, int(limited.size()))
                    .arg(limited.join(QStringLiteral("; ")), limitReason));
}

} // namespace lmars::verify
