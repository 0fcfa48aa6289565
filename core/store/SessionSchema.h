// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace lmars::store {

/// The session database's schema: its migrations in order (user_version N = the first N applied).
/// Sessions (one row each, with the trajectory snapshot and the columns derived from it), their
/// append-only event log, and the full-text index over question and answer.
class SessionSchema final
{
public:
    static QStringList migrations();
};

} // namespace lmars::store
