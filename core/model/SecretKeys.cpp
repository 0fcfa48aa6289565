// SPDX-License-Identifier: GPL-3.0-or-later
#include "SecretKeys.h"

#include <cctype>

namespace lmars::model {

bool SecretKeys::looksSecret(const std::string& key)
{
    std::string folded;
    for (const char c : key) {
        if (c != '_' && c != '-' && c != ' ')
            folded += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    for (const char* word : {"key", "token", "secret", "password", "passwd", "authorization", "credential"}) {
        if (folded.find(word) != std::string::npos)
            return true;
    }
    return false;
}

nlohmann::json SecretKeys::without(const nlohmann::json& value)
{
    if (value.is_object()) {
        nlohmann::json out = nlohmann::json::object();
        for (auto it = value.begin(); it != value.end(); ++it) {
            if (!looksSecret(it.key()))
                out[it.key()] = without(it.value());
        }
        return out;
    }
    if (value.is_array()) {
        nlohmann::json out = nlohmann::json::array();
        for (const nlohmann::json& item : value)
            out.push_back(without(item));
        return out;
    }
    return value;
}

} // namespace lmars::model
