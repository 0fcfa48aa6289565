// SPDX-License-Identifier: GPL-3.0-or-later
#include "NetworkCitationChecker.h"

#include "CaseNameMatcher.h"
#include "VerifyLog.h"
#include "sessions/CitationCache.h"

#include <QDate>
#include <QMutexLocker>

namespace lmars::verify {

namespace {

using Outcome = CitationLookupAnswer::Outcome;

nlohmann::json foundToJson(const model::FoundCase& found)
{
    nlohmann::json ids = nlohmann::json::array();
    for (qint64 id : found.opinionIds)
        ids.push_back(id);
    return {{"caseName", found.caseName.toStdString()},
            {"court", found.court.toStdString()},
            {"date", found.date.toStdString()},
            {"url", found.url.toStdString()},
            {"opinionIds", std::move(ids)}};
}

model::FoundCase foundFromJson(const nlohmann::json& json)
{
    model::FoundCase found;
    auto text = [&json](const char* key) {
        return json.is_object() && json.contains(key) && json[key].is_string()
                   ? QString::fromStdString(json[key].get<std::string>())
                   : QString();
    };
    found.caseName = text("caseName");
    found.court = text("court");
    found.date = text("date");
    found.url = text("url");
    if (json.is_object() && json.contains("opinionIds") && json["opinionIds"].is_array()) {
        for (const nlohmann::json& id : json["opinionIds"]) {
            if (id.is_number_integer())
                found.opinionIds << id.get<qint64>();
        }
    }
    return found;
}

/// The cache's form of a lookup answer: {service, status, errorMessage, normalized, clusters}.
nlohmann::json answerToJson(const CitationLookupAnswer& answer)
{
    nlohmann::json clusters = nlohmann::json::array();
    for (const model::FoundCase& found : answer.clusters)
        clusters.push_back(foundToJson(found));
    nlohmann::json normalized = nlohmann::json::array();
    for (const QString& form : answer.normalizedCitations)
        normalized.push_back(form.toStdString());
    return {{"service", "courtlistener"},
            {"status", answer.status},
            {"errorMessage", answer.errorMessage.toStdString()},
            {"normalized", std::move(normalized)},
            {"clusters", std::move(clusters)}};
}

bool answerFromJson(const nlohmann::json& json, CitationLookupAnswer* answer)
{
    if (!json.is_object() || json.value("service", std::string()) != "courtlistener" || !json.contains("status") ||
        !json["status"].is_number_integer())
        return false;
    answer->outcome = Outcome::Answered;
    answer->status = json["status"].get<int>();
    answer->errorMessage = QString::fromStdString(json.value("errorMessage", std::string()));
    if (json.contains("normalized") && json["normalized"].is_array()) {
        for (const nlohmann::json& form : json["normalized"]) {
            if (form.is_string())
                answer->normalizedCitations << QString::fromStdString(form.get<std::string>());
        }
    }
    if (json.contains("clusters") && json["clusters"].is_array()) {
        for (const nlohmann::json& cluster : json["clusters"])
            answer->clusters << foundFromJson(cluster);
    }
    return true;
}

nlohmann::json officialToJson(const OfficialCheck& check)
{
    return {{"service", "official"},
            {"status", model::citationStatusName(check.check.status).toStdString()},
            {"reason", check.check.reason.toStdString()},
            {"link", check.link.toStdString()}};
}

bool officialFromJson(const nlohmann::json& json, OfficialCheck* check)
{
    if (!json.is_object() || json.value("service", std::string()) != "official")
        return false;
    if (!model::parseCitationStatus(QString::fromStdString(json.value("status", std::string())), &check->check.status))
        return false;
    check->check.reason = QString::fromStdString(json.value("reason", std::string()));
    check->link = QString::fromStdString(json.value("link", std::string()));
    check->cacheable = true;
    return true;
}

int yearOf(const QString& isoDate)
{
    return isoDate.size() >= 4 ? isoDate.left(4).toInt() : 0;
}

QString describe(const model::FoundCase& found)
{
    const int year = yearOf(found.date);
    return year > 0 ? QStringLiteral("%1 (%2)").arg(found.caseName).arg(year) : found.caseName;
}

} // namespace

NetworkCitationChecker::NetworkCitationChecker(NetworkCheckerConfig config, std::shared_ptr<store::CitationCache> cache)
    : m_config(std::move(config)), m_cache(std::move(cache)), m_lookup(m_config.lookup), m_official(m_config.official)
{}

bool NetworkCitationChecker::isDatabaseCitation(const model::LegalCitation& citation)
{
    const QString reporter = citation.reporter.isEmpty() ? citation.reporterAsWritten : citation.reporter;
    return reporter == QLatin1String("WL") || reporter.contains(QLatin1String("LEXIS"), Qt::CaseInsensitive);
}

model::VerifiedCitation NetworkCitationChecker::evaluateCase(const model::LegalCitation& citation,
                                                             const CitationLookupAnswer& answer)
{
    model::VerifiedCitation row;
    row.citation = citation;
    model::CitationCheck& check = row.check;
    check.status = model::CitationStatus::Unchecked;
    switch (answer.outcome) {
    case Outcome::NotRecognized:
        check.reason = tr("CourtListener did not read this as a case citation, so it was not looked up.");
        return row;
    case Outcome::Throttled:
        check.reason = tr("Not checked: CourtListener's rate limit was reached; retry after %1 UTC.")
                           .arg(answer.retryAfter.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        return row;
    case Outcome::Failed:
        check.reason = tr("Not checked: the CourtListener lookup failed (%1).").arg(answer.failure);
        return row;
    case Outcome::Mismatched:
        check.reason =
            tr("Not checked: CourtListener's answer did not agree with this citation (%1).").arg(answer.failure);
        return row;
    case Outcome::Cancelled:
        check.reason = tr("The check was cancelled before this citation was looked up.");
        return row;
    case Outcome::Answered:
        break;
    }
    const QString written = citation.caseName.trimmed();
    switch (answer.status) {
    case 200: {
        if (answer.clusters.isEmpty()) {
            check.reason = tr("CourtListener found the citation but named no case.");
            return row;
        }
        row.found = answer.clusters.constFirst();
        row.link = row.found.url;
        if (!written.isEmpty() && !CaseNameMatcher::sameCase(written, row.found.caseName)) {
            check.status = model::CitationStatus::Mismatch;
            check.reason = tr("This citation is %1, not %2.").arg(describe(row.found), written);
            return row;
        }
        const int foundYear = yearOf(row.found.date);
        if (citation.year > 0 && foundYear > 0 && std::abs(foundYear - citation.year) > 1) {
            check.status = model::CitationStatus::Mismatch;
            check.reason = tr("This citation is %1, decided in %2, not %3.")
                               .arg(row.found.caseName)
                               .arg(foundYear)
                               .arg(citation.year);
            return row;
        }
        check.status = model::CitationStatus::Verified;
        check.reason = written.isEmpty()
                           ? tr("CourtListener: %1.").arg(describe(row.found))
                           : tr("CourtListener: %1, matching the name in the text.").arg(describe(row.found));
        return row;
    }
    case 300: {
        QList<model::FoundCase> matching;
        if (!written.isEmpty()) {
            for (const model::FoundCase& candidate : answer.clusters) {
                if (CaseNameMatcher::sameCase(written, candidate.caseName))
                    matching << candidate;
            }
        }
        if (matching.size() == 1) {
            row.found = matching.constFirst();
            row.link = row.found.url;
            check.status = model::CitationStatus::Verified;
            check.reason = tr("CourtListener: %1 (one of several cases at this citation; the name in the text "
                              "picks it).")
                               .arg(describe(row.found));
            return row;
        }
        QStringList names;
        for (const model::FoundCase& candidate : answer.clusters.mid(0, 3))
            names << describe(candidate);
        check.status = model::CitationStatus::Ambiguous;
        check.reason = tr("Several cases share this citation: %1.").arg(names.join(QStringLiteral("; ")));
        if (!answer.clusters.isEmpty())
            row.link = answer.clusters.constFirst().url;
        return row;
    }
    case 400:
        check.status = model::CitationStatus::Invalid;
        check.reason = answer.errorMessage.isEmpty()
                           ? tr("CourtListener does not know this reporter.")
                           : tr("CourtListener does not know this reporter: %1").arg(answer.errorMessage);
        return row;
    case 404:
        check.status = model::CitationStatus::NotFound;
        check.reason = tr("CourtListener has no case at this citation: it may be fabricated, or outside "
                          "CourtListener's coverage.");
        return row;
    default:
        check.reason = tr("CourtListener answered with status %1 for this citation.").arg(answer.status);
        return row;
    }
}

void NetworkCitationChecker::addNote(const QString& note)
{
    QMutexLocker lock(&m_mutex);
    if (!m_notes.contains(note))
        m_notes << note;
}

QStringList NetworkCitationChecker::notes() const
{
    QMutexLocker lock(&m_mutex);
    return m_notes;
}

void NetworkCitationChecker::lookUpCases(const QList<model::LegalCitation>& citations,
                                         QList<model::VerifiedCitation>& rows, const CancelToken& cancel)
{
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    QStringList toAsk; // normalized forms, each once
    QList<int> caseRows;
    for (int i = 0; i < citations.size(); ++i) {
        const model::LegalCitation& citation = citations.at(i);
        if (citation.kind != model::CitationKind::Case || rows.at(i).check.status == model::CitationStatus::Implausible)
            continue;
        if (isDatabaseCitation(citation)) {
            rows[i].check.reason = tr("Westlaw and Lexis database numbers cannot be looked up in CourtListener.");
            continue;
        }
        if (citation.page.isEmpty()) {
            rows[i].check.reason = tr(
                "Not checked: the page is left blank (a slip opinion not yet paginated), so it cannot be looked up.");
            continue;
        }
        caseRows << i;
        const QString key = citation.normalized;
        {
            QMutexLocker lock(&m_mutex);
            if (m_caseAnswers.contains(key) || toAsk.contains(key))
                continue;
        }
        if (m_cache) {
            const auto cached = m_cache->find(key, m_config.cacheMaxAgeDays);
            CitationLookupAnswer answer;
            if (cached && cached.value() && answerFromJson(cached.value()->result, &answer)) {
                QMutexLocker lock(&m_mutex);
                m_caseAnswers.insert(key, answer);
                m_caseCheckedAt.insert(key, cached.value()->checkedAt.toString(Qt::ISODate));
                continue;
            }
            if (!cached)
                qCWarning(lcVerify) << "citation cache unreadable:" << cached.error().toString();
        }
        toAsk << key;
    }
    if (caseRows.isEmpty())
        return;
    if (m_config.lookup.token.trimmed().isEmpty() && !toAsk.isEmpty()) {
        // Earlier lookups (the cache) still count; the rest cannot be looked up.
        addNote(tr("Cases were not checked against CourtListener: no API token is set. Set COURTLISTENER_API_TOKEN "
                   "(or the CourtListener token in Settings) to look them up."));
        for (int i : caseRows) {
            if (toAsk.contains(citations.at(i).normalized))
                rows[i].check.reason = tr("Not checked: no CourtListener API token is set.");
        }
        toAsk.clear();
    }
    if (!toAsk.isEmpty()) {
        qCDebug(lcVerify) << "looking up" << toAsk.size() << "case citations";
        const QList<CitationLookupAnswer> answers = m_lookup.lookup(toAsk, cancel);
        for (int k = 0; k < toAsk.size(); ++k) {
            const CitationLookupAnswer& answer = answers.at(k);
            if (answer.outcome == Outcome::Throttled)
                addNote(tr("CourtListener's rate limit stopped the lookup: some cases were not checked. Retry after "
                           "%1 UTC.")
                            .arg(answer.retryAfter.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm"))));
            else if (answer.outcome == Outcome::Failed)
                addNote(tr("The CourtListener lookup failed, so some cases were not checked: %1").arg(answer.failure));
            if (answer.outcome != Outcome::Answered && answer.outcome != Outcome::NotRecognized)
                continue; // not remembered: asked again next time
            QMutexLocker lock(&m_mutex);
            m_caseAnswers.insert(toAsk.at(k), answer);
            m_caseCheckedAt.insert(toAsk.at(k), today);
            lock.unlock();
            if (m_cache && answer.outcome == Outcome::Answered) {
                const auto stored = m_cache->store(toAsk.at(k), answerToJson(answer), QDate::currentDate());
                if (!stored)
                    qCWarning(lcVerify) << "citation cache not written:" << stored.error().toString();
            }
        }
        // What was not answered this time (throttled, failed, cancelled) still needs a row.
        for (int k = 0; k < toAsk.size(); ++k) {
            QMutexLocker lock(&m_mutex);
            if (!m_caseAnswers.contains(toAsk.at(k))) {
                for (int i : caseRows) {
                    if (citations.at(i).normalized == toAsk.at(k)) {
                        const model::PlausibilityProblem problem = rows.at(i).check.problem;
                        rows[i] = evaluateCase(citations.at(i), answers.at(k));
                        rows[i].check.problem = problem;
                        rows[i].checkedAt = today;
                    }
                }
            }
        }
    }
    QMutexLocker lock(&m_mutex);
    for (int i : caseRows) {
        const auto answer = m_caseAnswers.constFind(citations.at(i).normalized);
        if (answer == m_caseAnswers.cend())
            continue;
        const int sourceN = rows.at(i).sourceN;
        rows[i] = evaluateCase(citations.at(i), answer.value());
        rows[i].sourceN = sourceN;
        rows[i].checkedAt = m_caseCheckedAt.value(citations.at(i).normalized, today);
    }
}

void NetworkCitationChecker::checkOfficial(const model::LegalCitation& citation, QDate asOf,
                                           model::VerifiedCitation& row, const CancelToken& cancel)
{
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    // Regulations depend on the day they must be in force on, the U.S. Code on the annual edition.
    QString key = citation.normalized;
    if (citation.kind == model::CitationKind::Regulation)
        key += QLatin1Char('@') + (asOf.isValid() ? asOf.toString(Qt::ISODate) : today);
    else if (citation.kind == model::CitationKind::Statute && asOf.isValid())
        key += QLatin1Char('@') + QString::number(asOf.year());
    OfficialCheck result;
    bool known = false;
    {
        QMutexLocker lock(&m_mutex);
        if (m_officialAnswers.contains(key)) {
            result = m_officialAnswers.value(key);
            known = true;
        }
    }
    QString checkedAt = today;
    if (!known && m_cache) {
        const auto cached = m_cache->find(key, m_config.cacheMaxAgeDays);
        if (cached && cached.value() && officialFromJson(cached.value()->result, &result)) {
            known = true;
            checkedAt = cached.value()->checkedAt.toString(Qt::ISODate);
        }
    }
    if (!known) {
        result = m_official.check(citation, asOf, cancel);
        if (result.cacheable) {
            QMutexLocker lock(&m_mutex);
            m_officialAnswers.insert(key, result);
            lock.unlock();
            if (m_cache) {
                const auto stored = m_cache->store(key, officialToJson(result), QDate::currentDate());
                if (!stored)
                    qCWarning(lcVerify) << "citation cache not written:" << stored.error().toString();
            }
        }
    }
    row.check.status = result.check.status;
    row.check.reason = result.check.reason;
    row.link = result.link;
    row.checkedAt = checkedAt;
}

QList<model::VerifiedCitation> NetworkCitationChecker::check(const QList<model::LegalCitation>& citations, QDate asOf,
                                                             const CancelToken& cancel, const Progress& progress)
{
    const QString today = QDate::currentDate().toString(Qt::ISODate);
    QList<model::VerifiedCitation> rows;
    rows.reserve(citations.size());
    for (const model::LegalCitation& citation : citations) {
        model::VerifiedCitation row;
        row.citation = citation;
        row.check = m_plausibility.check(citation);
        row.checkedAt = today;
        rows << row;
    }
    lookUpCases(citations, rows, cancel);

    int done = 0;
    for (int i = 0; i < citations.size(); ++i) {
        const model::LegalCitation& citation = citations.at(i);
        if (citation.kind == model::CitationKind::Case || citation.kind == model::CitationKind::ShortForm)
            ++done;
    }
    if (progress)
        progress(rows, done);

    for (int i = 0; i < citations.size(); ++i) {
        const model::LegalCitation& citation = citations.at(i);
        if (citation.kind == model::CitationKind::Case || citation.kind == model::CitationKind::ShortForm ||
            rows.at(i).check.status == model::CitationStatus::Implausible)
            continue;
        if (OfficialSourceChecker::canCheck(citation))
            checkOfficial(citation, asOf, rows[i], cancel);
        else
            rows[i].check = m_official.check(citation, asOf, cancel).check;
        if (progress)
            progress(rows, ++done);
    }

    // Short forms take their antecedent's result (the antecedent is an index into the same list).
    for (int i = 0; i < citations.size(); ++i) {
        const model::LegalCitation& citation = citations.at(i);
        if (citation.kind != model::CitationKind::ShortForm)
            continue;
        const int antecedent = citation.antecedent;
        if (antecedent < 0 || antecedent >= rows.size() || antecedent == i) {
            rows[i].check.status = model::CitationStatus::Unchecked;
            rows[i].check.reason = tr("This short form refers to no earlier citation, so it cannot be checked.");
            continue;
        }
        const model::VerifiedCitation& full = rows.at(antecedent);
        rows[i].check = full.check;
        rows[i].found = full.found;
        rows[i].link = full.link;
        rows[i].checkedAt = full.checkedAt;
        rows[i].check.reason = tr("Refers to %1: %2").arg(full.citation.normalized, full.check.reason);
    }
    if (progress)
        progress(rows, int(rows.size()));
    return rows;
}

QString NetworkCitationChecker::opinionText(const model::VerifiedCitation& citation, const CancelToken& cancel)
{
    if (citation.found.url.isEmpty() || m_config.lookup.token.trimmed().isEmpty())
        return {};
    {
        QMutexLocker lock(&m_mutex);
        const auto known = m_opinionTexts.constFind(citation.found.url);
        if (known != m_opinionTexts.cend())
            return known.value();
    }
    const Result<QString> text = m_lookup.opinionText(citation.found.url, cancel);
    if (!text) {
        qCWarning(lcVerify).noquote() << "opinion text not fetched:" << text.error().toString();
        return {};
    }
    QMutexLocker lock(&m_mutex);
    m_opinionTexts.insert(citation.found.url, text.value());
    return text.value();
}

} // namespace lmars::verify
