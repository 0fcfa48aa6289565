// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceFilterModel.h"

#include "SourceListModel.h"

namespace lmars::ui {

SourceFilterModel::SourceFilterModel(QObject* parent) : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
    sort(0, Qt::AscendingOrder);
}

void SourceFilterModel::setTypeFilter(std::optional<model::SourceType> type)
{
    m_type = type;
    invalidateFilter();
}

void SourceFilterModel::setTierFilter(std::optional<model::AuthorityTier> tier)
{
    m_tier = tier;
    invalidateFilter();
}

void SourceFilterModel::setSortKey(SortKey key)
{
    m_sort = key;
    invalidate();
    // Newest first for dates; best first for authority; ascending [n] otherwise.
    sort(0, key == SortKey::Date ? Qt::DescendingOrder : Qt::AscendingOrder);
}

bool SourceFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_type && index.data(SourceListModel::TypeRole).value<model::SourceType>() != *m_type)
        return false;
    if (m_tier && index.data(SourceListModel::TierRole).value<model::AuthorityTier>() != *m_tier)
        return false;
    return true;
}

bool SourceFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
    const int ln = left.data(SourceListModel::NumberRole).toInt();
    const int rn = right.data(SourceListModel::NumberRole).toInt();
    switch (m_sort) {
    case SortKey::Date: {
        const QString ld = left.data(SourceListModel::DateRole).toString();
        const QString rd = right.data(SourceListModel::DateRole).toString();
        if (ld != rd)
            return ld < rd; // sorted descending: undated sources go last
        return ln > rn;
    }
    case SortKey::Authority: {
        const int lt = left.data(SourceListModel::TierRankRole).toInt();
        const int rt = right.data(SourceListModel::TierRankRole).toInt();
        if (lt != rt)
            return lt < rt;
        return ln < rn;
    }
    case SortKey::Number:
        break;
    }
    return ln < rn;
}

} // namespace lmars::ui
