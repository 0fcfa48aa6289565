// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace lmars::parse {

/**
 * Bytes of a text or HTML file to text. Order: a byte-order mark (UTF-8, UTF-16, UTF-32, either
 * endianness); UTF-16/UTF-32 without one, recognised by the zero bytes that mostly-ASCII text
 * leaves in every second (fourth) byte; for HTML, the charset the page declares in its first
 * 1024 bytes (meta charset, http-equiv Content-Type, XML declaration); UTF-8 when the bytes are
 * valid UTF-8; else Windows-1252 (what browsers read Latin-1 pages as). Bytes that look binary
 * after all that are refused with a reason.
 */
class TextDecoder final
{
    Q_DECLARE_TR_FUNCTIONS(TextDecoder)

public:
    static Result<QString> decodeText(const QByteArray& bytes);
    static Result<QString> decodeHtml(const QByteArray& bytes);

    /// The charset an HTML page declares in its first 1024 bytes, lower-case; empty when none.
    static QByteArray declaredCharset(const QByteArray& html);
    /// "utf-16le", "utf-16be", "utf-32le" or "utf-32be" when the bytes look like that without a
    /// byte-order mark; empty otherwise.
    static QByteArray wideEncodingByZeros(const QByteArray& bytes);
    /// Whether the bytes look binary (NUL bytes, or more than 5 % control characters).
    static bool looksBinary(const QByteArray& bytes);
};

} // namespace lmars::parse
