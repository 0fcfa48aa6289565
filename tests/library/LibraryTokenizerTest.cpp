// SPDX-License-Identifier: GPL-3.0-or-later
// The tokenizer's names, as stored in a library file and given to --tokenizer: each name reads back
// as its tokenizer (case and surrounding blanks ignored), unknown names are refused, and a library
// created with a tokenizer reports that name and keeps it when opened again with another one.
#include "index/LibraryTokenizer.h"
#include "library/LibraryStore.h"

#include <QTemporaryDir>
#include <QTest>

using lmars::store::LibraryStore;
using lmars::store::LibraryTokenizer;

Q_DECLARE_METATYPE(LibraryTokenizer)

class LibraryTokenizerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesReadBack_data()
    {
        QTest::addColumn<LibraryTokenizer>("tokenizer");
        QTest::addColumn<QString>("name");
        QTest::newRow("unicode61") << LibraryTokenizer::Unicode61 << QStringLiteral("unicode61");
        QTest::newRow("porter") << LibraryTokenizer::Porter << QStringLiteral("porter");
        QTest::newRow("trigram") << LibraryTokenizer::Trigram << QStringLiteral("trigram");
    }

    void namesReadBack()
    {
        QFETCH(LibraryTokenizer, tokenizer);
        QFETCH(QString, name);
        QCOMPARE(lmars::store::libraryTokenizerName(tokenizer), name);
        LibraryTokenizer read = LibraryTokenizer::Unicode61;
        QVERIFY(lmars::store::parseLibraryTokenizer(name, &read));
        QCOMPARE(read, tokenizer);
        read = LibraryTokenizer::Unicode61;
        QVERIFY(
            lmars::store::parseLibraryTokenizer(QStringLiteral("  ") + name.toUpper() + QStringLiteral(" "), &read));
        QCOMPARE(read, tokenizer);
    }

    void unknownNamesAreRefused()
    {
        LibraryTokenizer read = LibraryTokenizer::Porter;
        for (const QString& name :
             {QString(), QStringLiteral("icu"), QStringLiteral("porter2"), QStringLiteral("tri gram")}) {
            QVERIFY2(!lmars::store::parseLibraryTokenizer(name, &read), qPrintable(name));
            QCOMPARE(read, LibraryTokenizer::Porter); // left as it was
        }
    }

    void aLibraryKeepsTheTokenizerItWasCreatedWith()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("library.sqlite"));
        {
            auto created = LibraryStore::open(path, LibraryTokenizer::Trigram);
            QVERIFY2(created, qPrintable(created ? QString() : created.error().toString()));
            auto stats = created.value()->stats();
            QVERIFY(stats);
            QCOMPARE(stats->tokenizer, QStringLiteral("trigram"));
        }
        auto reopened = LibraryStore::open(path, LibraryTokenizer::Porter);
        QVERIFY2(reopened, qPrintable(reopened ? QString() : reopened.error().toString()));
        QCOMPARE(reopened.value()->tokenizer(), LibraryTokenizer::Trigram);
        auto stats = reopened.value()->stats();
        QVERIFY(stats);
        QCOMPARE(stats->tokenizer, QStringLiteral("trigram"));
    }
};

QTEST_GUILESS_MAIN(LibraryTokenizerTest)
#include "LibraryTokenizerTest.moc"
