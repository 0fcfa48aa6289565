// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerStoredVectors.h"

#include "library/LibraryLog.h"
#include "library/ServerVectorStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>

namespace lmars::library {

std::shared_ptr<ServerStoredVectors> ServerStoredVectors::of(const QString& server, const QString& user,
                                                             const QString& model, const QString& cacheDir)
{
    static std::mutex registryMutex;
    static QHash<QString, std::shared_ptr<ServerStoredVectors>> registry; // kept for the process: searches reuse them
    const QString key = server + QChar(0) + user + QChar(0) + model;
    const std::lock_guard<std::mutex> lock(registryMutex);
    if (auto existing = registry.value(key))
        return existing;
    auto made = std::make_shared<ServerStoredVectors>();
    made->m_model = model;
    const QString base =
        cacheDir.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::CacheLocation) : cacheDir;
    made->m_folder = QDir(base).filePath(
        QStringLiteral("server-vectors/") +
        QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(16)));
    registry.insert(key, made);
    return made;
}

QString ServerStoredVectors::filePath(qint64 matterId, const char* suffix) const
{
    return QDir(m_folder).filePath(QString::number(matterId) + QLatin1String(suffix));
}

ServerStoredVectors::~ServerStoredVectors()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
}

void ServerStoredVectors::setBuildRunner(BuildRunner runner)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_runner = std::move(runner);
}

void ServerStoredVectors::setApproximateFrom(qsizetype vectors)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_approximateFrom = std::max<qsizetype>(0, vectors);
}

qsizetype ServerStoredVectors::Matter::held() const
{
    return (graph ? graph->size() : 0) + (frozen ? frozen->size() : 0) + (exact ? exact->size() : 0) -
           static_cast<qsizetype>(dropped.size());
}

QList<qint64> ServerStoredVectors::Matter::ids() const
{
    QList<qint64> out = exact ? exact->ids() : QList<qint64>();
    for (const dense::VectorIndex* index : {static_cast<const dense::VectorIndex*>(graph.get()), frozen.get()}) {
        if (!index)
            continue;
        for (const qint64 id : index->ids()) {
            if (dropped.count(id) == 0)
                out << id;
        }
    }
    return out;
}

void ServerStoredVectors::Matter::remove(qint64 id)
{
    if (exact && exact->contains(id)) {
        exact->remove(id);
    } else if (building) { // a build reads graph and frozen: filtered until its graph is put in
        if ((graph && graph->contains(id)) || (frozen && frozen->contains(id)))
            dropped.insert(id);
    } else if (graph && graph->contains(id)) {
        graph->remove(id);
    }
}

void ServerStoredVectors::loadFile(qint64 matterId, Matter& matter) const
{
    QFile seq(filePath(matterId, ".seq"));
    if (!seq.open(QIODevice::ReadOnly))
        return;
    const QList<QByteArray> numbers = seq.readAll().trimmed().split(' ');
    if (numbers.size() != 2)
        return;
    QString why;
    auto index = dense::VectorIndex::loadFile(filePath(matterId, ".vec"), &why);
    if (!index || index->size() != numbers.at(1).toLongLong()) {
        qCInfo(lcLibrary) << "firm server vectors: the cached index of matter" << matterId << "is not usable:" << why;
        return;
    }
    if (index->approximate()) {
        matter.graph = std::make_shared<dense::VectorIndex>(std::move(*index));
        matter.exact = std::make_shared<dense::VectorIndex>(dense::VectorIndex::exactOnly(matter.graph->dimension()));
    } else if (index->approximateFrom() == dense::VectorIndex::exactOnly(0).approximateFrom()) {
        matter.exact = std::make_shared<dense::VectorIndex>(std::move(*index));
    } else { // an exact index that would build its graph as it grows (an earlier version's): read again
        qCInfo(lcLibrary) << "firm server vectors: the cached index of matter" << matterId << "is read again";
        return;
    }
    matter.seq = numbers.at(0).toLongLong();
    matter.saved = matter.held();
}

bool ServerStoredVectors::saveFile(qint64 matterId, const dense::VectorIndex& index, qint64 seq) const
{
    if (!QDir().mkpath(m_folder))
        return false;
    QString why;
    if (!index.saveFile(filePath(matterId, ".vec"), &why)) {
        qCWarning(lcLibrary) << "firm server vectors: cannot cache matter" << matterId << why;
        return false;
    }
    QSaveFile file(filePath(matterId, ".seq"));
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(QByteArray::number(seq) + ' ' + QByteArray::number(index.size()));
    return file.commit();
}

