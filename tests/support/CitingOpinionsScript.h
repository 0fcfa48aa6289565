// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

/**
 * Replies of CourtListener's search API v4 for the citator (apis.md §2.1, §11.1), for scripted
 * servers: `GET /api/rest/v4/search/?type=o&q=cites:(IDS)` answers {count, next, previous,
 * results[]} with each result a cluster as the recorded v4 reply has it (absolute_url, caseName,
 * caseNameFull, citation[], cluster_id, court, court_citation_string, court_id, dateFiled,
 * docketNumber, opinions[{id, snippet, type, ...}], status, meta.score); `GET
 * /api/rest/v4/opinions/{id}/` answers the opinion with html_with_citations (its citations linked
 * as <span class="citation" data-id="OPINION"><a href="/opinion/CLUSTER/slug/">...</a></span>);
 * throttled requests answer 429 with Retry-After and DRF's {"detail": "Request was throttled.
 * Expected available in N seconds."}.
 */
namespace lmars::test::citing {

/// One citing cluster of a search reply.
struct Result
{
    qint64 clusterId = 0;
    QString caseName;
    QString courtId;
    QString court;
    QString date;
    QStringList citations;
    qint64 opinionId = 0;
    QString snippet;
};

inline nlohmann::json resultJson(const Result& r)
{
    nlohmann::json citations = nlohmann::json::array();
    for (const QString& c : r.citations)
        citations.push_back(c.toStdString());
    const std::string slug = r.caseName.toLower().replace(QLatin1Char(' '), QLatin1Char('-')).toStdString();
    return {{"absolute_url", "/opinion/" + std::to_string(r.clusterId) + "/" + slug + "/"},
            {"attorney", ""},
            {"caseName", r.caseName.toStdString()},
            {"caseNameFull", r.caseName.toStdString()},
            {"citation", citations},
            {"citeCount", 3},
            {"cluster_id", r.clusterId},
            {"court", r.court.toStdString()},
            {"court_citation_string", ""},
            {"court_id", r.courtId.toStdString()},
            {"dateArgued", nullptr},
            {"dateFiled", r.date.toStdString()},
            {"docketNumber", "21-1"},
            {"docket_id", r.clusterId + 500000},
            {"judge", ""},
            {"meta", {{"timestamp", "2024-06-22T10:26:35.320787Z"}, {"score", {{"bm25", 2.13}}}}},
            {"opinions",
             {{{"author_id", nullptr},
               {"cites", nlohmann::json::array()},
               {"download_url", nullptr},
               {"id", r.opinionId},
               {"per_curiam", false},
               {"sha1", ""},
               {"snippet", r.snippet.toStdString()},
               {"type", "lead-opinion"}}}},
            {"sibling_ids", {r.opinionId}},
            {"status", "Published"}};
}

/// A search reply: `count` may exceed the results listed (the rest are on later pages).
inline nlohmann::json searchReply(int count, const QList<Result>& results, const QString& next = {})
{
    nlohmann::json list = nlohmann::json::array();
    for (const Result& r : results)
        list.push_back(resultJson(r));
    return {{"count", count},
            {"next", next.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(next.toStdString())},
            {"previous", nullptr},
            {"results", list}};
}

/// The citation link html_with_citations writes for a case.
inline QString link(qint64 clusterId, qint64 opinionId, const QString& slug, const QString& citation)
{
    return QStringLiteral("<span class=\"citation\" data-id=\"%1\"><a href=\"/opinion/%2/%3/\">%4</a></span>")
        .arg(opinionId)
        .arg(clusterId)
        .arg(slug, citation);
}

/// An opinion object with its html_with_citations.
inline nlohmann::json opinion(qint64 id, qint64 clusterId, const QString& html)
{
    return {{"id", id},
            {"cluster_id", clusterId},
            {"type", "010combined"},
            {"author_str", ""},
            {"html_with_citations", html.toStdString()},
            {"html", ""},
            {"plain_text", ""},
            {"download_url", nullptr}};
}

/// DRF's throttled reply: 429, Retry-After and the detail body.
inline nlohmann::json throttled(int seconds)
{
    return {{"status", 429},
            {"headers", {{"Content-Type", "application/json"}, {"Retry-After", std::to_string(seconds)}}},
            {"json",
             {{"detail", "Request was throttled. Expected available in " + std::to_string(seconds) + " seconds."}}}};
}

inline nlohmann::json ok(const nlohmann::json& body, int delayMs = 0)
{
    return {{"status", 200}, {"headers", {{"Content-Type", "application/json"}}}, {"json", body}, {"delayMs", delayMs}};
}

inline nlohmann::json array(const QList<nlohmann::json>& items)
{
    nlohmann::json out = nlohmann::json::array();
    for (const nlohmann::json& item : items)
        out.push_back(item);
    return out;
}

/// A search route for `cites:(...)` queries naming `opinionId`, answering `responses` in turn.
inline QByteArray searchRoute(qint64 opinionId, const QList<nlohmann::json>& responses)
{
    return QByteArray::fromStdString(nlohmann::json({{"method", "GET"},
                                                     {"path", "/api/rest/v4/search/"},
                                                     {"match", {{"queryContains", std::to_string(opinionId)}}},
                                                     {"responses", array(responses)}})
                                         .dump());
}

/// An opinion route answering `responses` in turn.
inline QByteArray opinionRoute(qint64 opinionId, const QList<nlohmann::json>& responses)
{
    return QByteArray::fromStdString(
        nlohmann::json({{"method", "GET"},
                        {"path", "/api/rest/v4/opinions/" + std::to_string(opinionId) + "/"},
                        {"responses", array(responses)}})
            .dump());
}

} // namespace lmars::test::citing
