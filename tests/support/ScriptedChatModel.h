// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "llm/ChatModel.h"

#include <QHash>
#include <QList>
#include <QStringList>

#include <deque>
#include <functional>
#include <mutex>

namespace lmars::test {

/**
 * An in-process ChatModel for unit tests of the research logic: no HTTP, no server. Replies are
 * scripted per structured schema name (query_analysis, search_queries, judgment, ...) and, for
 * streamed and plain calls, under streamKey(); each call takes the next reply of its key. A call
 * with no reply left fails with ErrorKind::InvalidResponse naming the key, so a test sees at once
 * which call it did not expect. Structured replies go through ChatModel::structured() as a
 * provider's text would: parsed, validated against the schema, repaired once when invalid.
 * Every call is recorded. Thread-safe, as ChatModel requires.
 */
class ScriptedChatModel final : public llm::ChatModel
{
public:
    /// One call the model received.
    struct Call
    {
        QString key; ///< the schema name, or streamKey()
        bool streamed = false;
        QList<llm::ChatMessage> messages;

        /// The text of every message, joined: what the prompt contained.
        QString prompt() const;
    };

    explicit ScriptedChatModel(const QString& modelName = QStringLiteral("scripted-model"));

    /// The key of stream() and complete() calls.
    static QString streamKey() { return QStringLiteral("(stream)"); }

    /// A structured reply: the object is sent as the reply's text.
    void addStructured(const QString& schemaName, const nlohmann::json& reply);
    /// A structured reply as raw text (e.g. invalid JSON, to exercise the repair retry).
    void addStructuredText(const QString& schemaName, const QString& text);
    /// A streamed reply, delivered in these deltas.
    void addStream(const QStringList& deltas);
    /// The next call of this key fails with this error.
    void addError(const QString& key, const Error& error);
    /// Called on the calling thread before each call is answered (e.g. to cancel mid-run).
    void setOnCall(std::function<void(const Call&)> hook);

    QList<Call> calls() const;
    int callCount(const QString& key) const;
    /// Keys whose scripted replies were not all used.
    QStringList unusedReplies() const;

protected:
    Result<llm::ChatReply> call(const llm::ChatRequest& request, const llm::StructuredSchema* schema,
                                const llm::DeltaHandler* onDelta, const CancelToken& cancel) override;

private:
    struct Reply
    {
        QStringList deltas; ///< the text, in the pieces a stream delivers
        std::optional<Error> error;
    };

    mutable std::mutex m_mutex;
    QHash<QString, std::deque<Reply>> m_replies;
    QList<Call> m_calls;
    std::function<void(const Call&)> m_onCall;
};

} // namespace lmars::test
