// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryTokenizer.h"

namespace lmars::store {

namespace {

struct TokenizerName
{
    LibraryTokenizer tokenizer;
    const char* name;
};

constexpr TokenizerName kNames[] = {
    {LibraryTokenizer::Unicode61, "unicode61"},
    {LibraryTokenizer::Porter, "porter"},
    {LibraryTokenizer::Trigram, "trigram"},
};

} // namespace

QString libraryTokenizerName(LibraryTokenizer tokenizer)
{
    for (const TokenizerName& t : kNames) {
        if (t.tokenizer == tokenizer)
            return QString::fromLatin1(t.name);
    }
    return QString::fromLatin1(kNames[0].name);
}

bool parseLibraryTokenizer(const QString& name, LibraryTokenizer* out)
{
    const QString wanted = name.trimmed().toLower();
    for (const TokenizerName& t : kNames) {
        if (wanted == QLatin1String(t.name)) {
            *out = t.tokenizer;
            return true;
        }
    }
    return false;
}

} // namespace lmars::store
