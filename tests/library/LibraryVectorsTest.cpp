// SPDX-License-Identifier: GPL-3.0-or-later
// The library's stored vectors: built after the text commits, kept with the library (a reopened
// library searches by meaning without training again), deleted with their chunks, resumable after a
// stop, embedded again when the model changes, and built in the background by the indexer.
#include "eval/RetrievalEval.h"
#include "library/EmbeddedLibrary.h"
#include "library/LibraryIndexer.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"
#include "library/LocalLibrarySource.h"
#include "library/StoredVectors.h"
#include "library/VectorBuilder.h"
#include "library/VectorStore.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace lmars;

namespace {

/// A provider's embedder as the storage sees one: words hashed into a few buckets, unit length,
/// named by the caller; counts the texts it embedded.
class FakeEmbedder final : public dense::TextEmbedder
{
public:
    explicit FakeEmbedder(QString id) : m_id(std::move(id)) {}
    QString modelId() const override { return m_id; }
    int dimension() const override { return 8; }
    Result<std::vector<std::vector<float>>> embed(const QStringList& texts, dense::EmbedPurpose,
                                                  const CancelToken&) override
    {
        std::vector<std::vector<float>> out;
        for (const QString& text : texts) {
            std::vector<float> v(8, 0.0f);
            for (const QString& word :
                 text.toLower().split(QRegularExpression(QStringLiteral("\\W+")), Qt::SkipEmptyParts))
                v[static_cast<size_t>(qHash(word) % 8)] += 1.0f;
            float norm = 0;
            for (float x : v)
                norm += x * x;
            for (float& x : v)
                x = norm > 0 ? x / std::sqrt(norm) : 0;
            out.push_back(v);
            ++embedded;
        }
        return out;
    }
    int embedded = 0;

private:
    QString m_id;
};

const char* const kRows[] = {
    R"({"id":"t1","title":"Tenancy","text":"The landlord keeps the deposit until the tenant leaves the flat."})",
    R"({"id":"t2","title":"Tenancy","text":"A lessor returns the deposit and the tenant returns the keys of the flat."})",
    R"({"id":"t3","title":"Tenancy","text":"The lessor repairs the flat; the tenant pays the rent."})",
    R"({"id":"t4","title":"Tenancy","text":"Article 5 The landlord gives notice to the tenant in writing."})",
    R"({"id":"w1","title":"Wages","text":"The employer pays wages for overtime hours every month."})",
    R"({"id":"w2","title":"Wages","text":"Wages and salary are paid by the employer on the payslip."})",
    R"({"id":"w3","title":"Wages","text":"Overtime hours of an employee are paid as wages."})",
};

} // namespace

class LibraryVectorsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void storedVectorsServeAReopenedLibrary();
    void aDeletedChunkNeverReturns();
    void aReindexedNewestDocumentIsSearchedByMeaning();
    void aStoppedBuildResumesWithWhatRemains();
    void aNewModelReembedsEverything();
    void theLsaModelIsLearnedAgainWhenTheLibraryGrows();
    void theIndexerBuildsVectorsAfterTheText();

private:
    void fill(store::LibraryStore& store, int count = static_cast<int>(std::size(kRows)));
    static library::VectorCounts counts(store::LibraryStore& store);
    static library::VectorBuildOptions lsa();

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
};

void LibraryVectorsTest::init()
{
    QStandardPaths::setTestModeEnabled(true);
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("library.sqlite"));
}

void LibraryVectorsTest::cleanup()
{
    m_dir.reset();
}

void LibraryVectorsTest::fill(store::LibraryStore& store, int count)
{
    library::LibrarySync sync(&store);
    for (int i = 0; i < count; ++i) {
        const nlohmann::json j = nlohmann::json::parse(kRows[i]);
        store::LibraryDocument meta;
        meta.path = eval::RetrievalEval::documentPath(QString::fromStdString(j["id"].get<std::string>()));
        QVERIFY(sync.storeParsed(meta, eval::RetrievalEval::corpusDocument(j)).ok());
    }
}

library::VectorCounts LibraryVectorsTest::counts(store::LibraryStore& store)
{
    auto c = library::VectorStore(store.database()).counts();
    return c ? c.value() : library::VectorCounts{};
}

library::VectorBuildOptions LibraryVectorsTest::lsa()
{
    library::VectorBuildOptions options;
    options.training.dimension = 2;
    return options;
}

