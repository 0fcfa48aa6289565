// SPDX-License-Identifier: GPL-3.0-or-later
#include "EmbeddedIndex.h"

#include "index/IndexLog.h"
#include "index/LibraryTerms.h"
#include "index/ReferenceMatcher.h"
#include "index/SegmentIndexMerger.h"
#include "index/SegmentIndexReader.h"
#include "index/SegmentIndexWriter.h"
#include "index/SqliteSegmentStore.h"
#include "sqlite/Database.h"

#include <QDate>
#include <QElapsedTimer>

#include <algorithm>
#include <limits>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace lmars::store {

namespace {

constexpr quint32 kTitleWeight = 3;
constexpr quint32 kHeadingWeight = 2;

const char* const kNextSegment = "next_segment";
const char* const kLiveChunks = "live_chunks";
const char* const kTotalLength = "total_length";
const char* const kFormatKey = "format";

/// yyyy-MM-dd as a Julian day; fallback when empty or not a date.
qint32 julianDay(const QString& day, qint32 fallback)
{
    const QDate date = QDate::fromString(day, Qt::ISODate);
    return date.isValid() ? static_cast<qint32>(date.toJulianDay()) : fallback;
}

Error writeError()
{
    return Error(ErrorKind::Internal, EmbeddedIndex::tr("The library index is not open for writing."));
}

using WeightedTerms = std::vector<std::pair<std::string_view, quint32>>;

/// Appends the citation terms of keys to out, which stays sorted with each term once.
void addCitationTerms(const QStringList& keys, std::vector<std::string>& out)
{
    if (keys.isEmpty())
        return;
    for (const QString& key : keys)
        out.push_back(EmbeddedIndex::citationTerm(key));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
}

/// The terms of one document's chunks, as they are indexed: the title's (weight 3), the
/// heading's (2), the text's (1), and boolean terms (0, each once): the title's words and the
/// references the chunk cites (ReferenceMatcher::citations).
struct ChunkTerms
{
    std::vector<std::string> title;
    std::vector<std::string> titleBooleans; ///< "T<word>" and the instruments the title names, each once
    QString heading;
    bool headingKnown = false;
    std::vector<std::string> headingTerms;
    std::vector<std::string> headingCitations; ///< the title's and the heading's, sorted, each once
    std::vector<std::string> body;
    std::vector<std::string_view> bodyViews;
    std::vector<quint32> bodyBreaks;              ///< the text's TermBreaks when made here
    const std::vector<quint32>* breaks = nullptr; ///< the body's TermBreaks (bodyBreaks or the prepared ones)
    size_t bodyFirst = 0;                         ///< where the body's terms start in setChunk()'s out
    QStringList textCitations;                    ///< reused for each chunk
    std::vector<std::string> citations;

    void setTitle(const LibraryTerms& terms, const QString& text)
    {
        title.clear();
        terms.append(text, title);
        titleBooleans.clear();
        for (const std::string& term : title)
            titleBooleans.push_back(EmbeddedIndex::titleTerm(term));
        std::sort(titleBooleans.begin(), titleBooleans.end());
        titleBooleans.erase(std::unique(titleBooleans.begin(), titleBooleans.end()), titleBooleans.end());
        headingKnown = false;
        m_titleName = text;
    }

