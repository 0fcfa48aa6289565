// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>

namespace lmars::parse {

/**
 * YAML front matter at the top of a Markdown file ("---" line, "key: value" lines, "---" line).
 * Only flat scalar keys are read; that covers title, effective_from and effective_to.
 */
class FrontMatter final
{
public:
    static FrontMatter parse(const QString& text);

    bool isPresent() const { return m_present; }
    /// Offset of the first character after the closing delimiter (0 when absent).
    int bodyStart() const { return m_bodyStart; }
    QString value(const QString& key) const { return m_values.value(key); }
    /// A key's value as yyyy-MM-dd when it is a date (yyyy-MM-dd, yyyy/MM/dd or a full ISO timestamp).
    QString date(const QString& key) const;

private:
    QMap<QString, QString> m_values;
    int m_bodyStart = 0;
    bool m_present = false;
};

} // namespace lmars::parse
