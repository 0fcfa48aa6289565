// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocxDocument.h"

#include "DocxPackage.h"
#include "SessionExport.h"

#include <QBuffer>
#include <QXmlStreamWriter>

namespace lmars::exporting {

namespace {

const QString kW = QStringLiteral("http://schemas.openxmlformats.org/wordprocessingml/2006/main");
const QString kR = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships");

QString styleId(DocxStyle style)
{
    switch (style) {
    case DocxStyle::Title:
        return QStringLiteral("Title");
    case DocxStyle::Subtitle:
        return QStringLiteral("Subtitle");
    case DocxStyle::Heading1:
        return QStringLiteral("Heading1");
    case DocxStyle::Heading2:
        return QStringLiteral("Heading2");
    case DocxStyle::Heading3:
        return QStringLiteral("Heading3");
    case DocxStyle::Normal:
        return QStringLiteral("Normal");
    case DocxStyle::Quote:
        return QStringLiteral("Quote");
    case DocxStyle::ListParagraph:
        return QStringLiteral("ListParagraph");
    case DocxStyle::FootnoteText:
        return QStringLiteral("FootnoteText");
    }
    return QStringLiteral("Normal");
}

/// Characters XML 1.0 can carry (tab, newline and carriage return are handled by the caller).
QString xmlSafe(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const ushort u = c.unicode();
        if (u >= 0x20 && u != 0xFFFE && u != 0xFFFF)
            out += c;
    }
    return out;
}

/// Writes <w:t> pieces, with <w:br/> for line breaks and <w:tab/> for tabs.
void writeText(QXmlStreamWriter& x, const QString& text)
{
    QString piece;
    const auto flush = [&] {
        if (piece.isEmpty())
            return;
        x.writeStartElement(kW, QStringLiteral("t"));
        x.writeAttribute(QStringLiteral("xml:space"), QStringLiteral("preserve"));
        x.writeCharacters(xmlSafe(piece));
        x.writeEndElement();
        piece.clear();
    };
    for (const QChar c : text) {
        if (c == QLatin1Char('\n')) {
            flush();
            x.writeEmptyElement(kW, QStringLiteral("br"));
        } else if (c == QLatin1Char('\t')) {
            flush();
            x.writeEmptyElement(kW, QStringLiteral("tab"));
        } else if (c != QLatin1Char('\r')) {
            piece += c;
        }
    }
    flush();
}

void writeVal(QXmlStreamWriter& x, const QString& name, const QString& value)
{
    x.writeEmptyElement(kW, name);
    x.writeAttribute(kW, QStringLiteral("val"), value);
}

bool linkAllowed(const QString& url)
{
    return url.startsWith(QLatin1String("https://")) || url.startsWith(QLatin1String("http://")) ||
           url.startsWith(QLatin1String("mailto:"));
}

void writeRun(QXmlStreamWriter& x, const DocxRun& run, bool forceBold, QList<QString>* links)
{
    const bool linked = links && !run.link.isEmpty() && linkAllowed(run.link);
    if (linked) {
        links->append(run.link);
        x.writeStartElement(kW, QStringLiteral("hyperlink"));
        x.writeAttribute(kR, QStringLiteral("id"), QStringLiteral("rIdLink%1").arg(links->size()));
    }
    x.writeStartElement(kW, QStringLiteral("r"));
    if (run.footnote > 0 || linked || run.bold || run.italic || forceBold) {
        x.writeStartElement(kW, QStringLiteral("rPr"));
        if (run.footnote > 0)
            writeVal(x, QStringLiteral("rStyle"), QStringLiteral("FootnoteReference"));
        else if (linked)
            writeVal(x, QStringLiteral("rStyle"), QStringLiteral("Hyperlink"));
        if (run.bold || forceBold)
            x.writeEmptyElement(kW, QStringLiteral("b"));
        if (run.italic)
            x.writeEmptyElement(kW, QStringLiteral("i"));
        x.writeEndElement();
    }
    if (run.footnote > 0) {
        x.writeEmptyElement(kW, QStringLiteral("footnoteReference"));
        x.writeAttribute(kW, QStringLiteral("id"), QString::number(run.footnote));
    } else {
        writeText(x, run.text);
    }
    x.writeEndElement(); // r
    if (linked)
        x.writeEndElement(); // hyperlink
}

void writeParagraph(QXmlStreamWriter& x, DocxStyle style, const DocxRuns& runs, int numId, bool bold,
                    QList<QString>* links)
{
    x.writeStartElement(kW, QStringLiteral("p"));
    x.writeStartElement(kW, QStringLiteral("pPr"));
    writeVal(x, QStringLiteral("pStyle"), styleId(style));
    if (numId > 0) {
        x.writeStartElement(kW, QStringLiteral("numPr"));
        writeVal(x, QStringLiteral("ilvl"), QStringLiteral("0"));
        writeVal(x, QStringLiteral("numId"), QString::number(numId));
        x.writeEndElement();
    }
    x.writeEndElement(); // pPr
    for (const DocxRun& run : runs)
        writeRun(x, run, bold, links);
    x.writeEndElement(); // p
}

void writeTable(QXmlStreamWriter& x, const DocxTable& table, QList<QString>* links)
{
    x.writeStartElement(kW, QStringLiteral("tbl"));
    x.writeStartElement(kW, QStringLiteral("tblPr"));
    writeVal(x, QStringLiteral("tblStyle"), QStringLiteral("TableGrid"));
    x.writeEmptyElement(kW, QStringLiteral("tblW"));
    x.writeAttribute(kW, QStringLiteral("w"), QStringLiteral("0"));
    x.writeAttribute(kW, QStringLiteral("type"), QStringLiteral("auto"));
    x.writeEndElement(); // tblPr
    int columns = static_cast<int>(table.columnWidths.size());
    for (const QList<DocxRuns>& row : table.rows)
        columns = std::max(columns, static_cast<int>(row.size()));
    x.writeStartElement(kW, QStringLiteral("tblGrid"));
    const auto width = [&table, columns](int column) {
        return column < table.columnWidths.size() ? table.columnWidths.at(column) : 9360 / std::max(columns, 1);
    };
    for (int c = 0; c < columns; ++c) {
        x.writeEmptyElement(kW, QStringLiteral("gridCol"));
        x.writeAttribute(kW, QStringLiteral("w"), QString::number(width(c)));
    }
    x.writeEndElement(); // tblGrid
    for (int r = 0; r < table.rows.size(); ++r) {
        const bool header = table.headerRow && r == 0;
        x.writeStartElement(kW, QStringLiteral("tr"));
        if (header) {
            x.writeStartElement(kW, QStringLiteral("trPr"));
            x.writeEmptyElement(kW, QStringLiteral("tblHeader"));
            x.writeEndElement();
        }
        const QList<DocxRuns>& row = table.rows.at(r);
        for (int c = 0; c < columns; ++c) {
            x.writeStartElement(kW, QStringLiteral("tc"));
            x.writeStartElement(kW, QStringLiteral("tcPr"));
            x.writeEmptyElement(kW, QStringLiteral("tcW"));
            x.writeAttribute(kW, QStringLiteral("w"), QString::number(width(c)));
            x.writeAttribute(kW, QStringLiteral("type"), QStringLiteral("dxa"));
            x.writeEndElement(); // tcPr
            // Every cell holds at least one paragraph, or Word reports the file as damaged.
            writeParagraph(x, DocxStyle::Normal, c < row.size() ? row.at(c) : DocxRuns{}, 0, header, links);
            x.writeEndElement(); // tc
        }
        x.writeEndElement(); // tr
    }
    x.writeEndElement(); // tbl
}

QXmlStreamWriter* startPart(QBuffer& buffer, const QString& root)
{
    buffer.open(QIODevice::WriteOnly);
    auto* x = new QXmlStreamWriter(&buffer);
    x->writeStartDocument(QStringLiteral("1.0"), true);
    x->writeNamespace(kW, QStringLiteral("w"));
    x->writeNamespace(kR, QStringLiteral("r"));
    x->writeStartElement(kW, root);
    return x;
}

} // namespace