    /// The chunk's weighted terms into out (views of this object's strings and of textTerms).
    void setChunk(const LibraryTerms& terms, const QString& headingPath, const QString& text, WeightedTerms& out,
                  const std::optional<PreparedTerms>& textTerms = std::nullopt)
    {
        if (!headingKnown || headingPath != heading) {
            heading = headingPath;
            headingTerms.clear();
            terms.append(headingPath, headingTerms);
            QStringList keys;
            ReferenceMatcher::namedInstruments(m_titleName, keys);
            ReferenceMatcher::namedInstruments(ReferenceMatcher::firstHeading(headingPath), keys);
            ReferenceMatcher::citedProvisions(headingPath, keys);
            headingCitations.clear();
            addCitationTerms(keys, headingCitations);
            headingKnown = true;
        }
        const QStringList* textKeys = &textCitations;
        if (textTerms && textTerms->tokenizer == terms.tokenizer()) {
            LibraryTerms::split(textTerms->joined, bodyViews);
            textKeys = &textTerms->citations;
            breaks = &textTerms->breaks;
        } else {
            body.clear();
            bodyBreaks.clear();
            terms.append(text, body, &bodyBreaks);
            breaks = &bodyBreaks;
            bodyViews.assign(body.begin(), body.end());
            textCitations.clear();
            ReferenceMatcher::citedProvisions(text, textCitations);
            ReferenceMatcher::citedInstruments(text, textCitations);
        }
        citations = headingCitations;
        addCitationTerms(*textKeys, citations);
        out.clear();
        for (const std::string& term : title)
            out.emplace_back(term, kTitleWeight);
        for (const std::string& term : headingTerms)
            out.emplace_back(term, kHeadingWeight);
        bodyFirst = out.size();
        for (std::string_view term : bodyViews)
            out.emplace_back(term, 1);
        for (const std::string& term : titleBooleans)
            out.emplace_back(term, 0);
        for (const std::string& term : citations)
            out.emplace_back(term, 0);
    }

private:
    QString m_titleName;
};

} // namespace

struct EmbeddedIndex::CurrentDocument
{
    qint64 id = 0;
    bool open = false;
    SegmentDoc attributes;
    ChunkTerms terms;
    WeightedTerms weighted;              ///< reused for each chunk
    SegmentBuilder::Positions positions; ///< reused for each chunk
    std::vector<quint32> bodyPositions;
};

EmbeddedIndex::EmbeddedIndex(Database& db, QString path, LibraryTokenizer tokenizer)
    : m_db(db), m_path(std::move(path)), m_terms(std::make_shared<LibraryTerms>(tokenizer)),
      m_store(std::make_unique<SqliteSegmentStore>(db)), m_reader(std::make_unique<SegmentIndexReader>(m_terms)),
      m_document(std::make_unique<CurrentDocument>())
{}

EmbeddedIndex::~EmbeddedIndex() = default;

std::string EmbeddedIndex::titleTerm(const std::string& term)
{
    return IndexQuery::titleTerm(term);
}

std::string EmbeddedIndex::citationTerm(const QString& key)
{
    return "R" + key.toStdString();
}

bool EmbeddedIndex::readerUsable()
{
    if (!m_readStore)
        m_readStore = SqliteSegmentStore::openForReading(m_path);
    // A file without the index's tables (not yet migrated): nothing committed to read.
    if (m_readStore && !m_readStore->hasIndex())
        m_readStore.reset();
    return m_readStore != nullptr;
}

Result<bool> EmbeddedIndex::isCurrent()
{
    auto format = meta(kFormatKey);
    if (!format)
        return format.error();
    return format.value() == kFormat && !m_damaged;
}

Result<bool> EmbeddedIndex::isOlderButSearchable()
{
    auto format = meta(kFormatKey);
    if (!format)
        return format.error();
    return !m_damaged && format.value() >= kOldestSearchableFormat && format.value() < kFormat;
}

Result<void> EmbeddedIndex::beginWrite()
{
    cancelWrite();
    m_writing = true;
    m_changed = false;
    m_writer = std::make_unique<SegmentIndexWriter>(*m_store, quint32(kFlushChunks));
    Result<void> ready = [this]() -> Result<void> {
        auto live = meta(kLiveChunks);
        auto length = meta(kTotalLength);
        auto current = isCurrent();
        if (!live || !length || !current)
            return !live ? live.error() : !length ? length.error() : current.error();
        m_liveChunks = live.value();
        m_totalLength = length.value();
        return current.value() ? Result<void>() : rebuild();
    }();
    if (!ready)
        cancelWrite();
    return ready;
}

