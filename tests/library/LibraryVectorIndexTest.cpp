// SPDX-License-Identifier: GPL-3.0-or-later
// The library's approximate vector index (VectorGraph) kept in the library file: built by the
// background VectorBuilder and loaded by searches (a reopened library does not build it again),
// extended in the vectors' write order, refused and built again when its bytes are damaged, never
// showing a deleted chunk, and left whole (the former or the new one) by a build killed with SIGKILL.
#include "library/LibraryStore.h"
#include "library/StoredVectors.h"
#include "library/VectorBuilder.h"
#include "library/VectorGraph.h"
#include "library/VectorStore.h"
#include "sqlite/Database.h"
#include "sqlite/Statement.h"

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>
#include <csignal>
#include <thread>

using namespace lmars;
using library::VectorGraph;
using library::VectorGraphUpdate;

namespace {

constexpr int kDimension = 32;
const char* const kChildVariable = "LMARS_VECTOR_INDEX_TEST_KILLED_BUILD";

/// A provider's embedder as the storage sees one: each word adds weights its hash picks to three
/// dimensions (continuous, so that two texts rarely tie).
class HashEmbedder final : public dense::TextEmbedder
{
public:
    QString modelId() const override { return QStringLiteral("test/hash-32"); }
    int dimension() const override { return kDimension; }
    Result<std::vector<std::vector<float>>> embed(const QStringList& texts, dense::EmbedPurpose,
                                                  const CancelToken&) override
    {
        std::vector<std::vector<float>> out;
        for (const QString& text : texts) {
            std::vector<float> v(kDimension, 0.0f);
            for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                size_t h = qHash(word, 7);
                for (int d = 0; d < 3; ++d, h = h * 6364136223846793005ull + 1442695040888963407ull)
                    v[(h >> 33) % kDimension] += static_cast<float>((h >> 12) % 2001) / 1000.0f - 1.0f;
            }
            out.push_back(v);
        }
        return out;
    }
};

/// Document i's text: six words of a 200-word vocabulary, picked by a fixed generator.
QString textOf(int i)
{
    quint32 state = static_cast<quint32>(i) * 2654435761u + 12345u;
    QStringList words;
    for (int w = 0; w < 6; ++w) {
        state = state * 1664525u + 1013904223u;
        words << QStringLiteral("w%1").arg((state >> 8) % 200);
    }
    return words.join(QLatin1Char(' '));
}

QString pathOf(int i)
{
    return QStringLiteral("/docs/d%1.txt").arg(i);
}

bool fill(store::LibraryStore& store, int from, int count)
{
    if (!store.beginBatch().ok())
        return false;
    for (int i = from; i < from + count; ++i) {
        store::LibraryDocument doc;
        doc.path = pathOf(i);
        store::LibraryChunk chunk;
        chunk.text = textOf(i);
        chunk.end = static_cast<int>(chunk.text.size());
        if (!store.putDocument(doc, {chunk}).ok())
            return false;
    }
    return store.commitBatch().ok();
}

library::VectorBuildOptions options()
{
    library::VectorBuildOptions o;
    o.embedder = std::make_shared<HashEmbedder>();
    o.index.approximateFrom = 100;
    o.index.minimumSlack = 50;
    return o;
}

library::VectorModelInfo activeModel(store::LibraryStore& store)
{
    auto model = library::VectorStore(store.database()).activeModel();
    return model && model.value() ? *model.value() : library::VectorModelInfo{};
}

std::unique_ptr<store::LibraryStore> open(const QString& path)
{
    auto store = store::LibraryStore::open(path);
    if (!store)
        qFatal("%s", qPrintable(store.error().toString()));
    return std::move(store.value());
}

/// The exact top k of every stored vector, for the query's text.
QList<qint64> exactTop(store::LibraryStore& store, const QString& text, int k)
{
    dense::VectorIndex all = dense::VectorIndex::exactOnly(kDimension);
    (void)library::VectorStore(store.database()).load(activeModel(store).id, 0, [&](qint64 id, std::vector<float> v) {
        all.add(id, v);
    });
    HashEmbedder embedder;
    QList<qint64> ids;
    for (const dense::VectorMatch& m : all.search(embedder.embed({text}, dense::EmbedPurpose::Query, {})->front(), k))
        ids << m.id;
    return ids;
}

