// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QString>

namespace lmars::parse {

/**
 * Matching many patterns at many offsets of one long text: PCRE checks the whole subject for valid
 * UTF-16 on every match call unless told not to, which makes repeated matching over a large
 * document quadratic. The citation finders repair the text once (validUtf16) and then match with
 * kUncheckedSubject.
 */
inline constexpr QRegularExpression::MatchOptions kUncheckedSubject =
    QRegularExpression::DontCheckSubjectStringMatchOption;

/// `text` with every unpaired surrogate replaced by U+FFFD, so offsets stay the same.
inline QString validUtf16(const QString& text)
{
    if (text.isValidUtf16())
        return text;
    QString out = text;
    const qsizetype size = out.size();
    for (qsizetype i = 0; i < size; ++i) {
        const QChar c = out.at(i);
        if (c.isHighSurrogate() && i + 1 < size && out.at(i + 1).isLowSurrogate()) {
            ++i;
            continue;
        }
        if (c.isSurrogate())
            out[i] = QChar::ReplacementCharacter;
    }
    return out;
}

} // namespace lmars::parse
