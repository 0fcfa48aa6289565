// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "parse/ParsedDocument.h"

#include <QCoreApplication>
#include <QStringList>

namespace lmars::parse {

/**
 * Reads any supported file (.md, .markdown, .txt, .html, .htm, .pdf, .docx) into a ParsedDocument.
 * Empty, oversized, binary-disguised, corrupt and encrypted files and files without any text
 * give an Error with a one-sentence reason; nothing here throws or aborts.
 */
class DocumentParser final
{
    Q_DECLARE_TR_FUNCTIONS(DocumentParser)

public:
    static constexpr qint64 kDefaultMaxBytes = 200LL * 1024 * 1024;

    static QStringList supportedSuffixes();
    static bool isSupported(const QString& path);
    static Result<ParsedDocument> parse(const QString& path, qint64 maxBytes = kDefaultMaxBytes);
    /// Decodes text bytes (UTF-8 with or without BOM, UTF-16 with BOM, else Windows-1252/Latin-1);
    /// fails when the bytes look binary.
    static Result<QString> decodeText(const QByteArray& bytes);
};

} // namespace lmars::parse
