// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerRetrievalEval.h"

#include "eval/RetrievalEval.h"

#include "common/JsonUtil.h"
#include "library/LibrarySync.h"
#include "library/ServerLibrary.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <functional>

namespace lmars::eval {

namespace {

/// The evaluation matter, created (with the user as its member) when missing, and emptied.
Result<qint64> freshMatter(store::PgConnection& db, const QString& name)
{
    store::ServerAdmin admin(db);
    auto id = admin.matterId(name);
    if (!id) {
        auto created = admin.createMatter(name);
        if (!created)
            return created.error();
        if (auto member = admin.addMember(name, db.user()); !member)
            return member.error();
        id = created.value();
    }
    if (auto cleared =
            db.query(QStringLiteral("DELETE FROM lmars.documents WHERE matter_id = $1"), {QString::number(id.value())});
        !cleared)
        return cleared.error();
    return id.value();
}

} // namespace

Result<RetrievalEvalReport> ServerRetrievalEval::run(const RetrievalEvalOptions& options, const CancelToken& cancel)
{
    if (auto checked = RetrievalEval::checkSet(options.setDir); !checked)
        return checked.error();
    const QDir set(options.setDir);
    auto opened = store::PgConnection::open(options.serverConninfo, options.serverPassword);
    if (!opened)
        return opened.error();
    store::PgConnection& db = *opened.value();
    auto library = store::ServerLibrary::open(db);
    if (!library)
        return library.error();

    RetrievalEvalReport report;
    report.set = QFileInfo(set.absolutePath()).fileName();
    report.tokenizer = QStringLiteral("server-") + store::serverTextSearchName(library->textSearch());
    report.asOf = options.useAsOf;
    auto matter = freshMatter(db, QStringLiteral("retrieval-eval/") + report.set);
    if (!matter)
        return matter.error();

    QElapsedTimer timer;
    timer.start();
    const library::Chunker chunker;
    Result<void> stored;
    Result<void> read =
        RetrievalEval::readJsonLines(set.filePath(QStringLiteral("corpus.jsonl")), [&](const nlohmann::json& row) {
            if (!stored || cancel.isCancelled())
                return;
            const parse::ParsedDocument doc = RetrievalEval::corpusDocument(row);
            store::LibraryDocument meta;
            meta.path = RetrievalEval::documentPath(json::field(row, "id"));
            meta.hash =
                QString::fromLatin1(QCryptographicHash::hash((meta.path + QLatin1Char('\n') + doc.text).toUtf8(),
                                                             QCryptographicHash::Sha256)
                                        .toHex());
            meta.title = doc.title;
            meta.type = doc.type;
            meta.validFrom = doc.validFrom;
            meta.validTo = doc.validTo;
            meta.size = doc.text.toUtf8().size();
            auto put = library->putDocument(matter.value(), meta, library::LibrarySync::buildChunks(doc, chunker));
            if (!put)
                stored = put.error();
            ++report.documents;
        });
    if (!read)
        return read.error();
    if (!stored)
        return stored.error();
    report.indexSeconds = timer.elapsed() / 1000.0;

    const RetrievalEval::Ranker rank = [&](const QString& text, const QDate& asOf, int k) -> Result<QStringList> {
        store::ServerSearchQuery query;
        query.text = text;
        query.limit = k * 3; // passages; documents are deduplicated
        query.matterId = matter.value();
        query.asOf = asOf;
        auto hits = library->search(query);
        if (!hits)
            return hits.error();
        return RetrievalEval::rankedDocuments(hits.value(), k);
    };
    if (auto ranked = RetrievalEval::rankQueries(options, rank, cancel, report); !ranked)
        return ranked.error();
    return report;
}

} // namespace lmars::eval
