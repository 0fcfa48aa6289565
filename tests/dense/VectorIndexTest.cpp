// SPDX-License-Identifier: GPL-3.0-or-later
// VectorIndex beyond the exact scan (issue 33, point 3): the approximate (HNSW) form above its
// threshold, deletions, filters, the way back to exact, and saving and loading.
#include "dense/VectorIndex.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstring>
#include <set>

using namespace lmars::dense;

namespace {

constexpr int kDimension = 32;

/// Clustered vectors: 40 centres, each vector a centre plus noise, from a fixed seed.
class Clusters
{
public:
    explicit Clusters(quint32 seed) : m_random(seed)
    {
        for (int c = 0; c < 40; ++c)
            m_centres.push_back(gaussian(1.0));
    }
    std::vector<float> next()
    {
        const std::vector<float>& centre = m_centres[size_t(m_random.bounded(40))];
        std::vector<float> v = gaussian(0.35);
        for (size_t i = 0; i < v.size(); ++i)
            v[i] += centre[i];
        return v;
    }

private:
    std::vector<float> gaussian(double sigma)
    {
        std::vector<float> v(kDimension);
        for (float& x : v) { // Box-Muller
            const double u = std::max(m_random.generateDouble(), 1e-12);
            x = static_cast<float>(sigma * std::sqrt(-2 * std::log(u)) *
                                   std::cos(2 * M_PI * m_random.generateDouble()));
        }
        return v;
    }
    QRandomGenerator m_random;
    std::vector<std::vector<float>> m_centres;
};

QList<qint64> idsOf(const QList<VectorMatch>& matches)
{
    QList<qint64> ids;
    for (const VectorMatch& m : matches)
        ids << m.id;
    return ids;
}

/// The share of the exact top k the search found, over the queries.
double recallAt(const VectorIndex& index, const std::vector<std::vector<float>>& queries, int k)
{
    int found = 0;
    for (const std::vector<float>& q : queries) {
        const QList<qint64> exact = idsOf(index.searchExact(q, k));
        for (const qint64 id : idsOf(index.search(q, k)))
            found += exact.contains(id) ? 1 : 0;
    }
    return double(found) / double(k * static_cast<int>(queries.size()));
}

} // namespace

class VectorIndexTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void smallIndexStaysExact();
    void theFormIsChosenByItsOwner();
    void approximateAboveThresholdKeepsRecall();
    void removedVectorsNeverReturn();
    void replacingInApproximateForm();
    void manyRemovalsRebuildTheGraph();
    void filterFallsBackToExact();
    void shrinksBackToExact();
    void savesAndLoadsBothForms();
    void copyIsIndependent();
    void damagedBytesAreRejected();
    void linksOutOfRangeAreRejected();

private:
    VectorIndex build(int count, qsizetype approximateFrom, quint32 seed = 7);
    std::vector<std::vector<float>> m_queries;
    std::vector<std::vector<float>> m_vectors;
};

void VectorIndexTest::init()
{
    Clusters queries(99);
    m_queries.clear();
    for (int q = 0; q < 60; ++q)
        m_queries.push_back(queries.next());
}

VectorIndex VectorIndexTest::build(int count, qsizetype approximateFrom, quint32 seed)
{
    Clusters source(seed);
    VectorIndex index(kDimension, approximateFrom);
    m_vectors.clear();
    for (int id = 0; id < count; ++id) {
        m_vectors.push_back(source.next());
        index.add(id, m_vectors.back());
    }
    return index;
}

void VectorIndexTest::smallIndexStaysExact()
{
    // The default threshold: a library this size is searched exactly, and search is the exact scan.
    const VectorIndex index = build(3000, 0);
    QVERIFY(!index.approximate());
    QCOMPARE(index.approximateFrom(), VectorIndex::kExactFloats / kDimension);
    for (const auto& q : m_queries) {
        const QList<VectorMatch> a = index.search(q, 10);
        const QList<VectorMatch> b = index.searchExact(q, 10);
        QCOMPARE(idsOf(a), idsOf(b));
        for (qsizetype i = 0; i < a.size(); ++i)
            QCOMPARE(a[i].similarity, b[i].similarity);
    }
}

