// SPDX-License-Identifier: GPL-3.0-or-later
#include "McqDataset.h"

#include "common/JsonUtil.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>

using Json = nlohmann::json;
namespace js = lmars::json;

namespace lmars::eval {

QString McqItem::extra(const char* key) const
{
    const auto it = raw.find(key);
    return it != raw.end() && it->is_string() ? js::toQString(*it) : QString();
}

bool McqItem::hasFollowUpAnswers() const
{
    const auto it = raw.find("answers");
    return it != raw.end() && (it->is_array() || it->is_object()) && !it->empty();
}

QString McqItem::label(int index) const
{
    if (index >= 0 && index < labels.size())
        return labels.at(index);
    return McqDataset::letter(index);
}

double McqDataset::randomChoiceAccuracy(const QList<McqItem>& items)
{
    if (items.isEmpty())
        return 0.0;
    double sum = 0.0;
    for (const McqItem& item : items)
        sum += item.choices.isEmpty() ? 0.0 : 1.0 / double(item.choices.size());
    return sum / double(items.size());
}

QString McqDataset::letter(int index)
{
    if (index < 0 || index >= kMaxChoices)
        return QStringLiteral("?");
    return QString(QChar(u'A' + index));
}

Result<QList<McqItem>> McqDataset::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Usage, tr("Cannot read the dataset %1: %2.").arg(path, file.errorString()));
    return parse(file.readAll(), QFileInfo(path).fileName());
}

Result<QList<McqItem>> McqDataset::parse(const QByteArray& text, const QString& origin)
{
    // MASLegalBench's JSON Lines: the first line is a question object with "options" / "correct_answer".
    if (text.trimmed().startsWith('{')) {
        const Json first = js::parse(text.trimmed().split('\n').first());
        if (first.is_object() && (first.contains("options") || first.contains("correct_answer")))
            return parseJsonLines(text, origin);
    }
    const Json doc = js::parse(text);
    if (doc.is_discarded())
        return Error(ErrorKind::Usage, tr("%1 is not valid JSON.").arg(origin));
    if (!doc.is_array())
        return Error(ErrorKind::Usage,
                     tr("%1 must be a JSON array of questions (id, question, choices, gold).").arg(origin));
    if (doc.empty())
        return Error(ErrorKind::Usage, tr("%1 holds no questions.").arg(origin));

    QList<McqItem> items;
    QSet<QString> ids;
    for (size_t i = 0; i < doc.size(); ++i) {
        const Json& o = doc[i];
        const int position = int(i) + 1;
        auto bad = [&](const QString& id, const QString& problem) {
            const QString where = id.isEmpty() ? tr("%1, question %2").arg(origin).arg(position)
                                               : tr("%1, question %2 (id \"%3\")").arg(origin).arg(position).arg(id);
            return Error(ErrorKind::Usage, QStringLiteral("%1: %2").arg(where, problem));
        };
        if (!o.is_object())
            return bad({}, tr("is not a JSON object."));
        McqItem item;
        item.raw = o;
        const auto id = o.find("id");
        if (id == o.end() || !(id->is_string() || id->is_number_integer()) || js::toQString(*id).trimmed().isEmpty())
            return bad({}, tr("\"id\" is missing or not a non-empty string."));
        item.id = js::toQString(*id).trimmed();
        if (ids.contains(item.id))
            return bad(item.id, tr("the id is used by an earlier question too."));
        ids.insert(item.id);
        const auto question = o.find("question");
        if (question == o.end() || !question->is_string() || js::toQString(*question).trimmed().isEmpty())
            return bad(item.id, tr("\"question\" is missing or empty."));
        item.question = js::toQString(*question).trimmed();
        const auto choices = o.find("choices");
        if (choices == o.end() || !choices->is_array() || choices->size() < 2 || choices->size() > kMaxChoices)
            return bad(item.id, tr("\"choices\" must be an array of 2 to %1 strings.").arg(kMaxChoices));
        for (const Json& c : *choices) {
            if (!c.is_string() || js::toQString(c).trimmed().isEmpty())
                return bad(item.id, tr("every choice must be a non-empty string."));
            item.choices << js::toQString(c).trimmed();
        }
        const auto gold = o.find("gold");
        if (gold == o.end() || !gold->is_number_integer())
            return bad(item.id, tr("\"gold\" must be the 0-based index of the right choice."));
        item.gold = gold->get<int>();
        if (item.gold < 0 || item.gold >= item.choices.size())
            return bad(item.id, tr("\"gold\" is %1, but there are only %2 choices (0-based index).")
                                    .arg(item.gold)
                                    .arg(item.choices.size()));
        items.append(item);
    }
    return items;
}

