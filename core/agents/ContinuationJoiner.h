// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lmars::agents {

/**
 * Joins the continuation of a cut-off answer to the text that was cut, as it streams (issue 29,
 * item 10c). A model asked to continue does one of three things:
 *  - continues where the text stopped: the continuation is appended as it comes;
 *  - repeats the end of the cut text first ("…may bring a" + "may bring a claim…", or a word cut in
 *    the middle: "…a cla" + "claim…"): the repeated part, which must start at a word of the cut
 *    text, is left out;
 *  - starts the answer over ("…may bring a" + "Apple Inc. is…"): while the new text repeats the cut
 *    text nothing is shown; when it has repeated all of it, what follows is appended; when it goes
 *    another way before that, the new text replaces the cut one (replaced()), and is shown whole
 *    when the continuation ends, never after the cut text.
 * The start of the continuation is held back (up to about 200 characters) until one of these is
 * certain. Whitespace differences do not count when the new text is compared with the cut one.
 */
class ContinuationJoiner final
{
public:
    explicit ContinuationJoiner(QString written);

    /// Takes the next piece of the continuation; returns the text to show now after what is shown.
    QString feed(const QString& delta);
    /// The continuation ended (or stopped): returns the rest to show (empty when replaced()).
    QString finish();

    /// The whole answer: the cut text and the continuation without what it repeated, or the new
    /// text when the model started over and went another way.
    QString joined() const;
    /// The model started over (whether or not its new text went another way).
    bool restarted() const { return m_restarted; }
    /// The model started over and wrote another answer: joined() is that answer alone.
    bool replaced() const { return m_mode == Mode::Replacing; }

private:
    enum class Mode
    {
        Undecided,
        Appending,
        Restarting,
        Replacing
    };

    /// Decides what the continuation does when enough of it came (or it ended: final).
    QString decide(bool final);
    /// While restarting: appends once the new text has repeated all of the cut text.
    QString followRestart(bool final);
    /// The length of the longest start of c that the cut text ends with, beginning at a word.
    int overlap(const QString& c) const;

    QString m_written;
    QString m_received; ///< the continuation as it came
    QString m_appended; ///< what was added after the cut text (Appending)
    Mode m_mode = Mode::Undecided;
    bool m_restarted = false;
};

} // namespace lmars::agents
