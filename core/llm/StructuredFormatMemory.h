// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>

#include <functional>
#include <mutex>
#include <optional>

namespace lmars::llm {

/// How a structured call asks the server for JSON, from the strictest to the plainest.
enum class StructuredFormat
{
    JsonSchema, ///< response_format json_schema strict (OpenAI), forced tool (Anthropic), format <schema> (Ollama)
    JsonObject, ///< response_format json_object (OpenAI-compatible), format "json" (Ollama)
    PromptOnly  ///< no response format: the schema is stated in the prompt
};

/// "json_schema", "json_object", "prompt" (settings and trajectory form).
QString structuredFormatName(StructuredFormat format);
bool parseStructuredFormat(const QString& text, StructuredFormat* out);

/**
 * Which structured format each server and model accepted, so that later calls skip the forms it
 * rejected. Keyed by base URL and model. Thread-safe. One instance serves the process (shared());
 * the front ends load it from the settings and save what is learned through setPersist().
 */
class StructuredFormatMemory final
{
public:
    static StructuredFormatMemory& shared();

    /// "<base URL>|<model>", the form the settings keep.
    static QString keyFor(const QString& baseUrl, const QString& model);

    std::optional<StructuredFormat> lookup(const QString& key) const;
    /// Records what worked; calls the persist function when it changed.
    void remember(const QString& key, StructuredFormat format);
    /// Replaces everything known (from the settings: key → structuredFormatName()).
    void load(const QMap<QString, QString>& entries);
    QMap<QString, QString> entries() const;
    void clear();
    /// Called (on the calling thread of remember()) with all entries after one changed.
    void setPersist(std::function<void(const QMap<QString, QString>&)> persist);

private:
    mutable std::mutex m_mutex;
    QMap<QString, StructuredFormat> m_formats;
    std::function<void(const QMap<QString, QString>&)> m_persist;
};

} // namespace lmars::llm
