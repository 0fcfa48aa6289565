// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextDocumentParser.h"

#include "parse/DocumentBuilder.h"
#include "parse/FrontMatter.h"

#include <QRegularExpression>

namespace lmars::parse {

namespace {

QStringList splitLines(QStringView text)
{
    QStringList lines;
    for (QStringView line : text.split(QLatin1Char('\n')))
        lines << (line.endsWith(QLatin1Char('\r')) ? line.chopped(1).toString() : line.toString());
    return lines;
}

} // namespace

ParsedDocument TextDocumentParser::parseMarkdown(const QString& text, const QString& fallbackTitle)
{
    const FrontMatter fm = FrontMatter::parse(text);
    static const QRegularExpression atx(QStringLiteral("^ {0,3}(#{1,6})(?:[ \\t]+(.*?))?(?:[ \\t]+#+)?[ \\t]*$"));
    static const QRegularExpression setext(QStringLiteral("^ {0,3}(=+|-+)[ \\t]*$"));
    static const QRegularExpression fence(QStringLiteral("^ {0,3}(```|~~~)"));

    DocumentBuilder builder;
    QStringList paragraph;
    bool inFence = false;
    auto flush = [&]() {
        builder.paragraph(paragraph.join(QLatin1Char('\n')));
        paragraph.clear();
    };
    const QStringList lines = splitLines(QStringView(text).mid(fm.bodyStart()));
    for (const QString& line : lines) {
        if (fence.match(line).hasMatch()) {
            inFence = !inFence;
            paragraph << line;
            continue;
        }
        if (inFence) {
            paragraph << line;
            continue;
        }
        if (const auto m = atx.match(line); m.hasMatch()) {
            flush();
            builder.heading(static_cast<int>(m.captured(1).size()), m.captured(2));
            continue;
        }
        if (!paragraph.isEmpty() && paragraph.size() == 1 && setext.match(line).hasMatch()) {
            const QString title = paragraph.takeFirst();
            builder.heading(line.trimmed().startsWith(QLatin1Char('=')) ? 1 : 2, title);
            continue;
        }
        if (line.trimmed().isEmpty()) {
            flush();
            continue;
        }
        paragraph << line;
    }
    flush();
    const QString firstHeading = builder.firstHeading();
    ParsedDocument doc = builder.take();
    doc.type = QStringLiteral("md");
    doc.title = fm.value(QStringLiteral("title"));
    if (doc.title.isEmpty())
        doc.title = firstHeading;
    if (doc.title.isEmpty())
        doc.title = fallbackTitle;
    doc.validFrom = fm.date(QStringLiteral("effective_from"));
    doc.validTo = fm.date(QStringLiteral("effective_to"));
    return doc;
}

ParsedDocument TextDocumentParser::parsePlainText(const QString& text, const QString& fallbackTitle)
{
    DocumentBuilder builder;
    QStringList paragraph;
    for (const QString& line : splitLines(text)) {
        if (line.trimmed().isEmpty()) {
            builder.paragraph(paragraph.join(QLatin1Char('\n')));
            paragraph.clear();
        } else {
            paragraph << line;
        }
    }
    builder.paragraph(paragraph.join(QLatin1Char('\n')));
    ParsedDocument doc = builder.take();
    doc.type = QStringLiteral("txt");
    doc.title = fallbackTitle;
    return doc;
}

} // namespace lmars::parse
