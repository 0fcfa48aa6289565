// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace lmars::store {

/// Where the library and the session archive live.
enum class BackendKind
{
    Embedded, ///< SQLite files on this machine (the default)
    Server    ///< the firm's PostgreSQL server (LMARS_SERVER_URL or Settings → Firm server)
};

} // namespace lmars::store
