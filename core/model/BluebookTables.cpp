// SPDX-License-Identifier: GPL-3.0-or-later
#include "BluebookTables.h"

#include "ModelLog.h"
#include "common/JsonUtil.h"

#include <QFile>
#include <QStringList>

#include <algorithm>
#include <string_view>

namespace lmars::model {

namespace {

QString squeezed(const QString& text)
{
    QString out = text;
    out.remove(QRegularExpression(QStringLiteral("\\s+")));
    return out;
}

ReporterClass reporterClass(const QString& type)
{
    if (type == QLatin1String("neutral"))
        return ReporterClass::Neutral;
    if (type == QLatin1String("state"))
        return ReporterClass::State;
    if (type == QLatin1String("state_west"))
        return ReporterClass::StateWest;
    if (type == QLatin1String("state_regional"))
        return ReporterClass::Regional;
    if (type == QLatin1String("federal") || type == QLatin1String("scotus_early"))
        return ReporterClass::Federal;
    if (type == QLatin1String("specialty_west") || type == QLatin1String("specialty_lexis"))
        return ReporterClass::Database;
    if (type == QLatin1String("specialty"))
        return ReporterClass::Specialty;
    return ReporterClass::Unknown;
}

bool flag(const nlohmann::json& obj, const char* key)
{
    const auto it = obj.find(key);
    return it != obj.end() && it->is_boolean() && it->get<bool>();
}

/// One part of the tables (an object, or the courts' array); null when missing or of another type.
const nlohmann::json& section(const nlohmann::json& root, const char* key)
{
    static const nlohmann::json none;
    const auto it = root.find(key);
    if (it == root.end())
        return none;
    const bool array = std::string_view(key) == "courts";
    return (array ? it->is_array() : it->is_object()) ? *it : none;
}

} // namespace

const BluebookTables& BluebookTables::instance()
{
    static const BluebookTables tables = [] {
        QFile file(QStringLiteral(":/citations/bluebook-tables.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            qCWarning(lcModel) << "the Bluebook tables are missing from this build";
            return BluebookTables();
        }
        return fromJson(file.readAll());
    }();
    return tables;
}

BluebookTables BluebookTables::fromJson(const QByteArray& content)
{
    BluebookTables t;
    const nlohmann::json root = json::parse(content);
    if (!root.is_object())
        return t;
    QStringList phrases;
    for (const auto& [word, abbr] : section(root, "abbreviations").items()) {
        const QString key = QString::fromStdString(word);
        if (key.contains(QLatin1Char(' '))) {
            t.m_phrases.insert(key, json::toQString(abbr));
            phrases << key;
        } else {
            t.m_words.insert(key, json::toQString(abbr));
        }
    }
    for (const auto& [code, state] : section(root, "states").items()) {
        if (!state.is_object())
            continue;
        const QString key = QString::fromStdString(code);
        const QString abbr = json::field(state, "abbr");
        const QString name = json::field(state, "name");
        t.m_stateAbbr.insert(key, abbr);
        t.m_stateNames.insert(name, key);
        if (name.contains(QLatin1Char(' '))) {
            t.m_phrases.insert(name, abbr);
            phrases << name;
        } else if (abbr != name) {
            t.m_words.insert(name, abbr);
        }
    }
    std::sort(phrases.begin(), phrases.end(), [](const QString& a, const QString& b) { return a.size() > b.size(); });
    for (QString& p : phrases)
        p = QRegularExpression::escape(p);
    t.m_phrasePattern =
        QRegularExpression(QStringLiteral("\\b(?:") + phrases.join(QLatin1Char('|')) + QStringLiteral(")\\b"));
    for (const nlohmann::json& c : section(root, "courts")) {
        if (!c.is_object())
            continue;
        BluebookCourt court;
        court.id = json::field(c, "id");
        court.cite = json::field(c, "cite");
        court.state = json::field(c, "state");
        court.lastResort = flag(c, "colr");
        court.supreme = flag(c, "supreme");
        if (court.id.isEmpty() || court.cite.isEmpty())
            continue;
        const int index = int(t.m_courts.size());
        t.m_courtById.insert(court.id, index);
        // Several historical courts share a citation string: the current one (listed with the others) wins
        // only when it comes first; a string names the first court that has it.
        if (!t.m_courtByCite.contains(squeezed(court.cite)) || flag(c, "current"))
            t.m_courtByCite.insert(squeezed(court.cite), index);
        t.m_courts << court;
    }
    for (const auto& [name, e] : section(root, "editions").items()) {
        if (!e.is_object())
            continue;
        BluebookEdition edition;
        edition.kind = reporterClass(json::field(e, "type"));
        edition.state = json::field(e, "state");
        edition.supreme = flag(e, "supreme");
        t.m_editions.insert(QString::fromStdString(name), edition);
    }
    return t;
}

const BluebookCourt* BluebookTables::court(const QString& idOrCite) const
{
    const QString key = idOrCite.trimmed();
    if (key.isEmpty())
        return nullptr;
    if (const auto it = m_courtById.constFind(key); it != m_courtById.cend())
        return &m_courts.at(*it);
    if (const auto it = m_courtByCite.constFind(squeezed(key)); it != m_courtByCite.cend())
        return &m_courts.at(*it);
    return nullptr;
}

BluebookEdition BluebookTables::edition(const QString& reporter) const
{
    return m_editions.value(reporter.simplified());
}

} // namespace lmars::model