void DocxDocument::addParagraph(DocxStyle style, const DocxRuns& runs)
{
    m_body.emplace_back(Paragraph{style, runs, 0});
}

void DocxDocument::addParagraph(DocxStyle style, const QString& text)
{
    addParagraph(style, DocxRuns{DocxRun::plain(text)});
}

int DocxDocument::startList(DocxListKind kind)
{
    m_lists.append(kind);
    return static_cast<int>(m_lists.size());
}

void DocxDocument::addListItem(int list, const DocxRuns& runs)
{
    m_body.emplace_back(Paragraph{DocxStyle::ListParagraph, runs, list > 0 && list <= m_lists.size() ? list : 0});
}

int DocxDocument::addFootnote(const DocxRuns& text)
{
    m_footnotes.append(text);
    return static_cast<int>(m_footnotes.size());
}

void DocxDocument::addTable(const DocxTable& table)
{
    m_body.emplace_back(table);
}

QByteArray DocxDocument::documentXml(QList<QString>* links) const
{
    QBuffer buffer;
    std::unique_ptr<QXmlStreamWriter> x(startPart(buffer, QStringLiteral("document")));
    x->writeStartElement(kW, QStringLiteral("body"));
    for (const Block& block : m_body) {
        if (const auto* p = std::get_if<Paragraph>(&block))
            writeParagraph(*x, p->style, p->runs, p->numId, false, links);
        else
            writeTable(*x, std::get<DocxTable>(block), links);
    }
    // US Letter with one-inch margins.
    x->writeStartElement(kW, QStringLiteral("sectPr"));
    x->writeEmptyElement(kW, QStringLiteral("pgSz"));
    x->writeAttribute(kW, QStringLiteral("w"), QStringLiteral("12240"));
    x->writeAttribute(kW, QStringLiteral("h"), QStringLiteral("15840"));
    x->writeEmptyElement(kW, QStringLiteral("pgMar"));
    for (const char* side : {"top", "right", "bottom", "left"})
        x->writeAttribute(kW, QString::fromLatin1(side), QStringLiteral("1440"));
    x->writeAttribute(kW, QStringLiteral("header"), QStringLiteral("720"));
    x->writeAttribute(kW, QStringLiteral("footer"), QStringLiteral("720"));
    x->writeAttribute(kW, QStringLiteral("gutter"), QStringLiteral("0"));
    x->writeEndElement(); // sectPr
    x->writeEndElement(); // body
    x->writeEndDocument();
    return buffer.data();
}

