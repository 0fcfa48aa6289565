// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::model {

/**
 * How the research's deep reading (PageReadStage) went for one source: read in full (the window kept,
 * where it was anchored) or failed (why, and the HTTP status when the server answered). Only
 * SearchResult's toJson()/fromJson() name the fields, as the metadata's "read" object of before.
 */
struct PageReadRecord
{
    bool ok = false;    ///< "status": "read" or "failed"
    qint64 ms = 0;      ///< how long the read took
    int httpStatus = 0; ///< the server's HTTP status when one answered; 0 when unknown (no reply, older sessions)
    // A page read in full:
    int chars = 0; ///< characters kept
    bool anchored = false;
    double anchorF1 = 0;
    QString anchorSentence; ///< the sentence the window is anchored on; empty when not anchored
    int anchorOffset = -1;
    QString contentType;
    int pages = 0; ///< PDF page count; 0 for other types
    // A page that failed:
    QString reason;

    bool operator==(const PageReadRecord& o) const;
    bool operator!=(const PageReadRecord& o) const { return !(*this == o); }

    /// The page is gone: the server said 404 or 410 (also when only the reason's text says it).
    bool notFound() const;

    nlohmann::json toJson() const;
    /// Reads toJson()'s form; nullopt when it is not an object with a known status.
    static std::optional<PageReadRecord> fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
