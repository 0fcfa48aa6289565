// SPDX-License-Identifier: GPL-3.0-or-later
// File → Export and history's Export through ExportPrompt: the save dialog opens without a nested
// event loop, offers the asked format first, and the file chosen in it is written in that format
// (the open session) or in the format its name asks for (a session from history, loaded from the
// session database); the status message names the file, or says why nothing was written.
#include "export/ExportPrompt.h"
#include "../export/DocxPackageReader.h"
#include "UiTestSupport.h"
#include "export/SessionExport.h"
#include "model/ResearchState.h"
#include "sessions/SessionStore.h"
#include "settings/Settings.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWidget>

using namespace lmars;
using Format = exporting::ExportFormat;

namespace {

model::ResearchState answeredState()
{
    model::ResearchState state;
    state.id = QStringLiteral("export-prompt-session");
    state.question = QStringLiteral("How long may a landlord keep a security deposit?");
    state.status = model::RunStatus::Finished;
    state.startedAt = QDateTime(QDate(2026, 11, 20), QTime(9, 30), Qt::UTC);
    state.finishedAt = state.startedAt.addSecs(42);
    state.answer.markdown = QStringLiteral("Twenty-one days after the tenant moves out.");
    return state;
}

QString readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class ExportPromptTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QWidget m_window;

    /// The save dialog the prompt opened (it is modal to the window, not to the event loop).
    QFileDialog* openDialog()
    {
        QFileDialog* dialog = nullptr;
        if (!QTest::qWaitFor(
                [&] {
                    dialog = m_window.findChild<QFileDialog*>(QStringLiteral("exportDialog"));
                    return dialog && dialog->isVisible();
                },
                10000))
            return nullptr;
        return dialog;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window.show();
    }

    void formatFollowsTheFileName()
    {
        QCOMPARE(ui::ExportPrompt::formatOfPath(QStringLiteral("/tmp/a.md")), Format::Markdown);
        QCOMPARE(ui::ExportPrompt::formatOfPath(QStringLiteral("/tmp/a.json")), Format::Json);
        QCOMPARE(ui::ExportPrompt::formatOfPath(QStringLiteral("/tmp/a.html")), Format::Html);
        QCOMPARE(ui::ExportPrompt::formatOfPath(QStringLiteral("/tmp/a.pdf")), Format::Pdf);
        QCOMPARE(ui::ExportPrompt::formatOfPath(QStringLiteral("/tmp/answer")), Format::Pdf);
        QCOMPARE(ui::ExportPrompt::formatOfPath(QStringLiteral("/tmp/a.docx")), Format::Docx);
        QCOMPARE(ui::ExportPrompt::formatOfPath(QStringLiteral("/tmp/a.csl.json")), Format::CslJson);
        QCOMPARE(ui::ExportPrompt::formatOfPath(QStringLiteral("/tmp/a.RIS")), Format::Ris);
    }

