// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reads the hand-labelled citation set of tests/fixtures/citations (see its README.md): passages
// separated by blank lines, '#' comment lines, citations written [[kind|normalized|text]].

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QString>
#include <QStringList>

namespace lmars::test {

struct LabelledCitation
{
    QString kind;       ///< boundary name of model::CitationKind ("case", "statute", ...)
    QString normalized; ///< the normalized form the extractor should give
    int start = 0;      ///< in the passage's plain text
    int end = 0;
};

struct LabelledPassage
{
    QString file;
    int line = 0; ///< line of the passage's first line in its file
    QString text; ///< the passage with the markup removed
    QList<LabelledCitation> labels;
};

/// The passages of one labelled file; an empty list (and *error set) when the markup is broken.
inline QList<LabelledPassage> readLabelledFile(const QString& path, QString* error)
{
    QList<LabelledPassage> passages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1").arg(path);
        return {};
    }
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    QStringList block;
    int blockLine = 0;
    const auto flush = [&]() -> bool {
        if (block.isEmpty())
            return true;
        const QString marked = block.join(QLatin1Char('\n'));
        block.clear();
        LabelledPassage passage;
        passage.file = QFileInfo(path).fileName();
        passage.line = blockLine;
        int pos = 0;
        while (pos < marked.size()) {
            const int open = int(marked.indexOf(QLatin1String("[["), pos));
            if (open < 0) {
                passage.text += marked.mid(pos);
                break;
            }
            passage.text += marked.mid(pos, open - pos);
            const int close = int(marked.indexOf(QLatin1String("]]"), open));
            const QStringList parts = marked.mid(open + 2, close - open - 2).split(QLatin1Char('|'));
            if (close < 0 || parts.size() != 3) {
                *error = QStringLiteral("%1:%2: broken label near \"%3\"")
                             .arg(passage.file)
                             .arg(blockLine)
                             .arg(marked.mid(open, 40));
                return false;
            }
            LabelledCitation label{parts.at(0), parts.at(1), int(passage.text.size()), 0};
            passage.text += parts.at(2);
            label.end = int(passage.text.size());
            passage.labels << label;
            pos = close + 2;
        }
        passages << passage;
        return true;
    };
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines.at(i);
        if (line.startsWith(QLatin1Char('#')))
            continue;
        if (line.trimmed().isEmpty()) {
            if (!flush())
                return {};
            continue;
        }
        if (block.isEmpty())
            blockLine = i + 1;
        block << line;
    }
    if (!flush())
        return {};
    return passages;
}

/// Every labelled-*.txt file of tests/fixtures/citations, in name order.
inline QList<LabelledPassage> readLabelledSet(const QString& folder, QString* error)
{
    QList<LabelledPassage> all;
    const QStringList names = QDir(folder).entryList({QStringLiteral("labelled-*.txt")}, QDir::Files, QDir::Name);
    if (names.isEmpty())
        *error = QStringLiteral("no labelled-*.txt in %1").arg(folder);
    for (const QString& name : names) {
        const QList<LabelledPassage> passages = readLabelledFile(QDir(folder).filePath(name), error);
        if (passages.isEmpty())
            return {};
        all << passages;
    }
    return all;
}

} // namespace lmars::test
