// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryCommands.h"

#include "cli/CliSupport.h"
#include "cli/LibraryVectorsCli.h"
#include "cli/ServerLibraryCommands.h"
#include "common/JsonUtil.h"
#include "index/BooleanQuery.h"
#include "library/BackendSettings.h"
#include "library/Backends.h"
#include "library/LibraryImporter.h"
#include "library/LibraryIndexer.h"
#include "library/LibraryPaths.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"
#include "parse/DocumentParser.h"
#include "settings/AppConfig.h"

#include <QCommandLineParser>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

namespace lmars::cli {

namespace {

struct Common
{
    QCommandLineOption library{QStringLiteral("library"),
                               QCoreApplication::translate("LibraryCommands", "The library folder."),
                               QStringLiteral("dir")};
    QCommandLineOption dataDir{QStringLiteral("data-dir"),
                               QCoreApplication::translate("LibraryCommands", "Folder of library.sqlite."),
                               QStringLiteral("dir")};
    QCommandLineOption json{QStringLiteral("json"), QCoreApplication::translate("LibraryCommands", "Print JSON.")};
    QCommandLineOption matter{QStringLiteral("matter"),
                              QCoreApplication::translate("LibraryCommands",
                                                          "Only the documents of this matter (\"\" for those in no "
                                                          "matter)."),
                              QStringLiteral("name")};
};

/// The library the configuration names (embedded, or the firm server's); null after printing why not.
std::unique_ptr<store::Backends> openBackends(const QCommandLineParser& parser, const Common& common,
                                              store::LibraryBackend** library)
{
    const auto config = CliSupport::loadConfig(parser.value(common.dataDir));
    QDir().mkpath(config.dataDir);
    auto backends = CliSupport::openBackends(config);
    if (!backends)
        return nullptr;
    auto opened = backends->library();
    if (!opened) {
        CliSupport::fail(CliSupport::exitCodeFor(opened.error()), opened.error().toString());
        return nullptr;
    }
    *library = opened.value();
    return backends;
}

/// add and index on the firm server: the files are parsed here and written into the --matter
/// matter there, as `server push` does. Returns -1 for the embedded library (go on), else the exit code.
int indexIntoServer(const QCommandLineParser& parser, const Common& common, const QStringList& paths)
{
    const auto config = CliSupport::loadConfig(parser.value(common.dataDir));
    const QString matter = parser.value(common.matter).simplified();
    if (config.serverUrl.trimmed().isEmpty()) {
        if (parser.isSet(common.matter))
            return CliSupport::fail(ExitUsage, LibraryCommands::tr("Documents are indexed into a matter on the firm "
                                                                   "server (LMARS_SERVER_URL); on this computer "
                                                                   "--matter filters search and list."));
        return -1;
    }
    if (matter.isEmpty())
        return CliSupport::fail(ExitUsage, LibraryCommands::tr("The library is on the firm server, where every "
                                                               "document belongs to a matter: add --matter M."));
    QStringList arguments{QCoreApplication::applicationName()};
    arguments << paths << QStringLiteral("--matter") << matter;
    if (parser.isSet(common.dataDir))
        arguments << QStringLiteral("--data-dir") << parser.value(common.dataDir);
    return ServerLibraryCommands::push(arguments);
}

/// --matter as a filter: unset means every matter.
std::optional<QString> matterFilter(const QCommandLineParser& parser, const Common& common)
{
    if (!parser.isSet(common.matter))
        return std::nullopt;
    return parser.value(common.matter).simplified();
}

/// Parses; returns -1 to continue, else an exit code.
int parse(QCommandLineParser& parser, const QStringList& arguments, const Common& common, bool withJson)
{
    parser.addHelpOption();
    parser.addOptions({common.library, common.dataDir, common.matter});
    if (withJson)
        parser.addOption(common.json);
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    return -1;
}

QString databasePath(const QCommandLineParser& parser, const Common& common)
{
    const auto config = CliSupport::loadConfig(parser.value(common.dataDir));
    QDir().mkpath(config.dataDir);
    return library::LibraryPaths::databasePath(config);
}

/// --library, else the configured folder (LMARS_LIBRARY_DIR, .env, the setting), else the default.
QString libraryFolder(const QCommandLineParser& parser, const Common& common)
{
    return library::LibraryPaths::resolveFolder(CliSupport::loadConfig(parser.value(common.dataDir)),
                                                parser.value(common.library));
}

std::unique_ptr<store::LibraryStore> openStore(const QString& path)
{
    auto opened = store::LibraryStore::open(path);
    if (!opened) {
        CliSupport::fail(ExitConfiguration, opened.error().toString());
        return nullptr;
    }
    return std::move(opened.value());
}

QString megabytes(qint64 bytes)
{
    return QString::number(bytes / (1024.0 * 1024.0), 'f', 1);
}

/// One progress line: a bar when stderr is a terminal, else one line per file.
void printProgress(const library::SyncProgress& p)
{
    QString name = QFileInfo(p.currentFile).fileName();
    if (p.ocrPage > 0)
        name = LibraryCommands::tr("%1 (OCR, page %2 of %3)").arg(name.left(30)).arg(p.ocrPage).arg(p.ocrPages);
    if (CliSupport::stderrIsTerminal()) {
        const int width = 24;
        const int filled = p.filesTotal > 0 ? width * p.filesDone / p.filesTotal : width;
        const QString bar = QString(filled, QLatin1Char('#')) + QString(width - filled, QLatin1Char('-'));
        CliSupport::err(QStringLiteral("\r\033[K[%1] %2/%3 files  %4/%5 MB  %6")
                            .arg(bar)
                            .arg(p.filesDone)
                            .arg(p.filesTotal)
                            .arg(megabytes(p.bytesDone), megabytes(p.bytesTotal), name.left(60)));
    } else if (!name.isEmpty()) {
        CliSupport::err(QStringLiteral("[%1/%2] %3\n").arg(p.filesDone + 1).arg(p.filesTotal).arg(name));
    }
}

QString summaryLine(const library::SyncSummary& s)
{
    return LibraryCommands::tr("%1 files: %2 indexed, %3 unchanged, %4 renamed, %5 removed, %6 failed.\n")
        .arg(s.scanned)
        .arg(s.indexed)
        .arg(s.unchanged)
        .arg(s.renamed)
        .arg(s.removed)
        .arg(s.failed);
}

/// Runs one sync of folder with a progress bar; returns an exit code.
int syncWithProgress(store::LibraryStore* db, const QString& folder, library::SyncSummary* out = nullptr)
{
    // An index of an older format is rebuilt before the folder is read (searches do not wait for it).
    if (auto pending = db->indexUpgradePending(); pending && pending.value()) {
        CliSupport::err(LibraryCommands::tr("Rebuilding the library index for phrase and proximity search…\n"));
        if (auto upgraded = db->upgradeIndex(); !upgraded)
            return CliSupport::fail(CliSupport::exitCodeFor(upgraded.error()), upgraded.error().toString());
    }
    library::LibrarySync sync(db);
    // OCR of scanned pages and images as the settings say (LMARS_OCR, LMARS_OCR_LANGUAGES).
    const settings::AppConfig config = CliSupport::loadConfig(QString());
    parse::ParseLimits limits = sync.parseLimits();
    limits.ocrEnabled = config.libraryOcr;
    limits.ocrLanguages = config.libraryOcrLanguages;
    sync.setParseLimits(limits);
    sync.setProgressCallback(printProgress);
    sync.setErrorCallback([](const QString& path, const QString& message) {
        if (CliSupport::stderrIsTerminal())
            CliSupport::err(QStringLiteral("\r\033[K"));
        CliSupport::err(LibraryCommands::tr("%1: %2\n").arg(path, message));
    });
    CancelToken cancel;
    CliSupport::installInterruptHandler(cancel);
    auto summary = sync.syncFolder(folder, cancel);
    if (CliSupport::stderrIsTerminal())
        CliSupport::err(QStringLiteral("\r\033[K"));
    if (!summary)
        return CliSupport::fail(CliSupport::exitCodeFor(summary.error()), summary.error().toString());
    CliSupport::err(summaryLine(summary.value()));
    if (out)
        *out = summary.value();
    return summary->cancelled ? ExitCancelled : ExitOk;
}

bool validDate(const QString& text)
{
    return text.isEmpty() || QDate::fromString(text, Qt::ISODate).isValid();
}

nlohmann::json documentJson(const store::LibraryDocument& d)
{
    nlohmann::json j = {{"path", json::str(d.path)},
                        {"title", json::str(d.title)},
                        {"type", json::str(d.type)},
                        {"status", json::str(d.status)},
                        {"pages", d.pageCount},
                        {"chunks", d.chunkCount},
                        {"size", d.size},
                        {"hash", json::str(d.hash)},
                        {"matter", json::str(d.matter)}};
    if (!d.error.isEmpty()) // why it failed, or for an indexed file what the reader reported
        j[d.status == QLatin1String("error") ? "error" : "notes"] = json::str(d.error);
    if (!d.validFrom.isEmpty())
        j["validFrom"] = json::str(d.validFrom);
    if (!d.validTo.isEmpty())
        j["validTo"] = json::str(d.validTo);
    return j;
}

} // namespace

int LibraryCommands::run(QStringList arguments)
{
    const QString usage = tr("Usage: lmars-cli library <add|index|list|remove|search|stats> [options]\n"
                             "  add PATH...            copy files into the library folder and index them\n"
                             "  index [DIR]            index the library folder (or DIR); --watch keeps watching\n"
                             "  list                   list indexed documents and their status\n"
                             "  remove PATH...         remove documents (and their copies in the library folder)\n"
                             "  search QUERY           search (--as-of DATE, -k N, --dense on|off, --json)\n"
                             "  stats                  counts and sizes\n");
    if (arguments.size() < 2)
        return CliSupport::fail(ExitUsage, usage);
    const QString sub = arguments.takeAt(1);
    if (sub == QLatin1String("add"))
        return add(arguments);
    if (sub == QLatin1String("index"))
        return index(arguments);
    if (sub == QLatin1String("list"))
        return list(arguments);
    if (sub == QLatin1String("remove"))
        return remove(arguments);
    if (sub == QLatin1String("search"))
        return search(arguments);
    if (sub == QLatin1String("stats"))
        return stats(arguments);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h") || sub == QLatin1String("help")) {
        CliSupport::out(usage);
        return ExitOk;
    }
    return CliSupport::fail(ExitUsage, tr("unknown library command \"%1\".\n").arg(sub) + usage);
}

