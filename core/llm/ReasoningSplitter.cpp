// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReasoningSplitter.h"

#include <algorithm>
#include <array>

namespace lmars::llm {

namespace {

struct TagPair
{
    QLatin1String open;
    QLatin1String close;
};

constexpr std::array<TagPair, 2> kTags{{{QLatin1String("<think>"), QLatin1String("</think>")},
                                        {QLatin1String("<thinking>"), QLatin1String("</thinking>")}}};

/// True when text (shorter than tag) could still grow into tag.
bool couldBecome(const QString& text, QLatin1String tag)
{
    return text.size() < tag.size() && QLatin1String(tag.data(), text.size()).compare(text, Qt::CaseInsensitive) == 0;
}

/// Length of the longest end of text that is the beginning of tag (the part to hold back).
int heldSuffix(const QString& text, QLatin1String tag)
{
    const int longest = std::min(int(text.size()), int(tag.size()) - 1);
    for (int length = longest; length > 0; --length) {
        if (QStringView(text).right(length).compare(QLatin1String(tag.data(), length), Qt::CaseInsensitive) == 0)
            return length;
    }
    return 0;
}

int firstNonSpace(const QString& text)
{
    int i = 0;
    while (i < text.size() && text.at(i).isSpace())
        ++i;
    return i;
}

} // namespace

QString ReasoningSplitter::feedContent(const QString& piece)
{
    m_pending += piece;
    const QString visible = consume(false);
    m_content += visible;
    return visible;
}

void ReasoningSplitter::feedReasoning(const QString& piece)
{
    appendReasoning(piece);
}

QString ReasoningSplitter::finish()
{
    const QString visible = consume(true);
    m_content += visible;
    return visible;
}

void ReasoningSplitter::appendReasoning(const QString& text)
{
    m_reasoning += text;
}

QString ReasoningSplitter::consume(bool final)
{
    QString out;
    for (;;) {
        switch (m_state) {
        case State::Start: {
            const int start = firstNonSpace(m_pending);
            if (start == m_pending.size()) {
                if (final) {
                    // Whitespace after a reasoning block is not part of the answer; any other is.
                    if (!m_sawBlock)
                        out += m_pending;
                    m_pending.clear();
                }
                return out;
            }
            const QString rest = m_pending.mid(start);
            bool opened = false;
            bool waiting = false;
            if (!m_sawBlock) {
                for (const TagPair& tag : kTags) {
                    if (rest.startsWith(tag.open, Qt::CaseInsensitive)) {
                        m_state = State::Reasoning;
                        m_closeTag = tag.close;
                        m_pending = rest.mid(tag.open.size());
                        m_sawBlock = true;
                        opened = true;
                        break;
                    }
                    waiting = waiting || couldBecome(rest, tag.open);
                }
            }
            if (opened)
                continue;
            if (waiting && !final)
                return out;
            if (m_sawBlock)
                m_pending = rest; // the blank lines between the reasoning and the answer
            m_state = State::Answer;
            continue;
        }
        case State::Reasoning: {
            const int close = int(m_pending.indexOf(m_closeTag, 0, Qt::CaseInsensitive));
            if (close >= 0) {
                appendReasoning(m_pending.left(close));
                m_pending = m_pending.mid(close + m_closeTag.size());
                m_state = State::Start;
                continue;
            }
            const int hold = final ? 0 : heldSuffix(m_pending, m_closeTag);
            appendReasoning(m_pending.left(m_pending.size() - hold));
            m_pending = m_pending.right(hold);
            return out;
        }
        case State::Answer: {
            if (!m_sawBlock) {
                int close = -1;
                int closeLength = 0;
                for (const TagPair& tag : kTags) {
                    const int at = int(m_pending.indexOf(tag.close, 0, Qt::CaseInsensitive));
                    if (at >= 0 && (close < 0 || at < close)) {
                        close = at;
                        closeLength = tag.close.size();
                    }
                }
                if (close >= 0) {
                    // A bare closing tag: everything before it was leaked thinking.
                    m_retracted = m_retracted || !m_content.isEmpty();
                    appendReasoning(m_content + out + m_pending.left(close));
                    m_content.clear();
                    out.clear();
                    m_pending = m_pending.mid(close + closeLength);
                    m_sawBlock = true;
                    m_state = State::Start;
                    continue;
                }
            }
            int hold = 0;
            if (!final && !m_sawBlock) {
                for (const TagPair& tag : kTags)
                    hold = std::max(hold, heldSuffix(m_pending, tag.close));
            }
            out += m_pending.left(m_pending.size() - hold);
            m_pending = m_pending.right(hold);
            return out;
        }
        }
    }
}

ReasoningSplitter::Parts ReasoningSplitter::split(const QString& content)
{
    ReasoningSplitter splitter;
    splitter.feedContent(content);
    splitter.finish();
    return {splitter.content(), splitter.reasoning()};
}

} // namespace lmars::llm
