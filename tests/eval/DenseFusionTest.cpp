// SPDX-License-Identifier: GPL-3.0-or-later
// The library searcher with the dense channel: off is exactly the ranking without it, on fuses the
// exact tier, dense and BM25 by weighted RRF, within the as-of window, never returning a deleted chunk.
#include "eval/RetrievalEval.h"
#include "library/DenseBuilder.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace lmars;

class DenseFusionTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void offIsTodaysRanking();
    void onFusesTheThreeChannels();
    void windowAndDeletionsHold();
    void tieredKeepsTheExactTierFirst();
    void aCitingChunkOutsideTheWindowStaysOut();
    void adaptiveWeightFollowsTheQuerysWords();
    void gatedLeavesQueriesCitingAReferenceAsToday();

private:
    QList<store::LibraryHit> search(const dense::DenseChannel* channel, const QString& text, bool dense,
                                    const dense::FusionWeights& weights = {}, QDate asOf = {});

    QTemporaryDir m_dir;
    std::unique_ptr<store::LibraryStore> m_store;
    dense::DenseChannel m_channel;
};

void DenseFusionTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    auto opened = store::LibraryStore::open(m_dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(opened.ok());
    m_store = std::move(opened.value());
    library::LibrarySync sync(m_store.get());
    const char* rows[] = {
        R"({"id":"t1","title":"Tenancy","text":"The landlord keeps the deposit until the tenant leaves the flat."})",
        R"({"id":"t2","title":"Tenancy","text":"A lessor returns the deposit and the tenant returns the keys of the flat."})",
        R"({"id":"t3","title":"Tenancy","text":"The lessor repairs the flat; the tenant pays the rent."})",
        R"({"id":"t4","title":"Tenancy","text":"Article 5 The landlord gives notice to the tenant in writing."})",
        R"({"id":"w1","title":"Wages","text":"The employer pays wages for overtime hours every month."})",
        R"({"id":"w2","title":"Wages","text":"Wages and salary are paid by the employer on the payslip."})",
        R"({"id":"w3","title":"Wages","text":"Overtime hours of an employee are paid as wages."})",
        R"({"id":"old","title":"Tenancy","text":"The lessor keeps the deposit of the tenant.","validFrom":"1990-01-01","validTo":"1999-12-31"})",
    };
    for (const char* row : rows) {
        const nlohmann::json j = nlohmann::json::parse(row);
        store::LibraryDocument meta;
        meta.path = eval::RetrievalEval::documentPath(QString::fromStdString(j["id"].get<std::string>()));
        QVERIFY(sync.storeParsed(meta, eval::RetrievalEval::corpusDocument(j)).ok());
    }
    dense::DenseTraining training;
    training.dimension = 2;
    auto built = library::DenseBuilder::build(*m_store, training);
    QVERIFY(built.ok());
    m_channel = std::move(built.value());
    QVERIFY(m_channel.ready());
    QCOMPARE(m_channel.vectors().size(), 8);
}

QList<store::LibraryHit> DenseFusionTest::search(const dense::DenseChannel* channel, const QString& text, bool dense,
                                                 const dense::FusionWeights& weights, QDate asOf)
{
    store::LibrarySearcher searcher(m_store.get(), channel);
    store::LibraryQuery query(text, 10, asOf, false);
    query.dense = dense;
    query.fusion = weights;
    auto hits = searcher.search(query);
    if (!hits)
        qWarning() << hits.error().toString();
    return hits ? hits.value() : QList<store::LibraryHit>();
}

namespace {

QStringList paths(const QList<store::LibraryHit>& hits)
{
    QStringList out;
    for (const store::LibraryHit& hit : hits)
        out << hit.path.mid(5); // "eval:"
    return out;
}

} // namespace

void DenseFusionTest::offIsTodaysRanking()
{
    for (const QString& text : {QStringLiteral("deposit tenant"), QStringLiteral("Article 5 notice"),
                                QStringLiteral("overtime wages"), QStringLiteral("lessor")}) {
        const QList<store::LibraryHit> today = search(nullptr, text, false);
        QVERIFY(!today.isEmpty());
        for (const QList<store::LibraryHit>& other :
             {search(&m_channel, text, false), search(nullptr, text, true)}) { // off, or on without a channel
            QCOMPARE(paths(other), paths(today));
            for (qsizetype i = 0; i < today.size(); ++i) {
                QCOMPARE(other[i].score, today[i].score);
                QCOMPARE(other[i].referenceMatches, today[i].referenceMatches);
                QCOMPARE(other[i].snippet, today[i].snippet);
                QVERIFY(!other[i].fused);
            }
        }
    }
}