int LibraryCommands::add(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Copy files into the library folder and index them."));
    const QCommandLineOption from(QStringLiteral("effective-from"), tr("The documents apply from this day."),
                                  tr("yyyy-mm-dd"));
    const QCommandLineOption to(QStringLiteral("effective-to"), tr("The documents apply until this day."),
                                tr("yyyy-mm-dd"));
    parser.addOptions({from, to});
    parser.addPositionalArgument(QStringLiteral("paths"), tr("Files or folders to add."), tr("PATH..."));
    const Common common;
    if (const int code = parse(parser, arguments, common, false); code >= 0)
        return code;
    if (parser.positionalArguments().isEmpty())
        return CliSupport::fail(ExitUsage, tr("library add needs at least one file."));
    for (const QString& arg : parser.positionalArguments()) {
        if (!QFileInfo::exists(arg))
            return CliSupport::fail(ExitUsage, tr("%1 does not exist.").arg(arg));
    }
    if (!CliSupport::loadConfig(parser.value(common.dataDir)).serverUrl.trimmed().isEmpty() &&
        (parser.isSet(from) || parser.isSet(to)))
        return CliSupport::fail(ExitUsage, tr("On the firm server, a document's validity comes from the document "
                                              "itself; --effective-from and --effective-to apply to this computer's "
                                              "library."));
    if (const int pushed = indexIntoServer(parser, common, parser.positionalArguments()); pushed >= 0)
        return pushed;
    if (!validDate(parser.value(from)) || !validDate(parser.value(to)))
        return CliSupport::fail(ExitUsage, tr("dates must be written yyyy-mm-dd."));

    const QString folder = libraryFolder(parser, common);
    for (const QString& arg : parser.positionalArguments()) {
        if (!QFileInfo::exists(arg))
            return CliSupport::fail(ExitUsage, tr("%1 does not exist.").arg(arg));
    }
    const library::ImportResult imported = library::LibraryImporter::copyInto(parser.positionalArguments(), folder);
    if (!imported.errors.isEmpty())
        return CliSupport::fail(ExitConfiguration, imported.errors.join(QLatin1Char('\n')));
    for (const QString& path : imported.unsupported)
        CliSupport::err(tr("%1: files of this type are copied but not indexed.\n").arg(QFileInfo(path).fileName()));
    const QStringList& copied = imported.copied;
    for (const QString& path : copied)
        CliSupport::out(tr("added %1\n").arg(path));
    auto db = openStore(databasePath(parser, common));
    if (!db)
        return ExitConfiguration;
    const int code = syncWithProgress(db.get(), folder);
    if (code != ExitOk)
        return code;
    if (parser.isSet(from) || parser.isSet(to)) {
        for (const QString& path : std::as_const(copied)) {
            auto set = db->setValidity(path, parser.value(from), parser.value(to));
            if (!set)
                return CliSupport::fail(ExitConfiguration, set.error().toString());
        }
    }
    return ExitOk;
}