void LibraryVectorsTest::storedVectorsServeAReopenedLibrary()
{
    {
        auto store = store::LibraryStore::open(m_path);
        QVERIFY(store.ok());
        fill(*store.value());
        QVERIFY(!counts(*store.value()).model); // text only: no vectors yet
        auto built = library::VectorBuilder::run(*store.value(), lsa());
        QVERIFY2(built.ok(), built.ok() ? "" : qPrintable(built.error().toString()));
        QCOMPARE(built->counts.chunks, 7);
        QCOMPARE(built->counts.embedded, 7);
        QVERIFY(built->counts.model->name.startsWith(QStringLiteral("lsa-2-")));
    }
    // A new connection (as after a restart) searches by meaning with the stored model and vectors.
    auto library = store::EmbeddedLibrary::open(m_path);
    QVERIFY(library.ok());
    store::LibraryQuery query(QStringLiteral("lessor"), 10, {}, false);
    query.dense = true;
    auto hits = library.value()->search(query);
    QVERIFY(hits.ok());
    QVERIFY(library.value()->lastSearchNote().isEmpty());
    QVERIFY(!hits->isEmpty());
    bool denseOnly = false;
    for (const store::LibraryHit& hit : hits.value()) {
        QVERIFY(hit.fused);
        if (hit.channelRanks[1] > 0 && hit.channelRanks[2] == 0)
            denseOnly = true; // found by meaning alone ("landlord" for "lessor")
    }
    QVERIFY(denseOnly);
    auto status = library.value()->vectors();
    QVERIFY(status.ok() && status.value());
    QCOMPARE(status.value()->embedded, 7);
    // A research run's library source fuses as configured and names the channels of each result.
    store::LibraryQuery defaults;
    defaults.dense = true;
    library::LocalLibrarySource source(
        [this]() -> Result<std::unique_ptr<store::LibraryBackend>> {
            auto opened = store::EmbeddedLibrary::open(m_path);
            if (!opened)
                return opened.error();
            return std::unique_ptr<store::LibraryBackend>(std::move(opened.value()));
        },
        10, defaults);
    search::SearchQuery research;
    research.text = QStringLiteral("lessor");
    auto results = source.search(research);
    QVERIFY(results.ok() && !results->isEmpty());
    bool meaningOnly = false;
    for (const model::SearchResult& r : results.value()) {
        QVERIFY(r.libraryPassage && r.libraryPassage->channels);
        const auto& ranks = *r.libraryPassage->channels;
        meaningOnly = meaningOnly || (ranks.dense > 0 && ranks.bm25 == 0);
        QVERIFY(ranks.fusedScore > 0);
        // Saved and opened again, a source keeps how it was found.
        const model::SearchResult reopened = model::SearchResult::fromJson(r.toJson());
        QVERIFY(reopened.libraryPassage && reopened.libraryPassage->channels == r.libraryPassage->channels);
    }
    QVERIFY(meaningOnly);
    // Off: today's ranking, untouched by the vectors.
    query.dense = false;
    auto words = library.value()->search(query);
    QVERIFY(words.ok());
    for (const store::LibraryHit& hit : words.value())
        QVERIFY(!hit.fused);
}

void LibraryVectorsTest::aDeletedChunkNeverReturns()
{
    auto library = store::EmbeddedLibrary::open(m_path);
    QVERIFY(library.ok());
    store::LibraryStore& store = library.value()->store();
    fill(store);
    QVERIFY(library::VectorBuilder::run(store, lsa()).ok());
    store::LibraryQuery query(QStringLiteral("deposit of the lessor"), 10, {}, false);
    query.dense = true;
    auto before = library.value()->search(query); // loads the vectors into memory
    QVERIFY(before.ok());
    const QString gone = eval::RetrievalEval::documentPath(QStringLiteral("t2"));
    bool found = false;
    for (const store::LibraryHit& hit : before.value())
        found = found || hit.path == gone;
    QVERIFY(found);
    // The vectors go with the chunks in the delete's own transaction.
    QVERIFY(store.removeDocument(gone).value());
    QCOMPARE(counts(store).embedded, 6);
    QCOMPARE(counts(store).chunks, 6);
    // A second connection's copy in memory, loaded before the delete, does not bring it back either.
    auto other = store::LibraryStore::open(m_path);
    QVERIFY(other.ok());
    auto vectors = library::StoredVectors::of(m_path);
    store::LibrarySearcher stale(other.value().get(), static_cast<const store::DenseSearch*>(vectors.get()));
    for (const auto& hits : {library.value()->search(query), stale.search(query)}) {
        QVERIFY(hits.ok());
        QVERIFY(!hits->isEmpty());
        for (const store::LibraryHit& hit : hits.value())
            QVERIFY(hit.path != gone);
    }
}

