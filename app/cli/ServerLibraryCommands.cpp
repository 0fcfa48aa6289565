// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerLibraryCommands.h"

#include "cli/CliSupport.h"
#include "cli/LibraryVectorsCli.h"
#include "cli/ServerCommands.h"
#include "cli/ServerVectorsCli.h"
#include "common/JsonUtil.h"
#include "library/BackendSettings.h"
#include "library/Backends.h"
#include "library/LibraryPaths.h"
#include "library/LibraryStore.h"
#include "library/ReadReplicas.h"
#include "library/ServerLibrary.h"
#include "library/ServerPush.h"
#include "library/ServerPushBatch.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "sessions/ServerSessionArchive.h"
#include "sessions/SessionStore.h"
#include "settings/AppConfig.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>

namespace lmars::cli {

namespace {

QCommandLineOption jsonOption()
{
    return {QStringLiteral("json"), QCoreApplication::translate("ServerLibraryCommands", "Print JSON.")};
}
QCommandLineOption matterOption()
{
    return {QStringLiteral("matter"), QCoreApplication::translate("ServerLibraryCommands", "The matter, by name."),
            QStringLiteral("name")};
}

/// The id of --matter, 0 when not given; -1 after printing why it is unknown.
qint64 matterIdOf(store::PgConnection& db, const QCommandLineParser& parser, int* exitCode)
{
    if (!parser.isSet(QStringLiteral("matter")))
        return 0;
    auto id = store::ServerAdmin(db).matterId(parser.value(QStringLiteral("matter")));
    if (!id) {
        *exitCode = ServerCommands::fail(id.error());
        return -1;
    }
    return id.value();
}

void printSummary(const QString& what, const library::ServerPushSummary& s)
{
    CliSupport::out(ServerLibraryCommands::tr("%1: %2 added, %3 already on the server, %4 failed (%5 MB).\n")
                        .arg(what)
                        .arg(s.added)
                        .arg(s.duplicates)
                        .arg(s.failed)
                        .arg(QString::number(s.bytes / (1024.0 * 1024.0), 'f', 1)));
}

} // namespace

int ServerLibraryCommands::push(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("paths"), tr("Files and folders; none: the local library and history."),
                                 QStringLiteral("[PATH...]"));
    const QCommandLineOption batch(
        QStringLiteral("batch-chunks"),
        tr("Chunks written in one transaction (default %1): an interrupted push keeps the batches it finished.")
            .arg(library::ServerPushBatch::kChunks),
        QStringLiteral("n"));
    if (const int code = ServerCommands::parse(parser, arguments, {matterOption(), batch}); code >= 0)
        return code;
    bool batchOk = true;
    const int batchChunks =
        parser.isSet(batch) ? parser.value(batch).toInt(&batchOk) : library::ServerPushBatch::kChunks;
    if (!batchOk || batchChunks < 1)
        return CliSupport::fail(ExitUsage, tr("--batch-chunks needs a whole number of chunks, 1 or more."));
    if (!parser.isSet(QStringLiteral("matter")))
        return CliSupport::fail(ExitUsage, tr("server push needs --matter M: every document belongs to a matter."));
    int exitCode = ExitOk;
    auto db = ServerCommands::connect(parser, &exitCode);
    if (!db)
        return exitCode;
    const qint64 matterId = matterIdOf(*db, parser, &exitCode);
    if (matterId < 0)
        return exitCode;
    CancelToken cancel;
    CliSupport::installInterruptHandler(cancel);
    library::ServerPush pusher(*db, matterId);
    pusher.setBatchChunks(batchChunks);
    pusher.setErrorCallback([](const QString& path, const QString& message) {
        CliSupport::err(tr("skipped %1: %2\n").arg(path, message));
    });
    const bool terminal = CliSupport::stderrIsTerminal();
    pusher.setProgressCallback([terminal](const QString& path, int done, int total) {
        if (terminal && !path.isEmpty())
            CliSupport::err(
                QStringLiteral("\r\033[K[%1/%2] %3").arg(done + 1).arg(total).arg(QFileInfo(path).fileName()));
        else if (terminal)
            CliSupport::err(QStringLiteral("\r\033[K"));
    });
    const QStringList paths = parser.positionalArguments();
    const auto config = CliSupport::loadConfig(parser.value(QStringLiteral("data-dir")));
    if (!paths.isEmpty()) {
        auto pushed = pusher.pushPaths(paths, cancel);
        if (!pushed)
            return ServerCommands::fail(pushed.error());
        printSummary(tr("Files"), pushed.value());
        // The vectors after the text has committed: a push is searchable by words whatever happens to them.
        const int vectors = ServerVectorsCli::build(*db, matterId, config);
        return pushed->failed > 0 ? ExitProvider : vectors;
    }
    // No path: the embedded library and the local session history go up.
    const QString libraryPath = library::LibraryPaths::databasePath(config);
    if (QFileInfo::exists(libraryPath)) {
        auto local = store::LibraryStore::open(libraryPath);
        if (!local)
            return ServerCommands::fail(local.error());
        auto pushed = pusher.pushLibrary(*local.value(), cancel);
        if (!pushed)
            return ServerCommands::fail(pushed.error());
        printSummary(tr("Local library"), pushed.value());
        if (const int vectors = ServerVectorsCli::build(*db, matterId, config); vectors != ExitOk)
            return vectors;
    } else {
        CliSupport::out(tr("There is no local library to upload.\n"));
    }
    auto sessions = store::SessionStore::open(config.sessionDatabasePath());
    if (!sessions)
        return ServerCommands::fail(sessions.error());
    auto pushed = pusher.pushSessions(*sessions.value(), cancel);
    if (!pushed)
        return ServerCommands::fail(pushed.error());
    CliSupport::out(
        tr("Session history: %1 uploaded, %2 already on the server.\n").arg(pushed->added).arg(pushed->duplicates));
    // Sessions of runs made against the server that are still waiting on this computer.
    if (!config.serverUrl.trimmed().isEmpty()) {
        auto backends = store::Backends::open(library::BackendSettings::fromConfig(config));
        if (!backends)
            return ServerCommands::fail(backends.error());
        auto sent = backends.value()->pushPending(parser.value(QStringLiteral("matter")));
        if (!sent)
            return ServerCommands::fail(sent.error());
        const int waiting = backends.value()->pendingSessionCount();
        CliSupport::out(
            tr("Sessions waiting on this computer: %1 sent, %2 still waiting.\n").arg(sent.value()).arg(waiting));
        if (waiting > 0 && !backends.value()->lastPushError().isEmpty())
            CliSupport::err(backends.value()->lastPushError() + QLatin1Char('\n'));
    }
    return ExitOk;
}

