// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlParser.h"

#include "parse/DocumentBuilder.h"

#include <gumbo.h>

#include <QHash>

#include <memory>

namespace lmars::parse {

namespace {

/// Deeper elements are skipped: the walk is recursive, and no real page nests this deep.
constexpr int kMaxDepth = 512;

/// Below this many visible characters of kept text the page is read whole (see HtmlParser::parse).
constexpr qsizetype kMinKeptText = 64;

/// Lower-cased words of an attribute, split at spaces, hyphens and underscores ("tbm-nav" gives "tbm", "nav").
QList<QByteArray> attributeWords(const GumboElement& el, const char* name)
{
    const GumboAttribute* attr = gumbo_get_attribute(&el.attributes, name);
    if (!attr)
        return {};
    QByteArray value = QByteArray(attr->value).toLower();
    for (char& c : value) {
        if (c == '-' || c == '_' || c == '\t' || c == '\n')
            c = ' ';
    }
    return value.split(' ');
}

QByteArray roleOf(const GumboElement& el)
{
    const GumboAttribute* role = gumbo_get_attribute(&el.attributes, "role");
    return role ? QByteArray(role->value).trimmed().toLower() : QByteArray();
}

/**
 * A dialog closed until the reader opens it (aria-hidden until then): court sites put an
 * opinion's summary in one. Its content is page text, unless it is a cookie banner (see isChrome).
 */
bool isDialog(const GumboElement& el)
{
    const QByteArray role = roleOf(el);
    if (role == "dialog" || role == "alertdialog")
        return true;
    return attributeWords(el, "class").contains("modal");
}

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
        aria && QByteArray(aria->value).trimmed().toLower() == "true" && !isDialog(el))
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
    const QByteArray role = roleOf(el);
    if (role == "navigation" || role == "banner" || role == "contentinfo" || role == "complementary" ||
        role == "search" || role == "menubar" || role == "menu")
        return true;
    if (el.tag == GUMBO_TAG_HTML || el.tag == GUMBO_TAG_BODY)
        return false;
    // Site templates name their furniture in class and id words ("navbar", "tbm-nav", "breadcrumb").
    static const QList<QByteArray> kFurniture = {"nav",     "navbar",     "navigation",  "menu",    "megamenu",
                                                 "submenu", "breadcrumb", "breadcrumbs", "footer",  "cookie",
                                                 "cookies", "consent",    "share",       "sharing", "social",
                                                 "skip",    "skiplink",   "sidebar",     "pager",   "pagination"};
    for (const char* name : {"class", "id"}) {
        for (const QByteArray& word : attributeWords(el, name)) {
            if (kFurniture.contains(word))
                return true;
        }
    }
    // A site search form (forms in general are kept: ASP.NET wraps the whole page in one).
    if (el.tag == GUMBO_TAG_FORM) {
        for (const char* name : {"class", "id", "action"}) {
            for (const QByteArray& word : attributeWords(el, name)) {
                if (word == "search" || word == "/search")
                    return true;
            }
        }
    }
    return false;
}

bool isMainContent(const GumboElement& el)
{
    if (el.tag == GUMBO_TAG_MAIN || el.tag == GUMBO_TAG_ARTICLE)
        return true;
    return roleOf(el) == "main";
}

/// Containers that can be a menu when nearly all their text is link text.
bool isLinkListCandidate(GumboTag tag)
{
    switch (tag) {
    case GUMBO_TAG_UL:
    case GUMBO_TAG_OL:
    case GUMBO_TAG_MENU:
    case GUMBO_TAG_DIV:
    case GUMBO_TAG_SECTION:
    case GUMBO_TAG_P:
    case GUMBO_TAG_TD:
        return true;
    default:
        return false;
    }
}

const GumboVector* childrenOf(const GumboNode* node)
{
    if (node->type == GUMBO_NODE_DOCUMENT)
        return &node->v.document.children;
    if (node->type == GUMBO_NODE_ELEMENT || node->type == GUMBO_NODE_TEMPLATE)
        return &node->v.element.children;
    return nullptr;
}

/// Text length without the spaces and line breaks pages indent their markup with.
qsizetype visibleLength(const char* text)
{
    qsizetype n = 0;
    for (const char* c = text; *c; ++c) {
        if (*c != ' ' && *c != '\n' && *c != '\t' && *c != '\r')
            ++n;
    }
    return n;
}

/**
 * How much text, and how much link text, each piece of page furniture holds, measured once before
 * the walk. A container that looks like furniture but wraps the page (holds the main content, or
 * most of the text without being mostly links, as site templates that put everything in a header
 * or a navigation landmark do) is kept. A list or block whose text is nearly all link text is a
 * menu even when nothing names it so.
 */
class ChromeMeasure
{
public:
    explicit ChromeMeasure(const GumboNode* root)
    {
        const Extent page = measure(root, 0, false, false);
        m_total = page.text;
        m_pageHasMain = page.holdsMain;
    }

