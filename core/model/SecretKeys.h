// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace lmars::model {

/**
 * Which keys of a JSON document look like they hold a secret, and the document without them. Used
 * where settings written by someone else are kept or shown again: the settings keys a newer version
 * wrote (RunSettings::extra) and the settings of an exported session (SessionExport).
 */
class SecretKeys
{
public:
    /// A key whose name, lowercased and without '_', '-' and spaces, contains "key", "token", "secret",
    /// "password", "passwd", "authorization" or "credential" ("apiKey", "api_key", "accessToken", ...).
    static bool looksSecret(const std::string& key);
    /// The value without its secret-looking keys, at any depth (objects inside arrays included).
    static nlohmann::json without(const nlohmann::json& value);
};

} // namespace lmars::model
