// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: a model server's streamed reply as the providers read it. The bytes are split
// into lines (as HttpClient delivers them), assembled into server-sent events, each event's data
// parsed as a JSON chunk, and every text field fed through the ReasoningSplitter as content or
// reasoning. Checks that nothing crashes or hangs and that the splitter neither invents nor loses
// text: the shown answer plus the reasoning is exactly as long as what was fed.
#include "llm/ReasoningSplitter.h"
#include "net/SseParser.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

void feedChunk(const QByteArray& data, lmars::llm::ReasoningSplitter& splitter, qsizetype* fed, qsizetype* shown)
{
    const nlohmann::json chunk = nlohmann::json::parse(data.constBegin(), data.constEnd(), nullptr, false);
    if (chunk.is_discarded() || !chunk.is_object())
        return;
    const auto choices = chunk.find("choices");
    if (choices == chunk.end() || !choices->is_array() || choices->empty() || !choices->at(0).is_object())
        return;
    const nlohmann::json& choice = choices->at(0);
    const auto delta = choice.find("delta");
    if (delta == choice.end() || !delta->is_object())
        return;
    for (const char* key : {"reasoning_content", "reasoning"}) {
        const auto it = delta->find(key);
        if (it != delta->end() && it->is_string()) {
            const QString text = QString::fromStdString(it->get<std::string>());
            *fed += text.size();
            splitter.feedReasoning(text);
        }
    }
    const auto content = delta->find("content");
    if (content != delta->end() && content->is_string()) {
        const QString text = QString::fromStdString(content->get<std::string>());
        *fed += text.size();
        *shown += splitter.feedContent(text).size();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* bytes, size_t size)
{
    const QByteArray input(reinterpret_cast<const char*>(bytes), static_cast<qsizetype>(size));
    lmars::net::SseParser parser;
    lmars::llm::ReasoningSplitter splitter;
    qsizetype fed = 0;
    qsizetype shown = 0;
    qsizetype start = 0;
    while (start <= input.size()) {
        qsizetype end = input.indexOf('\n', start);
        if (end < 0)
            end = input.size();
        QByteArray line = input.mid(start, end - start);
        if (line.endsWith('\r'))
            line.chop(1);
        if (const std::optional<lmars::net::SseEvent> event = parser.feedLine(line))
            feedChunk(event->data, splitter, &fed, &shown);
        start = end + 1;
    }
    if (const std::optional<lmars::net::SseEvent> event = parser.finish())
        feedChunk(event->data, splitter, &fed, &shown);
    shown += splitter.finish().size();
    if (shown != splitter.content().size() && !splitter.retracted())
        std::abort(); // what was shown is the answer, unless a bare closing tag took it back
    // Only tags and the whitespace around them are dropped; no text is invented.
    if (splitter.content().size() + splitter.reasoning().size() > fed)
        std::abort();
    return 0;
}