int ServerLibraryCommands::search(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("query"), tr("The words to search for."));
    const QCommandLineOption asOf(QStringLiteral("as-of"), tr("Only passages valid on this day (yyyy-MM-dd)."),
                                  QStringLiteral("date"));
    const QCommandLineOption k(QStringList{QStringLiteral("k")}, tr("How many passages."), QStringLiteral("n"),
                               QStringLiteral("10"));
    const QCommandLineOption denseOption(
        QStringLiteral("dense"),
        tr("Also search the server's vectors by meaning and fuse (on), or by words only (off); default: the "
           "setting LMARS_LIBRARY_DENSE. The vectors come from the configured embedding provider."),
        QStringLiteral("on|off"));
    if (const int code = ServerCommands::parse(parser, arguments, {matterOption(), asOf, k, jsonOption(), denseOption});
        code >= 0)
        return code;
    const QString query = parser.positionalArguments().join(QLatin1Char(' ')).trimmed();
    if (query.isEmpty())
        return CliSupport::fail(ExitUsage, tr("server search needs a query."));
    model::AsOf day;
    if (const int code = CliSupport::readAsOf(parser, asOf, &day); code >= 0)
        return code;
    bool ok = false;
    const int limit = parser.value(k).toInt(&ok);
    if (!ok || limit <= 0)
        return CliSupport::fail(ExitUsage, tr("-k needs a positive number."));
    int exitCode = ExitOk;
    QElapsedTimer connecting;
    connecting.start();
    auto db = ServerCommands::connect(parser, &exitCode);
    if (!db)
        return exitCode;
    // Over a slow link most of a one-shot search is the connection (TCP, TLS, authentication).
    CliSupport::err(tr("Connected in %1 ms.\n").arg(connecting.elapsed()));
    // A search writes no documents: no staging tables (each a round trip over a slow link).
    auto library = store::ServerLibrary::openForReading(*db);
    if (!library)
        return ServerCommands::fail(library.error());
    const qint64 matterId = matterIdOf(*db, parser, &exitCode);
    if (matterId < 0)
        return exitCode;
    const auto config = CliSupport::loadConfig(parser.value(QStringLiteral("data-dir")));
    store::LibraryQuery fused(query, limit, day.day());
    library::BackendSettings::applyDense(config, fused);
    if (!LibraryVectorsCli::parseDense(parser.value(denseOption), fused.dense, &fused.dense))
        return ExitUsage;
    if (fused.dense && library::BackendSettings::fromConfig(config).embedder) {
        if (parser.isSet(QStringLiteral("matter")))
            fused.matter = parser.value(QStringLiteral("matter"));
        const QString conninfo =
            parser.isSet(QStringLiteral("server")) ? parser.value(QStringLiteral("server")) : config.serverUrl;
        return ServerVectorsCli::search(conninfo, config, fused, parser.isSet(QStringLiteral("json")));
    }
    const store::ServerSearchQuery serverQuery{query, day.day(), matterId, limit};
    const QStringList standbys = store::ReadReplicas::parseList(config.serverReadUrls);
    Result<QList<store::LibraryChunkHit>> hits = QList<store::LibraryChunkHit>{};
    if (standbys.isEmpty() || parser.isSet(QStringLiteral("server"))) {
        hits = library->search(serverQuery);
    } else {
        store::ReadReplicas replicas(standbys, config.serverPassword, 5);
        auto routed = replicas.search(*db, library.value(), serverQuery);
        if (!routed)
            return ServerCommands::fail(routed.error());
        if (const QString where = store::ReadReplicas::describe(routed.value()); !where.isEmpty())
            CliSupport::err(where + QLatin1Char('\n'));
        hits = std::move(routed->hits);
    }
    if (!hits)
        return ServerCommands::fail(hits.error());
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& h : hits.value()) {
            nlohmann::json j = {{"path", json::str(h.path)},
                                {"title", json::str(h.title)},
                                {"heading", json::str(h.headingPath)},
                                {"page", h.page},
                                {"score", h.score},
                                {"validFrom", json::str(h.validFrom)},
                                {"validTo", json::str(h.validTo)},
                                {"text", json::str(h.text)}};
            if (h.ocrConfidence >= 0) // as `library search --json` marks it
                j["ocr"] = {{"readByOcr", true}, {"meanConfidence", h.ocrConfidence}};
            out.push_back(std::move(j));
        }
        CliSupport::out(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    if (hits->isEmpty())
        CliSupport::out(tr("No passages match.\n"));
    int n = 0;
    for (const auto& h : hits.value()) {
        CliSupport::out(
            QStringLiteral("%1. %2 — %3%4\n   %5\n")
                .arg(++n)
                .arg(h.title.isEmpty() ? QFileInfo(h.path).fileName() : h.title, h.path,
                     (h.page > 0 ? tr(", page %1").arg(h.page) : QString()) +
                         (h.ocrConfidence >= 0 ? tr(" (read by OCR, confidence %1%)").arg(h.ocrConfidence) : QString()),
                     h.text.simplified().left(240)));
    }
    return ExitOk;
}

