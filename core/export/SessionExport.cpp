// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionExport.h"

#include "HtmlRenderer.h"
#include "MarkdownExport.h"
#include "RecordHtml.h"
#include "common/JsonUtil.h"
#include "model/DomainNames.h"
#include "model/ResearchState.h"

#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QUrl>

namespace lmars::exporting {

namespace {

bool secretKey(const std::string& key)
{
    const QString k = QString::fromStdString(key).toLower();
    for (const char* word : {"key", "token", "secret", "password", "authorization", "credential"}) {
        if (k.contains(QLatin1String(word)))
            return true;
    }
    return false;
}

QString valueText(const nlohmann::json& value)
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_boolean())
        return value.get<bool>() ? SessionExport::tr("yes") : SessionExport::tr("no");
    if (value.is_array()) {
        QStringList parts;
        for (const nlohmann::json& item : value)
            parts << valueText(item);
        return parts.join(QStringLiteral(", "));
    }
    if (value.is_null())
        return {};
    return QString::fromStdString(value.dump());
}

} // namespace

nlohmann::json SessionExport::withoutSecrets(const nlohmann::json& settings)
{
    if (!settings.is_object())
        return settings.is_array() ? settings : nlohmann::json::object();
    nlohmann::json out = nlohmann::json::object();
    for (auto it = settings.begin(); it != settings.end(); ++it) {
        if (secretKey(it.key()))
            continue;
        out[it.key()] = it.value().is_object() ? withoutSecrets(it.value()) : it.value();
    }
    return out;
}

QList<QPair<QString, QString>> SessionExport::settingsRows(const model::ResearchState& state)
{
    const nlohmann::json s = withoutSecrets(state.settings);
    const QList<QPair<const char*, QString>> known = {
        {"provider", tr("Provider")},
        {"model", tr("Model")},
        {"judgeModel", tr("Judge model")},
        {"baseUrl", tr("Endpoint")},
        {"sources", tr("Sources")},
        {"maxIterations", tr("Maximum iterations")},
        {"maxResultsPerQuery", tr("Results per query")},
        {"pagesToRead", tr("Pages read")},
        {"followUps", tr("Follow-up questions")},
        {"asOfDate", tr("As of")},
    };
    QList<QPair<QString, QString>> rows;
    rows << qMakePair(tr("Mode"), model::DomainNames::displayName(state.mode));
    for (const auto& [key, label] : known) {
        if (s.contains(key)) {
            const QString text = valueText(s.at(key));
            if (!text.isEmpty())
                rows << qMakePair(label, text);
        }
    }
    for (auto it = s.begin(); it != s.end(); ++it) {
        bool isKnown = false;
        for (const auto& entry : known)
            isKnown = isKnown || it.key() == entry.first;
        const QString text = valueText(it.value());
        if (!isKnown && !text.isEmpty())
            rows << qMakePair(QString::fromStdString(it.key()), text);
    }
    return rows;
}

QString SessionExport::trajectoryJson(const model::ResearchState& state)
{
    nlohmann::json doc = state.toJson();
    if (doc.contains("settings"))
        doc["settings"] = withoutSecrets(doc["settings"]);
    return QString::fromStdString(doc.dump(2, ' ', false, nlohmann::json::error_handler_t::replace)) +
           QLatin1Char('\n');
}

QString SessionExport::location(const model::SearchResult& source)
{
    const QString path = json::field(source.metadata, "path");
    if (!path.isEmpty()) {
        const int page = source.metadata.is_object() ? source.metadata.value("page", 0) : 0;
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
    const QString text = json::field(source.metadata, "retrievedAt");
    const QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!time.isValid())
        return text;
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
    }
    return QStringLiteral("txt");
}

QString SessionExport::suggestedFileName(const model::ResearchState& state, ExportFormat format)
{
    static const QRegularExpression unsafe(QStringLiteral(R"([\\/:*?"<>|\x00-\x1f]+)"));
    QString base = state.question.simplified().left(60);
    base.replace(unsafe, QStringLiteral(" "));
    base = base.simplified();
    if (base.isEmpty())
        base = tr("research");
    return base + QLatin1Char('.') + extension(format);
}

QString SessionExport::render(const model::ResearchState& state, ExportFormat format)
{
    switch (format) {
    case ExportFormat::Markdown:
        return MarkdownExport::fullRecord(state);
    case ExportFormat::Json:
        return trajectoryJson(state);
    case ExportFormat::Html:
    case ExportFormat::Pdf:
        return RecordHtml::document(state);
    }
    return {};
}

Result<void> SessionExport::writeText(const QString& path, const QString& text)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error(ErrorKind::Storage, tr("Cannot write %1: %2").arg(path, file.errorString()));
    const QByteArray bytes = text.toUtf8();
    if (file.write(bytes) != bytes.size() || !file.commit())
        return Error(ErrorKind::Storage, tr("Cannot write %1: %2").arg(path, file.errorString()));
    return {};
}

} // namespace lmars::exporting
