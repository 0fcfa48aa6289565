// SPDX-License-Identifier: GPL-3.0-or-later
#include "Chunker.h"

#include "index/TextSegmenter.h"

#include <algorithm>

namespace lmars::library {

namespace {

bool isSpace(QChar ch)
{
    return ch.isSpace();
}

bool isSentenceEnd(QChar ch)
{
    switch (ch.unicode()) {
    case '.':
    case '!':
    case '?':
    case ';':
    case ':':
    case 0x2026: // …
        return true;
    default:
        return false;
    }
}

bool isCjkSentenceEnd(QChar ch)
{
    switch (ch.unicode()) {
    case 0x3002: // 。
    case 0xFF01: // ！
    case 0xFF1F: // ？
    case 0xFF1B: // ；
        return true;
    default:
        return false;
    }
}

/// Nothing below U+3005 is CJK (surrogates lie above it), which settles most characters at once.
bool isCjkAt(const QString& text, int p)
{
    return text.at(p).unicode() >= 0x3005 && store::TextSegmenter::isCjkAt(text, p);
}

bool insideSurrogatePair(const QString& text, int p)
{
    return p > 0 && p < text.size() && text.at(p - 1).isHighSurrogate() && text.at(p).isLowSurrogate();
}

} // namespace

Chunker::Chunker(int target, int overlap)
{
    m_target = std::max(target, 8);
    m_minimum = m_target / 2;
    m_maximum = m_target + m_target / 5;
    // Progress per chunk is at least minimum - overlap >= 1 character.
    m_overlap = std::clamp(overlap, 0, m_minimum - 1);
}

int Chunker::boundaryStrength(const QString& text, int p)
{
    if (p <= 0 || p >= text.size() || insideSurrogatePair(text, p))
        return 0;
    const QChar before = text.at(p - 1);
    const QChar after = text.at(p);
    if (isSpace(before)) {
        if (isSpace(after))
            return 0; // cut after the whole whitespace run
        int k = p - 1;
        int newlines = 0;
        while (k >= 0 && isSpace(text.at(k))) {
            if (text.at(k) == QLatin1Char('\n'))
                ++newlines;
            --k;
        }
        if (newlines >= 2)
            return 3;
        if (k >= 0 && isSentenceEnd(text.at(k)))
            return 2;
        return newlines == 1 ? 2 : 1;
    }
    if (isCjkSentenceEnd(before))
        return 2;
    if (isCjkAt(text, p - 1) || isCjkAt(text, p))
        return 1;
    return 0;
}

int Chunker::bestCut(const QString& text, int lo, int hi, int ideal) const
{
    // The strongest boundary in [lo, hi], the nearest to ideal among equals, the left one on a tie.
    // Walking outward from ideal (left first) meets candidates in that order of preference, so a
    // paragraph break (the strongest kind) ends the walk at once.
    constexpr int kStrongest = 3;
    int best = -1;
    int bestStrength = 0;
    ideal = std::clamp(ideal, lo, hi);
    const auto consider = [&](int p) {
        if (const int strength = boundaryStrength(text, p); strength > bestStrength) {
            best = p;
            bestStrength = strength;
        }
    };
    for (int distance = 0; bestStrength < kStrongest && (ideal - distance >= lo || ideal + distance <= hi);
         ++distance) {
        if (ideal - distance >= lo)
            consider(ideal - distance);
        if (distance > 0 && bestStrength < kStrongest && ideal + distance <= hi)
            consider(ideal + distance);
    }
    if (best > 0)
        return best;
    // One word longer than the window: cut hard, but keep surrogate pairs whole.
    return insideSurrogatePair(text, hi) ? hi - 1 : hi;
}

int Chunker::overlapStart(const QString& text, int from, int cut) const
{
    for (int p = from; p < cut; ++p) {
        if (boundaryStrength(text, p) > 0)
            return p;
    }
    return cut; // no word starts inside the overlap window: no overlap rather than half a word
}

QList<ChunkSpan> Chunker::split(const QString& text, int from, int to) const
{
    QList<ChunkSpan> spans;
    from = std::clamp(from, 0, static_cast<int>(text.size()));
    to = std::clamp(to, from, static_cast<int>(text.size()));
    int pos = from;
    while (pos < to) {
        if (to - pos <= m_maximum) {
            spans.append({pos, to});
            break;
        }
        // lo > pos because m_minimum >= 4; hi < to by the test above.
        const int lo = pos + m_minimum;
        const int hi = pos + m_maximum;
        int cut = bestCut(text, lo, hi, pos + m_target);
        spans.append({pos, cut});
        int next = m_overlap > 0 ? overlapStart(text, cut - m_overlap, cut) : cut;
        if (next <= pos)
            next = cut;
        pos = next;
    }
    return spans;
}

} // namespace lmars::library
