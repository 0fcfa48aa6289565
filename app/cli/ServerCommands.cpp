// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerCommands.h"

#include "cli/CliSupport.h"
#include "cli/ServerLibraryCommands.h"
#include "cli/ServerVectorsCli.h"
#include "common/JsonUtil.h"
#include "library/ReadReplicas.h"
#include "pg/PgConnection.h"
#include "pg/ServerAdmin.h"
#include "server/ServerSchema.h"
#include "settings/AppConfig.h"

#include <QCommandLineParser>
#include <QDate>
#include <QTimeZone>

namespace lmars::cli {

namespace {

QCommandLineOption serverOption()
{
    return {QStringLiteral("server"),
            QCoreApplication::translate("ServerCommands",
                                        "The firm server: a PostgreSQL connection string or URI (default: "
                                        "LMARS_SERVER_URL)."),
            QStringLiteral("conninfo")};
}
QCommandLineOption dataDirOption()
{
    return {QStringLiteral("data-dir"), QCoreApplication::translate("ServerCommands", "Folder of the local databases."),
            QStringLiteral("dir")};
}
QCommandLineOption jsonOption()
{
    return {QStringLiteral("json"), QCoreApplication::translate("ServerCommands", "Print JSON.")};
}
QCommandLineOption matterOption()
{
    return {QStringLiteral("matter"), QCoreApplication::translate("ServerCommands", "The matter, by name."),
            QStringLiteral("name")};
}

void printJson(const nlohmann::json& value)
{
    CliSupport::out(QString::fromStdString(value.dump(2)) + QLatin1Char('\n'));
}

} // namespace

int ServerCommands::parse(QCommandLineParser& parser, const QStringList& arguments,
                          const QList<QCommandLineOption>& extra)
{
    parser.addHelpOption();
    parser.addOptions({serverOption(), dataDirOption()});
    parser.addOptions(extra);
    return CliSupport::parseArguments(parser, arguments);
}

int ServerCommands::fail(const Error& error)
{
    return CliSupport::fail(CliSupport::exitCodeFor(error), error.toString());
}

std::unique_ptr<store::PgConnection> ServerCommands::connect(const QCommandLineParser& parser, int* exitCode)
{
    const auto config = CliSupport::loadConfig(parser.value(QStringLiteral("data-dir")));
    const QString conninfo =
        parser.isSet(QStringLiteral("server")) ? parser.value(QStringLiteral("server")) : config.serverUrl;
    if (conninfo.isEmpty()) {
        *exitCode = CliSupport::fail(ExitConfiguration,
                                     tr("No firm server is configured: set LMARS_SERVER_URL (a PostgreSQL connection "
                                        "string or URI, e.g. postgresql://db.firm.example/lmars) or give --server."));
        return nullptr;
    }
    auto opened = store::PgConnection::open(conninfo, config.serverPassword);
    if (!opened) {
        *exitCode = fail(opened.error());
        return nullptr;
    }
    return std::move(opened.value());
}

int ServerCommands::run(QStringList arguments)
{
    const QString usage =
        tr("Usage: lmars-cli server <subcommand> [options]\n"
           "  init [--text-search simple|english]   create or upgrade the schema (database administrator)\n"
           "  status                                 the server, its schema version and your user\n"
           "  matter create M | add-member M USER | remove-member M USER | list [--json]\n"
           "  wall add M USER | remove M USER        ethical walls (lmars_admin)\n"
           "  audit [--matter M] [--user U] [--since DATE] [--json]   the audit trail (lmars_admin)\n"
           "  push [PATH...] --matter M              index files and folders into a matter; with no path,\n"
           "                                         upload the local library and session history\n"
           "  search QUERY [--matter M] [--as-of DATE] [-k N] [--json]\n"
           "  list [--matter M] [--json]             documents on the server\n"
           "  history [--matter M] [--json]          research sessions on the server\n"
           "The server is LMARS_SERVER_URL or --server; the password comes from LMARS_SERVER_PASSWORD, the "
           "keychain or ~/.pgpass.\n");
    if (arguments.size() < 2 || arguments.at(1) == QLatin1String("--help") || arguments.at(1) == QLatin1String("-h")) {
        (arguments.size() < 2 ? CliSupport::err(usage) : CliSupport::out(usage));
        return arguments.size() < 2 ? ExitUsage : ExitOk;
    }
    const QString sub = arguments.takeAt(1);
    if (sub == QLatin1String("init"))
        return init(arguments);
    if (sub == QLatin1String("status"))
        return status(arguments);
    if (sub == QLatin1String("matter"))
        return matter(arguments);
    if (sub == QLatin1String("wall"))
        return wall(arguments);
    if (sub == QLatin1String("audit"))
        return audit(arguments);
    if (sub == QLatin1String("push"))
        return ServerLibraryCommands::push(arguments);
    if (sub == QLatin1String("search"))
        return ServerLibraryCommands::search(arguments);
    if (sub == QLatin1String("list"))
        return ServerLibraryCommands::list(arguments);
    if (sub == QLatin1String("history"))
        return ServerLibraryCommands::history(arguments);
    return CliSupport::fail(ExitUsage, tr("unknown server subcommand \"%1\".\n\n").arg(sub) + usage);
}

int ServerCommands::init(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption textSearch(QStringLiteral("text-search"),
                                        tr("Text search configuration of a new library: simple or english."),
                                        QStringLiteral("name"), QStringLiteral("simple"));
    if (const int code = parse(parser, arguments, {textSearch}); code >= 0)
        return code;
    store::ServerTextSearch config = store::ServerTextSearch::Simple;
    if (!store::parseServerTextSearch(parser.value(textSearch), &config))
        return CliSupport::fail(ExitUsage,
                                tr("--text-search is simple or english, not \"%1\".").arg(parser.value(textSearch)));
    int exitCode = ExitOk;
    auto db = connect(parser, &exitCode);
    if (!db)
        return exitCode;
    auto before = store::ServerSchema::version(*db);
    if (!before)
        return fail(before.error());
    auto upgraded = store::ServerSchema::upgrade(*db, config);
    if (!upgraded)
        return fail(upgraded.error());
    if (before.value() == upgraded.value())
        CliSupport::out(
            tr("The schema on %1 is up to date (version %2).\n").arg(db->displayName()).arg(upgraded.value()));
    else if (before.value() == 0)
        CliSupport::out(
            tr("Created the L-MARS schema (version %1) on %2.\n").arg(upgraded.value()).arg(db->displayName()));
    else
        CliSupport::out(tr("Upgraded the schema on %1 from version %2 to %3.\n")
                            .arg(db->displayName())
                            .arg(before.value())
                            .arg(upgraded.value()));
    return ExitOk;
}

int ServerCommands::status(const QStringList& arguments)
{
    QCommandLineParser parser;
    if (const int code = parse(parser, arguments, {jsonOption()}); code >= 0)
        return code;
    int exitCode = ExitOk;
    auto db = connect(parser, &exitCode);
    if (!db)
        return exitCode;
    auto version = store::ServerSchema::version(*db);
    if (!version)
        return fail(version.error());
    auto checked = store::ServerSchema::check(*db);
    // The standbys reads go to (LMARS_SERVER_READ_URL), checked now against this server.
    const auto config = CliSupport::loadConfig(parser.value(QStringLiteral("data-dir")));
    QList<store::ReadReplicaState> standbys;
    if (const QStringList urls = store::ReadReplicas::parseList(config.serverReadUrls); !urls.isEmpty())
        standbys = store::ReadReplicas(urls, config.serverPassword, 5).status(db.get());
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::json replicas = nlohmann::json::array();
        for (const auto& standby : std::as_const(standbys))
            replicas.push_back({{"server", json::str(standby.name)},
                                {"servesReads", standby.usable},
                                {"reason", json::str(standby.reason)},
                                {"behindBytes", standby.behindBytes}});
        printJson({{"server", json::str(db->displayName())},
                   {"user", json::str(db->user())},
                   {"schemaVersion", version.value()},
                   {"supportedVersion", store::ServerSchema::kVersion},
                   {"usable", checked.ok()},
                   {"standbys", replicas},
                   {"vectors", checked ? ServerVectorsCli::statusJson(*db, config) : nlohmann::json(nullptr)}});
    } else {
        CliSupport::out(tr("Server: %1\nUser: %2\nSchema version: %3 (this version of L-MARS uses %4)\n")
                            .arg(db->displayName(), db->user())
                            .arg(version.value())
                            .arg(store::ServerSchema::kVersion));
        if (checked)
            CliSupport::out(ServerVectorsCli::statusLine(*db, config) + QLatin1Char('\n'));
        for (const auto& standby : std::as_const(standbys)) {
            CliSupport::out(standby.usable
                                ? tr("Standby: %1 serves reads (%2 bytes behind)\n")
                                      .arg(standby.name)
                                      .arg(std::max<qint64>(0, standby.behindBytes))
                                : tr("Standby: %1 does not serve reads: %2\n").arg(standby.name, standby.reason));
        }
    }
    return checked ? ExitOk : fail(checked.error());
}