Result<void> EmbeddedIndex::rebuild()
{
    QElapsedTimer timer;
    timer.start();
    m_matterIds.clear();
    m_liveChunks = 0;
    m_totalLength = 0;
    m_changed = true;
    m_rebuilt = true;
    if (auto cleared = m_db.exec(
            QStringLiteral("DELETE FROM index_segments; DELETE FROM index_postings; DELETE FROM index_term_df; "
                           "DELETE FROM index_tombstones; DELETE FROM index_matters;"));
        !cleared)
        return cleared;
    if (auto indexed = indexStored(0); !indexed)
        return indexed;
    if (auto flushed = flushSegment(); !flushed)
        return flushed;
    if (m_liveChunks > 0)
        qCInfo(lcIndex) << "indexed the" << m_liveChunks << "stored chunks of" << m_path << "in" << timer.elapsed()
                        << "ms";
    return setMeta(kFormatKey, kFormat);
}

Result<void> EmbeddedIndex::indexStored(qint64 documentId)
{
    // In chunk id order: the index takes ascending ids without starting a new segment.
    auto rows = m_db.prepare(QStringLiteral("SELECT c.id, c.heading_path, c.text, d.id, d.title, d.matter, "
                                            "d.valid_from, d.valid_to FROM chunks c JOIN documents d "
                                            "ON d.id = c.document_id %1 ORDER BY c.id")
                                 .arg(documentId > 0 ? QStringLiteral("WHERE c.document_id = ?") : QString()));
    if (!rows)
        return rows.error();
    if (documentId > 0)
        rows->bind(1, documentId);
    qint64 chunks = 0;
    qint64 current = 0; // the document setDocument() was last given here
    return rows->forEachRow([&]() -> Result<void> {
        const qint64 document = rows->columnInt64(3);
        if (document != current) {
            current = document;
            if (auto set = setDocument(document, rows->columnText(4), rows->columnText(5), rows->columnText(6),
                                       rows->columnText(7));
                !set)
                return set;
        }
        if (++chunks % 100000 == 0)
            qCInfo(lcIndex) << "indexing the stored chunks of" << m_path << ":" << chunks << "so far";
        return addChunk(rows->columnInt64(0), rows->columnText(1), rows->columnText(2));
    });
}

