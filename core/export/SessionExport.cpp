// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionExport.h"

#include "AnswerDocx.h"
#include "CslJsonExport.h"
#include "HtmlRenderer.h"
#include "MarkdownExport.h"
#include "RecordHtml.h"
#include "RisExport.h"
#include "common/JsonUtil.h"
#include "model/BluebookFormatter.h"
#include "model/DomainNames.h"
#include "model/ModePolicy.h"
#include "model/ResearchState.h"
#include "model/SecretKeys.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUrl>

namespace lmars::exporting {

namespace {} // namespace

nlohmann::json SessionExport::withoutSecrets(const nlohmann::json& settings)
{
    if (!settings.is_object())
        return settings.is_array() ? model::SecretKeys::without(settings) : nlohmann::json::object();
    return model::SecretKeys::without(settings);
}

namespace {

/// The sources of a run as people call them ("Web, Case law"), not their ids ("web, caselaw").
QString sourcesText(const QStringList& names)
{
    QStringList out;
    for (const QString& name : names) {
        model::SourceChoice choice;
        if (!model::parseSourceChoice(name, &choice)) {
            out << model::DomainNames::sourceDisplayName(name);
            continue;
        }
        switch (choice) {
        case model::SourceChoice::Web:
            out << SessionExport::tr("Web");
            break;
        case model::SourceChoice::Searxng:
            out << SessionExport::tr("Web (SearXNG)");
            break;
        case model::SourceChoice::CaseLaw:
            out << SessionExport::tr("Case law");
            break;
        case model::SourceChoice::Local:
            out << SessionExport::tr("My documents");
            break;
        case model::SourceChoice::FederalRegister:
            out << SessionExport::tr("Federal Register");
            break;
        case model::SourceChoice::Ecfr:
            out << SessionExport::tr("eCFR");
            break;
        case model::SourceChoice::UsCode:
            out << SessionExport::tr("U.S. Code");
            break;
        }
    }
    return out.join(QStringLiteral(", "));
}

QString providerText(const QString& provider)
{
    if (provider == QLatin1String("openai"))
        return SessionExport::tr("OpenAI-compatible");
    if (provider == QLatin1String("anthropic"))
        return QStringLiteral("Anthropic");
    if (provider == QLatin1String("ollama"))
        return QStringLiteral("Ollama");
    return provider;
}

/// The date every source was searched as of, and where it came from.
QString asOfText(const model::AsOf& asOf)
{
    switch (asOf.origin()) {
    case model::AsOfOrigin::User:
        return SessionExport::tr("%1 (the date you chose)").arg(asOf.iso());
    case model::AsOfOrigin::Question:
        return SessionExport::tr("%1 (from the question)").arg(asOf.iso());
    case model::AsOfOrigin::Today:
        break;
    }
    return SessionExport::tr("%1 (the day of the research)").arg(asOf.iso());
}

QString numberText(const std::optional<int>& n)
{
    return n ? QString::number(*n) : QString();
}

} // namespace

QList<QPair<QString, QString>> SessionExport::settingsRows(const model::ResearchState& state)
{
    // Every row has a label people read; settings without one stay in the JSON export only, so that
    // no key name ("effectiveAsOfDate") reaches a page.
    const model::RunSettings& s = state.settings;
    QList<QPair<QString, QString>> rows;
    const auto add = [&rows](const QString& label, const QString& text) {
        if (!text.trimmed().isEmpty())
            rows << qMakePair(label, text);
    };
    add(tr("Mode"), model::DomainNames::displayName(state.mode));
    if (model::ModePolicy::writesAnswer(state.mode))
        add(tr("Answer format"), model::DomainNames::displayName(state.answerFormat));
    add(tr("Provider"), providerText(s.provider));
    add(tr("Model"), s.model);
    add(tr("Judge model"), s.judgeModel);
    add(tr("Endpoint"), s.baseUrl);
    add(tr("Jurisdiction"), s.jurisdiction);
    add(tr("Matter"), s.matter);
    add(tr("Sources"), sourcesText(s.sources));
    add(tr("Maximum iterations"), numberText(s.maxIterations));
    add(tr("Results per query"),
        numberText(s.maxResultsPerQuery > 0 ? std::optional<int>(s.maxResultsPerQuery) : std::nullopt));
    add(tr("Pages read"), numberText(s.pagesToRead));
    if (s.followUps)
        add(tr("Follow-up questions"), *s.followUps ? tr("yes") : tr("no"));
    if (!s.effectiveAsOf.isNull())
        add(tr("Searched as of"), asOfText(s.effectiveAsOf));
    else
        add(tr("As of"), s.asOf.iso());
    return rows;
}

QString SessionExport::searchedAsOf(const model::ResearchState& state)
{
    const model::RunSettings& s = state.settings;
    return s.effectiveAsOf.isNull() ? s.asOf.iso() : asOfText(s.effectiveAsOf);
}

QString SessionExport::trajectoryJson(const model::ResearchState& state)
{
    nlohmann::json doc = state.toJsonWithoutReasoning();
    if (doc.contains("settings"))
        doc["settings"] = withoutSecrets(doc["settings"]);
    return QString::fromStdString(doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) +
           QLatin1Char('\n');
}

QString SessionExport::location(const model::SearchResult& source)
{
    const QString path = source.libraryPassage ? source.libraryPassage->path : QString();
    if (!path.isEmpty()) {
        const int page = source.libraryPassage->page;
        const QString name = QFileInfo(path).fileName();
        return page > 0 ? tr("%1, page %2").arg(name).arg(page) : name;
    }
    return source.url;
}

QString SessionExport::dateText(const model::SearchResult& source)
{
    if (source.date.isEmpty() || !source.dateApproximate)
        return source.date;
    //: A date computed from a relative one ("1 day ago") and the time of the search; %1 is yyyy-mm-dd.
    return tr("about %1").arg(source.date);
}

QString SessionExport::retrievedAt(const model::SearchResult& source)
{
    const QDateTime& time = source.retrievedAt;
    if (!time.isValid())
        return {};
    return QLocale().toString(time.toLocalTime(), QLocale::ShortFormat);
}

QString SessionExport::extension(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    case ExportFormat::Html:
        return QStringLiteral("html");
    case ExportFormat::Markdown:
        return QStringLiteral("md");
    case ExportFormat::Json:
        return QStringLiteral("json");
    case ExportFormat::Docx:
        return QStringLiteral("docx");
    case ExportFormat::CslJson:
        return QStringLiteral("csl.json");
    case ExportFormat::Ris:
        return QStringLiteral("ris");
    }
    return QStringLiteral("txt");
}

