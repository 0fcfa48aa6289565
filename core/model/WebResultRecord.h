// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::model {

/**
 * What a web search engine (Serper, SearXNG) said of a result beside its title, link and snippet:
 * which block it came from, its rank, the date as the engine wrote it, and the engine's extras. Only
 * SearchResult's toJson()/fromJson() name the fields, under the metadata keys they always had (kind,
 * position, rawDate, searchedAt, sitelinks, ...).
 */
struct WebResultRecord
{
    enum class Kind
    {
        Organic,        ///< "organic"
        News,           ///< "news"
        AnswerBox,      ///< "answerBox"
        KnowledgeGraph, ///< "knowledgeGraph"
        PeopleAlsoAsk   ///< "peopleAlsoAsk"
    };

    struct Sitelink
    {
        QString title;
        QString link;
        bool operator==(const Sitelink& o) const { return title == o.title && link == o.link; }
    };

    /// A featured block (answer box, knowledge graph, "People also ask") that pointed at this same page.
    struct Mention
    {
        Kind kind = Kind::AnswerBox;
        QString title;
        QString snippet;
        QString question; ///< "People also ask" only
        bool operator==(const Mention& o) const
        {
            return kind == o.kind && title == o.title && snippet == o.snippet && question == o.question;
        }
    };

    std::optional<Kind> kind;
    std::optional<int> position; ///< 1-based rank in the engine's list
    QString rawDate;             ///< the date as the engine wrote it ("5 mins ago", "Jan 1, 2025")
    QString searchedAt;          ///< ISO time of the search, kept when the date was computed from a relative one
    std::optional<QList<Sitelink>> sitelinks;
    nlohmann::json attributes; ///< the engine's attribute object ("Born": "...") as given; null when none
    QString answer;            ///< answer box
    QString entityType;        ///< knowledge graph
    QString descriptionSource;
    QString descriptionLink;
    QString question;  ///< "People also ask"
    QString publisher; ///< news
    QString engine;    ///< SearXNG: the engine that ranked it first, the engines that found it, its score, category
    std::optional<QStringList> engines;
    std::optional<double> score;
    QString category;
    QList<Mention> mentions;

    bool operator==(const WebResultRecord& o) const;
    bool operator!=(const WebResultRecord& o) const { return !(*this == o); }

    static QString kindName(Kind kind);
    static bool parseKind(const QString& text, Kind* out);

    /// Sets the mention of this kind (one per kind: a later one replaces it).
    void mention(const Mention& m);

    /// Whether a result's metadata object holds any of writeTo()'s keys.
    static bool isIn(const nlohmann::json& metadata);
    void writeTo(nlohmann::json& metadata) const;
    /// Reads writeTo()'s keys out of metadata, removing them.
    static WebResultRecord takeFrom(nlohmann::json& metadata);
};

} // namespace lmars::model
