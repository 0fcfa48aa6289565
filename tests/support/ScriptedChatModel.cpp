// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScriptedChatModel.h"

#include "common/JsonUtil.h"

namespace lmars::test {

namespace {

llm::LlmConfig scriptedConfig(const QString& modelName)
{
    llm::LlmConfig config;
    config.provider = llm::Provider::OpenAiCompatible;
    config.model = modelName;
    return config; // no base URL and no key: nothing to call, nothing the configuration check rejects
}

} // namespace

QString ScriptedChatModel::Call::prompt() const
{
    QStringList parts;
    for (const llm::ChatMessage& m : messages)
        parts << m.content;
    return parts.join(QLatin1Char('\n'));
}

ScriptedChatModel::ScriptedChatModel(const QString& modelName) : ChatModel(scriptedConfig(modelName), nullptr) {}

void ScriptedChatModel::addStructured(const QString& schemaName, const nlohmann::json& reply)
{
    addStructuredText(schemaName, QString::fromUtf8(json::dump(reply)));
}

void ScriptedChatModel::addStructuredText(const QString& schemaName, const QString& text)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_replies[schemaName].push_back({QStringList{text}, std::nullopt});
}

void ScriptedChatModel::addStream(const QStringList& deltas)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_replies[streamKey()].push_back({deltas, std::nullopt});
}

void ScriptedChatModel::addError(const QString& key, const Error& error)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_replies[key].push_back({{}, error});
}

void ScriptedChatModel::setOnCall(std::function<void(const Call&)> hook)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_onCall = std::move(hook);
}

QList<ScriptedChatModel::Call> ScriptedChatModel::calls() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_calls;
}

int ScriptedChatModel::callCount(const QString& key) const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    int n = 0;
    for (const Call& c : m_calls)
        n += c.key == key ? 1 : 0;
    return n;
}

QStringList ScriptedChatModel::unusedReplies() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    QStringList keys;
    for (auto it = m_replies.cbegin(); it != m_replies.cend(); ++it) {
        if (!it.value().empty())
            keys << it.key();
    }
    keys.sort();
    return keys;
}

Result<llm::ChatReply> ScriptedChatModel::call(const llm::ChatRequest& request, const llm::StructuredSchema* schema,
                                               const llm::DeltaHandler* onDelta, const CancelToken& cancel)
{
    Call call{schema ? schema->name : streamKey(), onDelta != nullptr, request.messages};
    std::optional<Reply> reply;
    std::function<void(const Call&)> hook;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_calls.append(call);
        hook = m_onCall;
        auto& queue = m_replies[call.key];
        if (!queue.empty()) {
            reply = queue.front();
            queue.pop_front();
        }
    }
    if (hook)
        hook(call);
    if (cancel.isCancelled()) // as a provider does when cancelled during its request
        return Error(ErrorKind::Cancelled, QStringLiteral("the scripted call was cancelled"));
    if (!reply)
        return Error(ErrorKind::InvalidResponse, QStringLiteral("no scripted reply left for %1").arg(call.key));
    if (reply->error)
        return *reply->error;

    llm::ChatReply out;
    for (const QString& delta : std::as_const(reply->deltas)) {
        if (cancel.isCancelled())
            return Error(ErrorKind::Cancelled, QStringLiteral("the scripted call was cancelled"));
        out.text += delta;
        if (onDelta)
            (*onDelta)(delta);
    }
    out.finishReason = QStringLiteral("stop");
    out.usage.promptTokens = 100;
    out.usage.completionTokens = out.text.size() / 4 + 1;
    return out;
}

} // namespace lmars::test
