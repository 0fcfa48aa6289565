// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "parse/ParsedDocument.h"

#include <QCoreApplication>

namespace lmars::parse {

/// PDF through poppler-qt6: the text of each page becomes its own section with its page number.
class PdfParser final
{
    Q_DECLARE_TR_FUNCTIONS(PdfParser)

public:
    static Result<ParsedDocument> parse(const QString& path, const QString& fallbackTitle);
};

} // namespace lmars::parse
