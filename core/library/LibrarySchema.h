// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/LibraryTokenizer.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace lmars::store {

class Database;

/// The library database's schema steps and what an existing file records about itself.
class LibrarySchema final
{
    Q_DECLARE_TR_FUNCTIONS(LibrarySchema)

public:
    /// Migration steps for Database::migrate. tokenizer: the one a new file gets (step 1) and
    /// the one an existing file already has (step 2 rebuilds the index with it).
    static QStringList migrations(LibraryTokenizer tokenizer);
    /// A value of a key-value table (library_meta); empty when the key is not there.
    static Result<QString> meta(Database& db, const QString& table, const QString& key);
    static Result<void> setMeta(Database& db, const QString& table, const QString& key, const QString& value);
    /// The tokenizer recorded in an existing library file; none for a new (empty) file.
    static Result<std::optional<LibraryTokenizer>> storedTokenizer(Database& db);
};

} // namespace lmars::store
