// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "parse/ParsedDocument.h"

#include <cstdio>
#include <cstdlib>

namespace lmars::fuzz {

/// Aborts (a finding for the fuzzer, a failure for the replay test) when a parser's document
/// breaks ParsedDocument's contract: sections ordered, not overlapping, inside the text.
inline void checkDocument(const parse::ParsedDocument& doc)
{
    int previousEnd = 0;
    for (const parse::DocumentSection& s : doc.sections) {
        if (s.start < previousEnd || s.end < s.start || s.end > doc.text.size() || s.page < 0) {
            std::fprintf(stderr, "bad section [%d, %d) after %d in %lld characters\n", s.start, s.end, previousEnd,
                         static_cast<long long>(doc.text.size()));
            std::abort();
        }
        previousEnd = s.end;
    }
}

} // namespace lmars::fuzz
