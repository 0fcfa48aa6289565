// SPDX-License-Identifier: GPL-3.0-or-later
#include "DistractorLibrary.h"

#include "common/JsonUtil.h"
#include "index/TextSegmenter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSet>

namespace lmars::bench {

namespace {

bool cjkUnit(const QString& unit)
{
    return !unit.isEmpty() && store::TextSegmenter::isCjkAt(unit, 0);
}

quint64 hashOf(const QString& unit, qint64 copy)
{
    const QByteArray digest =
        QCryptographicHash::hash(QByteArray(unit.toUtf8() + '#' + QByteArray::number(copy)), QCryptographicHash::Sha1);
    quint64 h = 0;
    for (int i = 0; i < 8; ++i)
        h = (h << 8) | static_cast<quint8>(digest.at(i));
    return h;
}

} // namespace

QStringList DistractorLibrary::units(const QString& text)
{
    QStringList out;
    QString word;
    QString cjk;
    auto flushWord = [&] {
        if (!word.isEmpty())
            out << word;
        word.clear();
    };
    auto flushCjk = [&] {
        for (int i = 0; i < cjk.size(); i += 2)
            out << cjk.mid(i, 2);
        cjk.clear();
    };
    for (int i = 0; i < text.size(); ++i) {
        if (store::TextSegmenter::isCjkAt(text, i)) {
            flushWord();
            cjk += text.at(i);
        } else if (text.at(i).isLetterOrNumber()) {
            flushCjk();
            word += text.at(i);
        } else {
            flushWord();
            flushCjk();
        }
    }
    flushWord();
    flushCjk();
    return out;
}

QString DistractorLibrary::join(const QStringList& units)
{
    QString out;
    for (int i = 0; i < units.size(); ++i) {
        if (i > 0 && !(cjkUnit(units.at(i - 1)) && cjkUnit(units.at(i))))
            out += QLatin1Char(' ');
        out += units.at(i);
    }
    return out;
}

Result<DistractorLibrary> DistractorLibrary::load(const QString& setDir)
{
    const QString path = QDir(setDir).filePath(QStringLiteral("corpus.jsonl"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error(ErrorKind::Usage, QStringLiteral("Cannot read %1: %2").arg(path, file.errorString()));
    DistractorLibrary lib;
    QHash<QString, int> groupOf;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const nlohmann::json row = json::parse(line);
        if (!row.is_object())
            return Error(ErrorKind::Usage, QStringLiteral("%1 has a line that is not a JSON object.").arg(path));
        SourceDocument doc;
        doc.id = json::field(row, "id");
        doc.title = json::field(row, "title");
        doc.text = json::field(row, "text");
        doc.validFrom = json::field(row, "validFrom");
        doc.validTo = json::field(row, "validTo");
        doc.units = units(doc.text);
        if (doc.units.isEmpty())
            continue;
        const QString key = doc.title + QLatin1Char('\n') + doc.validFrom + QLatin1Char('\n') + doc.validTo;
        auto it = groupOf.find(key);
        if (it == groupOf.end()) {
            it = groupOf.insert(key, static_cast<int>(lib.m_groups.size()));
            lib.m_groups.append(QList<int>());
        }
        doc.group = it.value();
        lib.m_groups[doc.group] << static_cast<int>(lib.m_docs.size());
        lib.m_allUnits << doc.units;
        lib.m_docs << doc;
    }
    if (lib.m_docs.isEmpty())
        return Error(ErrorKind::Usage, QStringLiteral("%1 has no documents.").arg(path));
    // A unit is "found in one matter" when every document holding it has the same title.
    QHash<QString, QSet<QString>> titles;
    for (const SourceDocument& doc : std::as_const(lib.m_docs)) {
        for (const QString& unit : doc.units + units(doc.title))
            titles[unit].insert(doc.title);
    }
    for (auto it = titles.cbegin(); it != titles.cend(); ++it)
        lib.m_unitGroups.insert(it.key(), static_cast<int>(it.value().size()));
    return lib;
}

QString DistractorLibrary::renamed(const QString& unit, qint64 copy) const
{
    if (m_unitGroups.value(unit, 2) > 1)
        return unit;
    quint64 h = hashOf(unit, copy);
    QString out;
    if (cjkUnit(unit)) {
        for (int i = 0; i < unit.size(); ++i, h /= 20902)
            out += QChar(static_cast<char16_t>(0x4E00 + h % 20902)); // CJK Unified Ideographs
        return out;
    }
    const int length = std::max(5, static_cast<int>(unit.size()));
    for (int i = 0; i < length; ++i) {
        out += QLatin1Char(static_cast<char>('a' + h % 26));
        h = h / 26 + (h % 7919) * 104729; // keep bits coming for long words
    }
    return out;
}

Result<void> DistractorLibrary::write(store::LibraryStore& store, Kind kind, qint64 chunks, quint32 seed,
                                      const std::function<void(qint64)>& progress) const
{
    QRandomGenerator rng(seed);
    qint64 written = 0;
    if (auto begun = store.beginBatch(); !begun)
        return begun;
    for (qint64 copy = 0; written < chunks; ++copy) {
        const QList<int>& group = m_groups.at(static_cast<int>(rng.bounded(static_cast<int>(m_groups.size()))));
        const SourceDocument& first = m_docs.at(group.first());
        auto rename = [&](const QString& unit) {
            return kind == Kind::Rare ? renamed(unit, copy) : unit;
        };
        QList<store::LibraryChunk> list;
        int offset = 0;
        for (int index : group) {
            if (written >= chunks)
                break;
            const SourceDocument& doc = m_docs.at(index);
            QStringList picked;
            for (int i = 0; i < doc.units.size(); ++i) {
                const QStringList& from = rng.bounded(2) == 0 ? doc.units : m_allUnits;
                picked << rename(from.at(static_cast<int>(rng.bounded(static_cast<int>(from.size())))));
            }
            store::LibraryChunk chunk;
            chunk.ordinal = static_cast<int>(list.size());
            chunk.text = join(picked);
            chunk.start = offset;
            chunk.end = offset + static_cast<int>(chunk.text.size());
            offset = chunk.end + 2;
            list << chunk;
            ++written;
        }
        QStringList titleUnits = units(first.title);
        for (QString& unit : titleUnits)
            unit = rename(unit);
        store::LibraryDocument meta;
        meta.path = QStringLiteral("distractor:%1").arg(copy);
        meta.title = join(titleUnits);
        meta.type = QStringLiteral("txt");
        meta.validFrom = first.validFrom;
        meta.validTo = first.validTo;
        meta.status = QStringLiteral("indexed");
        if (auto put = store.putDocument(meta, list); !put)
            return put.error();
        if (copy % 500 == 499) {
            if (auto committed = store.commitBatch(); !committed)
                return committed;
            if (progress)
                progress(written);
            if (auto begun = store.beginBatch(); !begun)
                return begun;
        }
    }
    return store.commitBatch();
}

} // namespace lmars::bench
