// SPDX-License-Identifier: GPL-3.0-or-later
#include "HistoryCommands.h"

#include "cli/CliSupport.h"
#include "common/JsonUtil.h"
#include "export/MarkdownExport.h"
#include "library/Backends.h"
#include "model/ResearchState.h"
#include "settings/AppConfig.h"

#include <QCommandLineParser>
#include <QDateTime>

namespace lmars::cli {

namespace {

/// Parses common options; returns -1 to continue, else an exit code.
int parseCommon(QCommandLineParser& parser, const QStringList& arguments, const QCommandLineOption& dataDir)
{
    parser.addHelpOption();
    parser.addOption(dataDir);
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    return -1;
}

QCommandLineOption dataDirOption()
{
    return QCommandLineOption(QStringLiteral("data-dir"),
                              QCoreApplication::translate("HistoryCommands", "Folder of the session database."),
                              QStringLiteral("dir"));
}

/// The session store of the parsed --data-dir, and the full id of the one ID argument (a unique
/// prefix is enough). Returns -1 when both are set, else the exit code after the message.
int openSession(const QCommandLineParser& parser, const QCommandLineOption& dataDir,
                std::unique_ptr<store::Backends>* backends, QString* id)
{
    *backends = CliSupport::openBackends(CliSupport::loadConfig(parser.value(dataDir)));
    if (!*backends)
        return ExitConfiguration;
    const auto resolved = (*backends)->sessions().resolveId(parser.positionalArguments().constFirst());
    if (!resolved)
        return CliSupport::fail(ExitUsage, resolved.error().summary);
    *id = resolved.value();
    return -1;
}

QString fit(QString text, int width)
{
    text = text.simplified();
    return text.size() > width ? text.left(width - 1) + QStringLiteral("…") : text.leftJustified(width);
}

} // namespace

int HistoryCommands::history(const QStringList& arguments)
{
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("rename")) {
        QStringList rest = arguments;
        rest.removeAt(1);
        return rename(rest);
    }
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("List past research sessions, newest first ('lmars-cli history rename ID TITLE' gives one a title)."));
    const QCommandLineOption searchOption(QStringLiteral("search"), tr("Full-text search over questions and answers."),
                                          tr("text"));
    const QCommandLineOption limitOption(QStringLiteral("limit"), tr("At most this many sessions."), tr("n"),
                                         QStringLiteral("50"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption matterOption(
        QStringLiteral("matter"), tr("Only the sessions of this matter (\"\" for those in no matter)."), tr("name"));
    parser.addOptions({searchOption, limitOption, jsonOption, matterOption});
    const QCommandLineOption dataDir = dataDirOption();
    if (const int code = parseCommon(parser, arguments, dataDir); code >= 0)
        return code;
    bool ok = false;
    const int limit = parser.value(limitOption).toInt(&ok);
    if (!ok || limit < 1)
        return CliSupport::fail(ExitUsage, tr("--limit must be a positive number."));

    const auto config = CliSupport::loadConfig(parser.value(dataDir));
    const auto backends = CliSupport::openBackends(config);
    if (!backends)
        return ExitConfiguration;
    store::SessionFilter filter;
    filter.search = parser.value(searchOption);
    filter.limit = limit;
    if (parser.isSet(matterOption))
        filter.matter = parser.value(matterOption).simplified();
    const auto sessions = backends->sessions().list(filter);
    if (!sessions)
        return CliSupport::fail(ExitConfiguration, sessions.error().toString());

    if (parser.isSet(jsonOption)) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& s : sessions.value()) {
            list.push_back({{"id", json::str(s.id)},
                            {"question", json::str(s.question)},
                            {"mode", json::str(model::modeName(s.mode))},
                            {"status", json::str(model::statusName(s.status))},
                            {"startedAt", json::str(s.startedAt)},
                            {"finishedAt", json::str(s.finishedAt)},
                            {"answerPreview", json::str(s.answerPreview)},
                            {"title", json::str(s.title)},
                            {"matter", json::str(s.matter)},
                            {"pending", s.pending}});
        }
        CliSupport::out(QString::fromUtf8(json::dump(list, 2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    if (sessions->isEmpty()) {
        CliSupport::out(parser.isSet(searchOption) ? tr("No session matches \"%1\".\n").arg(parser.value(searchOption))
                        : parser.isSet(matterOption)
                            ? tr("No sessions in this matter.\n")
                            : tr("No sessions yet. Ask a question with: lmars-cli ask \"...\"\n"));
        return ExitOk;
    }
    CliSupport::out(QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                        .arg(fit(tr("ID"), 8), fit(tr("Started"), 16), fit(tr("Status"), 11), fit(tr("Mode"), 8),
                             fit(tr("Matter"), 14), tr("Question")));
    int pending = 0;
    for (const auto& s : sessions.value()) {
        pending += s.pending ? 1 : 0;
        CliSupport::out(QStringLiteral("%1  %2  %3  %4  %5  %6%7\n")
                            .arg(s.id.left(8),
                                 fit(QDateTime::fromString(s.startedAt, Qt::ISODateWithMs)
                                         .toLocalTime()
                                         .toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                                     16),
                                 fit(model::statusName(s.status), 11), fit(model::modeName(s.mode), 8),
                                 fit(s.matter.isEmpty() ? tr("(none)") : s.matter, 14),
                                 fit(s.title.isEmpty() ? s.question : s.title, 60).trimmed(),
                                 s.pending ? QStringLiteral(" *") : QString()));
    }
    if (pending > 0)
        CliSupport::out(
            tr("* waiting on this computer to be sent to the firm server (%n session(s))\n", nullptr, pending));
    return ExitOk;
}

int HistoryCommands::show(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Show one research session."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print the trajectory document (JSON)."));
    const QCommandLineOption reasoningOption(QStringLiteral("reasoning"),
                                             tr("With --json: include the model's reasoning of every call."));
    parser.addOption(jsonOption);
    parser.addOption(reasoningOption);
    parser.addPositionalArgument(QStringLiteral("id"), tr("Session id or a unique prefix of it."));
    const QCommandLineOption dataDir = dataDirOption();
    if (const int code = parseCommon(parser, arguments, dataDir); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1)
        return CliSupport::fail(ExitUsage, tr("usage: lmars-cli show ID [--json]"));

    std::unique_ptr<store::Backends> backends;
    QString id;
    if (const int code = openSession(parser, dataDir, &backends, &id); code >= 0)
        return code;
    const auto trajectory = backends->sessions().load(id);
    if (!trajectory)
        return CliSupport::fail(ExitConfiguration, trajectory.error().toString());
    if (!trajectory->has_value())
        return CliSupport::fail(ExitUsage, tr("no session %1.").arg(id));
    if (parser.isSet(jsonOption)) {
        CliSupport::out(QString::fromUtf8(json::dump(parser.isSet(reasoningOption)
                                                         ? *trajectory.value()
                                                         : model::ResearchState::withoutReasoning(*trajectory.value()),
                                                     2)) +
                        QLatin1Char('\n'));
        return ExitOk;
    }
    CliSupport::out(exporting::MarkdownExport::fullRecord(model::ResearchState::fromJson(*trajectory.value())));
    return ExitOk;
}

int HistoryCommands::rename(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Give a research session a title in the history (an empty title shows the question again)."));
    parser.addPositionalArgument(QStringLiteral("id"), tr("Session id or a unique prefix of it."));
    parser.addPositionalArgument(QStringLiteral("title"), tr("The new title."));
    const QCommandLineOption dataDir = dataDirOption();
    if (const int code = parseCommon(parser, arguments, dataDir); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 2)
        return CliSupport::fail(ExitUsage, tr("usage: lmars-cli history rename ID TITLE"));

    std::unique_ptr<store::Backends> backends;
    QString id;
    if (const int code = openSession(parser, dataDir, &backends, &id); code >= 0)
        return code;
    const QString title = parser.positionalArguments().at(1).simplified();
    const auto renamed = backends->sessions().rename(id, title);
    if (!renamed)
        return CliSupport::fail(ExitConfiguration, renamed.error().toString());
    if (!renamed.value())
        return CliSupport::fail(ExitUsage, tr("There is no session with id \"%1\".").arg(id));
    CliSupport::out(title.isEmpty() ? tr("Session %1 shows its question again.\n").arg(id)
                                    : tr("Renamed session %1 to \"%2\".\n").arg(id, title));
    return ExitOk;
}

int HistoryCommands::remove(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Delete a research session."));
    parser.addPositionalArgument(QStringLiteral("id"), tr("Session id or a unique prefix of it."));
    const QCommandLineOption dataDir = dataDirOption();
    if (const int code = parseCommon(parser, arguments, dataDir); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1)
        return CliSupport::fail(ExitUsage, tr("usage: lmars-cli delete ID"));

    std::unique_ptr<store::Backends> backends;
    QString id;
    if (const int code = openSession(parser, dataDir, &backends, &id); code >= 0)
        return code;
    const auto removed = backends->sessions().remove(id);
    if (!removed)
        return CliSupport::fail(ExitConfiguration, removed.error().toString());
    CliSupport::out(tr("Deleted session %1.\n").arg(id));
    return ExitOk;
}

} // namespace lmars::cli
