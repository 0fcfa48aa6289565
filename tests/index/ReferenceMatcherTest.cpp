// SPDX-License-Identifier: GPL-3.0-or-later
#include "index/ReferenceMatcher.h"
#include "SharedData.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QSet>
#include <QTest>

#include <limits>

using namespace lmars;
using store::Reference;
using store::ReferenceMatcher;

namespace {

struct Chunk
{
    QString title, headingPath, text;
};

/// Whether ReferenceMatcher::citations gives a chunk ref's key exactly when matches() says it cites
/// ref; the first disagreement as a message, else empty.
QString disagreement(const QList<Reference>& refs, const QList<Chunk>& chunks)
{
    for (const Chunk& c : chunks) {
        const QStringList keys = ReferenceMatcher::citations(c.title, c.headingPath, c.text);
        for (const Reference& ref : refs) {
            const bool matches = ReferenceMatcher::matches(ref, c.title, c.headingPath, c.text);
            if (matches != keys.contains(ref.key()))
                return QStringLiteral("%1 \"%2\" in title \"%3\", heading \"%4\", text \"%5\" (keys: %6)")
                    .arg(matches ? QStringLiteral("cites but has no key") : QStringLiteral("has a key but cites not"),
                         ref.key(), c.title, c.headingPath, c.text.left(300), keys.join(QLatin1Char('|')));
        }
    }
    return {};
}

QList<nlohmann::json> jsonLines(const QString& path)
{
    QList<nlohmann::json> rows;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return rows;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.isEmpty())
            rows << nlohmann::json::parse(line.toStdString());
    }
    return rows;
}

QString field(const nlohmann::json& row, const char* name)
{
    return row.contains(name) && row[name].is_string() ? QString::fromStdString(row[name].get<std::string>())
                                                       : QString();
}

} // namespace

class ReferenceMatcherTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findsReferencesExactly();
    void citationsAgreeWithMatches();
    void citationsAgreeOnTheSharedRetrievalSets_data();
    void citationsAgreeOnTheSharedRetrievalSets();
};

void ReferenceMatcherTest::findsReferencesExactly()
{
    const auto refs = ReferenceMatcher::find(QStringLiteral("Articles 5(1)(f) and 32 of the GDPR, Section 3"));
    QStringList texts;
    for (const auto& r : refs)
        texts << r.text;
    QCOMPARE(texts,
             (QStringList{QStringLiteral("article 5"), QStringLiteral("article 32"), QStringLiteral("section 3")}));
    const auto& art32 = refs.at(1);
    QVERIFY(ReferenceMatcher::matches(art32, {}, {}, QStringLiteral("as required by Article 32(1)")));
    QVERIFY(ReferenceMatcher::matches(art32, {}, {}, QStringLiteral("under Articles 5(1)(f) and 32")));
    QVERIFY(!ReferenceMatcher::matches(art32, {}, {}, QStringLiteral("Article 320 applies")));
    QVERIFY(!ReferenceMatcher::matches(art32, {}, {}, QStringLiteral("Article 3 applies; 32 items")));
    const auto sign = ReferenceMatcher::find(QStringLiteral("under § 1324a"));
    QCOMPARE(sign.size(), 1);
    QCOMPARE(sign.first().key(), QStringLiteral("§ 1324a"));
    QVERIFY(ReferenceMatcher::matches(sign.first(), {}, {}, QStringLiteral("see section 1324a(b)")));
    const auto cn = ReferenceMatcher::find(QStringLiteral("第四十六条"));
    QCOMPARE(cn.size(), 1);
    QVERIFY(!ReferenceMatcher::matches(cn.first(), {}, {}, QStringLiteral("第一百四十六条")));
    const auto name = ReferenceMatcher::find(QStringLiteral("《中华人民共和国刑法》"));
    QCOMPARE(name.size(), 1);
    QCOMPARE(name.first().key(), QStringLiteral("《中华人民共和国刑法》"));
    QVERIFY(ReferenceMatcher::matches(name.first(), QStringLiteral("中华人民共和国刑法(2017修正)"), {}, {}));
    QVERIFY(!ReferenceMatcher::matches(name.first(), QStringLiteral("中华人民共和国刑法修正案"), {}, {}));
}

