// SPDX-License-Identifier: GPL-3.0-or-later
// Deep reading: the real HTTP code fetching pages from a scripted server, and text extraction.
#include "search/PageReader.h"
#include "ScriptedServer.h"
#include "SharedData.h"
#include "common/JsonUtil.h"

#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QTest>

using Json = nlohmann::json;
using lmars::ErrorKind;
using lmars::search::PageReader;
using lmars::search::PageReaderConfig;

namespace {

const char* const kBoilerplateHtml = R"(<!DOCTYPE html>
<html><head><title>Security deposits | State Courts</title>
<style>body { color: red; } .secret { display: none }</style>
<script>var tracking = "SCRIPT-TEXT";</script></head>
<body>
<header><div class="logo">HEADER-TEXT</div></header>
<nav><a href="/">NAV-HOME</a> <a href="/about">NAV-ABOUT</a></nav>
<main>
<h1>Getting your deposit back</h1>
<p>The landlord must return the deposit within 21 days after the tenant moves out.</p>
<p>Deductions must be itemized.</p>
<div hidden>HIDDEN-TEXT</div>
<div style="display:none">INVISIBLE-TEXT</div>
</main>
<aside>ASIDE-TEXT</aside>
<footer>FOOTER-TEXT © 2026</footer>
</body></html>)";

QString writePdf(const QString& path, const QStringList& pages)
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    QPainter painter(&writer);
    QFont font = painter.font();
    font.setPointSize(12);
    painter.setFont(font);
    for (int i = 0; i < pages.size(); ++i) {
        if (i > 0)
            writer.newPage();
        painter.drawText(QRect(200, 200, 8000, 2000), Qt::TextWordWrap, pages.at(i));
    }
    painter.end();
    return path;
}

} // namespace

class PageReaderTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    lmars::test::ScriptedServer m_server;

    QString url(const char* path) const { return m_server.baseUrl().toString() + QLatin1String(path); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString pdf = writePdf(m_dir.filePath(QStringLiteral("doc.pdf")),
                                     {QStringLiteral("Page one says the notice period is thirty days."),
                                      QStringLiteral("Page two lists the penalties for late return.")});
        QByteArray binary(4096, '\0');
        for (int i = 0; i < binary.size(); ++i)
            binary[i] = char((i * 37) % 256);
        const QString binaryPath = m_dir.filePath(QStringLiteral("binary.bin"));
        QFile f(binaryPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(binary);
        f.close();

        Json routes = Json::array();
        auto route = [&](const char* path, Json response) {
            routes.push_back({{"method", "GET"}, {"path", path}, {"responses", Json::array({response})}});
        };
        route("/boiler.html",
              {{"headers", {{"Content-Type", "text/html; charset=utf-8"}}}, {"body", kBoilerplateHtml}});
        route("/doc.pdf", {{"headers", {{"Content-Type", "application/pdf"}}}, {"bodyFile", pdf.toStdString()}});
        route("/missing", {{"status", 404}, {"body", "Not Found"}});
        route("/slow", {{"delayMs", 3000}, {"headers", {{"Content-Type", "text/html"}}}, {"body", "<p>late</p>"}});
        route("/binary.bin",
              {{"headers", {{"Content-Type", "application/octet-stream"}}}, {"bodyFile", binaryPath.toStdString()}});
        route("/disguised.html",
              {{"headers", {{"Content-Type", "text/html"}}}, {"bodyFile", binaryPath.toStdString()}});
        route("/huge.txt", {{"headers", {{"Content-Type", "text/plain"}}},
                            {"bodyRepeat", {{"text", "0123456789abcdef"}, {"times", 720000}}}}); // 11.5 MB
        route("/malformed.html", {{"headers", {{"Content-Type", "text/html"}}},
                                  {"body", "<html><body><p>Unclosed <b>bold <div>clause about leases</p></span><td>cell"
                                           "<script>broken(</body>"}});
        // An ASP.NET page (one <form> wraps it all) and a UTF-16 page: tests/fixtures/ingest.
        route("/aspnet.html",
              {{"headers", {{"Content-Type", "text/html; charset=utf-8"}}},
               {"bodyFile", lmars::test::fixturePath(QStringLiteral("ingest/aspnet-form-page.html")).toStdString()}});
        route("/utf16.html",
              {{"headers", {{"Content-Type", "text/html; charset=utf-16"}}},
               {"bodyFile", lmars::test::fixturePath(QStringLiteral("ingest/utf16le-bom.html")).toStdString()}});
        route("/plain.txt",
              {{"headers", {{"Content-Type", "text/plain; charset=utf-8"}}}, {"body", "Plain statute text."}});
        QString error;
        QVERIFY2(m_server.loadScenario(lmars::json::dump(Json{{"routes", routes}}), &error), qPrintable(error));
        QVERIFY(m_server.start());
    }

    void htmlDropsBoilerplateAndKeepsBlocks()
    {
        const auto page = PageReader().read(url("/boiler.html"));
        QVERIFY2(page.ok(), qPrintable(page.ok() ? QString() : page.error().toString()));
        QVERIFY(page->text.contains(QStringLiteral("Getting your deposit back")));
        QVERIFY(page->text.contains(QStringLiteral("within 21 days after the tenant moves out.")));
        // Block structure: the two paragraphs are not run together.
        QVERIFY(page->text.contains(QRegularExpression(QStringLiteral("moves out\\.\\s*\\n\\s*Deductions"))));
        for (const char* junk : {"SCRIPT-TEXT", "HEADER-TEXT", "NAV-HOME", "HIDDEN-TEXT", "INVISIBLE-TEXT",
                                 "ASIDE-TEXT", "FOOTER-TEXT", "color: red"})
            QVERIFY2(!page->text.contains(QLatin1String(junk)), junk);
    }

    void pdfKeepsPageNumbers()
    {
        const auto page = PageReader().read(url("/doc.pdf"));
        QVERIFY2(page.ok(), qPrintable(page.ok() ? QString() : page.error().toString()));
        QCOMPARE(page->pages, 2);
        const qsizetype p1 = page->text.indexOf(QStringLiteral("[Page 1]"));
        const qsizetype p2 = page->text.indexOf(QStringLiteral("[Page 2]"));
        QVERIFY(p1 >= 0 && p2 > p1);
        const qsizetype one = page->text.indexOf(QStringLiteral("notice period is thirty days"));
        const qsizetype two = page->text.indexOf(QStringLiteral("penalties for late return"));
        QVERIFY(one > p1 && one < p2);
        QVERIFY(two > p2);
    }

    void failuresGiveReasons()
    {
        PageReaderConfig quick;
        quick.timeoutMs = 500;
        quick.maxAttempts = 1;
        const PageReader reader(quick);

        auto r = reader.read(url("/missing"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().httpStatus, 404);

        r = reader.read(url("/slow"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Timeout);

        r = reader.read(url("/binary.bin"));
        QVERIFY(!r.ok());
        QVERIFY(r.error().summary.contains(QStringLiteral("application/octet-stream")));

        r = reader.read(url("/disguised.html"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::InvalidResponse);

        r = PageReader().read(url("/huge.txt"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::TooLarge);

        r = reader.read(QStringLiteral("ftp://example.org/file"));
        QVERIFY(!r.ok());
    }

    void malformedHtmlStillYieldsText()
    {
        const auto page = PageReader().read(url("/malformed.html"));
        QVERIFY2(page.ok(), qPrintable(page.ok() ? QString() : page.error().toString()));
        QVERIFY(page->text.contains(QStringLiteral("clause about leases")));
        QVERIFY(page->text.contains(QStringLiteral("cell")));
        QVERIFY(!page->text.contains(QStringLiteral("broken(")));
    }

    void formWrappedPageYieldsItsText()
    {
        const auto page = PageReader().read(url("/aspnet.html"));
        QVERIFY2(page.ok(), qPrintable(page.ok() ? QString() : page.error().toString()));
        QVERIFY2(page->text.contains(QStringLiteral("may not keep the security deposit for ordinary wear and tear")),
                 qPrintable(page->text));
        QVERIFY(page->text.contains(QStringLiteral("Slip Opinion No. 2024-Ohio-123")));
        for (const char* junk : {"__VIEWSTATE", "Clerk of Court", "All courts", "Session expired", "__doPostBack"})
            QVERIFY2(!page->text.contains(QLatin1String(junk)), junk);
    }

    void utf16PageDecodes()
    {
        const auto page = PageReader().read(url("/utf16.html"));
        QVERIFY2(page.ok(), qPrintable(page.ok() ? QString() : page.error().toString()));
        QCOMPARE(page->title, QStringLiteral("Opinion 2024-Ohio-123"));
        QVERIFY2(page->text.contains(QStringLiteral("café 中文")), qPrintable(page->text));
    }

    void plainTextIsKept()
    {
        const auto page = PageReader().read(url("/plain.txt"));
        QVERIFY(page.ok());
        QCOMPARE(page->text, QStringLiteral("Plain statute text."));
    }
};

QTEST_MAIN(PageReaderTest)
#include "PageReaderTest.moc"