    /// Whether the element is furniture to drop (always false once keepEverything() was called).
    bool isDropped(const GumboNode* node) const
    {
        if (m_keepEverything)
            return false;
        const auto it = m_chrome.constFind(node);
        if (it == m_chrome.cend())
            return false;
        if (it->holdsMain)
            return false;
        if (it->linkList)
            return true;
        const bool mostlyLinks = it->linkText * 2 > it->text;
        return !(m_total > 0 && it->text * 2 > m_total && !mostlyLinks);
    }

    /// The fallback when dropping furniture would leave (next to) nothing: the page is all of it.
    void keepEverything() { m_keepEverything = true; }

    qsizetype totalText() const { return m_total; }
    bool pageHasMain() const { return m_pageHasMain; }

private:
    struct Extent
    {
        qsizetype text = 0;
        qsizetype linkText = 0;
        int links = 0;
        bool holdsMain = false;
        bool linkList = false;
    };

    Extent measure(const GumboNode* node, int depth, bool inLink, bool inMain)
    {
        Extent extent;
        if (node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_CDATA) {
            extent.text = visibleLength(node->v.text.text);
            extent.linkText = inLink ? extent.text : 0;
            return extent;
        }
        const GumboVector* children = childrenOf(node);
        if (!children || depth > kMaxDepth)
            return extent;
        const bool element = node->type == GUMBO_NODE_ELEMENT;
        if (element) {
            if (isAlwaysDropped(node->v.element))
                return extent;
            extent.holdsMain = isMainContent(node->v.element);
            inMain = inMain || extent.holdsMain;
            if (node->v.element.tag == GUMBO_TAG_A && gumbo_get_attribute(&node->v.element.attributes, "href")) {
                inLink = true;
                extent.links = 1;
            }
        }
        for (unsigned i = 0; i < children->length; ++i) {
            const Extent child = measure(static_cast<const GumboNode*>(children->data[i]), depth + 1, inLink, inMain);
            extent.text += child.text;
            extent.linkText += child.linkText;
            extent.links += child.links;
            extent.holdsMain = extent.holdsMain || child.holdsMain;
        }
        if (!element)
            return extent;
        // A menu: several short links and hardly any other words, outside the main content (an
        // opinion that cites cases has many links too, but its own text outweighs them; a court's
        // list of opinions in its <main> is the page, and case names are longer than menu items).
        extent.linkList = !inMain && isLinkListCandidate(node->v.element.tag) && extent.links >= kMinMenuLinks &&
                          extent.linkText * 10 >= extent.text * 9 && extent.linkText < extent.links * kMaxMenuItemText;
        if (extent.linkList || isChrome(node->v.element))
            m_chrome.insert(node, extent);
        return extent;
    }

    static constexpr int kMinMenuLinks = 4;
    static constexpr qsizetype kMaxMenuItemText = 30; ///< mean visible characters of a menu item

    QHash<const GumboNode*, Extent> m_chrome;
    qsizetype m_total = 0;
    bool m_pageHasMain = false;
    bool m_keepEverything = false;
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
            if (node->type != GUMBO_NODE_WHITESPACE)
                m_keptText += visibleLength(node->v.text.text);
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
            if (isAlwaysDropped(el) || m_chrome.isDropped(node))
                return;
            if (const int level = headingLevel(el.tag)) {
                flush();
                const QString text = collectText(node, depth).simplified();
                m_keptText += text.size();
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

    /// Visible characters of page text kept so far.
    qsizetype keptText() const { return m_keptText; }

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
            m_chrome.isDropped(node))
            return {};
        QString out;
        const GumboVector& children = node->v.element.children;
        for (unsigned i = 0; i < children.length; ++i)
            out += collectText(static_cast<const GumboNode*>(children.data[i]), depth + 1);
        return out;
    }

    const ChromeMeasure& m_chrome;
    QString m_block;
    qsizetype m_keptText = 0;
};

} // namespace

ParsedDocument HtmlParser::parse(const QByteArray& html, const QString& fallbackTitle)
{
    GumboOutput* output =
        gumbo_parse_with_options(&kGumboDefaultOptions, html.constData(), static_cast<size_t>(html.size()));
    ChromeMeasure chrome(output->document);
    auto walker = std::make_unique<Walker>(chrome);
    walker->walk(output->document);
    walker->flush();
    // Never drop the only content of a page: when what is left of it is next to nothing (a page made
    // of links, a template whose furniture holds the text), everything but code and hidden parts is
    // read. A page with a <main> or <article> always keeps that, so it needs no fallback.
    const qsizetype kept = walker->keptText();
    const qsizetype total = chrome.totalText();
    if (!chrome.pageHasMain() && kept < total && (kept < kMinKeptText || kept * 20 < total)) {
        chrome.keepEverything();
        walker = std::make_unique<Walker>(chrome);
        walker->walk(output->document);
        walker->flush();
    }
    gumbo_destroy_output(&kGumboDefaultOptions, output);
    ParsedDocument doc = walker->builder.take();
    doc.type = QStringLiteral("html");
    doc.title = !walker->title.isEmpty() ? walker->title : !walker->firstH1.isEmpty() ? walker->firstH1 : fallbackTitle;
    return doc;
}

} // namespace lmars::parse