int LibraryCommands::index(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Index the library folder (or DIR): new and changed files are parsed, "
                                        "removed files are dropped, unchanged files are skipped."));
    const QCommandLineOption watch(QStringLiteral("watch"), tr("Keep running and re-index on every change."));
    parser.addOption(watch);
    parser.addPositionalArgument(QStringLiteral("dir"), tr("Folder to index (default: the library folder)."),
                                 tr("[DIR]"));
    const Common common;
    if (const int code = parse(parser, arguments, common, false); code >= 0)
        return code;
    const QString folder = parser.positionalArguments().isEmpty()
                               ? libraryFolder(parser, common)
                               : QFileInfo(parser.positionalArguments().constFirst()).absoluteFilePath();
    if (parser.isSet(watch) && !CliSupport::loadConfig(parser.value(common.dataDir)).serverUrl.trimmed().isEmpty())
        return CliSupport::fail(ExitUsage, tr("--watch keeps this computer's library up to date; on the firm server, "
                                              "index the folder again when it changes."));
    if (const int pushed = indexIntoServer(parser, common, {folder}); pushed >= 0)
        return pushed;
    QDir().mkpath(folder);
    const QString dbPath = databasePath(parser, common);
    // With dense search on, the vectors are built once the text is in (LMARS_LIBRARY_DENSE).
    const auto vectors = library::BackendSettings::vectorOptions(CliSupport::loadConfig(parser.value(common.dataDir)));
    if (!parser.isSet(watch)) {
        auto db = openStore(dbPath);
        const int code = db ? syncWithProgress(db.get(), folder) : ExitConfiguration;
        return code == ExitOk && vectors ? LibraryVectorsCli::build(*db, *vectors) : code;
    }
    library::LibraryIndexer indexer(dbPath, folder);
    indexer.setVectors(vectors);
    QObject::connect(&indexer, &library::LibraryIndexer::vectorsFinished, &indexer,
                     [](const library::VectorBuildProgress& p, bool, const QString& error) {
                         CliSupport::err((error.isEmpty() ? LibraryVectorsCli::statusLine(p.counts) : error) +
                                         QLatin1Char('\n'));
                     });
    QObject::connect(&indexer, &library::LibraryIndexer::progress, &indexer, printProgress);
    QObject::connect(
        &indexer, &library::LibraryIndexer::fileFailed, &indexer,
        [](const QString& path, const QString& message) { CliSupport::err(tr("%1: %2\n").arg(path, message)); });
    QObject::connect(&indexer, &library::LibraryIndexer::finished, &indexer,
                     [](const library::SyncSummary& s) { CliSupport::err(summaryLine(s)); });
    QObject::connect(&indexer, &library::LibraryIndexer::failed, &indexer, [](const QString& message) {
        CliSupport::err(message + QLatin1Char('\n'));
        QCoreApplication::exit(ExitConfiguration);
    });
    CancelToken stop;
    CliSupport::installInterruptHandler(stop);
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &poll, [stop]() {
        if (stop.isCancelled())
            QCoreApplication::exit(ExitCancelled);
    });
    poll.start(100);
    indexer.setWatching(true);
    indexer.sync();
    CliSupport::err(tr("watching %1 (Ctrl-C to stop)\n").arg(folder));
    return QCoreApplication::exec();
}