int ServerLibraryCommands::list(const QStringList& arguments)
{
    QCommandLineParser parser;
    if (const int code = ServerCommands::parse(parser, arguments, {matterOption(), jsonOption()}); code >= 0)
        return code;
    int exitCode = ExitOk;
    auto db = ServerCommands::connect(parser, &exitCode);
    if (!db)
        return exitCode;
    auto library = store::ServerLibrary::openForReading(*db);
    if (!library)
        return ServerCommands::fail(library.error());
    const qint64 matterId = matterIdOf(*db, parser, &exitCode);
    if (matterId < 0)
        return exitCode;
    auto documents = library->documents(matterId);
    if (!documents)
        return ServerCommands::fail(documents.error());
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& d : documents.value())
            out.push_back({{"matter", json::str(d.matter)},
                           {"path", json::str(d.document.path)},
                           {"title", json::str(d.document.title)},
                           {"type", json::str(d.document.type)},
                           {"chunks", d.document.chunkCount},
                           {"hash", json::str(d.document.hash)},
                           {"addedBy", json::str(d.addedBy)}});
        CliSupport::out(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    if (documents->isEmpty())
        CliSupport::out(tr("No documents you may see on the server.\n"));
    for (const auto& d : documents.value())
        CliSupport::out(tr("%1  %2  (%3 passages, added by %4)\n")
                            .arg(d.matter, d.document.path)
                            .arg(d.document.chunkCount)
                            .arg(d.addedBy));
    return ExitOk;
}

int ServerLibraryCommands::history(const QStringList& arguments)
{
    QCommandLineParser parser;
    if (const int code = ServerCommands::parse(parser, arguments, {matterOption(), jsonOption()}); code >= 0)
        return code;
    int exitCode = ExitOk;
    auto db = ServerCommands::connect(parser, &exitCode);
    if (!db)
        return exitCode;
    if (auto checked = store::ServerSchema::check(*db); !checked)
        return ServerCommands::fail(checked.error());
    const qint64 matterId = matterIdOf(*db, parser, &exitCode);
    if (matterId < 0)
        return exitCode;
    auto sessions = store::ServerSessionArchive(*db).list(matterId);
    if (!sessions)
        return ServerCommands::fail(sessions.error());
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& s : sessions.value())
            out.push_back({{"id", json::str(s.summary.id)},
                           {"matter", json::str(s.matter)},
                           {"owner", json::str(s.owner)},
                           {"question", json::str(s.summary.question)},
                           {"status", json::str(model::statusName(s.summary.status))},
                           {"startedAt", json::str(s.summary.startedAt)}});
        CliSupport::out(QString::fromStdString(out.dump(2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    if (sessions->isEmpty())
        CliSupport::out(tr("No sessions you may see on the server.\n"));
    for (const auto& s : sessions.value())
        CliSupport::out(QStringLiteral("%1  %2  %3  %4  %5\n")
                            .arg(s.summary.id.left(8), s.summary.startedAt.left(10), s.matter, s.owner,
                                 s.summary.question.simplified().left(100)));
    return ExitOk;
}

} // namespace lmars::cli
