// SPDX-License-Identifier: GPL-3.0-or-later
#include "PassageMerger.h"

#include <algorithm>

namespace lmars::store {

LibraryHit PassageMerger::fromChunk(const LibraryChunkHit& chunk, int referenceMatches)
{
    LibraryHit hit;
    hit.documentId = chunk.documentId;
    hit.path = chunk.path;
    hit.title = chunk.title;
    hit.headingPath = chunk.headingPath;
    hit.page = chunk.page;
    hit.firstOrdinal = hit.lastOrdinal = chunk.ordinal;
    hit.start = chunk.start;
    hit.end = chunk.end;
    hit.text = chunk.text;
    hit.score = chunk.score;
    hit.referenceMatches = referenceMatches;
    hit.validFrom = chunk.validFrom;
    hit.validTo = chunk.validTo;
    hit.matter = chunk.matter;
    hit.ocrConfidence = chunk.ocrConfidence;
    return hit;
}

bool PassageMerger::mergeInto(LibraryHit& a, const LibraryHit& b)
{
    if (a.documentId != b.documentId)
        return false;
    const bool adjacent = b.firstOrdinal == a.lastOrdinal + 1 || a.firstOrdinal == b.lastOrdinal + 1;
    if (!adjacent || (a.page > 0 && b.page > 0 && a.page != b.page))
        return false;
    if (b.start >= a.start) {
        a.text += b.text.mid(std::max(0, a.end - b.start));
        a.end = std::max(a.end, b.end);
    } else {
        a.text = b.text + a.text.mid(std::max(0, b.end - a.start));
        a.start = b.start;
        a.page = b.page;
        a.headingPath = b.headingPath;
    }
    a.firstOrdinal = std::min(a.firstOrdinal, b.firstOrdinal);
    a.lastOrdinal = std::max(a.lastOrdinal, b.lastOrdinal);
    a.score = std::max(a.score, b.score);
    a.referenceMatches = std::max(a.referenceMatches, b.referenceMatches);
    if (b.ocrConfidence >= 0)
        a.ocrConfidence = a.ocrConfidence >= 0 ? std::min(a.ocrConfidence, b.ocrConfidence) : b.ocrConfidence;
    return true;
}

QList<LibraryHit> PassageMerger::passages(const QList<LibraryHit>& ranked, int k, bool mergeAdjacent,
                                          const QStringList& highlights)
{
    QList<LibraryHit> out;
    for (const LibraryHit& hit : ranked) {
        bool merged = false;
        if (mergeAdjacent) {
            for (LibraryHit& existing : out) {
                if (mergeInto(existing, hit)) {
                    merged = true;
                    break;
                }
            }
        }
        if (!merged) {
            if (out.size() >= k)
                continue; // a later candidate may still merge into an accepted passage
            out << hit;
        }
    }
    for (LibraryHit& hit : out)
        hit.snippet = snippet(hit.text, highlights);
    return out;
}

QString PassageMerger::snippet(const QString& text, const QStringList& terms, int width)
{
    int at = -1;
    for (const QString& term : terms) {
        const int i = text.indexOf(term, 0, Qt::CaseInsensitive);
        if (i >= 0 && (at < 0 || i < at))
            at = i;
    }
    if (text.size() <= width)
        return text.simplified();
    int start = std::max(0, (at < 0 ? 0 : at) - width / 3);
    int end = std::min(static_cast<int>(text.size()), start + width);
    start = std::max(0, end - width);
    while (start > 0 && start < at && !text.at(start - 1).isSpace() && at - start < width / 2 + 20)
        --start; // back to a word start
    while (end < text.size() && !text.at(end).isSpace() && end - start < width + 20)
        ++end;
    QString out = text.mid(start, end - start).simplified();
    if (start > 0)
        out.prepend(QStringLiteral("… "));
    if (end < text.size())
        out.append(QStringLiteral(" …"));
    return out;
}

} // namespace lmars::store
