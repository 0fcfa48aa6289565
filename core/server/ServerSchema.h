// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "index/ServerTextSearch.h"

#include <QCoreApplication>
#include <QString>

namespace lmars::store {

class PgConnection;

/**
 * The firm server's schema "lmars" and its versioned migrations: matters, memberships and walls,
 * documents and chunks (tsvector with title A, headings B, body D; validity as a daterange with a
 * GiST index), sessions and their events, and the append-only audit table. Visibility is row-level
 * security in the database: a row of a matter is visible only to members of the matter who are
 * not walled off from it, whatever SQL they send. The group roles lmars_user (every lawyer) and
 * lmars_admin (manages matters, members and walls; reads the audit) are created by upgrade().
 */
class ServerSchema final
{
    Q_DECLARE_TR_FUNCTIONS(ServerSchema)

public:
    /// The newest schema version this build knows.
    static constexpr int kVersion = 9;

    /// Creates the schema or applies the missing migrations, under an advisory lock (two
    /// concurrent inits are safe). Needs a role that may create roles (a superuser, or the
    /// database owner with CREATEROLE). Refuses a database whose schema is newer than kVersion.
    /// textSearch applies only when the schema is created; toVersion stops the upgrade at an older
    /// version (to test a migration on the data of the one before).
    static Result<int> upgrade(PgConnection& db, ServerTextSearch textSearch = ServerTextSearch::Simple,
                               int toVersion = kVersion);

    /// The version in the database: 0 when it has not been initialised.
    static Result<int> version(PgConnection& db);
    /// Succeeds when the database holds a schema this build can use: a clear error when it is
    /// missing (run `lmars-cli server init`) or newer than this build.
    static Result<void> check(PgConnection& db);

    /// The library's text search configuration.
    static Result<ServerTextSearch> textSearch(PgConnection& db);
};

} // namespace lmars::store