QList<qint64> nearest(const library::StoredVectors& vectors, const QString& text, int k)
{
    auto found = vectors.nearest(text, k, {});
    return found ? found.value() : QList<qint64>{};
}

qint64 lastWrite(store::LibraryStore& store)
{
    return library::VectorStore(store.database()).lastWrite().value();
}

/// The child of aKilledBuildLeavesAUsableLibrary: extends the stored index on a thread and dies by
/// SIGKILL as soon as the library's write-ahead log grows (the save's transaction is being
/// written), or when the build is done, whichever comes first.
int buildThenDie(const QString& path)
{
    auto store = open(path);
    const library::VectorModelInfo model = activeModel(*store);
    const QFileInfo wal(path + QStringLiteral("-wal"));
    const qint64 walBefore = wal.exists() ? wal.size() : 0;
    std::atomic_bool done{false};
    std::thread build([&] {
        (void)VectorGraph::update(store->database(), model, {}, options().index);
        done.store(true);
    });
    while (!done.load()) {
        QFileInfo now(wal.filePath());
        if (now.exists() && now.size() > walBefore)
            break;
        std::this_thread::yield();
    }
    std::raise(SIGKILL);
    build.join();
    return 1;
}

} // namespace

class LibraryVectorIndexTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void theStoredIndexServesAReopenedLibrary();
    void aDamagedIndexIsRefusedAndBuiltAgain();
    void aDeletedChunkIsNeverShown();
    void aKilledBuildLeavesAUsableLibrary();
    void aStoppedBuildKeepsTheFormerIndex();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

void LibraryVectorIndexTest::init()
{
    QStandardPaths::setTestModeEnabled(true);
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("library.sqlite"));
}

void LibraryVectorIndexTest::cleanup()
{
    m_dir.reset();
}

void LibraryVectorIndexTest::theStoredIndexServesAReopenedLibrary()
{
    {
        auto store = open(m_path);
        QVERIFY(fill(*store, 0, 300));
        auto built = library::VectorBuilder::run(*store, options());
        QVERIFY2(built.ok(), built.ok() ? "" : qPrintable(built.error().toString()));
        QCOMPARE(built->counts.embedded, 300);
        QCOMPARE(built->counts.indexed, 300);
        auto stored = VectorGraph::stored(store->database(), activeModel(*store).id);
        QVERIFY(stored.ok() && stored.value());
        QCOMPARE(stored.value()->vectors, 300);
        QCOMPARE(stored.value()->coversSeq, lastWrite(*store));
    }
    // Reopened (a new process would do the same): the stored index is loaded, not built.
    auto store = open(m_path);
    library::StoredVectors vectors;
    QVERIFY(vectors.refresh(*store, options().embedder).ok());
    QCOMPARE(vectors.approximateSize(), 300);
    QCOMPARE(vectors.size(), 300);
    int found = 0;
    for (int q = 0; q < 30; ++q) {
        const QString text = textOf(q * 7);
        const QList<qint64> exact = exactTop(*store, text, 10);
        for (const qint64 id : nearest(vectors, text, 10))
            found += exact.contains(id) ? 1 : 0;
    }
    QVERIFY2(found >= 297, qPrintable(QStringLiteral("recall@10 %1").arg(found / 300.0))); // as measured: 0.99+
    // Nothing new: the builder leaves it as it is.
    const library::VectorModelInfo model = activeModel(*store);
    QCOMPARE(VectorGraph::update(store->database(), model, {}, options().index).value(), VectorGraphUpdate::Current);

    // A few new documents: embedded, searched exactly beside the stored index until there are enough.
    QVERIFY(fill(*store, 300, 10));
    QVERIFY(library::VectorBuilder::run(*store, options()).ok());
    QCOMPARE(VectorGraph::stored(store->database(), model.id).value()->vectors, 300);
    QVERIFY(vectors.refresh(*store, options().embedder).ok());
    QCOMPARE(vectors.approximateSize(), 300);
    QCOMPARE(vectors.size(), 310);
    QCOMPARE(nearest(vectors, textOf(305), 1), exactTop(*store, textOf(305), 1));

    // Enough of them: the builder extends the stored index, in write order.
    QVERIFY(fill(*store, 310, 60));
    QVERIFY(library::VectorBuilder::run(*store, options()).ok());
    auto extended = VectorGraph::stored(store->database(), model.id);
    QCOMPARE(extended.value()->vectors, 370);
    QCOMPARE(extended.value()->coversSeq, lastWrite(*store));
    library::StoredVectors fresh;
    QVERIFY(fresh.refresh(*store, options().embedder).ok());
    QCOMPARE(fresh.approximateSize(), 370);
    QCOMPARE(nearest(fresh, textOf(360), 1), exactTop(*store, textOf(360), 1));
}

