// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/SearchResult.h"
#include "model/Verification.h"

#include <QAbstractListModel>
#include <QHash>
#include <QSet>

namespace lmars::ui {

/// The sources of a run, in [n] order, with what the sources panel shows and filters on.
class SourceListModel final : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        NumberRole = Qt::UserRole + 1,
        TypeRole,         ///< model::SourceType
        TierRole,         ///< model::AuthorityTier
        TierRankRole,     ///< 0 (primary) … 4 (unknown), for sorting
        SiteRole,         ///< host, court or "Document library"
        DateRole,         ///< ISO date or empty
        JurisdictionRole, ///< the jurisdictions the source names, joined
        CitedRole,        ///< bool: the answer cites it
        UrlRole,
        SnippetRole,
        ContentRole,
        AnchorRole, ///< the sentence the read window was anchored on
        PageRole,   ///< document page, 0 when none
        SourceIdRole,
        CitationRole,     ///< a citation string for the clipboard
        DateTextRole,     ///< the date as shown: "about 2023-05-03" when computed from "1 day ago"
        StatusRole,       ///< a primary-law source's status on the as-of date, or "after the as-of date"; else empty
        VerificationRole, ///< its citations' and claims' check results: "2 verified · 1 flagged"; else empty
        VerificationDetailRole, ///< QStringList: one line per citation or flagged claim attributed to it
        /// const model::SearchResult*: the source itself, typed (valid until the model changes)
        SourceRole,
        /// QStringList: what changes the source's worth, shown without hovering: "after the as-of date",
        /// "superseded", "revoked", "repealed", and its flagged checks ("✗ not found", "✗ mismatch", ...)
        WarningsRole,
        /// Whether its verified case binds the forum: "Binding", "Persuasive", "Not precedential" (the
        /// labels joined when its cases differ); empty when none is classified
        AuthorityRole,
        AuthorityKindRole, ///< model::AuthorityKind of its first classified case (Unknown when none)
        AuthorityTipRole   ///< the reasons, one per classified case ("assumed forum: X" when assumed)
    };

    explicit SourceListModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    /// The language changed: the header and every row's translated texts (type and tier names) are
    /// announced as changed so that views ask for them again.
    void retranslate();

    /// Updates to a run's sources: new ones are appended, changed ones updated, a different run resets.
    void setSources(const QList<model::SearchResult>& sources);
    void setCited(const QSet<int>& numbers);
    /// The answer's verification record: each source's citations (by sourceN) and flagged claims.
    void setVerification(const model::Verification& verification);
    void clear();
    const model::SearchResult* source(int n) const;
    QModelIndex indexOfNumber(int n) const;

    static int tierRank(model::AuthorityTier tier);
    /// What "Copy citation" copies: the source's full citation in Bluebook form (the user's own files: title,
    /// page and path).
    static QString citationFor(const model::SearchResult& source);
    /// "In force on 2024-06-01; changed after that date: 2025-01-20", "Revoked by EO 14148 on
    /// 2025-01-20", "after the as-of date" (translated) from a source's typed record; empty when none.
    static QString statusFor(const model::SearchResult& source);

    /// The source's own warnings (from its typed record): after the as-of date, superseded, revoked, ...
    static QStringList warningsFor(const model::SearchResult& source);

private:
    struct Row
    {
        model::SearchResult source;
        QString jurisdictions;
        QString citation; ///< citationFor(source), made once when the row is (Bluebook is not cheap)
    };
    static Row makeRow(const model::SearchResult& source);

    QString verificationSummary(int n) const;
    QStringList verificationLines(int n) const;
    /// Its verified cases that are classified binding, persuasive or not precedential.
    QList<model::VerifiedCitation> classifiedCases(int n) const;
    QString authorityLabel(int n) const;
    QString authorityTip(int n) const;
    /// warningsFor() and the flagged checks of the citations and claims attributed to source n.
    QStringList warnings(int n) const;

    QList<Row> m_rows;
    QSet<int> m_cited;
    QHash<int, QList<model::VerifiedCitation>> m_checkedCitations; ///< by source number
    QHash<int, QList<model::VerifiedClaim>> m_flaggedClaims;       ///< by cited source number
};

} // namespace lmars::ui

Q_DECLARE_METATYPE(const lmars::model::SearchResult*)
