// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceListModel.h"

#include "model/BluebookFormatter.h"
#include "model/DomainNames.h"

#include "SourceIcons.h"
#include "common/JsonUtil.h"
#include "export/AuthorityBadge.h"
#include "export/SessionExport.h"
#include "export/VerificationSummary.h"
#include "search/JurisdictionDetector.h"

#include <QDate>

#include <QRegularExpression>

#include <algorithm>

namespace lmars::ui {

SourceListModel::SourceListModel(QObject* parent) : QAbstractListModel(parent) {}

int SourceListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SourceListModel::tierRank(model::AuthorityTier tier)
{
    return int(tier); // declared best first: primary, official, reputable, user-generated, unknown
}

QString SourceListModel::statusFor(const model::SearchResult& s)
{
    const nlohmann::json& m = s.metadata;
    QStringList parts;
    if (m.contains("uscCitation")) {
        // A U.S. Code section: its edition's currency, compared with the as-of date by the judge.
        const QString through = json::field(m, "currentThrough");
        if (m.value("repealed", false))
            parts << tr("Repealed, omitted or transferred");
        else if (!through.isEmpty())
            parts << tr("U.S. Code: laws enacted through %1").arg(through);
        return parts.join(QStringLiteral("; "));
    }
    const auto status = m.find("legalStatus");
    if (status != m.end() && status->is_object()) {
        const QString state = json::field(*status, "state");
        const QString asOf = json::field(*status, "asOf");
        QString by;
        QString on;
        QStringList later;
        for (const nlohmann::json& change : status->value("changes", nlohmann::json::array())) {
            if (change.value("afterAsOf", false))
                later << json::field(change, "date");
            else if (json::field(change, "action") != QLatin1String("amended") && !change.value("inPart", false)) {
                by = json::field(change, "by");
                on = json::field(change, "date");
            }
        }
        later << json::toStringList(m.value("amendedAfterAsOf", nlohmann::json::array()));
        if (state == QLatin1String("revoked"))
            parts << (on.isEmpty() ? tr("Revoked by %1").arg(by) : tr("Revoked by %1 on %2").arg(by, on));
        else if (state == QLatin1String("superseded"))
            parts << (on.isEmpty() ? tr("Superseded by %1").arg(by) : tr("Superseded by %1 on %2").arg(by, on));
        else if (state == QLatin1String("removed"))
            parts << tr("Removed before %1").arg(asOf);
        else
            parts << tr("In force on %1").arg(asOf);
        later.removeAll(QString());
        if (!later.isEmpty())
            parts << tr("changed after that date: %1").arg(later.join(QStringLiteral(", ")));
        if (m.value("clampedToLatest", false))
            parts << tr("latest eCFR text (%1)").arg(json::field(m, "textAsOf"));
    }
    if (m.value("afterAsOf", false))
        parts << tr("after the as-of date");
    return parts.join(QStringLiteral("; "));
}

QStringList SourceListModel::warningsFor(const model::SearchResult& s)
{
    const nlohmann::json& m = s.metadata;
    QStringList out;
    if (m.value("repealed", false))
        out << tr("repealed");
    const auto status = m.find("legalStatus");
    if (status != m.end() && status->is_object()) {
        const QString state = json::field(*status, "state");
        if (state == QLatin1String("revoked"))
            out << tr("revoked");
        else if (state == QLatin1String("superseded"))
            out << tr("superseded");
        else if (state == QLatin1String("removed"))
            out << tr("removed");
        bool changedLater = !json::toStringList(m.value("amendedAfterAsOf", nlohmann::json::array())).isEmpty();
        for (const nlohmann::json& change : status->value("changes", nlohmann::json::array()))
            changedLater = changedLater || change.value("afterAsOf", false);
        if (changedLater)
            out << tr("changed after the as-of date");
    }
    if (m.value("afterAsOf", false))
        out << tr("after the as-of date");
    // A page the research tried to read in full and could not: a 404 or 410 is "page not found".
    const auto read = m.find("read");
    if (read != m.end() && read->is_object() && json::field(*read, "status") == QLatin1String("failed")) {
        static const QRegularExpression gone(QStringLiteral("\\b(HTTP )?(404|410)\\b"));
        const int httpStatus = read->value("httpStatus", 0);
        out << (httpStatus == 404 || httpStatus == 410 || gone.match(json::field(*read, "reason")).hasMatch()
                    ? tr("page not found")
                    : tr("page not read"));
    }
    return out;
}

QStringList SourceListModel::warnings(int n) const
{
    QStringList out = warningsFor(m_rows.at(n - 1).source);
    for (const model::VerifiedCitation& c : m_checkedCitations.value(n)) {
        if (model::isFlagged(c.check.status))
            out << exporting::VerificationSummary::badgeLabel(c.check.status);
    }
    for (const model::VerifiedClaim& claim : m_flaggedClaims.value(n))
        out << exporting::VerificationSummary::badgeLabel(claim.status);
    out.removeDuplicates();
    return out;
}

QString SourceListModel::citationFor(const model::SearchResult& s)
{
    if (s.type == model::SourceType::Local) {
        const int page = s.metadata.value("page", 0);
        const QString path = json::field(s.metadata, "path");
        return page > 0 ? tr("%1, p. %2 (%3)").arg(s.title).arg(page).arg(path) : tr("%1 (%2)").arg(s.title, path);
    }
    // The full citation in Bluebook form (issue 28): a page with no date of its own was last visited today.
    return model::BluebookFormatter::source(s, QDate::currentDate().toString(Qt::ISODate));
}

SourceListModel::Row SourceListModel::makeRow(const model::SearchResult& source)
{
    Row row{source, {}};
    QStringList j = json::toStringList(source.metadata.value("jurisdictions", nlohmann::json::array()));
    if (j.isEmpty())
        j = search::JurisdictionDetector::mentioned(source.title + QLatin1Char('\n') + source.snippet);
    row.jurisdictions = j.join(QStringLiteral(", "));
    return row;
}

void SourceListModel::setSources(const QList<model::SearchResult>& sources)
{
    bool sameRun = sources.size() >= m_rows.size();
    for (int i = 0; sameRun && i < m_rows.size(); ++i)
        sameRun = m_rows.at(i).source.id == sources.at(i).id;
    if (!sameRun) {
        beginResetModel();
        m_rows.clear();
        for (const model::SearchResult& s : sources)
            m_rows.append(makeRow(s));
        endResetModel();
        return;
    }
    for (int i = 0; i < m_rows.size(); ++i) {
        const model::SearchResult& s = sources.at(i);
        const model::SearchResult& old = m_rows.at(i).source;
        if (old.content != s.content || old.metadata != s.metadata || old.courtCase != s.courtCase ||
            old.snippet != s.snippet || old.date != s.date || old.dateApproximate != s.dateApproximate) {
            m_rows[i] = makeRow(s);
            Q_EMIT dataChanged(index(i), index(i));
        }
    }
    if (sources.size() > m_rows.size()) {
        beginInsertRows({}, int(m_rows.size()), int(sources.size()) - 1);
        for (qsizetype i = m_rows.size(); i < sources.size(); ++i)
            m_rows.append(makeRow(sources.at(i)));
        endInsertRows();
    }
}

void SourceListModel::setCited(const QSet<int>& numbers)
{
    if (numbers == m_cited)
        return;
    m_cited = numbers;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1), {CitedRole});
}

