// SPDX-License-Identifier: GPL-3.0-or-later
#include "parse/DocumentParser.h"
#include "parse/FrontMatter.h"

#include <QFile>
#include <QPainter>
#include <QPdfWriter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <zip.h>

using lmars::parse::DocumentParser;
using lmars::parse::ParsedDocument;

namespace {

/// The error text of a failed Result (for QVERIFY2), empty when it succeeded.
template <typename R> QByteArray why(const R& result)
{
    return result.ok() ? QByteArray() : result.error().toString().toUtf8();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/// A minimal .docx: [Content_Types].xml, word/document.xml, docProps/core.xml.
bool writeDocx(const QString& path, const QByteArray& documentXml, const QByteArray& coreXml)
{
    int error = 0;
    zip_t* zip = zip_open(path.toUtf8().constData(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    if (!zip)
        return false;
    static QList<QByteArray> keep; // libzip reads the buffers at zip_close
    auto add = [&](const char* name, const QByteArray& data) {
        keep << data;
        zip_source_t* src = zip_source_buffer(zip, keep.last().constData(), static_cast<zip_uint64_t>(data.size()), 0);
        return src && zip_file_add(zip, name, src, ZIP_FL_OVERWRITE) >= 0;
    };
    const QByteArray types = "<?xml version=\"1.0\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/"
                             "content-types\"><Override PartName=\"/word/document.xml\" ContentType=\"application/"
                             "vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml\"/></Types>";
    bool ok = add("[Content_Types].xml", types) && add("word/document.xml", documentXml);
    if (!coreXml.isEmpty())
        ok = ok && add("docProps/core.xml", coreXml);
    return zip_close(zip) == 0 && ok;
}

QByteArray para(const char* text, const char* style = nullptr)
{
    QByteArray p = "<w:p>";
    if (style)
        p += QByteArray("<w:pPr><w:pStyle w:val=\"") + style + "\"/></w:pPr>";
    return p + "<w:r><w:t xml:space=\"preserve\">" + text + "</w:t></w:r></w:p>";
}

} // namespace

class DocumentParserTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void markdownHeadingsAndFrontMatter();
    void plainTextUsesFileName();
    void htmlDropsBoilerplate();
    void pdfKeepsTextPerPage();
    void docxKeepsHeadingsAndTitle();
    void badFilesGiveClearErrors();

private:
    QTemporaryDir m_dir;
};

void DocumentParserTest::markdownHeadingsAndFrontMatter()
{
    const QString path = m_dir.filePath(QStringLiteral("lease.md"));
    writeFile(path, "---\ntitle: \"Lease Act\"\neffective_from: 2020-01-01\neffective_to: '2022-12-31'\n---\n"
                    "# Part 1\n\nIntro text.\n\n## Section 3 Deposits\n\nA deposit must be returned.\n\n"
                    "```\n# not a heading\n```\n\n# Part 2\n\nOther.\n");
    auto doc = DocumentParser::parse(path);
    QVERIFY2(doc.ok(), why(doc).constData());
    QCOMPARE(doc->title, QStringLiteral("Lease Act"));
    QCOMPARE(doc->type, QStringLiteral("md"));
    QCOMPARE(doc->validFrom, QStringLiteral("2020-01-01"));
    QCOMPARE(doc->validTo, QStringLiteral("2022-12-31"));
    QVERIFY(!doc->text.contains(QStringLiteral("effective_from")));
    QStringList headings;
    for (const auto& s : doc->sections)
        headings << s.headingPath;
    QVERIFY(headings.contains(QStringLiteral("Part 1 > Section 3 Deposits")));
    QVERIFY(!headings.contains(QStringLiteral("Part 1 > not a heading")));
    QVERIFY(headings.contains(QStringLiteral("Part 2")));
    for (const auto& s : doc->sections) {
        if (s.headingPath == QLatin1String("Part 1 > Section 3 Deposits"))
            QVERIFY(doc->text.mid(s.start, s.end - s.start).contains(QStringLiteral("deposit must be returned")));
    }
    // Without front matter, the first heading is the title.
    const auto fm = lmars::parse::FrontMatter::parse(QStringLiteral("---\nno closing delimiter\n"));
    QVERIFY(!fm.isPresent());
}

void DocumentParserTest::plainTextUsesFileName()
{
    const QString path = m_dir.filePath(QStringLiteral("memo 2024.txt"));
    writeFile(path, "\xEF\xBB\xBFMemo body line one.\r\n\r\nSecond paragraph caf\xC3\xA9.");
    auto doc = DocumentParser::parse(path);
    QVERIFY(doc.ok());
    QCOMPARE(doc->title, QStringLiteral("memo 2024"));
    QVERIFY(doc->text.contains(QStringLiteral("café")));
    QVERIFY(!doc->text.contains(QChar(0xFEFF)));
}

void DocumentParserTest::htmlDropsBoilerplate()
{
    const QString path = m_dir.filePath(QStringLiteral("page.html"));
    writeFile(path, "<!doctype html><html><head><title>Tenant Rights</title><style>.x{color:red}</style>"
                    "<script>var tracking = 1;</script></head><body>"
                    "<header>Site header</header><nav><a href='/'>Home</a> Menu</nav>"
                    "<main><h1>Deposits</h1><p>Landlords must return <b>deposits</b> within 21 days.</p>"
                    "<div hidden>secret hidden text</div><div style='display: none'>invisible</div>"
                    "<h2>Exceptions</h2><ul><li>Damage</li><li>Unpaid rent</li></ul></main>"
                    "<aside>Related links</aside><footer>Copyright footer</footer></body></html>");
    auto doc = DocumentParser::parse(path);
    QVERIFY(doc.ok());
    QCOMPARE(doc->title, QStringLiteral("Tenant Rights"));
    QVERIFY(doc->text.contains(QStringLiteral("Landlords must return deposits within 21 days.")));
    QVERIFY(doc->text.contains(QStringLiteral("Unpaid rent")));
    for (const char* junk : {"Site header", "Menu", "tracking", "color:red", "secret hidden", "invisible",
                             "Related links", "Copyright footer"})
        QVERIFY2(!doc->text.contains(QLatin1String(junk)), junk);
    bool found = false;
    for (const auto& s : doc->sections)
        found = found || (s.headingPath == QLatin1String("Deposits > Exceptions") &&
                          doc->text.mid(s.start, s.end - s.start).contains(QStringLiteral("Damage")));
    QVERIFY(found);
}

void DocumentParserTest::pdfKeepsTextPerPage()
{
    const QString path = m_dir.filePath(QStringLiteral("brief.pdf"));
    {
        QPdfWriter writer(path);
        writer.setTitle(QStringLiteral("Appellate Brief"));
        QPainter painter(&writer);
        for (int page = 1; page <= 3; ++page) {
            if (page > 1)
                writer.newPage();
            painter.drawText(QPointF(200, 400), QStringLiteral("Page %1 argument keyword%2").arg(page).arg(page));
        }
    }
    auto doc = DocumentParser::parse(path);
    QVERIFY2(doc.ok(), why(doc).constData());
    QCOMPARE(doc->type, QStringLiteral("pdf"));
    QCOMPARE(doc->title, QStringLiteral("Appellate Brief"));
    QCOMPARE(doc->pageCount, 3);
    QCOMPARE(doc->sections.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const auto& s = doc->sections.at(i);
        QCOMPARE(s.page, i + 1);
        const QString text = doc->text.mid(s.start, s.end - s.start);
        QVERIFY2(text.contains(QStringLiteral("keyword%1").arg(i + 1)), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("keyword%1").arg((i + 1) % 3 + 1)));
    }
}

void DocumentParserTest::docxKeepsHeadingsAndTitle()
{
    const QString path = m_dir.filePath(QStringLiteral("contract.docx"));
    const QByteArray body = "<?xml version=\"1.0\"?><w:document xmlns:w=\"http://schemas.openxmlformats.org/"
                            "wordprocessingml/2006/main\"><w:body>" +
                            para("Services Agreement", "Title") + para("Definitions", "Heading1") +
                            para("\"Services\" means the work described below.") + para("Fees", "Heading2") +
                            para("The fee is payable monthly.") + "</w:body></w:document>";
    const QByteArray core = "<?xml version=\"1.0\"?><cp:coreProperties xmlns:cp=\"http://schemas.openxmlformats.org/"
                            "package/2006/metadata/core-properties\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\">"
                            "<dc:title>Master Services Agreement</dc:title></cp:coreProperties>";
    QVERIFY(writeDocx(path, body, core));
    auto doc = DocumentParser::parse(path);
    QVERIFY2(doc.ok(), why(doc).constData());
    QCOMPARE(doc->title, QStringLiteral("Master Services Agreement"));
    bool fees = false;
    for (const auto& s : doc->sections)
        fees = fees || (s.headingPath == QLatin1String("Definitions > Fees") &&
                        doc->text.mid(s.start, s.end - s.start).contains(QStringLiteral("payable monthly")));
    QVERIFY(fees);

    const QString untitled = m_dir.filePath(QStringLiteral("untitled.docx"));
    QVERIFY(writeDocx(untitled, body, QByteArray()));
    auto second = DocumentParser::parse(untitled);
    QVERIFY(second.ok());
    QCOMPARE(second->title, QStringLiteral("Services Agreement"));
}

void DocumentParserTest::badFilesGiveClearErrors()
{
    const QString empty = m_dir.filePath(QStringLiteral("empty.md"));
    writeFile(empty, QByteArray());
    const QString binary = m_dir.filePath(QStringLiteral("photo.txt"));
    writeFile(binary, QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) + QByteArray(500, '\0'));
    const QString fakePdf = m_dir.filePath(QStringLiteral("fake.pdf"));
    writeFile(fakePdf, "this is not a pdf at all");
    const QString corruptPdf = m_dir.filePath(QStringLiteral("corrupt.pdf"));
    writeFile(corruptPdf, "%PDF-1.4\n garbage garbage \n%%EOF");
    const QString encryptedDocx = m_dir.filePath(QStringLiteral("secret.docx"));
    writeFile(encryptedDocx, QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8) + QByteArray(512, 'x'));
    const QString brokenZip = m_dir.filePath(QStringLiteral("broken.docx"));
    writeFile(brokenZip, QByteArray("PK\x03\x04", 4) + QByteArray(100, 'z'));
    const QString huge = m_dir.filePath(QStringLiteral("huge.txt"));
    writeFile(huge, QByteArray(4096, 'a'));
    const QString blank = m_dir.filePath(QStringLiteral("blank.html"));
    writeFile(blank, "<html><body><script>only()</script></body></html>");

    const QList<QPair<QString, QString>> cases = {{empty, QStringLiteral("empty")},
                                                  {binary, QStringLiteral("binary")},
                                                  {fakePdf, QStringLiteral("not a PDF")},
                                                  {corruptPdf, QStringLiteral("corrupt")},
                                                  {encryptedDocx, QStringLiteral("encrypted")},
                                                  {brokenZip, QStringLiteral("not a valid .docx")},
                                                  {blank, QStringLiteral("no extractable text")}};
    for (const auto& c : cases) {
        auto doc = DocumentParser::parse(c.first);
        QVERIFY2(!doc.ok(), qPrintable(c.first));
        QVERIFY2(doc.error().summary.contains(c.second), qPrintable(doc.error().summary));
    }
    auto big = DocumentParser::parse(huge, 1024);
    QVERIFY(!big.ok());
    QVERIFY(big.error().summary.contains(QStringLiteral("too large")));
}

QTEST_MAIN(DocumentParserTest)
#include "DocumentParserTest.moc"
