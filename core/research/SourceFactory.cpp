// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceFactory.h"

#include "library/BackendSettings.h"
#include "library/LibraryPaths.h"
#include "library/LocalLibrarySource.h"
#include "search/CourtListenerSource.h"
#include "search/EcfrSource.h"
#include "search/FederalRegisterSource.h"
#include "search/SearxngSource.h"
#include "search/SerperSource.h"
#include "search/UsCodeSource.h"
#include "settings/AppConfig.h"

#include <QFileInfo>

#include <algorithm>

namespace lmars::research {

Result<QList<model::SourceChoice>> SourceFactory::parseChoices(const QStringList& names)
{
    QList<model::SourceChoice> choices;
    QString unknown;
    if (!model::parseSourceChoices(names, &choices, &unknown))
        return Error(ErrorKind::Usage,
                     tr("Unknown source \"%1\". Known sources: %2.")
                         .arg(unknown, model::sourceChoiceNames(model::allSourceChoices()).join(QStringLiteral(", "))));
    return choices;
}

Result<QList<std::shared_ptr<search::SearchSource>>> SourceFactory::create(const settings::AppConfig& config,
                                                                           const QList<model::SourceChoice>& requested,
                                                                           QStringList* notes, Audience audience)
{
    using model::SourceChoice;
    const bool explicitChoice = !requested.isEmpty();
    // "--sources all" asks for every source; the web and the library then join only when configured.
    const QList<SourceChoice> every = model::everySourceChoice();
    const bool everySource = explicitChoice && std::all_of(every.cbegin(), every.cend(),
                                                           [&](SourceChoice c) { return requested.contains(c); });
    QList<std::shared_ptr<search::SearchSource>> sources;

    // One web source at most: Searxng forces SearXNG; Web (or the default) is Serper when its
    // key is set, else SearXNG when its URL is set.
    const auto makeSearxng = [&config] {
        search::SearxngConfig searxng;
        searxng.baseUrl = config.searxngUrl;
        return std::make_shared<search::SearxngSource>(searxng);
    };
    if (requested.contains(SourceChoice::Searxng)) {
        if (config.searxngUrl.isEmpty())
            return Error(ErrorKind::Configuration,
                         tr("SearXNG search needs the instance's URL: set LMARS_SEARXNG_URL (environment or .env), "
                            "for example http://localhost:8080."));
        sources.append(makeSearxng());
    } else if (!explicitChoice || requested.contains(SourceChoice::Web)) {
        const model::WebBackend backend = config.webSearchBackend();
        if (backend == model::WebBackend::Serper) {
            search::SerperConfig serper;
            serper.url = config.serperUrl;
            serper.apiKey = config.serperApiKey;
            sources.append(std::make_shared<search::SerperSource>(serper));
            if (!config.searxngUrl.isEmpty() && notes)
                *notes << tr("Web search uses Serper because SERPER_API_KEY is set; the SearXNG instance at %1 is "
                             "not used (ask for it with --sources searxng).")
                              .arg(config.searxngUrl.toDisplayString());
        } else if (backend == model::WebBackend::Searxng) {
            sources.append(makeSearxng());
        } else {
            const QString message = tr("Web search needs a Serper API key or a SearXNG instance: set SERPER_API_KEY "
                                       "or LMARS_SEARXNG_URL (environment or .env).");
            if (explicitChoice && !everySource)
                return Error(ErrorKind::Configuration, message);
            if (notes)
                *notes << tr("Web search is off. %1").arg(message);
        }
    }
    if (!explicitChoice || requested.contains(SourceChoice::CaseLaw)) {
        search::CourtListenerConfig cl;
        cl.baseUrl = config.courtListenerUrl;
        cl.token = config.courtListenerToken;
        if (cl.token.isEmpty() && notes)
            *notes << (audience == Audience::Desktop
                           ? tr("Case law searches CourtListener anonymously (100 requests a day); add a "
                                "CourtListener token in Settings → Search for more.")
                           : tr("Case law searches CourtListener anonymously (100 requests a day); set "
                                "COURTLISTENER_API_TOKEN for more."));
        sources.append(std::make_shared<search::CourtListenerSource>(cl));
    }
    // The user's own documents: when asked for, or by default once a library has been indexed (or
    // a firm server is configured: its library is searched even while it cannot be reached, so that
    // the run reports why instead of leaving the library out silently).
    const store::BackendConfig backend = library::BackendSettings::fromConfig(config);
    const bool onServer = !backend.serverUrl.isEmpty();
    const bool haveLibrary = onServer || QFileInfo::exists(backend.libraryPath);
    if (requested.contains(SourceChoice::Local) || (!explicitChoice && haveLibrary)) {
        if (!haveLibrary && everySource) {
            if (notes)
                *notes << tr("Your document library is empty, so it is not searched.");
        } else if (!haveLibrary) {
            return Error(ErrorKind::Configuration, tr("Your document library is empty: add documents with "
                                                      "\"lmars-cli library add PATH\" first."));
        } else {
            store::LibraryQuery defaults; // the dense channel and fusion as the settings say
            library::BackendSettings::applyDense(config, defaults);
            sources.append(std::make_shared<library::LocalLibrarySource>(
                [backend]() -> Result<std::unique_ptr<store::LibraryBackend>> {
                    if (backend.serverUrl.isEmpty() && !QFileInfo::exists(backend.libraryPath))
                        return Error(ErrorKind::Configuration,
                                     tr("The document library has not been indexed yet (run 'lmars-cli library "
                                        "index')."));
                    return store::Backends::openLibrary(backend);
                },
                5, defaults));
        }
    }
    // Primary law from official, keyless APIs: only when asked for (or "all").
    if (requested.contains(SourceChoice::FederalRegister)) {
        search::FederalRegisterConfig fr;
        fr.baseUrl = config.federalRegisterUrl;
        sources.append(std::make_shared<search::FederalRegisterSource>(fr));
    }
    if (requested.contains(SourceChoice::Ecfr)) {
        search::EcfrConfig ecfr;
        ecfr.baseUrl = config.ecfrUrl;
        sources.append(std::make_shared<search::EcfrSource>(ecfr));
    }
    if (requested.contains(SourceChoice::UsCode)) {
        search::UsCodeSourceConfig usc;
        usc.client.linkServiceUrl = config.govinfoUrl;
        usc.apiUrl = config.govinfoApiUrl;
        usc.apiKey = config.govinfoApiKey;
        if (usc.apiKey.isEmpty() && notes)
            *notes << tr("The U.S. Code is read by citation (for example \"42 U.S.C. § 1983\"); set GOVINFO_API_KEY "
                         "to search it by words.");
        sources.append(std::make_shared<search::UsCodeSource>(usc));
    }
    if (sources.isEmpty())
        return Error(ErrorKind::Configuration,
                     tr("No search source is available: set SERPER_API_KEY or "
                        "LMARS_SEARXNG_URL for web search, or include caselaw in --sources."));
    return sources;
}

} // namespace lmars::research
