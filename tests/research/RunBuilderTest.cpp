// SPDX-License-Identifier: GPL-3.0-or-later
// RunBuilder, the one place a run is assembled: the judge model override, record/replay through an
// evidence archive (searches and pages), configuration errors and notes, and the error hints — against
// one scripted server on 127.0.0.1 (tests/scenarios/run_multi_openai.json).
#include "research/RunBuilder.h"
#include "ScriptedServer.h"
#include "common/JsonUtil.h"
#include "llm/ChatModel.h"
#include "research/EvidenceArchive.h"
#include "settings/AppConfig.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using Json = nlohmann::json;

namespace {

/// Answers the first clarifying question, leaves the others unanswered.
class Answers final : public research::FollowUpResponder
{
public:
    QStringList answer(const QList<model::FollowUp>& questions, const CancelToken&) override
    {
        asked += int(questions.size());
        return {QStringLiteral("California")};
    }
    int asked = 0;
};

const QString kQuestion = QStringLiteral("My landlord kept my deposit. What can I do?");

/// Requests that went to a search source or a page (anything but the model).
int evidenceRequests(const test::ScriptedServer& server)
{
    int n = 0;
    for (const auto& r : server.requests())
        n += r.path.startsWith(QLatin1String("/v1/")) ? 0 : 1;
    return n;
}

QStringList sourceUrls(const model::ResearchState& state)
{
    QStringList urls;
    for (const auto& s : state.sources)
        urls << s.url;
    return urls;
}

} // namespace

class RunBuilderTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::ScriptedServer> m_server;

    /// A fresh scripted server; the configuration points the model, Serper and CourtListener at it.
    settings::AppConfig startServer()
    {
        m_server = std::make_unique<test::ScriptedServer>();
        if (!m_server->loadScenarioFile(QStringLiteral("run_multi_openai.json")) || !m_server->start())
            qWarning("the scripted server did not start");
        const QString base = m_server->baseUrl().toString();
        settings::AppConfig config = settings::AppConfig::load({}, {});
        config.llm.provider = llm::Provider::OpenAiCompatible;
        config.llm.baseUrl = QUrl(base + QStringLiteral("/v1"));
        config.llm.model = QStringLiteral("gpt-4o-mini");
        config.llm.apiKey = QStringLiteral("sk-test");
        config.llmProviderOrigin = settings::ValueOrigin::Environment;
        config.serperApiKey = QStringLiteral("serper-test");
        config.serperUrl = QUrl(base);
        config.courtListenerUrl = QUrl(base);
        config.dataDir = m_dir.filePath(QStringLiteral("data"));
        return config;
    }

    static research::ResearchOptions multi()
    {
        research::ResearchOptions options;
        options.mode = model::ResearchMode::MultiTurn;
        return options;
    }

