// SPDX-License-Identifier: GPL-3.0-or-later
#include "UScoreCommand.h"

#include "cli/CliSupport.h"
#include "common/JsonUtil.h"
#include "model/UScore.h"

#include <QCommandLineParser>
#include <QFile>

#include <cstdio>

namespace lmars::cli {

namespace {

/// Reads a whole file, "-" meaning standard input.
Result<QByteArray> readFile(const QString& path, const QString& what)
{
    const bool standardInput = path == QLatin1String("-");
    QFile file(standardInput ? QString() : path);
    const bool opened = standardInput ? file.open(stdin, QIODevice::ReadOnly) : file.open(QIODevice::ReadOnly);
    if (!opened)
        return Error(ErrorKind::Usage,
                     UScoreCommand::tr("cannot read the %1 %2: %3.").arg(what, path, file.errorString()));
    return file.readAll();
}

/// url, else title, of a source object; the string itself for a string.
QString sourceName(const nlohmann::json& item)
{
    if (item.is_string())
        return json::toQString(item).trimmed();
    const QString url = json::field(item, "url").trimmed();
    return url.isEmpty() ? json::field(item, "title").trimmed() : url;
}

QString row(const QString& letter, double value, const QString& meaning)
{
    return QStringLiteral("  %1  %2  %3\n").arg(letter).arg(value, 0, 'f', 3).arg(meaning);
}

QString bandText(const QString& band)
{
    if (band == QLatin1String("low"))
        return UScoreCommand::tr("low uncertainty");
    if (band == QLatin1String("moderate"))
        return UScoreCommand::tr("moderate uncertainty");
    return UScoreCommand::tr("high uncertainty");
}

} // namespace

Result<QStringList> UScoreCommand::parseSources(const QByteArray& content)
{
    const QString text = QString::fromUtf8(content).trimmed();
    if (text.startsWith(QLatin1Char('[')) || text.startsWith(QLatin1Char('{'))) {
        const nlohmann::json document = json::parse(content);
        if (document.is_discarded())
            return Error(ErrorKind::Usage, tr("the sources file starts like JSON but is not valid JSON."));
        const nlohmann::json* list = &document;
        if (document.is_object()) {
            const auto it = document.find("sources");
            if (it == document.end() || !it->is_array())
                return Error(ErrorKind::Usage, tr("the sources file is a JSON object without a \"sources\" array."));
            list = &*it;
        }
        QStringList sources;
        for (const nlohmann::json& item : *list) {
            const QString name = sourceName(item);
            if (!name.isEmpty())
                sources << name;
        }
        return sources;
    }
    QStringList sources;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        if (!trimmed.isEmpty() && !trimmed.startsWith(QLatin1Char('#')))
            sources << trimmed;
    }
    return sources;
}

int UScoreCommand::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Rate how uncertain an answer reads (U-Score of L-MARS, 0 = certain, 1 = uncertain; lower is better)."));
    parser.addHelpOption();
    const QCommandLineOption answerOption(QStringLiteral("answer-file"),
                                          tr("File with the answer text (\"-\" reads standard input)."), tr("file"));
    const QCommandLineOption sourcesOption(
        QStringLiteral("sources-file"),
        tr("Sources: one URL or name per line (# comments), a JSON array, or a trajectory document. Without it, the "
           "URLs in the answer are used."),
        tr("file"));
    const QCommandLineOption jurisdictionOption(QStringLiteral("jurisdiction"),
                                                tr("The jurisdiction the answer should name."), tr("name"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        tr("Print {H, T, C, J, D, paper, referenceCode, band} as JSON."));
    parser.addOptions({answerOption, sourcesOption, jurisdictionOption, jsonOption});
    if (const int code = CliSupport::parseArguments(parser, arguments); code >= 0)
        return code;
    if (!parser.positionalArguments().isEmpty() || !parser.isSet(answerOption))
        return CliSupport::fail(
            ExitUsage, tr("usage: lmars-cli uscore --answer-file F [--sources-file S] [--jurisdiction J] [--json]"));
    if (parser.value(answerOption) == QLatin1String("-") && parser.value(sourcesOption) == QLatin1String("-"))
        return CliSupport::fail(ExitUsage, tr("only one of --answer-file and --sources-file can be \"-\"."));

    const auto answer = readFile(parser.value(answerOption), tr("answer file"));
    if (!answer)
        return CliSupport::fail(ExitUsage, answer.error().summary);
    QStringList sources;
    if (parser.isSet(sourcesOption)) {
        const auto content = readFile(parser.value(sourcesOption), tr("sources file"));
        if (!content)
            return CliSupport::fail(ExitUsage, content.error().summary);
        auto parsed = parseSources(content.value());
        if (!parsed)
            return CliSupport::fail(ExitUsage, parsed.error().summary);
        sources = std::move(parsed).value();
    }

    const model::UScoreComponents u =
        model::UScore::compute(QString::fromUtf8(answer.value()), sources, parser.value(jurisdictionOption));
    if (parser.isSet(jsonOption)) {
        CliSupport::out(QString::fromUtf8(json::dump(u.toJson(), 2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    QString text = tr("U-Score components (0 = certain, 1 = uncertain):\n");
    text += row(QStringLiteral("H"), u.H, tr("hedging: share of hedge words (may, likely, generally, if, ...)"));
    text += row(QStringLiteral("T"), u.T, tr("temporal vagueness: vague time words against concrete dates"));
    text += row(QStringLiteral("C"), u.C, tr("citation insufficiency: authority of the sources cited"));
    text += row(QStringLiteral("J"), u.J, tr("jurisdiction non-specificity: how clearly a jurisdiction is named"));
    text += row(QStringLiteral("D"), u.D, tr("indecisiveness: non-committal against decisive wording"));
    text += QLatin1Char('\n');
    text += tr("U-Score %1 (paper weights) — %2; lower is better\n")
                .arg(QString::number(u.paper, 'f', 2), bandText(u.band()));
    text += tr("U-Score %1 (reference-code weights) — %2\n")
                .arg(QString::number(u.referenceCode, 'f', 2), bandText(model::UScore::bandFor(u.referenceCode)));
    CliSupport::out(text);
    return ExitOk;
}

} // namespace lmars::cli
