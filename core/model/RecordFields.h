// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/JsonUtil.h"
#include "model/LegalStatus.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

/// Reading the typed source records (StatuteRecord, RegulationRecord, ...) out of a result's
/// "metadata" object: each take*() reads one key and removes it, so that what is left over is only
/// the keys no record knows (kept in SearchResult::extra and written back unchanged).
namespace lmars::model::fields {

/// The key as text (numbers printed), removed; empty when absent or not a scalar.
inline QString takeText(nlohmann::json& m, const char* key)
{
    const QString value = json::field(m, key);
    m.erase(key);
    return value;
}

inline QStringList takeList(nlohmann::json& m, const char* key)
{
    QStringList value;
    if (const auto it = m.find(key); it != m.end())
        value = json::toStringList(*it);
    m.erase(key);
    return value;
}

inline bool takeBool(nlohmann::json& m, const char* key)
{
    bool value = false;
    if (const auto it = m.find(key); it != m.end() && it->is_boolean())
        value = it->get<bool>();
    m.erase(key);
    return value;
}

inline std::optional<int> takeInt(nlohmann::json& m, const char* key)
{
    std::optional<int> value;
    if (const auto it = m.find(key); it != m.end() && it->is_number_integer())
        value = it->get<int>();
    m.erase(key);
    return value;
}

inline std::optional<double> takeDouble(nlohmann::json& m, const char* key)
{
    std::optional<double> value;
    if (const auto it = m.find(key); it != m.end() && it->is_number())
        value = it->get<double>();
    m.erase(key);
    return value;
}

/// obj[key] when it is a boolean; false otherwise (never throws on another type).
inline bool boolean(const nlohmann::json& obj, const char* key)
{
    if (!obj.is_object())
        return false;
    const auto it = obj.find(key);
    return it != obj.end() && it->is_boolean() && it->get<bool>();
}

/// Text, or null when empty: the form of the optional dates and numbers the sources write.
inline nlohmann::json textOrNull(const QString& text)
{
    return text.isEmpty() ? nlohmann::json(nullptr) : json::str(text);
}

/// A record's "legalStatus" key, removed when it parses (an unknown form stays for SearchResult::extra).
inline std::optional<LegalStatus> takeLegalStatus(nlohmann::json& m)
{
    std::optional<LegalStatus> status;
    if (const auto it = m.find("legalStatus"); it != m.end()) {
        status = LegalStatus::fromJson(*it);
        if (status)
            m.erase("legalStatus");
    }
    return status;
}

inline void writeLegalStatus(const std::optional<LegalStatus>& status, nlohmann::json& m)
{
    if (status)
        m["legalStatus"] = status->toJson();
}

} // namespace lmars::model::fields
