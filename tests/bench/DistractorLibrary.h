// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "library/LibraryStore.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace lmars::bench {

/// One document of a retrieval set's corpus, split into sampling units.
struct SourceDocument
{
    QString id;
    QString title;
    QString text;
    QString validFrom;
    QString validTo;
    QStringList units; ///< words; CJK runs in pieces of two characters
    int group = 0;     ///< index of its matter: same title and validity window
};

/**
 * Builds libraries of distractor chunks from a retrieval set's own vocabulary, deterministically
 * from a seed. A distractor document is a copy of one matter (the set's documents that share a
 * title and validity window): one chunk per source document, its units drawn half from that
 * document and half from the whole corpus, under the matter's title and window.
 *  - Kind A ("common"): units are kept, so the words that identify a matter (names, rare terms)
 *    become common in the library.
 *  - Kind B ("rare"): every unit found in only one matter is renamed per copy, so in each copy
 *    names and rare terms are new words: they stay rare however large the library grows.
 */
class DistractorLibrary final
{
public:
    enum class Kind
    {
        Common, ///< A
        Rare    ///< B
    };

    /// Reads corpus.jsonl of setDir.
    static Result<DistractorLibrary> load(const QString& setDir);

    const QList<SourceDocument>& documents() const { return m_docs; }

    /// Writes chunks distractor chunks into store (inside batches of its own), in documents whose
    /// paths start with "distractor:". progress is called now and then with the chunks written.
    Result<void> write(store::LibraryStore& store, Kind kind, qint64 chunks, quint32 seed,
                       const std::function<void(qint64)>& progress = {}) const;

    /// Splits text into sampling units (exposed for the query sampler of the benchmark).
    static QStringList units(const QString& text);
    /// Joins units as text: a space between units unless both sides are CJK.
    static QString join(const QStringList& units);

private:
    QString renamed(const QString& unit, qint64 copy) const;

    QList<SourceDocument> m_docs;
    QList<QList<int>> m_groups;       ///< document indexes of each matter
    QStringList m_allUnits;           ///< every unit of the corpus, repeats kept (the unigram distribution)
    QHash<QString, int> m_unitGroups; ///< in how many matters a unit occurs
};

} // namespace lmars::bench
