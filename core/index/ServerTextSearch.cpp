// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerTextSearch.h"

namespace lmars::store {

QString serverTextSearchName(ServerTextSearch config)
{
    return config == ServerTextSearch::English ? QStringLiteral("english") : QStringLiteral("simple");
}

bool parseServerTextSearch(const QString& name, ServerTextSearch* out)
{
    if (name == QLatin1String("simple"))
        *out = ServerTextSearch::Simple;
    else if (name == QLatin1String("english"))
        *out = ServerTextSearch::English;
    else
        return false;
    return true;
}

} // namespace lmars::store
