// SPDX-License-Identifier: GPL-3.0-or-later
// File → Print… (Ctrl+P) and Print Preview…: enabled only while the window shows an answer; the preview
// lays out the answer with its sources in pages (offscreen).
#include "MainMenus.h"
#include "TestMainWindow.h"
#include "UiTestSupport.h"
#include "export/AnswerPrinter.h"
#include "model/ResearchState.h"

#include <QAction>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QTemporaryDir>

using namespace lmars;

namespace {

model::ResearchState answered()
{
    model::ResearchState s;
    s.id = QStringLiteral("print-session");
    s.question = QStringLiteral("How long may a landlord keep a security deposit?");
    s.status = model::RunStatus::Finished;
    s.startedAt = QDateTime(QDate(2026, 11, 20), QTime(9, 30), Qt::UTC);
    model::SearchResult source;
    source.id = QStringLiteral("web:1");
    source.title = QStringLiteral("Civil Code 1950.5");
    source.url = QStringLiteral("https://leginfo.legislature.ca.gov/1950.5");
    s.sources << source;
    // Long enough to need more than one page.
    QString answer;
    for (int i = 0; i < 80; ++i)
        answer += QStringLiteral("The landlord has twenty-one days to return the deposit [1].\n\n");
    s.answer.markdown = answer;
    return s;
}

} // namespace

class PrintAnswerTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void printIsThereAndFollowsTheAnswer()
    {
        test::TestMainWindow app(m_dir.filePath(QStringLiteral("print.ini")));
        QVERIFY(app.show({1366, 768}, false));
        ui::MainWindow& window = *app.window();
        auto* print = window.findChild<QAction*>(QStringLiteral("actionPrint"));
        auto* preview = window.findChild<QAction*>(QStringLiteral("actionPrintPreview"));
        QVERIFY(print && preview);
        QVERIFY(print->shortcuts().contains(QKeySequence(QKeySequence::Print)));
        QVERIFY(!print->text().isEmpty());
        QVERIFY(!print->isEnabled()); // nothing to print yet
        QVERIFY(!preview->isEnabled());

        window.showSession(answered());
        QVERIFY(print->isEnabled());
        QVERIFY(preview->isEnabled());

        preview->trigger();
        QPrintPreviewDialog* dialog = nullptr;
        QVERIFY(QTest::qWaitFor([&] {
            dialog = window.findChild<QPrintPreviewDialog*>(QStringLiteral("printPreviewDialog"));
            return dialog && dialog->isVisible();
        }));
        auto* pages = dialog->findChild<QPrintPreviewWidget*>();
        QVERIFY(pages);
        QVERIFY(QTest::qWaitFor([&] { return pages->pageCount() > 1; }));
        dialog->close();

        // A session without an answer prints nothing.
        model::ResearchState empty = answered();
        empty.answer = {};
        window.showSession(empty);
        QVERIFY(!print->isEnabled());
        QVERIFY(!ui::AnswerPrinter::printable({}));
    }
};

LMARS_UI_TEST_MAIN(PrintAnswerTest)
#include "PrintAnswerTest.moc"
