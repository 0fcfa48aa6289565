// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <cstddef>

namespace lmars::dense {

/// One nearest vector: its id and its cosine similarity to the query.
struct VectorMatch
{
    qint64 id = 0;
    float similarity = 0;
};

/// The dot product of two rows of n floats, in eight running sums (the compiler turns them into
/// vector instructions), so the exact and the approximate search give a vector the same similarity.
inline float rowDot(const float* a, const float* b, size_t n)
{
    float sums[8] = {};
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        for (size_t j = 0; j < 8; ++j)
            sums[j] += a[i + j] * b[i + j];
    }
    float dot = ((sums[0] + sums[1]) + (sums[2] + sums[3])) + ((sums[4] + sums[5]) + (sums[6] + sums[7]));
    for (; i < n; ++i)
        dot += a[i] * b[i];
    return dot;
}

/// True when a ranks below b: lower similarity, or the same similarity and a larger id.
inline bool ranksBelow(const VectorMatch& a, const VectorMatch& b)
{
    return a.similarity != b.similarity ? a.similarity < b.similarity : a.id > b.id;
}

} // namespace lmars::dense
