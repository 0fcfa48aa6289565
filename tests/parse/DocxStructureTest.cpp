// SPDX-License-Identifier: GPL-3.0-or-later
// DOCX headings come from heading styles (by their names in word/styles.xml, whatever their ids)
// and outline levels, not from numbering; a "heading" longer than 200 characters is body text.
// The documents are built here from real public text: the PRC Criminal Law Amendment (XII) in
// ../shared/data/realcorpus/cn-laws, laid out the way contract templates lay out clauses (numbered
// items in a heading-based style, whole clauses styled as headings, a localised heading style id).
#include "SharedData.h"
#include "parse/DocxParser.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <zip.h>

using namespace lmars;
using parse::DocxParser;
using parse::ParsedDocument;

namespace {

constexpr char kNamespace[] = "xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"";

/// styles.xml of a localised template: the heading styles have ids other than "HeadingN".
QByteArray stylesXml()
{
    return QByteArray("<?xml version=\"1.0\"?><w:styles ") + kNamespace +
           ">"
           "<w:style w:type=\"paragraph\" w:styleId=\"a\"><w:name w:val=\"Normal\"/></w:style>"
           "<w:style w:type=\"paragraph\" w:styleId=\"a3\"><w:name w:val=\"Title\"/><w:basedOn w:val=\"a\"/></w:style>"
           "<w:style w:type=\"paragraph\" w:styleId=\"berschrift1\"><w:name w:val=\"heading 1\"/>"
           "<w:basedOn w:val=\"a\"/><w:pPr><w:outlineLvl w:val=\"0\"/></w:pPr></w:style>"
           "<w:style w:type=\"paragraph\" w:styleId=\"berschrift2\"><w:name w:val=\"heading 2\"/>"
           "<w:basedOn w:val=\"a\"/><w:pPr><w:outlineLvl w:val=\"1\"/></w:pPr></w:style>"
           // A clause style based on heading 2 (so a heading in Word's outline) and numbered.
           "<w:style w:type=\"paragraph\" w:styleId=\"Clause\"><w:name w:val=\"Clause\"/>"
           "<w:basedOn w:val=\"berschrift2\"/><w:pPr><w:numPr><w:numId w:val=\"3\"/></w:numPr></w:pPr></w:style>"
           // A custom part-title style with an outline level and no heading name.
           "<w:style w:type=\"paragraph\" w:styleId=\"PartTitle\"><w:name w:val=\"Part Title\"/>"
           "<w:pPr><w:outlineLvl w:val=\"0\"/></w:pPr></w:style>"
           // A style whose id looks like a heading but is a list paragraph.
           "<w:style w:type=\"paragraph\" w:styleId=\"Heading3\"><w:name w:val=\"List Paragraph\"/>"
           "<w:basedOn w:val=\"a\"/></w:style>"
           "</w:styles>";
}

QByteArray escaped(const QString& text)
{
    return text.toHtmlEscaped().toUtf8();
}

/// A paragraph with a style, optional numbering and an optional direct outline level.
QByteArray paragraph(const QString& text, const char* style = nullptr, bool numbered = false, int outline = -1)
{
    QByteArray properties;
    if (style)
        properties += QByteArray("<w:pStyle w:val=\"") + style + "\"/>";
    if (numbered)
        properties += "<w:numPr><w:ilvl w:val=\"0\"/><w:numId w:val=\"7\"/></w:numPr>";
    if (outline >= 0)
        properties += "<w:outlineLvl w:val=\"" + QByteArray::number(outline) + "\"/>";
    return "<w:p>" + (properties.isEmpty() ? QByteArray() : "<w:pPr>" + properties + "</w:pPr>") +
           "<w:r><w:t xml:space=\"preserve\">" + escaped(text) + "</w:t></w:r></w:p>";
}

QByteArray zipped(const QList<std::pair<const char*, QByteArray>>& members)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* out = zip_source_buffer_create(nullptr, 0, 0, &error);
    zip_source_keep(out);
    zip_t* archive = zip_open_from_source(out, ZIP_TRUNCATE, &error);
    for (const auto& [name, data] : members) {
        zip_source_t* src = zip_source_buffer(archive, data.constData(), static_cast<zip_uint64_t>(data.size()), 0);
        zip_file_add(archive, name, src, ZIP_FL_OVERWRITE);
    }
    zip_close(archive);
    QByteArray bytes;
    zip_stat_t st;
    if (zip_source_stat(out, &st) == 0 && zip_source_open(out) == 0) {
        bytes.resize(static_cast<qsizetype>(st.size));
        zip_source_read(out, bytes.data(), st.size);
        zip_source_close(out);
    }
    zip_source_free(out);
    zip_error_fini(&error);
    return bytes;
}

QByteArray docx(const QByteArray& body, bool withStyles = true)
{
    const QByteArray document =
        QByteArray("<?xml version=\"1.0\"?><w:document ") + kNamespace + "><w:body>" + body + "</w:body></w:document>";
    QList<std::pair<const char*, QByteArray>> members = {{"word/document.xml", document}};
    if (withStyles)
        members.append({"word/styles.xml", stylesXml()});
    return zipped(members);
}

QString sectionText(const ParsedDocument& doc, const parse::DocumentSection& s)
{
    return doc.text.mid(s.start, s.end - s.start);
}

} // namespace

