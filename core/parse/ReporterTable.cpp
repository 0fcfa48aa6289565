// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReporterTable.h"

#include "ParseLog.h"
#include "common/JsonUtil.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace lmars::parse {

namespace {

/// A spelling's lookup key: without whitespace, and with typographic apostrophes (’ ‘ ʼ ′, as word
/// processors write "Abbott’s Pr.Rep.") read as the straight one the tables use.
QString spellingKey(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c.isSpace())
            continue;
        const char16_t u = c.unicode();
        out += (u == 0x2019 || u == 0x2018 || u == 0x02BC || u == 0x2032) ? QChar(u'\'') : c;
    }
    return out;
}

/// See ReporterTable::isProseSpelling().
bool usableInProse(const QString& spelling, bool canonical)
{
    if (canonical)
        return true;
    const QString compact = spellingKey(spelling);
    if (compact.size() <= 2 && compact.endsWith(QLatin1Char('.')))
        return false;
    bool hasPeriodOrDigit = false;
    bool allUpper = true;
    for (const QChar c : compact) {
        if (c == QLatin1Char('.') || c.isDigit())
            hasPeriodOrDigit = true;
        if (c.isLower())
            allUpper = false;
    }
    return hasPeriodOrDigit || (allUpper && compact.size() >= 2);
}

QString alternation(QStringList fragments, const QStringList& sortKeys)
{
    QList<int> order(fragments.size());
    for (int i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return sortKeys.at(a).size() > sortKeys.at(b).size(); });
    QStringList sorted;
    sorted.reserve(order.size());
    for (int i : order)
        sorted << fragments.at(i);
    sorted.removeDuplicates();
    return sorted.join(QLatin1Char('|'));
}

int yearField(const nlohmann::json& item, const char* key)
{
    const auto it = item.find(key);
    return it != item.end() && it->is_number_integer() ? it->get<int>() : 0;
}

} // namespace

const ReporterTable& ReporterTable::instance()
{
    static const ReporterTable table = [] {
        QFile file(QStringLiteral(":/citations/citation-tables.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            qCWarning(lcParse) << "citation tables missing from the resources";
            return ReporterTable();
        }
        return fromJson(file.readAll());
    }();
    return table;
}

ReporterTable ReporterTable::fromJson(const QByteArray& content)
{
    ReporterTable table;
    const nlohmann::json document = json::parse(content);
    if (!document.is_object()) {
        qCWarning(lcParse) << "citation tables are not a JSON object";
        return table;
    }
    const nlohmann::json& reporters = document.value("reporters", nlohmann::json::array());
    for (const nlohmann::json& item : reporters) {
        ReporterEdition edition;
        edition.edition = json::field(item, "edition");
        edition.reporter = json::field(item, "reporter");
        edition.name = json::field(item, "name");
        edition.type = json::field(item, "type");
        edition.startYear = yearField(item, "start");
        edition.endYear = yearField(item, "end");
        edition.publishesIn = json::toStringList(item.value("publishesIn", nlohmann::json::array()));
        if (edition.edition.isEmpty())
            continue;
        const int index = int(table.m_editions.size());
        table.m_editions << edition;
        const QStringList spellings = json::toStringList(item.value("spellings", nlohmann::json::array()));
        for (const QString& spelling : spellings) {
            const bool canonical = spelling == edition.edition;
            QList<int>& list = table.m_bySpelling[spellingKey(spelling)];
            if (!list.contains(index)) {
                if (canonical)
                    list.prepend(index);
                else
                    list.append(index);
            }
            // "Or" for "Or.", "Mass" for "Mass.": the edition's own name without its periods.
            const bool unpunctuated = spelling.size() >= 2 && spelling.front().isUpper() &&
                                      spellingKey(spelling) == spellingKey(edition.edition).remove(QLatin1Char('.'));
            if (usableInProse(spelling, canonical || unpunctuated))
                table.m_proseSpellings.insert(spellingKey(spelling));
        }
    }

    // The earliest edition of each reporter (same family and name).
    QHash<QString, int> earliest;
    for (int i = 0; i < table.m_editions.size(); ++i) {
        const ReporterEdition& e = table.m_editions.at(i);
        const QString key = e.reporter + QLatin1Char('\n') + e.name;
        const auto it = earliest.constFind(key);
        if (it == earliest.constEnd() || table.m_editions.at(*it).startYear > e.startYear)
            earliest.insert(key, i);
    }
    for (int index : std::as_const(earliest))
        table.m_editions[index].firstEdition = true;

    for (const nlohmann::json& item : document.value("courts", nlohmann::json::array())) {
        CourtEntry court{json::field(item, "id"), json::field(item, "cite"),
                         json::field(item, "system") == QLatin1String("federal"), json::field(item, "state")};
        const QString key = spellingKey(court.cite);
        if (!table.m_courtByCite.contains(key))
            table.m_courtByCite.insert(key, int(table.m_courts.size()));
        table.m_courts << court;
    }

    QStringList lawFragments;
    QStringList slashFragments;
    for (const nlohmann::json& item : document.value("laws", nlohmann::json::array())) {
        LawCode law;
        law.key = json::field(item, "key");
        law.kind = json::field(item, "kind") == QLatin1String("regulation") ? model::CitationKind::Regulation
                                                                            : model::CitationKind::Statute;
        law.jurisdiction = json::field(item, "jurisdiction");
        law.slashForm = json::field(item, "form") == QLatin1String("slash");
        for (const QString& pattern : json::toStringList(item.value("patterns", nlohmann::json::array()))) {
            QString fragment = pattern;
            fragment.replace(QLatin1Char(' '), QLatin1String("\\s+"));
            if (QRegularExpression(fragment).isValid()) {
                law.patterns << fragment;
                (law.slashForm ? slashFragments : lawFragments) << fragment;
            }
        }
        if (!law.patterns.isEmpty())
            table.m_laws << law;
    }
    table.m_lawAlternation = alternation(lawFragments, lawFragments);
    table.m_slashLawAlternation = alternation(slashFragments, slashFragments);
    return table;
}

QList<const ReporterEdition*> ReporterTable::editionsFor(const QString& spelling) const
{
    QList<const ReporterEdition*> out;
    const auto it = m_bySpelling.constFind(spellingKey(spelling));
    if (it == m_bySpelling.constEnd())
        return out;
    for (int index : *it)
        out << &m_editions.at(index);
    return out;
}

const ReporterEdition* ReporterTable::editionFor(const QString& spelling, int year) const
{
    const QList<const ReporterEdition*> candidates = editionsFor(spelling);
    if (candidates.isEmpty())
        return nullptr;
    if (year > 0) {
        for (const ReporterEdition* edition : candidates) {
            if (year >= edition->startYear && (edition->endYear == 0 || year <= edition->endYear))
                return edition;
        }
    }
    return candidates.first();
}

bool ReporterTable::isProseSpelling(const QString& spelling) const
{
    return m_proseSpellings.contains(spellingKey(spelling));
}

const CourtEntry* ReporterTable::courtFor(const QString& cite) const
{
    const auto it = m_courtByCite.constFind(spellingKey(cite));
    return it == m_courtByCite.constEnd() ? nullptr : &m_courts.at(*it);
}

} // namespace lmars::parse
