// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

#include <array>
#include <optional>

namespace lmars::dense {

/// A ranking channel of the library search.
enum class Channel
{
    Exact, ///< chunks citing the query's references (article, section, instrument) exactly
    Dense, ///< nearest chunk vectors by cosine
    Bm25   ///< the full-text BM25 top
};
inline constexpr int kChannelCount = 3;
/// "exact", "dense", "bm25": a channel's name in JSON and in the benchmarks.
inline const char* channelName(Channel channel)
{
    switch (channel) {
    case Channel::Exact:
        return "exact";
    case Channel::Dense:
        return "dense";
    case Channel::Bm25:
        return "bm25";
    }
    return "";
}

/// The fusion's parameters: a weight per channel and K (LegalSearch-R1: 3.0 / 2.0 / 1.0, K = 60).
struct FusionWeights
{
    double exact = 3.0;
    double dense = 2.0;
    double bm25 = 1.0;
    double k = 60.0;
    /// The exact tier stays a tier: passages citing more of the query's references rank first, the
    /// fused score orders each tier (as BM25 does with fusion off). Off: pure weighted RRF.
    bool tiered = false;
    /// Query-adaptive: the dense weight is scaled by the share of the query's distinct terms that the
    /// BM25 channel's best chunk lacks (a question in the text's own words leans on BM25, one in
    /// other words on the dense channel).
    bool adaptive = false;
    /// A query citing a reference (an article, section, instrument) is ranked as without fusion (the
    /// exact tier, then BM25); only the others are fused with the dense channel.
    bool gated = false;

    double weight(Channel channel) const;
    /// Weights written "exact,dense,bm25" (each 0 or more) and K (positive); nullopt when either is not.
    static std::optional<FusionWeights> parse(const QString& weights, const QString& k);
};

/// One fused item: its fused score and its 1-based rank in each channel (0: the channel did not find it).
struct FusedItem
{
    qint64 id = 0;
    double score = 0;
    std::array<int, kChannelCount> ranks{};

    int rank(Channel channel) const { return ranks[static_cast<size_t>(channel)]; }
};

/**
 * Weighted reciprocal rank fusion: an item's score is the sum over the channels that ranked it of
 * weight / (K + rank). Ties go to the item with the better exact, then BM25, then dense rank, then
 * the smaller id, so the order is deterministic.
 */
class WeightedRrf final
{
public:
    explicit WeightedRrf(const FusionWeights& weights = {}) : m_weights(weights) {}

    /// Adds one channel's ranking (best first; repeats after the first are ignored). A channel of
    /// weight 0 (or less) is left out: the items only it ranked are not fused.
    void add(Channel channel, const QList<qint64>& ranked);
    /// Every item any channel ranked, best first.
    QList<FusedItem> fused() const;

private:
    FusionWeights m_weights;
    std::array<QList<qint64>, kChannelCount> m_rankings;
};

} // namespace lmars::dense
