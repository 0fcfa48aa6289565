// SPDX-License-Identifier: GPL-3.0-or-later
#include "WebResultRecord.h"

#include "RecordFields.h"

#include <array>
#include <tuple>
#include <utility>

namespace lmars::model {

namespace {

constexpr std::array<std::pair<WebResultRecord::Kind, const char*>, 5> kKinds = {{
    {WebResultRecord::Kind::Organic, "organic"},
    {WebResultRecord::Kind::News, "news"},
    {WebResultRecord::Kind::AnswerBox, "answerBox"},
    {WebResultRecord::Kind::KnowledgeGraph, "knowledgeGraph"},
    {WebResultRecord::Kind::PeopleAlsoAsk, "peopleAlsoAsk"},
}};

/// The featured blocks whose mention of a listed page is kept under the block's name.
constexpr std::array<WebResultRecord::Kind, 3> kMentionKinds = {
    WebResultRecord::Kind::AnswerBox, WebResultRecord::Kind::KnowledgeGraph, WebResultRecord::Kind::PeopleAlsoAsk};

constexpr std::array<const char*, 16> kKeys = {
    "kind",   "position", "rawDate",           "searchedAt",      "sitelinks", "attributes", "answer", "entityType",
    "engine", "engines",  "descriptionSource", "descriptionLink", "question",  "publisher",  "score",  "category"};

} // namespace

bool WebResultRecord::operator==(const WebResultRecord& o) const
{
    const auto f = [](const WebResultRecord& r) {
        return std::tie(r.kind, r.position, r.rawDate, r.searchedAt, r.sitelinks, r.attributes, r.answer, r.entityType,
                        r.descriptionSource, r.descriptionLink, r.question, r.publisher, r.engine, r.engines, r.score,
                        r.category, r.mentions);
    };
    return f(*this) == f(o);
}

QString WebResultRecord::kindName(Kind kind)
{
    for (const auto& [value, name] : kKinds) {
        if (value == kind)
            return QString::fromLatin1(name);
    }
    return {};
}

bool WebResultRecord::parseKind(const QString& text, Kind* out)
{
    for (const auto& [value, name] : kKinds) {
        if (text == QLatin1String(name)) {
            *out = value;
            return true;
        }
    }
    return false;
}

void WebResultRecord::mention(const Mention& m)
{
    for (Mention& existing : mentions) {
        if (existing.kind == m.kind) {
            existing = m;
            return;
        }
    }
    mentions << m;
}

bool WebResultRecord::isIn(const nlohmann::json& m)
{
    if (!m.is_object())
        return false;
    for (const char* key : kKeys) {
        if (m.contains(key))
            return true;
    }
    for (Kind kind : kMentionKinds) {
        if (m.contains(kindName(kind).toStdString()))
            return true;
    }
    return false;
}

void WebResultRecord::writeTo(nlohmann::json& m) const
{
    const auto text = [&m](const char* key, const QString& value) {
        if (!value.isEmpty())
            m[key] = json::str(value);
    };
    if (kind)
        m["kind"] = json::str(kindName(*kind));
    if (position)
        m["position"] = *position;
    text("rawDate", rawDate);
    text("searchedAt", searchedAt);
    if (sitelinks) {
        nlohmann::json links = nlohmann::json::array();
        for (const Sitelink& link : *sitelinks)
            links.push_back({{"title", json::str(link.title)}, {"link", json::str(link.link)}});
        m["sitelinks"] = std::move(links);
    }
    if (attributes.is_object())
        m["attributes"] = attributes;
    text("answer", answer);
    text("entityType", entityType);
    text("descriptionSource", descriptionSource);
    text("descriptionLink", descriptionLink);
    text("question", question);
    text("publisher", publisher);
    text("engine", engine);
    if (engines)
        m["engines"] = json::strList(*engines);
    if (score)
        m["score"] = *score;
    text("category", category);
    for (const Mention& mention : mentions) {
        nlohmann::json entry = {{"title", json::str(mention.title)}, {"snippet", json::str(mention.snippet)}};
        if (!mention.question.isEmpty())
            entry["question"] = json::str(mention.question);
        m[kindName(mention.kind).toStdString()] = std::move(entry);
    }
}

WebResultRecord WebResultRecord::takeFrom(nlohmann::json& m)
{
    using namespace fields;
    WebResultRecord r;
    Kind kind = Kind::Organic;
    if (parseKind(json::field(m, "kind"), &kind)) {
        r.kind = kind;
        m.erase("kind");
    }
    r.position = takeInt(m, "position");
    r.rawDate = takeText(m, "rawDate");
    r.searchedAt = takeText(m, "searchedAt");
    if (const auto it = m.find("sitelinks"); it != m.end() && it->is_array()) {
        QList<Sitelink> links;
        for (const nlohmann::json& link : *it)
            links.append({json::field(link, "title"), json::field(link, "link")});
        r.sitelinks = links;
        m.erase("sitelinks");
    }
    if (const auto it = m.find("attributes"); it != m.end() && it->is_object()) {
        r.attributes = *it;
        m.erase("attributes");
    }
    r.answer = takeText(m, "answer");
    r.entityType = takeText(m, "entityType");
    r.descriptionSource = takeText(m, "descriptionSource");
    r.descriptionLink = takeText(m, "descriptionLink");
    r.question = takeText(m, "question");
    r.publisher = takeText(m, "publisher");
    r.engine = takeText(m, "engine");
    if (const auto it = m.find("engines"); it != m.end() && it->is_array()) {
        r.engines = json::toStringList(*it);
        m.erase("engines");
    }
    r.score = takeDouble(m, "score");
    r.category = takeText(m, "category");
    for (Kind mentionKind : kMentionKinds) {
        const std::string key = kindName(mentionKind).toStdString();
        if (const auto it = m.find(key); it != m.end() && it->is_object()) {
            r.mentions.append(
                {mentionKind, json::field(*it, "title"), json::field(*it, "snippet"), json::field(*it, "question")});
            m.erase(key);
        }
    }
    return r;
}

} // namespace lmars::model
