// SPDX-License-Identifier: GPL-3.0-or-later
// A session as a Word document: what it says (read back with an independent reader), with markers or
// footnotes, and LibreOffice's reading of it when LibreOffice is installed.
#include "export/AnswerDocx.h"
#include "DocxPackageReader.h"
#include "ExportSampleState.h"
#include "SharedData.h"
#include "export/SourceCitation.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using exporting::AnswerDocx;
using exporting::DocxCitations;

namespace {

QMap<QString, QByteArray> partsOf(const model::ResearchState& state, DocxCitations citations)
{
    const Result<QByteArray> bytes = AnswerDocx::build(state, citations).package();
    return bytes ? test::unzipPackage(bytes.value()) : QMap<QString, QByteArray>();
}

} // namespace

class AnswerDocxTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withMarkersTheDocumentSaysEverything()
    {
        const model::ResearchState state = test::exportSampleState();
        const QMap<QString, QByteArray> parts = partsOf(state, DocxCitations::Markers);
        const QByteArray document = parts.value(QStringLiteral("word/document.xml"));
        QVERIFY(!document.isEmpty());
        const QString text = test::wordText(document);
        QVERIFY2(text.startsWith(state.question + QLatin1Char('\n')), qPrintable(text.left(200)));
        QVERIFY2(text.contains(QStringLiteral(
                     "violates the Equal Protection Clause [1]. Federal funding also forbids it [2, 3].")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("[unverified citation 9]")));
        QVERIFY(text.contains(QStringLiteral("Warning: the answer cited source number(s) 9")));
        // Sources: full citations, dates, authority, as-of date and links.
        QVERIFY(text.contains(QStringLiteral("Brown v. Board of Education, 347 U.S. 483 (SCOTUS 1954)")));
        QVERIFY(text.contains(QStringLiteral("42 U.S.C. 2000d Prohibition against exclusion from participation")));
        QVERIFY(text.contains(QStringLiteral("Date: 1954-05-17")));
        QVERIFY(text.contains(QStringLiteral("Authority: ")));
        QVERIFY(text.contains(QStringLiteral("Searched as of: 2024-05-01 (the date you chose)")));
        QVERIFY(text.contains(QStringLiteral("memo.pdf, page 3")));
        // The citation check, the disclaimer and the settings, never the secret.
        QVERIFY(text.contains(QStringLiteral("Citation check")));
        QVERIFY(text.contains(QStringLiteral("347 U.S. 483")));
        QVERIFY(text.contains(QStringLiteral("This is legal information, not legal advice.")));
        QVERIFY(text.contains(QStringLiteral("gpt-test")));
        QVERIFY(text.contains(state.id));
        for (auto it = parts.begin(); it != parts.end(); ++it)
            QVERIFY2(!it.value().contains("sk-SECRET"), qPrintable(it.key()));

        // Structure: sections are heading 1, the answer's "##" a heading 2, the quotation in Quote, lists.
        const QStringList styles = test::attributeValues(document, QStringLiteral("w:pStyle"), QStringLiteral("w:val"));
        QCOMPARE(styles.first(), QStringLiteral("Title"));
        QVERIFY(styles.count(QStringLiteral("Heading1")) >=
                5); // Answer, Sources, Citation check, Disclaimer, Run settings
        QVERIFY(styles.contains(QStringLiteral("Heading2")));
        QVERIFY(styles.contains(QStringLiteral("Quote")));
        QVERIFY(styles.count(QStringLiteral("ListParagraph")) >= 2 + state.sources.size());
        QVERIFY(document.contains("<w:tbl>"));
        QCOMPARE(test::attributeValues(document, QStringLiteral("w:footnoteReference"), QStringLiteral("w:id")).size(),
                 0);
        // Every source with a web address is a working link.
        const QByteArray rels = parts.value(QStringLiteral("word/_rels/document.xml.rels"));
        QVERIFY(rels.contains("https://example.org/brown-at-70?a=1&amp;b=2"));
    }

    void withFootnotesEachCitationIsAWordFootnote()
    {
        const model::ResearchState state = test::exportSampleState();
        const QMap<QString, QByteArray> parts = partsOf(state, DocxCitations::Footnotes);
        const QByteArray document = parts.value(QStringLiteral("word/document.xml"));
        const QByteArray footnotes = parts.value(QStringLiteral("word/footnotes.xml"));
        const QString text = test::wordText(document);
        QVERIFY2(
            text.contains(QStringLiteral("violates the Equal Protection Clause. Federal funding also forbids it.")),
            qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("[1]")));
        QVERIFY(text.contains(QStringLiteral("[unverified citation 9]"))); // a number with no source stays a warning
        // [1] [2, 3] [1] [2] [4] [5] [6] [7]: eight notes ([2, 3] is one), numbered from 1, each defined once.
        const QStringList refs =
            test::attributeValues(document, QStringLiteral("w:footnoteReference"), QStringLiteral("w:id"));
        QCOMPARE(refs.size(), 8);
        QStringList defined = test::attributeValues(footnotes, QStringLiteral("w:footnote"), QStringLiteral("w:id"));
        defined.removeAll(QStringLiteral("-1"));
        defined.removeAll(QStringLiteral("0"));
        QCOMPARE(defined, refs);
        const QString notes = test::wordText(footnotes);
        QVERIFY2(
            notes.contains(QStringLiteral("Brown v. Board of Education, 347 U.S. 483 (SCOTUS 1954). "
                                          "https://www.courtlistener.com/opinion/105221/brown-v-board-of-education/")),
            qPrintable(notes));
        QVERIFY2(notes.contains(QStringLiteral("42 U.S.C. 2000d Prohibition against exclusion from participation. "
                                               "https://www.govinfo.gov/link/uscode/42/2000d; 34 CFR 100.3 "
                                               "Discrimination prohibited.")),
                 qPrintable(notes)); // [2, 3]: one note, both sources
        QVERIFY(notes.contains(QStringLiteral("Memo on school policy, p. 3. memo.pdf, page 3")));
    }

    void evidenceSessionListsSourcesWithoutAnswer()
    {
        model::ResearchState state = test::exportSampleState();
        state.mode = model::ResearchMode::Evidence;
        state.answer = {};
        const QString text =
            test::wordText(partsOf(state, DocxCitations::Markers).value(QStringLiteral("word/document.xml")));
        QVERIFY(text.contains(QStringLiteral("Evidence only")));
        QVERIFY(!text.contains(QStringLiteral("Citation check")));
        QVERIFY(text.contains(QStringLiteral("Brown v. Board of Education, 347 U.S. 483")));
    }

    /// LibreOffice opens the file without repair and reads the same text (headless conversion to text).
    void libreOfficeReadsTheSameText()
    {
        const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        if (soffice.isEmpty()) {
            // CI installs it (scripts/install-deps.sh): there a missing reader is a failure, not a skip.
            if (test::sharedDataRequired())
                QFAIL("soffice (LibreOffice Writer, Debian package libreoffice-writer-nogui) is not installed");
            QSKIP("soffice (LibreOffice Writer, Debian package libreoffice-writer-nogui) is not installed");
        }
        QTemporaryDir dir;
        const model::ResearchState state = test::exportSampleState();
        const QString markers = dir.filePath(QStringLiteral("markers.docx"));
        const QString footnotes = dir.filePath(QStringLiteral("footnotes.docx"));
        QVERIFY(AnswerDocx::build(state, DocxCitations::Markers).save(markers).ok());
        QVERIFY(AnswerDocx::build(state, DocxCitations::Footnotes).save(footnotes).ok());
        QProcess process;
        process.setWorkingDirectory(dir.path());
        // A profile of its own, so that no other LibreOffice (or a test run beside this one) holds it.
        process.start(soffice,
                      {QStringLiteral("-env:UserInstallation=file://") + dir.filePath(QStringLiteral("profile")),
                       QStringLiteral("--headless"), QStringLiteral("--convert-to"),
                       QStringLiteral("txt:Text (encoded):UTF8"), QStringLiteral("--outdir"), dir.path(), markers,
                       footnotes});
        QElapsedTimer timer;
        timer.start();
        QVERIFY(process.waitForFinished(120000));
        qInfo("LibreOffice converted two documents in %lld ms", static_cast<long long>(timer.elapsed()));
        QCOMPARE(process.exitCode(), 0);
        const auto read = [&dir](const QString& name) {
            QFile file(dir.filePath(name));
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        const QString text = QString::fromUtf8(read(QStringLiteral("markers.txt")));
        QVERIFY2(!text.isEmpty(), qPrintable(QString::fromUtf8(process.readAllStandardError())));
        const QString ours = test::wordText(
            test::unzipPackage(read(QStringLiteral("markers.docx"))).value(QStringLiteral("word/document.xml")));
        // Every paragraph of the body as our reader sees it is a line LibreOffice read (list numbers are
        // LibreOffice's own additions, so lines are compared by containment).
        int compared = 0;
        for (const QString& line : ours.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            QVERIFY2(text.contains(line.trimmed()),
                     qPrintable(QStringLiteral("LibreOffice lost: ") + line + QStringLiteral("\n---\n") + text));
            ++compared;
        }
        QVERIFY(compared > 20);
        QVERIFY(text.contains(QStringLiteral("Brown v. Board of Education, 347 U.S. 483 (SCOTUS 1954)")));

        // With footnotes, LibreOffice reads the body with its own footnote numbers in place of the markers...
        const QString noted = QString::fromUtf8(read(QStringLiteral("footnotes.txt")));
        QVERIFY2(
            noted.contains(QStringLiteral("violates the Equal Protection Clause1. Federal funding also forbids it2.")),
            qPrintable(noted));
        // ...and the notes themselves, which its text export leaves out but its HTML export keeps.
        process.start(soffice,
                      {QStringLiteral("-env:UserInstallation=file://") + dir.filePath(QStringLiteral("profile")),
                       QStringLiteral("--headless"), QStringLiteral("--convert-to"), QStringLiteral("html"),
                       QStringLiteral("--outdir"), dir.path(), footnotes});
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitCode(), 0);
        // LibreOffice wraps the HTML's lines: compared with runs of white space made one space.
        const QString html = QString::fromUtf8(read(QStringLiteral("footnotes.html"))).simplified();
        QVERIFY2(html.contains(QStringLiteral("sdfootnote8")), qPrintable(html.right(3000)));
        QVERIFY2(html.contains(QStringLiteral("34 CFR 100.3 Discrimination prohibited.")),
                 qPrintable(html.right(3000)));
        QVERIFY(html.contains(QStringLiteral("Memo on school policy, p. 3.")));
    }
};

QTEST_GUILESS_MAIN(AnswerDocxTest)
#include "AnswerDocxTest.moc"
