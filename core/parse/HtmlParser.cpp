// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlParser.h"

#include "parse/DocumentBuilder.h"

#include <gumbo.h>

namespace lmars::parse {

namespace {

bool isDropped(const GumboElement& el)
{
    switch (el.tag) {
    case GUMBO_TAG_SCRIPT:
    case GUMBO_TAG_STYLE:
    case GUMBO_TAG_NOSCRIPT:
    case GUMBO_TAG_TEMPLATE:
    case GUMBO_TAG_NAV:
    case GUMBO_TAG_HEADER:
    case GUMBO_TAG_FOOTER:
    case GUMBO_TAG_ASIDE:
    case GUMBO_TAG_FORM:
    case GUMBO_TAG_BUTTON:
    case GUMBO_TAG_SELECT:
    case GUMBO_TAG_IFRAME:
    case GUMBO_TAG_SVG:
    case GUMBO_TAG_CANVAS:
    case GUMBO_TAG_HEAD:
        return true;
    default:
        break;
    }
    if (gumbo_get_attribute(&el.attributes, "hidden"))
        return true;
    if (const GumboAttribute* aria = gumbo_get_attribute(&el.attributes, "aria-hidden");
        aria && QByteArray(aria->value).trimmed().toLower() == "true")
        return true;
    if (const GumboAttribute* style = gumbo_get_attribute(&el.attributes, "style")) {
        QByteArray css = QByteArray(style->value).toLower();
        css.replace(' ', "");
        if (css.contains("display:none") || css.contains("visibility:hidden"))
            return true;
    }
    if (const GumboAttribute* role = gumbo_get_attribute(&el.attributes, "role")) {
        const QByteArray r = QByteArray(role->value).toLower();
        if (r == "navigation" || r == "banner" || r == "contentinfo" || r == "complementary")
            return true;
    }
    return false;
}

int headingLevel(GumboTag tag)
{
    switch (tag) {
    case GUMBO_TAG_H1:
        return 1;
    case GUMBO_TAG_H2:
        return 2;
    case GUMBO_TAG_H3:
        return 3;
    case GUMBO_TAG_H4:
        return 4;
    case GUMBO_TAG_H5:
        return 5;
    case GUMBO_TAG_H6:
        return 6;
    default:
        return 0;
    }
}

bool isBlock(GumboTag tag)
{
    switch (tag) {
    case GUMBO_TAG_P:
    case GUMBO_TAG_DIV:
    case GUMBO_TAG_SECTION:
    case GUMBO_TAG_ARTICLE:
    case GUMBO_TAG_MAIN:
    case GUMBO_TAG_LI:
    case GUMBO_TAG_UL:
    case GUMBO_TAG_OL:
    case GUMBO_TAG_DL:
    case GUMBO_TAG_DT:
    case GUMBO_TAG_DD:
    case GUMBO_TAG_TABLE:
    case GUMBO_TAG_TR:
    case GUMBO_TAG_BLOCKQUOTE:
    case GUMBO_TAG_PRE:
    case GUMBO_TAG_FIGURE:
    case GUMBO_TAG_FIGCAPTION:
    case GUMBO_TAG_ADDRESS:
    case GUMBO_TAG_BODY:
    case GUMBO_TAG_HR:
        return true;
    default:
        return false;
    }
}

/// Walks the tree, collecting inline text into the current block.
class Walker
{
public:
    DocumentBuilder builder;
    QString title;
    QString firstH1;

    void walk(const GumboNode* node)
    {
        if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_CDATA || node->type == GUMBO_NODE_WHITESPACE) {
            m_block += QString::fromUtf8(node->v.text.text);
            return;
        }
        if (node->type != GUMBO_NODE_ELEMENT && node->type != GUMBO_NODE_DOCUMENT)
            return;
        const GumboVector* children =
            node->type == GUMBO_NODE_DOCUMENT ? &node->v.document.children : &node->v.element.children;
        if (node->type == GUMBO_NODE_ELEMENT) {
            const GumboElement& el = node->v.element;
            if (el.tag == GUMBO_TAG_TITLE && title.isEmpty()) {
                title = collectText(node).simplified();
                return;
            }
            if (el.tag == GUMBO_TAG_HEAD) {
                walkChildren(children); // only <title> inside is wanted; the rest is dropped below
                m_block.clear();
                return;
            }
            if (isDropped(el))
                return;
            if (const int level = headingLevel(el.tag)) {
                flush();
                const QString text = collectText(node).simplified();
                if (level == 1 && firstH1.isEmpty())
                    firstH1 = text;
                builder.heading(level, text);
                return;
            }
            if (el.tag == GUMBO_TAG_BR) {
                m_block += QLatin1Char('\n');
                return;
            }
            if (el.tag == GUMBO_TAG_TD || el.tag == GUMBO_TAG_TH)
                m_block += QLatin1Char('\t');
            const bool block = isBlock(el.tag);
            if (block)
                flush();
            walkChildren(children);
            if (block)
                flush();
            return;
        }
        walkChildren(children);
    }

    void flush()
    {
        QStringList lines;
        for (const QString& line : m_block.split(QLatin1Char('\n')))
            lines << line.simplified();
        builder.paragraph(lines.join(QLatin1Char('\n')).trimmed());
        m_block.clear();
    }

private:
    void walkChildren(const GumboVector* children)
    {
        for (unsigned i = 0; i < children->length; ++i)
            walk(static_cast<const GumboNode*>(children->data[i]));
    }

    static QString collectText(const GumboNode* node)
    {
        if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_CDATA || node->type == GUMBO_NODE_WHITESPACE)
            return QString::fromUtf8(node->v.text.text);
        if (node->type != GUMBO_NODE_ELEMENT || isDropped(node->v.element))
            return {};
        QString out;
        const GumboVector& children = node->v.element.children;
        for (unsigned i = 0; i < children.length; ++i)
            out += collectText(static_cast<const GumboNode*>(children.data[i]));
        return out;
    }

    QString m_block;
};

} // namespace

ParsedDocument HtmlParser::parse(const QByteArray& html, const QString& fallbackTitle)
{
    GumboOutput* output =
        gumbo_parse_with_options(&kGumboDefaultOptions, html.constData(), static_cast<size_t>(html.size()));
    Walker walker;
    walker.walk(output->document);
    walker.flush();
    gumbo_destroy_output(&kGumboDefaultOptions, output);
    ParsedDocument doc = walker.builder.take();
    doc.type = QStringLiteral("html");
    doc.title = !walker.title.isEmpty() ? walker.title : !walker.firstH1.isEmpty() ? walker.firstH1 : fallbackTitle;
    return doc;
}

} // namespace lmars::parse