Result<void> ServerStoredVectors::refreshMatter(store::PgConnection& db, qint64 matterId, qint64 newest, Matter& matter)
{
    if (!matter.exact) {
        loadFile(matterId, matter);
        if (!matter.exact)
            matter.exact = std::make_shared<dense::VectorIndex>(dense::VectorIndex::exactOnly(0));
    }
    // Rows that went (their chunks deleted) are looked for now and then, or at once when the newest went.
    const bool recount = !matter.counted.isValid() || matter.counted.hasExpired(kRecountMs) || newest < matter.seq;
    if (newest == matter.seq && !recount)
        return {}; // nothing new
    ServerVectorStore vectors(db);
    if (newest > matter.seq) {
        dense::VectorIndex& exact = *matter.exact; // exactOnly: adding never builds a graph
        auto last = vectors.load(matterId, m_modelId, matter.seq, [&](qint64 id, std::vector<float> vector) {
            if (exact.dimension() == 0)
                exact = dense::VectorIndex::exactOnly(static_cast<int>(vector.size()));
            exact.add(id, vector);
        });
        if (!last)
            return last.error();
        matter.seq = last.value();
    }
    if (recount) {
        auto held = vectors.count(matterId, m_modelId);
        if (!held)
            return held.error();
        matter.counted.start();
        if (held.value() != matter.held()) {
            // Rows went: read the ids alone and drop the others.
            auto ids = vectors.ids(matterId, m_modelId);
            if (!ids)
                return ids.error();
            const QSet<qint64> present(ids->cbegin(), ids->cend());
            for (const qint64 id : matter.ids()) {
                if (!present.contains(id))
                    matter.remove(id);
            }
        }
    }
    // Without a graph the exact vectors are filed; a graph is filed by its build.
    const qsizetype size = matter.exact->size();
    if (!matter.graph && !matter.building && std::abs(size - matter.saved) * 10 >= std::max<qsizetype>(1000, size)) {
        const std::lock_guard<std::mutex> files(m_fileMutex);
        if (saveFile(matterId, *matter.exact, matter.seq))
            matter.saved = size;
    }
    return {};
}

void ServerStoredVectors::startBuild(qint64 matterId, const std::shared_ptr<Matter>& matter)
{
    const int dimension = matter->exact->dimension();
    if (m_building || matter->building || dimension == 0)
        return;
    const qsizetype exact = matter->exact->size();
    const bool wanted = matter->graph           ? exact >= std::max<qsizetype>(1000, matter->graph->size() / 20)
                        : m_approximateFrom > 0 ? exact >= m_approximateFrom
                                                : dense::VectorIndex::wantsApproximate(exact, dimension);
    if (!wanted)
        return;
    // The exact vectors freeze (searches still scan them) and new ones go to a new exact index.
    std::shared_ptr<const dense::VectorIndex> frozen = std::move(matter->exact);
    matter->frozen = frozen;
    matter->exact = std::make_shared<dense::VectorIndex>(dense::VectorIndex::exactOnly(dimension));
    matter->building = true;
    m_building = true;
    qCInfo(lcLibrary) << "firm server vectors: building the approximate index of matter" << matterId << "from"
                      << frozen->size() << "vectors" << (matter->graph ? "and its former graph" : "");
    auto job = [this, matterId, matter, frozen, former = std::shared_ptr<const dense::VectorIndex>(matter->graph),
                covers = matter->seq] {
        build(matterId, matter, frozen, former, covers);
    };
    if (m_runner) {
        m_runner(std::move(job));
        return;
    }
    if (m_thread.joinable())
        m_thread.join(); // the former build's thread, which has put its result in (it takes no lock after)
    m_thread = std::thread(std::move(job));
}

void ServerStoredVectors::build(qint64 matterId, const std::shared_ptr<Matter>& matter,
                                const std::shared_ptr<const dense::VectorIndex>& frozen,
                                const std::shared_ptr<const dense::VectorIndex>& former, qint64 covers)
{
    // Without the lock searches share: frozen and the former graph are only read (as searches read them).
    QElapsedTimer timer;
    timer.start();
    const int dimension = frozen->dimension();
    qsizetype approximateFrom = 0;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        approximateFrom = m_approximateFrom;
    }
    auto graph = former ? std::make_unique<dense::VectorIndex>(*former)
                        : std::make_unique<dense::VectorIndex>(dense::VectorIndex::approximateIndex(
                              dimension, static_cast<size_t>(frozen->size()), {}, approximateFrom));
    frozen->forEach([&](qint64 id, const float* unit) {
        if (!m_stop && !matter->gone)
            graph->add(id, std::vector<float>(unit, unit + dimension));
    });
    // Filed before it is put in (once put in, removals change it); not for a matter dropped meanwhile.
    bool filed = false;
    if (!m_stop && !matter->gone) {
        const std::lock_guard<std::mutex> lock(m_fileMutex);
        filed = !matter->gone && saveFile(matterId, *graph, covers);
    }
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_stop && !matter->gone && m_matters.value(matterId) == matter) {
        for (const qint64 id : matter->dropped)
            graph->remove(id);
        matter->graph = std::move(graph);
        matter->frozen.reset();
        matter->dropped.clear();
        if (filed)
            matter->saved = matter->held();
        qCInfo(lcLibrary) << "firm server vectors: the approximate index of matter" << matterId << "holds"
                          << matter->graph->size() << "vectors, built in" << timer.elapsed() << "ms";
    }
    matter->building = false;
    m_building = false;
    m_built.notify_all();
}

