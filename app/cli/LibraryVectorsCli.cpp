// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryVectorsCli.h"

#include "cli/CliSupport.h"
#include "library/LibraryStore.h"
#include "library/VectorBuilder.h"


namespace lmars::cli {

int LibraryVectorsCli::build(store::LibraryStore& store, const library::VectorBuildOptions& options)
{
    CancelToken cancel;
    CliSupport::installInterruptHandler(cancel);
    auto built = library::VectorBuilder::run(store, options, cancel, [](const library::VectorBuildProgress& p) {
        if (CliSupport::stderrIsTerminal())
            CliSupport::err(QStringLiteral("\r\033[K") + statusLine(p.counts, true, p.reembedding));
    });
    if (CliSupport::stderrIsTerminal())
        CliSupport::err(QStringLiteral("\r\033[K"));
    if (!built) {
        if (built.error().kind == ErrorKind::Cancelled) {
            CliSupport::err(tr("Building the vectors stopped; the next index goes on from there.\n"));
            return ExitCancelled;
        }
        return CliSupport::fail(CliSupport::exitCodeFor(built.error()), built.error().toString());
    }
    CliSupport::err(statusLine(built->counts) + QLatin1Char('\n'));
    return ExitOk;
}

QString LibraryVectorsCli::statusLine(const library::VectorCounts& counts, bool building, bool reembedding)
{
    return library::VectorBuilder::statusText(counts, building, reembedding);
}

nlohmann::json LibraryVectorsCli::statusJson(const library::VectorCounts& counts)
{
    nlohmann::json j = {{"chunks", counts.chunks},
                        {"embedded", counts.embedded},
                        {"model", nullptr},
                        {"complete", counts.model.has_value() && counts.embedded >= counts.chunks}};
    if (counts.model) {
        j["model"] = json::str(counts.model->name);
        j["dimension"] = counts.model->dimension;
    }
    return j;
}

nlohmann::json LibraryVectorsCli::hitJson(const store::LibraryHit& h)
{
    nlohmann::json j = {{"title", json::str(h.title)},
                        {"headingPath", json::str(h.headingPath)},
                        {"page", h.page},
                        {"path", json::str(h.path)},
                        {"snippet", json::str(h.snippet)},
                        {"score", h.score},
                        {"referenceMatches", h.referenceMatches},
                        {"chunks", {h.firstOrdinal, h.lastOrdinal}},
                        {"charRange", {h.start, h.end}},
                        {"matter", json::str(h.matter)},
                        {"channels", channelsJson(h)}};
    if (!h.validFrom.isEmpty())
        j["validFrom"] = json::str(h.validFrom);
    if (!h.validTo.isEmpty())
        j["validTo"] = json::str(h.validTo);
    if (h.ocrConfidence >= 0)
        j["ocr"] = {{"readByOcr", true}, {"meanConfidence", h.ocrConfidence}};
    return j;
}

nlohmann::json LibraryVectorsCli::channelsJson(const store::LibraryHit& hit)
{
    nlohmann::json ranks = nlohmann::json::object();
    for (size_t i = 0; i < hit.channelRanks.size(); ++i) {
        const char* name = dense::channelName(static_cast<dense::Channel>(i));
        ranks[name] = hit.fused && hit.channelRanks[i] > 0 ? nlohmann::json(hit.channelRanks[i]) : nullptr;
    }
    return {{"fused", hit.fused}, {"ranks", ranks}, {"fusedScore", hit.fused ? nlohmann::json(hit.score) : nullptr}};
}

QString LibraryVectorsCli::channelsText(const store::LibraryHit& hit)
{
    if (!hit.fused)
        return {};
    QStringList parts;
    for (size_t i = 0; i < hit.channelRanks.size(); ++i) {
        if (hit.channelRanks[i] > 0)
            parts << QStringLiteral("%1 #%2")
                         .arg(QLatin1String(dense::channelName(static_cast<dense::Channel>(i))))
                         .arg(hit.channelRanks[i]);
    }
    return parts.join(QStringLiteral(", "));
}

bool LibraryVectorsCli::parseDense(const QString& value, bool fallback, bool* out)
{
    const QString v = value.trimmed().toLower();
    if (v.isEmpty()) {
        *out = fallback;
        return true;
    }
    if (v == QLatin1String("on") || v == QLatin1String("off")) {
        *out = v == QLatin1String("on");
        return true;
    }
    CliSupport::fail(ExitUsage, tr("--dense takes on or off, not \"%1\".").arg(value));
    return false;
}

} // namespace lmars::cli