void LibraryVectorsTest::aReindexedNewestDocumentIsSearchedByMeaning()
{
    // The newest batch of vectors is one document's; it is indexed again (its chunks deleted and
    // stored anew, as many as before) after a search loaded the vectors. Its new vectors must reach
    // that search's copy in memory: the write counter only grows, even when the newest rows went.
    auto library = store::EmbeddedLibrary::open(m_path);
    QVERIFY(library.ok());
    store::LibraryStore& store = library.value()->store();
    fill(store, 6);
    QVERIFY(library::VectorBuilder::run(store, lsa()).ok());
    const nlohmann::json last = nlohmann::json::parse(kRows[6]);
    store::LibraryDocument meta;
    meta.path = eval::RetrievalEval::documentPath(QString::fromStdString(last["id"].get<std::string>()));
    library::LibrarySync sync(&store);
    QVERIFY(sync.storeParsed(meta, eval::RetrievalEval::corpusDocument(last)).ok());
    QVERIFY(library::VectorBuilder::run(store, lsa()).ok()); // its own batch, the newest
    auto vectors = library::StoredVectors::of(m_path);
    QVERIFY(vectors->refresh(store, nullptr).ok());
    const QString text = QStringLiteral("overtime wages of an employee");
    auto before = vectors->nearest(text, 20, {});
    QVERIFY(before.ok() && before->size() == 7);

    QVERIFY(store.removeDocument(meta.path).value());
    QVERIFY(sync.storeParsed(meta, eval::RetrievalEval::corpusDocument(last)).ok());
    QVERIFY(library::VectorBuilder::run(store, lsa()).ok());
    QCOMPARE(counts(store).embedded, 7);
    QVERIFY(vectors->refresh(store, nullptr).ok());
    auto after = vectors->nearest(text, 20, {});
    QVERIFY(after.ok());
    bool fresh = false;
    for (qint64 id : after.value())
        fresh = fresh || !before->contains(id);
    QVERIFY2(fresh, "the re-indexed document's new chunk has no vector in the searched copy");
}

void LibraryVectorsTest::aStoppedBuildResumesWithWhatRemains()
{
    auto embedder = std::make_shared<FakeEmbedder>(QStringLiteral("fake/a"));
    {
        auto store = store::LibraryStore::open(m_path);
        QVERIFY(store.ok());
        fill(*store.value(), 5);
        library::VectorBuildOptions options;
        options.embedder = embedder;
        options.batch = 2;
        CancelToken cancel;
        int batches = 0;
        auto stopped = library::VectorBuilder::run(*store.value(), options, cancel, [&](const auto&) {
            if (++batches == 2) // stop after the first batch committed, as a killed build would
                cancel.cancel();
        });
        QVERIFY(!stopped.ok());
        QCOMPARE(stopped.error().kind, ErrorKind::Cancelled);
        QCOMPARE(counts(*store.value()).embedded, 2);
    }
    // Text committed after the stop (a crash between the text and its vectors): the library is
    // searchable by words at once, and the next build embeds exactly the chunks without a vector.
    auto store = store::LibraryStore::open(m_path);
    QVERIFY(store.ok());
    library::LibrarySync sync(store.value().get());
    for (int i = 5; i < 7; ++i) {
        const nlohmann::json j = nlohmann::json::parse(kRows[i]);
        store::LibraryDocument meta;
        meta.path = eval::RetrievalEval::documentPath(QString::fromStdString(j["id"].get<std::string>()));
        QVERIFY(sync.storeParsed(meta, eval::RetrievalEval::corpusDocument(j)).ok());
    }
    store::LibrarySearcher words(store.value().get());
    auto hits = words.search(store::LibraryQuery(QStringLiteral("payslip")));
    QVERIFY(hits.ok() && hits->size() == 1);
    QCOMPARE(counts(*store.value()).embedded, 2);
    QCOMPARE(counts(*store.value()).chunks, 7);
    embedder->embedded = 0;
    library::VectorBuildOptions options;
    options.embedder = embedder;
    auto done = library::VectorBuilder::run(*store.value(), options);
    QVERIFY(done.ok());
    QVERIFY(!done->reembedding);
    QCOMPARE(embedder->embedded, 5);
    QCOMPARE(done->counts.embedded, 7);
    QCOMPARE(done->counts.model->name, QStringLiteral("fake/a"));
    // Nothing left: a further build embeds nothing.
    QVERIFY(library::VectorBuilder::run(*store.value(), options).ok());
    QCOMPARE(embedder->embedded, 5);
}