int ServerCommands::matter(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("action"), tr("create, add-member, remove-member or list"));
    if (const int code = parse(parser, arguments, {jsonOption()}); code >= 0)
        return code;
    const QStringList args = parser.positionalArguments();
    const QString action = args.value(0);
    const int needed = action == QLatin1String("list") ? 1 : action == QLatin1String("create") ? 2 : 3;
    if (args.size() != needed || !QStringList{QStringLiteral("create"), QStringLiteral("add-member"),
                                              QStringLiteral("remove-member"), QStringLiteral("list")}
                                      .contains(action))
        return CliSupport::fail(ExitUsage, tr("usage: lmars-cli server matter create M | add-member M USER | "
                                              "remove-member M USER | list"));
    int exitCode = ExitOk;
    auto db = connect(parser, &exitCode);
    if (!db)
        return exitCode;
    if (auto ok = store::ServerSchema::check(*db); !ok)
        return fail(ok.error());
    store::ServerAdmin admin(*db);
    if (action == QLatin1String("create")) {
        auto id = admin.createMatter(args.at(1));
        if (!id)
            return fail(id.error());
        CliSupport::out(tr("Created matter \"%1\".\n").arg(args.at(1).trimmed()));
    } else if (action == QLatin1String("add-member")) {
        if (auto ok = admin.addMember(args.at(1), args.at(2)); !ok)
            return fail(ok.error());
        CliSupport::out(tr("%1 is a member of \"%2\".\n").arg(args.at(2), args.at(1)));
    } else if (action == QLatin1String("remove-member")) {
        if (auto ok = admin.removeMember(args.at(1), args.at(2)); !ok)
            return fail(ok.error());
        CliSupport::out(tr("%1 is no longer a member of \"%2\".\n").arg(args.at(2), args.at(1)));
    } else {
        auto matters = admin.matters();
        if (!matters)
            return fail(matters.error());
        if (parser.isSet(QStringLiteral("json"))) {
            nlohmann::json out = nlohmann::json::array();
            for (const auto& m : matters.value())
                out.push_back({{"name", json::str(m.name)},
                               {"members", json::strList(m.members)},
                               {"walled", json::strList(m.walled)}});
            printJson(out);
        } else if (matters->isEmpty()) {
            CliSupport::out(tr("No matters you may see.\n"));
        } else {
            for (const auto& m : matters.value()) {
                QString line = m.name;
                if (!m.members.isEmpty())
                    line += QStringLiteral("  ") + tr("members: %1").arg(m.members.join(QStringLiteral(", ")));
                if (!m.walled.isEmpty())
                    line += QStringLiteral("  ") + tr("walled: %1").arg(m.walled.join(QStringLiteral(", ")));
                CliSupport::out(line + QLatin1Char('\n'));
            }
        }
    }
    return ExitOk;
}

