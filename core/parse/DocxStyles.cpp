// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocxStyles.h"

#include <QRegularExpression>
#include <QXmlStreamReader>

namespace lmars::parse {

namespace {

/// Style chains deeper than this are cut (a loop in basedOn ends here too).
constexpr int kMaxBasedOnDepth = 12;

/// "heading 2" / "Heading2" → 2, else 0.
int levelInName(const QString& name)
{
    static const QRegularExpression heading(QStringLiteral("^heading\\s*([1-9])$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = heading.match(name.trimmed());
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

} // namespace

DocxStyles DocxStyles::fromXml(const QByteArray& stylesXml)
{
    DocxStyles styles;
    QXmlStreamReader reader(stylesXml);
    QString id;
    Style style;
    bool inParagraphStyle = false;
    while (!reader.atEnd()) {
        const auto token = reader.readNext();
        const QStringView name = reader.name();
        if (token == QXmlStreamReader::StartElement) {
            if (name == QLatin1String("style")) {
                inParagraphStyle = reader.attributes().value(QLatin1String("w:type")) == QLatin1String("paragraph");
                id = reader.attributes().value(QLatin1String("w:styleId")).toString();
                style = Style();
            } else if (!inParagraphStyle) {
                continue;
            } else if (name == QLatin1String("name")) {
                style.name = reader.attributes().value(QLatin1String("w:val")).toString();
            } else if (name == QLatin1String("basedOn")) {
                style.basedOn = reader.attributes().value(QLatin1String("w:val")).toString();
            } else if (name == QLatin1String("outlineLvl")) {
                bool ok = false;
                const int level = reader.attributes().value(QLatin1String("w:val")).toInt(&ok);
                if (ok && level >= 0 && level <= 9)
                    style.outlineLevel = level;
            }
        } else if (token == QXmlStreamReader::EndElement && name == QLatin1String("style")) {
            if (inParagraphStyle && !id.isEmpty())
                styles.m_styles.insert(id, style);
            inParagraphStyle = false;
        }
    }
    return styles;
}

int DocxStyles::headingLevel(const QString& styleId, bool* isTitle) const
{
    *isTitle = false;
    if (m_styles.isEmpty()) {
        // No styles.xml: the built-in ids.
        *isTitle = styleId.compare(QLatin1String("Title"), Qt::CaseInsensitive) == 0;
        return *isTitle ? 1 : levelInName(styleId);
    }
    return levelOf(styleId, isTitle, 0);
}

int DocxStyles::levelOf(const QString& styleId, bool* isTitle, int depth) const
{
    const auto it = m_styles.constFind(styleId);
    if (it == m_styles.cend() || depth > kMaxBasedOnDepth)
        return 0;
    if (it->name.compare(QLatin1String("Title"), Qt::CaseInsensitive) == 0) {
        *isTitle = true;
        return 1;
    }
    if (const int level = levelInName(it->name))
        return level;
    if (it->outlineLevel >= 0)
        return it->outlineLevel < 9 ? it->outlineLevel + 1 : 0;
    return it->basedOn.isEmpty() ? 0 : levelOf(it->basedOn, isTitle, depth + 1);
}

} // namespace lmars::parse
