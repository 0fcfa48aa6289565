// SPDX-License-Identifier: GPL-3.0-or-later
#include "server/ServerMigrations.h"

namespace lmars::store::server_migrations {

/// Migration 8 is another change's (branch h31q); on this branch it changes nothing, so that migration 9
/// (the vectors) keeps its number. The merge takes the other branch's file in place of this one.
const char* const kMigration8 = R"SQL(
SELECT 1;
)SQL";

} // namespace lmars::store::server_migrations