    /// Word follows Settings → Research → Export: with footnotes on, the [n] marker becomes a footnote.
    void wordFollowsTheFootnoteSetting()
    {
        store::BackendConfig backends;
        backends.sessionDatabasePath = m_dir.filePath(QStringLiteral("word/sessions.sqlite"));
        settings::Settings settings(m_dir.filePath(QStringLiteral("word.ini")));
        settings.setValue(settings::Settings::Key::ExportCitationFootnotes, QStringLiteral("true"));
        ui::ExportPrompt prompt(backends, m_window);
        prompt.useSettings(settings);
        QSignalSpy status(&prompt, &ui::ExportPrompt::statusMessage);
        model::ResearchState state = answeredState();
        model::SearchResult source;
        source.title = QStringLiteral("Civil Code 1950.5");
        source.url = QStringLiteral("https://leginfo.legislature.ca.gov/1950.5");
        state.sources << source;
        state.answer.markdown = QStringLiteral("Twenty-one days [1].");
        prompt.exportState(std::make_shared<const model::ResearchState>(state), Format::Docx);
        QFileDialog* dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->defaultSuffix(), QStringLiteral("docx"));
        QVERIFY(dialog->nameFilters().constFirst().contains(QStringLiteral("*.docx")));
        const QString path = m_dir.filePath(QStringLiteral("answer.docx"));
        dialog->selectFile(path);
        static_cast<QDialog*>(dialog)->accept();
        QTRY_COMPARE_WITH_TIMEOUT(status.count(), 1, 10000);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QMap<QString, QByteArray> parts = test::unzipPackage(file.readAll());
        const QByteArray document = parts.value(QStringLiteral("word/document.xml"));
        QCOMPARE(test::attributeValues(document, QStringLiteral("w:footnoteReference"), QStringLiteral("w:id")),
                 QStringList{QStringLiteral("1")});
        QVERIFY(!test::wordText(document).contains(QStringLiteral("[1]")));
        QVERIFY(test::wordText(parts.value(QStringLiteral("word/footnotes.xml")))
                    .contains(QStringLiteral("Civil Code 1950.5")));
        QTRY_VERIFY(!m_window.findChild<QFileDialog*>(QStringLiteral("exportDialog")));
    }

    void theOpenSessionIsWrittenWhereTheUserChose()
    {
        store::BackendConfig backends;
        backends.sessionDatabasePath = m_dir.filePath(QStringLiteral("open/sessions.sqlite"));
        ui::ExportPrompt prompt(backends, m_window);
        QSignalSpy status(&prompt, &ui::ExportPrompt::statusMessage);
        prompt.exportState(std::make_shared<const model::ResearchState>(answeredState()), Format::Markdown);

        QFileDialog* dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
        QCOMPARE(dialog->defaultSuffix(), QStringLiteral("md"));
        QVERIFY(dialog->nameFilters().constFirst().contains(QStringLiteral("*.md")));
        QVERIFY(status.isEmpty()); // nothing is written before a name is chosen
        // The name offered comes from the session (its question and day), not "lmars-answer.md".
        const QString offered = QFileInfo(dialog->selectedFiles().value(0)).fileName();
        QCOMPARE(offered, exporting::SessionExport::suggestedFileName(answeredState(), Format::Markdown));
        QVERIFY(offered.startsWith(QStringLiteral("How long may a landlord keep")));

        const QString path = m_dir.filePath(QStringLiteral("answer.md"));
        dialog->selectFile(path);
        static_cast<QDialog*>(dialog)->accept(); // as the Save button does (QFileDialog::accept is protected)
        QTRY_COMPARE_WITH_TIMEOUT(status.count(), 1, 10000);
        QVERIFY2(status.at(0).at(0).toString().contains(QStringLiteral("answer.md")),
                 qPrintable(status.at(0).at(0).toString()));
        const QString written = readAll(path);
        QVERIFY(written.contains(QStringLiteral("How long may a landlord keep a security deposit?")));
        QVERIFY(written.contains(QStringLiteral("Twenty-one days after the tenant moves out.")));
        QTRY_VERIFY(!m_window.findChild<QFileDialog*>(QStringLiteral("exportDialog"))); // deleted on close
    }

    void aStoredSessionIsWrittenInTheFormatItsNameAsks()
    {
        store::BackendConfig backends;
        backends.sessionDatabasePath = m_dir.filePath(QStringLiteral("history/sessions.sqlite"));
        const model::ResearchState state = answeredState();
        {
            auto opened = store::SessionStore::open(backends.sessionDatabasePath);
            QVERIFY(opened);
            store::SessionStore& sessions = *opened.value();
            QVERIFY(sessions.createSession(state.id, state.question, state.mode, state.toJson()));
            QVERIFY(sessions.saveTrajectory(state.id, state.toJson()));
        }
        ui::ExportPrompt prompt(backends, m_window);
        QSignalSpy status(&prompt, &ui::ExportPrompt::statusMessage);
        prompt.exportSession(state.id);

        QFileDialog* dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->defaultSuffix(), QStringLiteral("pdf")); // offered as PDF ...
        const QString path = m_dir.filePath(QStringLiteral("session.json"));
        dialog->selectFile(path);                // ... saved as the JSON trajectory the name asks for
        static_cast<QDialog*>(dialog)->accept(); // as the Save button does (QFileDialog::accept is protected)
        QTRY_COMPARE_WITH_TIMEOUT(status.count(), 1, 10000);
        QVERIFY2(status.at(0).at(0).toString().contains(QStringLiteral("session.json")),
                 qPrintable(status.at(0).at(0).toString()));
        const nlohmann::json written = nlohmann::json::parse(readAll(path).toStdString(), nullptr, false);
        QVERIFY(written.is_object());
        QCOMPARE(QString::fromStdString(written.value("id", std::string())), state.id);
        QCOMPARE(QString::fromStdString(written.value("question", std::string())), state.question);
    }

    void aMissingSessionSaysWhyNothingWasWritten()
    {
        store::BackendConfig backends;
        backends.sessionDatabasePath = m_dir.filePath(QStringLiteral("empty/sessions.sqlite"));
        ui::ExportPrompt prompt(backends, m_window);
        QSignalSpy status(&prompt, &ui::ExportPrompt::statusMessage);
        prompt.exportSession(QStringLiteral("no-such-session"));
        QFileDialog* dialog = openDialog();
        QVERIFY(dialog);
        const QString path = m_dir.filePath(QStringLiteral("missing.md"));
        dialog->selectFile(path);
        static_cast<QDialog*>(dialog)->accept(); // as the Save button does (QFileDialog::accept is protected)
        QTRY_COMPARE_WITH_TIMEOUT(status.count(), 1, 10000);
        const QString message = status.at(0).at(0).toString();
        QVERIFY2(!message.isEmpty() && !message.contains(QStringLiteral("Exported")), qPrintable(message));
        QVERIFY(!QFile::exists(path));
    }

    void cancellingTheDialogWritesNothing()
    {
        store::BackendConfig backends;
        backends.sessionDatabasePath = m_dir.filePath(QStringLiteral("cancel/sessions.sqlite"));
        ui::ExportPrompt prompt(backends, m_window);
        QSignalSpy status(&prompt, &ui::ExportPrompt::statusMessage);
        prompt.exportState(std::make_shared<const model::ResearchState>(answeredState()), Format::Html);
        QFileDialog* dialog = openDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->defaultSuffix(), QStringLiteral("html"));
        dialog->reject();
        QTRY_VERIFY(!m_window.findChild<QFileDialog*>(QStringLiteral("exportDialog")));
        QCoreApplication::processEvents();
        QVERIFY(status.isEmpty());
    }
};

LMARS_UI_TEST_MAIN(ExportPromptTest)
#include "ExportPromptTest.moc"
