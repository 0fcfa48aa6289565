// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace lmars::eval {

/// A table of text cells that eval reports print: columns padded to their widest cell, or a
/// Markdown table.
struct TextTable
{
    QStringList header;
    QList<QStringList> rows;

    /// The table, one line per row after the header (and, in Markdown, the dashes under it).
    QString render(bool markdown) const;
};

} // namespace lmars::eval
