// SPDX-License-Identifier: GPL-3.0-or-later
#include "history/HistoryPanel.h"
#include "history/HistoryModel.h"
#include "history/SessionLoader.h"
#include "library/Backends.h"
#include "sessions/SessionStore.h"
#include "sqlite/Database.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLabel>
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

/// The embedded backends with the session database at path.
store::BackendConfig embedded(const QString& path)
{
    store::BackendConfig config;
    config.sessionDatabasePath = path;
    config.libraryPath = QFileInfo(path).absoluteDir().filePath(QStringLiteral("library.sqlite"));
    return config;
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
        ui::HistoryPanel panel(embedded(m_path));
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
        ui::HistoryPanel panel(embedded(m_path));
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
            ui::HistoryPanel panel(embedded(m_path));
            QTRY_COMPARE(panel.model()->rowCount(), 2);
            QSignalSpy renamed(&panel, &ui::HistoryPanel::sessionRenamed);
            const QModelIndex index = panel.model()->index(panel.model()->rowOf(QStringLiteral("s-finished")));
            QVERIFY(panel.model()->setData(index, QStringLiteral("Deposit case")));
            QTRY_COMPARE(renamed.count(), 1);
        }
        ui::HistoryPanel again(embedded(m_path));
        QTRY_COMPARE(again.model()->rowCount(), 2);
        const QModelIndex index = again.model()->index(again.model()->rowOf(QStringLiteral("s-finished")));
        QCOMPARE(index.data(ui::HistoryModel::TitleRole).toString(), QStringLiteral("Deposit case"));
        again.setSearchText(QStringLiteral("deposit case"));
        QTRY_COMPARE(again.model()->rowCount(), 1);
    }

    void reopenAndRunAgainSignals()
    {
        ui::HistoryPanel panel(embedded(m_path));
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
        ui::SessionLoader loader(embedded(m_path));
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
        ui::HistoryPanel panel(embedded(m_path));
        panel.setConfirmDeletes(false);
        QTRY_COMPARE(panel.model()->rowCount(), 2);
        QSignalSpy removed(&panel, &ui::HistoryPanel::sessionRemoved);
        panel.confirmRemoveSession(QStringLiteral("s-crashed"));
        QTRY_COMPARE(removed.count(), 1);
        QTRY_COMPARE(panel.model()->rowCount(), 1);
    }

    void matterFilterListsOnlyThatMattersSessions()
    {
        QTemporaryDir dir;
        const store::BackendConfig config = embedded(dir.filePath(QStringLiteral("sessions.sqlite")));
        {
            auto backends = store::Backends::open(config);
            QVERIFY(backends.ok());
            store::SessionArchive& archive = backends.value()->sessions();
            const QList<QPair<QString, QString>> sessions{
                {QStringLiteral("s-acme-1"), QStringLiteral("Acme v. Widget")},
                {QStringLiteral("s-acme-2"), QStringLiteral("Acme v. Widget")},
                {QStringLiteral("s-gamma"), QStringLiteral("Gamma merger")},
                {QStringLiteral("s-none"), QString()}};
            for (const auto& [id, matter] : sessions) {
                model::ResearchState state;
                state.id = id;
                state.question = QStringLiteral("Question of %1").arg(id);
                QVERIFY(archive.createSession(id, state.question, state.mode, state.toJson(), matter).ok());
            }
            auto matters = backends.value()->matters();
            QVERIFY(matters.ok());
            QVERIFY(matters.value().contains(QStringLiteral("Gamma merger")));
        }
        ui::HistoryPanel panel(config);
        QAbstractItemModelTester tester(panel.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(panel.model()->rowCount(), 4);
        panel.setMatters({QString(), QStringLiteral("Gamma merger"), QStringLiteral("Acme v. Widget")});
        auto* combo = panel.findChild<QComboBox*>(QStringLiteral("historyMatterFilter"));
        QVERIFY(combo);
        QCOMPARE(combo->count(), 4);
        QCOMPARE(combo->itemText(0), QStringLiteral("All matters"));
        QCOMPARE(combo->itemText(1), QStringLiteral("No matter"));
        QCOMPARE(combo->itemText(2), QStringLiteral("Acme v. Widget"));
        QCOMPARE(combo->itemText(3), QStringLiteral("Gamma merger"));

        // Chosen in the combo, as a user does: only that matter's sessions.
        QSignalSpy refreshed(&panel, &ui::HistoryPanel::refreshed);
        combo->setCurrentIndex(2);
        QTRY_VERIFY(!refreshed.isEmpty() && refreshed.last().at(0).toInt() == 2);
        QCOMPARE(panel.model()->rowCount(), 2);
        for (int row = 0; row < 2; ++row) {
            const QModelIndex index = panel.model()->index(row);
            QVERIFY(panel.model()->idAt(row).startsWith(QStringLiteral("s-acme")));
            QCOMPARE(index.data(ui::HistoryModel::MatterRole).toString(), QStringLiteral("Acme v. Widget"));
            QVERIFY(index.data(Qt::DisplayRole).toString().endsWith(QStringLiteral(" · Acme v. Widget")));
        }
        // Search works inside the matter.
        panel.setSearchText(QStringLiteral("acme-2"));
        QTRY_COMPARE(panel.model()->rowCount(), 1);
        QCOMPARE(panel.model()->idAt(0), QStringLiteral("s-acme-2"));
        panel.setSearchText(QString());
        QTRY_COMPARE(panel.model()->rowCount(), 2);

        panel.setMatterFilter(QString()); // No matter
        QTRY_VERIFY(panel.model()->rowCount() == 1 && panel.model()->idAt(0) == QStringLiteral("s-none"));
        QCOMPARE(combo->currentIndex(), 1);

        panel.setMatterFilter(QStringLiteral("Gamma merger"));
        QTRY_VERIFY(panel.model()->rowCount() == 1 && panel.model()->idAt(0) == QStringLiteral("s-gamma"));
        // A refreshed list of matters keeps the choice.
        panel.setMatters({QStringLiteral("Acme v. Widget"), QStringLiteral("Gamma merger"), QStringLiteral("Delta")});
        QCOMPARE(combo->currentText(), QStringLiteral("Gamma merger"));
        QCOMPARE(panel.matterFilter(), std::optional<QString>(QStringLiteral("Gamma merger")));

        // A matter with no session says so.
        panel.setMatterFilter(QStringLiteral("Delta"));
        QTRY_COMPARE(panel.model()->rowCount(), 0);
        QTRY_COMPARE(panel.findChild<QLabel*>(QStringLiteral("historyStatus"))->text(),
                     QStringLiteral("No session in this matter."));

        panel.setMatterFilter(std::nullopt);
        QTRY_COMPARE(panel.model()->rowCount(), 4);
        QCOMPARE(combo->currentIndex(), 0);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
};

QTEST_MAIN(HistoryPanelTest)
#include "HistoryPanelTest.moc"
