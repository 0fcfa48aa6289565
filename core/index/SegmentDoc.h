// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <cstdint>

namespace lmars::store {

/// One chunk's entry in an index segment: its id (the docid), BM25 length and filter values.
struct SegmentDoc
{
    static constexpr qint32 kOpenFrom = INT32_MIN; ///< valid since always
    static constexpr qint32 kOpenTo = INT32_MAX;   ///< valid for ever

    quint32 chunkId = 0;
    /// The sum of the chunk's within-document frequencies (Xapian's doclen); SegmentBuilder
    /// computes it from the terms it is given.
    quint32 length = 0;
    qint32 validFrom = kOpenFrom; ///< first valid day (QDate::toJulianDay), inclusive
    qint32 validTo = kOpenTo;     ///< last valid day, inclusive
    quint32 matter = 0;           ///< the store's small id of the chunk's matter

    bool validOn(qint32 day) const { return validFrom <= day && day <= validTo; }
};

} // namespace lmars::store