namespace {

constexpr std::pair<ExportFormat, const char*> kFormatNames[] = {
    {ExportFormat::Pdf, "pdf"},   {ExportFormat::Html, "html"}, {ExportFormat::Markdown, "md"},
    {ExportFormat::Json, "json"}, {ExportFormat::Docx, "docx"}, {ExportFormat::CslJson, "csl-json"},
    {ExportFormat::Ris, "ris"}};

} // namespace

QString SessionExport::formatName(ExportFormat format)
{
    for (const auto& [f, name] : kFormatNames) {
        if (f == format)
            return QString::fromLatin1(name);
    }
    return {};
}

bool SessionExport::parseFormatName(const QString& name, ExportFormat* out)
{
    const QString n = name.trimmed().toLower();
    for (const auto& [f, text] : kFormatNames) {
        if (n == QLatin1String(text)) {
            *out = f;
            return true;
        }
    }
    if (n == QLatin1String("markdown")) {
        *out = ExportFormat::Markdown;
        return true;
    }
    return false;
}

ExportFormat SessionExport::formatOfPath(const QString& path)
{
    const QString p = path.toLower();
    // The longest ending first: "x.csl.json" is CSL-JSON, not the trajectory.
    for (const ExportFormat f : {ExportFormat::CslJson, ExportFormat::Markdown, ExportFormat::Json, ExportFormat::Html,
                                 ExportFormat::Docx, ExportFormat::Ris}) {
        if (p.endsWith(QLatin1Char('.') + extension(f)))
            return f;
    }
    return ExportFormat::Pdf;
}

QString SessionExport::suggestedFileName(const model::ResearchState& state, ExportFormat format)
{
    return suggestedFileName(state.question, state.startedAt, format);
}

QString SessionExport::suggestedFileName(const QString& title, const QDateTime& startedAt, ExportFormat format)
{
    static const QRegularExpression unsafe(QStringLiteral(R"([\\/:*?"<>|\x00-\x1f]+)"));
    QString base = title.simplified();
    base.replace(unsafe, QStringLiteral(" "));
    base = base.simplified();
    // At most 60 characters, cut at a word boundary ("a week afte" reads as a typo); a single word longer
    // than that is cut where it must be.
    constexpr int maxLength = 60;
    if (base.size() > maxLength) {
        const int space = base.lastIndexOf(QLatin1Char(' '), maxLength);
        base = (space > 0 ? base.left(space) : base.left(maxLength)).trimmed();
    }
    if (base.isEmpty())
        base = tr("research");
    // The session's day, so that two exports of one question stay apart and sort by date.
    if (startedAt.isValid())
        base += QLatin1Char(' ') + startedAt.toLocalTime().date().toString(Qt::ISODate);
    return base + QLatin1Char('.') + extension(format);
}

QString SessionExport::render(const model::ResearchState& state, ExportFormat format)
{
    switch (format) {
    case ExportFormat::Markdown:
        return MarkdownExport::fullRecord(state);
    case ExportFormat::Json:
        return trajectoryJson(state);
    case ExportFormat::CslJson:
        return CslJsonExport::document(state);
    case ExportFormat::Ris:
        return RisExport::document(state);
    case ExportFormat::Html:
    case ExportFormat::Pdf:
        return RecordHtml::document(state);
    case ExportFormat::Docx:
        break;
    }
    return {};
}

Result<void> SessionExport::write(const model::ResearchState& state, ExportFormat format, const QString& path,
                                  DocxCitations citations)
{
    if (format == ExportFormat::Docx)
        return AnswerDocx::build(state, citations).save(path);
    if (format == ExportFormat::Pdf)
        return Error(ErrorKind::Internal, tr("A PDF needs a renderer; it is not written as text."));
    return writeText(path, render(state, format));
}

QString SessionExport::citation(const model::SearchResult& s)
{
    if (s.type == model::SourceType::CaseLaw || s.type == model::SourceType::Official) {
        const QString bluebook = model::BluebookFormatter::source(s);
        if (!bluebook.isEmpty())
            return bluebook;
    }
    return s.title.isEmpty() ? s.url : s.title;
}

Result<void> SessionExport::writeText(const QString& path, const QString& text)
{
    return writeBytes(path, text.toUtf8());
}

Result<void> SessionExport::writeBytes(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error(ErrorKind::Storage, tr("Cannot write %1: %2").arg(path, file.errorString()));
    if (file.write(bytes) != bytes.size() || !file.commit())
        return Error(ErrorKind::Storage, tr("Cannot write %1: %2").arg(path, file.errorString()));
    return {};
}

} // namespace lmars::exporting
