// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/SessionExporter.h"
#include "model/ResearchState.h"
#include "web/PdfExporter.h"

#include <QApplication>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;

namespace {

model::ResearchState sessionState()
{
    model::ResearchState s;
    s.id = QStringLiteral("pdf-1");
    s.question = QStringLiteral("Must a landlord return a security deposit?");
    s.status = lmars::model::RunStatus::Finished;
    s.followUps = {{QStringLiteral("Which state are you in?"), QString(), QStringLiteral("California")}};
    model::SearchResult r;
    r.id = QStringLiteral("web:1");
    r.title = QStringLiteral("California Civil Code section 1950.5");
    r.url = QStringLiteral("https://leginfo.legislature.ca.gov/faces/codes.xhtml");
    r.authority = model::AuthorityTier::Primary;
    s.sources << r;
    s.answer.markdown = QStringLiteral("Yes. The deposit must be returned within twenty-one days [1].");
    s.settings.model = QStringLiteral("test-model");
    return s;
}

QString pdfText(const QString& path)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    if (!p.waitForFinished(30000))
        return {};
    return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}

} // namespace

class PdfExportTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext is missing: scripts/install-deps.sh installs poppler-utils");
    }

    void exportsSessionAsPdfWithText()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("answer.pdf"));
        ui::PdfExporter exporter;
        QSignalSpy finished(&exporter, &ui::PdfExporter::finished);
        QVERIFY(exporter.exportSession(sessionState(), path));
        QVERIFY(!exporter.exportSession(sessionState(), path)); // one at a time
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY(finished.at(0).at(0).toBool());
        QCOMPARE(finished.at(0).at(1).toString(), path);
        QVERIFY(QFileInfo(path).size() > 1000);
        const QString text = pdfText(path);
        QVERIFY2(text.contains(QLatin1String("Must a landlord return a security deposit?")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("Which state are you in?")));
        QVERIFY(text.contains(QLatin1String("returned within twenty-one days [1]")));
        QVERIFY(text.contains(QLatin1String("Sources")));
        QVERIFY(text.contains(QLatin1String("California Civil Code section 1950.5")));
        QVERIFY(text.contains(QLatin1String("test-model")));
    }

    void pdfListsTheCitationCheck()
    {
        model::ResearchState s = sessionState();
        s.answer.markdown = QStringLiteral("Tenants may sue under 42 U.S.C. § 1983 [1], as in Smith v. Jones, 123 F.3d "
                                           "456 (9th Cir. 1999) [1].");
        s.verification.present = true;
        s.verification.finished = true;
        model::VerifiedCitation statute;
        statute.citation.kind = model::CitationKind::Statute;
        statute.citation.text = QStringLiteral("42 U.S.C. § 1983");
        statute.citation.start = int(s.answer.markdown.indexOf(statute.citation.text));
        statute.citation.end = statute.citation.start + int(statute.citation.text.size());
        statute.check.status = model::CitationStatus::Verified;
        statute.check.reason = QStringLiteral("Found at the official U.S. Code.");
        statute.link = QStringLiteral("https://uscode.house.gov/view.xhtml?req=42+USC+1983");
        model::VerifiedCitation mismatch;
        mismatch.citation.text = QStringLiteral("Smith v. Jones, 123 F.3d 456 (9th Cir. 1999)");
        mismatch.citation.start = int(s.answer.markdown.indexOf(mismatch.citation.text));
        mismatch.citation.end = mismatch.citation.start + int(mismatch.citation.text.size());
        mismatch.check.status = model::CitationStatus::Mismatch;
        mismatch.check.reason = QStringLiteral("This citation is Brown v. Board, not Smith v. Jones.");
        mismatch.link = QStringLiteral("https://www.courtlistener.com/opinion/1/brown/");
        s.verification.citations << statute << mismatch;

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("checked.pdf"));
        ui::PdfExporter exporter;
        QSignalSpy finished(&exporter, &ui::PdfExporter::finished);
        QVERIFY(exporter.exportSession(s, path));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY(finished.at(0).at(0).toBool());
        const QString text = pdfText(path);
        const int section = int(text.indexOf(QLatin1String("Citation check")));
        QVERIFY2(section > 0, qPrintable(text));
        const QString check = text.mid(section);
        // Flagged first, each with its status, reason and link.
        QVERIFY2(check.indexOf(QLatin1String("mismatch Smith v. Jones")) <
                     check.indexOf(QLatin1String("verified 42 U.S.C.")),
                 qPrintable(check));
        QVERIFY(check.contains(QLatin1String("This citation is Brown v. Board, not Smith v. Jones.")));
        QVERIFY(check.contains(QLatin1String("https://www.courtlistener.com/opinion/1/brown/")));
        QVERIFY(check.contains(QLatin1String("uscode.house.gov")));
    }

    void sessionExporterWritesMarkdownAndJson()
    {
        QTemporaryDir dir;
        store::BackendConfig backends;
        backends.sessionDatabasePath = dir.filePath(QStringLiteral("sessions.sqlite"));
        backends.libraryPath = dir.filePath(QStringLiteral("library.sqlite"));
        ui::SessionExporter exporter(backends);
        QSignalSpy finished(&exporter, &ui::SessionExporter::finished);
        exporter.exportState(sessionState(), exporting::ExportFormat::Markdown, dir.filePath(QStringLiteral("a.md")));
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(finished.at(0).at(0).toBool());
        exporter.exportState(sessionState(), exporting::ExportFormat::Json, dir.filePath(QStringLiteral("a.json")));
        QTRY_COMPARE(finished.count(), 2);
        QVERIFY(finished.at(1).at(0).toBool());
        exporter.exportSession(QStringLiteral("missing"), exporting::ExportFormat::Json,
                               dir.filePath(QStringLiteral("b.json")));
        QTRY_COMPARE(finished.count(), 3);
        QVERIFY(!finished.at(2).at(0).toBool());
    }
};

int main(int argc, char** argv)
{
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    PdfExportTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "PdfExportTest.moc"
