// SPDX-License-Identifier: GPL-3.0-or-later
#include "StatuteLibraryExport.h"

#include "common/JsonUtil.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

namespace js = lmars::json;

namespace lmars::eval {

QString StatuteLibraryExport::isoDate(const QString& dotted)
{
    static const QRegularExpression date(QStringLiteral(R"(^(\d{4})[.\-/](\d{1,2})[.\-/](\d{1,2})$)"));
    const auto m = date.match(dotted.trimmed());
    if (!m.hasMatch())
        return {};
    const QDate d(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    if (!d.isValid() || d.year() >= 2099)
        return {};
    return d.toString(Qt::ISODate);
}

QString StatuteLibraryExport::markdown(const nlohmann::json& row)
{
    const QString text = js::field(row, "text").trimmed();
    const QString article = js::field(row, "article_no").trimmed();
    if (text.isEmpty() || article.isEmpty())
        return {};
    const QStringList path = js::field(row, "path").split(QStringLiteral(" > "), Qt::SkipEmptyParts);
    const QString law = path.isEmpty() ? QString() : path.first().trimmed();
    QString title = QStringLiteral("%1 %2").arg(law, article).trimmed();
    if (const QString heading = js::field(row, "title").trimmed(); !heading.isEmpty())
        title += QStringLiteral(" %1").arg(heading);
    QString out = QStringLiteral("---\ntitle: %1\n").arg(title);
    if (const QString from = isoDate(js::field(row, "valid_from")); !from.isEmpty())
        out += QStringLiteral("effective_from: %1\n").arg(from);
    if (const QString to = isoDate(js::field(row, "valid_to")); !to.isEmpty())
        out += QStringLiteral("effective_to: %1\n").arg(to);
    out += QStringLiteral("---\n\n# %1\n\n%2\n").arg(path.join(QStringLiteral(" > ")), text);
    return out;
}

Result<StatuteExportSummary> StatuteLibraryExport::run(const QString& articlesPath, const QString& folder)
{
    QFile file(articlesPath);
    if (!file.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Usage, tr("Cannot read the articles %1: %2.").arg(articlesPath, file.errorString()));
    if (!QDir().mkpath(folder))
        return Error(ErrorKind::Storage, tr("Cannot create the folder %1.").arg(folder));
    StatuteExportSummary summary;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const nlohmann::json row = js::parse(line);
        const QString text = row.is_object() ? markdown(row) : QString();
        if (text.isEmpty())
            return Error(ErrorKind::Usage,
                         tr("%1, line %2: an article needs article_no and text.").arg(articlesPath).arg(lineNumber));
        const QString id = js::field(row, "metadata_id", QString::number(lineNumber));
        QSaveFile out(QDir(folder).filePath(QStringLiteral("article-%1.md").arg(id)));
        if (!out.open(QIODevice::WriteOnly) || out.write(text.toUtf8()) < 0 || !out.commit())
            return Error(ErrorKind::Storage, tr("Cannot write %1: %2.").arg(out.fileName(), out.errorString()));
        ++summary.articles;
        summary.inForce += isoDate(js::field(row, "valid_to")).isEmpty() ? 1 : 0;
    }
    if (summary.articles == 0)
        return Error(ErrorKind::Usage, tr("%1 holds no articles.").arg(articlesPath));
    return summary;
}

} // namespace lmars::eval
