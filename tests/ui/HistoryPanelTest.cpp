// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/HistoryPanel.h"
#include "history/HistoryModel.h"
#include "history/SessionLoader.h"
#include "store/Database.h"
#include "store/SessionStore.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;

namespace {

model::ResearchState finishedState()
{
    model::ResearchState s;
    s.id = QStringLiteral("s-finished");
    s.question = QStringLiteral("How long does a landlord have to return a deposit?");
    s.mode = lmars::model::ResearchMode::MultiTurn;
    s.status = lmars::model::RunStatus::Finished;
    s.startedAt = QDateTime(QDate(2025, 2, 1), QTime(9, 0), Qt::UTC);
    s.followUps = {{QStringLiteral("Which state?"), QStringLiteral("needed"), QStringLiteral("California")}};
    model::SearchResult r;
    r.id = QStringLiteral("web:1");
    r.title = QStringLiteral("Civil Code 1950.5");
    r.url = QStringLiteral("https://leginfo.legislature.ca.gov/a");
    s.sources << r;
    model::Iteration it;
    it.index = 1;
    it.resultIds << r.id;
    model::Verdict verdict;
    verdict.sufficient = true;
    verdict.reasoning = QStringLiteral("enough");
    it.verdict = verdict;
    s.iterations << it;
    s.answer.markdown = QStringLiteral("Within 21 days [1].");
    s.answer.citations = {{1, r.id}};
    return s;
}

} // namespace

class HistoryPanelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("sessions.sqlite"));
        auto store = store::SessionStore::open(m_path);
        QVERIFY(store.ok());
        const model::ResearchState s = finishedState();
        QVERIFY(store.value()->createSession(s.id, s.question, s.mode, s.toJson()).ok());
        QVERIFY(store.value()->saveTrajectory(s.id, s.toJson()).ok());
        model::ResearchState crashed;
        crashed.id = QStringLiteral("s-crashed");
        crashed.question = QStringLiteral("Is a verbal lease binding?");
        QVERIFY(store.value()->createSession(crashed.id, crashed.question, crashed.mode, crashed.toJson()).ok());
        store.value().reset();
        // The owner of the running session is gone: it must show as interrupted.
        auto db = store::Database::open(m_path);
        QVERIFY(db.ok());
        QVERIFY(
            db.value()->exec(QStringLiteral("UPDATE sessions SET owner_pid = 999999999 WHERE id = 's-crashed'")).ok());
    }

    void listsSessionsAndMarksInterrupted()
    {
        ui::HistoryPanel panel(m_path);
        QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(panel.model()->rowCount(), 2);
        const int row = panel.model()->rowOf(QStringLiteral("s-crashed"));
        QVERIFY(row >= 0);
        const QModelIndex index = panel.model()->index(row);
        QVERIFY(index.data(ui::HistoryModel::InterruptedRole).toBool());
        QVERIFY(index.data(Qt::DisplayRole).toString().startsWith(QStringLiteral("⚠")));
        QVERIFY(index.data(Qt::DisplayRole).toString().contains(QLatin1String("interrupted")));
    }

    void searchesFullText()
    {
        ui::HistoryPanel panel(m_path);
        QTRY_COMPARE(panel.model()->rowCount(), 2);
        panel.setSearchText(QStringLiteral("landlord"));
        QTRY_COMPARE(panel.model()->rowCount(), 1);
        QCOMPARE(panel.model()->idAt(0), QStringLiteral("s-finished"));
        panel.setSearchText(QStringLiteral("\"unbalanced OR"));
        QTRY_COMPARE(panel.model()->rowCount(), 0);
    }

    void renamesInPlaceAndPersists()
    {
        {
            ui::HistoryPanel panel(m_path);
            QTRY_COMPARE(panel.model()->rowCount(), 2);
            QSignalSpy renamed(&panel, &ui::HistoryPanel::sessionRenamed);
            const QModelIndex index = panel.model()->index(panel.model()->rowOf(QStringLiteral("s-finished")));
            QVERIFY(panel.model()->setData(index, QStringLiteral("Deposit case")));
            QTRY_COMPARE(renamed.count(), 1);
        }
        ui::HistoryPanel again(m_path);
        QTRY_COMPARE(again.model()->rowCount(), 2);
        const QModelIndex index = again.model()->index(again.model()->rowOf(QStringLiteral("s-finished")));
        QCOMPARE(index.data(ui::HistoryModel::TitleRole).toString(), QStringLiteral("Deposit case"));
        again.setSearchText(QStringLiteral("deposit case"));
        QTRY_COMPARE(again.model()->rowCount(), 1);
    }

    void reopenAndRunAgainSignals()
    {
        ui::HistoryPanel panel(m_path);
        QTRY_COMPARE(panel.model()->rowCount(), 2);
        QSignalSpy reopen(&panel, &ui::HistoryPanel::reopenRequested);
        QSignalSpy runAgain(&panel, &ui::HistoryPanel::runAgainRequested);
        auto* list = panel.findChild<QListView*>(QStringLiteral("historyList"));
        QVERIFY(list);
        panel.selectSession(QStringLiteral("s-finished"));
        Q_EMIT list->activated(list->currentIndex());
        QCOMPARE(reopen.count(), 1);
        QCOMPARE(reopen.at(0).at(0).toString(), QStringLiteral("s-finished"));
        panel.findChild<QPushButton*>(QStringLiteral("historyRunAgain"))->click();
        QCOMPARE(runAgain.count(), 1);
        QCOMPARE(runAgain.at(0).at(0).toString(), QStringLiteral("s-finished"));
    }

    void reopenRestoresTheWholeSession()
    {
        ui::SessionLoader loader(m_path);
        QSignalSpy loaded(&loader, &ui::SessionLoader::loaded);
        loader.load(QStringLiteral("s-finished"));
        QTRY_COMPARE(loaded.count(), 1);
        const auto state = loaded.at(0).at(1).value<model::ResearchState>();
        QCOMPARE(QString::fromStdString(state.toJson().dump()),
                 QString::fromStdString(finishedState().toJson().dump()));
        QSignalSpy failed(&loader, &ui::SessionLoader::failed);
        loader.load(QStringLiteral("missing"));
        QTRY_COMPARE(failed.count(), 1);
    }

    void deletes()
    {
        ui::HistoryPanel panel(m_path);
        panel.setConfirmDeletes(false);
        QTRY_COMPARE(panel.model()->rowCount(), 2);
        QSignalSpy removed(&panel, &ui::HistoryPanel::sessionRemoved);
        panel.confirmRemoveSession(QStringLiteral("s-crashed"));
        QTRY_COMPARE(removed.count(), 1);
        QTRY_COMPARE(panel.model()->rowCount(), 1);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
};

QTEST_MAIN(HistoryPanelTest)
#include "HistoryPanelTest.moc"
