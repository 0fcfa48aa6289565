// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationText.h"

#include "parse/SubjectText.h"

#include <QRegularExpression>

namespace lmars::parse {

namespace {

void blank(QString& text, qsizetype from, qsizetype to)
{
    for (qsizetype i = from; i < to; ++i) {
        if (text.at(i) != QLatin1Char('\n'))
            text[i] = QLatin1Char(' ');
    }
}

void blankAll(QString& text, const QRegularExpression& re)
{
    QRegularExpressionMatchIterator it = re.globalMatch(text, 0, QRegularExpression::NormalMatch, kUncheckedSubject);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const qsizetype from = m.capturedStart(QStringLiteral("blank"));
        if (from >= 0)
            blank(text, from, m.capturedEnd(QStringLiteral("blank")));
    }
}

bool isSpaceLike(QChar c)
{
    const ushort u = c.unicode();
    return (u < 0x20 && u != '\n') || u == 0x7f || u == 0x200b || u == 0x200c || u == 0x200d || u == 0xfeff ||
           u == 0x202a || u == 0x202b || u == 0x202c || u == 0x202d || u == 0x202e || u == 0x00a0;
}

/// The common character references of HTML as their character followed by spaces, so the length
/// stays: "20 I&amp;N Dec. 938" reads "20 I&    N Dec. 938".
void decodeEntities(QString& text)
{
    static const QRegularExpression entity(QStringLiteral("&(?:amp|nbsp|sect|quot|apos|#39|#x27|#8217|rsquo|lsquo|"
                                                          "ldquo|rdquo|ndash|mdash|para);"));
    QRegularExpressionMatchIterator it =
        entity.globalMatch(text, 0, QRegularExpression::NormalMatch, kUncheckedSubject);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        const QString name = m.captured(0);
        QChar c = QLatin1Char(' ');
        if (name == QLatin1String("&amp;"))
            c = QLatin1Char('&');
        else if (name == QLatin1String("&sect;"))
            c = QChar(0x00a7);
        else if (name == QLatin1String("&para;"))
            c = QChar(0x00b6);
        else if (name == QLatin1String("&quot;") || name == QLatin1String("&ldquo;") ||
                 name == QLatin1String("&rdquo;"))
            c = QLatin1Char('"');
        else if (name != QLatin1String("&nbsp;") && !name.contains(QLatin1String("dash")))
            c = QLatin1Char('\'');
        else if (name.contains(QLatin1String("dash")))
            c = QChar(0x2014);
        const qsizetype at = m.capturedStart();
        text[at] = c;
        for (qsizetype i = at + 1; i < m.capturedEnd(); ++i)
            text[i] = QLatin1Char(' ');
    }
}

} // namespace

QString CitationText::clean(const QString& input)
{
    QString text = validUtf16(input);
    const bool markup = text.contains(QLatin1String("</")) || text.contains(QLatin1String("<span")) ||
                        text.contains(QLatin1String("<page-number"));
    bool anySpaceLike = markup;
    for (const QChar c : std::as_const(text)) {
        if (isSpaceLike(c)) {
            anySpaceLike = true;
            break;
        }
    }
    if (anySpaceLike) {
        QChar* data = text.data(); // detaches once
        for (qsizetype i = 0, n = text.size(); i < n; ++i) {
            if (isSpaceLike(data[i]) || (markup && data[i] == QLatin1Char('\n')))
                data[i] = QLatin1Char(' ');
        }
    }
    if (markup) {
        // Page markers: the whole element, number included, is not part of the text's sentences.
        static const QRegularExpression pageElement(
            QStringLiteral("(?<blank><span\\b[^<>]{0,200}?star-pagination[^<>]*>[^<>]{0,40}</span>|"
                           "<page-number\\b[^<>]{0,300}>[^<>]{0,40}</page-number>)"),
            QRegularExpression::CaseInsensitiveOption);
        blankAll(text, pageElement);
        static const QRegularExpression tag(
            QStringLiteral("(?<blank></?[A-Za-z][A-Za-z0-9-]*(?:\\s[^<>]{0,400})?/?>)"));
        blankAll(text, tag);
        decodeEntities(text);
    }
    if (text.contains(QLatin1Char('*'))) {
        // "135 *355 Mass. 147", "Carignan, *528 342 U. S. 36": a star page between words; not a
        // pin cite ("at *4", "p. *4").
        static const QRegularExpression starPage(
            QStringLiteral("(?<![\\w*])(?<!\\bat )(?<!\\bp\\. )(?<!\\bpp\\. )(?<blank>\\*\\d{1,5})(?=\\s+[\\dA-Z])"));
        blankAll(text, starPage);
    }
    // "— U.S. —,", "___ Nev. ___", "---- L. Ed. 2d ----", "_ U.S. _": a reporter with neither
    // volume nor page, only placeholders.
    static const QRegularExpression placeholder(
        QStringLiteral("(?<![\\w.])(?<blank>(?:_{1,8}|[—–]{1,3}|-{2,8})\\s+[A-Z][A-Za-z.\\s0-9]{0,24}?\\s+"
                       "(?:_{1,8}|[—–]{1,3}|-{2,8}))(?![\\w])"));
    if (text.contains(QLatin1Char('_')) || text.contains(QChar(0x2014)) || text.contains(QChar(0x2013)) ||
        text.contains(QLatin1String("--")))
        blankAll(text, placeholder);
    return text;
}

} // namespace lmars::parse
