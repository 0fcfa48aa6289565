// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServerVectorsCli.h"

#include "cli/CliSupport.h"
#include "cli/LibraryVectorsCli.h"
#include "library/BackendSettings.h"
#include "library/ServerVectorBuilder.h"
#include "library/ServerVectorStore.h"

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

} // namespace lmars::cli