void SourceListModel::setVerification(const model::Verification& verification)
{
    m_checkedCitations.clear();
    m_flaggedClaims.clear();
    if (verification.present) {
        for (const model::VerifiedCitation& c : verification.citations) {
            if (c.sourceN > 0)
                m_checkedCitations[c.sourceN] << c;
        }
        for (const model::VerifiedClaim& claim : verification.claims) {
            if (model::isFlagged(claim.status)) {
                for (int n : claim.sourceNs)
                    m_flaggedClaims[n] << claim;
            }
        }
    }
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1),
                           {VerificationRole, VerificationDetailRole, WarningsRole, AuthorityRole, AuthorityKindRole,
                            AuthorityTipRole, Qt::ToolTipRole});
}

QString SourceListModel::verificationSummary(int n) const
{
    const QList<model::VerifiedCitation> citations = m_checkedCitations.value(n);
    int verified = 0;
    int flagged = int(m_flaggedClaims.value(n).size());
    int unchecked = 0;
    for (const model::VerifiedCitation& c : citations) {
        if (c.check.status == model::CitationStatus::Verified)
            ++verified;
        else if (model::isFlagged(c.check.status))
            ++flagged;
        else
            ++unchecked;
    }
    QStringList parts;
    if (verified > 0)
        parts << tr("✓ %n verified", nullptr, verified);
    if (flagged > 0)
        parts << tr("✗ %n flagged", nullptr, flagged);
    if (unchecked > 0)
        parts << tr("? %n unchecked", nullptr, unchecked);
    return parts.join(QStringLiteral(" · "));
}

QStringList SourceListModel::verificationLines(int n) const
{
    using exporting::VerificationSummary;
    QList<model::VerifiedCitation> citations = m_checkedCitations.value(n);
    std::stable_sort(citations.begin(), citations.end(),
                     [](const model::VerifiedCitation& a, const model::VerifiedCitation& b) {
                         return model::reviewRank(a.check.status) < model::reviewRank(b.check.status);
                     });
    QStringList lines;
    for (const model::VerifiedCitation& c : citations) {
        QString line =
            VerificationSummary::badgeLabel(c.check.status) + QStringLiteral("  ") + c.citation.text.simplified();
        if (!c.check.reason.isEmpty())
            line += QStringLiteral(" — ") + c.check.reason.simplified();
        lines << line;
        // Whether the case binds the forum, under its check.
        if (const QString authority = exporting::AuthorityBadge::text(c); !authority.isEmpty())
            lines << QStringLiteral("    ") + authority;
    }
    for (const model::VerifiedClaim& claim : m_flaggedClaims.value(n)) {
        QString line = VerificationSummary::badgeLabel(claim.status) + QStringLiteral("  ") +
                       VerificationSummary::plainSentence(claim.sentence);
        if (!claim.reason.isEmpty())
            line += QStringLiteral(" — ") + claim.reason.simplified();
        lines << line;
    }
    return lines;
}