private Q_SLOTS:
    void judgeModelOverride()
    {
        settings::AppConfig config = startServer();
        config.judgeModel = QStringLiteral("judge-large");
        research::RunBuilder builder(config, {});
        Answers answers;
        auto built = builder.build(kQuestion, multi(), &answers);
        QVERIFY2(built.ok(), qPrintable(built.ok() ? QString() : built.error().toString()));
        QVERIFY(built->model && built->judgeModel);
        QCOMPARE(built->model->config().model, QStringLiteral("gpt-4o-mini"));
        QCOMPARE(built->judgeModel->config().model, QStringLiteral("judge-large"));
        QCOMPARE(built->run->state().settings.judgeModel, QStringLiteral("judge-large"));
        QVERIFY(built->run->run(CancelToken()).ok());
        QVERIFY(answers.asked > 0); // the responder was set

        // Only the judgments (and the verification's claim check) went to the judge model; the page
        // reader read pages.
        int judgments = 0;
        for (const auto& r : m_server->requestsTo(QStringLiteral("/v1/chat/completions"))) {
            const bool judgment = r.body.contains("\"name\":\"judgment\"");
            const bool judgeCall = judgment || r.body.contains("\"name\":\"claim_support\"");
            judgments += judgment ? 1 : 0;
            QVERIFY2(r.body.contains(judgeCall ? "\"model\":\"judge-large\"" : "\"model\":\"gpt-4o-mini\""),
                     r.body.left(200).constData());
        }
        QCOMPARE(judgments, 3);
        QVERIFY(!m_server->requestsTo(QStringLiteral("/pages/statute.html")).isEmpty());

        // No separate judge in simple mode, nor when it is the main model.
        research::ResearchOptions simple;
        auto plain = builder.build(kQuestion, simple, nullptr);
        QVERIFY(plain.ok() && plain->model && !plain->judgeModel);
        QVERIFY(plain->run->state().settings.judgeModel.isEmpty());
        config.judgeModel = config.llm.model;
        research::RunBuilder same(config, {});
        auto sameJudge = same.build(kQuestion, multi(), nullptr);
        QVERIFY(sameJudge.ok() && !sameJudge->judgeModel);
        // Evidence mode has no model at all.
        research::ResearchOptions evidence;
        evidence.mode = model::ResearchMode::Evidence;
        auto noModel = same.build(kQuestion, evidence, nullptr);
        QVERIFY(noModel.ok() && !noModel->model);
    }

    void recordThenReplayServesEverySearchAndPage()
    {
        const QString dir = m_dir.filePath(QStringLiteral("archive"));
        model::ResearchState recorded;
        {
            auto archive = research::EvidenceArchive::open(dir, research::EvidenceArchive::Mode::Record);
            QVERIFY(archive.ok());
            research::RunBuilder builder(startServer(), {}, archive.value());
            QVERIFY(!builder.replaying());
            Answers answers;
            auto built = builder.build(kQuestion, multi(), &answers);
            QVERIFY(built.ok());
            QVERIFY(built->run->run(CancelToken()).ok());
            recorded = built->run->state();
            QVERIFY(built->misses->list().isEmpty());
            QVERIFY(archive.value()->storedSearches() > 0);
            QVERIFY(archive.value()->storedPages() > 0); // the page reader was wrapped too
            QVERIFY(evidenceRequests(*m_server) > 0);
        }

        // A new server: the replay takes every search and page from the archive, only the model is asked.
        auto archive = research::EvidenceArchive::open(dir, research::EvidenceArchive::Mode::Replay);
        QVERIFY(archive.ok());
        settings::AppConfig config = startServer();
        config.serperApiKey.clear(); // a replay needs no search key
        research::RunBuilder builder(config, {}, archive.value());
        QVERIFY(builder.replaying());
        QVERIFY(builder.prepare().ok());
        Answers answers;
        auto built = builder.build(kQuestion, multi(), &answers);
        QVERIFY(built.ok());
        QVERIFY(built->run->run(CancelToken()).ok());
        QCOMPARE(evidenceRequests(*m_server), 0);
        QVERIFY(built->misses->list().isEmpty());
        QCOMPARE(sourceUrls(built->run->state()), sourceUrls(recorded));
        QCOMPARE(built->run->state().sources.at(0).content, recorded.sources.at(0).content);

        // A search that was never recorded is a miss of that run alone.
        research::ResearchOptions evidence;
        evidence.mode = model::ResearchMode::Evidence;
        auto other = builder.build(QStringLiteral("A question never recorded"), evidence, nullptr);
        QVERIFY(other.ok());
        QVERIFY(!other->run->run(CancelToken()).ok()); // every search missed: no evidence at all
        QVERIFY(!other->misses->list().isEmpty());
        QVERIFY(built->misses->list().isEmpty());
        QCOMPARE(evidenceRequests(*m_server), 0);
    }

    void configurationErrorsNameWhatToSet()
    {
        settings::AppConfig config = startServer();
        config.llm.provider = llm::Provider::Anthropic;
        config.llm.apiKey.clear();
        research::RunBuilder builder(config, {model::SourceChoice::CaseLaw});
        auto built = builder.build(kQuestion, research::ResearchOptions(), nullptr);
        QVERIFY(!built.ok());
        QCOMPARE(built.error().kind, ErrorKind::Configuration);
        QCOMPARE(built.error().summary, config.missingLlmConfiguration());
        QVERIFY(built.error().summary.contains(QStringLiteral("ANTHROPIC_API_KEY")));
        QVERIFY(!research::RunBuilder::checkModel(config, lmars::model::ResearchMode::MultiTurn).ok());
        QVERIFY(research::RunBuilder::checkModel(config, lmars::model::ResearchMode::Evidence).ok());
        research::ResearchOptions evidence;
        evidence.mode = model::ResearchMode::Evidence;
        QVERIFY(builder.build(kQuestion, evidence, nullptr).ok()); // evidence needs no model

        // A source asked for without its configuration; a default one is skipped with a note.
        config = startServer();
        config.serperApiKey.clear();
        research::RunBuilder web(config, {model::SourceChoice::Web});
        const auto prepared = web.prepare();
        QVERIFY(!prepared.ok());
        QCOMPARE(prepared.error().kind, ErrorKind::Configuration);
        QVERIFY(prepared.error().summary.contains(QStringLiteral("SERPER_API_KEY")));
        QVERIFY(!web.build(kQuestion, evidence, nullptr).ok());
        research::RunBuilder defaults(config, {});
        QVERIFY(defaults.prepare().ok());
        QVERIFY2(defaults.notes().join(QLatin1Char(' ')).contains(QStringLiteral("Web search is off")),
                 qPrintable(defaults.notes().join(QLatin1Char(' '))));
        QCOMPARE(evidenceRequests(*m_server), 0);
    }

    void ollamaHintOnlyWhenNothingWasConfigured()
    {
        settings::AppConfig config = settings::AppConfig::load({}, {});
        config.llm.provider = llm::Provider::Ollama;
        config.llm.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        config.llm.model = QStringLiteral("llama3.1");
        config.llmProviderOrigin = settings::ValueOrigin::Default;
        model::ResearchState state;
        state.mode = model::ResearchMode::Simple;
        const Error refused(ErrorKind::Network, QStringLiteral("Could not connect to 127.0.0.1:9."));
        using A = research::RunBuilder::Audience;

        const QString cli = research::RunBuilder::errorHint(refused, state, config, A::CommandLine);
        QVERIFY2(cli.startsWith(QStringLiteral("hint: no model is configured, so L-MARS tried a local Ollama at "
                                               "http://127.0.0.1:9.")),
                 qPrintable(cli));
        QVERIFY(cli.contains(QStringLiteral("\"ollama pull llama3.1\"")));
        QVERIFY(cli.contains(QStringLiteral("OPENAI_API_KEY")));
        const QString desktop = research::RunBuilder::errorHint(refused, state, config, A::Desktop);
        QVERIFY(desktop.startsWith(QStringLiteral("No model is configured, so L-MARS tried a local Ollama")));
        QVERIFY(desktop.endsWith(QStringLiteral("or choose a model in Settings.")));

        // Not when a provider was chosen, a call got through, the error is another, or no model was needed.
        config.llmProviderOrigin = settings::ValueOrigin::Environment;
        QVERIFY(research::RunBuilder::errorHint(refused, state, config, A::CommandLine).isEmpty());
        config.llmProviderOrigin = settings::ValueOrigin::Default;
        state.usage.promptTokens = 10;
        QVERIFY(research::RunBuilder::errorHint(refused, state, config, A::Desktop).isEmpty());
        state.usage.promptTokens = 0;
        QVERIFY(
            research::RunBuilder::errorHint(Error(ErrorKind::Http, QStringLiteral("500")), state, config, A::Desktop)
                .isEmpty());
        state.mode = model::ResearchMode::Evidence;
        QVERIFY(research::RunBuilder::errorHint(refused, state, config, A::Desktop).isEmpty());
    }
};

QTEST_GUILESS_MAIN(RunBuilderTest)
#include "RunBuilderTest.moc"
