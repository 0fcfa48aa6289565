// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextSegmenter.h"

namespace lmars::store {

bool TextSegmenter::isCjk(char32_t c)
{
    return (c >= 0x3040 && c <= 0x30FF)       // Hiragana, Katakana
           || (c >= 0x3005 && c <= 0x3007)    // 々 〆 〇
           || (c >= 0x3400 && c <= 0x4DBF)    // CJK extension A
           || (c >= 0x4E00 && c <= 0x9FFF)    // CJK unified ideographs
           || (c >= 0xAC00 && c <= 0xD7AF)    // Hangul syllables
           || (c >= 0xF900 && c <= 0xFAFF)    // compatibility ideographs
           || (c >= 0x20000 && c <= 0x3134F); // extensions B..G
}

bool TextSegmenter::isCjkAt(const QString& text, int index)
{
    if (index < 0 || index >= text.size())
        return false;
    const QChar ch = text.at(index);
    if (ch.isHighSurrogate() && index + 1 < text.size() && text.at(index + 1).isLowSurrogate())
        return isCjk(QChar::surrogateToUcs4(ch, text.at(index + 1)));
    if (ch.isLowSurrogate() && index > 0 && text.at(index - 1).isHighSurrogate())
        return isCjk(QChar::surrogateToUcs4(text.at(index - 1), ch));
    return isCjk(ch.unicode());
}

QStringList TextSegmenter::ngrams(const QString& run, int n)
{
    QList<int> starts; // code point starts
    for (int i = 0; i < run.size(); ++i) {
        if (!(run.at(i).isLowSurrogate() && i > 0 && run.at(i - 1).isHighSurrogate()))
            starts << i;
    }
    QStringList out;
    if (starts.size() <= n) {
        if (!run.isEmpty())
            out << run;
        return out;
    }
    starts << run.size();
    for (int k = 0; k + n < starts.size(); ++k)
        out << run.mid(starts.at(k), starts.at(k + n) - starts.at(k));
    return out;
}

QString TextSegmenter::indexText(const QString& text, LibraryTokenizer tokenizer)
{
    if (tokenizer == LibraryTokenizer::Trigram)
        return text;
    int i = 0;
    const int n = static_cast<int>(text.size());
    const QChar* data = text.constData();
    // Nothing below U+3005 is CJK (surrogates are above it): a cheap test for most characters.
    while (i < n && (data[i].unicode() < 0x3005 || !isCjkAt(text, i)))
        ++i;
    if (i == n)
        return text; // no CJK at all: the common case costs one scan
    QString out;
    out.reserve(text.size() * 3);
    out.append(QStringView(text).left(i));
    while (i < n) {
        if (!isCjkAt(text, i)) {
            out.append(text.at(i));
            ++i;
            continue;
        }
        int j = i;
        while (j < n && isCjkAt(text, j))
            ++j;
        out.append(QLatin1Char(' '));
        out.append(ngrams(text.mid(i, j - i), 2).join(QLatin1Char(' ')));
        out.append(QLatin1Char(' '));
        i = j;
    }
    return out;
}

} // namespace lmars::store
