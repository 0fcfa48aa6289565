// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::model {

/**
 * Where a passage of the user's own document library comes from (LocalLibrarySource; the eval's
 * case library sets only its role and score). A plain struct so that the library search can add
 * fields (per-channel ranks, ...) by adding members here and two lines to writeTo()/takeFrom(). Only
 * SearchResult's toJson()/fromJson() name the fields, under the metadata keys they always had.
 */
struct LibraryPassageRecord
{
    /// How a fused library search found the passage: its 1-based rank in each channel (0: that
    /// channel did not find it) and its fused (weighted RRF) score. Saved as {"ranks": {"exact",
    /// "dense", "bm25"} (null for 0), "fusedScore"}.
    struct ChannelRanks
    {
        int exact = 0;
        int dense = 0;
        int bm25 = 0;
        double fusedScore = 0;
        bool operator==(const ChannelRanks& o) const
        {
            return exact == o.exact && dense == o.dense && bm25 == o.bm25 && fusedScore == o.fusedScore;
        }
    };

    QString path;        ///< the document's file path; empty for the eval's case passages
    QString headingPath; ///< "Part II > Section 3"
    int page = 0;        ///< 1-based PDF page; 0 when none
    double score = 0;
    int referenceMatches = 0; ///< how many of the query's section references the passage cites
    int firstChunk = 0;       ///< the merged chunks' ordinals
    int lastChunk = 0;
    int charStart = 0; ///< the passage's character range in the document's text
    int charEnd = 0;
    QString matter; ///< the document's matter; empty for "No matter"
    QString validFrom;
    QString validTo;
    std::optional<int> ocrConfidence;     ///< read by OCR: its mean confidence in percent
    QString role;                         ///< the eval's case-passage role code ("holding", ...); empty otherwise
    std::optional<ChannelRanks> channels; ///< set when the search fused its channels

    bool operator==(const LibraryPassageRecord& o) const;
    bool operator!=(const LibraryPassageRecord& o) const { return !(*this == o); }

    /// Whether a result's metadata object holds a library passage ("path" or the eval's "role").
    static bool isIn(const nlohmann::json& metadata);
    void writeTo(nlohmann::json& metadata) const;
    /// Reads writeTo()'s keys out of metadata, removing them.
    static LibraryPassageRecord takeFrom(nlohmann::json& metadata);
};

} // namespace lmars::model