QList<model::VerifiedCitation> SourceListModel::classifiedCases(int n) const
{
    QList<model::VerifiedCitation> out;
    for (const model::VerifiedCitation& c : m_checkedCitations.value(n)) {
        if (exporting::AuthorityBadge::shown(c))
            out << c;
    }
    return out;
}

QString SourceListModel::authorityLabel(int n) const
{
    QStringList labels;
    for (const model::VerifiedCitation& c : classifiedCases(n))
        labels << exporting::AuthorityBadge::label(c.authority.kind);
    labels.removeDuplicates();
    return labels.join(QStringLiteral(" · "));
}

QString SourceListModel::authorityTip(int n) const
{
    QStringList tips;
    for (const model::VerifiedCitation& c : classifiedCases(n))
        tips << exporting::AuthorityBadge::label(c.authority.kind) + QStringLiteral(": ") +
                    exporting::AuthorityBadge::tooltip(c.authority);
    tips.removeDuplicates();
    return tips.join(QLatin1Char('\n'));
}

void SourceListModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_cited.clear();
    endResetModel();
    m_checkedCitations.clear();
    m_flaggedClaims.clear();
}

const model::SearchResult* SourceListModel::source(int n) const
{
    return n >= 1 && n <= m_rows.size() ? &m_rows.at(n - 1).source : nullptr;
}

QModelIndex SourceListModel::indexOfNumber(int n) const
{
    return n >= 1 && n <= m_rows.size() ? index(n - 1) : QModelIndex();
}

QVariant SourceListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows.at(index.row());
    const model::SearchResult& s = row.source;
    const int n = index.row() + 1;
    switch (role) {
    case Qt::DisplayRole:
        return QStringLiteral("[%1] %2").arg(n).arg(s.title.isEmpty() ? s.url : s.title);
    case Qt::ToolTipRole: {
        const QString status = statusFor(s);
        QString head = status.isEmpty() ? s.title : s.title + QLatin1Char('\n') + status;
        if (const QString authority = authorityTip(n); !authority.isEmpty())
            head += QLatin1Char('\n') + authority;
        return s.snippet.isEmpty() ? head : head + QStringLiteral("\n\n") + s.snippet.left(400);
    }
    case Qt::DecorationRole:
        return SourceIcons::typeIcon(s.type);
    case Qt::AccessibleTextRole:
        return tr("Source %1: %2, %3, %4")
            .arg(n)
            .arg(s.title, model::DomainNames::displayName(s.type), model::DomainNames::displayName(s.authority));
    case NumberRole:
        return n;
    case TypeRole:
        return QVariant::fromValue(s.type);
    case TierRole:
        return QVariant::fromValue(s.authority);
    case AuthorityRole:
        return authorityLabel(n);
    case AuthorityKindRole: {
        const QList<model::VerifiedCitation> cases = classifiedCases(n);
        return QVariant::fromValue(cases.isEmpty() ? model::AuthorityKind::Unknown : cases.first().authority.kind);
    }
    case AuthorityTipRole:
        return authorityTip(n);
    case TierRankRole:
        return tierRank(s.authority);
    case SiteRole:
        return s.site;
    case DateRole:
        return s.date;
    case DateTextRole:
        return exporting::SessionExport::dateText(s);
    case JurisdictionRole:
        return row.jurisdictions;
    case CitedRole:
        return m_cited.contains(n);
    case UrlRole:
        return s.url;
    case SnippetRole:
        return s.snippet;
    case ContentRole:
        return s.content;
    case AnchorRole: {
        const nlohmann::json read = s.metadata.value("read", nlohmann::json::object());
        return read.is_object() ? json::field(read, "anchorSentence") : QString();
    }
    case PageRole:
        return s.metadata.value("page", 0);
    case SourceIdRole:
        return s.id;
    case CitationRole:
        return citationFor(s);
    case StatusRole:
        return statusFor(s);
    case VerificationRole:
        return verificationSummary(n);
    case VerificationDetailRole:
        return verificationLines(n);
    case WarningsRole:
        return warnings(n);
    case MetadataRole:
        return QString::fromUtf8(json::dump(s.toJson().value("metadata", nlohmann::json::object())));
    default:
        break;
    }
    return {};
}

QVariant SourceListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return tr("Sources");
    return QAbstractListModel::headerData(section, orientation, role);
}

void SourceListModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, 0);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1),
                           {Qt::AccessibleTextRole, Qt::DisplayRole, CitationRole});
}

QHash<int, QByteArray> SourceListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(NumberRole, "number");
    names.insert(TypeRole, "type");
    names.insert(TierRole, "tier");
    names.insert(SiteRole, "site");
    names.insert(DateRole, "date");
    names.insert(DateTextRole, "dateText");
    names.insert(JurisdictionRole, "jurisdiction");
    names.insert(CitedRole, "cited");
    return names;
}

} // namespace lmars::ui
