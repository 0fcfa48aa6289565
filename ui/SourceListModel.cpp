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
    using State = model::LegalStatus::State;
    QStringList parts;
    if (s.statute) {
        // A U.S. Code section: its edition's currency, compared with the as-of date by the judge.
        if (s.statute->repealed)
            parts << tr("Repealed, omitted or transferred");
        else if (!s.statute->currentThrough.isEmpty())
            parts << tr("U.S. Code: laws enacted through %1").arg(s.statute->currentThrough);
        return parts.join(QStringLiteral("; "));
    }
    if (const model::LegalStatus* status = s.legalStatus()) {
        const model::LegalStatus::Change* last = status->lastTermination();
        const QString by = last ? last->by : QString();
        const QString on = last ? last->date : QString();
        QStringList later = status->datesAfterAsOf();
        if (s.regulation)
            later << s.regulation->amendedAfterAsOf;
        if (status->state == State::Revoked)
            parts << (on.isEmpty() ? tr("Revoked by %1").arg(by) : tr("Revoked by %1 on %2").arg(by, on));
        else if (status->state == State::Superseded)
            parts << (on.isEmpty() ? tr("Superseded by %1").arg(by) : tr("Superseded by %1 on %2").arg(by, on));
        else if (status->state == State::Removed)
            parts << tr("Removed before %1").arg(status->asOf);
        else
            parts << tr("In force on %1").arg(status->asOf);
        later.removeAll(QString());
        if (!later.isEmpty())
            parts << tr("changed after that date: %1").arg(later.join(QStringLiteral(", ")));
        if (s.regulation && s.regulation->clampedToLatest)
            parts << tr("latest eCFR text (%1)").arg(s.regulation->textAsOf);
    }
    if (s.afterAsOf.value_or(false))
        parts << tr("after the as-of date");
    return parts.join(QStringLiteral("; "));
}

QStringList SourceListModel::warningsFor(const model::SearchResult& s)
{
    using State = model::LegalStatus::State;
    QStringList out;
    if (s.statute && s.statute->repealed)
        out << tr("repealed");
    if (const model::LegalStatus* status = s.legalStatus()) {
        if (status->state == State::Revoked)
            out << tr("revoked");
        else if (status->state == State::Superseded)
            out << tr("superseded");
        else if (status->state == State::Removed)
            out << tr("removed");
        const bool changedLater =
            (s.regulation && !s.regulation->amendedAfterAsOf.isEmpty()) || !status->datesAfterAsOf().isEmpty();
        if (changedLater)
            out << tr("changed after the as-of date");
    }
    if (s.afterAsOf.value_or(false))
        out << tr("after the as-of date");
    // A page the research tried to read in full and could not: a 404 or 410 is "page not found".
    if (s.pageRead && !s.pageRead->ok)
        out << (s.pageRead->notFound() ? tr("page not found") : tr("page not read"));
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
        const int page = s.libraryPassage ? s.libraryPassage->page : 0;
        const QString path = s.libraryPassage ? s.libraryPassage->path : QString();
        return page > 0 ? tr("%1, p. %2 (%3)").arg(s.title).arg(page).arg(path) : tr("%1 (%2)").arg(s.title, path);
    }
    // The full citation in Bluebook form (issue 28): a page with no date of its own was last visited today.
    return model::BluebookFormatter::source(s, QDate::currentDate().toString(Qt::ISODate));
}

SourceListModel::Row SourceListModel::makeRow(const model::SearchResult& source)
{
    Row row{source, {}, citationFor(source)};
    QStringList j = source.jurisdictions.value_or(QStringList());
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
        if (old != s) {
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
    case AnchorRole:
        return s.pageRead ? s.pageRead->anchorSentence : QString();
    case PageRole:
        return s.libraryPassage ? s.libraryPassage->page : 0;
    case SourceIdRole:
        return s.id;
    case CitationRole:
        return row.citation;
    case StatusRole:
        return statusFor(s);
    case VerificationRole:
        return verificationSummary(n);
    case VerificationDetailRole:
        return verificationLines(n);
    case WarningsRole:
        return warnings(n);
    case SourceRole:
        return QVariant::fromValue(&s);
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
    for (Row& row : m_rows)
        row.citation = citationFor(row.source); // the library's "p." is translated
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
