// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "model/Domain.h"
#include "research/ResearchRun.h"
#include "research/SourceFactory.h"
#include "settings/AppConfig.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <memory>
#include <mutex>

namespace lmars::net {
class HttpClient;
}
namespace lmars::llm {
class ChatModel;
}
namespace lmars::search {
class SearchSource;
}

namespace lmars::verify {
class CitationChecker;
}
namespace lmars::store {
class SessionArchive;
}

namespace lmars::research {

class EvidenceArchive;
struct EvidenceMisses;
class SessionRecorder;

/// A run ready to start, and what its caller may need besides the run.
struct BuiltRun
{
    BuiltRun();
    ~BuiltRun();
    BuiltRun(BuiltRun&&) noexcept;
    BuiltRun& operator=(BuiltRun&&) noexcept;

    /// Writes the run into the session archive (RunBuilder::recordInto()); null without one. Declared
    /// before the run, so that the run, which holds it as an observer, goes first.
    std::unique_ptr<SessionRecorder> recorder;
    std::unique_ptr<ResearchRun> run;
    std::shared_ptr<llm::ChatModel> model;      ///< the run's model; null in evidence mode
    std::shared_ptr<llm::ChatModel> judgeModel; ///< multi-turn with a separate judge model; else null
    std::shared_ptr<EvidenceMisses> misses;     ///< requests this run's replay could not serve (never null)

    /// Saves the run's state as it is now into its session (after the run returned), and returns the
    /// first storage error of the whole run, or empty (also when nothing is recorded).
    QString save() const;
};

/**
 * The one place a research run is assembled, for the desktop worker, `lmars-cli ask` and the
 * evaluation runner alike: the model from the resolved configuration, a separate judge model
 * (multi-turn), the page reader (multi-turn), the search sources (SourceFactory, or the archive's
 * manifest when replaying) and, with an evidence archive, every search and page recorded or
 * replayed through it. The callers differ only in their threads and observers.
 *
 * The sources are created once per builder (prepare()) and shared by every run it builds, so an
 * evaluation's questions use the same ones; build() is thread-safe. With recordInto(), every run it
 * builds (a new one or the continuation of a saved answer) is written into the session archive as it
 * happens.
 */
class RunBuilder final
{
    Q_DECLARE_TR_FUNCTIONS(RunBuilder)

public:
    /// Who reads an error hint: the desktop application or the command line.
    using Audience = SourceFactory::Audience;

    /// requestedSources: the sources for SourceFactory::create (empty = every configured one), or for
    /// a replay the recorded sources of those types to serve. archive: record or replay through it (null: live).
    /// http: the client the models share (null: one of the builder's own).
    RunBuilder(settings::AppConfig config, QList<model::SourceChoice> requestedSources,
               std::shared_ptr<EvidenceArchive> archive = {}, std::shared_ptr<net::HttpClient> http = {});
    ~RunBuilder();
    RunBuilder(const RunBuilder&) = delete;
    RunBuilder& operator=(const RunBuilder&) = delete;

    const settings::AppConfig& config() const { return m_config; }
    bool replaying() const;

    /// Creates the live sources (notes() then names the default sources that were skipped), or checks
    /// that the replay's manifest can serve the requested ones. Runs once; later calls return the
    /// first outcome. A source that is asked for but not configured is a Configuration error.
    Result<void> prepare();
    QStringList notes() const;
    /// Who reads notes(): the window names the Settings field where the command line names the
    /// environment variable. Call before prepare(); the command line by default.
    void setAudience(Audience audience) { m_audience = audience; }

    /// A run of question with options, its clarifying questions answered by responder (may be null).
    /// A Configuration error names what is missing when the mode needs a model that cannot be called.
    Result<BuiltRun> build(const QString& question, const ResearchOptions& options, FollowUpResponder* responder);

    /// A run that continues the saved answer (a cut-off or interrupted one; ResearchRun::continueAnswer()):
    /// only the summary agent works again, with the model of this builder's configuration and no
    /// sources; its citations are checked with the reach of the run that wrote it
    /// (continuationChecker()). Recorded, it is written into the saved session, not a new one.
    /// A Configuration error names what is missing when no model can be called.
    Result<BuiltRun> buildContinuation(model::ResearchState saved);

    /// Every run built from now on is written into archive as it happens (a SessionRecorder, BuiltRun::recorder).
    /// The archive must outlive the runs; null stops recording.
    void recordInto(store::SessionArchive* archive) { m_sessions = archive; }

    /// A Configuration error with the message naming what to set when mode needs a model and none can
    /// be called; success otherwise (and always in evidence mode).
    static Result<void> checkModel(const settings::AppConfig& config, model::ResearchMode mode);

    /// A hint for a run that ended with error, or empty: nothing was configured, so the built-in local
    /// Ollama was tried and could not be reached.
    static QString errorHint(const Error& error, const model::ResearchState& state, const settings::AppConfig& config,
                             Audience audience);

private:
    /// The citation checker for continuing a saved answer: the same reach as the run that wrote it
    /// (official sources only when its sources included one of them).
    static std::unique_ptr<verify::CitationChecker> continuationChecker(const settings::AppConfig& config,
                                                                        const model::ResearchState& saved);
    /// The citation checker of a run: the network checker (see the .cpp for what it reaches), or
    /// the offline checks when replaying.
    std::unique_ptr<verify::CitationChecker> citationChecker() const;

    settings::AppConfig m_config;
    QList<model::SourceChoice> m_requested;
    std::shared_ptr<EvidenceArchive> m_archive;
    std::shared_ptr<net::HttpClient> m_http;
    store::SessionArchive* m_sessions = nullptr;

    mutable std::mutex m_mutex;
    bool m_prepared = false;
    Result<void> m_preparation;
    QList<std::shared_ptr<search::SearchSource>> m_sources;
    QStringList m_notes;
    Audience m_audience = Audience::CommandLine;
};

} // namespace lmars::research