void ReferenceMatcherTest::citationsAgreeWithMatches()
{
    // Every spelling, list, suffix and boundary the matcher knows, as queries and as chunks.
    const QStringList queries{
        QStringLiteral("Article 32"),   QStringLiteral("Articles 5 and 32"),
        QStringLiteral("art. 6(1)(f)"), QStringLiteral("Section 3"),
        QStringLiteral("s. 149"),       QStringLiteral("ss. 5, 6 or 7"),
        QStringLiteral("§ 1324a"),      QStringLiteral("§ 1324a.5"),
        QStringLiteral("§§ 12-3"),      QStringLiteral("§ 1.2-3"),
        QStringLiteral("Recital 75"),   QStringLiteral("Rule 11"),
        QStringLiteral("reg. 4"),       QStringLiteral("Chapter II"),
        QStringLiteral("ch. 7"),        QStringLiteral("para. 12"),
        QStringLiteral("Schedule 2"),   QStringLiteral("Part 3"),
        QStringLiteral("clause 9a"),    QStringLiteral("Article 1"),
        QStringLiteral("第四十六条"),   QStringLiteral("第一百四十六条"),
        QStringLiteral("第3款"),        QStringLiteral("《中华人民共和国刑法》"),
        QStringLiteral("《刑法》"),     QStringLiteral("《 民法典 》"),
        QStringLiteral("Article 32A"),
    };
    const QList<Chunk> chunks{
        {{}, {}, QStringLiteral("as required by Article 32(1) and Articles 5(1)(f) and 32")},
        {{}, {}, QStringLiteral("Article 320 applies; Article 3 applies; 32 items; article32; ARTICLE 32A")},
        {{}, {}, QStringLiteral("Art. 6(1)(f), arts. 5 to 7, Article 1st, Article 1")},
        {{}, {}, QStringLiteral("section 149(2)(a) DPA; s. 149; ss. 5, 6 or 7; sec. 3; Sections 3 and 4")},
        {{}, {}, QStringLiteral("8 U.S.C. § 1324a.5-2 and §§ 12-3; see section 1324a(b) and § 1.2-3.")},
        {{}, {}, QStringLiteral("§ 1324ab; section 1324a; §1324a-; § 1324a..5")},
        {{}, {}, QStringLiteral("Recital 75, rules 11 and 12, regs. 4, Chapter 2, ch. 7, paragraphs 12-13")},
        {{}, {}, QStringLiteral("Schedule 2 Part 3 clause 9a; clause 9ab; part 3a")},
        {{}, QStringLiteral("Chapter 7 > Section 3"), QStringLiteral("no citation here")},
        // Each alone, where only the keyword spelling before a number lets a chunk cite.
        {{}, {}, QStringLiteral("e.g.art. 6(1)(f)")},
        {{}, {}, QStringLiteral("ſection 3")},
        {{}, {}, QStringLiteral("Article\u00a032")},
        {{}, {}, QStringLiteral("rule\u3000\u3000 11")},
        {{}, {}, QStringLiteral("12 and 32: subsection 3, _s. 149, sections3, 1Article 1")},
        {{}, {}, QStringLiteral("依照第一百四十六条和第3款，第四十六条之一")},
        {{}, {}, QStringLiteral("根据《中华人民共和国刑法》和《 民法典 》《刑法》")},
        {QStringLiteral("中华人民共和国刑法(2017修正)"), {}, QStringLiteral("总则")},
        {QStringLiteral("  中华人民共和国刑法 （2020） (附件)"), {}, {}},
        {{}, QStringLiteral("刑法 > 第一章"), QStringLiteral("text")},
        {QStringLiteral("中华人民共和国刑法修正案"), {}, {}},
    };
    QList<Reference> refs;
    for (const QString& q : queries)
        refs << ReferenceMatcher::find(q);
    QCOMPARE(refs.size(), 29); // every query found its references
    const QString wrong = disagreement(refs, chunks);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    // Not vacuous: the chunks cite most of the references.
    int cited = 0;
    for (const Reference& ref : refs) {
        for (const Chunk& c : chunks)
            cited += ReferenceMatcher::matches(ref, c.title, c.headingPath, c.text) ? 1 : 0;
    }
    QVERIFY2(cited >= 30, qPrintable(QString::number(cited)));
}

void ReferenceMatcherTest::citationsAgreeOnTheSharedRetrievalSets_data()
{
    QTest::addColumn<QString>("set");
    QTest::newRow("gdpr-rules") << QStringLiteral("eval/retrieval/gdpr-rules");
    QTest::newRow("statute-as-of") << QStringLiteral("eval/retrieval/statute-as-of");
    QTest::newRow("civil-code-consult") << QStringLiteral("eval/retrieval/civil-code-consult");
}

void ReferenceMatcherTest::citationsAgreeOnTheSharedRetrievalSets()
{
    QFETCH(QString, set);
    LMARS_SHARED_PATH_OR_SKIP(dir, set);
    // The references the queries cite, and up to 100 more that the corpus cites.
    QList<Reference> refs;
    QSet<QString> keys;
    auto addRefs = [&](const QString& text, qsizetype upTo) {
        for (const Reference& ref : ReferenceMatcher::find(text)) {
            if (refs.size() < upTo && !keys.contains(ref.key())) {
                keys.insert(ref.key());
                refs << ref;
            }
        }
    };
    for (const nlohmann::json& row : jsonLines(dir + QStringLiteral("/queries.jsonl")))
        addRefs(field(row, "text"), std::numeric_limits<qsizetype>::max());
    QList<Chunk> chunks;
    const qsizetype fromQueries = refs.size();
    for (const nlohmann::json& row : jsonLines(dir + QStringLiteral("/corpus.jsonl"))) {
        chunks << Chunk{field(row, "title"), {}, field(row, "text")};
        addRefs(chunks.constLast().text, fromQueries + 100);
    }
    QVERIFY(!refs.isEmpty() && !chunks.isEmpty());
    const QString wrong = disagreement(refs, chunks);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
}

QTEST_GUILESS_MAIN(ReferenceMatcherTest)
#include "ReferenceMatcherTest.moc"
