// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "store/LibraryStore.h"

#include <QString>

#include <memory>

namespace lmars::store {

class Database;

/**
 * The three connections a LibraryStore works through, opened and migrated: the main file
 * (documents, chunks, journal), the index file (FTS5 table) for its writer, and a search
 * connection that sees both, the index attached as schema "fts".
 */
class LibraryConnections final
{
public:
    /// Opens (creating when needed) the library file at path and its index file.
    /// tokenizer applies only to a new library; an existing one keeps its own.
    static Result<LibraryConnections> open(const QString& path, LibraryTokenizer tokenizer);

    /// "library.sqlite" -> "library-index.sqlite"; other names get "-index" appended.
    static QString indexPath(const QString& path);
    /// Bytes on disk of both files, write-ahead logs included.
    static qint64 diskBytes(const QString& path);

    std::unique_ptr<Database> main;
    std::unique_ptr<Database> index;
    std::unique_ptr<Database> search;
    LibraryTokenizer tokenizer = LibraryTokenizer::Unicode61; ///< the library's own
};

} // namespace lmars::store
