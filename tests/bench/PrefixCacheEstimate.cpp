// SPDX-License-Identifier: GPL-3.0-or-later
#include "PrefixCacheEstimate.h"

#include <algorithm>

namespace lmars::bench {

using Json = nlohmann::json;

QByteArray PrefixCacheEstimate::promptOf(const Json& body)
{
    QByteArray prompt;
    if (const auto format = body.find("response_format"); format != body.end() && format->is_object()) {
        if (const auto schema = format->find("json_schema"); schema != format->end())
            prompt += QByteArray::fromStdString(schema->dump()) + '\n';
    }
    if (const auto messages = body.find("messages"); messages != body.end() && messages->is_array()) {
        for (const Json& message : *messages) {
            prompt += QByteArray::fromStdString(message.value("role", std::string())) + '\n';
            const auto content = message.find("content");
            if (content != message.end())
                prompt +=
                    QByteArray::fromStdString(content->is_string() ? content->get<std::string>() : content->dump()) +
                    '\n';
        }
    }
    return prompt;
}

qint64 PrefixCacheEstimate::openAiCached(qint64 shared)
{
    if (shared < 1024)
        return 0;
    return 1024 + (shared - 1024) / 128 * 128;
}

void PrefixCacheEstimate::add(const Json& body)
{
    const QByteArray prompt = promptOf(body);
    qint64 longest = 0;
    for (const QByteArray& earlier : std::as_const(m_prompts)) {
        const qint64 n = std::min(earlier.size(), prompt.size());
        qint64 i = 0;
        while (i < n && earlier.at(i) == prompt.at(i))
            ++i;
        longest = std::max(longest, i);
    }
    Call call;
    call.promptTokens = tokens(prompt.size());
    call.sharedTokens = longest / 4; // whole tokens only
    call.openAiCached = openAiCached(call.sharedTokens);
    m_prompts.append(prompt);
    m_calls.append(call);
}

qint64 PrefixCacheEstimate::promptTokens() const
{
    qint64 total = 0;
    for (const Call& c : m_calls)
        total += c.promptTokens;
    return total;
}

double PrefixCacheEstimate::anyPrefixShare() const
{
    qint64 shared = 0;
    for (const Call& c : m_calls)
        shared += c.sharedTokens;
    const qint64 total = promptTokens();
    return total > 0 ? double(shared) / double(total) : 0.0;
}

double PrefixCacheEstimate::openAiShare() const
{
    qint64 cached = 0;
    for (const Call& c : m_calls)
        cached += c.openAiCached;
    const qint64 total = promptTokens();
    return total > 0 ? double(cached) / double(total) : 0.0;
}

} // namespace lmars::bench
