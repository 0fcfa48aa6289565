// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/AppConfig.h"

#include <QString>
#include <QUrl>

namespace lmars::test {

/**
 * The configuration of a research run whose services are one scripted server: AppConfig's
 * defaults without the process environment or a .env file (so the data folder, with the session
 * database and the citation cache, is in the test's temporary home: tests/support/TemporaryHome),
 * the model OpenAI-compatible at base/v1, Serper and CourtListener at base. The keys are test
 * values that tests look for in what must never contain a secret.
 */
class ScriptedRunConfig
{
public:
    static QString llmKey() { return QStringLiteral("sk-test-secret-key"); }
    static QString serperKey() { return QStringLiteral("serper-test-key"); }

    /// base: the scripted server's address ("http://127.0.0.1:<port>").
    static settings::AppConfig make(const QString& base, const QString& model = QStringLiteral("gpt-4o-mini"))
    {
        settings::AppConfig config = settings::AppConfig::load({}, {});
        config.llm.provider = llm::Provider::OpenAiCompatible;
        config.llm.baseUrl = QUrl(base + QStringLiteral("/v1"));
        config.llm.model = model;
        config.llm.apiKey = llmKey();
        config.serperApiKey = serperKey();
        config.serperUrl = QUrl(base);
        config.courtListenerUrl = QUrl(base);
        return config;
    }
};

} // namespace lmars::test