void LibraryVectorIndexTest::aDamagedIndexIsRefusedAndBuiltAgain()
{
    auto store = open(m_path);
    QVERIFY(fill(*store, 0, 300));
    QVERIFY(library::VectorBuilder::run(*store, options()).ok());
    const library::VectorModelInfo model = activeModel(*store);
    {
        // One byte of the stored index changed in the middle of its first part.
        auto read = store->database().prepare(QStringLiteral("SELECT bytes FROM vector_graph_parts WHERE part = 0"));
        QVERIFY(read.ok() && read->step().value());
        QByteArray bytes = read->columnBlob(0);
        QVERIFY(bytes.size() > 1000);
        bytes[bytes.size() / 2] = static_cast<char>(bytes[bytes.size() / 2] ^ 0x5a);
        auto write =
            store->database().prepare(QStringLiteral("UPDATE vector_graph_parts SET bytes = ? WHERE part = 0"));
        QVERIFY(write.ok());
        write->bindBlob(1, bytes);
        QVERIFY(write->run().ok());
    }
    QVERIFY(!VectorGraph::load(store->database(), model).value());
    // A search refuses it and searches every vector exactly; the refused index goes.
    library::StoredVectors vectors;
    QVERIFY(vectors.refresh(*store, options().embedder).ok());
    QVERIFY(vectors.ready());
    QCOMPARE(vectors.approximateSize(), 0);
    QCOMPARE(vectors.size(), 300);
    for (int q = 0; q < 10; ++q)
        QCOMPARE(nearest(vectors, textOf(q * 11), 10), exactTop(*store, textOf(q * 11), 10));
    QVERIFY(!VectorGraph::stored(store->database(), model.id).value());
    // The next build makes it again.
    QCOMPARE(VectorGraph::update(store->database(), model, {}, options().index).value(), VectorGraphUpdate::Built);
    auto again = VectorGraph::load(store->database(), model);
    QVERIFY(again.ok() && again.value());
    QCOMPARE(again.value()->index.size(), 300);
}

void LibraryVectorIndexTest::aDeletedChunkIsNeverShown()
{
    auto store = open(m_path);
    QVERIFY(fill(*store, 0, 300));
    QVERIFY(library::VectorBuilder::run(*store, options()).ok());
    library::StoredVectors loadedBefore;
    QVERIFY(loadedBefore.refresh(*store, options().embedder).ok());
    const QString text = textOf(42);
    const qint64 gone = exactTop(*store, text, 1).constFirst();
    QCOMPARE(nearest(loadedBefore, text, 1), QList<qint64>{gone});
    QVERIFY(store->removeDocument(pathOf(42)).value());
    // One deletion: the builder leaves the stored index (it still holds the dead id).
    QVERIFY(library::VectorBuilder::run(*store, options()).ok());
    const library::VectorModelInfo model = activeModel(*store);
    auto graph = VectorGraph::load(store->database(), model);
    QVERIFY(graph.ok() && graph.value());
    QVERIFY(graph.value()->index.contains(gone));
    // Neither a copy loaded before the delete (refreshed) nor one loaded after shows it.
    library::StoredVectors loadedAfter;
    QVERIFY(loadedBefore.refresh(*store, options().embedder).ok());
    QVERIFY(loadedAfter.refresh(*store, options().embedder).ok());
    for (const library::StoredVectors* vectors : {&loadedBefore, &loadedAfter}) {
        QCOMPARE(vectors->approximateSize(), 300);
        QCOMPARE(vectors->size(), 299);
        const QList<qint64> top = nearest(*vectors, text, 20);
        QCOMPARE(top.size(), 20);
        QVERIFY(!top.contains(gone));
        QCOMPARE(top, exactTop(*store, text, 20));
    }
}