int ServerCommands::wall(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("action"), tr("add or remove"));
    if (const int code = parse(parser, arguments, {}); code >= 0)
        return code;
    const QStringList args = parser.positionalArguments();
    if (args.size() != 3 || (args.at(0) != QLatin1String("add") && args.at(0) != QLatin1String("remove")))
        return CliSupport::fail(ExitUsage, tr("usage: lmars-cli server wall add|remove MATTER USER"));
    int exitCode = ExitOk;
    auto db = connect(parser, &exitCode);
    if (!db)
        return exitCode;
    if (auto ok = store::ServerSchema::check(*db); !ok)
        return fail(ok.error());
    store::ServerAdmin admin(*db);
    if (args.at(0) == QLatin1String("add")) {
        if (auto ok = admin.addWall(args.at(1), args.at(2)); !ok)
            return fail(ok.error());
        CliSupport::out(tr("%1 is walled off from \"%2\": its documents, sessions and search hits are hidden from "
                           "them.\n")
                            .arg(args.at(2), args.at(1)));
        return ExitOk;
    }
    auto removed = admin.removeWall(args.at(1), args.at(2));
    if (!removed)
        return fail(removed.error());
    CliSupport::out(removed.value() ? tr("The wall between %1 and \"%2\" is removed.\n").arg(args.at(2), args.at(1))
                                    : tr("There was no wall between %1 and \"%2\".\n").arg(args.at(2), args.at(1)));
    return ExitOk;
}

