// SPDX-License-Identifier: GPL-3.0-or-later
#include "ContinuationJoiner.h"

#include <algorithm>

namespace lmars::agents {

namespace {

constexpr int kDecideChars = 200; ///< held back at most, unless the continuation still repeats the cut text
constexpr int kRestartChars = 24; ///< the new text starts with this much of the cut text: the model started over
constexpr int kTailChars = 600;   ///< how far back from its end the cut text may be repeated

/// s without its leading whitespace.
QString leftTrimmed(const QString& s)
{
    int i = 0;
    while (i < s.size() && s.at(i).isSpace())
        ++i;
    return s.mid(i);
}

/// How far a and b agree from their starts, taking any run of whitespace as equal to any other:
/// the positions reached in a and in b.
std::pair<int, int> agreement(const QString& a, const QString& b)
{
    int i = 0;
    int j = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i).isSpace() && b.at(j).isSpace()) {
            while (i < a.size() && a.at(i).isSpace())
                ++i;
            while (j < b.size() && b.at(j).isSpace())
                ++j;
            continue;
        }
        if (a.at(i) != b.at(j))
            break;
        ++i;
        ++j;
    }
    return {i, j};
}

bool startsWord(const QString& text, int at)
{
    return at == 0 || !text.at(at - 1).isLetterOrNumber();
}

} // namespace

ContinuationJoiner::ContinuationJoiner(QString written) : m_written(std::move(written)) {}

int ContinuationJoiner::overlap(const QString& c) const
{
    const int longest = int(std::min({c.size(), m_written.size(), qsizetype(kTailChars)}));
    for (int k = longest; k > 0; --k) {
        const int at = int(m_written.size()) - k;
        if (startsWord(m_written, at) && QStringView(m_written).mid(at) == QStringView(c).left(k))
            return k;
    }
    return 0;
}

QString ContinuationJoiner::feed(const QString& delta)
{
    m_received += delta;
    switch (m_mode) {
    case Mode::Appending:
        m_appended += delta;
        return delta;
    case Mode::Restarting:
        return followRestart(false);
    case Mode::Replacing:
        return {};
    case Mode::Undecided:
        break;
    }
    return decide(false);
}

QString ContinuationJoiner::finish()
{
    switch (m_mode) {
    case Mode::Undecided:
        return decide(true);
    case Mode::Restarting:
        return followRestart(true);
    case Mode::Appending:
    case Mode::Replacing:
        break;
    }
    return {};
}

QString ContinuationJoiner::decide(bool final)
{
    const QString c = leftTrimmed(m_received);
    const QString w = leftTrimmed(m_written);
    if (c.isEmpty() && !final)
        return {};
    // Started over: the new text begins as the cut text began.
    const int restartNeeds = int(std::min<qsizetype>(kRestartChars, w.size()));
    const auto [inC, inW] = agreement(c, w);
    if (!w.isEmpty() && inW >= restartNeeds && restartNeeds > 0) {
        m_mode = Mode::Restarting;
        m_restarted = true;
        return followRestart(final);
    }
    const bool mayStillRestart = inC == c.size() && inW < restartNeeds;
    // Repeats the end of the cut text: the repeated part may still grow while all of c is in its tail.
    const bool mayGrowOverlap = m_written.right(kTailChars).contains(c);
    if (!final && c.size() < kDecideChars && (mayStillRestart || mayGrowOverlap))
        return {};
    const int k = overlap(c);
    m_mode = Mode::Appending;
    m_appended = k > 0 ? c.mid(k) : m_received;
    return m_appended;
}

QString ContinuationJoiner::followRestart(bool final)
{
    const QString c = leftTrimmed(m_received);
    const QString w = leftTrimmed(m_written);
    const auto [inC, inW] = agreement(c, w);
    if (inW == w.size()) {
        // The whole cut text was written again: what follows continues it.
        if (!final && inC == c.size())
            return {};
        m_mode = Mode::Appending;
        m_appended = c.mid(inC);
        return m_appended;
    }
    if (inC < c.size()) {
        m_mode = Mode::Replacing; // another answer: it stands alone
        return {};
    }
    if (final) {
        m_mode = Mode::Appending; // it stopped while repeating the cut text: nothing new
        m_appended.clear();
    }
    return {};
}

QString ContinuationJoiner::joined() const
{
    switch (m_mode) {
    case Mode::Replacing:
        return leftTrimmed(m_received);
    case Mode::Appending:
        return m_written + m_appended;
    case Mode::Undecided:
    case Mode::Restarting:
        break;
    }
    return m_written; // not finished: nothing joined yet
}

} // namespace lmars::agents
