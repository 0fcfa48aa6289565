// SPDX-License-Identifier: GPL-3.0-or-later
#include "XapianCandidate.h"

#include "index/TextSegmenter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <xapian.h>

#include <limits>

namespace lmars::bench {

namespace {

constexpr Xapian::valueno kValidFrom = 0;
constexpr Xapian::valueno kValidTo = 1;

std::string utf8(const QString& text)
{
    return text.toStdString();
}

Result<void> build(const QString& dir, store::LibraryStore& store)
{
    auto docs = store.documents();
    if (!docs)
        return docs.error();
    Xapian::WritableDatabase db(utf8(dir), Xapian::DB_CREATE_OR_OVERWRITE);
    Xapian::TermGenerator terms;
    terms.set_stemming_strategy(Xapian::TermGenerator::STEM_NONE);
    qint64 added = 0;
    for (const store::LibraryDocument& doc : docs.value()) {
        auto chunks = store.chunks(doc.id, 0, std::numeric_limits<int>::max());
        if (!chunks)
            return chunks.error();
        for (const store::LibraryChunkHit& chunk : chunks.value()) {
            Xapian::Document x;
            terms.set_document(x);
            terms.index_text(utf8(store::TextSegmenter::indexText(doc.title, store.tokenizer())), 3);
            terms.increase_termpos();
            terms.index_text(utf8(store::TextSegmenter::indexText(chunk.headingPath, store.tokenizer())), 2);
            terms.increase_termpos();
            terms.index_text(utf8(store::TextSegmenter::indexText(chunk.text, store.tokenizer())), 1);
            x.add_value(kValidFrom, doc.validFrom.isEmpty() ? std::string("0000-00-00") : utf8(doc.validFrom));
            x.add_value(kValidTo, doc.validTo.isEmpty() ? std::string("9999-99-99") : utf8(doc.validTo));
            x.set_data(utf8(doc.path));
            db.add_document(x);
            if (++added % 200000 == 0)
                db.commit();
        }
    }
    db.commit();
    return {};
}

} // namespace

XapianCandidate::XapianCandidate(std::unique_ptr<Xapian::Database> db) : m_db(std::move(db)) {}

XapianCandidate::~XapianCandidate() = default;

Result<std::unique_ptr<XapianCandidate>> XapianCandidate::open(const QString& dir, store::LibraryStore& store)
{
    const QString done = dir + QStringLiteral(".complete");
    try {
        if (!QFileInfo::exists(done)) {
            QDir(dir).removeRecursively();
            if (auto built = build(dir, store); !built)
                return built.error();
            QFile marker(done);
            if (!marker.open(QIODevice::WriteOnly))
                return Error(ErrorKind::Storage, QStringLiteral("Cannot write %1").arg(done));
        }
        return std::unique_ptr<XapianCandidate>(new XapianCandidate(std::make_unique<Xapian::Database>(utf8(dir))));
    } catch (const Xapian::Error& e) {
        return Error(ErrorKind::Storage, QString::fromStdString(e.get_description()));
    }
}

Result<QStringList> XapianCandidate::search(const QStringList& terms, const QString& asOf, int documents)
{
    try {
        std::vector<Xapian::Query> parts;
        for (const QString& term : terms)
            parts.emplace_back(utf8(term.toLower()));
        Xapian::Query query(Xapian::Query::OP_OR, parts.begin(), parts.end());
        if (!asOf.isEmpty()) {
            const Xapian::Query window(Xapian::Query::OP_AND,
                                       Xapian::Query(Xapian::Query::OP_VALUE_LE, kValidFrom, utf8(asOf)),
                                       Xapian::Query(Xapian::Query::OP_VALUE_GE, kValidTo, utf8(asOf)));
            query = Xapian::Query(Xapian::Query::OP_FILTER, query, window);
        }
        Xapian::Enquire enquire(*m_db);
        enquire.set_query(query);
        enquire.set_weighting_scheme(Xapian::BM25Weight(1.2, 0, 1, 0.75, 0)); // FTS5's k1 and b
        const Xapian::MSet matches = enquire.get_mset(0, documents * 3);
        QStringList ranked;
        for (auto it = matches.begin(); it != matches.end() && ranked.size() < documents; ++it) {
            QString path = QString::fromStdString(it.get_document().get_data());
            if (path.startsWith(QLatin1String("eval:")))
                path = path.mid(5);
            if (!ranked.contains(path))
                ranked << path;
        }
        return ranked;
    } catch (const Xapian::Error& e) {
        return Error(ErrorKind::Storage, QString::fromStdString(e.get_description()));
    }
}

} // namespace lmars::bench