int ServerCommands::audit(const QStringList& arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption user(QStringLiteral("user"), tr("Only this user's rows."), QStringLiteral("role"));
    const QCommandLineOption since(QStringLiteral("since"), tr("Only rows from this day (yyyy-MM-dd) or time on."),
                                   QStringLiteral("date"));
    const QCommandLineOption limit(QStringLiteral("limit"), tr("At most this many rows."), QStringLiteral("n"),
                                   QStringLiteral("1000"));
    if (const int code = parse(parser, arguments, {matterOption(), user, since, limit, jsonOption()}); code >= 0)
        return code;
    store::AuditFilter filter;
    filter.matter = parser.value(QStringLiteral("matter"));
    filter.user = parser.value(user);
    if (parser.isSet(since)) {
        const QString text = parser.value(since);
        const QDate day = QDate::fromString(text, Qt::ISODate);
        filter.since = day.isValid() ? day.startOfDay(QTimeZone::utc()) : QDateTime::fromString(text, Qt::ISODate);
        if (!filter.since.isValid())
            return CliSupport::fail(ExitUsage,
                                    tr("--since needs a date (yyyy-MM-dd) or an ISO 8601 time, not \"%1\".").arg(text));
    }
    bool ok = false;
    filter.limit = parser.value(limit).toInt(&ok);
    if (!ok || filter.limit <= 0)
        return CliSupport::fail(ExitUsage, tr("--limit needs a positive number."));
    int exitCode = ExitOk;
    auto db = connect(parser, &exitCode);
    if (!db)
        return exitCode;
    if (auto checked = store::ServerSchema::check(*db); !checked)
        return fail(checked.error());
    auto rows = store::ServerAdmin(*db).audit(filter);
    if (!rows)
        return fail(rows.error());
    if (parser.isSet(QStringLiteral("json"))) {
        nlohmann::json out = nlohmann::json::array();
        for (const auto& e : rows.value())
            out.push_back({{"id", e.id},
                           {"at", json::str(e.at.toString(Qt::ISODateWithMs))},
                           {"user", json::str(e.user)},
                           {"matter", json::str(e.matter)},
                           {"action", json::str(store::auditActionName(e.action))},
                           {"detail", json::str(e.detail)}});
        printJson(out);
        return ExitOk;
    }
    for (const auto& e : rows.value())
        CliSupport::out(QStringLiteral("%1  %2  %3  %4  %5\n")
                            .arg(e.at.toString(Qt::ISODate), e.user, store::auditActionName(e.action),
                                 e.matter.isEmpty() ? QStringLiteral("-") : e.matter, e.detail));
    return ExitOk;
}

} // namespace lmars::cli
