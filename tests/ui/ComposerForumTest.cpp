// SPDX-License-Identifier: GPL-3.0-or-later
// The composer's forum court (issue 27, point 2): ids, names and completer entries resolve to a
// courts-db id, a name of no court is said inline and stops Run, and each matter keeps its court.
#include "ComposerWidget.h"
#include "ForumField.h"
#include "MatterForums.h"
#include "UiTestSupport.h"

#include <QAbstractItemModel>
#include <QCompleter>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>

using namespace lmars;

class ComposerForumTest : public QObject
{
    Q_OBJECT

    static ui::ForumField* field(ui::ComposerWidget& composer)
    {
        return composer.findChild<ui::ForumField*>(QStringLiteral("forumEdit"));
    }

private Q_SLOTS:
    void idsNamesAndCompleterEntriesResolve()
    {
        ui::ComposerWidget composer;
        composer.setQuestion(QStringLiteral("Is a Ninth Circuit case binding in the Northern District?"));
        ui::ForumField* forum = field(composer);
        QVERIFY(forum);
        auto* run = composer.findChild<QPushButton*>(QStringLiteral("runButton"));
        auto* notice = composer.findChild<QLabel*>(QStringLiteral("composerNotice"));
        QVERIFY(run && notice);
        QVERIFY(run->isEnabled()); // empty: the jurisdiction suggests a forum
        QVERIFY(composer.request().options.forum.isEmpty());

        forum->setText(QStringLiteral("calctapp"));
        QCOMPARE(composer.forum(), QStringLiteral("calctapp"));
        forum->setText(QStringLiteral("Ninth Circuit"));
        QCOMPARE(composer.request().options.forum, QStringLiteral("ca9"));
        QVERIFY(run->isEnabled());
        QVERIFY(forum->toolTip().contains(QStringLiteral("Ninth Circuit")));

        // The completer offers every court as "Name (id)", and such an entry resolves.
        QAbstractItemModel* entries = forum->completer()->model();
        QVERIFY(entries->rowCount() > 100);
        QString district;
        for (int row = 0; row < entries->rowCount(); ++row) {
            const QString entry = entries->index(row, 0).data().toString();
            if (entry.endsWith(QStringLiteral("(cand)")))
                district = entry;
        }
        QVERIFY2(district.contains(QStringLiteral("Northern District of California")), qPrintable(district));
        forum->setText(district);
        QCOMPARE(composer.forum(), QStringLiteral("cand"));

        // A name of no court: said inline, in the resolver's words, and Run waits for a court.
        forum->setText(QStringLiteral("Court of Atlantis"));
        QVERIFY(!forum->isAcceptable());
        QVERIFY(!run->isEnabled());
        QVERIFY(!notice->isHidden());
        QVERIFY2(notice->text().contains(QStringLiteral("Court of Atlantis")), qPrintable(notice->text()));
        QVERIFY(composer.forum().isEmpty());
        forum->clear();
        QVERIFY(run->isEnabled());
        QVERIFY(notice->isHidden());

        // A reopened session's id is shown by name.
        composer.setForum(QStringLiteral("cal"));
        QVERIFY2(forum->text().endsWith(QStringLiteral("(cal)")), qPrintable(forum->text()));
        QCOMPARE(composer.forum(), QStringLiteral("cal"));
    }

    void eachMatterKeepsItsCourt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("settings.ini"));
        {
            ui::MatterForums memory(file);
            ui::ComposerWidget composer;
            composer.setMatters({QString(), QStringLiteral("Acme v. Beta"), QStringLiteral("Estate of Doe")});
            composer.setForumMemory(&memory);
            ui::ForumField* forum = field(composer);
            QVERIFY(forum);

            composer.setMatter(QStringLiteral("Acme v. Beta"));
            QVERIFY(forum->text().isEmpty());
            forum->setText(QStringLiteral("cand"));
            Q_EMIT forum->editingFinished();
            composer.setMatter(QStringLiteral("Estate of Doe"));
            QVERIFY2(forum->text().isEmpty(), qPrintable(forum->text()));
            forum->setText(QStringLiteral("California Supreme Court"));
            composer.setMatter(QString()); // switching keeps what the field held for the matter left
            QVERIFY(forum->text().isEmpty());
            forum->setText(QStringLiteral("ca9"));
            Q_EMIT composer.runRequested(); // running keeps the court for the matter
            forum->setText(QStringLiteral("Court of Atlantis"));
            Q_EMIT forum->editingFinished(); // a name of no court is never kept

            composer.setMatter(QStringLiteral("Acme v. Beta"));
            QCOMPARE(composer.forum(), QStringLiteral("cand"));
            composer.setMatter(QStringLiteral("Estate of Doe"));
            QCOMPARE(composer.forum(), QStringLiteral("cal"));
        }
        // Kept in the settings file: the next window finds them.
        const ui::MatterForums reopened(file);
        QCOMPARE(reopened.forum(QStringLiteral("Acme v. Beta")), QStringLiteral("cand"));
        QCOMPARE(reopened.forum(QStringLiteral("Estate of Doe")), QStringLiteral("cal"));
        QCOMPARE(reopened.forum(QString()), QStringLiteral("ca9"));
        QVERIFY(reopened.forum(QStringLiteral("Unknown matter")).isEmpty());
    }
};

LMARS_UI_TEST_MAIN(ComposerForumTest)

#include "ComposerForumTest.moc"
