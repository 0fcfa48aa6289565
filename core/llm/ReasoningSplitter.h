// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1String>
#include <QString>

namespace lmars::llm {

/**
 * Separates a reasoning model's thinking from its answer, streamed or whole, for every provider.
 *
 * Content pieces go through feedContent(): a <think>…</think> or <thinking>…</thinking> block at
 * the start (also when unterminated) is moved to the reasoning, and so is everything before a bare
 * closing tag (Ollama with think:false leaks the thinking and keeps only "</think>"). Reasoning
 * that the server sends separately (reasoning_content, reasoning, thinking) goes through
 * feedReasoning(). Tags split across pieces are recognised: the few characters that may begin a
 * tag are held back until the next piece (or finish()).
 */
class ReasoningSplitter final
{
public:
    /// Feeds answer content; returns the part that is answer text and may be shown now.
    QString feedContent(const QString& piece);
    /// Feeds a piece of reasoning sent in a field of its own.
    void feedReasoning(const QString& piece);
    /// The stream ended: returns the answer text still held back.
    QString finish();

    /// The answer text so far (without any reasoning).
    const QString& content() const { return m_content; }
    /// The reasoning so far (tag blocks and separate fields, in arrival order).
    const QString& reasoning() const { return m_reasoning; }
    /// True when a bare closing tag turned text already returned by feedContent() into reasoning.
    bool retracted() const { return m_retracted; }

    /// A whole reply's content split at once: answer text and reasoning.
    struct Parts
    {
        QString content;
        QString reasoning;
    };
    static Parts split(const QString& content);

private:
    enum class State
    {
        Start,     ///< only whitespace or the beginning of an opening tag so far
        Reasoning, ///< inside an opening tag's block
        Answer     ///< answer text
    };

    QString consume(bool final);
    void appendReasoning(const QString& text);

    State m_state = State::Start;
    QString m_pending; ///< received but not yet classified
    QLatin1String m_closeTag;
    QString m_content;
    QString m_reasoning;
    bool m_retracted = false;
    bool m_sawBlock = false;
};

} // namespace lmars::llm
