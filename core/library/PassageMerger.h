// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/LibraryBackend.h"
#include "library/LibraryStore.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace lmars::store {

/**
 * Turns ranked chunks into the passages a library search returns, the same way for every backend:
 * adjacent chunks of one document that both qualify become one passage, at most k passages are
 * kept, and each gets a snippet around its first matched term.
 */
class PassageMerger final
{
public:
    /// A one-chunk passage.
    static LibraryHit fromChunk(const LibraryChunkHit& chunk, int referenceMatches = 0);
    /// Merges b into a when they are neighbours (adjacent ordinals, same page) of one document.
    static bool mergeInto(LibraryHit& a, const LibraryHit& b);
    /// The first k passages of ranked (best first), neighbours merged into the passage already kept
    /// when mergeAdjacent; snippets around the first of highlights.
    static QList<LibraryHit> passages(const QList<LibraryHit>& ranked, int k, bool mergeAdjacent,
                                      const QStringList& highlights);
    /// A window of about width characters of text around the first of terms (case-insensitive).
    static QString snippet(const QString& text, const QStringList& terms, int width = 240);
};

} // namespace lmars::store
