// SPDX-License-Identifier: GPL-3.0-or-later
// Ingestion of hostile and unusual files, on the hand-made fixtures of tests/fixtures/ingest
// (written by make_ingest_fixtures.py there): form-wrapped pages, UTF-16/32, a PDF after junk,
// a PDF that makes poppler report errors in a loop (stopped at the time limit), the memory bound.
#include "SharedData.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"
#include "parse/DocumentParser.h"
#include "parse/HtmlParser.h"
#include "parse/IsolatedCall.h"
#include "parse/PdfParser.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <thread>

#include <unistd.h>

using namespace lmars;
using parse::DocumentParser;
using parse::IsolatedCall;
using parse::IsolatedOutcome;
using parse::ParseLimits;

namespace {

const QString kOpinion = QStringLiteral("The court holds that the landlord may not keep the security deposit for "
                                        "ordinary wear and tear.");

QString fixture(const char* name)
{
    return test::fixturePath(QStringLiteral("ingest/") + QLatin1String(name));
}

QString parsedText(const QString& path, const ParseLimits& limits = {})
{
    const auto doc = DocumentParser::parse(path, limits);
    if (!doc)
        return QStringLiteral("ERROR: ") + doc.error().summary;
    return doc->text.simplified();
}

ParseLimits quickLimits(int timeoutMs)
{
    ParseLimits limits;
    limits.timeoutMs = timeoutMs;
    return limits;
}

} // namespace

class IngestRobustnessTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aspNetFormPageKeepsItsText()
    {
        const auto doc = DocumentParser::parse(fixture("aspnet-form-page.html"));
        QVERIFY2(doc.ok(), qPrintable(doc.ok() ? QString() : doc.error().summary));
        const QString text = doc->text.simplified();
        QVERIFY2(text.contains(kOpinion), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Slip Opinion No. 2024-Ohio-123. Decided March 5, 2024.")));
        QCOMPARE(doc->title, QStringLiteral("Supreme Court of Ohio - Opinion 2024-Ohio-123"));
        QVERIFY(doc->sections.constLast().headingPath.contains(QStringLiteral("Industrial Commission")));
        // Navigation, form controls, scripts, styles, hidden panels and the footer stay out.
        for (const char* junk : {"__VIEWSTATE", "wEPDw", "Clerk of Court", "Rules of Practice", "All courts",
                                 "Session expired", "__doPostBack", "WebForm_AutoFocus", "font-family", "Copyright"})
            QVERIFY2(!text.contains(QLatin1String(junk)), junk);
    }

    void containersThatWrapThePageAreKept()
    {
        // Templates that put the whole page inside a landmark meant for navigation or a banner.
        const QByteArray wrapped =
            "<html><body><div role=\"navigation\"><div class=\"menu\"><a href=\"/\">Home</a></div>"
            "<main><p>Wrapped opinion text that must be indexed.</p></main></div>"
            "<header><p>Header wrapping the ruling: the appeal is dismissed for want of "
            "jurisdiction, and the costs follow the event in the usual way.</p></header>"
            "</body></html>";
        const QString text = parse::HtmlParser::parse(wrapped, QStringLiteral("t")).text;
        QVERIFY2(text.contains(QStringLiteral("Wrapped opinion text that must be indexed.")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("the appeal is dismissed")), qPrintable(text));
        // Real furniture beside the content is still dropped.
        const QByteArray beside = "<html><body><nav><a href=\"/\">NAV-HOME</a></nav><header>BANNER</header>"
                                  "<div role=\"complementary\">SIDEBAR</div><main><p>Only this is the page, and it "
                                  "is long enough to be the main text.</p></main><footer>FOOTER</footer></body></html>";
        const QString kept = parse::HtmlParser::parse(beside, QStringLiteral("t")).text;
        QVERIFY(kept.contains(QStringLiteral("Only this is the page")));
        for (const char* junk : {"NAV-HOME", "BANNER", "SIDEBAR", "FOOTER"})
            QVERIFY2(!kept.contains(QLatin1String(junk)), junk);
    }

    void wideEncodingsDecode_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("utf-16le html with bom") << fixture("utf16le-bom.html") << QStringLiteral("café 中文 😀");
        QTest::newRow("utf-16be html without bom") << fixture("utf16be-nobom.html") << QStringLiteral("café 中文 😀");
        QTest::newRow("utf-32le html with bom") << fixture("utf32le-bom.html") << QStringLiteral("§ 1950.5 — café");
        QTest::newRow("utf-32be text without bom") << fixture("utf32be-nobom.txt") << QStringLiteral("§ café 中文");
        QTest::newRow("utf-16le text without bom") << fixture("utf16le-nobom.txt") << QStringLiteral("§ café");
        QTest::newRow("declared iso-8859-1") << fixture("latin1-declared.html") << QStringLiteral("§ 1950.5 - café");
    }

    void wideEncodingsDecode()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const auto doc = DocumentParser::parse(file);
        QVERIFY2(doc.ok(), qPrintable(doc.ok() ? QString() : doc.error().summary));
        const QString text = doc->text.simplified();
        QVERIFY2(text.contains(kOpinion), qPrintable(text));
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY(!text.contains(QChar(0xFFFD)));
        if (file.endsWith(QLatin1String(".html")))
            QCOMPARE(doc->title, QStringLiteral("Opinion 2024-Ohio-123"));
    }

    void binaryIsStillRefused()
    {
        QTemporaryDir dir;
        QByteArray binary(4096, '\0');
        for (int i = 0; i < binary.size(); ++i)
            binary[i] = char((i * 37) % 256);
        for (const char* name : {"disguised.txt", "disguised.html"}) {
            QFile f(dir.filePath(QLatin1String(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(binary);
            f.close();
            const auto doc = DocumentParser::parse(f.fileName());
            QVERIFY(!doc.ok());
            QVERIFY2(doc.error().summary.contains(QStringLiteral("binary")), qPrintable(doc.error().summary));
        }
    }

    void pdfAfterLeadingJunkIsRead()
    {
        const QString text = parsedText(fixture("leading-junk.pdf"));
        QVERIFY2(text.contains(QStringLiteral("Leading junk before the header.")), qPrintable(text));
        // The header must start within the first 1024 bytes, as in PDF readers.
        QFile pdf(fixture("leading-junk.pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QTemporaryDir dir;
        QFile late(dir.filePath(QStringLiteral("late.pdf")));
        QVERIFY(late.open(QIODevice::WriteOnly));
        late.write(QByteArray(DocumentParser::kPdfHeaderWindow, ' ') + pdf.readAll());
        late.close();
        const auto rejected = DocumentParser::parse(late.fileName());
        QVERIFY(!rejected.ok());
        QVERIFY(rejected.error().summary.contains(QStringLiteral("not a PDF")));
    }

    void popplerErrorsAreCountedNotPrinted()
    {
        const auto doc = DocumentParser::parse(fixture("reported-errors.pdf"));
        QVERIFY2(doc.ok(), qPrintable(doc.ok() ? QString() : doc.error().summary));
        QVERIFY(doc->text.contains(QStringLiteral("A readable page with bad operators after it.")));
        QVERIFY2(doc->notes.startsWith(QStringLiteral("The PDF reader reported 3 error(s); the first: ")),
                 qPrintable(doc->notes));
        QVERIFY(doc->notes.contains(QStringLiteral("Unknown operator 'lmarsbogus'")));
        // A clean PDF reports nothing.
        const auto clean = DocumentParser::parse(fixture("leading-junk.pdf"));
        QVERIFY(clean.ok());
        QVERIFY2(clean->notes.isEmpty(), qPrintable(clean->notes));
    }

    void errorLoopPdfIsStoppedAtTheTimeLimit()
    {
        QElapsedTimer timer;
        timer.start();
        const auto doc = DocumentParser::parse(fixture("error-loop.pdf"), quickLimits(1500));
        const qint64 elapsed = timer.elapsed();
        QVERIFY(!doc.ok());
        QCOMPARE(doc.error().kind, ErrorKind::Timeout);
        const QString reason = doc.error().summary;
        QVERIFY2(reason.startsWith(QStringLiteral("Reading the PDF took longer than 1.5 s, so it was stopped.")),
                 qPrintable(reason));
        QVERIFY2(reason.contains(QStringLiteral("Unknown operator 'lmarsbogus'")), qPrintable(reason));
        QVERIFY2(elapsed < 1500 + 3000, qPrintable(QString::number(elapsed)));
    }

    void cancellingStopsTheReader()
    {
        CancelToken cancel;
        std::thread canceller([cancel] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel.cancel();
        });
        const auto doc = DocumentParser::parse(fixture("error-loop.pdf"), ParseLimits(), cancel);
        canceller.join();
        QVERIFY(!doc.ok());
        QCOMPARE(doc.error().kind, ErrorKind::Cancelled);
    }

    void isolatedCallReportsHowTheChildEnded()
    {
        auto ok = IsolatedCall::run(
            [] {
                QByteArray out(300000, 'x'); // more than a pipe holds
                out.append("end");
                return out;
            },
            10000, 256LL << 20);
        QCOMPARE(ok.end, IsolatedOutcome::End::Finished);
        QCOMPARE(ok.output.size(), 300003);
        QVERIFY(ok.output.endsWith("end"));

        auto noisy = IsolatedCall::run(
            [] {
                for (int i = 0; i < 20000; ++i) {
                    const QByteArray line = "error " + QByteArray::number(i) + "\n";
                    (void)!::write(STDERR_FILENO, line.constData(), size_t(line.size()));
                }
                return QByteArray("done");
            },
            10000, 256LL << 20);
        QCOMPARE(noisy.end, IsolatedOutcome::End::Finished);
        QCOMPARE(noisy.stderrLines, 20000);
        QCOMPARE(noisy.firstStderrLines,
                 (QStringList{QStringLiteral("error 0"), QStringLiteral("error 1"), QStringLiteral("error 2")}));

        auto crash = IsolatedCall::run(
            [] {
                std::raise(SIGSEGV);
                return QByteArray("not reached");
            },
            10000, 256LL << 20);
        QCOMPARE(crash.end, IsolatedOutcome::End::Crashed);
        QCOMPARE(crash.signal, SIGSEGV);

        auto slow = IsolatedCall::run(
            [] {
                for (int i = 0; i < 100000; ++i) // far longer than the limit
                    std::this_thread::sleep_for(std::chrono::milliseconds(50));
                return QByteArray("late");
            },
            400, 256LL << 20);
        QCOMPARE(slow.end, IsolatedOutcome::End::TimedOut);
        QVERIFY(slow.output.isEmpty());
    }

    void memoryBoundStopsTheChild()
    {
        auto greedy = IsolatedCall::run(
            [] {
                QList<QByteArray> blocks;
                for (int i = 0; i < 64; ++i)
                    blocks << QByteArray(64 << 20, 'x'); // 4 GB in all, each block touched
                return QByteArray::number(blocks.size());
            },
            20000, 256LL << 20);
        QCOMPARE(greedy.end, IsolatedOutcome::End::OutOfMemory);
        QVERIFY(greedy.firstStderrLines.join(QLatin1Char('\n')).contains(QStringLiteral("out of memory")));
    }

    void aRunGoesOnPastAStoppedFile()
    {
        QTemporaryDir dir;
        for (const char* name : {"error-loop.pdf", "aspnet-form-page.html", "reported-errors.pdf"})
            QVERIFY(QFile::copy(fixture(name), dir.filePath(QLatin1String(name))));
        auto db = store::LibraryStore::open(dir.filePath(QStringLiteral("lib.sqlite")));
        QVERIFY(db.ok());
        library::LibrarySync sync(db.value().get());
        sync.setParseLimits(quickLimits(1000));
        QStringList failed;
        sync.setErrorCallback([&](const QString& path, const QString&) { failed << path; });
        const auto summary = sync.syncFolder(dir.path());
        QVERIFY2(summary.ok(), qPrintable(summary.ok() ? QString() : summary.error().toString()));
        QCOMPARE(summary->indexed, 2);
        QCOMPARE(summary->failed, 1);
        QCOMPARE(failed, QStringList{dir.filePath(QStringLiteral("error-loop.pdf"))});
        const auto loop = db.value()->document(dir.filePath(QStringLiteral("error-loop.pdf")));
        QVERIFY(loop.ok() && loop.value().has_value());
        QCOMPARE(loop.value()->status, QStringLiteral("error"));
        QVERIFY2(loop.value()->error.startsWith(QStringLiteral("Reading the PDF took longer than 1 s")),
                 qPrintable(loop.value()->error));
        // The readable PDF is indexed, and what poppler reported stays with it.
        const auto noisy = db.value()->document(dir.filePath(QStringLiteral("reported-errors.pdf")));
        QVERIFY(noisy.ok() && noisy.value().has_value());
        QCOMPARE(noisy.value()->status, QStringLiteral("indexed"));
        QVERIFY2(noisy.value()->error.startsWith(QStringLiteral("The PDF reader reported 3 error(s)")),
                 qPrintable(noisy.value()->error));
    }
};

QTEST_GUILESS_MAIN(IngestRobustnessTest)
#include "IngestRobustnessTest.moc"