int LibraryCommands::list(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("List the documents of the library."));
    const Common common;
    if (const int code = parse(parser, arguments, common, true); code >= 0)
        return code;
    store::LibraryBackend* library = nullptr;
    const auto backends = openBackends(parser, common, &library);
    if (!backends)
        return ExitConfiguration;
    store::LibraryDocumentFilter filter;
    filter.matter = matterFilter(parser, common);
    auto docs = library->documents(filter);
    if (!docs)
        return CliSupport::fail(ExitConfiguration, docs.error().toString());
    if (parser.isSet(common.json)) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& d : docs.value())
            arr.push_back(documentJson(d));
        CliSupport::out(QString::fromUtf8(json::dump(arr, 2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    for (const auto& d : docs.value()) {
        const QString status = d.status == QLatin1String("error") ? tr("ERROR") : tr("ok");
        QString line = QStringLiteral("%1  %2  %3 chunks")
                           .arg(status.leftJustified(5), d.type.leftJustified(4))
                           .arg(d.chunkCount, 5);
        if (d.pageCount > 0)
            line += tr(", %1 pages").arg(d.pageCount);
        line += QStringLiteral("  %1  (%2)").arg(d.title, d.path);
        if (!d.matter.isEmpty())
            line += tr("  matter: %1").arg(d.matter);
        if (!d.validFrom.isEmpty() || !d.validTo.isEmpty())
            line += tr("  valid %1 … %2").arg(d.validFrom, d.validTo);
        if (!d.error.isEmpty())
            line += QStringLiteral("\n        ") + d.error;
        CliSupport::out(line + QLatin1Char('\n'));
    }
    if (docs->isEmpty())
        CliSupport::err(tr("The library is empty. Add files with 'lmars-cli library add PATH'.\n"));
    return ExitOk;
}

int LibraryCommands::remove(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Remove documents from the library; their copies inside the library folder "
                                        "are deleted too."));
    const QCommandLineOption keep(QStringLiteral("keep-file"), tr("Keep the file in the library folder."));
    parser.addOption(keep);
    parser.addPositionalArgument(QStringLiteral("paths"), tr("Documents to remove (path or file name)."),
                                 tr("PATH..."));
    const Common common;
    if (const int code = parse(parser, arguments, common, false); code >= 0)
        return code;
    if (parser.positionalArguments().isEmpty())
        return CliSupport::fail(ExitUsage, tr("library remove needs at least one path."));
    const QString folder = libraryFolder(parser, common);
    store::LibraryBackend* library = nullptr;
    const auto backends = openBackends(parser, common, &library);
    if (!backends)
        return ExitConfiguration;
    int missing = 0;
    for (const QString& arg : parser.positionalArguments()) {
        QString path = QFileInfo(arg).absoluteFilePath();
        if (!QFileInfo::exists(path) && !arg.contains(QLatin1Char('/')))
            path = QDir(folder).absoluteFilePath(arg);
        auto removed = library->removeDocument(path);
        if (!removed)
            return CliSupport::fail(ExitConfiguration, removed.error().toString());
        const bool inFolder = path.startsWith(QDir(folder).absolutePath() + QLatin1Char('/'));
        if (inFolder && !parser.isSet(keep))
            QFile::remove(path);
        if (removed.value()) {
            CliSupport::out(tr("removed %1\n").arg(path));
        } else {
            CliSupport::err(tr("%1 is not in the library.\n").arg(arg));
            ++missing;
        }
    }
    return missing > 0 ? ExitUsage : ExitOk;
}

