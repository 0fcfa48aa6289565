// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlParser.h"

#include "parse/DocumentBuilder.h"

#include <gumbo.h>

#include <QHash>

#include <cstring>

namespace lmars::parse {

namespace {

/// Deeper elements are skipped: the walk is recursive, and no real page nests this deep.
constexpr int kMaxDepth = 512;

/// Elements whose content is never page text: code, styling, embedded media, form controls, hidden.
bool isAlwaysDropped(const GumboElement& el)
{
    switch (el.tag) {
    case GUMBO_TAG_SCRIPT:
    case GUMBO_TAG_STYLE:
    case GUMBO_TAG_NOSCRIPT:
    case GUMBO_TAG_TEMPLATE:
    case GUMBO_TAG_BUTTON:
    case GUMBO_TAG_SELECT:
    case GUMBO_TAG_TEXTAREA:
    case GUMBO_TAG_DATALIST:
    case GUMBO_TAG_IFRAME:
    case GUMBO_TAG_OBJECT:
    case GUMBO_TAG_SVG:
    case GUMBO_TAG_MATH:
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
    return false;
}

/// Page furniture: navigation, banners, footers, sidebars. Dropped unless it wraps the page.
bool isChrome(const GumboElement& el)
{
    switch (el.tag) {
    case GUMBO_TAG_NAV:
    case GUMBO_TAG_HEADER:
    case GUMBO_TAG_FOOTER:
    case GUMBO_TAG_ASIDE:
        return true;
    default:
        break;
    }
    if (const GumboAttribute* role = gumbo_get_attribute(&el.attributes, "role")) {
        const QByteArray r = QByteArray(role->value).trimmed().toLower();
        if (r == "navigation" || r == "banner" || r == "contentinfo" || r == "complementary")
            return true;
    }
    return false;
}

bool isMainContent(const GumboElement& el)
{
    if (el.tag == GUMBO_TAG_MAIN || el.tag == GUMBO_TAG_ARTICLE)
        return true;
    const GumboAttribute* role = gumbo_get_attribute(&el.attributes, "role");
    return role && QByteArray(role->value).trimmed().toLower() == "main";
}

const GumboVector* childrenOf(const GumboNode* node)
{
    if (node->type == GUMBO_NODE_DOCUMENT)
        return &node->v.document.children;
    if (node->type == GUMBO_NODE_ELEMENT || node->type == GUMBO_NODE_TEMPLATE)
        return &node->v.element.children;
    return nullptr;
}

/**
 * How much text each piece of page furniture holds, measured once before the walk. A container
 * that looks like furniture but wraps the page (holds the main content or most of the text, as
 * site templates that put everything in a header or a navigation landmark do) is kept.
 */
class ChromeMeasure
{
public:
    explicit ChromeMeasure(const GumboNode* root) { m_total = measure(root, 0).text; }

    /// Whether a furniture element holds the page rather than decorating it.
    bool wrapsPage(const GumboNode* node) const
    {
        const auto it = m_chrome.constFind(node);
        if (it == m_chrome.cend())
            return false;
        return it->holdsMain || (m_total > 0 && it->text * 2 > m_total);
    }

private:
    struct Extent
    {
        qsizetype text = 0;
        bool holdsMain = false;
    };

    Extent measure(const GumboNode* node, int depth)
    {
        Extent extent;
        if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_CDATA) {
            extent.text = static_cast<qsizetype>(std::strlen(node->v.text.text));
            return extent;
        }
        const GumboVector* children = childrenOf(node);
        if (!children || depth > kMaxDepth)
            return extent;
        if (node->type == GUMBO_NODE_ELEMENT) {
            if (isAlwaysDropped(node->v.element))
                return extent;
            extent.holdsMain = isMainContent(node->v.element);
        }
        for (unsigned i = 0; i < children->length; ++i) {
            const Extent child = measure(static_cast<const GumboNode*>(children->data[i]), depth + 1);
            extent.text += child.text;
            extent.holdsMain = extent.holdsMain || child.holdsMain;
        }
        if (node->type == GUMBO_NODE_ELEMENT && isChrome(node->v.element))
            m_chrome.insert(node, extent);
        return extent;
    }

    QHash<const GumboNode*, Extent> m_chrome;
    qsizetype m_total = 0;
};

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
    explicit Walker(const ChromeMeasure& chrome) : m_chrome(chrome) {}

    DocumentBuilder builder;
    QString title;
    QString firstH1;

    void walk(const GumboNode* node, int depth = 0)
    {
        if (depth > kMaxDepth)
            return;
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
                title = collectText(node, depth).simplified();
                return;
            }
            if (el.tag == GUMBO_TAG_HEAD) {
                walkChildren(children, depth); // only <title> inside is wanted; the rest is dropped below
                m_block.clear();
                return;
            }
            if (isAlwaysDropped(el) || (isChrome(el) && !m_chrome.wrapsPage(node)))
                return;
            if (const int level = headingLevel(el.tag)) {
                flush();
                const QString text = collectText(node, depth).simplified();
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
            walkChildren(children, depth);
            if (block)
                flush();
            return;
        }
        walkChildren(children, depth);
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
    void walkChildren(const GumboVector* children, int depth)
    {
        for (unsigned i = 0; i < children->length; ++i)
            walk(static_cast<const GumboNode*>(children->data[i]), depth + 1);
    }

    QString collectText(const GumboNode* node, int depth) const
    {
        if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_CDATA || node->type == GUMBO_NODE_WHITESPACE)
            return QString::fromUtf8(node->v.text.text);
        if (node->type != GUMBO_NODE_ELEMENT || depth > kMaxDepth || isAlwaysDropped(node->v.element) ||
            (isChrome(node->v.element) && !m_chrome.wrapsPage(node)))
            return {};
        QString out;
        const GumboVector& children = node->v.element.children;
        for (unsigned i = 0; i < children.length; ++i)
            out += collectText(static_cast<const GumboNode*>(children.data[i]), depth + 1);
        return out;
    }

    const ChromeMeasure& m_chrome;
    QString m_block;
};

} // namespace

ParsedDocument HtmlParser::parse(const QByteArray& html, const QString& fallbackTitle)
{
    GumboOutput* output =
        gumbo_parse_with_options(&kGumboDefaultOptions, html.constData(), static_cast<size_t>(html.size()));
    const ChromeMeasure chrome(output->document);
    Walker walker(chrome);
    walker.walk(output->document);
    walker.flush();
    gumbo_destroy_output(&kGumboDefaultOptions, output);
    ParsedDocument doc = walker.builder.take();
    doc.type = QStringLiteral("html");
    doc.title = !walker.title.isEmpty() ? walker.title : !walker.firstH1.isEmpty() ? walker.firstH1 : fallbackTitle;
    return doc;
}

} // namespace lmars::parse