Result<qint64> EmbeddedIndex::meta(const char* key)
{
    auto stmt = m_db.prepare(QStringLiteral("SELECT value FROM index_meta WHERE key = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, QString::fromLatin1(key));
    auto row = stmt->step();
    if (!row)
        return row.error();
    return row.value() ? stmt->columnInt64(0) : 0;
}

Result<void> EmbeddedIndex::setMeta(const char* key, qint64 value)
{
    auto stmt = m_db.prepare(QStringLiteral("INSERT OR REPLACE INTO index_meta(key, value) VALUES(?, ?)"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, QString::fromLatin1(key)).bind(2, value);
    return stmt->run();
}

Result<quint32> EmbeddedIndex::matterId(const QString& matter)
{
    if (auto known = m_matterIds.constFind(matter); known != m_matterIds.cend())
        return known.value();
    auto stmt = m_db.prepare(QStringLiteral("INSERT INTO index_matters(name) VALUES(?) ON CONFLICT(name) DO UPDATE "
                                            "SET name = excluded.name RETURNING id"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, matter);
    auto row = stmt->step();
    if (!row)
        return row.error();
    const auto id = static_cast<quint32>(stmt->columnInt64(0));
    if (auto done = stmt->run(); !done)
        return done.error();
    m_matterIds.insert(matter, id);
    return id;
}

Result<void> EmbeddedIndex::setDocument(qint64 documentId, const QString& title, const QString& matter,
                                        const QString& validFrom, const QString& validTo)
{
    if (!m_writing)
        return writeError();
    auto matterNumber = matterId(matter);
    if (!matterNumber)
        return matterNumber.error();
    CurrentDocument& d = *m_document;
    d.id = documentId;
    d.open = true;
    d.attributes = SegmentDoc{};
    d.attributes.matter = matterNumber.value();
    d.attributes.validFrom = julianDay(validFrom, SegmentDoc::kOpenFrom);
    d.attributes.validTo = julianDay(validTo, SegmentDoc::kOpenTo);
    d.terms.setTitle(*m_terms, title);
    return {};
}

Result<void> EmbeddedIndex::addChunk(qint64 chunkId, const QString& headingPath, const QString& text,
                                     const std::optional<PreparedTerms>& textTerms)
{
    if (!m_writing || !m_document->open)
        return writeError();
    if (chunkId <= 0 || chunkId > std::numeric_limits<quint32>::max())
        return Error(ErrorKind::Storage, tr("The library index cannot hold chunk number %1.").arg(chunkId));
    CurrentDocument& d = *m_document;
    SegmentDoc doc = d.attributes;
    doc.chunkId = static_cast<quint32>(chunkId);
    d.terms.setChunk(*m_terms, headingPath, text, d.weighted, textTerms);
    // The body's word positions and breaks, for Terms-and-Connectors search (words only: a trigram
    // index has no word positions).
    const bool positional = m_terms->tokenizer() != LibraryTokenizer::Trigram;
    if (positional) {
        const size_t bodyCount = d.terms.bodyViews.size();
        LibraryTerms::positionsOf(bodyCount, *d.terms.breaks, d.bodyPositions, d.positions.sentenceStarts,
                                  d.positions.paragraphStarts);
        d.positions.ofTerm.assign(d.weighted.size(), SegmentBuilder::kNoPosition);
        std::copy(d.bodyPositions.begin(), d.bodyPositions.end(),
                  d.positions.ofTerm.begin() + static_cast<std::ptrdiff_t>(d.terms.bodyFirst));
    }
    // The writer starts a new segment first when the chunk id is not above the last buffered one
    // (a document indexed again keeps its ids), and writes a full one.
    if (auto added = positional ? m_writer->add(doc, d.weighted, d.positions) : m_writer->add(doc, d.weighted); !added)
        return added;
    if (m_writer->bufferedChunks() <= 1) // it wrote the buffered chunks: this one is all it holds now, if any
        m_buffered.clear();
    if (m_writer->bufferedChunks() > 0)
        m_buffered.insert(d.id);
    ++m_liveChunks;
    m_changed = true;
    return {};
}

Result<void> EmbeddedIndex::flushSegment()
{
    m_buffered.clear();
    return m_writer->flush();
}

Result<void> EmbeddedIndex::removeDocument(qint64 documentId)
{
    if (!m_writing)
        return writeError();
    // Its chunks must be in a segment for the tombstones to kill them there.
    if (m_buffered.contains(documentId)) {
        if (auto flushed = flushSegment(); !flushed)
            return flushed;
    }
    auto title = m_db.prepare(QStringLiteral("SELECT title FROM documents WHERE id = ?"));
    auto chunks = m_db.prepare(QStringLiteral("SELECT id, heading_path, text FROM chunks WHERE document_id = ?"));
    auto before = meta(kNextSegment);
    if (!title || !chunks || !before)
        return !title ? title.error() : !chunks ? chunks.error() : before.error();
    title->bind(1, documentId);
    auto found = title->step();
    if (!found || !found.value())
        return found ? Result<void>() : Result<void>(found.error());
    // Its chunks' terms, derived again as addChunk() derived them: how many chunks hold each term.
    ChunkTerms terms;
    terms.setTitle(*m_terms, title->columnText(0));
    WeightedTerms weighted;
    std::unordered_map<std::string, qint64> holding;
    std::vector<std::string_view> distinct;
    auto tomb = m_db.prepare(QStringLiteral(
        "INSERT INTO index_tombstones(chunk_id, before_segment) VALUES(?, ?) "
        "ON CONFLICT(chunk_id) DO UPDATE SET before_segment = max(before_segment, excluded.before_segment)"));
    if (!tomb)
        return tomb.error();
    chunks->bind(1, documentId);
    auto removed = chunks->forEachRow([&]() -> Result<void> {
        tomb->reset();
        tomb->bind(1, chunks->columnInt64(0)).bind(2, before.value());
        if (auto ran = tomb->run(); !ran)
            return ran;
        terms.setChunk(*m_terms, chunks->columnText(1), chunks->columnText(2), weighted);
        distinct.clear();
        for (const auto& [term, weight] : weighted) {
            m_totalLength -= weight;
            distinct.push_back(term);
        }
        std::sort(distinct.begin(), distinct.end());
        distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
        for (std::string_view term : distinct)
            ++holding[std::string(term)];
        --m_liveChunks;
        m_changed = true;
        return {};
    });
    if (!removed)
        return removed;
    auto df = m_db.prepare(QStringLiteral("UPDATE index_term_df SET df = df - ? WHERE term = ?"));
    auto drop = m_db.prepare(QStringLiteral("DELETE FROM index_term_df WHERE term = ? AND df <= 0"));
    if (!df || !drop)
        return !df ? df.error() : drop.error();
    for (const auto& [term, count] : holding) {
        df->reset();
        df->bind(1, count).bindBlob(2, term);
        drop->reset();
        drop->bindBlob(1, term);
        if (auto ran = df->run(); !ran)
            return ran;
        if (auto ran = drop->run(); !ran)
            return ran;
    }
    return {};
}

Result<void> EmbeddedIndex::reindexDocument(qint64 documentId)
{
    if (auto removed = removeDocument(documentId); !removed)
        return removed;
    return indexStored(documentId);
}

Result<void> EmbeddedIndex::finishWrite()
{
    if (!m_writing)
        return writeError();
    Result<void> done = flushSegment();
    m_totalLength += static_cast<qint64>(m_writer->writtenLength());
    if (done && m_changed)
        done = setMeta(kLiveChunks, m_liveChunks);
    if (done && m_changed)
        done = setMeta(kTotalLength, m_totalLength);
    if (done && m_changed)
        done = m_db.exec(QStringLiteral("UPDATE index_meta SET value = value + 1 WHERE key = 'generation'"));
    const bool rebuilt = m_rebuilt;
    cancelWrite(); // nothing is buffered any more
    m_rebuilt = done && rebuilt;
    return done;
}

void EmbeddedIndex::afterCommit()
{
    if (m_rebuilt) // the damaged index, if any, is gone
        m_damaged = false;
    m_rebuilt = false;
    // The write is visible now; merging is work of its own that a failure does not undo.
    if (auto merged = mergeLevels(false); !merged)
        qCWarning(lcIndex) << "merging library index segments failed:" << merged.error().summary;
}

void EmbeddedIndex::cancelWrite()
{
    m_writer.reset();
    m_buffered.clear();
    m_matterIds.clear();
    m_document->open = false;
    m_writing = false;
    m_rebuilt = false;
}

Result<void> EmbeddedIndex::mergeLevels(bool everything)
{
    SegmentIndexMerger merger(*m_store);
    if (everything) {
        auto merged = merger.mergeAll();
        return merged ? Result<void>() : Result<void>(merged.error());
    }
    auto merged = merger.mergeLevels();
    return merged ? Result<void>() : Result<void>(merged.error());
}

Result<void> EmbeddedIndex::mergeAll()
{
    if (m_writing)
        return Error(ErrorKind::Internal, tr("The library index is being written."));
    return mergeLevels(true);
}

Result<int> EmbeddedIndex::segmentCount()
{
    if (!readerUsable())
        return 0;
    return m_reader->segmentCount(*m_readStore);
}

Result<QList<EmbeddedIndexMatch>> EmbeddedIndex::search(const IndexQuery& query)
{
    if ((query.terms.empty() && query.required.empty()) || query.k <= 0)
        return QList<EmbeddedIndexMatch>();
    if (!readerUsable())
        return QList<EmbeddedIndexMatch>(); // nothing committed yet
    auto found = m_reader->search(*m_readStore, {query});
    if (!found) {
        if (m_reader->sawDamage())
            m_damaged = true;
        return found.error();
    }
    QList<EmbeddedIndexMatch> out;
    for (const TopKHit& hit : found->front())
        out.append({static_cast<qint64>(hit.chunkId), hit.score});
    return out;
}

Result<std::vector<qint64>> EmbeddedIndex::matchBoolean(BooleanMatcher& matcher, const IndexQuery& query)
{
    if (!readerUsable())
        return std::vector<qint64>(); // nothing committed yet
    auto found = m_reader->matchBoolean(*m_readStore, matcher, query);
    if (!found && m_reader->sawDamage())
        m_damaged = true;
    return found;
}

} // namespace lmars::store
