// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryIndex.h"

#include "store/LibraryTerms.h"
#include "store/StoreLog.h"

#include <QCryptographicHash>
#include <QDir>
#include <QThread>

#include <xapian.h>

#include <utility>

namespace lmars::store {

namespace {

constexpr Xapian::valueno kValidFrom = 0;
constexpr Xapian::valueno kValidTo = 1;
/// Open ends of a validity window, so that every chunk has both values (value ranges skip
/// documents without one).
const std::string kOpenFrom = "0000-00-00";
const std::string kOpenTo = "9999-99-99";

constexpr Xapian::termcount kTitleWeight = 3;
constexpr Xapian::termcount kHeadingWeight = 2;
/// How long a writer waits for another process's Xapian lock (its library-file write has ended).
constexpr int kLockWaitMs = 2000;

/// Documents a writer buffers before it flushes its postings to the database files (inside the
/// transaction, so nothing is committed early). Xapian's default is 10,000; at 1,000 its
/// inverter's maps stay small: 11.7 instead of 15.5 s CPU per 100k chunks, and about 5 instead of
/// 70 MB of buffers (measured by cand, /work/tr/xapian-hints.md).
const char* const kFlushThreshold = "1000";

/// Xapian 1.4 reads its flush threshold only from the environment, when a writer opens.
void setFlushThreshold()
{
    static const bool set = [] {
        if (!qEnvironmentVariableIsSet("XAPIAN_FLUSH_THRESHOLD"))
            qputenv("XAPIAN_FLUSH_THRESHOLD", kFlushThreshold);
        return true;
    }();
    (void)set;
}

const char* const kLibraryIdKey = "library_id";
const char* const kAppliedSeqKey = "applied_seq";

std::string documentTerm(qint64 documentId)
{
    return "D" + std::to_string(documentId);
}

std::string matterTerm(const QString& matter)
{
    const QByteArray utf8 = matter.toUtf8();
    if (utf8.size() <= 200)
        return "M" + utf8.toStdString();
    return "M#" + QCryptographicHash::hash(utf8, QCryptographicHash::Sha256).toHex().toStdString();
}

Error indexError(const Xapian::Error& e)
{
    return Error(ErrorKind::Storage,
                 LibraryIndex::tr("The library index failed: %1").arg(QString::fromStdString(e.get_description())));
}

} // namespace

struct LibraryIndex::CurrentDocument
{
    std::string documentTerm;
    std::string matterTerm;
    std::string validFrom;
    std::string validTo;
    std::vector<std::string> title;
    QString heading;
    std::vector<std::string> headingTerms;
    bool headingKnown = false;
    std::vector<std::string> body; ///< reused for each chunk
};

LibraryIndex::LibraryIndex(QString dir, LibraryTokenizer tokenizer)
    : m_dir(std::move(dir)), m_terms(std::make_unique<LibraryTerms>(tokenizer)),
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

LibraryIndexStamp LibraryIndex::committedStamp()
{
    if (!QDir(m_dir).exists())
        return {};
    try {
        Xapian::Database db(m_dir.toStdString());
        LibraryIndexStamp stamp;
        stamp.libraryId = QString::fromStdString(db.get_metadata(kLibraryIdKey));
        stamp.appliedSeq = QString::fromStdString(db.get_metadata(kAppliedSeqKey)).toLongLong();
        return stamp;
    } catch (const Xapian::Error& e) {
        qCDebug(lcStore) << "no usable library index at" << m_dir << e.get_description().c_str();
        return {};
    }
}

Result<LibraryIndexStamp> LibraryIndex::beginWrite()
{
    cancelWrite();
    setFlushThreshold();
    if (!QDir().mkpath(m_dir))
        return Error(ErrorKind::Storage, tr("Cannot create the library index folder %1.").arg(m_dir));
    for (int waited = 0;; waited += 50) {
        try {
            m_writer = std::make_unique<Xapian::WritableDatabase>(m_dir.toStdString(), Xapian::DB_CREATE_OR_OPEN);
            break;
        } catch (const Xapian::DatabaseLockError& e) {
            if (waited >= kLockWaitMs)
                return indexError(e);
            QThread::msleep(50);
        } catch (const Xapian::DatabaseError& e) {
            // Unreadable (a foreign or damaged folder): an empty index, rebuilt by the caller.
            qCWarning(lcStore) << "recreating the library index:" << e.get_description().c_str();
            if (auto cleared = clear(); !cleared)
                return cleared.error();
            return LibraryIndexStamp{};
        } catch (const Xapian::Error& e) {
            return indexError(e);
        }
    }
    try {
        m_writer->begin_transaction(false);
        LibraryIndexStamp stamp;
        stamp.libraryId = QString::fromStdString(m_writer->get_metadata(kLibraryIdKey));
        stamp.appliedSeq = QString::fromStdString(m_writer->get_metadata(kAppliedSeqKey)).toLongLong();
        return stamp;
    } catch (const Xapian::Error& e) {
        cancelWrite();
        return indexError(e);
    }
}

Result<void> LibraryIndex::clear()
{
    m_writer.reset(); // drops its transaction
    try {
        try {
            m_writer = std::make_unique<Xapian::WritableDatabase>(m_dir.toStdString(), Xapian::DB_CREATE_OR_OVERWRITE);
        } catch (const Xapian::DatabaseLockError&) {
            throw;
        } catch (const Xapian::DatabaseError&) {
            QDir(m_dir).removeRecursively();
            m_writer = std::make_unique<Xapian::WritableDatabase>(m_dir.toStdString(), Xapian::DB_CREATE);
        }
        m_writer->begin_transaction(false);
        return {};
    } catch (const Xapian::Error& e) {
        m_writer.reset();
        return indexError(e);
    }
}

void LibraryIndex::setDocument(qint64 documentId, const QString& title, const QString& matter, const QString& validFrom,
                               const QString& validTo)
{
    CurrentDocument& d = *m_document;
    d.documentTerm = documentTerm(documentId);
    d.matterTerm = matterTerm(matter);
    d.validFrom = validFrom.isEmpty() ? kOpenFrom : validFrom.toStdString();
    d.validTo = validTo.isEmpty() ? kOpenTo : validTo.toStdString();
    d.title.clear();
    m_terms->append(title, d.title);
    d.headingKnown = false;
}

Result<void> LibraryIndex::addChunk(qint64 chunkId, const QString& headingPath, const QString& text)
{
    if (!m_writer)
        return Error(ErrorKind::Internal, tr("The library index is not open for writing."));
    CurrentDocument& d = *m_document;
    if (!d.headingKnown || headingPath != d.heading) {
        d.heading = headingPath;
        d.headingTerms.clear();
        m_terms->append(headingPath, d.headingTerms);
        d.headingKnown = true;
    }
    d.body.clear();
    m_terms->append(text, d.body);
    try {
        Xapian::Document doc;
        for (const std::string& term : d.title) {
            doc.add_term(term, kTitleWeight);
            doc.add_boolean_term(titleTerm(term));
        }
        for (const std::string& term : d.headingTerms)
            doc.add_term(term, kHeadingWeight);
        for (const std::string& term : d.body)
            doc.add_term(term);
        doc.add_boolean_term(d.documentTerm);
        doc.add_boolean_term(d.matterTerm);
        doc.add_value(kValidFrom, d.validFrom);
        doc.add_value(kValidTo, d.validTo);
        m_writer->replace_document(static_cast<Xapian::docid>(chunkId), doc);
        return {};
    } catch (const Xapian::Error& e) {
        return indexError(e);
    }
}

Result<void> LibraryIndex::removeDocument(qint64 documentId)
{
    if (!m_writer)
        return Error(ErrorKind::Internal, tr("The library index is not open for writing."));
    try {
        m_writer->delete_document(documentTerm(documentId));
        return {};
    } catch (const Xapian::Error& e) {
        return indexError(e);
    }
}

Result<void> LibraryIndex::commitWrite(const LibraryIndexStamp& stamp)
{
    if (!m_writer)
        return Error(ErrorKind::Internal, tr("The library index is not open for writing."));
    try {
        m_writer->set_metadata(kLibraryIdKey, stamp.libraryId.toStdString());
        m_writer->set_metadata(kAppliedSeqKey, std::to_string(stamp.appliedSeq));
        m_writer->commit_transaction();
        m_writer->close();
        m_writer.reset();
        return {};
    } catch (const Xapian::Error& e) {
        cancelWrite();
        return indexError(e);
    }
}

void LibraryIndex::cancelWrite()
{
    if (!m_writer)
        return;
    try {
        m_writer->cancel_transaction();
    } catch (const Xapian::Error& e) {
        qCDebug(lcStore) << "cancelling the library index write:" << e.get_description().c_str();
    }
    m_writer.reset(); // closes; what was not committed is gone
}

Result<void> LibraryIndex::openReader()
{
    try {
        if (m_reader)
            m_reader->reopen(); // sees the latest commit
        else
            m_reader = std::make_unique<Xapian::Database>(m_dir.toStdString());
        return {};
    } catch (const Xapian::Error& e) {
        m_reader.reset();
        return indexError(e);
    }
}

Result<QList<LibraryIndexMatch>> LibraryIndex::run(const LibraryIndexQuery& query)
{
    std::vector<Xapian::Query> parts;
    parts.reserve(query.terms.size());
    for (const std::string& term : query.terms)
        parts.emplace_back(term);
    Xapian::Query q(query.requireAll ? Xapian::Query::OP_AND : Xapian::Query::OP_OR, parts.begin(), parts.end());
    if (query.matter)
        q = Xapian::Query(Xapian::Query::OP_FILTER, q, Xapian::Query(matterTerm(*query.matter)));
    if (!query.asOf.isEmpty()) {
        const std::string day = query.asOf.toStdString();
        const Xapian::Query window(Xapian::Query::OP_AND, Xapian::Query(Xapian::Query::OP_VALUE_LE, kValidFrom, day),
                                   Xapian::Query(Xapian::Query::OP_VALUE_GE, kValidTo, day));
        q = Xapian::Query(Xapian::Query::OP_FILTER, q, window);
    }
    Xapian::Enquire enquire(*m_reader);
    enquire.set_query(q);
    enquire.set_weighting_scheme(Xapian::BM25Weight(1.2, 0, 1, 0.75, 0)); // FTS5's k1 and b
    enquire.set_docid_order(Xapian::Enquire::ASCENDING);                  // ties: the older chunk first
    const Xapian::MSet mset = enquire.get_mset(0, static_cast<Xapian::doccount>(query.limit));
    QList<LibraryIndexMatch> out;
    out.reserve(static_cast<int>(mset.size()));
    for (auto it = mset.begin(); it != mset.end(); ++it)
        out.append({static_cast<qint64>(*it), it.get_weight()});
    return out;
}

Result<QList<LibraryIndexMatch>> LibraryIndex::search(const LibraryIndexQuery& query)
{
    if (query.terms.empty() || query.limit <= 0)
        return QList<LibraryIndexMatch>();
    if (!committedOrOpen())
        return QList<LibraryIndexMatch>();
    for (int attempt = 0;; ++attempt) {
        if (auto opened = openReader(); !opened)
            return opened.error();
        try {
            return run(query);
        } catch (const Xapian::DatabaseModifiedError& e) {
            // A writer committed twice while this read ran: read the new revision.
            if (attempt >= 2)
                return indexError(e);
        } catch (const Xapian::Error& e) {
            m_reader.reset();
            if (attempt >= 2)
                return indexError(e);
        }
    }
}

Result<int> LibraryIndex::countMatching(const std::vector<std::string>& terms)
{
    if (terms.empty() || !committedOrOpen())
        return 0;
    if (auto opened = openReader(); !opened)
        return opened.error();
    try {
        std::vector<Xapian::Query> parts(terms.begin(), terms.end());
        Xapian::Enquire enquire(*m_reader);
        enquire.set_query(Xapian::Query(Xapian::Query::OP_AND, parts.begin(), parts.end()));
        enquire.set_weighting_scheme(Xapian::BoolWeight());
        const Xapian::doccount all = m_reader->get_doccount();
        return static_cast<int>(enquire.get_mset(0, all, all).size());
    } catch (const Xapian::Error& e) {
        m_reader.reset();
        return indexError(e);
    }
}

bool LibraryIndex::committedOrOpen()
{
    return m_reader || QDir(m_dir).exists();
}

} // namespace lmars::store
