// SPDX-License-Identifier: GPL-3.0-or-later
// The FTS query sanitizer: whatever the user types, the MATCH expression it builds is never an
// FTS5 syntax error. Each input is searched, for real, in a small library of each tokenizer.
#include "index/EmbeddedIndex.h"
#include "index/QuerySanitizer.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/LibrarySync.h"

#include <QTemporaryDir>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>

namespace {

using namespace lmars;

struct Library
{
    std::unique_ptr<store::LibraryStore> store;
    store::LibraryTokenizer tokenizer;
};

std::vector<Library>& libraries()
{
    static QTemporaryDir dir;
    static std::vector<Library> all = [] {
        std::vector<Library> out;
        for (const auto tokenizer :
             {store::LibraryTokenizer::Unicode61, store::LibraryTokenizer::Porter, store::LibraryTokenizer::Trigram}) {
            auto db =
                store::LibraryStore::open(dir.filePath(QStringLiteral("lib-%1.sqlite").arg(int(tokenizer))), tokenizer);
            if (!db) {
                std::fprintf(stderr, "%s\n", qPrintable(db.error().toString()));
                std::abort();
            }
            parse::ParsedDocument doc;
            doc.title = QStringLiteral("Tenancy rules");
            doc.type = QStringLiteral("md");
            doc.text = QStringLiteral("Section 3. The landlord returns the deposit within 21 days. "
                                      "第四十六条 出租人应当按照约定将租赁物交付承租人。 AND OR NOT NEAR \"quoted\"");
            doc.sections = {{0, static_cast<int>(doc.text.size()), QStringLiteral("Chapter 1"), 0}};
            store::LibraryDocument meta;
            meta.path = QStringLiteral("fuzz:doc");
            library::LibrarySync sync(db.value().get());
            if (!sync.storeParsed(meta, doc)) {
                std::fprintf(stderr, "cannot store the fuzz library document\n");
                std::abort();
            }
            out.push_back({std::move(db.value()), tokenizer});
        }
        return out;
    }();
    return all;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    for (Library& library : libraries()) {
        const store::QueryTerms query = store::QuerySanitizer::build(text, library.store->index().terms());
        if (query.terms.size() > store::QuerySanitizer::kMaxTerms) {
            std::fprintf(stderr, "%lld terms\n", static_cast<long long>(query.terms.size()));
            std::abort();
        }
        (void)store::QuerySanitizer::phraseTerms(text, library.store->index().terms());
        store::LibrarySearcher searcher(library.store.get());
        const auto hits = searcher.search({text, 5, {}, true});
        if (!hits) {
            std::fprintf(stderr, "search failed: %s\n", qPrintable(hits.error().toString()));
            std::abort();
        }
    }
    return 0;
}