bool ServerStoredVectors::building() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    return m_building;
}

void ServerStoredVectors::waitForBuild()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    m_built.wait(lock, [this] { return !m_building; });
}

void ServerStoredVectors::forget(const QList<qint64>& chunkIds)
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    for (const auto& matter : std::as_const(m_matters)) {
        for (const qint64 id : chunkIds)
            matter->remove(id);
    }
}

Result<void> ServerStoredVectors::refresh(store::PgConnection& db, qint64 matterId,
                                          const std::shared_ptr<dense::TextEmbedder>& embedder)
{
    ServerVectorStore store(db);
    auto model = store.model(m_model, false);
    if (!model)
        return model.error();
    auto visible = store.visibleMatters();
    if (!visible)
        return visible.error();
    const QSet<qint64> seen(visible->cbegin(), visible->cend());
    QList<qint64> searched;
    if (matterId > 0) {
        if (seen.contains(matterId))
            searched << matterId;
    } else {
        searched = visible.value();
    }
    const std::lock_guard<std::mutex> lock(m_mutex);
    m_embedder = embedder;
    if (model->id != m_modelId) {
        // The model was recorded again (its vectors went with the old row): what is held and filed
        // corrects itself, as after deletions (sequence numbers never go back), but the memory is freed.
        for (const auto& matter : std::as_const(m_matters))
            matter->gone = true; // a build running for it puts nothing in
        m_matters.clear();
        m_modelId = model->id;
    }
    // What is cached of a matter the user may no longer see goes before anything is searched.
    for (auto it = m_matters.begin(); it != m_matters.end();) {
        if (seen.contains(it.key())) {
            ++it;
        } else {
            it.value()->gone = true; // a build running for it files nothing and puts nothing in
            it = m_matters.erase(it);
        }
    }
    {
        const std::lock_guard<std::mutex> files(m_fileMutex);
        const QDir folder(m_folder);
        for (const QString& name : folder.entryList(QDir::Files)) {
            if (!seen.contains(name.section(QLatin1Char('.'), 0, 0).toLongLong()))
                QFile::remove(folder.filePath(name));
        }
    }
    m_searched = searched;
    if (m_modelId == 0 || searched.isEmpty())
        return {};
    auto newest = store.newest(searched, m_modelId);
    if (!newest)
        return newest.error();
    for (const qint64 id : std::as_const(searched)) {
        auto& matter = m_matters[id];
        if (!matter)
            matter = std::make_shared<Matter>();
        if (auto loaded = refreshMatter(db, id, newest->value(id, 0), *matter); !loaded) {
            matter->gone = true;
            m_matters.remove(id);
            return loaded.error();
        }
    }
    // A graph is never built here: searches scan exactly until a build off this thread puts one in.
    for (const qint64 id : std::as_const(searched))
        startBuild(id, m_matters.value(id));
    return {};
}

bool ServerStoredVectors::ready() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_embedder)
        return false;
    for (const qint64 id : m_searched) {
        if (const auto matter = m_matters.value(id); matter && matter->held() > 0)
            return true;
    }
    return false;
}

qsizetype ServerStoredVectors::size() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    qsizetype n = 0;
    for (const qint64 id : m_searched) {
        if (const auto matter = m_matters.value(id))
            n += matter->held();
    }
    return n;
}

qsizetype ServerStoredVectors::approximateSize() const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    qsizetype n = 0;
    for (const qint64 id : m_searched) {
        if (const auto matter = m_matters.value(id); matter && matter->graph && matter->graph->approximate())
            n += matter->graph->size();
    }
    return n;
}

Result<QList<qint64>> ServerStoredVectors::nearest(const QString& text, int k, const CancelToken& cancel) const
{
    std::shared_ptr<dense::TextEmbedder> embedder;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        embedder = m_embedder;
    }
    if (!embedder)
        return QList<qint64>();
    auto query = embedder->embed({text}, dense::EmbedPurpose::Query, cancel);
    if (!query)
        return query.error();
    QList<qint64> ids;
    if (query->empty())
        return ids;
    QList<dense::VectorMatch> matches;
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        for (const qint64 id : m_searched) {
            const auto matter = m_matters.value(id);
            if (!matter)
                continue;
            // Each index checks the query's dimension; ids gone while a build reads the graph are filtered.
            std::function<bool(qint64)> live;
            if (!matter->dropped.empty())
                live = [&dropped = matter->dropped](qint64 chunk) {
                    return dropped.count(chunk) == 0;
                };
            if (matter->graph)
                matches += matter->graph->search(query->front(), k, live);
            if (matter->frozen)
                matches += matter->frozen->search(query->front(), k, live); // exact
            if (matter->exact)
                matches += matter->exact->search(query->front(), k);
        }
    }
    std::sort(matches.begin(), matches.end(),
              [](const dense::VectorMatch& a, const dense::VectorMatch& b) { return dense::ranksBelow(b, a); });
    for (qsizetype i = 0; i < matches.size() && i < k; ++i)
        ids << matches.at(i).id;
    return ids;
}

} // namespace lmars::library