void LibraryVectorsTest::aNewModelReembedsEverything()
{
    auto store = store::LibraryStore::open(m_path);
    QVERIFY(store.ok());
    fill(*store.value());
    QVERIFY(library::VectorBuilder::run(*store.value(), lsa()).ok());
    const QString lsaName = counts(*store.value()).model->name;
    auto provider = std::make_shared<FakeEmbedder>(QStringLiteral("fake/b"));
    library::VectorBuildOptions options;
    options.embedder = provider;
    QList<library::VectorBuildProgress> seen;
    auto done = library::VectorBuilder::run(*store.value(), options, {},
                                            [&](const library::VectorBuildProgress& p) { seen << p; });
    QVERIFY(done.ok());
    QVERIFY(!seen.isEmpty());
    QVERIFY(seen.first().reembedding); // said while it runs
    QCOMPARE(seen.first().counts.embedded, 0);
    QCOMPARE(seen.first().counts.model->name, QStringLiteral("fake/b"));
    QCOMPARE(done->counts.embedded, 7);
    QCOMPARE(provider->embedded, 7);
    // The LSA model and its vectors are gone; searches embed queries with the provider's model.
    auto library = store::EmbeddedLibrary::open(m_path, provider);
    QVERIFY(library.ok());
    store::LibraryQuery query(QStringLiteral("overtime wages"), 5, {}, false);
    query.dense = true;
    auto hits = library.value()->search(query);
    QVERIFY(hits.ok());
    QVERIFY(library.value()->lastSearchNote().isEmpty());
    QVERIFY(!hits->isEmpty() && hits->first().channelRanks[1] > 0);
    QCOMPARE(library::StoredVectors::of(m_path)->modelName(), QStringLiteral("fake/b"));
    QVERIFY(library::StoredVectors::of(m_path)->modelName() != lsaName);
    // Without the provider configured, the stored vectors cannot be searched: words only, and said.
    auto without = store::EmbeddedLibrary::open(m_path);
    QVERIFY(without.ok());
    auto wordsOnly = without.value()->search(query);
    QVERIFY(wordsOnly.ok());
    QVERIFY(!without.value()->lastSearchNote().isEmpty());
    for (const store::LibraryHit& hit : wordsOnly.value())
        QVERIFY(!hit.fused);
}

void LibraryVectorsTest::theLsaModelIsLearnedAgainWhenTheLibraryGrows()
{
    auto store = store::LibraryStore::open(m_path);
    QVERIFY(store.ok());
    fill(*store.value());
    QVERIFY(library::VectorBuilder::run(*store.value(), lsa()).ok());
    const library::VectorCounts first = counts(*store.value());
    QCOMPARE(first.model->trainedChunks, 7);
    // A few more chunks: the same model embeds them.
    fill(*store.value()); // the same documents again: replaced, new chunk ids
    auto again = library::VectorBuilder::run(*store.value(), lsa());
    QVERIFY(again.ok());
    QCOMPARE(again->counts.model->name, first.model->name);
    QCOMPARE(again->counts.embedded, 7);
    // Many more: a new model is learned and every chunk embedded again.
    store::LibraryDocument big;
    big.path = QStringLiteral("eval:big");
    big.title = QStringLiteral("Leases");
    QList<store::LibraryChunk> chunks;
    for (int i = 0; i < 300; ++i)
        chunks.append({i,
                       QStringLiteral("The lessor and the tenant agree on the rent of flat %1.").arg(i),
                       {},
                       0,
                       i * 60,
                       i * 60 + 55});
    QVERIFY(store.value()->putDocument(big, chunks).ok());
    auto grown = library::VectorBuilder::run(*store.value(), lsa());
    QVERIFY(grown.ok());
    QVERIFY(grown->counts.model->name != first.model->name);
    QCOMPARE(grown->counts.model->trainedChunks, 307);
    QCOMPARE(grown->counts.embedded, 307);
}

void LibraryVectorsTest::theIndexerBuildsVectorsAfterTheText()
{
    const QString folder = m_dir->filePath(QStringLiteral("docs"));
    QVERIFY(QDir().mkpath(folder));
    const QStringList texts = {QStringLiteral("The landlord keeps the deposit of the tenant."),
                               QStringLiteral("A lessor returns the deposit to the tenant."),
                               QStringLiteral("The employer pays wages for overtime."),
                               QStringLiteral("Wages are paid by the employer monthly.")};
    for (int i = 0; i < texts.size(); ++i) {
        QFile file(folder + QStringLiteral("/doc%1.txt").arg(i));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(texts.at(i).toUtf8());
    }
    library::LibraryIndexer indexer(m_path, folder);
    indexer.setVectors(lsa());
    QSignalSpy finished(&indexer, &library::LibraryIndexer::finished);
    QSignalSpy vectors(&indexer, &library::LibraryIndexer::vectorsFinished);
    indexer.sync();
    QVERIFY(vectors.wait(20000));
    QCOMPARE(finished.size(), 1); // the text pass ended first
    const auto progress = vectors.first().at(0).value<library::VectorBuildProgress>();
    QVERIFY(!vectors.first().at(1).toBool());
    QVERIFY(vectors.first().at(2).toString().isEmpty());
    QCOMPARE(progress.counts.chunks, 4);
    QCOMPARE(progress.counts.embedded, 4);
    QVERIFY(progress.counts.model);
}

QTEST_GUILESS_MAIN(LibraryVectorsTest)
#include "LibraryVectorsTest.moc"
