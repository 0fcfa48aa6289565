// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

namespace lmars::parse {

/// One candidate encoding for a byte sequence, as ICU's charset detector ranks it.
struct CharsetGuess
{
    QByteArray name;    ///< ICU's name, e.g. "windows-1251", "Shift_JIS", "ISO-2022-KR"
    int confidence = 0; ///< 0..100; ICU gives single-byte guesses 10–70 even when right
};

/**
 * Guesses the encoding of text that declares none, with ICU's charset detector (ucsdet_*).
 * Chosen over uchardet 0.0.7 (Debian 12): both named all ten undeclared samples of
 * ../shared/data/realcorpus/encodings right, but only ICU gives a confidence, which the
 * decoder reports when it is low. Candidates come best first.
 */
class CharsetDetector final
{
public:
    /// `markup` strips <…> tags before looking at the bytes (HTML).
    static QList<CharsetGuess> detect(const QByteArray& bytes, bool markup);
};

} // namespace lmars::parse