void DenseFusionTest::onFusesTheThreeChannels()
{
    const dense::FusionWeights weights;
    const QList<store::LibraryHit> hits = search(&m_channel, QStringLiteral("lessor"), true, weights);
    QVERIFY(!hits.isEmpty());
    bool denseOnly = false;
    for (const store::LibraryHit& hit : hits) {
        QVERIFY(hit.fused);
        double expected = 0;
        for (const dense::Channel c : {dense::Channel::Exact, dense::Channel::Dense, dense::Channel::Bm25}) {
            const int rank = hit.channelRanks[size_t(c)];
            if (rank > 0)
                expected += weights.weight(c) / (weights.k + rank);
        }
        QVERIFY(expected > 0);
        QVERIFY(std::abs(hit.score - expected) < 1e-12);
        const bool inBm25 = hit.channelRanks[size_t(dense::Channel::Bm25)] > 0;
        QCOMPARE(inBm25, hit.text.contains(QStringLiteral("lessor")));
        if (!inBm25 && hit.channelRanks[size_t(dense::Channel::Dense)] > 0)
            denseOnly = true;
    }
    // Meaning, not words: a landlord chunk is found by the dense channel alone.
    QVERIFY(denseOnly);
    QVERIFY(paths(hits).contains(QStringLiteral("t1")));
    // The wage chunks share no topic with "lessor": the tenancy chunks come first.
    QVERIFY(!paths(hits).first().startsWith(QLatin1Char('w')));
    for (qsizetype i = 1; i < hits.size(); ++i)
        QVERIFY(hits[i - 1].score >= hits[i].score);
}

void DenseFusionTest::windowAndDeletionsHold()
{
    // The 1990s chunk is the dense channel's too, but not valid in 2020; it is in 1995.
    QVERIFY(!paths(search(&m_channel, QStringLiteral("lessor deposit"), true, {}, QDate(2020, 1, 1)))
                 .contains(QStringLiteral("old")));
    QVERIFY(paths(search(&m_channel, QStringLiteral("lessor deposit"), true, {}, QDate(1995, 6, 1)))
                .contains(QStringLiteral("old")));
    // A removed document's chunks keep their vectors in this channel, yet never come back.
    QVERIFY(m_store->removeDocument(eval::RetrievalEval::documentPath(QStringLiteral("t2"))).ok());
    const QStringList after = paths(search(&m_channel, QStringLiteral("lessor deposit"), true));
    QVERIFY(!after.isEmpty());
    QVERIFY(!after.contains(QStringLiteral("t2")));
}

void DenseFusionTest::adaptiveWeightFollowsTheQuerysWords()
{
    dense::FusionWeights weights;
    weights.adaptive = true;
    // Every word of "lessor" is in the best BM25 chunk: the dense channel weighs nothing, so nothing
    // it alone found is fused.
    for (const store::LibraryHit& hit : search(&m_channel, QStringLiteral("lessor"), true, weights)) {
        QVERIFY(hit.channelRanks[size_t(dense::Channel::Bm25)] > 0);
        QVERIFY(std::abs(hit.score - 1.0 / (60 + hit.channelRanks[size_t(dense::Channel::Bm25)])) < 1e-12);
    }
    // Two of its three words are in no chunk: the dense weight is 2 x 2/3.
    const QList<store::LibraryHit> hits = search(&m_channel, QStringLiteral("lessor quibble zyzzyva"), true, weights);
    bool denseOnly = false;
    for (const store::LibraryHit& hit : hits) {
        const int d = hit.channelRanks[size_t(dense::Channel::Dense)];
        const int b = hit.channelRanks[size_t(dense::Channel::Bm25)];
        const double expected = (d > 0 ? (2.0 * 2.0 / 3.0) / (60 + d) : 0) + (b > 0 ? 1.0 / (60 + b) : 0);
        QVERIFY(std::abs(hit.score - expected) < 1e-9);
        denseOnly = denseOnly || (d > 0 && b == 0);
    }
    QVERIFY(denseOnly);
}

