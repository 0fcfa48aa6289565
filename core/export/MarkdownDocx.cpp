// SPDX-License-Identifier: GPL-3.0-or-later
#include "MarkdownDocx.h"

#include "CmarkNodes.h"
#include "HtmlRenderer.h"
#include "agents/AnswerParser.h"

#include <cmark-gfm.h>

#include <algorithm>

namespace lmars::exporting {

namespace {

QString literal(cmark_node* node)
{
    const char* text = cmark_node_get_literal(node);
    return text ? QString::fromUtf8(text) : QString();
}

QString typeName(cmark_node* node)
{
    const char* name = cmark_node_get_type_string(node);
    return name ? QString::fromLatin1(name) : QString();
}

class Builder
{
public:
    Builder(DocxDocument& doc, int shift, const MarkerRuns& markers) : m_doc(doc), m_shift(shift), m_markers(markers) {}

    void blocks(cmark_node* parent, bool quoted)
    {
        for (cmark_node* n = cmark_node_first_child(parent); n; n = cmark_node_next(n))
            block(n, quoted);
    }

private:
    struct Format
    {
        bool bold = false;
        bool italic = false;
        QString link;
    };

    void block(cmark_node* n, bool quoted)
    {
        const DocxStyle body = quoted ? DocxStyle::Quote : DocxStyle::Normal;
        switch (cmark_node_get_type(n)) {
        case CMARK_NODE_PARAGRAPH:
            m_doc.addParagraph(body, inlines(n));
            return;
        case CMARK_NODE_HEADING: {
            const int level = std::clamp(cmark_node_get_heading_level(n) + m_shift, 1, 3);
            m_doc.addParagraph(level == 1   ? DocxStyle::Heading1
                               : level == 2 ? DocxStyle::Heading2
                                            : DocxStyle::Heading3,
                               inlines(n));
            return;
        }
        case CMARK_NODE_LIST:
            list(n);
            return;
        case CMARK_NODE_BLOCK_QUOTE:
            blocks(n, true);
            return;
        case CMARK_NODE_CODE_BLOCK:
        case CMARK_NODE_HTML_BLOCK:
            m_doc.addParagraph(body, literal(n).trimmed());
            return;
        case CMARK_NODE_THEMATIC_BREAK:
            return;
        default:
            break;
        }
        if (typeName(n) == QLatin1String("table"))
            table(n);
        else
            blocks(n, quoted);
    }

    void list(cmark_node* n)
    {
        const int id = m_doc.startList(cmark_node_get_list_type(n) == CMARK_ORDERED_LIST ? DocxListKind::Numbered
                                                                                         : DocxListKind::Bullet);
        for (cmark_node* item = cmark_node_first_child(n); item; item = cmark_node_next(item)) {
            // The item's paragraphs form one list paragraph; a nested list follows it as its own list.
            DocxRuns runs;
            QList<cmark_node*> nested;
            for (cmark_node* child = cmark_node_first_child(item); child; child = cmark_node_next(child)) {
                if (cmark_node_get_type(child) == CMARK_NODE_LIST) {
                    nested << child;
                    continue;
                }
                if (!runs.isEmpty())
                    runs << DocxRun::plain(QStringLiteral("\n"));
                runs << (cmark_node_get_type(child) == CMARK_NODE_PARAGRAPH ||
                                 cmark_node_get_type(child) == CMARK_NODE_HEADING
                             ? inlines(child)
                             : DocxRuns{DocxRun::plain(literal(child).trimmed())});
            }
            m_doc.addListItem(id, runs);
            for (cmark_node* sub : nested)
                list(sub);
        }
    }

    void table(cmark_node* n)
    {
        DocxTable t;
        for (cmark_node* row = cmark_node_first_child(n); row; row = cmark_node_next(row)) {
            QList<DocxRuns> cells;
            for (cmark_node* cell = cmark_node_first_child(row); cell; cell = cmark_node_next(cell))
                cells << inlines(cell);
            t.rows << cells;
        }
        m_doc.addTable(t);
    }

    DocxRuns inlines(cmark_node* parent)
    {
        DocxRuns runs;
        collect(parent, Format(), runs);
        return runs;
    }

    void collect(cmark_node* parent, const Format& format, DocxRuns& runs)
    {
        for (cmark_node* n = cmark_node_first_child(parent); n; n = cmark_node_next(n)) {
            Format f = format;
            switch (cmark_node_get_type(n)) {
            case CMARK_NODE_TEXT:
                text(literal(n), format, runs);
                continue;
            case CMARK_NODE_CODE:
            case CMARK_NODE_HTML_INLINE:
                runs << styled(literal(n), format);
                continue;
            case CMARK_NODE_SOFTBREAK:
                runs << styled(QStringLiteral(" "), format);
                continue;
            case CMARK_NODE_LINEBREAK:
                runs << styled(QStringLiteral("\n"), format);
                continue;
            case CMARK_NODE_EMPH:
                f.italic = true;
                break;
            case CMARK_NODE_STRONG:
                f.bold = true;
                break;
            case CMARK_NODE_LINK:
            case CMARK_NODE_IMAGE: {
                const char* url = cmark_node_get_url(n);
                f.link = url ? QString::fromUtf8(url) : QString();
                break;
            }
            default:
                break;
            }
            collect(n, f, runs);
        }
    }

    static DocxRun styled(const QString& text, const Format& f) { return {text, f.bold, f.italic, f.link, 0}; }

    void text(const QString& text, const Format& format, DocxRuns& runs)
    {
        if (!m_markers || !format.link.isEmpty()) {
            runs << styled(text, format);
            return;
        }
        qsizetype last = 0;
        auto it = HtmlRenderer::citationMarkerPattern().globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const DocxRuns marker =
                m_markers(agents::AnswerParser::expandMarker(m.captured(2)), !m.captured(1).isEmpty(), m.captured(0));
            QString before = text.mid(last, m.capturedStart() - last);
            // A footnote mark sits right after the word it belongs to ("Clause¹", not "Clause ¹").
            if (!marker.isEmpty() && marker.first().footnote > 0) {
                while (before.endsWith(QLatin1Char(' ')))
                    before.chop(1);
            }
            if (!before.isEmpty())
                runs << styled(before, format);
            last = m.capturedEnd();
            runs << marker;
        }
        if (last < text.size())
            runs << styled(text.mid(last), format);
    }

    DocxDocument& m_doc;
    int m_shift = 0;
    const MarkerRuns& m_markers;
};

} // namespace

void MarkdownDocx::append(DocxDocument& doc, const QString& markdown, int headingShift, const MarkerRuns& markers)
{
    cmark_parser* parser = CmarkNodes::gfmParser();
    cmark_node* root = CmarkNodes::parse(parser, markdown);
    cmark_consolidate_text_nodes(root);
    Builder(doc, headingShift, markers).blocks(root, false);
    cmark_node_free(root);
    cmark_parser_free(parser);
}

DocxDocument MarkdownDocx::document(const QString& title, const QString& markdown)
{
    DocxDocument doc;
    doc.setTitle(title);
    append(doc, markdown, 0);
    return doc;
}

} // namespace lmars::exporting