void VectorIndexTest::theFormIsChosenByItsOwner()
{
    // exactOnly never builds a graph inside add, whatever its size (a search's copy of the newest vectors).
    Clusters source(5);
    VectorIndex exact = VectorIndex::exactOnly(kDimension);
    VectorIndex graph = VectorIndex::approximateIndex(kDimension, 10, {}, 1000);
    for (int id = 0; id < 2500; ++id) {
        const std::vector<float> v = source.next();
        exact.add(id, v);
        graph.add(id, v);
        QVERIFY(graph.approximate()); // from its first vector: a background build owns it
    }
    QVERIFY(!exact.approximate());
    QCOMPARE(graph.size(), 2500);
    int found = 0;
    for (const auto& q : m_queries) {
        const QList<qint64> truth = idsOf(exact.search(q, 10));
        for (const qint64 id : idsOf(graph.search(q, 10)))
            found += truth.contains(id) ? 1 : 0;
    }
    QVERIFY(found >= int(m_queries.size()) * 10 * 95 / 100);
    QVERIFY(!VectorIndex::wantsApproximate(VectorIndex::kExactFloats / 256 - 1, 256));
    QVERIFY(VectorIndex::wantsApproximate(VectorIndex::kExactFloats / 256, 256));
    QVERIFY(!VectorIndex::wantsApproximate(999, 1000000)); // never below 1,000 vectors
}

void VectorIndexTest::approximateAboveThresholdKeepsRecall()
{
    VectorIndex index = build(6000, 1000);
    QVERIFY(index.approximate());
    QCOMPARE(index.size(), 6000);
    QVERIFY(recallAt(index, m_queries, 10) >= 0.9);
    // Each returned similarity is the exact cosine of that vector, best first.
    for (const auto& q : m_queries) {
        const QList<VectorMatch> found = index.search(q, 10);
        QCOMPARE(found.size(), 10);
        for (qsizetype i = 1; i < found.size(); ++i)
            QVERIFY(found[i - 1].similarity >= found[i].similarity);
        std::vector<float> unit = q;
        VectorIndex::normalize(unit);
        for (const VectorMatch& m : found) {
            std::vector<float> v = m_vectors[size_t(m.id)];
            VectorIndex::normalize(v);
            QVERIFY(std::abs(m.similarity - rowDot(v.data(), unit.data(), kDimension)) < 1e-6f);
        }
    }
}

void VectorIndexTest::removedVectorsNeverReturn()
{
    VectorIndex index = build(6000, 1000);
    // Remove every query's exact nearest 20 and every third id besides.
    std::set<qint64> removed;
    for (const auto& q : m_queries) {
        for (const qint64 id : idsOf(index.searchExact(q, 20)))
            removed.insert(id);
    }
    for (qint64 id = 0; id < 6000; id += 3)
        removed.insert(id);
    for (const qint64 id : removed)
        index.remove(id);
    QVERIFY(index.approximate());
    QCOMPARE(index.size(), 6000 - qsizetype(removed.size()));
    for (const qint64 id : removed)
        QVERIFY(!index.contains(id));
    for (const auto& q : m_queries) {
        for (const qint64 id : idsOf(index.search(q, 50)))
            QVERIFY2(!removed.count(id), qPrintable(QString::number(id)));
    }
    QVERIFY(recallAt(index, m_queries, 10) >= 0.9);
    for (const qint64 id : index.ids())
        QVERIFY(!removed.count(id));
    // Added back, a vector is found again.
    const qint64 back = *removed.begin();
    QVERIFY(index.add(back, m_vectors[size_t(back)]));
    QVERIFY(index.contains(back));
    QCOMPARE(index.search(m_vectors[size_t(back)], 1).value(0).id, back);
}

