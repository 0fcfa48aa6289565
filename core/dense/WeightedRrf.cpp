// SPDX-License-Identifier: GPL-3.0-or-later
#include "WeightedRrf.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>

namespace lmars::dense {

double FusionWeights::weight(Channel channel) const
{
    switch (channel) {
    case Channel::Exact:
        return exact;
    case Channel::Dense:
        return dense;
    case Channel::Bm25:
        return bm25;
    }
    return 0;
}

std::optional<FusionWeights> FusionWeights::parse(const QString& weights, const QString& k)
{
    const QStringList parts = weights.split(QLatin1Char(','));
    if (parts.size() != kChannelCount)
        return std::nullopt;
    FusionWeights out;
    double* fields[] = {&out.exact, &out.dense, &out.bm25};
    for (qsizetype i = 0; i < parts.size(); ++i) {
        bool ok = false;
        *fields[i] = parts.at(i).trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(*fields[i]) || *fields[i] < 0)
            return std::nullopt;
    }
    bool ok = false;
    out.k = k.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(out.k) || out.k <= 0)
        return std::nullopt;
    return out;
}

void WeightedRrf::add(Channel channel, const QList<qint64>& ranked)
{
    if (m_weights.weight(channel) <= 0)
        return;
    m_rankings[static_cast<size_t>(channel)] = ranked;
}

QList<FusedItem> WeightedRrf::fused() const
{
    QHash<qint64, FusedItem> items;
    for (size_t c = 0; c < m_rankings.size(); ++c) {
        const double weight = m_weights.weight(static_cast<Channel>(c));
        int rank = 0;
        for (const qint64 id : m_rankings[c]) {
            FusedItem& item = items[id];
            item.id = id;
            if (item.ranks[c] != 0)
                continue; // a repeat
            item.ranks[c] = ++rank;
            item.score += weight / (m_weights.k + rank);
        }
    }
    QList<FusedItem> out(items.cbegin(), items.cend());
    // An absent rank sorts after every present one.
    auto key = [](const FusedItem& item, Channel channel) {
        const int r = item.rank(channel);
        return r == 0 ? std::numeric_limits<int>::max() : r;
    };
    std::sort(out.begin(), out.end(), [&](const FusedItem& a, const FusedItem& b) {
        if (a.score != b.score)
            return a.score > b.score;
        for (const Channel channel : {Channel::Exact, Channel::Bm25, Channel::Dense}) {
            if (key(a, channel) != key(b, channel))
                return key(a, channel) < key(b, channel);
        }
        return a.id < b.id;
    });
    return out;
}

} // namespace lmars::dense
