// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunBuilder.h"

#include "llm/ChatModel.h"
#include "model/ModePolicy.h"
#include "net/HttpClient.h"
#include "research/EvidenceArchive.h"
#include "research/RecordingPageFetcher.h"
#include "research/ResearchLog.h"
#include "research/SessionRecorder.h"
#include "research/SourceFactory.h"
#include "search/PageReader.h"
#include "verify/AuthorityClassifier.h"
#include "verify/CitationCheckerFactory.h"
#include "verify/Citator.h"
#include "verify/OfflineCitationChecker.h"

#include <algorithm>

namespace lmars::research {

BuiltRun::BuiltRun() = default;
BuiltRun::~BuiltRun() = default;
BuiltRun::BuiltRun(BuiltRun&&) noexcept = default;
BuiltRun& BuiltRun::operator=(BuiltRun&&) noexcept = default;

QString BuiltRun::save() const
{
    if (!recorder || !run)
        return {};
    recorder->save(run->state());
    return recorder->lastError();
}

RunBuilder::RunBuilder(settings::AppConfig config, QList<model::SourceChoice> requestedSources,
                       std::shared_ptr<EvidenceArchive> archive, std::shared_ptr<net::HttpClient> http)
    : m_config(std::move(config)), m_requested(std::move(requestedSources)), m_archive(std::move(archive)),
      m_http(http ? std::move(http) : std::make_shared<net::HttpClient>())
{}

RunBuilder::~RunBuilder() = default;

bool RunBuilder::replaying() const
{
    return m_archive && m_archive->mode() == EvidenceArchive::Mode::Replay;
}

Result<void> RunBuilder::prepare()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_prepared)
        return m_preparation;
    m_prepared = true;
    if (replaying()) {
        // A replay serves the recorded sources alone: no key is needed and nothing leaves the machine.
        if (auto check = m_archive->replaySources(m_requested, nullptr); !check)
            m_preparation = check.error();
        return m_preparation;
    }
    auto sources = SourceFactory::create(m_config, m_requested, &m_notes, m_audience);
    if (sources)
        m_sources = sources.value();
    else
        m_preparation = sources.error();
    return m_preparation;
}

QStringList RunBuilder::notes() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_notes;
}

Result<void> RunBuilder::checkModel(const settings::AppConfig& config, model::ResearchMode mode)
{
    if (!model::ModePolicy::needsModel(mode))
        return {};
    if (const QString missing = config.missingLlmConfiguration(); !missing.isEmpty())
        return Error(ErrorKind::Configuration, missing);
    return {};
}

std::unique_ptr<verify::CitationChecker> RunBuilder::citationChecker() const
{
    // A replay sends nothing anywhere: the offline checks only.
    if (replaying())
        return std::make_unique<verify::OfflineCitationChecker>();
    // Cases go to CourtListener's citation lookup when a token is configured; statutes,
    // regulations and executive orders go to the official sources only when the user's run
    // reaches them anyway (one of them is among its sources).
    verify::NetworkCheckerConfig config = verify::CitationCheckerFactory::networkConfig(m_config);
    config.official.enabled = std::any_of(m_requested.cbegin(), m_requested.cend(), [](model::SourceChoice c) {
        return c == model::SourceChoice::FederalRegister || c == model::SourceChoice::Ecfr ||
               c == model::SourceChoice::UsCode;
    });
    return std::make_unique<verify::NetworkCitationChecker>(config,
                                                            verify::CitationCheckerFactory::openCache(m_config));
}

std::unique_ptr<verify::CitationChecker> RunBuilder::continuationChecker(const settings::AppConfig& config,
                                                                         const model::ResearchState& saved)
{
    verify::NetworkCheckerConfig checks = verify::CitationCheckerFactory::networkConfig(config);
    const QStringList& used = saved.settings.sources;
    checks.official.enabled = std::any_of(used.cbegin(), used.cend(), [](const QString& name) {
        return name == QLatin1String("federalregister") || name == QLatin1String("ecfr") ||
               name == QLatin1String("uscode") || name == QLatin1String("official");
    });
    return std::make_unique<verify::NetworkCitationChecker>(checks, verify::CitationCheckerFactory::openCache(config));
}

