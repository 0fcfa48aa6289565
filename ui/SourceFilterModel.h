// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Domain.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace lmars::ui {

/// Filters sources by type and authority tier and sorts them by number, date or authority.
class SourceFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    enum class SortKey
    {
        Number,
        Date,
        Authority
    };

    explicit SourceFilterModel(QObject* parent = nullptr);

    /// None = every type / tier.
    void setTypeFilter(std::optional<model::SourceType> type);
    void setTierFilter(std::optional<model::AuthorityTier> tier);
    void setSortKey(SortKey key);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    std::optional<model::SourceType> m_type;
    std::optional<model::AuthorityTier> m_tier;
    SortKey m_sort = SortKey::Number;
};

} // namespace lmars::ui
