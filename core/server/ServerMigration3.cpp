// SPDX-License-Identifier: GPL-3.0-or-later
#include "server/ServerMigrations.h"

namespace lmars::store::server_migrations {

/// Migration 3: the session archive keeps the title a user gives a session (renamed in the history
/// before or after it was sent); "" shows the question. Row-level security on lmars.sessions
/// covers the column: only a member who is not walled off sees or renames it.
const char* const kMigration3 = R"SQL(
ALTER TABLE lmars.sessions ADD COLUMN title text NOT NULL DEFAULT '';
)SQL";

} // namespace lmars::store::server_migrations
