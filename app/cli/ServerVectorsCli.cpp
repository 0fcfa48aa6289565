// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerVectorsCli.h"

#include "cli/CliSupport.h"
#include "cli/LibraryVectorsCli.h"
#include "library/BackendSettings.h"
#include "library/ServerLibraryBackend.h"
#include "library/ServerVectorBuilder.h"
#include "library/ServerVectorStore.h"
#include "server/ServerLink.h"

#include <QFileInfo>

namespace lmars::cli {

int ServerVectorsCli::build(store::PgConnection& db, qint64 matterId, const settings::AppConfig& config)
{
    if (!config.libraryDense)
        return ExitOk; // words only, as configured
    const auto embedder = library::BackendSettings::fromConfig(config).embedder;
    if (!embedder) {
        CliSupport::err(tr("Vectors: not built: the firm server's vectors come from an embedding provider, and none "
                           "is configured (LMARS_EMBEDDING_PROVIDER, LMARS_EMBEDDING_MODEL). Searches use words "
                           "only.\n"));
        return ExitOk;
    }
    CliSupport::err(tr("Vectors: embedding the matter's new passages with %1…\n").arg(embedder->modelId()));
    CancelToken cancel;
    CliSupport::installInterruptHandler(cancel);
    const bool terminal = CliSupport::stderrIsTerminal();
    auto built = library::ServerVectorBuilder::run(
        db, matterId, embedder, cancel, [terminal](const library::VectorCounts& counts) {
            if (terminal)
                CliSupport::err(QStringLiteral("\r\033[K") + LibraryVectorsCli::statusLine(counts, true));
        });
    if (terminal)
        CliSupport::err(QStringLiteral("\r\033[K"));
    if (!built) {
        if (built.error().kind == ErrorKind::Cancelled) {
            CliSupport::err(tr("Building the vectors stopped; the next push goes on from there. The text is on the "
                               "server and searchable by words.\n"));
            return ExitCancelled;
        }
        CliSupport::err(tr("Vectors: not complete: %1. The text is on the server and searchable by words; the next "
                           "push goes on from there.\n")
                            .arg(built.error().toString()));
        return CliSupport::exitCodeFor(built.error());
    }
    CliSupport::err(LibraryVectorsCli::statusLine(built.value()) + QLatin1Char('\n'));
    return ExitOk;
}

QString ServerVectorsCli::statusLine(store::PgConnection& db, const settings::AppConfig& config)
{
    const auto embedder = library::BackendSettings::fromConfig(config).embedder;
    if (!embedder)
        return tr("Vectors: none searched (no embedding provider is configured; searches use words only)");
    auto counts = library::ServerVectorStore(db).counts(0, embedder->modelId());
    if (!counts)
        return tr("Vectors: could not be counted (%1)").arg(counts.error().toString());
    library::VectorCounts shown = counts.value();
    if (!shown.model) // the model has no vectors on this server yet: name it all the same
        shown.model = library::VectorModelInfo{0, embedder->modelId(), embedder->dimension(), 0};
    return LibraryVectorsCli::statusLine(shown);
}

nlohmann::json ServerVectorsCli::statusJson(store::PgConnection& db, const settings::AppConfig& config)
{
    const auto embedder = library::BackendSettings::fromConfig(config).embedder;
    if (!embedder)
        return nullptr;
    auto counts = library::ServerVectorStore(db).counts(0, embedder->modelId());
    if (!counts)
        return {{"error", json::str(counts.error().toString())}};
    library::VectorCounts shown = counts.value();
    if (!shown.model)
        shown.model = library::VectorModelInfo{0, embedder->modelId(), embedder->dimension(), 0};
    return LibraryVectorsCli::statusJson(shown);
}

int ServerVectorsCli::search(const QString& conninfo, const settings::AppConfig& config,
                             const store::LibraryQuery& query, bool json)
{
    auto link = std::make_shared<store::ServerLink>(conninfo, config.serverPassword, 5);
    store::ServerLibraryBackend backend(link, {}, library::BackendSettings::fromConfig(config).embedder);
    auto hits = backend.search(query);
    if (!hits)
        return CliSupport::fail(CliSupport::exitCodeFor(hits.error()), hits.error().toString());
    if (const QString note = backend.lastSearchNote(); !note.isEmpty())
        CliSupport::err(note + QLatin1Char('\n'));
    if (json) {
        nlohmann::json out = nlohmann::json::array();
        for (const store::LibraryHit& hit : hits.value())
            out.push_back(LibraryVectorsCli::hitJson(hit));
        CliSupport::out(QString::fromUtf8(json::dump(out, 2)) + QLatin1Char('\n'));
        return ExitOk;
    }
    if (hits->isEmpty())
        CliSupport::out(tr("No passages match.\n"));
    int n = 0;
    for (const store::LibraryHit& h : hits.value()) {
        QString channels = LibraryVectorsCli::channelsText(h);
        if (!channels.isEmpty())
            channels = tr(" [found by %1]").arg(channels);
        CliSupport::out(QStringLiteral("%1. %2 — %3 (%4)%5\n   %6\n")
                            .arg(++n)
                            .arg(h.title.isEmpty() ? QFileInfo(h.path).fileName() : h.title, h.path, h.matter, channels,
                                 h.snippet.simplified().left(240)));
    }
    return ExitOk;
}

} // namespace lmars::cli
