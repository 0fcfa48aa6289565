// SPDX-License-Identifier: GPL-3.0-or-later
// Citation extraction (core/parse) and the offline checks (core/verify) over any text: never a
// crash or a hang, and the contract of CitationExtractor::extract holds — citations in text order,
// not overlapping, inside the text, each text as long as its span, antecedents earlier.
#include "parse/CitationExtractor.h"
#include "verify/PlausibilityChecker.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

void fail(const char* what, const lmars::model::LegalCitation& c)
{
    std::fprintf(stderr, "citation contract broken (%s): [%d, %d) \"%s\"\n", what, c.start, c.end,
                 c.normalized.toUtf8().constData());
    std::abort();
}

void checkText(const QString& text)
{
    static const lmars::parse::CitationExtractor extractor;
    static const lmars::verify::PlausibilityChecker checker;
    const QList<lmars::model::LegalCitation> citations = extractor.extract(text);
    int previousEnd = 0;
    for (int i = 0; i < citations.size(); ++i) {
        const lmars::model::LegalCitation& c = citations.at(i);
        if (c.start < previousEnd)
            fail("order or overlap", c);
        if (c.end <= c.start || c.end > text.size())
            fail("span", c);
        if (c.text.size() != c.end - c.start)
            fail("text", c);
        if (c.antecedent < -1 || c.antecedent >= i)
            fail("antecedent", c);
        previousEnd = c.end;
        (void)checker.check(c);
        (void)lmars::model::LegalCitation::fromJson(c.toJson());
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    // As UTF-8 (how documents arrive), and as raw UTF-16 code units, which may hold unpaired
    // surrogates that no decoder would produce.
    checkText(QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    QString units(static_cast<qsizetype>(size / 2), Qt::Uninitialized);
    std::memcpy(units.data(), data, (size / 2) * 2);
    checkText(units);
    return 0;
}
