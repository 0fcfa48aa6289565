// SPDX-License-Identifier: GPL-3.0-or-later
// lmars-cli export: every format from a stored session, named like the window's export without --out, PDF
// without a display, and exit 2 with a message for an unknown format, session or ambiguous prefix.
#include "../export/DocxPackageReader.h"
#include "../export/ExportSampleState.h"
#include "CliRunner.h"
#include "sessions/SessionStore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <poppler-qt6.h>

using namespace lmars;

namespace {

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class ExportCliTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    QProcessEnvironment m_env;
    QString m_id;

    test::CliRun run(const QStringList& args, const QString& dir = {})
    {
        return test::runCli(QStringList{QStringLiteral("export")} + args, m_env, dir.isEmpty() ? m_home.path() : dir,
                            60000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        m_env = test::cliEnvironment(m_home.path(), nullptr, QStringLiteral("export"), false);
        const model::ResearchState state = test::exportSampleState();
        m_id = state.id;
        auto store = store::SessionStore::open(m_home.filePath(QStringLiteral("data/sessions.sqlite")));
        QVERIFY(store.ok());
        QVERIFY(store.value()->createSession(state.id, state.question, state.mode, state.toJson()).ok());
        QVERIFY(store.value()->saveTrajectory(state.id, state.toJson()).ok());
        QVERIFY(store.value()->rename(state.id, QStringLiteral("Segregation memo")).ok());
        // A second session whose id shares the first eight characters.
        model::ResearchState other = state;
        other.id = QStringLiteral("c0ffee00-9999-2222-3333-444455556666");
        QVERIFY(store.value()->createSession(other.id, other.question, other.mode, other.toJson()).ok());
    }

    void wordWithFootnotes()
    {
        const QString out = m_home.filePath(QStringLiteral("memo.docx"));
        const test::CliRun r = run({m_id, QStringLiteral("--format"), QStringLiteral("docx"), QStringLiteral("--out"),
                                    out, QStringLiteral("--footnotes")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("memo.docx")));
        const QMap<QString, QByteArray> parts = test::unzipPackage(readFile(out));
        const QString text = test::wordText(parts.value(QStringLiteral("word/document.xml")));
        QVERIFY(text.contains(QStringLiteral("Can a public school segregate students by race?")));
        QVERIFY(test::wordText(parts.value(QStringLiteral("word/footnotes.xml")))
                    .contains(QStringLiteral("Brown v. Board of Education, 347 U.S. 483 (SCOTUS 1954).")));
        for (const QByteArray& part : parts)
            QVERIFY(!part.contains("sk-SECRET"));
    }

    void textFormatsByNameAndByEnding()
    {
        const QString csl = m_home.filePath(QStringLiteral("sources.csl.json"));
        QCOMPARE(run({m_id.left(12), QStringLiteral("--out"), csl}).exitCode, 0); // the ending names the format
        const nlohmann::json items = nlohmann::json::parse(readFile(csl).toStdString(), nullptr, false);
        QVERIFY(items.is_array());
        QCOMPARE(items.size(), std::size_t(7));
        QCOMPARE(QString::fromStdString(items.at(0).value("type", std::string())), QStringLiteral("legal_case"));

        const QString ris = m_home.filePath(QStringLiteral("sources.ris"));
        QCOMPARE(run({m_id, QStringLiteral("--format"), QStringLiteral("ris"), QStringLiteral("--out"), ris}).exitCode,
                 0);
        QVERIFY(readFile(ris).startsWith("TY  - CASE\r\n"));

        const QString md = m_home.filePath(QStringLiteral("record.md"));
        QCOMPARE(run({m_id, QStringLiteral("--format"), QStringLiteral("md"), QStringLiteral("--out"), md}).exitCode,
                 0);
        QVERIFY(readFile(md).startsWith("# Can a public school segregate students by race?"));

        const QString html = m_home.filePath(QStringLiteral("record.html"));
        QCOMPARE(
            run({m_id, QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("--out"), html}).exitCode, 0);
        QVERIFY(readFile(html).contains("<!DOCTYPE html>") || readFile(html).contains("<!doctype html>"));

        const QString json = m_home.filePath(QStringLiteral("trajectory.json"));
        QCOMPARE(
            run({m_id, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--out"), json}).exitCode, 0);
        const nlohmann::json trajectory = nlohmann::json::parse(readFile(json).toStdString(), nullptr, false);
        QCOMPARE(QString::fromStdString(trajectory.value("id", std::string())), m_id);
        QVERIFY(!readFile(json).contains("sk-SECRET"));
    }

    void pdfWithoutADisplayNamedFromTheTitle()
    {
        const QString dir = m_home.filePath(QStringLiteral("cwd"));
        QVERIFY(QDir().mkpath(dir));
        QVERIFY(!m_env.contains(QStringLiteral("DISPLAY")) && !m_env.contains(QStringLiteral("QT_QPA_PLATFORM")));
        const test::CliRun r = run({m_id, QStringLiteral("--format"), QStringLiteral("pdf")}, dir);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString path = QDir(dir).filePath(QStringLiteral("Segregation memo 2025-03-01.pdf"));
        QVERIFY2(QFile::exists(path), qPrintable(QDir(dir).entryList().join(QLatin1Char(','))));
        const std::unique_ptr<Poppler::Document> pdf = Poppler::Document::load(path);
        QVERIFY(pdf && !pdf->isLocked());
        QVERIFY(pdf->numPages() >= 1);
        QString text;
        for (int i = 0; i < pdf->numPages(); ++i)
            text += pdf->page(i)->text(QRectF());
        text = text.simplified();
        QVERIFY2(text.contains(QStringLiteral("Can a public school segregate students by race?")),
                 qPrintable(text.left(400)));
        QVERIFY2(text.contains(QStringLiteral("Brown v. Bd. of Educ.")), qPrintable(text)); // the source, Bluebook form
        QVERIFY(!text.contains(QStringLiteral("sk-SECRET")));
    }

    void documentCheckAsWord()
    {
        const QString memo = m_home.filePath(QStringLiteral("memo.txt"));
        QFile file(memo);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("The court relied on Brown v. Board of Education, 347 U.S. 483 (1954), and 42 U.S.C. § 1983.\n");
        file.close();
        const QString out = m_home.filePath(QStringLiteral("memo-citations.docx"));
        const test::CliRun r =
            test::runCli({QStringLiteral("verify"), memo, QStringLiteral("--offline"), QStringLiteral("--out"), out},
                         m_env, m_home.path(), 60000);
        QVERIFY2(r.exitCode == 0 || r.exitCode == 5, qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("memo-citations.docx")));
        const QMap<QString, QByteArray> parts = test::unzipPackage(readFile(out));
        const QByteArray document = parts.value(QStringLiteral("word/document.xml"));
        const QString text = test::wordText(document);
        QVERIFY2(text.startsWith(QStringLiteral("Citation check: memo.txt")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("347 U.S. 483")));
        QVERIFY(text.contains(QStringLiteral("1983")));
        QVERIFY(document.contains("<w:tbl>")); // every citation is a row of the table
        QVERIFY(test::attributeValues(document, QStringLiteral("w:pStyle"), QStringLiteral("w:val"))
                    .contains(QStringLiteral("Heading1")));

        const test::CliRun bad = test::runCli({QStringLiteral("verify"), memo, QStringLiteral("--offline"),
                                               QStringLiteral("--out"), m_home.filePath(QStringLiteral("x.odt"))},
                                              m_env, m_home.path(), 60000);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QStringLiteral(".docx")));
    }

    void mistakesExitTwoWithAMessage()
    {
        test::CliRun r = run({m_id, QStringLiteral("--format"), QStringLiteral("odt")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("unknown format \"odt\"")), qPrintable(r.err));

        r = run({QStringLiteral("deadbeef-0000"), QStringLiteral("--format"), QStringLiteral("md")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("deadbeef-0000")), qPrintable(r.err));

        r = run({QStringLiteral("c0ffee00"), QStringLiteral("--format"), QStringLiteral("md")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("ambiguous")) && r.err.contains(m_id) &&
                     r.err.contains(QStringLiteral("c0ffee00-9999-2222-3333-444455556666")),
                 qPrintable(r.err));

        r = run({m_id});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--format")));

        r = run({m_id, QStringLiteral("--format"), QStringLiteral("md"), QStringLiteral("--out"),
                 m_home.filePath(QStringLiteral("no/such/folder/x.md"))});
        QVERIFY(r.exitCode != 0);
        QVERIFY(r.err.contains(QStringLiteral("Cannot write")));
    }
};

QTEST_GUILESS_MAIN(ExportCliTest)
#include "ExportCliTest.moc"
