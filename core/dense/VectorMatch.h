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

/// The dot product of two rows of n floats, summed in order (so the exact and the approximate
/// search give a vector the same similarity).
inline float rowDot(const float* a, const float* b, size_t n)
{
    float dot = 0;
    for (size_t i = 0; i < n; ++i)
        dot += a[i] * b[i];
    return dot;
}

/// True when a ranks below b: lower similarity, or the same similarity and a larger id.
inline bool ranksBelow(const VectorMatch& a, const VectorMatch& b)
{
    return a.similarity != b.similarity ? a.similarity < b.similarity : a.id > b.id;
}

} // namespace lmars::dense
