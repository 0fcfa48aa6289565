// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace lmars::llm {

/**
 * Finds the JSON value in a model's reply: the whole text when it is JSON, else the first complete
 * top-level {...} or [...] in it that validates against the schema. Prose, a ```json fence, a
 * reasoning preamble with braces of its own or a second object after the answer do not matter;
 * braces inside JSON strings are not counted.
 */
class JsonExtractor final
{
public:
    JsonExtractor() = delete;

    /// True and *out set when a value validating against schema (validateAgainstSchema) was found;
    /// else false and *problem describes why (empty reply, no JSON, parse error, first schema problem).
    static bool extract(const QString& text, const nlohmann::json& schema, nlohmann::json* out, QString* problem);

    /// The balanced {...} / [...] spans of text as (offset, length), outermost first, at most limit;
    /// an opening bracket that is never closed yields a span to the end (length -1).
    static std::vector<std::pair<size_t, long>> candidateSpans(const std::string& text, size_t limit);
};

} // namespace lmars::llm
