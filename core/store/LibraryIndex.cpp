// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryIndex.h"

#include "store/Database.h"
#include "store/LibraryDocumentTerms.h"
#include "store/LibraryIndexMerger.h"
#include "store/LibraryIndexReader.h"
#include "store/LibraryTerms.h"
#include "store/SegmentBuilder.h"
#include "store/StoreLog.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <limits>

#include <utility>

namespace lmars::store {

namespace {

constexpr quint32 kTitleWeight = 3;
constexpr quint32 kHeadingWeight = 2;

/// The index file's tables; user_version 1. Terms are blobs (UTF-8 bytes, compared bytewise).
const char* const kSchema = R"(
CREATE TABLE meta(key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE stamp(id INTEGER PRIMARY KEY CHECK (id = 1), library_id TEXT NOT NULL, applied_seq INTEGER NOT NULL);
CREATE TABLE segments(id INTEGER PRIMARY KEY, doc_count INTEGER NOT NULL, total_length INTEGER NOT NULL,
                      docs BLOB NOT NULL);
CREATE TABLE postings(term BLOB NOT NULL, segment_id INTEGER NOT NULL, df INTEGER NOT NULL, blob BLOB NOT NULL,
                      PRIMARY KEY(term, segment_id)) WITHOUT ROWID;
CREATE TABLE term_df(term BLOB PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE tombstones(chunk_id INTEGER PRIMARY KEY, before_segment INTEGER NOT NULL);
CREATE TABLE document_terms(document_id INTEGER PRIMARY KEY, terms BLOB NOT NULL);
CREATE TABLE matters(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
INSERT INTO meta(key, value) VALUES ('next_segment', 1), ('live_chunks', 0), ('total_length', 0),
    ('generation', 0);
)";

const char* const kNextSegment = "next_segment";
const char* const kLiveChunks = "live_chunks";
const char* const kTotalLength = "total_length";

/// 64 KiB pages, as the library file: postings blobs are large and read whole.
constexpr int kPageBytes = 65536;

/// yyyy-MM-dd as a Julian day; fallback when empty or not a date.
qint32 julianDay(const QString& day, qint32 fallback)
{
    const QDate date = QDate::fromString(day, Qt::ISODate);
    return date.isValid() ? static_cast<qint32>(date.toJulianDay()) : fallback;
}

Error writeError()
{
    return Error(ErrorKind::Internal, LibraryIndex::tr("The library index is not open for writing."));
}

} // namespace

struct LibraryIndex::CurrentDocument
{
    qint64 id = 0;
    bool open = false;
    SegmentDoc attributes;
    std::vector<std::string> title;
    std::vector<std::string> titleBooleans; ///< "T<word>", each once
    QString heading;
    std::vector<std::string> headingTerms;
    bool headingKnown = false;
    std::vector<std::string> body;                               ///< reused for each chunk
    std::vector<LibraryDocumentTerms::Count*> chunkTerms;        ///< reused for each chunk: its distinct terms
    std::vector<std::pair<std::string_view, quint32>> chunkWdfs; ///< ... with their names and wdfs
    quint32 chunkSerial = 0;                                     ///< counts the chunks given (Count::lastChunk)
    LibraryDocumentTerms added;                                  ///< the chunks added since setDocument() or a flush
};

LibraryIndex::LibraryIndex(QString path, LibraryTokenizer tokenizer)
    : m_path(std::move(path)), m_terms(std::make_unique<LibraryTerms>(tokenizer)),
      m_document(std::make_unique<CurrentDocument>())
{}

LibraryIndex::~LibraryIndex()
{
    cancelWrite();
}

std::string LibraryIndex::titleTerm(const std::string& term)
{
    return "T" + term;
}

bool LibraryIndex::remove(const QString& path)
{
    bool removed = true;
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        if (QFileInfo::exists(path + suffix))
            removed = QFile::remove(path + suffix) && removed;
    }
    return removed;
}

bool LibraryIndex::readerUsable()
{
    if (!m_reader)
        m_reader = std::make_unique<LibraryIndexReader>(m_path);
    return m_reader->open();
}

LibraryIndexStamp LibraryIndex::committedStamp()
{
    if (m_damaged || !QFileInfo::exists(m_path) || !readerUsable())
        return {};
    return m_reader->stamp();
}

Result<void> LibraryIndex::openWriter()
{
    // The connection stays open between writes (it holds no lock outside a transaction), unless
    // the file went away under it.
    if (m_writer && QFileInfo::exists(m_path))
        return {};
    m_writer.reset();
    m_reader.reset();
    auto db = Database::open(m_path, Database::Threading::OneThreadAtATime, kPageBytes);
    if (db) {
        if (auto migrated = db.value()->migrate({QString::fromLatin1(kSchema)}); !migrated) {
            if (Database::isBusy(migrated.error()))
                return migrated.error();
            db = migrated.error();
        }
    }
    if (!db) {
        // Not an index of ours (a damaged or foreign file): an empty one, rebuilt by the caller.
        qCWarning(lcStore) << "recreating the library index" << m_path << db.error().summary;
        m_reader.reset();
        if (!remove(m_path))
            return Error(ErrorKind::Storage, tr("Cannot replace the library index file %1.").arg(m_path));
        db = Database::open(m_path, Database::Threading::OneThreadAtATime, kPageBytes);
        if (!db)
            return db.error();
        if (auto migrated = db.value()->migrate({QString::fromLatin1(kSchema)}); !migrated)
            return migrated.error();
    }
    m_writer = std::move(db.value());
    return {};
}

Result<LibraryIndexStamp> LibraryIndex::beginWrite()
{
    cancelWrite();
    if (auto opened = openWriter(); !opened)
        return opened.error();
    if (auto begun = m_writer->begin(); !begun)
        return begun.error();
    m_writing = true;
    auto fail = [this](const Error& error) -> Result<LibraryIndexStamp> {
        cancelWrite();
        return error;
    };
    m_builder = std::make_unique<SegmentBuilder>();
    auto live = meta(kLiveChunks);
    auto length = meta(kTotalLength);
    if (!live || !length)
        return fail(!live ? live.error() : length.error());
    m_liveChunks = live.value();
    m_totalLength = length.value();
    auto stmt = m_writer->prepare(QStringLiteral("SELECT library_id, applied_seq FROM stamp WHERE id = 1"));
    if (!stmt)
        return fail(stmt.error());
    auto row = stmt->step();
    if (!row)
        return fail(row.error());
    LibraryIndexStamp stamp;
    if (row.value() && !m_damaged) { // a damaged index reads as none: the caller rebuilds it
        stamp.libraryId = stmt->columnText(0);
        stamp.appliedSeq = stmt->columnInt64(1);
    }
    return stamp;
}

Result<void> LibraryIndex::clear()
{
    if (!m_writing)
        return writeError();
    m_builder = std::make_unique<SegmentBuilder>();
    m_buffered.clear();
    m_matterIds.clear();
    m_document->open = false;
    m_liveChunks = 0;
    m_totalLength = 0;
    m_damaged = false;
    return m_writer->exec(QStringLiteral(
        "DELETE FROM stamp; DELETE FROM segments; DELETE FROM postings; DELETE FROM term_df; DELETE FROM tombstones; "
        "DELETE FROM document_terms; DELETE FROM matters; UPDATE meta SET value = 0 WHERE key IN ('live_chunks', "
        "'total_length');"));
}

Result<qint64> LibraryIndex::meta(const char* key)
{
    auto stmt = m_writer->prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, QString::fromLatin1(key));
    auto row = stmt->step();
    if (!row)
        return row.error();
    return row.value() ? stmt->columnInt64(0) : 0;
}

Result<void> LibraryIndex::setMeta(const char* key, qint64 value)
{
    auto stmt = m_writer->prepare(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)"));
    if (!stmt)
        return stmt.error();
    stmt->bind(1, QString::fromLatin1(key)).bind(2, value);
    return stmt->run();
}

Result<quint32> LibraryIndex::matterId(const QString& matter)
{
    if (auto known = m_matterIds.constFind(matter); known != m_matterIds.cend())
        return known.value();
    auto stmt = m_writer->prepare(QStringLiteral("INSERT INTO matters(name) VALUES(?) ON CONFLICT(name) DO UPDATE "
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

Result<void> LibraryIndex::setDocument(qint64 documentId, const QString& title, const QString& matter,
                                       const QString& validFrom, const QString& validTo)
{
    if (!m_writing)
        return writeError();
    if (auto finished = finishDocument(); !finished)
        return finished;
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
    d.title.clear();
    m_terms->append(title, d.title);
    d.titleBooleans.clear();
    for (const std::string& term : d.title)
        d.titleBooleans.push_back(titleTerm(term));
    std::sort(d.titleBooleans.begin(), d.titleBooleans.end());
    d.titleBooleans.erase(std::unique(d.titleBooleans.begin(), d.titleBooleans.end()), d.titleBooleans.end());
    d.headingKnown = false;
    d.added.clear();
    return {};
}

Result<void> LibraryIndex::addChunk(qint64 chunkId, const QString& headingPath, const QString& text)
{
    if (!m_writing || !m_document->open)
        return writeError();
    if (chunkId <= 0 || chunkId > std::numeric_limits<quint32>::max())
        return Error(ErrorKind::Storage, tr("The library index cannot hold chunk number %1.").arg(chunkId));
    CurrentDocument& d = *m_document;
    if (!d.headingKnown || headingPath != d.heading) {
        d.heading = headingPath;
        d.headingTerms.clear();
        m_terms->append(headingPath, d.headingTerms);
        d.headingKnown = true;
    }
    d.body.clear();
    m_terms->append(text, d.body);
    SegmentDoc doc = d.attributes;
    doc.chunkId = static_cast<quint32>(chunkId);
    if (m_builder->docCount() > 0 && doc.chunkId <= m_lastBufferedChunk) {
        // Not above the last buffered chunk id (a document indexed again keeps its ids): the
        // buffered chunks become a segment first.
        if (auto flushed = flushSegment(); !flushed)
            return flushed;
    }
    // One lookup per term occurrence in the document's table gives both the chunk's wdfs and the
    // document's chunk counts.
    const quint32 serial = ++d.chunkSerial;
    d.chunkTerms.clear();
    d.chunkWdfs.clear();
    auto count = [&](const std::string& name, quint32 weight) {
        LibraryDocumentTerms::Count& c = d.added.term(name);
        if (c.lastChunk != serial) {
            c.lastChunk = serial;
            c.wdf = 0;
            ++c.chunks;
            d.chunkTerms.push_back(&c);
            d.chunkWdfs.emplace_back(name, 0);
        }
        c.wdf += weight;
    };
    for (const std::string& term : d.title)
        count(term, kTitleWeight);
    for (const std::string& term : d.headingTerms)
        count(term, kHeadingWeight);
    for (const std::string& term : d.body)
        count(term, 1);
    for (const std::string& term : d.titleBooleans)
        count(term, 0);
    quint64 length = 0;
    for (size_t i = 0; i < d.chunkTerms.size(); ++i) {
        d.chunkWdfs[i].second = d.chunkTerms[i]->wdf;
        length += d.chunkTerms[i]->wdf;
    }
    if (!m_builder->addViews(doc, d.chunkWdfs))
        return Error(ErrorKind::Internal, tr("The library index could not add chunk %1.").arg(chunkId));
    m_lastBufferedChunk = doc.chunkId;
    m_buffered.insert(d.id);
    d.added.addChunk(doc.chunkId, length);
    if (m_builder->docCount() >= static_cast<quint32>(kFlushChunks))
        return flushSegment();
    return {};
}

Result<void> LibraryIndex::finishDocument()
{
    CurrentDocument& d = *m_document;
    if (!d.open)
        return {};
    d.open = false;
    if (d.added.chunkIds().empty())
        return {};
    const auto added = static_cast<qint64>(d.added.chunkIds().size());
    // A document whose chunks span a flush already has a row: add to it.
    auto read = m_writer->prepare(QStringLiteral("SELECT terms FROM document_terms WHERE document_id = ?"));
    if (!read)
        return read.error();
    read->bind(1, d.id);
    auto row = read->step();
    if (!row)
        return row.error();
    if (row.value() && !d.added.add(read->columnBlobView(0)))
        return Error(ErrorKind::Storage, tr("The library index is damaged (document %1).").arg(d.id));
    read->reset();
    m_liveChunks += added;
    auto write = m_writer->prepare(QStringLiteral("INSERT OR REPLACE INTO document_terms(document_id, terms) "
                                                  "VALUES(?, ?)"));
    if (!write)
        return write.error();
    write->bind(1, d.id).bindBlob(2, d.added.encode());
    Result<void> done = write->run();
    d.added.clear();
    return done;
}

Result<void> LibraryIndex::flushSegment()
{
    // The current document's chunks so far go into its row; it goes on taking chunks.
    const bool open = m_document->open;
    if (auto finished = finishDocument(); !finished)
        return finished;
    m_document->open = open;
    m_buffered.clear();
    if (m_builder->docCount() == 0)
        return {};
    const EncodedSegment segment = m_builder->finish();
    return writeSegment(segment, 0);
}

Result<void> LibraryIndex::writeSegment(const EncodedSegment& segment, int /*level*/)
{
    auto id = meta(kNextSegment);
    if (!id)
        return id.error();
    if (auto next = setMeta(kNextSegment, id.value() + 1); !next)
        return next;
    auto seg =
        m_writer->prepare(QStringLiteral("INSERT INTO segments(id, doc_count, total_length, docs) VALUES(?, ?, ?, ?)"));
    if (!seg)
        return seg.error();
    seg->bind(1, id.value()).bind(2, static_cast<qint64>(segment.docCount));
    seg->bind(3, static_cast<qint64>(segment.totalLength)).bindBlob(4, segment.docs);
    if (auto ran = seg->run(); !ran)
        return ran;
    auto post =
        m_writer->prepare(QStringLiteral("INSERT INTO postings(term, segment_id, df, blob) VALUES(?, ?, ?, ?)"));
    auto df = m_writer->prepare(QStringLiteral(
        "INSERT INTO term_df(term, df) VALUES(?, ?) ON CONFLICT(term) DO UPDATE SET df = df + excluded.df"));
    if (!post || !df)
        return !post ? post.error() : df.error();
    for (const SegmentTerm& term : segment.terms) {
        post->reset();
        post->bindBlob(1, term.term)
            .bind(2, id.value())
            .bind(3, static_cast<qint64>(term.df))
            .bindBlob(4, term.postings);
        if (auto ran = post->run(); !ran)
            return ran;
        df->reset();
        df->bindBlob(1, term.term).bind(2, static_cast<qint64>(term.df));
        if (auto ran = df->run(); !ran)
            return ran;
    }
    m_totalLength += static_cast<qint64>(segment.totalLength);
    return {};
}

Result<void> LibraryIndex::removeDocument(qint64 documentId)
{
    if (!m_writing)
        return writeError();
    if (m_document->open && m_document->id == documentId) {
        if (auto finished = finishDocument(); !finished)
            return finished;
    }
    // Its chunks must be in a segment for the tombstones to kill them there.
    if (m_buffered.contains(documentId)) {
        if (auto flushed = flushSegment(); !flushed)
            return flushed;
    }
    auto read = m_writer->prepare(QStringLiteral("SELECT terms FROM document_terms WHERE document_id = ?"));
    if (!read)
        return read.error();
    read->bind(1, documentId);
    auto row = read->step();
    if (!row)
        return row.error();
    if (!row.value())
        return {}; // not indexed
    auto terms = std::make_unique<LibraryDocumentTerms>();
    const bool readable = terms->add(read->columnBlobView(0));
    read->reset();
    if (!readable)
        return Error(ErrorKind::Storage, tr("The library index is damaged (document %1).").arg(documentId));
    auto before = meta(kNextSegment);
    if (!before)
        return before.error();
    auto tomb = m_writer->prepare(QStringLiteral(
        "INSERT INTO tombstones(chunk_id, before_segment) VALUES(?, ?) "
        "ON CONFLICT(chunk_id) DO UPDATE SET before_segment = max(before_segment, excluded.before_segment)"));
    auto df = m_writer->prepare(QStringLiteral("UPDATE term_df SET df = df - ? WHERE term = ?"));
    auto drop = m_writer->prepare(QStringLiteral("DELETE FROM term_df WHERE term = ? AND df <= 0"));
    auto forget = m_writer->prepare(QStringLiteral("DELETE FROM document_terms WHERE document_id = ?"));
    if (!tomb || !df || !drop || !forget)
        return Error(ErrorKind::Storage, tr("The library index failed to prepare a removal."));
    for (quint32 chunkId : terms->chunkIds()) {
        tomb->reset();
        tomb->bind(1, static_cast<qint64>(chunkId)).bind(2, before.value());
        if (auto ran = tomb->run(); !ran)
            return ran;
    }
    for (const auto& [term, count] : terms->terms()) {
        df->reset();
        df->bind(1, static_cast<qint64>(count.chunks)).bindBlob(2, term);
        drop->reset();
        drop->bindBlob(1, term);
        if (auto ran = df->run(); !ran)
            return ran;
        if (auto ran = drop->run(); !ran)
            return ran;
    }
    forget->bind(1, documentId);
    if (auto ran = forget->run(); !ran)
        return ran;
    m_liveChunks -= static_cast<qint64>(terms->chunkIds().size());
    m_totalLength -= static_cast<qint64>(terms->totalLength());
    return {};
}

Result<void> LibraryIndex::commitWrite(const LibraryIndexStamp& stamp)
{
    if (!m_writing)
        return writeError();
    Result<void> done = flushSegment();
    if (done)
        done = setMeta(kLiveChunks, m_liveChunks);
    if (done)
        done = setMeta(kTotalLength, m_totalLength);
    if (done)
        done = m_writer->exec(QStringLiteral("UPDATE meta SET value = value + 1 WHERE key = 'generation'"));
    if (done) {
        auto stmt = m_writer->prepare(
            QStringLiteral("INSERT OR REPLACE INTO stamp(id, library_id, applied_seq) VALUES(1, ?, ?)"));
        done = stmt ? stmt->bind(1, stamp.libraryId).bind(2, stamp.appliedSeq).run() : Result<void>(stmt.error());
    }
    if (done)
        done = m_writer->commit();
    if (!done) {
        cancelWrite();
        return done;
    }
    m_writing = false;
    m_builder.reset();
    // The write is visible now; merging is work of its own that a failure does not undo.
    if (auto merged = mergeTiers(false); !merged)
        qCWarning(lcStore) << "merging library index segments failed:" << merged.error().summary;
    return {};
}

void LibraryIndex::cancelWrite()
{
    m_builder.reset();
    m_buffered.clear();
    m_matterIds.clear();
    m_document->open = false;
    if (!m_writing)
        return;
    m_writing = false;
    (void)m_writer->rollback(); // what was not committed is gone
}

Result<void> LibraryIndex::mergeTiers(bool everything)
{
    for (;;) {
        if (auto begun = m_writer->begin(); !begun)
            return begun;
        auto merged = LibraryIndexMerger(*m_writer).mergeOnce(everything);
        if (!merged || !merged.value()) {
            (void)m_writer->rollback();
            if (!merged)
                return merged.error();
            return {};
        }
        if (auto committed = m_writer->commit(); !committed)
            return committed;
        if (everything)
            return {};
    }
}

Result<void> LibraryIndex::mergeAll()
{
    if (m_writing)
        return Error(ErrorKind::Internal, tr("The library index is being written."));
    if (!QFileInfo::exists(m_path))
        return {};
    if (auto opened = openWriter(); !opened)
        return opened;
    return mergeTiers(true);
}

Result<int> LibraryIndex::segmentCount()
{
    if (!QFileInfo::exists(m_path) || !readerUsable())
        return 0;
    return m_reader->segmentCount();
}

Result<QList<LibraryIndexMatch>> LibraryIndex::search(const LibraryIndexQuery& query)
{
    if ((query.terms.empty() && query.required.empty()) || query.limit <= 0 || !QFileInfo::exists(m_path))
        return QList<LibraryIndexMatch>();
    if (!readerUsable())
        return QList<LibraryIndexMatch>(); // nothing committed yet
    LibraryIndexReader::Filters filters;
    filters.requireAll = query.requireAll;
    filters.required = query.required;
    filters.chunkIds = query.chunkIds;
    filters.limit = query.limit;
    if (!query.asOf.isEmpty()) {
        const QDate day = QDate::fromString(query.asOf, Qt::ISODate);
        if (!day.isValid())
            return Error(ErrorKind::Usage, tr("\"%1\" is not a date (yyyy-mm-dd).").arg(query.asOf));
        filters.asOfDay = static_cast<qint32>(day.toJulianDay());
    }
    filters.matter = query.matter;
    auto found = m_reader->search(query.terms, filters);
    if (!found && m_reader->sawDamage())
        m_damaged = true;
    return found;
}

Result<int> LibraryIndex::countMatching(const std::vector<std::string>& terms)
{
    if (terms.empty() || !QFileInfo::exists(m_path) || !readerUsable())
        return 0;
    auto counted = m_reader->countContainingAll(terms);
    if (!counted && m_reader->sawDamage())
        m_damaged = true;
    return counted;
}

} // namespace lmars::store
