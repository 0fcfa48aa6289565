// SPDX-License-Identifier: GPL-3.0-or-later
#include "CourtHierarchy.h"

#include "VerifyLog.h"
#include "common/JsonUtil.h"
#include "parse/ReporterTable.h"

#include <QFile>

#include <algorithm>

namespace lmars::verify {

namespace {

QString citeKey(const QString& text)
{
    QString out;
    for (const QChar c : text) {
        if (!c.isSpace() && c != QLatin1Char('.'))
            out += c.toLower();
    }
    return out;
}

/// Reporters that print one court's decisions, by reporter family (our table; the official
/// reporters whose family is not already the court's citation string, "Cal." → cal).
const QHash<QString, QString>& reporterCourts()
{
    static const QHash<QString, QString> map = {
        {QStringLiteral("U.S."), QStringLiteral("scotus")},
        {QStringLiteral("S. Ct."), QStringLiteral("scotus")},
        {QStringLiteral("L. Ed."), QStringLiteral("scotus")},
        {QStringLiteral("Cal. App."), QStringLiteral("calctapp")},
        {QStringLiteral("N.Y."), QStringLiteral("ny")},
        {QStringLiteral("A.D."), QStringLiteral("nyappdiv")},
        {QStringLiteral("Ill. App."), QStringLiteral("illappct")},
        {QStringLiteral("Mass. App. Ct."), QStringLiteral("massappct")},
        {QStringLiteral("Ohio App."), QStringLiteral("ohioctapp")},
        {QStringLiteral("Wash. App."), QStringLiteral("washctapp")},
    };
    return map;
}

} // namespace

const CourtHierarchy& CourtHierarchy::instance()
{
    static const CourtHierarchy hierarchy = [] {
        QFile file(QStringLiteral(":/citations/court-hierarchy.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            qCWarning(lcVerify) << "court hierarchy missing from the resources";
            return CourtHierarchy();
        }
        return fromJson(file.readAll());
    }();
    return hierarchy;
}

CourtHierarchy CourtHierarchy::fromJson(const QByteArray& content)
{
    CourtHierarchy out;
    const nlohmann::json document = json::parse(content);
    if (!document.is_object())
        return out;
    for (const nlohmann::json& item : document.value("courts", nlohmann::json::array())) {
        CourtNode court;
        court.id = json::field(item, "id");
        court.name = json::field(item, "name");
        court.cite = json::field(item, "cite");
        court.federal = json::field(item, "system") == QLatin1String("federal");
        court.state = json::field(item, "state");
        const QString level = json::field(item, "level");
        court.level = level == QLatin1String("colr")  ? CourtNode::Level::LastResort
                      : level == QLatin1String("iac") ? CourtNode::Level::Intermediate
                                                      : CourtNode::Level::Trial;
        court.appealTo = json::field(item, "appealTo");
        if (court.id.isEmpty() || court.name.isEmpty())
            continue;
        const int index = int(out.m_courts.size());
        out.m_courts << court;
        out.m_byId.insert(court.id, index);
        if (!court.cite.isEmpty() && !out.m_byCite.contains(citeKey(court.cite)))
            out.m_byCite.insert(citeKey(court.cite), index);
    }
    const auto states = document.find("states");
    if (states != document.end() && states->is_object()) {
        for (auto it = states->begin(); it != states->end(); ++it) {
            if (it->is_string())
                out.m_stateNames.insert(QString::fromStdString(it.key()),
                                        QString::fromStdString(it->get<std::string>()));
        }
    }
    return out;
}

const CourtNode* CourtHierarchy::byId(const QString& id) const
{
    const auto it = m_byId.constFind(id.trimmed().toLower());
    return it == m_byId.constEnd() ? nullptr : &m_courts.at(*it);
}

const CourtNode* CourtHierarchy::resolve(const QString& text) const
{
    const QString wanted = text.simplified();
    if (wanted.isEmpty())
        return nullptr;
    if (const CourtNode* court = byId(wanted))
        return court;
    const auto cite = m_byCite.constFind(citeKey(wanted));
    if (cite != m_byCite.constEnd())
        return &m_courts.at(*cite);
    // A name: the whole name, else the one court whose name contains it ("Ninth Circuit").
    const CourtNode* only = nullptr;
    int matches = 0;
    for (const CourtNode& court : m_courts) {
        if (court.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return &court;
        if (court.name.contains(wanted, Qt::CaseInsensitive)) {
            only = &court;
            ++matches;
        }
    }
    return matches == 1 ? only : nullptr;
}

const CourtNode* CourtHierarchy::citingCourt(const model::LegalCitation& citation, const QString& foundCourt) const
{
    if (!foundCourt.isEmpty()) {
        if (const CourtNode* court = byId(foundCourt))
            return court;
        for (const CourtNode& court : m_courts) {
            if (court.name.compare(foundCourt.simplified(), Qt::CaseInsensitive) == 0)
                return &court;
        }
    }
    if (!citation.court.isEmpty()) {
        const auto cite = m_byCite.constFind(citeKey(citation.court));
        if (cite != m_byCite.constEnd())
            return &m_courts.at(*cite);
    }
    const QString written = citation.reporterAsWritten.isEmpty() ? citation.reporter : citation.reporterAsWritten;
    const parse::ReporterEdition* edition = parse::ReporterTable::instance().editionFor(written, citation.year);
    if (!edition)
        return nullptr;
    const auto mapped = reporterCourts().constFind(edition->reporter);
    if (mapped != reporterCourts().constEnd())
        return byId(*mapped);
    // A state's official reporter is cited like its supreme court ("Cal.", "Mass.", "Ga.").
    const auto cite = m_byCite.constFind(citeKey(edition->reporter));
    if (cite != m_byCite.constEnd() && m_courts.at(*cite).level == CourtNode::Level::LastResort &&
        !m_courts.at(*cite).federal)
        return &m_courts.at(*cite);
    return nullptr;
}

const CourtNode* CourtHierarchy::lastResortOf(const QString& state) const
{
    const CourtNode* found = nullptr;
    for (const CourtNode& court : m_courts) {
        if (!court.federal && court.state == state && court.level == CourtNode::Level::LastResort &&
            (!found || found->id.contains(QLatin1String("crim"))))
            found = &court;
    }
    return found;
}

CourtNode CourtHierarchy::assumedForum(const QString& jurisdiction) const
{
    const QString wanted = jurisdiction.simplified();
    for (auto it = m_stateNames.cbegin(); it != m_stateNames.cend(); ++it) {
        if (it.value().compare(wanted, Qt::CaseInsensitive) == 0 ||
            it.key().compare(wanted, Qt::CaseInsensitive) == 0) {
            CourtNode forum;
            forum.state = it.key();
            forum.level = CourtNode::Level::Trial;
            forum.name = tr("a %1 state trial court").arg(it.value());
            const CourtNode* top = lastResortOf(it.key());
            forum.appealTo = top ? top->id : QString();
            return forum;
        }
    }
    return {};
}

bool CourtHierarchy::hasDistrictIn(const QString& circuit, const QString& state) const
{
    return std::any_of(m_courts.cbegin(), m_courts.cend(), [&](const CourtNode& court) {
        return court.federal && court.level == CourtNode::Level::Trial && court.state == state &&
               court.appealTo == circuit;
    });
}

QString CourtHierarchy::stateName(const QString& code) const
{
    return m_stateNames.value(code, code);
}

} // namespace lmars::verify
