// SPDX-License-Identifier: GPL-3.0-or-later
#include "SettingsTable.h"

#include "llm/LlmConfig.h"
#include "model/Domain.h"

#include <algorithm>

namespace lmars::settings {

namespace {

using Key = Settings::Key;

/// In the settings file and the environment; read by both front ends through AppConfig.
SettingDescriptor shared(Key key, const char* name, const char* variable, const char* description,
                         const char* defaultNote = "", const QVariant& defaultValue = QString())
{
    SettingDescriptor d;
    d.key = key;
    d.settingsName = QLatin1String(name);
    d.variable = QLatin1String(variable);
    d.defaultValue = defaultValue;
    d.description = QString::fromUtf8(description);
    d.defaultNote = QString::fromUtf8(defaultNote);
    return d;
}

/// An API key: the SecretStore or the environment only, never the settings file.
SettingDescriptor secret(Key key, SettingStorage storage, const char* variable, const char* description,
                         const char* defaultNote)
{
    SettingDescriptor d = shared(key, "", variable, description, defaultNote);
    d.settingsName.clear();
    d.storage = storage;
    d.secret = true;
    return d;
}

/// Set in the environment or .env only.
SettingDescriptor environmentOnly(Key key, const char* variable, const char* description, const QVariant& value)
{
    SettingDescriptor d = shared(key, "", variable, description, "", value);
    d.settingsName.clear();
    d.storage = SettingStorage::Environment;
    return d;
}

/// A setting of the desktop application alone: no environment variable.
SettingDescriptor guiOnly(Key key, const char* name, const char* description, const QVariant& value)
{
    SettingDescriptor d = shared(key, name, "", description, "", value);
    d.variable.clear();
    d.frontEnds = FrontEnds::Gui;
    return d;
}

/// Written by the program from what it learned; read by both front ends, set by no one.
SettingDescriptor learned(Key key, const char* name, const char* description)
{
    SettingDescriptor d = shared(key, name, "", description);
    d.variable.clear();
    return d;
}

QList<SettingDescriptor> makeTable()
{
    const QStringList sources =
        model::sourceChoiceNames({model::SourceChoice::Web, model::SourceChoice::CaseLaw, model::SourceChoice::Local});
    return {
        shared(Key::LlmProvider, "llm/provider", "LMARS_LLM_PROVIDER",
               "`openai` (any OpenAI-compatible server; also `openrouter`, `vllm`, `llamacpp`), `azure` (Azure "
               "OpenAI), `gemini` (Gemini's OpenAI-compatible endpoint), `lmstudio`, `anthropic` or `ollama`; any "
               "other name is refused",
               "`openai` if an OpenAI/L-MARS key is set, else `anthropic` if `ANTHROPIC_API_KEY` is set, else "
               "`ollama`"),
        shared(Key::LlmBaseUrl, "llm/baseUrl", "LMARS_LLM_BASE_URL", "base URL of the model server",
               "`https://api.openai.com/v1`, `https://api.anthropic.com`, `http://localhost:11434`, "
               "`https://generativelanguage.googleapis.com/v1beta/openai/` (gemini), `http://localhost:1234/v1` "
               "(lmstudio); azure: none (the resource's endpoint)"),
        shared(Key::LlmModel, "llm/model", "LMARS_LLM_MODEL", "model name (azure: the deployment's name)",
               "`gpt-4o-mini`, `claude-sonnet-4-5`, `llama3.1`, `gemini-2.5-flash`; azure and lmstudio: none"),
        secret(Key::LlmApiKey, SettingStorage::SecretStore, "LMARS_LLM_API_KEY", "API key of the model server",
               "falls back to `OPENAI_API_KEY` (openai, ollama) / `ANTHROPIC_API_KEY` (anthropic)"),
        secret(Key::OpenAiApiKey, SettingStorage::Environment, "OPENAI_API_KEY", "OpenAI (or OpenAI-compatible) key",
               ""),
        secret(Key::AnthropicApiKey, SettingStorage::Environment, "ANTHROPIC_API_KEY", "Anthropic key", ""),
        shared(Key::JudgeModel, "llm/judgeModel", "LMARS_JUDGE_MODEL",
               "a separate model for the judge agent (same provider)", "the main model"),
        environmentOnly(Key::LlmTimeoutMs, "LMARS_LLM_TIMEOUT_MS", "timeout of one model request", 180000),
        environmentOnly(Key::LlmMaxTokens, "LMARS_LLM_MAX_TOKENS",
                        "output token limit of one model call (a structured reply cut off at it is asked again once "
                        "with twice the limit)",
                        4096),
        shared(Key::AzureApiVersion, "llm/azureApiVersion", "LMARS_AZURE_API_VERSION",
               "`api-version` of Azure OpenAI's deployment URLs (not used by its `/openai/v1/` endpoint)", "",
               QString::fromLatin1(llm::kDefaultAzureApiVersion)),
        shared(Key::LlmPrices, "llm/prices", "LMARS_LLM_PRICES",
               "prices per million tokens by exact model name, as JSON: `{\"gpt-4.1-mini\": {\"input\": 0.4, "
               "\"cachedInput\": 0.1, \"output\": 1.6}}`; the run's statistics, `ask` and `eval report` then show "
               "the cost (Settings → Model edits it)",
               "— (no cost shown)"),
        shared(Key::LlmPriceCurrency, "llm/priceCurrency", "LMARS_PRICE_CURRENCY",
               "currency of the prices: a code (`USD`, `EUR`) or a symbol (`€`)", "", QStringLiteral("USD")),
        shared(Key::EmbeddingProvider, "embedding/provider", "LMARS_EMBEDDING_PROVIDER",
               "the embedding endpoint that makes the library's vectors: `none`, `openai` (any OpenAI-compatible "
               "`/embeddings`; also `vllm`, `llamacpp`), `azure` (Azure OpenAI), `ollama` (`/api/embed`) or "
               "`lmstudio`; any other name is refused; its vectors are kept in `embeddings.sqlite` in the data folder "
               "by endpoint, model and text (never sent twice), and those unused for 180 days, then the least recently "
               "used beyond 1 GiB, are removed when it is opened",
               "`none` (the library's own local dense channel)"),
        shared(Key::EmbeddingBaseUrl, "embedding/baseUrl", "LMARS_EMBEDDING_BASE_URL",
               "base URL of the embedding server (azure: the resource's endpoint)",
               "`https://api.openai.com/v1`, `http://localhost:11434` (ollama), `http://localhost:1234/v1` "
               "(lmstudio); azure: none"),
        shared(Key::EmbeddingModel, "embedding/model", "LMARS_EMBEDDING_MODEL",
               "embedding model (azure: the deployment's name), e.g. `text-embedding-3-small`, `nomic-embed-text`",
               "— (required with a provider)"),
        shared(Key::EmbeddingDimension, "embedding/dimension", "LMARS_EMBEDDING_DIMENSION",
               "vector size asked of the model (`dimensions`; only models that can shorten their vectors)",
               "— (the model's own)"),
        secret(Key::EmbeddingApiKey, SettingStorage::SecretStore, "LMARS_EMBEDDING_API_KEY",
               "API key of the embedding server (kept in the keychain, never in the settings file)",
               "falls back to `OPENAI_API_KEY` (openai)"),
        shared(Key::EmbeddingBatchSize, "embedding/batchSize", "LMARS_EMBEDDING_BATCH_SIZE",
               "texts per embedding request (1–2048)", "", 64),
        shared(Key::EmbeddingConcurrency, "embedding/concurrency", "LMARS_EMBEDDING_CONCURRENCY",
               "embedding requests in flight at once (1–16)", "", 2),
        secret(Key::SerperApiKey, SettingStorage::SecretStore, "SERPER_API_KEY", "Serper key for web search",
               "— (web search off)"),
        shared(Key::SerperUrl, "search/serperUrl", "LMARS_SERPER_URL",
               "Serper endpoint (a base URL gets `/search` appended)", "",
               QStringLiteral("https://google.serper.dev/search")),
        shared(Key::SearxngUrl, "search/searxngUrl", "LMARS_SEARXNG_URL",
               "a SearXNG instance for web search without a Serper key, e.g. `http://localhost:8080` (`/search` is "
               "appended; JSON must be enabled in its `settings.yml`)",
               "— (not used)"),
        secret(Key::CourtListenerToken, SettingStorage::SecretStore, "COURTLISTENER_API_TOKEN",
               "CourtListener API token", "— (anonymous)"),
        shared(Key::CourtListenerUrl, "search/courtListenerUrl", "LMARS_COURTLISTENER_URL", "CourtListener base URL",
               "", QStringLiteral("https://www.courtlistener.com")),
        shared(Key::FederalRegisterUrl, "search/federalRegisterUrl", "LMARS_FEDERAL_REGISTER_URL",
               "Federal Register API base URL (source `fedreg`; no key)", "",
               QStringLiteral("https://www.federalregister.gov")),
        shared(Key::EcfrUrl, "search/ecfrUrl", "LMARS_ECFR_URL",
               "eCFR API base URL (source `ecfr`; no key; not the official legal edition)", "",
               QStringLiteral("https://www.ecfr.gov")),
        shared(Key::GovinfoUrl, "search/govinfoUrl", "LMARS_GOVINFO_URL",
               "GovInfo base URL of the U.S. Code link service (source `uscode`; no key)", "",
               QStringLiteral("https://www.govinfo.gov")),
        shared(Key::GovinfoApiUrl, "search/govinfoApiUrl", "LMARS_GOVINFO_API_URL",
               "GovInfo API base URL (U.S. Code search by words; needs `GOVINFO_API_KEY`)", "",
               QStringLiteral("https://api.govinfo.gov")),
        secret(Key::GovinfoApiKey, SettingStorage::SecretStore, "GOVINFO_API_KEY",
               "api.data.gov key for GovInfo's search (source `uscode` without a citation)",
               "— (the U.S. Code is read by citation only)"),
        shared(Key::DataDir, "storage/dataDir", "LMARS_DATA_DIR",
               "folder of the session database and the library index (and of the library folder, unless set)",
               "`~/.local/share/lmars/lmars`"),
        shared(Key::LibraryFolder, "library/folder", "LMARS_LIBRARY_DIR", "the document library folder",
               "`library` in the data folder you chose, else `~/.local/share/lmars/lmars/library`"),
        shared(Key::LibraryOcr, "library/ocr", "LMARS_OCR",
               "read scanned PDF pages and images (PNG, JPEG, TIFF) in the library by OCR (`false`: they are "
               "refused with \"scanned pages: OCR is off\")",
               "", true),
        shared(Key::LibraryOcrLanguages, "library/ocrLanguages", "LMARS_OCR_LANGUAGES",
               "OCR languages, Tesseract codes joined by `+` (add one by installing `tesseract-ocr-<code>`, e.g. "
               "`tesseract-ocr-fra`, and naming it: `eng+deu+fra`)",
               "", QStringLiteral("eng+deu")),
        shared(
            Key::LibraryDense, "library/dense", "LMARS_LIBRARY_DENSE",
            "library searches also search by meaning (the dense channel: vectors of the library's own LSA model, "
            "built in the background after indexing) and fuse it with the exact tier and BM25 by weighted RRF; "
            "`false`: the exact tier, then BM25, as before (on by the figures in docs/benchmarks.md; the firm server "
            "searches by meaning with a provider's embeddings, `LMARS_EMBEDDING_*`; Settings → Embeddings)",
            "", true),
        shared(Key::LibraryFusionWeights, "library/fusionWeights", "LMARS_LIBRARY_FUSION_WEIGHTS",
               "weights of the fused library search, `exact,dense,bm25` (LegalSearch-R1's; Settings → Embeddings)", "",
               QStringLiteral("3,2,1")),
        shared(Key::LibraryFusionK, "library/fusionK", "LMARS_LIBRARY_FUSION_K",
               "K of the fused library search's reciprocal rank fusion (Settings → Embeddings)", "",
               QStringLiteral("60")),
        shared(Key::LibraryFusionTiered, "library/fusionTiered", "LMARS_LIBRARY_FUSION_TIERED",
               "in a fused library search, passages citing the query's references stay first (the exact tier), the "
               "fused score orders each tier",
               "", true),
        shared(Key::LibraryFusionGated, "library/fusionGated", "LMARS_LIBRARY_FUSION_GATED",
               "a library search whose query cites a reference (article, section, instrument) is ranked as without "
               "fusion; only the others are fused with the dense channel",
               "", true),
        shared(Key::ServerUrl, "server/url", "LMARS_SERVER_URL",
               "the firm's PostgreSQL server, a libpq connection string or URI (`postgresql://host/lmars`), for the "
               "`lmars-cli server` commands",
               "— (the embedded library on this computer)"),
        secret(Key::ServerPassword, SettingStorage::SecretStore, "LMARS_SERVER_PASSWORD",
               "password of your user on the firm server (else `~/.pgpass`)", "— (`~/.pgpass` or none)"),
        shared(Key::ServerReadUrls, "server/readUrls", "LMARS_SERVER_READ_URL",
               "hot standbys of the firm server (PostgreSQL streaming replicas), separated by `;`: searches and the "
               "history list are read there when a standby is reachable and at most 30 s behind, else from the "
               "server; writes and the audit trail always go to the server",
               "— (everything from the server)"),
        shared(Key::ProxyUrl, "network/proxyUrl", "LMARS_PROXY_URL",
               "HTTP(S) proxy for every request the program makes (`http://proxy.firm.example:3128`; `https://` and "
               "`socks5://` too)",
               "— (`https_proxy` / `http_proxy` from the environment)"),
        shared(Key::ProxyUser, "network/proxyUser", "LMARS_PROXY_USER", "user name for the proxy", "— (none)"),
        secret(Key::ProxyPassword, SettingStorage::SecretStore, "LMARS_PROXY_PASSWORD",
               "password for the proxy (kept in the keychain, never in the settings file)", "— (none)"),
        shared(Key::NoProxy, "network/noProxy", "LMARS_NO_PROXY",
               "hosts that bypass the proxy, comma-separated (`localhost,.firm.example,10.0.0.0/8`; `*` = all)",
               "— (`no_proxy` from the environment)"),
        shared(Key::CaBundle, "network/caBundle", "LMARS_CA_BUNDLE",
               "PEM file of CA certificates trusted in addition to the system's (a firm's TLS-inspecting proxy or "
               "private CA); also the firm server's `sslrootcert`",
               "— (the system's CAs)"),

        shared(Key::Verify, "research/verify", "LMARS_VERIFY",
               "check the citations, quotations and cited claims of every answer (`false` turns the checks off; "
               "`lmars-cli ask --no-verify` for one run)",
               "", true),
        guiOnly(Key::DefaultMode, "research/mode", "mode of a new question: simple, multi or evidence",
                model::modeName(model::ResearchMode::MultiTurn)),
        guiOnly(Key::DefaultAnswerFormat, "research/answerFormat", "answer format of a new question: standard or irac",
                model::answerFormatName(model::AnswerFormat::Standard)),
        guiOnly(Key::DefaultIterations, "research/maxIterations", "maximum search-judge iterations of a new question",
                3),
        guiOnly(Key::DefaultPagesToRead, "research/pagesToRead", "pages read in full per iteration of a new question",
                3),
        guiOnly(Key::DefaultSources, "research/sources", "sources of a new question: web, caselaw, local", sources),
        guiOnly(Key::Language, "ui/language", "language of the interface; empty = the system's", QString()),
        guiOnly(Key::ExportCitationFootnotes, "export/citationFootnotes",
                "Word exports: each citation as a footnote instead of an [n] marker (`lmars-cli export --footnotes`)",
                false),
        guiOnly(Key::Theme, "ui/theme", "colour theme: system, light or dark", QStringLiteral("system")),
        guiOnly(Key::WindowGeometry, "ui/geometry", "main window geometry", QByteArray()),
        guiOnly(Key::WindowState, "ui/windowState", "main window toolbars and docks", QByteArray()),
        guiOnly(Key::MainSplitter, "ui/mainSplitter", "sidebar splitter position", QByteArray()),
        guiOnly(Key::CenterSplitter, "ui/centerSplitter", "answer and sources splitter position", QByteArray()),
        guiOnly(Key::FirstRunDismissed, "ui/firstRunDismissed", "the first-run panel was closed", false),
        learned(Key::LlmStructuredFormats, "llm/structuredFormats",
                "the structured-output form (json_schema, json_object, prompt) each model server accepted"),
    };
}

} // namespace

const QList<SettingDescriptor>& SettingsTable::all()
{
    static const QList<SettingDescriptor> table = makeTable();
    return table;
}

const SettingDescriptor& SettingsTable::descriptor(Settings::Key key)
{
    const QList<SettingDescriptor>& table = all();
    const auto it =
        std::find_if(table.cbegin(), table.cend(), [key](const SettingDescriptor& d) { return d.key == key; });
    Q_ASSERT_X(it != table.cend(), "SettingsTable::descriptor", "a Settings::Key without a descriptor");
    static const SettingDescriptor none = [] {
        SettingDescriptor d; // never read from or written to the settings file
        d.storage = SettingStorage::Environment;
        return d;
    }();
    return it != table.cend() ? *it : none;
}

QString SettingsTable::variable(Settings::Key key)
{
    return descriptor(key).variable;
}

QStringList SettingsTable::secretStoreNames()
{
    QStringList names;
    for (const SettingDescriptor& d : all()) {
        if (d.storage == SettingStorage::SecretStore)
            names << d.variable;
    }
    return names;
}

} // namespace lmars::settings