class DocxStructureTest : public QObject
{
    Q_OBJECT

private:
    QString m_title;
    QStringList m_items; ///< the amendment's numbered items, each a whole clause on one line

private Q_SLOTS:
    void initTestCase()
    {
        LMARS_SHARED_PATH_OR_SKIP(root, QStringLiteral("data/realcorpus/cn-laws"));
        QDirIterator it(root, {QStringLiteral("*.md")}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY(it.hasNext());
        QFile file(it.next());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
        static const QRegularExpression item(QStringLiteral("^[一二三四五六七八九十]+、"));
        // An item runs from its number to the next item: the whole amended clause.
        for (const QString& line : lines) {
            if (line.startsWith(QLatin1String("# ")) && m_title.isEmpty())
                m_title = line.mid(2).trimmed();
            else if (item.match(line).hasMatch())
                m_items << line.trimmed();
            else if (!m_items.isEmpty() && !line.trimmed().isEmpty())
                m_items.last() += line.trimmed();
        }
        QVERIFY(!m_title.isEmpty());
        QVERIFY(m_items.size() >= 5);
    }

    void headingStylesByNameAndOutlineLevel()
    {
        // Item lead-ins ("一、在刑法第一百六十五条中增加一款作为第二款，将该条修改为：") as
        // localised "heading 2" paragraphs under a "heading 1" part, the rest as body text.
        QByteArray body = paragraph(m_title, "a3") + paragraph(QStringLiteral("修正条文"), "PartTitle");
        QStringList leadIns;
        for (const QString& item : std::as_const(m_items)) {
            const qsizetype colon = item.indexOf(QStringLiteral("："));
            if (colon <= 0 || colon > 120)
                continue;
            leadIns << item.left(colon + 1);
            body += paragraph(leadIns.last(), "berschrift2") + paragraph(item.mid(colon + 1), "a");
        }
        QVERIFY(leadIns.size() >= 3);
        const auto doc = DocxParser::parseData(docx(body), QStringLiteral("fallback"));
        QVERIFY(doc.ok());
        QCOMPARE(doc->title, m_title);
        QStringList paths;
        for (const parse::DocumentSection& s : doc->sections)
            paths << s.headingPath;
        for (const QString& leadIn : std::as_const(leadIns)) {
            // The Title style and the part title are both level 1: the part title replaces it.
            const QString expected = QStringLiteral("修正条文 > ") + leadIn;
            QVERIFY2(paths.contains(expected), qPrintable(paths.join(QStringLiteral(" | "))));
        }
    }

    void wholeClausesAndNumberingAreBodyText()
    {
        // Every item as a numbered clause in a heading-based style: the long ones are body text;
        // numbered list paragraphs (numbering alone, an id "Heading3" named "List Paragraph")
        // and a Heading 2 paragraph set to outline level 9 ("body text") are body text too.
        QByteArray body = paragraph(QStringLiteral("修正条文"), "berschrift1");
        int longItems = 0;
        for (const QString& item : std::as_const(m_items)) {
            body += paragraph(item, "Clause", true);
            longItems += item.size() > DocxParser::kMaxHeadingChars ? 1 : 0;
        }
        QVERIFY(longItems >= 3);
        body += paragraph(m_items.first().left(60), "a", true);
        body += paragraph(m_items.at(1).left(60), "Heading3", true);
        body += paragraph(m_items.at(2).left(60), "berschrift2", false, 9);
        const auto doc = DocxParser::parseData(docx(body), QStringLiteral("fallback"));
        QVERIFY(doc.ok());
        for (const parse::DocumentSection& s : doc->sections) {
            QVERIFY2(s.headingPath.size() <= 300, qPrintable(s.headingPath.left(300)));
            for (const QString& part : s.headingPath.split(QStringLiteral(" > ")))
                QVERIFY2(part.size() <= DocxParser::kMaxHeadingChars, qPrintable(part.left(80)));
            QVERIFY2(!s.headingPath.contains(m_items.first().left(60)) &&
                         !s.headingPath.contains(m_items.at(2).left(60)),
                     qPrintable(s.headingPath));
        }
        // The clauses' text is all there, in the body.
        for (const QString& item : std::as_const(m_items)) {
            if (item.size() <= DocxParser::kMaxHeadingChars)
                continue;
            bool found = false;
            for (const parse::DocumentSection& s : doc->sections)
                found = found || sectionText(doc.value(), s).contains(item.left(100));
            QVERIFY2(found, qPrintable(item.left(40)));
        }
    }

    void withoutStylesTheBuiltInIdsCount()
    {
        const QByteArray body = paragraph(QStringLiteral("修正条文"), "Heading1") + paragraph(m_items.first()) +
                                paragraph(m_items.first(), "Heading2");
        const auto doc = DocxParser::parseData(docx(body, false), QStringLiteral("fallback"));
        QVERIFY(doc.ok());
        QCOMPARE(doc->sections.first().headingPath, QStringLiteral("修正条文"));
        for (const parse::DocumentSection& s : doc->sections)
            QCOMPARE(s.headingPath, QStringLiteral("修正条文"));
    }
};

QTEST_GUILESS_MAIN(DocxStructureTest)
#include "DocxStructureTest.moc"
