// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace lmars::store {

class Database;

/// The session database's schema: its migrations in order (user_version N = the first N applied).
/// Sessions (one row each, with the trajectory snapshot and the columns derived from it), their
/// append-only event log, and the full-text index over question and answer.
class SessionSchema final
{
public:
    static QStringList migrations();
    /// Opens or creates the session database at path (creating its folder) with every migration
    /// applied; ":memory:" opens a private in-memory one. The session store and the citation cache share it.
    static Result<std::unique_ptr<Database>> open(const QString& path);
};

} // namespace lmars::store
