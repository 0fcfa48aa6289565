// SPDX-License-Identifier: GPL-3.0-or-later
#include "SqliteSegmentStore.h"

#include "index/SegmentDocs.h"
#include "sqlite/Database.h"

#include <QStringList>

#include <algorithm>
#include <optional>
#include <utility>

namespace lmars::store {

namespace {

QString idList(const std::vector<qint64>& ids)
{
    QStringList list;
    for (qint64 id : ids)
        list << QString::number(id);
    return list.join(QLatin1Char(','));
}

} // namespace

SqliteSegmentStore::SqliteSegmentStore(std::unique_ptr<Database> owned) : m_owned(std::move(owned)), m_db(*m_owned) {}

SqliteSegmentStore::~SqliteSegmentStore() = default;

std::unique_ptr<SqliteSegmentStore> SqliteSegmentStore::openForReading(const QString& path)
{
    auto db = Database::open(path, Database::Threading::OneThreadAtATime);
    if (!db)
        return nullptr;
    // Postings blobs are read whole: mapped, without a copy through the kernel first. The mapped
    // pages count in RSS once read: this connection reads only the index's pages (the library's
    // connection, which reads chunks, does not map the file).
    (void)db.value()->exec(QStringLiteral("PRAGMA mmap_size=1073741824"));
    return std::unique_ptr<SqliteSegmentStore>(new SqliteSegmentStore(std::move(db.value())));
}

bool SqliteSegmentStore::hasIndex()
{
    auto probe = m_db.prepare(QStringLiteral("SELECT value FROM index_meta WHERE key = 'generation'"));
    if (!probe)
        return false;
    auto row = probe->step();
    return row && row.value();
}

Result<ReadState> SqliteSegmentStore::readState(const ReadRequest& request)
{
    if (auto begun = m_db.exec(QStringLiteral("BEGIN")); !begun)
        return begun.error();
    ReadState state;
    Result<void> read = readSnapshot(request, state);
    if (read)
        read = readMatters(request, state);
    std::vector<std::string> terms = request.terms;
    if (read)
        read = readExpansions(request, state, terms);
    if (read)
        read = readTerms(request, terms, state);
    (void)m_db.exec(QStringLiteral("COMMIT"));
    if (!read)
        return read.error();
    return state;
}

Result<void> SqliteSegmentStore::readSnapshot(const ReadRequest& request, ReadState& state)
{
    auto meta = m_db.prepare(QStringLiteral("SELECT key, value FROM index_meta"));
    if (!meta)
        return meta.error();
    if (auto rows = meta->forEachRow([&] {
            const QString key = meta->columnText(0);
            if (key == QLatin1String("generation"))
                state.generation = meta->columnInt64(1);
            else if (key == QLatin1String("live_chunks"))
                state.collection.docCount = static_cast<quint64>(std::max<qint64>(0, meta->columnInt64(1)));
            else if (key == QLatin1String("total_length"))
                state.collection.totalLength = static_cast<quint64>(std::max<qint64>(0, meta->columnInt64(1)));
        });
        !rows)
        return rows.error();
    if (state.generation == request.generation && request.generation >= 0) {
        state.unchanged = true;
        return {};
    }
    // Segments never change once written: only the new ones' documents are read.
    auto live = segments();
    if (!live)
        return live.error();
    auto docs = m_db.prepare(QStringLiteral("SELECT docs FROM index_segments WHERE id = ?"));
    if (!docs)
        return docs.error();
    for (const SegmentInfo& segment : live.value()) {
        state.segments.push_back(segment.id);
        if (request.holds && request.holds(segment.id))
            continue;
        docs->reset();
        docs->bind(1, segment.id);
        auto row = docs->step();
        if (!row)
            return row.error();
        if (!row.value())
            return damaged(segment.id);
        state.newSegments.push_back({segment.id, std::string(docs->columnBlobView(0)), std::nullopt});
    }
    auto tombstones = readTombstones();
    if (!tombstones)
        return tombstones.error();
    state.tombstones = std::move(tombstones.value());
    return {};
}

Result<void> SqliteSegmentStore::readMatters(const ReadRequest& request, ReadState& state)
{
    if (request.matters.empty())
        return {};
    auto matter = m_db.prepare(QStringLiteral("SELECT id FROM index_matters WHERE name = ?"));
    if (!matter)
        return matter.error();
    for (const QString& name : request.matters) {
        matter->reset();
        matter->bind(1, name);
        auto row = matter->step();
        if (!row)
            return row.error();
        if (row.value())
            state.matters[name] = static_cast<quint32>(matter->columnInt64(0));
    }
    return {};
}

Result<void> SqliteSegmentStore::readExpansions(const ReadRequest& request, ReadState& state,
                                                std::vector<std::string>& terms)
{
    if (request.prefixes.empty())
        return {};
    // Terms are blobs compared bytewise: the range [prefix, prefix + 0xff) holds those that begin with it.
    auto stmt = m_db.prepare(
        QStringLiteral("SELECT term FROM index_term_df WHERE term >= ? AND term < ? AND df > 0 ORDER BY term LIMIT ?"));
    if (!stmt)
        return stmt.error();
    for (const std::string& prefix : request.prefixes) {
        std::vector<std::string>& found = state.expansions[prefix];
        if (!found.empty())
            continue; // a prefix asked for twice
        stmt->reset();
        stmt->bindBlob(1, prefix).bindBlob(2, prefix + std::string(1, '\xff')).bind(3, request.maxExpansion + 1);
        if (auto rows = stmt->forEachRow([&] { found.emplace_back(stmt->columnBlobView(0)); }); !rows)
            return rows.error();
        if (found.size() <= static_cast<size_t>(request.maxExpansion))
            terms.insert(terms.end(), found.begin(), found.end());
    }
    std::sort(terms.begin(), terms.end());
    terms.erase(std::unique(terms.begin(), terms.end()), terms.end());
    return {};
}

Result<void> SqliteSegmentStore::readTerms(const ReadRequest& request, const std::vector<std::string>& terms,
                                           ReadState& state)
{
    auto df = m_db.prepare(QStringLiteral("SELECT df FROM index_term_df WHERE term = ?"));
    // length() of a blob reads the record's header, not the blob's overflow pages.
    auto sizes = m_db.prepare(QStringLiteral("SELECT segment_id, length(blob) FROM index_postings WHERE term = ?"));
    auto all = m_db.prepare(QStringLiteral("SELECT segment_id, blob FROM index_postings WHERE term = ?"));
    auto one = m_db.prepare(QStringLiteral("SELECT blob FROM index_postings WHERE term = ? AND segment_id = ?"));
    if (!df || !sizes || !all || !one)
        return !df ? df.error() : !sizes ? sizes.error() : !all ? all.error() : one.error();
    std::vector<qint64> lacking;
    for (const std::string& term : terms) {
        df->reset();
        df->bindBlob(1, term);
        auto row = df->step();
        if (!row)
            return row.error();
        if (!row.value())
            continue; // in no live chunk
        TermState& read = state.terms[term];
        read.df = static_cast<quint64>(std::max<qint64>(0, df->columnInt64(0)));
        sizes->reset();
        sizes->bindBlob(1, term);
        lacking.clear();
        bool anyCached = false;
        if (auto rows = sizes->forEachRow([&] {
                const qint64 segment = sizes->columnInt64(0);
                read.bytes += sizes->columnInt64(1);
                if (request.cached && request.cached(term, segment))
                    anyCached = true;
                else
                    lacking.push_back(segment);
            });
            !rows)
            return rows.error();
        if (!anyCached) { // all of them: in one pass
            all->reset();
            all->bindBlob(1, term);
            if (auto rows = all->forEachRow(
                    [&] { read.blobs.emplace_back(all->columnInt64(0), std::string(all->columnBlobView(1))); });
                !rows)
                return rows.error();
            continue;
        }
        for (const qint64 segment : lacking) {
            one->reset();
            one->bindBlob(1, term).bind(2, segment);
            auto posting = one->step();
            if (!posting)
                return posting.error();
            if (posting.value())
                read.blobs.emplace_back(segment, std::string(one->columnBlobView(0)));
        }
    }
    return {};
}

Error SqliteSegmentStore::damaged(qint64 segmentId) const
{
    Q_UNUSED(segmentId)
    return Error(ErrorKind::Storage, tr("The library index is damaged: a segment cannot be read."));
}

Result<qint64> SqliteSegmentStore::nextSegment()
{
    auto next = m_db.prepare(QStringLiteral("UPDATE index_meta SET value = value + 1 WHERE key = 'next_segment' "
                                            "RETURNING value - 1"));
    if (!next)
        return next.error();
    auto row = next->step();
    if (!row || !row.value())
        return row ? damaged(0) : row.error();
    const qint64 id = next->columnInt64(0);
    if (auto done = next->run(); !done)
        return done.error();
    return id;
}

Result<qint64> SqliteSegmentStore::writeSegment(const EncodedSegment& segment)
{
    auto id = nextSegment();
    if (!id)
        return id.error();
    if (auto inserted = insertSegment(id.value(), 0, segment, true); !inserted)
        return inserted.error();
    return id.value();
}

Result<void> SqliteSegmentStore::insertSegment(qint64 id, int level, const EncodedSegment& segment, bool countTerms)
{
    auto seg = m_db.prepare(
        QStringLiteral("INSERT INTO index_segments(id, doc_count, total_length, docs, level) VALUES(?, ?, ?, ?, ?)"));
    if (!seg)
        return seg.error();
    seg->bind(1, id).bind(2, static_cast<qint64>(segment.docCount));
    seg->bind(3, static_cast<qint64>(segment.totalLength)).bindBlob(4, segment.docs).bind(5, qint64(level));
    if (auto ran = seg->run(); !ran)
        return ran;
    auto post =
        m_db.prepare(QStringLiteral("INSERT INTO index_postings(term, segment_id, df, blob) VALUES(?, ?, ?, ?)"));
    auto df = m_db.prepare(QStringLiteral("INSERT INTO index_term_df(term, df) VALUES(?, ?) "
                                          "ON CONFLICT(term) DO UPDATE SET df = df + excluded.df"));
    if (!post || !df)
        return !post ? post.error() : df.error();
    for (const SegmentTerm& term : segment.terms) {
        post->reset();
        post->bindBlob(1, term.term).bind(2, id).bind(3, static_cast<qint64>(term.df)).bindBlob(4, term.postings);
        if (auto ran = post->run(); !ran)
            return ran;
        if (!countTerms)
            continue;
        df->reset();
        df->bindBlob(1, term.term).bind(2, static_cast<qint64>(term.df));
        if (auto ran = df->run(); !ran)
            return ran;
    }
    return {};
}

Result<std::vector<SegmentInfo>> SqliteSegmentStore::segments()
{
    auto stmt = m_db.prepare(QStringLiteral("SELECT id, doc_count, level FROM index_segments ORDER BY id"));
    if (!stmt)
        return stmt.error();
    std::vector<SegmentInfo> out;
    if (auto rows = stmt->forEachRow([&] {
            out.push_back({stmt->columnInt64(0), stmt->columnInt64(1), int(stmt->columnInt64(2))});
        });
        !rows)
        return rows.error();
    return out;
}

Result<std::vector<StoredSegment>> SqliteSegmentStore::readSegments(const std::vector<qint64>& ids)
{
    auto docsStmt = m_db.prepare(QStringLiteral("SELECT docs FROM index_segments WHERE id = ?"));
    auto termsStmt =
        m_db.prepare(QStringLiteral("SELECT term, blob FROM index_postings WHERE segment_id = ? ORDER BY term"));
    if (!docsStmt || !termsStmt)
        return !docsStmt ? docsStmt.error() : termsStmt.error();
    std::vector<StoredSegment> out(ids.size());
    for (size_t i = 0; i < ids.size(); ++i) {
        out[i].id = ids[i];
        docsStmt->reset();
        docsStmt->bind(1, ids[i]);
        auto row = docsStmt->step();
        if (!row)
            return row.error();
        if (!row.value())
            return damaged(ids[i]);
        out[i].docs = std::string(docsStmt->columnBlobView(0));
        termsStmt->reset();
        termsStmt->bind(1, ids[i]);
        if (auto rows = termsStmt->forEachRow([&] {
                out[i].terms.emplace_back(std::string(termsStmt->columnBlobView(0)),
                                          std::string(termsStmt->columnBlobView(1)));
            });
            !rows)
            return rows.error();
    }
    return out;
}

Result<Tombstones> SqliteSegmentStore::readTombstones()
{
    Tombstones out;
    auto tombs = m_db.prepare(QStringLiteral("SELECT chunk_id, before_segment FROM index_tombstones"));
    if (!tombs)
        return tombs.error();
    if (auto rows =
            tombs->forEachRow([&] { out[static_cast<quint32>(tombs->columnInt64(0))] = tombs->columnInt64(1); });
        !rows)
        return rows.error();
    return out;
}

Result<bool> SqliteSegmentStore::beginMerge()
{
    if (auto begun = m_db.begin(); !begun)
        return begun.error();
    return true;
}

Result<void> SqliteSegmentStore::commitMerge()
{
    return m_db.commit();
}

void SqliteSegmentStore::rollbackMerge()
{
    (void)m_db.rollback();
}

Result<void> SqliteSegmentStore::replaceSegments(const std::vector<qint64>& inputs, const EncodedSegment& merged,
                                                 int level, const std::vector<quint32>& buried)
{
    Q_UNUSED(buried) // pruneTombstones() decides from every segment (a chunk id can be in several)
    auto id = nextSegment();
    if (!id)
        return id.error();
    if (auto dropped = m_db.exec(QStringLiteral("DELETE FROM index_postings WHERE segment_id IN (%1); "
                                                "DELETE FROM index_segments WHERE id IN (%1);")
                                     .arg(idList(inputs)));
        !dropped)
        return dropped;
    if (merged.docCount > 0) {
        if (auto inserted = insertSegment(id.value(), level, merged, false); !inserted)
            return inserted;
    }
    if (auto pruned = pruneTombstones(); !pruned)
        return pruned;
    return m_db.exec(QStringLiteral("UPDATE index_meta SET value = value + 1 WHERE key = 'generation'"));
}

Result<void> SqliteSegmentStore::pruneTombstones()
{
    // A tombstone is needed while a segment older than the removal still holds the chunk.
    std::vector<std::pair<qint64, SegmentDocs>> segments;
    auto stmt = m_db.prepare(QStringLiteral("SELECT id, docs FROM index_segments ORDER BY id"));
    if (!stmt)
        return stmt.error();
    if (auto rows = stmt->forEachRow([&]() -> Result<void> {
            std::optional<SegmentDocs> decoded = SegmentDocs::decode(stmt->columnBlobView(1));
            if (!decoded)
                return damaged(stmt->columnInt64(0));
            segments.emplace_back(stmt->columnInt64(0), std::move(*decoded));
            return {};
        });
        !rows)
        return rows.error();
    auto tombs = m_db.prepare(QStringLiteral("SELECT chunk_id, before_segment FROM index_tombstones"));
    auto drop = m_db.prepare(QStringLiteral("DELETE FROM index_tombstones WHERE chunk_id = ?"));
    if (!tombs || !drop)
        return !tombs ? tombs.error() : drop.error();
    std::vector<qint64> unneeded;
    auto kept = tombs->forEachRow([&] {
        const auto chunkId = static_cast<quint32>(tombs->columnInt64(0));
        const qint64 before = tombs->columnInt64(1);
        bool needed = false;
        for (const auto& [segmentId, docs] : segments) {
            if (segmentId >= before)
                break;
            if (docs.find(chunkId)) {
                needed = true;
                break;
            }
        }
        if (!needed)
            unneeded.push_back(chunkId);
    });
    if (!kept)
        return kept.error();
    for (qint64 chunkId : unneeded) {
        drop->reset();
        drop->bind(1, chunkId);
        if (auto ran = drop->run(); !ran)
            return ran;
    }
    return {};
}

} // namespace lmars::store
