// SPDX-License-Identifier: GPL-3.0-or-later
#include "JsonExtractor.h"

#include "llm/ChatModel.h"

#include <QCoreApplication>

namespace lmars::llm {

using nlohmann::json;

namespace {

/// How many candidate spans a reply is searched for (bounds the work on hostile text).
constexpr size_t kMaxCandidates = 64;

QString parseError(const json::parse_error& e)
{
    QString what = QString::fromUtf8(e.what());
    const int bracket = int(what.indexOf(QLatin1String("] ")));
    if (what.startsWith(QLatin1Char('[')) && bracket > 0)
        what = what.mid(bracket + 2);
    return what;
}

QString notJson(const QString& detail)
{
    return QCoreApplication::translate("ChatModel", "the reply is not valid JSON (%1)").arg(detail);
}

/// The end (inclusive) of the bracketed value starting at start, or npos when it is never closed.
size_t matchingEnd(const std::string& text, size_t start)
{
    int depth = 0;
    bool inString = false;
    for (size_t i = start; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                return i;
        }
    }
    return std::string::npos;
}

} // namespace

std::vector<std::pair<size_t, long>> JsonExtractor::candidateSpans(const std::string& text, size_t limit)
{
    std::vector<std::pair<size_t, long>> spans;
    size_t at = 0;
    while (spans.size() < limit) {
        at = text.find_first_of("{[", at);
        if (at == std::string::npos)
            break;
        const size_t end = matchingEnd(text, at);
        if (end == std::string::npos) {
            spans.emplace_back(at, -1L);
            ++at;
            continue;
        }
        spans.emplace_back(at, long(end - at + 1));
        ++at;
    }
    return spans;
}

bool JsonExtractor::extract(const QString& text, const json& schema, json* out, QString* problem)
{
    const std::string whole = text.trimmed().toStdString();
    if (whole.empty()) {
        *problem = QCoreApplication::translate("ChatModel", "the reply was empty instead of a JSON object");
        return false;
    }
    QString parseProblem;
    try {
        json value = json::parse(whole);
        const QString invalid = validateAgainstSchema(value, schema);
        if (invalid.isEmpty()) {
            *out = std::move(value);
            return true;
        }
        *problem = invalid;
        return false;
    } catch (const json::parse_error& e) {
        parseProblem = notJson(parseError(e));
    }

    QString schemaProblem;
    size_t skipUntil = 0; // inside a value that parsed: its inner brackets are not top level
    bool any = false;
    for (const auto& [offset, length] : candidateSpans(whole, kMaxCandidates)) {
        any = true;
        if (offset < skipUntil)
            continue;
        if (length < 0)
            continue; // never closed: the whole text's parse error already describes it
        json value = json::parse(whole.begin() + long(offset), whole.begin() + long(offset) + length, nullptr, false);
        if (value.is_discarded())
            continue;
        skipUntil = offset + size_t(length);
        const QString invalid = validateAgainstSchema(value, schema);
        if (invalid.isEmpty()) {
            *out = std::move(value);
            return true;
        }
        if (schemaProblem.isEmpty() && value.is_object())
            schemaProblem = invalid;
    }
    if (!any)
        *problem = QCoreApplication::translate("ChatModel", "the reply contains no JSON object");
    else if (!schemaProblem.isEmpty())
        *problem = schemaProblem;
    else
        *problem = parseProblem;
    return false;
}

} // namespace lmars::llm
