// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <variant>
#include <vector>

namespace lmars::exporting {

/// The paragraph styles every document has (styles.xml, built-in names so Word and LibreOffice map them).
enum class DocxStyle
{
    Title,         ///< "Title"
    Subtitle,      ///< "Subtitle"
    Heading1,      ///< "heading 1"
    Heading2,      ///< "heading 2"
    Heading3,      ///< "heading 3"
    Normal,        ///< "Normal"
    Quote,         ///< "Quote": an indented italic quotation
    ListParagraph, ///< "List Paragraph": numbered or bulleted through numbering.xml
    FootnoteText   ///< "footnote text"
};

/// How list items are marked (numbering.xml).
enum class DocxListKind
{
    Bullet,
    Numbered
};

/// A run of text with one formatting. A run with footnote > 0 is that footnote's reference mark (its text is not used).
struct DocxRun
{
    QString text;
    bool bold = false;
    bool italic = false;
    QString link;     ///< an external http(s)/mailto link; the run shows text in the "Hyperlink" style
    int footnote = 0; ///< the id addFootnote() returned

    static DocxRun plain(const QString& text) { return {text, false, false, {}, 0}; }
    static DocxRun strong(const QString& text) { return {text, true, false, {}, 0}; }
    static DocxRun emphasis(const QString& text) { return {text, false, true, {}, 0}; }
    static DocxRun hyperlink(const QString& text, const QString& url) { return {text, false, false, url, 0}; }
    static DocxRun footnoteReference(int id) { return {{}, false, false, {}, id}; }
};
using DocxRuns = QList<DocxRun>;

/// A table: widths in twentieths of a point (1440 = one inch), one list of runs per cell.
struct DocxTable
{
    QList<int> columnWidths;
    QList<QList<DocxRuns>> rows;
    bool headerRow = true; ///< the first row is bold and repeats on every page
};

/**
 * A Word document being built: paragraphs with a style and formatted runs, lists, footnotes and tables,
 * written as a valid OOXML package (DocxPackage: [Content_Types].xml, relationships, styles.xml,
 * numbering.xml, footnotes.xml, settings.xml, docProps core and app) that Word and LibreOffice open
 * without repair. Text is plain: characters XML cannot carry are dropped, a newline is a line break and
 * a tab a tab.
 */
class DocxDocument final
{
public:
    void setTitle(const QString& title) { m_title = title; }
    void setCreated(const QDateTime& created) { m_created = created; }

    void addParagraph(DocxStyle style, const DocxRuns& runs);
    void addParagraph(DocxStyle style, const QString& text);
    /// A new list; its items are added with addListItem(). Numbered lists each start at 1.
    int startList(DocxListKind kind);
    void addListItem(int list, const DocxRuns& runs);
    /// A footnote with this text; put DocxRun::footnoteReference(id) where its mark belongs. Ids start at 1.
    int addFootnote(const DocxRuns& text);
    void addTable(const DocxTable& table);

    int footnoteCount() const { return static_cast<int>(m_footnotes.size()); }

    /// The .docx file's bytes.
    Result<QByteArray> package() const;
    /// Writes package() through a QSaveFile (all or nothing).
    Result<void> save(const QString& path) const;

    /// word/document.xml; each hyperlink gets a relationship id from links (appended, "rIdLink<n>").
    QByteArray documentXml(QList<QString>* links) const;
    /// word/footnotes.xml, with the separator footnotes Word expects (ids -1 and 0).
    QByteArray footnotesXml() const;
    /// word/numbering.xml: a bullet and a decimal abstract list, one instance per startList().
    QByteArray numberingXml() const;

private:
    struct Paragraph
    {
        DocxStyle style = DocxStyle::Normal;
        DocxRuns runs;
        int numId = 0;
    };
    using Block = std::variant<Paragraph, DocxTable>;

    QString m_title;
    QDateTime m_created;
    std::vector<Block> m_body;
    QList<DocxRuns> m_footnotes;
    QList<DocxListKind> m_lists; ///< numId - 1 → kind
};

} // namespace lmars::exporting
