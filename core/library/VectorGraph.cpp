// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorGraph.h"

#include "library/LibraryLog.h"
#include "sqlite/Database.h"
#include "sqlite/Statement.h"
#include "sqlite/Transaction.h"

#include <QIODevice>

#include <algorithm>
#include <cstring>

namespace lmars::library {

namespace {

/// A part of a stored index: SQLite keeps a blob under 1 GB, and a part is written as soon as it fills.
constexpr qint64 kPartBytes = 64 * 1024 * 1024;

/// Writes what VectorIndex::save writes into vector_graph_parts, a part at a time.
class PartWriter final : public QIODevice
{
public:
    PartWriter(store::Database& db, qint64 modelId) : m_db(db), m_modelId(modelId) {}
    qint64 written() const { return m_written; }
    bool flushPart()
    {
        if (m_buffer.isEmpty())
            return true;
        auto stmt =
            m_db.prepare(QStringLiteral("INSERT INTO vector_graph_parts(model_id, part, bytes) VALUES(?, ?, ?)"));
        if (!stmt) {
            setErrorString(stmt.error().toString());
            return false;
        }
        stmt->bind(1, m_modelId).bind(2, m_part++).bindBlob(3, m_buffer);
        if (auto ran = stmt->run(); !ran) {
            setErrorString(ran.error().toString());
            return false;
        }
        m_buffer.clear();
        return true;
    }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override
    {
        qint64 done = 0;
        while (done < size) {
            const qint64 take = std::min(size - done, kPartBytes - m_buffer.size());
            m_buffer.append(data + done, take);
            done += take;
            if (m_buffer.size() >= kPartBytes && !flushPart())
                return -1;
        }
        m_written += size;
        return size;
    }

private:
    store::Database& m_db;
    qint64 m_modelId;
    qint64 m_part = 0;
    qint64 m_written = 0;
    QByteArray m_buffer;
};

/// Reads the parts back as one device of the stored size, for VectorIndex::load.
class PartReader final : public QIODevice
{
public:
    PartReader(store::Statement statement, qint64 size) : m_stmt(std::move(statement)), m_size(size) {}
    bool isSequential() const override { return false; }
    qint64 size() const override { return m_size; }

protected:
    qint64 writeData(const char*, qint64) override { return -1; }
    qint64 readData(char* data, qint64 maxSize) override
    {
        qint64 done = 0;
        while (done < maxSize) {
            if (m_offset >= m_part.size()) {
                auto row = m_stmt.step();
                if (!row || !row.value())
                    break;
                m_part = m_stmt.columnBlob(0);
                m_offset = 0;
                continue;
            }
            const qint64 take = std::min(maxSize - done, m_part.size() - m_offset);
            std::memcpy(data + done, m_part.constData() + m_offset, static_cast<size_t>(take));
            m_offset += take;
            done += take;
        }
        return done;
    }

private:
    store::Statement m_stmt;
    qint64 m_size;
    QByteArray m_part;
    qint64 m_offset = 0;
};

} // namespace

Result<std::optional<VectorGraphInfo>> VectorGraph::stored(store::Database& db, qint64 modelId)
{
    auto stmt = db.prepare(
        QStringLiteral("SELECT covers_seq, vectors, deletions, bytes FROM vector_graphs WHERE model_id = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, modelId);
    auto row = stmt->step();
    if (!row)
        return row.error();
    if (!row.value())
        return std::optional<VectorGraphInfo>();
    return std::optional<VectorGraphInfo>(
        VectorGraphInfo{stmt->columnInt64(0), stmt->columnInt64(1), stmt->columnInt64(2), stmt->columnInt64(3)});
}

Result<std::optional<LoadedVectorGraph>> VectorGraph::load(store::Database& db, const VectorModelInfo& model)
{
    auto info = stored(db, model.id);
    if (!info || !info.value())
        return info ? Result<std::optional<LoadedVectorGraph>>(std::optional<LoadedVectorGraph>())
                    : Result<std::optional<LoadedVectorGraph>>(info.error());
    auto parts = db.prepare(QStringLiteral("SELECT bytes FROM vector_graph_parts WHERE model_id = ? ORDER BY part"));
    if (!parts)
        return parts.error();
    parts->bind(1, model.id);
    PartReader device(std::move(parts.value()), info.value()->bytes);
    device.open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    QString error;
    std::optional<dense::VectorIndex> index = dense::VectorIndex::load(device, &error);
    if (index && model.dimension > 0 && index->dimension() != model.dimension)
        error = tr("its dimension is %1, the model's %2").arg(index->dimension()).arg(model.dimension);
    else if (index && !index->approximate())
        error = tr("it is not an approximate index");
    else if (index)
        return std::optional<LoadedVectorGraph>(LoadedVectorGraph{std::move(*index), *info.value()});
    qCWarning(lcLibrary) << "the library's stored approximate index of" << model.name
                         << "is refused; searches are exact until it is built again:" << error;
    return std::optional<LoadedVectorGraph>();
}

Result<void> VectorGraph::drop(store::Database& db, qint64 modelId)
{
    auto stmt = db.prepare(QStringLiteral("DELETE FROM vector_graphs WHERE model_id = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, modelId);
    return stmt->run();
}

Result<void> VectorGraph::save(store::Database& db, qint64 modelId, const dense::VectorIndex& index,
                               const VectorGraphInfo& info)
{
    auto tx = store::Transaction::begin(db);
    if (!tx)
        return tx.error();
    if (auto dropped = drop(db, modelId); !dropped) // its parts go by the cascade
        return dropped.error();
    auto head = db.prepare(QStringLiteral(
        "INSERT INTO vector_graphs(model_id, covers_seq, vectors, deletions, bytes) VALUES(?, ?, ?, ?, 0)"));
    if (!head)
        return head.error();
    head->bind(1, modelId).bind(2, info.coversSeq).bind(3, static_cast<qint64>(index.size())).bind(4, info.deletions);
    if (auto ran = head->run(); !ran)
        return ran.error();
    PartWriter device(db, modelId);
    device.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    if (!index.save(device) || !device.flushPart())
        return Error(ErrorKind::Storage, tr("The approximate index could not be stored: %1").arg(device.errorString()));
    auto size = db.prepare(QStringLiteral("UPDATE vector_graphs SET bytes = ? WHERE model_id = ?"));
    if (!size)
        return size.error();
    size->bind(1, device.written()).bind(2, modelId);
    if (auto ran = size->run(); !ran)
        return ran.error();
    return tx->commit();
}

Result<VectorGraphUpdate> VectorGraph::update(store::Database& db, const VectorModelInfo& model,
                                              const CancelToken& cancel, const VectorGraphOptions& options)
{
    const qint64 approximateFrom = options.approximateFrom;
    VectorStore vectors(db);
    auto extent = vectors.extent(model.id);
    if (!extent)
        return extent.error();
    auto info = stored(db, model.id);
    if (!info)
        return info.error();
    const qint64 count = extent->first;
    const bool wanted =
        model.dimension > 0 &&
        (approximateFrom > 0 ? count >= approximateFrom : dense::VectorIndex::wantsApproximate(count, model.dimension));
    if (!wanted) {
        if (info.value())
            if (auto dropped = drop(db, model.id); !dropped)
                return dropped.error();
        return VectorGraphUpdate::NotNeeded;
    }
    auto deletions = vectors.deletions(); // read before the live ids: a later deletion is seen next time
    if (!deletions)
        return deletions.error();
    if (info.value()) {
        // Extending costs a load and a save of the whole index: not for a few writes or deletions,
        // which searches handle themselves (the writes after it by exact scan, deleted ids filtered).
        auto newer = db.prepare(QStringLiteral("SELECT count(*) FROM chunk_vectors WHERE model_id = ? AND seq > ?"));
        if (!newer)
            return newer.error();
        newer->bind(1, model.id).bind(2, info.value()->coversSeq);
        auto row = newer->step();
        if (!row)
            return row.error();
        const qint64 slack = std::max<qint64>(options.minimumSlack, info.value()->vectors / 20);
        if (newer->columnInt64(0) < slack && deletions.value() - info.value()->deletions < slack)
            return VectorGraphUpdate::Current;
    }
    std::optional<LoadedVectorGraph> graph;
    if (info.value()) {
        auto loaded = load(db, model);
        if (!loaded)
            return loaded.error();
        graph = std::move(loaded.value());
    }
    const VectorGraphUpdate outcome = graph ? VectorGraphUpdate::Extended : VectorGraphUpdate::Built;
    dense::VectorIndex index = graph ? std::move(graph->index)
                                     : dense::VectorIndex::approximateIndex(model.dimension, static_cast<size_t>(count),
                                                                            options.parameters, approximateFrom);
    VectorGraphInfo next;
    next.coversSeq = graph ? graph->info.coversSeq : 0;
    next.deletions = deletions.value();
    if (graph && graph->info.deletions != deletions.value()) {
        auto live = vectors.liveIds(model.id);
        if (!live)
            return live.error();
        for (const qint64 id : index.ids()) {
            if (live->count(id) == 0)
                index.remove(id);
        }
    }
    qCInfo(lcLibrary) << (graph ? "extending" : "building") << "the library's approximate index of" << model.name
                      << "from write" << next.coversSeq;
    bool stopped = false;
    while (true) {
        qint64 added = 0;
        bool more = false;
        auto last = vectors.load(
            model.id, next.coversSeq, [&](qint64 id, std::vector<float> vector) { added += index.add(id, vector); },
            [&](qint64) {
                stopped = cancel.isCancelled();
                more = !stopped && added >= options.checkpoint;
                return !stopped && !more;
            });
        if (!last)
            return last.error();
        next.coversSeq = last.value();
        if (!index.approximate()) { // deletions brought it below the approximate size
            if (auto dropped = drop(db, model.id); !dropped)
                return dropped.error();
            return VectorGraphUpdate::NotNeeded;
        }
        // Stopped (a sync waits, text first) after little work: not worth a save of the whole index.
        if (stopped && added < options.checkpoint / 5)
            break;
        if (auto saved = save(db, model.id, index, next); !saved)
            return saved.error();
        if (!more)
            break;
    }
    qCInfo(lcLibrary) << "the library's approximate index holds" << index.size() << "vectors through write"
                      << next.coversSeq << (stopped ? "(stopped)" : "");
    return stopped ? VectorGraphUpdate::Stopped : outcome;
}

} // namespace lmars::library
