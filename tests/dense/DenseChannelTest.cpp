// SPDX-License-Identifier: GPL-3.0-or-later
#include "dense/DenseChannel.h"
#include "dense/DenseModel.h"
#include "dense/VectorIndex.h"
#include "dense/WeightedRrf.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace lmars::dense;

class DenseChannelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fusionScoresAreWeightedReciprocalRanks();
    void fusionTiesAndZeroWeights();
    void fusionWeightsParse();
    void vectorSearchMatchesBruteForce();
    void vectorRemoveAndReplace();
    void lsaFoldsSynonymsTogether();
    void modelRoundTripsThroughBytes();
    void cjkCharactersJoinBigrams();
};

void DenseChannelTest::fusionScoresAreWeightedReciprocalRanks()
{
    WeightedRrf rrf; // 3 / 2 / 1, K 60
    rrf.add(Channel::Exact, {7});
    rrf.add(Channel::Dense, {5, 7});
    rrf.add(Channel::Bm25, {5, 9, 7, 5});
    const QList<FusedItem> fused = rrf.fused();
    QCOMPARE(fused.size(), 3);
    // 7: 3/61 + 2/62 + 1/63; 5: 2/61 + 1/61; 9: 1/62
    QCOMPARE(fused[0].id, 7);
    QVERIFY(std::abs(fused[0].score - (3.0 / 61 + 2.0 / 62 + 1.0 / 63)) < 1e-12);
    QCOMPARE(fused[0].rank(Channel::Exact), 1);
    QCOMPARE(fused[0].rank(Channel::Dense), 2);
    QCOMPARE(fused[0].rank(Channel::Bm25), 3);
    QCOMPARE(fused[1].id, 5);
    QVERIFY(std::abs(fused[1].score - (3.0 / 61)) < 1e-12);
    QCOMPARE(fused[1].rank(Channel::Exact), 0);
    QCOMPARE(fused[1].rank(Channel::Bm25), 1); // the repeat at 4 is ignored
    QCOMPARE(fused[2].id, 9);
    QVERIFY(std::abs(fused[2].score - 1.0 / 62) < 1e-12);

    FusionWeights k1;
    k1.k = 1;
    WeightedRrf small(k1);
    small.add(Channel::Bm25, {1, 2});
    small.add(Channel::Dense, {2});
    QCOMPARE(small.fused().first().id, 2); // 1/3 + 2/2 against 1/2
}

void DenseChannelTest::fusionTiesAndZeroWeights()
{
    WeightedRrf rrf;
    rrf.add(Channel::Dense, {4});
    rrf.add(Channel::Bm25, {}); // nothing
    FusionWeights same;
    same.dense = 1;
    same.bm25 = 1;
    WeightedRrf tie(same);
    tie.add(Channel::Dense, {3});
    tie.add(Channel::Bm25, {8});
    // Equal scores: the BM25 rank decides before the dense one.
    QCOMPARE(tie.fused().first().id, 8);

    FusionWeights bm25Only;
    bm25Only.exact = 0;
    bm25Only.dense = 0;
    WeightedRrf alone(bm25Only);
    alone.add(Channel::Exact, {1});
    alone.add(Channel::Dense, {2});
    alone.add(Channel::Bm25, {3, 4});
    const QList<FusedItem> fused = alone.fused();
    QCOMPARE(fused.size(), 2);
    QCOMPARE(fused[0].id, 3);
    QCOMPARE(fused[1].id, 4);
}

void DenseChannelTest::fusionWeightsParse()
{
    const auto parsed = FusionWeights::parse(QStringLiteral("3, 0.5,1"), QStringLiteral("20"));
    QVERIFY(parsed.has_value());
    QCOMPARE(parsed->exact, 3.0);
    QCOMPARE(parsed->dense, 0.5);
    QCOMPARE(parsed->bm25, 1.0);
    QCOMPARE(parsed->k, 20.0);
    QVERIFY(!FusionWeights::parse(QStringLiteral("3,2"), QStringLiteral("60")));
    QVERIFY(!FusionWeights::parse(QStringLiteral("3,-2,1"), QStringLiteral("60")));
    QVERIFY(!FusionWeights::parse(QStringLiteral("3,x,1"), QStringLiteral("60")));
    QVERIFY(!FusionWeights::parse(QStringLiteral("3,2,1"), QStringLiteral("0")));
    QVERIFY(!FusionWeights::parse(QStringLiteral("3,2,1"), QStringLiteral("nan")));
}