int LibraryCommands::search(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Search the library."));
    const QCommandLineOption asOf(QStringLiteral("as-of"), tr("Only text in force on this day."), tr("yyyy-mm-dd"));
    const QCommandLineOption k(QStringList{QStringLiteral("k")}, tr("Number of passages (default 5)."), tr("n"),
                               QStringLiteral("5"));
    const QCommandLineOption denseOption(QStringLiteral("dense"),
                                         tr("Also search by meaning and fuse (on), or by words only (off); default: "
                                            "the setting LMARS_LIBRARY_DENSE."),
                                         tr("on|off"));
    const QCommandLineOption syntax(QStringLiteral("syntax"),
                                    tr("How to read the query: natural (ranked words), boolean (Terms and "
                                       "Connectors: \"phrases\", &, OR, %, /n, +n, /s, /p, !, *) or auto (boolean "
                                       "when it holds a quote or an operator; the default)."),
                                    tr("auto|natural|boolean"), QStringLiteral("auto"));
    const QCommandLineOption sort(QStringLiteral("sort"),
                                  tr("Order of Terms-and-Connectors hits: relevance (the default) or date (the "
                                     "document's date, newest first)."),
                                  tr("relevance|date"), QStringLiteral("relevance"));
    parser.addOptions({asOf, k, denseOption, syntax, sort});
    parser.addPositionalArgument(QStringLiteral("query"), tr("What to look for."), tr("QUERY"));
    const Common common;
    if (const int code = parse(parser, arguments, common, true); code >= 0)
        return code;
    const QString text = parser.positionalArguments().join(QLatin1Char(' '));
    if (text.trimmed().isEmpty())
        return CliSupport::fail(ExitUsage, tr("library search needs a query."));
    bool ok = false;
    const int count = parser.value(k).toInt(&ok);
    if (!ok || count < 1)
        return CliSupport::fail(ExitUsage, tr("-k must be a positive number."));
    model::AsOf day;
    if (const int code = CliSupport::readAsOf(parser, asOf, &day); code >= 0)
        return code;
    store::QuerySyntax querySyntax = store::QuerySyntax::Auto;
    if (!store::parseQuerySyntax(parser.value(syntax), &querySyntax))
        return CliSupport::fail(ExitUsage, tr("--syntax must be auto, natural or boolean."));
    const QString sortName = parser.value(sort).trimmed().toLower();
    if (sortName != QLatin1String("relevance") && sortName != QLatin1String("date"))
        return CliSupport::fail(ExitUsage, tr("--sort must be relevance or date."));
    const bool boolean = store::BooleanQuery::isBoolean(text, querySyntax);
    if (sortName == QLatin1String("date") && !boolean)
        return CliSupport::fail(ExitUsage, tr("--sort date orders Terms-and-Connectors hits; this query is read as "
                                              "natural language (add --syntax boolean)."));
    if (boolean) { // a malformed expression is told before anything opens
        if (auto parsed = store::BooleanQuery::parse(text); !parsed)
            return CliSupport::fail(ExitUsage, parsed.error().toString());
    }
    store::LibraryQuery libraryQuery;
    library::BackendSettings::applyDense(CliSupport::loadConfig(parser.value(common.dataDir)), libraryQuery);
    if (!LibraryVectorsCli::parseDense(parser.value(denseOption), libraryQuery.dense, &libraryQuery.dense))
        return ExitUsage;
    store::LibraryBackend* library = nullptr;
    const auto backends = openBackends(parser, common, &library);
    if (!backends)
        return ExitConfiguration;
    libraryQuery.text = text;
    libraryQuery.k = count;
    libraryQuery.asOf = day.day();
    libraryQuery.matter = matterFilter(parser, common);
    libraryQuery.syntax = boolean ? store::QuerySyntax::Boolean : store::QuerySyntax::Natural;
    libraryQuery.sort = sortName == QLatin1String("date") ? store::LibrarySort::Date : store::LibrarySort::Relevance;
    if (boolean) {
        libraryQuery.mergeAdjacent = false; // a hit is a chunk
        libraryQuery.dense = false;         // checked on the words' positions, not by meaning
    }
    auto hits = library->search(libraryQuery);
    if (!hits)
        return CliSupport::fail(CliSupport::exitCodeFor(hits.error()), hits.error().toString());
    if (const QString note = library->lastSearchNote(); !note.isEmpty())
        CliSupport::err(note + QLatin1Char('\n'));
    if (parser.isSet(common.json)) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& h : hits.value()) {
            arr.push_back(LibraryVectorsCli::hitJson(h));
        }
        CliSupport::out(QString::fromUtf8(json::dump(arr, 2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    int n = 0;
    for (const auto& h : hits.value()) {
        QString where = h.title;
        if (!h.headingPath.isEmpty())
            where += QStringLiteral(" › ") + h.headingPath;
        if (h.page > 0)
            where += tr(", page %1").arg(h.page);
        if (h.ocrConfidence >= 0)
            where += tr(" (read by OCR, confidence %1%)").arg(h.ocrConfidence);
        if (const QString channels = LibraryVectorsCli::channelsText(h); !channels.isEmpty())
            where += tr("  [found by %1]").arg(channels);
        CliSupport::out(QStringLiteral("[%1] %2  (score %3)\n    %4\n    %5\n\n")
                            .arg(++n)
                            .arg(where)
                            .arg(h.score, 0, 'f', 2)
                            .arg(h.path, h.snippet));
    }
    if (hits->isEmpty())
        CliSupport::err(boolean ? tr("No passages satisfy the Terms-and-Connectors search.\n")
                                : tr("No passages found.\n"));
    return ExitOk;
}

int LibraryCommands::stats(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Library counts and sizes."));
    const Common common;
    if (const int code = parse(parser, arguments, common, true); code >= 0)
        return code;
    const QString dbPath = databasePath(parser, common);
    store::LibraryBackend* library = nullptr;
    const auto backends = openBackends(parser, common, &library);
    if (!backends)
        return ExitConfiguration;
    auto s = library->stats();
    if (!s)
        return CliSupport::fail(CliSupport::exitCodeFor(s.error()), s.error().toString());
    if (library->kind() == store::BackendKind::Server) {
        auto vectors = library->vectors();
        if (!vectors)
            return CliSupport::fail(CliSupport::exitCodeFor(vectors.error()), vectors.error().toString());
        if (parser.isSet(common.json)) {
            nlohmann::json j = {{"server", json::str(backends->serverDisplayName())},
                                {"documents", s->documents},
                                {"chunks", s->chunks},
                                {"bytes", s->bytes},
                                {"textSearch", json::str(s->tokenizer)},
                                {"ocrPages", s->ocrPages}};
            j["vectors"] = vectors.value() ? LibraryVectorsCli::statusJson(*vectors.value()) : nlohmann::json(nullptr);
            CliSupport::out(QString::fromUtf8(json::dump(j, 2)) + QLatin1Char('\n'));
            return ExitOk;
        }
        CliSupport::out(tr("server     %1\ndocuments  %2\nchunks     %3\nfile bytes %4 MB\ntext search %5\n")
                            .arg(backends->serverDisplayName())
                            .arg(s->documents)
                            .arg(s->chunks)
                            .arg(megabytes(s->bytes), s->tokenizer));
        CliSupport::out(tr("OCR pages  %1 (pages without a text layer, read by OCR)\n").arg(s->ocrPages));
        if (vectors.value())
            CliSupport::out(LibraryVectorsCli::statusLine(*vectors.value()) + QLatin1Char('\n'));
        return ExitOk;
    }
    const QString folder = libraryFolder(parser, common);
    const qint64 dbBytes = store::LibraryStore::diskBytes(dbPath); // with its write-ahead log
    auto vectors = library->vectors();
    if (!vectors)
        return CliSupport::fail(CliSupport::exitCodeFor(vectors.error()), vectors.error().toString());
    if (parser.isSet(common.json)) {
        nlohmann::json j = {
            {"folder", json::str(folder)}, {"database", json::str(dbPath)}, {"documents", s->documents},
            {"indexed", s->indexed},       {"errors", s->errors},           {"chunks", s->chunks},
            {"bytes", s->bytes},           {"databaseBytes", dbBytes},      {"tokenizer", json::str(s->tokenizer)},
            {"ocrPages", s->ocrPages}};
        j["vectors"] = vectors.value() ? LibraryVectorsCli::statusJson(*vectors.value()) : nlohmann::json(nullptr);
        CliSupport::out(QString::fromUtf8(json::dump(j, 2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    CliSupport::out(tr("folder     %1\ndatabase   %2 (%3 MB)\ndocuments  %4 (%5 indexed, %6 with errors)\n"
                       "chunks     %7\nfile bytes %8 MB\ntokenizer  %9\n")
                        .arg(folder, dbPath, megabytes(dbBytes))
                        .arg(s->documents)
                        .arg(s->indexed)
                        .arg(s->errors)
                        .arg(s->chunks)
                        .arg(megabytes(s->bytes), s->tokenizer));
    CliSupport::out(tr("OCR pages  %1 (pages without a text layer, read by OCR)\n").arg(s->ocrPages));
    if (vectors.value())
        CliSupport::out(LibraryVectorsCli::statusLine(*vectors.value()) + QLatin1Char('\n'));
    return ExitOk;
}

} // namespace lmars::cli