void VectorIndexTest::replacingInApproximateForm()
{
    VectorIndex index = build(3000, 1000);
    QVERIFY(index.approximate());
    const std::vector<float> elsewhere = m_vectors[2000];
    QVERIFY(index.add(5, elsewhere)); // id 5 now points where 2000 does
    QCOMPARE(index.size(), 3000);
    const QList<qint64> near = idsOf(index.search(elsewhere, 2));
    QCOMPARE(std::set<qint64>(near.cbegin(), near.cend()), (std::set<qint64>{5, 2000}));
    for (const VectorMatch& m : index.search(elsewhere, 2))
        QVERIFY(m.similarity > 0.9999f); // 5 is compared by its new vector
    // A zero vector removes the id, as in the exact form.
    QVERIFY(!index.add(5, std::vector<float>(kDimension, 0.0f)));
    QVERIFY(!index.contains(5));
    QCOMPARE(index.size(), 2999);
}

void VectorIndexTest::manyRemovalsRebuildTheGraph()
{
    VectorIndex index = build(6000, 1000);
    const qsizetype fullBytes = index.toBytes().size();
    for (qint64 id = 0; id < 6000; ++id) {
        if (id % 3 != 0)
            index.remove(id); // 4,000 removed: more deleted nodes than live ones, so the graph is rebuilt
    }
    QVERIFY(index.approximate());
    QCOMPARE(index.size(), 2000);
    // The rebuilt graph holds the 3,000 vectors live when it was rebuilt, not all 6,000.
    QVERIFY(index.toBytes().size() < fullBytes * 6 / 10);
    for (const auto& q : m_queries) {
        for (const qint64 id : idsOf(index.search(q, 30)))
            QVERIFY(id % 3 == 0);
    }
    QVERIFY(recallAt(index, m_queries, 10) >= 0.9);
}

void VectorIndexTest::filterFallsBackToExact()
{
    const VectorIndex index = build(6000, 1000);
    QVERIFY(index.approximate());
    // One id in a hundred allowed (a small matter): the candidates cannot hold k of them, so the
    // search is the exact one and finds the true nearest allowed.
    const auto rare = [](qint64 id) {
        return id % 100 == 17;
    };
    // Half allowed: the widened approximate candidates hold enough.
    const auto even = [](qint64 id) {
        return id % 2 == 0;
    };
    int evenFound = 0;
    for (const auto& q : m_queries) {
        QCOMPARE(idsOf(index.search(q, 10, rare)), idsOf(index.searchExact(q, 10, rare)));
        const QList<qint64> got = idsOf(index.search(q, 10, even));
        QCOMPARE(got.size(), 10);
        const QList<qint64> exact = idsOf(index.searchExact(q, 10, even));
        for (const qint64 id : got) {
            QVERIFY(id % 2 == 0);
            evenFound += exact.contains(id) ? 1 : 0;
        }
    }
    QVERIFY(evenFound >= 0.9 * 10 * double(m_queries.size()));
}

void VectorIndexTest::shrinksBackToExact()
{
    VectorIndex index = build(2000, 1000);
    QVERIFY(index.approximate());
    for (qint64 id = 0; id < 1600; ++id)
        index.remove(id);
    QVERIFY(!index.approximate()); // under half the threshold
    QCOMPARE(index.size(), 400);
    QList<qint64> ids = index.ids();
    std::sort(ids.begin(), ids.end());
    QCOMPARE(ids.first(), 1600);
    QCOMPARE(ids.last(), 1999);
    for (const auto& q : m_queries)
        QCOMPARE(idsOf(index.search(q, 10)), idsOf(index.searchExact(q, 10)));
}