void DenseChannelTest::vectorSearchMatchesBruteForce()
{
    QRandomGenerator random(33);
    const int dim = 24;
    VectorIndex index(dim);
    std::vector<std::pair<qint64, std::vector<float>>> all;
    for (qint64 id = 1; id <= 500; ++id) {
        std::vector<float> v(dim);
        for (float& x : v)
            x = static_cast<float>(random.generateDouble() * 2 - 1);
        QVERIFY(index.add(id * 3, v));
        all.emplace_back(id * 3, v);
    }
    QVERIFY(!index.add(9999, std::vector<float>(dim, 0.0f))); // zero: not stored
    QVERIFY(!index.add(9999, std::vector<float>(dim + 1, 1.0f)));
    QCOMPARE(index.size(), 500);
    for (int q = 0; q < 20; ++q) {
        std::vector<float> query(dim);
        for (float& x : query)
            x = static_cast<float>(random.generateDouble() * 2 - 1);
        // The reference: every cosine in double precision, sorted.
        std::vector<std::pair<double, qint64>> reference;
        double qn = 0;
        for (const float x : query)
            qn += double(x) * x;
        for (const auto& [id, v] : all) {
            double dot = 0;
            double vn = 0;
            for (int i = 0; i < dim; ++i) {
                dot += double(v[size_t(i)]) * query[size_t(i)];
                vn += double(v[size_t(i)]) * v[size_t(i)];
            }
            reference.emplace_back(dot / std::sqrt(qn * vn), id);
        }
        std::sort(reference.begin(), reference.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        const QList<VectorMatch> found = index.search(query, 10);
        QCOMPARE(found.size(), 10);
        for (int i = 0; i < 10; ++i) {
            QCOMPARE(found[i].id, reference[size_t(i)].second);
            QVERIFY(std::abs(found[i].similarity - reference[size_t(i)].first) < 1e-5);
        }
        // A filter keeps only the allowed ids, in the same order.
        const QList<VectorMatch> even = index.search(query, 5, [](qint64 id) { return id % 2 == 0; });
        QList<qint64> expected;
        for (const auto& [sim, id] : reference) {
            if (id % 2 == 0 && expected.size() < 5)
                expected << id;
        }
        QList<qint64> evenIds;
        for (const VectorMatch& m : even)
            evenIds << m.id;
        QCOMPARE(evenIds, expected);
    }
    QVERIFY(index.search(std::vector<float>(dim, 0.0f), 10).isEmpty());
    QVERIFY(index.search(std::vector<float>(3, 1.0f), 10).isEmpty());
}

void DenseChannelTest::vectorRemoveAndReplace()
{
    VectorIndex index(2);
    QVERIFY(index.add(1, {1, 0}));
    QVERIFY(index.add(2, {0, 1}));
    QVERIFY(index.add(3, {1, 1}));
    index.remove(1); // the last row moves into its place
    QVERIFY(!index.contains(1));
    QCOMPARE(index.size(), 2);
    QCOMPARE(index.search({1, 0}, 5).first().id, 3);
    QVERIFY(index.add(2, {1, 0})); // replaced
    QCOMPARE(index.size(), 2);
    QCOMPARE(index.search({1, 0}, 1).first().id, 2);
    index.remove(42); // unknown: nothing happens
    QCOMPARE(index.size(), 2);
    for (const VectorMatch& m : index.search({1, 1}, 5))
        QVERIFY(m.id != 1);
}

namespace {

std::vector<std::string> words(const char* text)
{
    std::vector<std::string> out;
    for (const QString& w : QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        out.push_back(w.toStdString());
    return out;
}

/// Tenancy chunks say "landlord" or "lessor" with the same neighbours; wage chunks another topic.
std::vector<ChunkTerms> corpus()
{
    return {
        {1, words("landlord deposit tenant rent lease")},   {2, words("lessor deposit tenant rent lease")},
        {3, words("landlord tenant repairs rent")},         {4, words("lessor tenant repairs lease")},
        {5, words("employer wages overtime hours salary")}, {6, words("employer salary wages payslip")},
        {7, words("wages hours overtime employee")},        {8, words("employee salary employer holiday")},
    };
}

} // namespace

void DenseChannelTest::lsaFoldsSynonymsTogether()
{
    DenseTraining training;
    training.dimension = 2;
    const DenseChannel channel = DenseChannel::build(corpus(), training);
    QVERIFY(channel.ready());
    QCOMPARE(channel.model().describe(), QStringLiteral("lsa-2"));
    QCOMPARE(channel.vectors().size(), 8);
    // "lessor" never occurs with chunk 3's "landlord", yet in two latent dimensions the tenancy
    // chunks all come before any wage chunk.
    const QList<qint64> nearest = channel.nearest(words("lessor"), 8);
    QCOMPARE(nearest.size(), 8);
    for (int i = 0; i < 4; ++i)
        QVERIFY2(nearest[i] <= 4, qPrintable(QString::number(nearest[i])));
    QVERIFY(channel.nearest(words("unknownword"), 5).isEmpty());

    DenseChannel empty = DenseChannel::build({{1, words("alone")}}, training); // no term in two chunks
    QVERIFY(!empty.ready());
    QVERIFY(empty.nearest(words("alone"), 3).isEmpty());
}

void DenseChannelTest::modelRoundTripsThroughBytes()
{
    DenseTraining training;
    training.dimension = 3;
    std::vector<std::vector<std::string>> texts;
    for (const ChunkTerms& chunk : corpus())
        texts.push_back(chunk.second);
    const DenseModel model = DenseModel::train(texts, training);
    const DenseModel back = DenseModel::fromBytes(model.toBytes());
    QCOMPARE(back.dimension(), model.dimension());
    QCOMPARE(back.vocabularySize(), model.vocabularySize());
    QCOMPARE(back.embed(words("tenant rent")), model.embed(words("tenant rent")));
    QCOMPARE(DenseModel::fromBytes(QByteArray("not a model")).dimension(), 0);
    QByteArray cut = model.toBytes();
    cut.chop(10);
    QCOMPARE(DenseModel::fromBytes(cut).dimension(), 0);

    training.method = DenseMethod::RandomProjection;
    const DenseModel projected = DenseModel::train(texts, training);
    QCOMPARE(projected.describe(), QStringLiteral("random-projection-3"));
    QCOMPARE(projected.embed(words("tenant")).size(), size_t(3));
    DenseMethod method = DenseMethod::Lsa;
    QVERIFY(parseDenseMethod(QStringLiteral(" Random-Projection "), &method));
    QCOMPARE(method, DenseMethod::RandomProjection);
    QVERIFY(!parseDenseMethod(QStringLiteral("faiss"), &method));
}

void DenseChannelTest::cjkCharactersJoinBigrams()
{
    DenseTraining training;
    training.cjkCharacters = true;
    const DenseModel model = DenseModel::train({{"房屋"}, {"房子"}}, training);
    const std::vector<std::string> features = model.features({"房屋", "law"});
    QCOMPARE(features, (std::vector<std::string>{"房屋", "房", "屋", "law"}));
    // 房 is in both chunks: the only term kept, so both bigrams embed to the same vector.
    QCOMPARE(model.vocabularySize(), 1);
    QCOMPARE(model.embed({"房屋"}), model.embed({"房子"}));
    QVERIFY(!model.embed({"房屋"}).empty());
}

QTEST_GUILESS_MAIN(DenseChannelTest)
#include "DenseChannelTest.moc"