Result<QList<McqItem>> McqDataset::parseJsonLines(const QByteArray& text, const QString& origin)
{
    QList<McqItem> items;
    QSet<QString> ids;
    const QList<QByteArray> lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const int lineNumber = i + 1;
        auto bad = [&](const QString& id, const QString& problem) {
            const QString where = id.isEmpty() ? tr("%1, line %2").arg(origin).arg(lineNumber)
                                               : tr("%1, line %2 (id \"%3\")").arg(origin).arg(lineNumber).arg(id);
            return Error(ErrorKind::Usage, QStringLiteral("%1: %2").arg(where, problem));
        };
        const Json o = js::parse(line);
        if (o.is_discarded() || !o.is_object())
            return bad({}, tr("is not a JSON object."));
        McqItem item;
        item.raw = o;
        const auto id = o.contains("qid") ? o.find("qid") : o.find("id");
        if (id == o.end() || !(id->is_string() || id->is_number_integer()) || js::toQString(*id).trimmed().isEmpty())
            return bad({}, tr("\"qid\" (or \"id\") is missing or empty."));
        item.id = js::toQString(*id).trimmed();
        if (ids.contains(item.id))
            return bad(item.id, tr("the id is used by an earlier question too."));
        ids.insert(item.id);
        const auto question = o.find("question");
        if (question == o.end() || !question->is_string() || js::toQString(*question).trimmed().isEmpty())
            return bad(item.id, tr("\"question\" is missing or empty."));
        item.question = js::toQString(*question).trimmed();
        const auto options = o.find("options");
        if (options == o.end() || !options->is_object() || options->size() < 2 || options->size() > kMaxChoices)
            return bad(item.id, tr("\"options\" must be an object of 2 to %1 options.").arg(kMaxChoices));
        QStringList keys;
        bool letters = true;
        // nlohmann::json orders object keys alphabetically: "A".."D" stay in order, "No" < "Yes" is put back.
        for (auto it = options->begin(); it != options->end(); ++it) {
            if (!it.value().is_string() || js::toQString(it.value()).trimmed().isEmpty())
                return bad(item.id, tr("every option must be a non-empty string."));
            keys << QString::fromStdString(it.key()).trimmed();
        }
        if (keys == QStringList{QStringLiteral("No"), QStringLiteral("Yes")})
            keys = QStringList{QStringLiteral("Yes"), QStringLiteral("No")};
        for (int k = 0; k < keys.size(); ++k) {
            letters = letters && keys.at(k) == letter(k);
            item.choices << js::toQString(options->at(keys.at(k).toStdString())).trimmed();
        }
        if (!letters)
            item.labels = keys;
        const QString correct = js::field(o, "correct_answer").trimmed();
        item.gold = int(keys.indexOf(correct));
        if (item.gold < 0)
            return bad(item.id, tr("\"correct_answer\" must be one of the option keys (%1), not \"%2\".")
                                    .arg(keys.join(QStringLiteral(", ")), correct));
        items.append(item);
    }
    if (items.isEmpty())
        return Error(ErrorKind::Usage, tr("%1 holds no questions.").arg(origin));
    return items;
}

} // namespace lmars::eval
