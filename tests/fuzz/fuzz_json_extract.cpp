// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: finding the structured JSON in a model's reply (JsonExtractor), with the
// reasoning split off first as ChatModel::structured() does. Checks that nothing crashes or hangs,
// that a value it returns validates against the schema, and that a failure always says why.
#include "llm/ChatModel.h"
#include "llm/JsonExtractor.h"
#include "llm/ReasoningSplitter.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

const nlohmann::json& schema()
{
    static const nlohmann::json value = nlohmann::json::parse(R"({"type": "object",
        "properties": {"holding": {"type": "string"}, "citations": {"type": "array", "items": {"type": "string"}},
                       "confidence": {"type": "number"}},
        "required": ["holding", "citations"], "additionalProperties": false})");
    return value;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(bytes), static_cast<qsizetype>(size));
    const lmars::llm::ReasoningSplitter::Parts parts = lmars::llm::ReasoningSplitter::split(text);
    for (const QString& candidate : {parts.content, parts.reasoning, text}) {
        nlohmann::json value;
        QString problem;
        if (lmars::llm::JsonExtractor::extract(candidate, schema(), &value, &problem)) {
            if (!lmars::llm::validateAgainstSchema(value, schema()).isEmpty())
                std::abort();
        } else if (problem.isEmpty()) {
            std::abort();
        }
    }
    const std::string raw(reinterpret_cast<const char*>(bytes), size);
    for (const auto& [offset, length] : lmars::llm::JsonExtractor::candidateSpans(raw, 64)) {
        if (offset >= raw.size() || (length > 0 && offset + static_cast<size_t>(length) > raw.size()))
            std::abort();
    }
    return 0;
}