void DenseFusionTest::gatedLeavesQueriesCitingAReferenceAsToday()
{
    dense::FusionWeights weights;
    weights.gated = true;
    weights.tiered = true;
    const QList<store::LibraryHit> today = search(nullptr, QStringLiteral("Article 5 notice tenant"), false);
    const QList<store::LibraryHit> gated = search(&m_channel, QStringLiteral("Article 5 notice tenant"), true, weights);
    QVERIFY(!today.isEmpty());
    QCOMPARE(paths(gated), paths(today));
    for (qsizetype i = 0; i < today.size(); ++i) {
        QCOMPARE(gated[i].score, today[i].score);
        QVERIFY(!gated[i].fused);
    }
    // A question in other words is fused.
    const QList<store::LibraryHit> fused = search(&m_channel, QStringLiteral("lessor"), true, weights);
    QVERIFY(!fused.isEmpty() && fused.first().fused);
}

void DenseFusionTest::tieredKeepsTheExactTierFirst()
{
    dense::FusionWeights weights;
    weights.exact = 0.01; // pure RRF could then rank the citing chunk below others
    weights.tiered = true;
    const QList<store::LibraryHit> hits =
        search(&m_channel, QStringLiteral("Article 5 tenant landlord"), true, weights);
    QVERIFY(!hits.isEmpty());
    QCOMPARE(paths(hits).first(), QStringLiteral("t4"));
    QCOMPARE(hits.first().referenceMatches, 1);
    QVERIFY(hits.first().channelRanks[size_t(dense::Channel::Exact)] == 1);
}

void DenseFusionTest::aCitingChunkOutsideTheWindowStaysOut()
{
    // Both tenancy chunks cite Article 5, so both are the exact tier's candidates; the 1990s one is
    // not law in 2020 and must not come back through that channel either (it did once: the dense
    // channel's reads reached the exact tier unfiltered).
    QTemporaryDir dir;
    auto opened = store::LibraryStore::open(dir.filePath(QStringLiteral("window.sqlite")));
    QVERIFY(opened.ok());
    std::unique_ptr<store::LibraryStore> library = std::move(opened.value());
    library::LibrarySync sync(library.get());
    const char* rows[] = {
        R"({"id":"now","title":"Tenancy","text":"Article 5 The landlord gives notice to the tenant in writing."})",
        R"({"id":"then","title":"Tenancy","text":"Article 5 The landlord gave notice to the tenant by post.","validFrom":"1990-01-01","validTo":"1999-12-31"})",
        R"({"id":"wages","title":"Wages","text":"The employer pays wages for overtime hours every month."})",
    };
    for (const char* row : rows) {
        const nlohmann::json j = nlohmann::json::parse(row);
        store::LibraryDocument meta;
        meta.path = eval::RetrievalEval::documentPath(QString::fromStdString(j["id"].get<std::string>()));
        QVERIFY(sync.storeParsed(meta, eval::RetrievalEval::corpusDocument(j)).ok());
    }
    dense::DenseTraining training;
    training.dimension = 2;
    auto built = library::DenseBuilder::build(*library, training);
    QVERIFY(built.ok());
    const dense::DenseChannel channel = std::move(built.value());
    store::LibrarySearcher searcher(library.get(), &channel);
    for (const bool tiered : {false, true}) {
        store::LibraryQuery query(QStringLiteral("Article 5 notice landlord"), 10, QDate(2020, 1, 1), false);
        query.dense = true;
        query.fusion.tiered = tiered;
        auto hits = searcher.search(query);
        QVERIFY(hits.ok());
        QCOMPARE(paths(hits.value()).first(), QStringLiteral("now"));
        QVERIFY(!paths(hits.value()).contains(QStringLiteral("then")));
        query.asOf = QDate(1995, 6, 1);
        hits = searcher.search(query);
        QVERIFY(hits.ok());
        QVERIFY(paths(hits.value()).contains(QStringLiteral("then")));
        QVERIFY(paths(hits.value()).contains(QStringLiteral("now"))); // no validity window: law then too
    }
}

QTEST_GUILESS_MAIN(DenseFusionTest)
#include "DenseFusionTest.moc"
