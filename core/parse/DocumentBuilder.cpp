// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentBuilder.h"

#include <algorithm>

namespace lmars::parse {

void DocumentBuilder::closeSection()
{
    const int end = static_cast<int>(m_doc.text.size());
    if (end > m_sectionStart) {
        QStringList path;
        for (const QString& h : std::as_const(m_headings)) {
            if (!h.isEmpty())
                path << h;
        }
        m_doc.sections.append({m_sectionStart, end, path.join(QStringLiteral(" > ")), m_page, m_ocrConfidence});
    }
    m_sectionStart = end;
}

void DocumentBuilder::heading(int level, const QString& text)
{
    const QString title = text.simplified();
    if (title.isEmpty())
        return;
    closeSection();
    level = std::clamp(level, 1, 9);
    while (m_headings.size() < level)
        m_headings.append(QString());
    m_headings = m_headings.mid(0, level);
    m_headings[level - 1] = title;
    if (m_firstHeading.isEmpty())
        m_firstHeading = title;
    m_doc.text += title + QStringLiteral("\n\n");
}

void DocumentBuilder::paragraph(const QString& text)
{
    const QString block = text.trimmed();
    if (block.isEmpty())
        return;
    m_doc.text += block + QStringLiteral("\n\n");
}

void DocumentBuilder::page(int number, int ocrConfidence)
{
    if (number == m_page && ocrConfidence == m_ocrConfidence)
        return;
    closeSection();
    m_page = number;
    m_ocrConfidence = ocrConfidence;
    if (ocrConfidence >= 0)
        ++m_doc.ocrPages;
    m_doc.pageCount = std::max(m_doc.pageCount, number);
}

ParsedDocument DocumentBuilder::take()
{
    closeSection();
    ParsedDocument out = std::move(m_doc);
    m_doc = ParsedDocument();
    m_headings.clear();
    m_sectionStart = 0;
    m_page = 0;
    m_ocrConfidence = -1;
    return out;
}

} // namespace lmars::parse
