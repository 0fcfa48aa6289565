// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace lmars::parse {

/// Decoded text, the encoding it was read in and, when that was a guess worth doubting, why.
struct DecodedText
{
    QString text;
    QByteArray encoding; ///< "UTF-8", "windows-1251", "ISO-2022-KR", …
    QString note;        ///< empty unless the encoding is a low-confidence guess or a fallback
};

/**
 * Bytes of a text or HTML file to text. Order: a byte-order mark (UTF-8, UTF-16, UTF-32, either
 * endianness); UTF-16/UTF-32 without one, recognised by the zero bytes that mostly-ASCII text
 * leaves in every second (fourth) byte; for HTML, the charset the page declares in its first
 * 1024 bytes (meta charset, http-equiv Content-Type, XML declaration); UTF-8 when the bytes are
 * (almost all) valid UTF-8; else the encoding ICU's charset detector ranks first among those
 * that decode the bytes cleanly (CharsetDetector), with a note when its confidence is low; else
 * Windows-1252 (what browsers read Latin-1 pages as), with a note. Stateful encodings
 * (ISO-2022-JP/KR/CN) are decoded, or refused with the encoding named. Bytes that look binary
 * are refused with a reason; a few control characters in text are not binary (they become
 * spaces).
 */
class TextDecoder final
{
    Q_DECLARE_TR_FUNCTIONS(TextDecoder)

public:
    enum class Markup
    {
        PlainText,
        Html
    };
    /// Below this ICU confidence a detected encoding is noted as a guess.
    static constexpr int kConfidentGuess = 50;

    static Result<DecodedText> decode(const QByteArray& bytes, Markup markup);
    static Result<QString> decodeText(const QByteArray& bytes);
    static Result<QString> decodeHtml(const QByteArray& bytes);

    /// The charset an HTML page declares in its first 1024 bytes, lower-case; empty when none.
    static QByteArray declaredCharset(const QByteArray& html);
    /// "utf-16le", "utf-16be", "utf-32le" or "utf-32be" when the bytes look like that without a
    /// byte-order mark; empty otherwise.
    static QByteArray wideEncodingByZeros(const QByteArray& bytes);
    /// Whether the bytes look binary: NUL bytes, or more than 10 % control characters and at
    /// least 32 of them (a text with a stray form feed, SUB or backspace is still text).
    static bool looksBinary(const QByteArray& bytes);
};

} // namespace lmars::parse
