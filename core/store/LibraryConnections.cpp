// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryConnections.h"

#include "store/Database.h"
#include "store/LibrarySchema.h"

#include <QFileInfo>

#include <utility>

namespace lmars::store {

namespace {

/// Pages of 64 KiB for new library files: bulk indexing makes a quarter of the system calls and
/// page-cache work it made with 4 KiB pages (library_bench, 50 MB: kernel time 0.73 -> 0.33 s),
/// and the 1M-chunk query latency did not get worse.
constexpr int kPageBytes = 65536;

} // namespace

QString LibraryConnections::indexPath(const QString& path)
{
    const QString suffix = QStringLiteral(".sqlite");
    if (path.endsWith(suffix))
        return path.chopped(suffix.size()) + QStringLiteral("-index") + suffix;
    return path + QStringLiteral("-index");
}

qint64 LibraryConnections::diskBytes(const QString& path)
{
    qint64 bytes = 0;
    for (const QString& file : {path, indexPath(path)}) {
        bytes += QFileInfo(file).size();
        bytes += QFileInfo(file + QStringLiteral("-wal")).size();
    }
    return bytes;
}

Result<LibraryConnections> LibraryConnections::open(const QString& path, LibraryTokenizer tokenizer)
{
    // Each connection is used by one thread at a time (see LibraryStore and LibraryIndexWriter).
    const auto threading = Database::Threading::OneThreadAtATime;
    LibraryConnections c;
    auto main = Database::open(path, threading, kPageBytes);
    if (!main)
        return main.error();
    c.main = std::move(main.value());
    // An existing file keeps the tokenizer it was created with; later schema steps need it.
    c.tokenizer = tokenizer;
    if (auto stored = LibrarySchema::storedTokenizer(*c.main); !stored)
        return stored.error();
    else if (stored.value())
        c.tokenizer = *stored.value();
    if (auto migrated = c.main->migrate(LibrarySchema::migrations(c.tokenizer)); !migrated)
        return migrated.error();
    if (auto cache = c.main->exec(QStringLiteral("PRAGMA cache_size=-16384")); !cache)
        return cache.error();

    auto index = Database::open(indexPath(path), threading, kPageBytes);
    if (!index)
        return index.error();
    c.index = std::move(index.value());
    if (auto migrated = c.index->migrate(LibrarySchema::indexMigrations()); !migrated)
        return migrated.error();
    if (auto cache = c.index->exec(QStringLiteral("PRAGMA cache_size=-16384")); !cache)
        return cache.error();

    auto search = Database::open(path, threading);
    if (!search)
        return search.error();
    c.search = std::move(search.value());
    auto attach = c.search->prepare(QStringLiteral("ATTACH DATABASE ? AS fts"));
    if (!attach)
        return attach.error();
    attach->bind(1, indexPath(path));
    if (auto attached = attach->run(); !attached)
        return attached.error();
    // bm25 reads every matching chunk's size record: keep those pages in memory (64 MiB at most).
    if (auto cache = c.search->exec(QStringLiteral("PRAGMA main.cache_size=-16384; PRAGMA fts.cache_size=-65536"));
        !cache)
        return cache.error();
    return c;
}

} // namespace lmars::store
