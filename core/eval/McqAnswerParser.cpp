// SPDX-License-Identifier: GPL-3.0-or-later
#include "McqAnswerParser.h"

#include "common/JsonUtil.h"

#include <QRegularExpression>

namespace lmars::eval {

namespace {

int indexOfLetter(const QString& letter, int choiceCount)
{
    if (letter.size() != 1)
        return -1;
    const int index = letter.at(0).toUpper().unicode() - u'A';
    return index >= 0 && index < choiceCount ? index : -1;
}

/// Strips markdown emphasis and surrounding whitespace.
QString plain(const QString& text)
{
    QString s = text;
    s.remove(QLatin1Char('*'));
    s.remove(QLatin1Char('`'));
    return s.trimmed();
}

} // namespace

int McqAnswerParser::answerMarker(const QString& text, int choiceCount)
{
    // "ANSWER: X" (any case for the word and the letter) or "the answer is X" (capital letter), where the
    // letter ends its line or is followed by punctuation, so "Answer: a landlord ..." does not count.
    static const QRegularExpression marker(
        QStringLiteral(
            R"((?:(?i:\banswer)\s*[:：]\s*\(?([A-Ha-h])|(?i:\banswer\s+is)\s+\(?([A-H]))(?=[ \t]*(?:$|[.):,;\]])))"),
        QRegularExpression::MultilineOption);
    int found = -1;
    auto it = marker.globalMatch(plain(text));
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const int index = indexOfLetter(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1), choiceCount);
        if (index >= 0)
            found = index;
    }
    return found;
}

int McqAnswerParser::letterOfField(const QString& field, int choiceCount)
{
    const QString s = plain(field);
    static const QRegularExpression lone(QStringLiteral(R"(^\(?([A-Ha-h])\)?\.?$)"));
    static const QRegularExpression leading(QStringLiteral(R"(^\(?([A-H])[.):](?:\s|$))"));
    if (auto m = lone.match(s); m.hasMatch())
        return indexOfLetter(m.captured(1), choiceCount);
    if (auto m = leading.match(s); m.hasMatch())
        return indexOfLetter(m.captured(1), choiceCount);
    return answerMarker(s, choiceCount);
}

int McqAnswerParser::labelOfField(const QString& field, const QStringList& labels)
{
    static const QRegularExpression prefix(QStringLiteral(R"(^(?i:(?:the\s+)?answer(?:\s+is)?\s*[:：]?\s*))"));
    static const QRegularExpression edges(QStringLiteral(R"re(^[\s("'\[]+|[\s)"'\].,;:!]+$)re"));
    QString s = plain(field);
    s.remove(prefix);
    s.remove(edges);
    for (int i = 0; i < labels.size(); ++i) {
        if (s.compare(labels.at(i), Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

bool McqAnswerParser::isRefusal(const QString& text)
{
    static const QRegularExpression refusal(
        QStringLiteral(
            R"(\b(?:insufficient|not enough|inadequate)\s+(?:context|information|evidence)\b|)"
            R"(\bcannot\s+(?:be\s+)?(?:determined|determine|answer|decide)\b|\bunable\s+to\s+(?:determine|answer|decide)\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return refusal.match(plain(text)).hasMatch();
}

ParsedChoice McqAnswerParser::fromStructured(const nlohmann::json& reply, int choiceCount)
{
    const QString answer = json::field(reply, "answer");
    if (const int index = letterOfField(answer, choiceCount); index >= 0) {
        const bool clean = plain(answer).size() <= 3; // "B", "(B)", "B."
        return {index, clean ? QStringLiteral("structured") : QStringLiteral("text")};
    }
    if (const int index = answerMarker(json::field(reply, "reasoning"), choiceCount); index >= 0)
        return {index, QStringLiteral("text")};
    return {-1, QStringLiteral("none")};
}

ParsedChoice McqAnswerParser::fromText(const QString& text, int choiceCount)
{
    if (const int index = answerMarker(text, choiceCount); index >= 0)
        return {index, QStringLiteral("text")};
    // A letter that starts the reply: "B. ...", "B) ...", "(B) ...", or the letter alone.
    static const QRegularExpression leading(QStringLiteral(R"(^\(?([A-H])(?:[.)]|\)?\s*$))"));
    if (const auto m = leading.match(plain(text)); m.hasMatch()) {
        if (const int index = indexOfLetter(m.captured(1), choiceCount); index >= 0)
            return {index, QStringLiteral("text")};
    }
    return {-1, QStringLiteral("none")};
}

} // namespace lmars::eval