void VectorIndexTest::savesAndLoadsBothForms()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const int count : {500, 4000}) {
        VectorIndex index = build(count, 1000);
        index.remove(3);
        QCOMPARE(index.approximate(), count > 1000);
        QString error;
        const std::optional<VectorIndex> fromBytes = VectorIndex::fromBytes(index.toBytes(), &error);
        QVERIFY2(fromBytes, qPrintable(error));
        const QString path = dir.filePath(QStringLiteral("v%1.lmvx").arg(count));
        QVERIFY(index.saveFile(path, &error));
        const std::optional<VectorIndex> fromFile = VectorIndex::loadFile(path, &error);
        QVERIFY2(fromFile, qPrintable(error));
        for (const VectorIndex* loaded : {&*fromBytes, &*fromFile}) {
            QCOMPARE(loaded->approximate(), index.approximate());
            QCOMPARE(loaded->size(), index.size());
            QCOMPARE(loaded->dimension(), kDimension);
            QCOMPARE(loaded->approximateFrom(), 1000);
            QVERIFY(!loaded->contains(3));
            for (const auto& q : m_queries)
                QCOMPARE(idsOf(loaded->search(q, 10)), idsOf(index.search(q, 10)));
        }
        // The loaded index keeps working: add and remove.
        VectorIndex again = *fromFile;
        QVERIFY(again.add(100000, m_queries.front()));
        QCOMPARE(again.search(m_queries.front(), 1).value(0).id, 100000);
        again.remove(100000);
        QVERIFY(!again.contains(100000));
    }
    QString error;
    QVERIFY(!VectorIndex::loadFile(dir.filePath(QStringLiteral("missing")), &error));
    QVERIFY(error.contains(QStringLiteral("missing")));
}

void VectorIndexTest::copyIsIndependent()
{
    const VectorIndex original = build(3000, 1000);
    VectorIndex copy = original;
    QVERIFY(copy.approximate());
    for (qint64 id = 0; id < 100; ++id)
        copy.remove(id);
    QCOMPARE(copy.size(), 2900);
    QCOMPARE(original.size(), 3000);
    QVERIFY(original.contains(0));
    QCOMPARE(idsOf(original.search(m_vectors[0], 1)), QList<qint64>{0});
}

void VectorIndexTest::damagedBytesAreRejected()
{
    for (const int count : {500, 3000}) {
        const QByteArray bytes = build(count, 1000).toBytes();
        QString error;
        QVERIFY(!VectorIndex::fromBytes(QByteArray(), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!VectorIndex::fromBytes(QByteArray("not an index at all"), &error));
        for (const qsizetype cut : {qsizetype(10), qsizetype(60), bytes.size() / 2, bytes.size() - 1}) {
            error.clear();
            QVERIFY(!VectorIndex::fromBytes(bytes.left(cut), &error));
            QVERIFY(!error.isEmpty());
        }
        for (const qsizetype at : {qsizetype(20), qsizetype(120), bytes.size() / 3, bytes.size() - 40}) {
            QByteArray flipped = bytes;
            flipped[at] = static_cast<char>(flipped[at] ^ 0x5a);
            QVERIFY(!VectorIndex::fromBytes(flipped, &error));
        }
        QVERIFY(!VectorIndex::fromBytes(bytes + "x", &error));
        QVERIFY(VectorIndex::fromBytes(bytes, &error));
    }
}

void VectorIndexTest::linksOutOfRangeAreRejected()
{
    // Damage that keeps the hash whole (written by something else): a neighbour past the end of the
    // graph must be refused before any search follows it.
    const QByteArray bytes = build(3000, 1000).toBytes();
    const int hashLength = QCryptographicHash::hashLength(QCryptographicHash::Sha256);
    const qsizetype level0 = 4 + 4 + 4 + 4 + 8 + 4 + 4 + 4 + 1 + 8 * 8 + 4 + 4; // the headers
    QByteArray body = bytes.left(bytes.size() - hashLength);
    const quint16 one = 1;
    const quint32 far = 0x7fffffff;
    std::memcpy(body.data() + level0, &one, sizeof one);
    std::memcpy(body.data() + level0 + 4, &far, sizeof far);
    QString error;
    QVERIFY(!VectorIndex::fromBytes(body + QCryptographicHash::hash(body, QCryptographicHash::Sha256), &error));
    QVERIFY(!error.isEmpty());
    // The same rewrite with a neighbour in range is accepted: the check is the range, not the rewrite.
    const quint32 near = 1;
    std::memcpy(body.data() + level0 + 4, &near, sizeof near);
    QVERIFY(VectorIndex::fromBytes(body + QCryptographicHash::hash(body, QCryptographicHash::Sha256), &error));
}

QTEST_GUILESS_MAIN(VectorIndexTest)
#include "VectorIndexTest.moc"