Result<BuiltRun> RunBuilder::build(const QString& question, const ResearchOptions& options,
                                   FollowUpResponder* responder)
{
    if (auto usable = checkModel(m_config, options.mode); !usable)
        return usable.error();
    if (auto prepared = prepare(); !prepared)
        return prepared.error();
    // The court the research is for (issue 27): kept by its courts-db id, so the verify stage and a
    // reopened session read the same court whatever name the user gave; a name of no court is refused.
    QString forumId;
    if (!options.forum.trimmed().isEmpty()) {
        QString unknown;
        const verify::AuthorityClassifier forum = verify::AuthorityClassifier::forForum(options.forum, {}, &unknown);
        if (!unknown.isEmpty())
            return Error(ErrorKind::Usage, unknown);
        forumId = forum.forum().id;
    }

    BuiltRun built;
    built.misses = std::make_shared<EvidenceMisses>();
    using Sources = QList<std::shared_ptr<search::SearchSource>>;
    Result<Sources> sources =
        replaying() ? m_archive->replaySources(m_requested, built.misses) : Result<Sources>(m_sources);
    if (!sources)
        return sources.error();
    if (m_archive && !replaying())
        sources = m_archive->wrap(sources.value(), built.misses);

    if (model::ModePolicy::needsModel(options.mode))
        built.model = llm::ChatModel::create(m_config.llm, m_http);
    built.run = std::make_unique<ResearchRun>(question, options, built.model, sources.value());
    if (!forumId.isEmpty())
        built.run->state().settings.forum = forumId;
    if (options.verify && model::ModePolicy::writesAnswer(options.mode)) {
        built.run->setCitationChecker(citationChecker());
        // The citator reads the citing opinions of cases the lookup verified: with the lookup's token only.
        const verify::CitatorConfig citator = verify::CitationCheckerFactory::citatorConfig(m_config);
        if (options.laterTreatment && !replaying() && !citator.lookup.token.isEmpty())
            built.run->setCitator(
                std::make_unique<verify::Citator>(citator, verify::CitationCheckerFactory::openCache(m_config)));
    }
    if (model::ModePolicy::searchesInRounds(options.mode)) {
        if (!m_config.judgeModel.isEmpty() && m_config.judgeModel != m_config.llm.model) {
            llm::LlmConfig judgeConfig = m_config.llm;
            judgeConfig.model = m_config.judgeModel;
            built.judgeModel = llm::ChatModel::create(judgeConfig, m_http);
            built.run->setJudgeModel(built.judgeModel);
        }
        built.run->setFollowUpResponder(responder);
        std::shared_ptr<search::PageFetcher> reader;
        if (!replaying())
            reader = std::make_shared<search::PageReader>();
        if (m_archive)
            reader = std::make_shared<RecordingPageFetcher>(reader, m_archive, built.misses);
        built.run->setPageReader(reader);
    }
    if (m_sessions) {
        built.recorder = std::make_unique<SessionRecorder>(*m_sessions);
        built.run->addObserver(built.recorder.get());
    }
    qCDebug(lcResearch) << "built run" << built.run->state().id << "mode" << model::modeName(options.mode)
                        << (m_archive ? (replaying() ? "replaying" : "recording") : "live");
    return built;
}

Result<BuiltRun> RunBuilder::buildContinuation(model::ResearchState saved)
{
    if (auto usable = checkModel(m_config, model::ResearchMode::Simple); !usable)
        return usable.error();
    ResearchOptions options;
    options.mode = saved.mode;
    options.askFollowUps = false;
    options.verify = m_config.verify;
    BuiltRun built;
    built.misses = std::make_shared<EvidenceMisses>();
    built.model = llm::ChatModel::create(m_config.llm, m_http);
    built.run = std::make_unique<ResearchRun>(saved.question, options, built.model,
                                              QList<std::shared_ptr<search::SearchSource>>());
    built.run->setCitationChecker(continuationChecker(m_config, saved));
    built.run->restore(std::move(saved));
    if (m_sessions) {
        built.recorder = std::make_unique<SessionRecorder>(*m_sessions);
        built.recorder->attachToSaved();
        built.run->addObserver(built.recorder.get());
    }
    qCDebug(lcResearch) << "built the continuation of" << built.run->state().id << "with" << m_config.llm.model;
    return built;
}

QString RunBuilder::errorHint(const Error& error, const model::ResearchState& state, const settings::AppConfig& config,
                              Audience audience)
{
    // Nothing was configured, so the built-in local Ollama was tried, and no call got through.
    if (!model::ModePolicy::needsModel(state.mode) || config.llmProviderOrigin != settings::ValueOrigin::Default ||
        error.kind != ErrorKind::Network || state.usage.promptTokens != 0)
        return {};
    if (audience == Audience::CommandLine)
        return tr("hint: no model is configured, so L-MARS tried a local Ollama at %1. Start Ollama "
                  "(\"ollama serve\", then \"ollama pull %2\"), or configure a hosted model with "
                  "OPENAI_API_KEY, ANTHROPIC_API_KEY or LMARS_LLM_PROVIDER (see README).")
            .arg(config.llm.baseUrl.toString(), config.llm.model);
    return tr("No model is configured, so L-MARS tried a local Ollama at %1. Start "
              "Ollama (\"ollama serve\", then \"ollama pull %2\"), or choose a "
              "model in Settings.")
        .arg(config.llm.baseUrl.toString(), config.llm.model);
}

} // namespace lmars::research
