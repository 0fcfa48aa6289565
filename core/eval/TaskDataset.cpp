// SPDX-License-Identifier: GPL-3.0-or-later
#include "TaskDataset.h"

#include "common/JsonUtil.h"
#include "eval/LegalAgentScorer.h"
#include "eval/LegalSearchScorer.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::eval {

Result<QList<TaskItem>> TaskDataset::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Usage, tr("Cannot read the dataset %1: %2.").arg(path, file.errorString()));
    return parse(file.readAll(), QFileInfo(path).fileName());
}

QString TaskDataset::statedAsOf(const QString& question)
{
    static const QRegularExpression yearBackground(QStringLiteral("在(\\d{4})年的时间背景下"));
    static const QRegularExpression dated(
        QStringLiteral("现在是(\\d{4})年(\\d{1,2})月(?:(\\d{1,2})日)?|"
                       "(\\d{4})年(\\d{1,2})月(?:(\\d{1,2})日)?时?(?:正在施行|有效|适用)"));
    if (const auto m = yearBackground.match(question); m.hasMatch()) {
        const QDate last(m.captured(1).toInt(), 12, 31);
        return last.isValid() ? last.toString(Qt::ISODate) : QString();
    }
    if (const auto m = dated.match(question); m.hasMatch()) {
        const int offset = m.captured(1).isEmpty() ? 3 : 0;
        const int day = m.captured(3 + offset).isEmpty() ? 1 : m.captured(3 + offset).toInt();
        const QDate date(m.captured(1 + offset).toInt(), m.captured(2 + offset).toInt(), day);
        return date.isValid() ? date.toString(Qt::ISODate) : QString();
    }
    return {};
}

Result<QList<TaskItem>> TaskDataset::parse(const QByteArray& text, const QString& origin)
{
    // Each object with the place it came from ("line 3" or "item 3").
    QList<std::pair<QString, Json>> objects;
    const QByteArray trimmed = text.trimmed();
    if (trimmed.startsWith('[')) {
        const Json doc = js::parse(trimmed);
        if (!doc.is_array())
            return Error(ErrorKind::Usage, tr("%1 is not valid JSON.").arg(origin));
        for (size_t i = 0; i < doc.size(); ++i)
            objects.append({tr("item %1").arg(i + 1), doc[i]});
    } else {
        const QList<QByteArray> lines = trimmed.split('\n');
        for (int i = 0; i < lines.size(); ++i) {
            if (!lines.at(i).trimmed().isEmpty())
                objects.append({tr("line %1").arg(i + 1), js::parse(lines.at(i).trimmed())});
        }
    }
    QList<TaskItem> items;
    QSet<QString> ids;
    for (int i = 0; i < objects.size(); ++i) {
        const QString& where = objects.at(i).first;
        const Json& o = objects.at(i).second;
        auto bad = [&](const QString& problem) {
            return Error(ErrorKind::Usage, QStringLiteral("%1, %2: %3").arg(origin, where, problem));
        };
        if (!o.is_object())
            return bad(tr("is not a JSON object."));
        TaskItem item;
        item.raw = o;
        item.family = o.contains("key") ? TaskFamily::LegalAgent : TaskFamily::LegalSearch;
        item.id = js::field(o, "id").trimmed();
        if (item.id.isEmpty())
            item.id = item.family == TaskFamily::LegalAgent ? QString::number(i + 1) : QString();
        if (item.id.isEmpty())
            return bad(tr("\"id\" is missing or empty."));
        if (ids.contains(item.id))
            return bad(tr("the id \"%1\" is used by an earlier task too.").arg(item.id));
        ids.insert(item.id);
        item.question = js::field(o, "question").trimmed();
        if (item.question.isEmpty())
            return bad(tr("\"question\" is missing or empty."));
        item.gold = js::field(o, "answer").trimmed();
        item.asOf = model::AsOf::read(statedAsOf(item.question), model::AsOfOrigin::User);
        if (item.family == TaskFamily::LegalAgent) {
            item.type = js::field(o, "type", QStringLiteral("task"));
            item.keys = LegalAgentScorer::items(o["key"]);
            item.middleKeys = o.contains("key_middle") ? LegalAgentScorer::items(o["key_middle"]) : QStringList();
            if (item.keys.isEmpty())
                return bad(tr("\"key\" must be a string or an array of strings (the facts the answer must state)."));
        } else {
            item.type = js::field(o, "type").trimmed().toLower();
            if (!LegalSearchScorer::scoringOf(item.type))
                return bad(tr("unknown task type \"%1\"; the types are %2.")
                               .arg(item.type, LegalSearchScorer::knownTypes().join(QStringLiteral(", "))));
            if (item.gold.isEmpty())
                return bad(tr("\"answer\" is missing or empty."));
            item.systemPrompt = js::field(o, "system_prompt").trimmed();
            item.taskPrompt = js::field(o, "task_prompt").trimmed();
        }
        items.append(item);
    }
    if (items.isEmpty())
        return Error(ErrorKind::Usage, tr("%1 holds no tasks.").arg(origin));
    return items;
}

} // namespace lmars::eval