QByteArray DocxDocument::footnotesXml() const
{
    QBuffer buffer;
    std::unique_ptr<QXmlStreamWriter> x(startPart(buffer, QStringLiteral("footnotes")));
    const auto separator = [&x](int id, const QString& type, const QString& mark) {
        x->writeStartElement(kW, QStringLiteral("footnote"));
        x->writeAttribute(kW, QStringLiteral("type"), type);
        x->writeAttribute(kW, QStringLiteral("id"), QString::number(id));
        x->writeStartElement(kW, QStringLiteral("p"));
        x->writeStartElement(kW, QStringLiteral("r"));
        x->writeEmptyElement(kW, mark);
        x->writeEndElement();
        x->writeEndElement();
        x->writeEndElement();
    };
    separator(-1, QStringLiteral("separator"), QStringLiteral("separator"));
    separator(0, QStringLiteral("continuationSeparator"), QStringLiteral("continuationSeparator"));
    for (int i = 0; i < m_footnotes.size(); ++i) {
        x->writeStartElement(kW, QStringLiteral("footnote"));
        x->writeAttribute(kW, QStringLiteral("id"), QString::number(i + 1));
        x->writeStartElement(kW, QStringLiteral("p"));
        x->writeStartElement(kW, QStringLiteral("pPr"));
        writeVal(*x, QStringLiteral("pStyle"), QStringLiteral("FootnoteText"));
        x->writeEndElement();
        x->writeStartElement(kW, QStringLiteral("r"));
        x->writeStartElement(kW, QStringLiteral("rPr"));
        writeVal(*x, QStringLiteral("rStyle"), QStringLiteral("FootnoteReference"));
        x->writeEndElement();
        x->writeEmptyElement(kW, QStringLiteral("footnoteRef"));
        x->writeEndElement(); // r
        writeRun(*x, DocxRun::plain(QStringLiteral(" ")), false, nullptr);
        for (const DocxRun& run : m_footnotes.at(i)) {
            DocxRun plain = run;
            plain.footnote = 0; // no footnote inside a footnote; links stay text (footnotes have their own rels)
            plain.link.clear();
            writeRun(*x, plain, false, nullptr);
        }
        x->writeEndElement(); // p
        x->writeEndElement(); // footnote
    }
    x->writeEndDocument();
    return buffer.data();
}