void LibraryVectorIndexTest::aKilledBuildLeavesAUsableLibrary()
{
    qint64 oldCovers = 0;
    qint64 newCovers = 0;
    {
        auto store = open(m_path);
        QVERIFY(fill(*store, 0, 300));
        QVERIFY(library::VectorBuilder::run(*store, options()).ok());
        oldCovers = lastWrite(*store);
        // 300 more embedded, the stored index not extended yet (a slack larger than the library).
        QVERIFY(fill(*store, 300, 300));
        library::VectorBuildOptions embedOnly = options();
        embedOnly.index.minimumSlack = 1000000;
        QVERIFY(library::VectorBuilder::run(*store, embedOnly).ok());
        newCovers = lastWrite(*store);
        QCOMPARE(VectorGraph::stored(store->database(), activeModel(*store).id).value()->coversSeq, oldCovers);
    }
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QString::fromLatin1(kChildVariable), m_path);
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {});
    QVERIFY(child.waitForFinished(60000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit); // killed, not returned

    auto store = open(m_path);
    const library::VectorModelInfo model = activeModel(*store);
    auto stored = VectorGraph::stored(store->database(), model.id);
    QVERIFY(stored.ok() && stored.value());
    const qint64 covers = stored.value()->coversSeq;
    QVERIFY2(covers == oldCovers || covers == newCovers, qPrintable(QString::number(covers)));
    auto graph = VectorGraph::load(store->database(), model); // whole: the former index or the new one
    QVERIFY(graph.ok() && graph.value());
    QCOMPARE(graph.value()->index.size(), covers == oldCovers ? 300 : 600);
    library::StoredVectors vectors;
    QVERIFY(vectors.refresh(*store, options().embedder).ok());
    QCOMPARE(vectors.size(), 600);
    QCOMPARE(nearest(vectors, textOf(450), 1), exactTop(*store, textOf(450), 1));
    QVERIFY(library::VectorBuilder::run(*store, options()).ok());
    QCOMPARE(VectorGraph::stored(store->database(), model.id).value()->coversSeq, newCovers);
    QCOMPARE(VectorGraph::stored(store->database(), model.id).value()->vectors, 600);
}

void LibraryVectorIndexTest::aStoppedBuildKeepsTheFormerIndex()
{
    auto store = open(m_path);
    QVERIFY(fill(*store, 0, 300));
    QVERIFY(library::VectorBuilder::run(*store, options()).ok());
    const qint64 covers = lastWrite(*store);
    QVERIFY(fill(*store, 300, 300));
    library::VectorBuildOptions embedOnly = options();
    embedOnly.index.minimumSlack = 1000000;
    QVERIFY(library::VectorBuilder::run(*store, embedOnly).ok());
    // A sync asks the build to stop (text first): little was done, so nothing is saved.
    CancelToken stop;
    stop.cancel();
    const library::VectorModelInfo model = activeModel(*store);
    QCOMPARE(VectorGraph::update(store->database(), model, stop, options().index).value(), VectorGraphUpdate::Stopped);
    QCOMPARE(VectorGraph::stored(store->database(), model.id).value()->coversSeq, covers);
    QCOMPARE(VectorGraph::update(store->database(), model, {}, options().index).value(), VectorGraphUpdate::Extended);
    QCOMPARE(VectorGraph::stored(store->database(), model.id).value()->vectors, 600);
}

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsSet(kChildVariable))
        return buildThenDie(qEnvironmentVariable(kChildVariable));
    QCoreApplication app(argc, argv);
    LibraryVectorIndexTest test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "LibraryVectorIndexTest.moc"
