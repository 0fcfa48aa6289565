// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddedIndexReader.h"

#include "index/BooleanMatcher.h"
#include "index/IndexLog.h"
#include "index/PositionalMatcher.h"
#include "index/SqliteSegmentStore.h"
#include "index/TopKMatcher.h"
#include "sqlite/Database.h"

#include <algorithm>
#include <utility>

namespace lmars::store {

namespace {

std::vector<std::string> distinct(std::vector<std::string> terms)
{
    std::sort(terms.begin(), terms.end());
    terms.erase(std::unique(terms.begin(), terms.end()), terms.end());
    return terms;
}

} // namespace

EmbeddedIndexReader::EmbeddedIndexReader(QString path) : m_path(std::move(path)) {}

EmbeddedIndexReader::~EmbeddedIndexReader() = default;

Error EmbeddedIndexReader::damagedIndex()
{
    m_sawDamage = true;
    m_generation = -1; // read everything again next time
    m_reader.dropPostings();
    return Error(ErrorKind::Storage, tr("The library index %1 is damaged.").arg(m_path));
}

bool EmbeddedIndexReader::open()
{
    if (!m_db) {
        auto db = Database::open(m_path, Database::Threading::OneThreadAtATime);
        if (!db)
            return false;
        m_db = std::move(db.value());
        m_generation = -1;
        // Postings blobs are read whole: mapped, without a copy through the kernel first. The
        // mapped pages count in RSS once read: this connection reads only the index's pages (the
        // library's connection, which reads chunks, does not map the file).
        (void)m_db->exec(QStringLiteral("PRAGMA mmap_size=1073741824"));
    }
    // A file without the index's tables (not yet migrated): nothing committed to read.
    auto probe = m_db->prepare(QStringLiteral("SELECT value FROM index_meta WHERE key = 'generation'"));
    if (!probe || !probe->step()) {
        m_db.reset();
        return false;
    }
    return true;
}

Result<void> EmbeddedIndexReader::beginRead()
{
    m_sawDamage = false; // this read's own finding
    if (auto begun = m_db->exec(QStringLiteral("BEGIN")); !begun)
        return begun;
    if (auto fresh = refresh(); !fresh) {
        // The snapshot may be half updated: read it all again next time.
        m_snapshot = {};
        m_generation = -1;
        endRead();
        return fresh;
    }
    return {};
}

void EmbeddedIndexReader::endRead()
{
    (void)m_db->exec(QStringLiteral("COMMIT"));
}

Result<void> EmbeddedIndexReader::refresh()
{
    auto meta = m_db->prepare(QStringLiteral("SELECT key, value FROM index_meta"));
    if (!meta)
        return meta.error();
    qint64 generation = -1;
    if (auto rows = meta->forEachRow([&] {
            const QString key = meta->columnText(0);
            if (key == QLatin1String("generation"))
                generation = meta->columnInt64(1);
            else if (key == QLatin1String("live_chunks"))
                m_snapshot.collection.docCount = static_cast<quint64>(std::max<qint64>(0, meta->columnInt64(1)));
            else if (key == QLatin1String("total_length"))
                m_snapshot.collection.totalLength = static_cast<quint64>(std::max<qint64>(0, meta->columnInt64(1)));
        });
        !rows)
        return rows.error();
    if (generation == m_generation)
        return {};
    // Segments never change once written: decode only the new ones.
    SqliteSegmentStore store(*m_db);
    auto live = store.segments();
    if (!live)
        return live.error();
    std::vector<qint64> current;
    for (const SegmentInfo& segment : live.value())
        current.push_back(segment.id);
    auto docs = m_db->prepare(QStringLiteral("SELECT docs FROM index_segments WHERE id = ?"));
    if (!docs)
        return docs.error();
    for (const qint64 id : m_reader.missing(current)) {
        docs->reset();
        docs->bind(1, id);
        auto row = docs->step();
        if (!row)
            return row.error();
        if (!row.value() || !m_reader.keep(id, docs->columnBlobView(0)))
            return damagedIndex();
    }
    m_reader.retain(current);
    m_snapshot.segments = std::move(current);
    auto tombstones = store.readTombstones();
    if (!tombstones)
        return tombstones.error();
    m_snapshot.tombstones = std::move(tombstones.value());
    m_generation = generation;
    qCDebug(lcIndex) << "library index reader at generation" << generation << "with" << m_snapshot.segments.size()
                     << "segments";
    return {};
}

Result<std::vector<EmbeddedIndexReader::TermPostings>>
EmbeddedIndexReader::readTerms(const std::vector<std::string>& terms)
{
    auto df = m_db->prepare(QStringLiteral("SELECT df FROM index_term_df WHERE term = ?"));
    // length() of a blob reads the record's header, not the blob's overflow pages.
    auto sizes = m_db->prepare(QStringLiteral("SELECT segment_id, length(blob) FROM index_postings WHERE term = ?"));
    auto all = m_db->prepare(QStringLiteral("SELECT segment_id, blob FROM index_postings WHERE term = ?"));
    auto one = m_db->prepare(QStringLiteral("SELECT blob FROM index_postings WHERE term = ? AND segment_id = ?"));
    if (!df || !sizes || !all || !one)
        return !df ? df.error() : !sizes ? sizes.error() : !all ? all.error() : one.error();
    std::vector<TermPostings> out(terms.size());
    std::vector<qint64> segments;
    for (size_t i = 0; i < terms.size(); ++i) {
        df->reset();
        df->bindBlob(1, terms[i]);
        auto row = df->step();
        if (!row)
            return row.error();
        if (!row.value())
            continue; // in no live chunk
        out[i].df = static_cast<quint64>(std::max<qint64>(0, df->columnInt64(0)));
        sizes->reset();
        sizes->bindBlob(1, terms[i]);
        segments.clear();
        qint64 bytes = 0;
        if (auto rows = sizes->forEachRow([&] {
                segments.push_back(sizes->columnInt64(0));
                bytes += sizes->columnInt64(1);
            });
            !rows)
            return rows.error();
        if (bytes < kCachedTermBytes) { // a rarer term: read in one pass, not kept
            all->reset();
            all->bindBlob(1, terms[i]);
            if (auto rows = all->forEachRow([&] {
                    out[i].blobs.emplace(all->columnInt64(0),
                                         std::make_shared<const std::string>(all->columnBlobView(1)));
                });
                !rows)
                return rows.error();
            continue;
        }
        for (const qint64 segment : segments) {
            PostingsCache::Blob blob = m_reader.postingsCache().find(terms[i], segment);
            if (!blob) {
                one->reset();
                one->bindBlob(1, terms[i]).bind(2, segment);
                auto posting = one->step();
                if (!posting)
                    return posting.error();
                if (!posting.value())
                    continue;
                blob = m_reader.postingsCache().insert(terms[i], segment, std::string(one->columnBlobView(0)));
            }
            out[i].blobs.emplace(segment, std::move(blob));
        }
    }
    return out;
}

Result<QList<EmbeddedIndexMatch>> EmbeddedIndexReader::search(const IndexQuery& indexQuery)
{
    std::vector<std::string> all = indexQuery.terms;
    all.insert(all.end(), indexQuery.required.begin(), indexQuery.required.end());
    const std::vector<std::string> terms = distinct(std::move(all));
    TopKQuery query;
    std::optional<std::vector<quint32>> only = indexQuery.onlyChunks();
    if (!only)
        return QList<EmbeddedIndexMatch>(); // none of them can be in the index
    query.onlyChunks = std::move(*only);
    if (auto begun = beginRead(); !begun)
        return begun.error();
    query.requireAll = indexQuery.requireAll;
    for (const std::string& term : terms)
        query.roles.push_back(indexQuery.roleOf(term));
    query.asOfDay = indexQuery.asOfDay();
    query.k = indexQuery.k;
    if (indexQuery.matter) {
        auto matter = m_db->prepare(QStringLiteral("SELECT id FROM index_matters WHERE name = ?"));
        if (!matter) {
            endRead();
            return matter.error();
        }
        matter->bind(1, *indexQuery.matter);
        auto row = matter->step();
        if (!row || !row.value()) {
            endRead();
            return row ? Result<QList<EmbeddedIndexMatch>>(QList<EmbeddedIndexMatch>()) : row.error();
        }
        query.matter = static_cast<quint32>(matter->columnInt64(0));
    }
    auto postings = readTerms(terms);
    endRead();
    if (!postings)
        return postings.error();
    for (const TermPostings& term : postings.value())
        query.termDfs.push_back(term.df);
    const auto postingsOf = [&postings](qint64 segmentId, size_t term) {
        const auto& blobs = postings.value()[term].blobs;
        const auto it = blobs.find(segmentId);
        return it == blobs.end() ? std::string_view() : std::string_view(*it->second);
    };
    const std::optional<std::vector<TopKHit>> hits = m_reader.match(query, terms, m_snapshot, postingsOf, nullptr);
    if (!hits)
        return damagedIndex();
    QList<EmbeddedIndexMatch> out;
    for (const TopKHit& hit : *hits)
        out.append({static_cast<qint64>(hit.chunkId), hit.score});
    return out;
}

Result<int> EmbeddedIndexReader::segmentCount()
{
    if (auto begun = beginRead(); !begun)
        return begun.error();
    endRead();
    return static_cast<int>(m_snapshot.segments.size());
}

Result<std::vector<std::string>> EmbeddedIndexReader::termsWithPrefix(const std::string& prefix, int limit)
{
    // Terms are blobs compared bytewise: the range [prefix, prefix + 0xff) holds those that begin with it.
    auto stmt = m_db->prepare(
        QStringLiteral("SELECT term FROM index_term_df WHERE term >= ? AND term < ? AND df > 0 ORDER BY term LIMIT ?"));
    if (!stmt)
        return stmt.error();
    stmt->bindBlob(1, prefix).bindBlob(2, prefix + std::string(1, '\xff')).bind(3, limit);
    std::vector<std::string> out;
    if (auto rows = stmt->forEachRow([&] { out.emplace_back(stmt->columnBlobView(0)); }); !rows)
        return rows.error();
    return out;
}

Result<std::optional<quint32>> EmbeddedIndexReader::matterNumber(const QString& matter)
{
    auto stmt = m_db->prepare(QStringLiteral("SELECT id FROM index_matters WHERE name = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, matter);
    auto row = stmt->step();
    if (!row)
        return row.error();
    if (!row.value())
        return std::optional<quint32>();
    return std::optional<quint32>(static_cast<quint32>(stmt->columnInt64(0)));
}

Result<std::vector<qint64>> EmbeddedIndexReader::matchBoolean(BooleanMatcher& matcher, const IndexQuery& filters)
{
    if (auto begun = beginRead(); !begun)
        return begun.error();
    std::optional<quint32> matter;
    if (filters.matter) {
        auto number = matterNumber(*filters.matter);
        if (!number || !number.value()) {
            endRead();
            return number ? Result<std::vector<qint64>>(std::vector<qint64>()) : number.error();
        }
        matter = number.value();
    }
    if (auto expanded = matcher.expand(
            [this](const std::string& prefix) { return termsWithPrefix(prefix, BooleanMatcher::kMaxExpansion + 1); });
        !expanded) {
        endRead();
        return expanded.error();
    }
    std::vector<std::string> terms;
    for (const std::vector<std::string>& slot : matcher.slotTerms())
        terms.insert(terms.end(), slot.begin(), slot.end());
    auto postings = readTerms(terms);
    endRead();
    if (!postings)
        return postings.error();
    PositionalMatcher positional(matcher, filters.asOfDay(), matter);
    std::vector<std::string_view> blobs(terms.size());
    std::vector<quint32> hits;
    PositionalMatcher::Outcome outcome = PositionalMatcher::Outcome::Matched;
    m_reader.forEachSegment(m_snapshot, [&](qint64 id, const SegmentDocs& docs, const TopKMatcher::IsDead& isDead) {
        for (size_t t = 0; t < terms.size(); ++t) {
            const auto& of = postings.value()[t].blobs;
            const auto it = of.find(id);
            blobs[t] = it == of.end() ? std::string_view() : std::string_view(*it->second);
        }
        outcome = positional.addSegment(docs, blobs, isDead, hits);
        return outcome == PositionalMatcher::Outcome::Matched;
    });
    if (outcome == PositionalMatcher::Outcome::Damaged)
        return damagedIndex();
    if (outcome == PositionalMatcher::Outcome::NoPositions)
        return Error(ErrorKind::Storage,
                     tr("The library index is being rebuilt with word positions; Terms-and-Connectors search "
                        "(phrases, /s, /p, /n) works again when that is done. Natural-language search works now."));
    qCDebug(lcIndex) << "terms-and-connectors match:" << positional.checked() << "candidates checked," << hits.size()
                     << "hits";
    std::sort(hits.begin(), hits.end());
    hits.erase(std::unique(hits.begin(), hits.end()), hits.end());
    return std::vector<qint64>(hits.begin(), hits.end());
}

} // namespace lmars::store
