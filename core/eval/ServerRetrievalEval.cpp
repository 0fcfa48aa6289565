// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerRetrievalEval.h"

#include "eval/RetrievalEval.h"

#include "common/JsonUtil.h"
#include "library/LibrarySync.h"
#include "store/PgConnection.h"
#include "store/ServerAdmin.h"
#include "store/ServerLibrary.h"

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
    const QDir set(options.setDir);
    for (const char* name : {"corpus.jsonl", "queries.jsonl", "qrels.jsonl"}) {
        if (!QFileInfo::exists(set.filePath(QLatin1String(name))))
            return Error(ErrorKind::Usage, tr("%1 has no %2.").arg(options.setDir, QLatin1String(name)));
    }
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
            parse::ParsedDocument doc;
            doc.type = QStringLiteral("txt");
            doc.title = json::field(row, "title");
            doc.text = json::field(row, "text");
            doc.sections.append({0, static_cast<int>(doc.text.size()), QString(), 0});
            store::LibraryDocument meta;
            meta.path = RetrievalEval::documentPath(json::field(row, "id"));
            meta.hash =
                QString::fromLatin1(QCryptographicHash::hash((meta.path + QLatin1Char('\n') + doc.text).toUtf8(),
                                                             QCryptographicHash::Sha256)
                                        .toHex());
            meta.title = doc.title;
            meta.type = doc.type;
            meta.validFrom = json::field(row, "validFrom");
            meta.validTo = json::field(row, "validTo");
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

    auto qrelsRead = RetrievalEval::readQrels(set.filePath(QStringLiteral("qrels.jsonl")));
    if (!qrelsRead)
        return qrelsRead.error();
    const QHash<QString, QHash<QString, int>> qrels = qrelsRead.value();

    const int k = std::max(10, options.k);
    double totalMs = 0;
    Result<void> searched;
    read = RetrievalEval::readJsonLines(set.filePath(QStringLiteral("queries.jsonl")), [&](const nlohmann::json& row) {
        const QString id = json::field(row, "id");
        if (!searched || cancel.isCancelled() || !qrels.contains(id))
            return;
        store::ServerSearchQuery query;
        query.text = json::field(row, "text");
        query.limit = k * 3; // passages; documents are deduplicated below
        query.matterId = matter.value();
        if (options.useAsOf)
            query.asOf = json::field(row, "asOf");
        QElapsedTimer queryTimer;
        queryTimer.start();
        auto hits = library->search(query);
        totalMs += queryTimer.nsecsElapsed() / 1e6;
        if (!hits) {
            searched = hits.error();
            return;
        }
        report.addQuery(RetrievalEval::rankedDocuments(hits.value(), k), qrels.value(id));
    });
    if (!read)
        return read.error();
    if (!searched)
        return searched.error();
    if (cancel.isCancelled())
        return Error(ErrorKind::Cancelled, tr("Cancelled."));
    report.finish(totalMs);
    return report;
}

} // namespace lmars::eval
