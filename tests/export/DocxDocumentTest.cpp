// SPDX-License-Identifier: GPL-3.0-or-later
// The Word writer's package, checked part by part with an independent reader (libzip + QXmlStreamReader).
#include "export/DocxDocument.h"
#include "DocxPackageReader.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using exporting::DocxDocument;
using exporting::DocxListKind;
using exporting::DocxRun;
using exporting::DocxRuns;
using exporting::DocxStyle;
using exporting::DocxTable;

namespace {

DocxDocument sampleDocument()
{
    DocxDocument doc;
    doc.setTitle(QStringLiteral("Deposit <question> & \"answer\""));
    doc.setCreated(QDateTime(QDate(2025, 3, 1), QTime(10, 0), Qt::UTC));
    doc.addParagraph(DocxStyle::Title, QStringLiteral("Can my landlord keep the deposit?"));
    doc.addParagraph(DocxStyle::Heading1, QStringLiteral("Answer"));
    const int note = doc.addFootnote({DocxRun::plain(QStringLiteral("Cal. Civ. Code § 1950.5 (2024).")),
                                      DocxRun::hyperlink(QStringLiteral(" link"), QStringLiteral("https://x.test/"))});
    doc.addParagraph(DocxStyle::Normal,
                     {DocxRun::plain(QStringLiteral("The landlord has ")), DocxRun::strong(QStringLiteral("21 days")),
                      DocxRun::footnoteReference(note),
                      DocxRun::plain(QStringLiteral(" to return it\u0001.\nSecond line\tafter a tab."))});
    doc.addParagraph(DocxStyle::Quote,
                     {DocxRun::emphasis(QStringLiteral("within 21 days after the tenant has vacated"))});
    doc.addParagraph(DocxStyle::Heading2, QStringLiteral("Sources"));
    const int numbered = doc.startList(DocxListKind::Numbered);
    doc.addListItem(numbered, {DocxRun::hyperlink(QStringLiteral("Civil Code 1950.5"),
                                                  QStringLiteral("https://leginfo.legislature.ca.gov/?a=1&b=2"))});
    doc.addListItem(numbered, {DocxRun::plain(QStringLiteral("Lease, page 3"))});
    const int bullets = doc.startList(DocxListKind::Bullet);
    doc.addListItem(bullets, {DocxRun::plain(QStringLiteral("a bullet"))});
    doc.addParagraph(DocxStyle::Heading3, QStringLiteral("Checks"));
    DocxTable table;
    table.columnWidths = {3000, 6360};
    table.rows = {{{DocxRun::plain(QStringLiteral("Citation"))}, {DocxRun::plain(QStringLiteral("Status"))}},
                  {{DocxRun::plain(QStringLiteral("347 U.S. 483"))}, {DocxRun::plain(QStringLiteral("verified"))}},
                  {{DocxRun::plain(QStringLiteral("only one cell"))}}};
    doc.addTable(table);
    doc.addParagraph(DocxStyle::Normal,
                     {DocxRun::hyperlink(QStringLiteral("not a web link"), QStringLiteral("javascript:alert(1)"))});
    return doc;
}

/// Targets of a .rels part resolved against the folder of the part it belongs to.
QStringList internalTargets(const QString& relsName, const QByteArray& rels)
{
    QString base = relsName;
    base.remove(QStringLiteral("_rels/"));
    base.chop(QStringLiteral(".rels").size());
    const qsizetype slash = base.lastIndexOf(QLatin1Char('/'));
    const QString folder = slash >= 0 ? base.left(slash + 1) : QString();
    QStringList out;
    QXmlStreamReader reader(rels);
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement || reader.name() != QLatin1String("Relationship"))
            continue;
        if (reader.attributes().value(QStringLiteral("TargetMode")) == QLatin1String("External"))
            continue;
        out << folder + reader.attributes().value(QStringLiteral("Target")).toString();
    }
    return out;
}

} // namespace

class DocxDocumentTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void packageIsValidOoxml()
    {
        const Result<QByteArray> bytes = sampleDocument().package();
        QVERIFY(bytes.ok());
        QVERIFY(bytes->startsWith("PK\x03\x04"));
        QCOMPARE(test::packageEntryOrder(bytes.value()).value(0), QStringLiteral("[Content_Types].xml"));
        const QMap<QString, QByteArray> parts = test::unzipPackage(bytes.value());
        for (const char* name : {"[Content_Types].xml", "_rels/.rels", "word/document.xml",
                                 "word/_rels/document.xml.rels", "word/styles.xml", "word/numbering.xml",
                                 "word/footnotes.xml", "word/settings.xml", "docProps/core.xml", "docProps/app.xml"})
            QVERIFY2(parts.contains(QString::fromLatin1(name)), name);
        for (auto it = parts.begin(); it != parts.end(); ++it)
            QVERIFY2(test::xmlError(it.value()).isEmpty(),
                     qPrintable(it.key() + QLatin1String(": ") + test::xmlError(it.value())));

        // Every part named in [Content_Types].xml exists, and every part has a content type.
        const QStringList overrides = test::attributeValues(parts.value(QStringLiteral("[Content_Types].xml")),
                                                            QStringLiteral("Override"), QStringLiteral("PartName"));
        for (const QString& name : overrides)
            QVERIFY2(parts.contains(name.mid(1)), qPrintable(name));
        for (const QString& name : parts.keys()) {
            if (!name.endsWith(QLatin1String(".rels")) && name != QLatin1String("[Content_Types].xml"))
                QVERIFY2(overrides.contains(QLatin1Char('/') + name), qPrintable(name));
        }
        // Every internal relationship target exists.
        for (const QString& rels : {QStringLiteral("_rels/.rels"), QStringLiteral("word/_rels/document.xml.rels")}) {
            const QStringList targets = internalTargets(rels, parts.value(rels));
            QVERIFY(!targets.isEmpty());
            for (const QString& target : targets)
                QVERIFY2(parts.contains(target), qPrintable(rels + QLatin1String(" → ") + target));
        }
    }

    void stylesListsFootnotesAndLinksResolve()
    {
        const Result<QByteArray> bytes = sampleDocument().package();
        QVERIFY(bytes.ok());
        const QMap<QString, QByteArray> parts = test::unzipPackage(bytes.value());
        const QByteArray document = parts.value(QStringLiteral("word/document.xml"));
        const QByteArray styles = parts.value(QStringLiteral("word/styles.xml"));
        const QStringList styleIds =
            test::attributeValues(styles, QStringLiteral("w:style"), QStringLiteral("w:styleId"));
        for (const char* id : {"Title", "Heading1", "Heading2", "Heading3", "Normal", "Quote", "ListParagraph",
                               "FootnoteText", "FootnoteReference", "Hyperlink", "TableGrid"})
            QVERIFY2(styleIds.contains(QString::fromLatin1(id)), id);
        const QStringList names = test::attributeValues(styles, QStringLiteral("w:name"), QStringLiteral("w:val"));
        QVERIFY(names.contains(QStringLiteral("heading 1")));
        QVERIFY(names.contains(QStringLiteral("List Paragraph")));

        // Every style the body uses is defined.
        QStringList used = test::attributeValues(document, QStringLiteral("w:pStyle"), QStringLiteral("w:val"));
        used += test::attributeValues(document, QStringLiteral("w:rStyle"), QStringLiteral("w:val"));
        used += test::attributeValues(document, QStringLiteral("w:tblStyle"), QStringLiteral("w:val"));
        for (const QString& id : used)
            QVERIFY2(styleIds.contains(id), qPrintable(id));
        QVERIFY(used.contains(QStringLiteral("Quote")));
        QCOMPARE(used.count(QStringLiteral("ListParagraph")), 3);

        // Lists: every numId used is defined, the two lists are apart, the numbered one is decimal.
        const QByteArray numbering = parts.value(QStringLiteral("word/numbering.xml"));
        const QStringList usedNums =
            test::attributeValues(document, QStringLiteral("w:numId"), QStringLiteral("w:val"));
        QCOMPARE(usedNums, (QStringList{QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("2")}));
        const QStringList nums = test::attributeValues(numbering, QStringLiteral("w:num"), QStringLiteral("w:numId"));
        QCOMPARE(nums, (QStringList{QStringLiteral("1"), QStringLiteral("2")}));
        QVERIFY(test::attributeValues(numbering, QStringLiteral("w:numFmt"), QStringLiteral("w:val"))
                    .contains(QStringLiteral("decimal")));

        // Footnotes: the reference in the body names a footnote; separators -1 and 0 are there.
        const QByteArray footnotes = parts.value(QStringLiteral("word/footnotes.xml"));
        QCOMPARE(test::attributeValues(document, QStringLiteral("w:footnoteReference"), QStringLiteral("w:id")),
                 QStringList{QStringLiteral("1")});
        QCOMPARE(test::attributeValues(footnotes, QStringLiteral("w:footnote"), QStringLiteral("w:id")),
                 (QStringList{QStringLiteral("-1"), QStringLiteral("0"), QStringLiteral("1")}));
        QVERIFY(test::wordText(footnotes).contains(QStringLiteral("Cal. Civ. Code § 1950.5 (2024). link")));

        // Hyperlinks: each r:id is an external relationship with the URL; a javascript: link stays text.
        const QByteArray rels = parts.value(QStringLiteral("word/_rels/document.xml.rels"));
        const QStringList linkIds =
            test::attributeValues(document, QStringLiteral("w:hyperlink"), QStringLiteral("r:id"));
        QCOMPARE(linkIds.size(), 1);
        const QStringList relIds = test::attributeValues(rels, QStringLiteral("Relationship"), QStringLiteral("Id"));
        const QStringList relTargets =
            test::attributeValues(rels, QStringLiteral("Relationship"), QStringLiteral("Target"));
        const qsizetype at = relIds.indexOf(linkIds.first());
        QVERIFY(at >= 0);
        QCOMPARE(relTargets.at(at), QStringLiteral("https://leginfo.legislature.ca.gov/?a=1&b=2"));
        QVERIFY(!rels.contains("javascript"));

        // Text: the control character dropped, the newline a break, bold where asked; the table has its cells.
        const QString text = test::wordText(document);
        QVERIFY2(text.contains(QStringLiteral("The landlord has 21 days to return it.Second line")), qPrintable(text));
        QVERIFY(!text.contains(QChar(1)));
        QVERIFY(document.contains("<w:br/>"));
        QVERIFY(document.contains("<w:tab/>"));
        QVERIFY(document.contains("<w:b/>"));
        QVERIFY(text.contains(QStringLiteral("347 U.S. 483")));
        QVERIFY(text.contains(QStringLiteral("not a web link")));
        QCOMPARE(document.count("<w:tc>"), 6); // the short row is padded to two cells
        QVERIFY(document.contains("<w:tblHeader/>"));

        // Core properties carry the title, escaped.
        const QByteArray core = parts.value(QStringLiteral("docProps/core.xml"));
        QXmlStreamReader reader(core);
        QString title;
        while (!reader.atEnd()) {
            if (reader.readNext() == QXmlStreamReader::StartElement &&
                reader.qualifiedName() == QLatin1String("dc:title"))
                title = reader.readElementText();
        }
        QCOMPARE(title, QStringLiteral("Deposit <question> & \"answer\""));
        QVERIFY(core.contains("2025-03-01T10:00:00Z"));
    }

    void saveWritesAllOrNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("answer.docx"));
        QVERIFY(sampleDocument().save(path).ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(test::unzipPackage(file.readAll()).contains(QStringLiteral("word/document.xml")));
        const Result<void> failed = sampleDocument().save(dir.filePath(QStringLiteral("missing/folder/answer.docx")));
        QVERIFY(!failed.ok());
        QVERIFY(!failed.error().summary.isEmpty());
    }

    void emptyDocumentIsStillAPackage()
    {
        const Result<QByteArray> bytes = DocxDocument().package();
        QVERIFY(bytes.ok());
        const QMap<QString, QByteArray> parts = test::unzipPackage(bytes.value());
        QVERIFY(parts.value(QStringLiteral("word/document.xml")).contains("<w:sectPr>"));
        QVERIFY(test::xmlError(parts.value(QStringLiteral("word/numbering.xml"))).isEmpty());
    }
};

QTEST_GUILESS_MAIN(DocxDocumentTest)
#include "DocxDocumentTest.moc"
