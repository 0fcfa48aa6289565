// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryPassageRecord.h"

#include "RecordFields.h"

#include <tuple>

namespace lmars::model {

namespace {

/// A two-number array ([first, last]) into two ints, removed; zeros when malformed.
void takePair(nlohmann::json& m, const char* key, int* first, int* second)
{
    if (const auto it = m.find(key); it != m.end() && it->is_array() && it->size() == 2 &&
                                     it->at(0).is_number_integer() && it->at(1).is_number_integer()) {
        *first = it->at(0).get<int>();
        *second = it->at(1).get<int>();
        m.erase(key);
    }
}

} // namespace

bool LibraryPassageRecord::operator==(const LibraryPassageRecord& o) const
{
    const auto f = [](const LibraryPassageRecord& r) {
        return std::tie(r.path, r.headingPath, r.page, r.score, r.referenceMatches, r.firstChunk, r.lastChunk,
                        r.charStart, r.charEnd, r.matter, r.validFrom, r.validTo, r.ocrConfidence, r.role, r.channels);
    };
    return f(*this) == f(o);
}

bool LibraryPassageRecord::isIn(const nlohmann::json& m)
{
    return m.is_object() && (m.contains("path") || m.contains("role"));
}

void LibraryPassageRecord::writeTo(nlohmann::json& m) const
{
    if (!path.isEmpty()) {
        m["path"] = json::str(path);
        m["headingPath"] = json::str(headingPath);
        m["page"] = page;
        m["referenceMatches"] = referenceMatches;
        m["chunks"] = {firstChunk, lastChunk};
        m["charRange"] = {charStart, charEnd};
    }
    m["score"] = score;
    if (!matter.isEmpty())
        m["matter"] = json::str(matter);
    if (!validFrom.isEmpty())
        m["validFrom"] = json::str(validFrom);
    if (!validTo.isEmpty())
        m["validTo"] = json::str(validTo);
    if (ocrConfidence)
        m["ocrConfidence"] = *ocrConfidence;
    if (!role.isEmpty())
        m["role"] = json::str(role);
    if (channels) {
        const auto rank = [](int r) {
            return r > 0 ? nlohmann::json(r) : nlohmann::json(nullptr);
        };
        m["channels"] = {
            {"ranks",
             {{"exact", rank(channels->exact)}, {"dense", rank(channels->dense)}, {"bm25", rank(channels->bm25)}}},
            {"fusedScore", channels->fusedScore}};
    }
}

LibraryPassageRecord LibraryPassageRecord::takeFrom(nlohmann::json& m)
{
    using namespace fields;
    LibraryPassageRecord r;
    r.path = takeText(m, "path");
    r.headingPath = takeText(m, "headingPath");
    r.page = takeInt(m, "page").value_or(0);
    r.score = takeDouble(m, "score").value_or(0);
    r.referenceMatches = takeInt(m, "referenceMatches").value_or(0);
    takePair(m, "chunks", &r.firstChunk, &r.lastChunk);
    takePair(m, "charRange", &r.charStart, &r.charEnd);
    r.matter = takeText(m, "matter");
    r.validFrom = takeText(m, "validFrom");
    r.validTo = takeText(m, "validTo");
    r.ocrConfidence = takeInt(m, "ocrConfidence");
    r.role = takeText(m, "role");
    if (const auto it = m.find("channels");
        it != m.end() && it->is_object() && it->contains("ranks") && it->at("ranks").is_object()) {
        const nlohmann::json& ranks = it->at("ranks");
        const auto rank = [&ranks](const char* name) {
            const auto found = ranks.find(name);
            return found != ranks.end() && found->is_number_integer() ? found->get<int>() : 0;
        };
        ChannelRanks c;
        c.exact = rank("exact");
        c.dense = rank("dense");
        c.bm25 = rank("bm25");
        if (const auto score = it->find("fusedScore"); score != it->end() && score->is_number())
            c.fusedScore = score->get<double>();
        r.channels = c;
        m.erase("channels");
    }
    return r;
}

} // namespace lmars::model