QByteArray DocxDocument::numberingXml() const
{
    QBuffer buffer;
    std::unique_ptr<QXmlStreamWriter> x(startPart(buffer, QStringLiteral("numbering")));
    for (const DocxListKind kind : {DocxListKind::Bullet, DocxListKind::Numbered}) {
        x->writeStartElement(kW, QStringLiteral("abstractNum"));
        x->writeAttribute(kW, QStringLiteral("abstractNumId"), QString::number(static_cast<int>(kind)));
        writeVal(*x, QStringLiteral("multiLevelType"), QStringLiteral("singleLevel"));
        x->writeStartElement(kW, QStringLiteral("lvl"));
        x->writeAttribute(kW, QStringLiteral("ilvl"), QStringLiteral("0"));
        writeVal(*x, QStringLiteral("start"), QStringLiteral("1"));
        const bool bullet = kind == DocxListKind::Bullet;
        writeVal(*x, QStringLiteral("numFmt"), bullet ? QStringLiteral("bullet") : QStringLiteral("decimal"));
        writeVal(*x, QStringLiteral("lvlText"), bullet ? QStringLiteral("\u2022") : QStringLiteral("%1."));
        writeVal(*x, QStringLiteral("lvlJc"), QStringLiteral("left"));
        x->writeStartElement(kW, QStringLiteral("pPr"));
        x->writeEmptyElement(kW, QStringLiteral("ind"));
        x->writeAttribute(kW, QStringLiteral("left"), QStringLiteral("720"));
        x->writeAttribute(kW, QStringLiteral("hanging"), QStringLiteral("360"));
        x->writeEndElement(); // pPr
        x->writeEndElement(); // lvl
        x->writeEndElement(); // abstractNum
    }
    for (int i = 0; i < m_lists.size(); ++i) {
        x->writeStartElement(kW, QStringLiteral("num"));
        x->writeAttribute(kW, QStringLiteral("numId"), QString::number(i + 1));
        writeVal(*x, QStringLiteral("abstractNumId"), QString::number(static_cast<int>(m_lists.at(i))));
        // Each numbered list starts again at 1.
        x->writeStartElement(kW, QStringLiteral("lvlOverride"));
        x->writeAttribute(kW, QStringLiteral("ilvl"), QStringLiteral("0"));
        writeVal(*x, QStringLiteral("startOverride"), QStringLiteral("1"));
        x->writeEndElement();
        x->writeEndElement(); // num
    }
    x->writeEndDocument();
    return buffer.data();
}

Result<QByteArray> DocxDocument::package() const
{
    QList<QString> links;
    const QByteArray document = documentXml(&links);
    return DocxPackage::build({document, footnotesXml(), numberingXml(), links,
                               m_title.isEmpty() ? QStringLiteral("L-MARS") : m_title,
                               m_created.isValid() ? m_created : QDateTime::currentDateTimeUtc()});
}

Result<void> DocxDocument::save(const QString& path) const
{
    const Result<QByteArray> bytes = package();
    if (!bytes)
        return bytes.error();
    return SessionExport::writeBytes(path, bytes.value());
}

} // namespace lmars::exporting
