// SPDX-License-Identifier: GPL-3.0-or-later
// The distractor libraries of library_quality_bench: deterministic for a seed, of the size asked,
// and A keeps a matter's own words while B renames them in every copy.
#include "DistractorLibrary.h"

#include "library/LibraryStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using bench::DistractorLibrary;

class DistractorLibraryTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_opened = 0;

    QString writeCorpus()
    {
        const QString dir = m_dir.filePath(QStringLiteral("set"));
        QDir().mkpath(dir);
        QFile corpus(dir + QStringLiteral("/corpus.jsonl"));
        if (!corpus.open(QIODevice::WriteOnly))
            qFatal("cannot write the corpus");
        corpus.write(
            R"({"id": "d1", "title": "zorbly-holdings-notice", "text": "Zorbly Holdings failed to protect personal data under article thirty two."}
{"id": "d2", "title": "zorbly-holdings-notice", "text": "The commissioner fined Zorbly Holdings for the personal data breach."}
{"id": "d3", "title": "quenton-bank-notice", "text": "Quenton Bank reported the personal data breach to the commissioner late."}
{"id": "d4", "title": "中华人民共和国民法典", "text": "第一条 为了保护民事主体的合法权益", "validFrom": "2021-01-01"}
)");
        return dir;
    }

    std::unique_ptr<store::LibraryStore> build(DistractorLibrary::Kind kind, qint64 chunks, quint32 seed)
    {
        auto source = DistractorLibrary::load(writeCorpus());
        if (!source)
            qFatal("%s", qPrintable(source.error().toString()));
        auto db = store::LibraryStore::open(m_dir.filePath(QStringLiteral("lib-%1.sqlite").arg(++m_opened)));
        if (!db)
            qFatal("%s", qPrintable(db.error().toString()));
        if (auto wrote = source->write(*db.value(), kind, chunks, seed); !wrote)
            qFatal("%s", qPrintable(wrote.error().toString()));
        return std::move(db.value());
    }

    static QStringList texts(store::LibraryStore& db)
    {
        QStringList out;
        auto docs = db.documents(QStringLiteral("distractor:"));
        if (!docs)
            qFatal("%s", qPrintable(docs.error().toString()));
        for (const store::LibraryDocument& doc : std::as_const(docs.value())) {
            out << doc.title;
            auto chunks = db.chunks(doc.id, 0, 1 << 30);
            if (!chunks)
                qFatal("%s", qPrintable(chunks.error().toString()));
            for (const store::LibraryChunkHit& chunk : std::as_const(chunks.value()))
                out << chunk.text;
        }
        return out;
    }

    static int matches(store::LibraryStore& db, const QString& word) { return db.countContaining(word).value(); }

private Q_SLOTS:
    void unitsSplitWordsAndCjkPairs()
    {
        QCOMPARE(DistractorLibrary::units(QStringLiteral("Art. 5(1) 中华人民共和")),
                 QStringList({QStringLiteral("Art"), QStringLiteral("5"), QStringLiteral("1"), QStringLiteral("中华"),
                              QStringLiteral("人民"), QStringLiteral("共和")}));
        QCOMPARE(DistractorLibrary::join(
                     {QStringLiteral("the"), QStringLiteral("中华"), QStringLiteral("人民"), QStringLiteral("law")}),
                 QStringLiteral("the 中华人民 law"));
    }

    void buildsExactlyTheChunksAskedForTheSameForASeed()
    {
        auto a = build(DistractorLibrary::Kind::Common, 25, 7);
        auto b = build(DistractorLibrary::Kind::Common, 25, 7);
        auto c = build(DistractorLibrary::Kind::Common, 25, 8);
        QCOMPARE(a->stats().value().chunks, 25);
        QCOMPARE(texts(*a), texts(*b));
        QVERIFY(texts(*a) != texts(*c));
    }

    void commonKindKeepsAMattersOwnWords()
    {
        auto db = build(DistractorLibrary::Kind::Common, 60, 3);
        QVERIFY(matches(*db, QStringLiteral("zorbly")) > 0);
        QVERIFY(matches(*db, QStringLiteral("quenton")) > 0);
    }

    void rareKindRenamesAMattersOwnWordsPerCopy()
    {
        auto db = build(DistractorLibrary::Kind::Rare, 60, 3);
        // Words of one matter only ("zorbly", "quenton", "fined") are gone; shared ones stay.
        QCOMPARE(matches(*db, QStringLiteral("zorbly")), 0);
        QCOMPARE(matches(*db, QStringLiteral("quenton")), 0);
        QCOMPARE(matches(*db, QStringLiteral("fined")), 0);
        QVERIFY(matches(*db, QStringLiteral("personal")) > 0);
        // A copy's title keeps the word the matters share ("notice") and renames the rest anew in every copy.
        QSet<QString> titles;
        auto docs = db->documents(QStringLiteral("distractor:"));
        QVERIFY(docs);
        for (const store::LibraryDocument& doc : std::as_const(docs.value())) {
            QVERIFY(!doc.title.contains(QLatin1String("zorbly")) && !doc.title.contains(QLatin1String("holdings")));
            if (doc.title.endsWith(QLatin1String(" notice")))
                titles.insert(doc.title);
        }
        QVERIFY(titles.size() > 1);
    }
};

QTEST_GUILESS_MAIN(DistractorLibraryTest)
#include "DistractorLibraryTest.moc"
