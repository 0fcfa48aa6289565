// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerSchema.h"

#include "index/ServerSegmentWriter.h"
#include "pg/PgConnection.h"
#include "server/ServerLog.h"
#include "server/ServerMigrations.h"

#include <algorithm>

namespace lmars::store {

namespace {

/// Key of the advisory lock that serialises schema upgrades.
constexpr const char* kUpgradeLock = "7324581";

static_assert(sizeof(kServerMigrations) / sizeof(kServerMigrations[0]) == ServerSchema::kVersion);

Error newerSchema(int found)
{
    return Error(ErrorKind::Configuration,
                 ServerSchema::tr("The firm server's schema is version %1, newer than this version of L-MARS "
                                  "understands (%2). Update L-MARS on this computer before using the server.")
                     .arg(found)
                     .arg(ServerSchema::kVersion));
}

} // namespace

Result<int> ServerSchema::version(PgConnection& db)
{
    auto exists = db.query(QStringLiteral("SELECT to_regclass('lmars.schema_version') IS NOT NULL"));
    if (!exists)
        return exists.error();
    if (exists->scalar() != QLatin1String("t"))
        return 0;
    auto rows = db.query(QStringLiteral("SELECT max(version) FROM lmars.schema_version"));
    if (!rows)
        return rows.error();
    return rows->scalar().toInt();
}

Result<void> ServerSchema::check(PgConnection& db)
{
    auto found = version(db);
    if (!found)
        return found.error();
    if (found.value() == 0)
        return Error(ErrorKind::Configuration,
                     tr("The firm server has no L-MARS schema yet. An administrator runs 'lmars-cli server init' "
                        "once."));
    if (found.value() > kVersion)
        return newerSchema(found.value());
    if (found.value() < kVersion)
        return Error(ErrorKind::Configuration,
                     tr("The firm server's schema is version %1; this version of L-MARS needs %2. An administrator "
                        "runs 'lmars-cli server init' to upgrade it.")
                         .arg(found.value())
                         .arg(kVersion));
    return {};
}

Result<int> ServerSchema::upgrade(PgConnection& db, ServerTextSearch textSearch, int toVersion)
{
    const int target = std::clamp(toVersion, 1, kVersion);
    if (auto begun = db.begin(); !begun)
        return begun.error();
    auto fail = [&db](const Error& error) -> Result<int> {
        db.rollback();
        return error;
    };
    if (auto locked = db.query(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(QLatin1String(kUpgradeLock)));
        !locked)
        return fail(locked.error());
    auto current = version(db);
    if (!current)
        return fail(current.error());
    const int from = current.value();
    if (from > kVersion)
        return fail(newerSchema(from));
    for (int v = from; v < target; ++v) {
        qCInfo(lcServer) << "firm server: migrating schema from version" << v << "to" << v + 1;
        if (auto applied = db.execute(QString::fromUtf8(*kServerMigrations[v])); !applied)
            return fail(applied.error());
        if (v == 0) {
            if (auto set = db.query(QStringLiteral("INSERT INTO lmars.library_settings VALUES ('text_search', $1)"),
                                    {serverTextSearchName(textSearch)});
                !set)
                return fail(set.error());
        }
        if (v + 1 == 4) {
            // The chunks written before the search index existed get their segments, whoever they belong to.
            if (auto open = db.execute(QStringLiteral("ALTER TABLE lmars.chunks NO FORCE ROW LEVEL SECURITY;"
                                                      "ALTER TABLE lmars.index_segments NO FORCE ROW LEVEL SECURITY;"
                                                      "ALTER TABLE lmars.index_postings NO FORCE ROW LEVEL SECURITY"));
                !open)
                return fail(open.error());
            auto indexed = ServerSegmentWriter(db).indexUnsegmentedChunks();
            if (!indexed)
                return fail(indexed.error());
            qCInfo(lcServer) << "firm server: indexed" << indexed.value() << "chunks into the search index";
            if (auto closed = db.execute(QStringLiteral("ALTER TABLE lmars.chunks FORCE ROW LEVEL SECURITY;"
                                                        "ALTER TABLE lmars.index_segments FORCE ROW LEVEL SECURITY;"
                                                        "ALTER TABLE lmars.index_postings FORCE ROW LEVEL SECURITY"));
                !closed)
                return fail(closed.error());
        }
        if (auto bumped =
                db.query(QStringLiteral("UPDATE lmars.schema_version SET version = $1"), {QString::number(v + 1)});
            !bumped)
            return fail(bumped.error());
    }
    if (auto committed = db.commit(); !committed)
        return fail(committed.error());
    return std::max(from, target);
}

Result<ServerTextSearch> ServerSchema::textSearch(PgConnection& db)
{
    auto rows = db.query(QStringLiteral("SELECT value FROM lmars.library_settings WHERE key = 'text_search'"));
    if (!rows)
        return rows.error();
    ServerTextSearch config = ServerTextSearch::Simple;
    if (!parseServerTextSearch(rows->scalar(), &config))
        return Error(ErrorKind::Configuration,
                     tr("The firm server names an unknown text search configuration \"%1\".").arg(rows->scalar()));
    return config;
}

} // namespace lmars::store
