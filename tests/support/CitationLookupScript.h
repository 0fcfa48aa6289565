// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrlQuery>

#include <nlohmann/json.hpp>

/**
 * Replies of CourtListener's citation lookup (POST /api/rest/v4/citation-lookup/, apis.md §2.3)
 * for scripted servers: a JSON list with, per citation found in the posted text, citation,
 * normalized_citations, start_index and end_index (offsets into that text), status, error_message
 * and clusters (cluster objects: id, absolute_url, case_name, case_name_short, case_name_full,
 * date_filed, docket_id, precedential_status, citations).
 */
namespace lmars::test::lookup {

/// One citation of a reply.
struct Entry
{
    Entry(QString citationText, int statusCode = 200, QList<nlohmann::json> clusterObjects = {}, QString message = {})
        : citation(std::move(citationText)), status(statusCode), clusters(std::move(clusterObjects)),
          errorMessage(std::move(message))
    {}

    QString citation;
    int status = 200;
    QList<nlohmann::json> clusters;
    QString errorMessage;
};

/// A cluster object as the service returns it.
inline nlohmann::json cluster(int id, const QString& caseName, const QString& dateFiled, const QString& slug)
{
    const std::string url = "/opinion/" + std::to_string(id) + "/" + slug.toStdString() + "/";
    return {{"id", id},
            {"absolute_url", url},
            {"case_name", caseName.toStdString()},
            {"case_name_short", caseName.section(QLatin1Char(' '), 0, 0).toStdString()},
            {"case_name_full", caseName.toStdString()},
            {"date_filed", dateFiled.toStdString()},
            {"docket_id", id + 1000},
            {"precedential_status", "Published"},
            {"citations", nlohmann::json::array()}};
}

/// The posted form's `text` field.
inline QString postedText(const QByteArray& body)
{
    QByteArray form = body;
    form.replace('+', ' ');
    return QUrlQuery(QString::fromLatin1(form)).queryItemValue(QStringLiteral("text"), QUrl::FullyDecoded);
}

/// The reply for `text`: each entry's citation located in it (in order) for start_index/end_index.
inline nlohmann::json reply(const QString& text, const QList<Entry>& entries)
{
    nlohmann::json list = nlohmann::json::array();
    qsizetype from = 0;
    for (const Entry& entry : entries) {
        const qsizetype start = text.indexOf(entry.citation, from);
        if (start < 0)
            continue; // the service only reports what is in the text
        from = start + entry.citation.size();
        nlohmann::json clusters = nlohmann::json::array();
        for (const nlohmann::json& c : entry.clusters)
            clusters.push_back(c);
        QString message = entry.errorMessage;
        if (message.isEmpty() && entry.status == 404)
            message = QStringLiteral("Citation not found: '%1'").arg(entry.citation);
        if (message.isEmpty() && entry.status == 429)
            message = QStringLiteral("Too many citations requested.");
        list.push_back({{"citation", entry.citation.toStdString()},
                        {"normalized_citations", nlohmann::json::array({entry.citation.toStdString()})},
                        {"start_index", int(start)},
                        {"end_index", int(from)},
                        {"status", entry.status},
                        {"error_message", message.toStdString()},
                        {"clusters", std::move(clusters)}});
    }
    return list;
}

/// The text the checker posts for these citations (one per line, in order).
inline QString textOf(const QStringList& citations)
{
    return citations.join(QLatin1Char('\n'));
}

/// A route answering the lookup with `replyJson` (optionally only for raw, form-encoded bodies containing `needle`).
inline QByteArray route(const nlohmann::json& replyJson, int delayMs = 0, const QString& needle = {})
{
    nlohmann::json r = {{"method", "POST"},
                        {"path", "/api/rest/v4/citation-lookup/"},
                        {"responses",
                         {{{"status", 200},
                           {"headers", {{"Content-Type", "application/json"}}},
                           {"json", replyJson},
                           {"delayMs", delayMs}}}}};
    if (!needle.isEmpty())
        r["match"] = {{"bodyContains", needle.toStdString()}};
    return QByteArray::fromStdString(r.dump());
}

/// The account throttle: HTTP 429 with wait_until (ISO 8601 with microseconds, as the server writes it).
inline nlohmann::json throttled(const QString& waitUntilIso)
{
    return {
        {"status", 429},
        {"headers", {{"Content-Type", "application/json"}}},
        {"json",
         {{"error_message", "Too many requests (allowed rate: 60/min)."}, {"wait_until", waitUntilIso.toStdString()}}}};
}

} // namespace lmars::test::lookup
