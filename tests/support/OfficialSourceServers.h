// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ScriptedServer.h"
#include "search/EcfrSource.h"
#include "search/FederalRegisterSource.h"
#include "search/UsCodeSource.h"

#include <QList>
#include <QString>

#include <memory>

namespace lmars::test {

/**
 * The official primary-law services on three scripted servers on 127.0.0.1, in the shapes of
 * apis.md §3–5: the Federal Register (search_federalregister_basic.json), eCFR
 * (search_ecfr_basic.json) and GovInfo's U.S. Code link service (search_uscode_basic.json); and
 * the real sources' configurations pointing at them, for research runs over the primary law.
 */
class OfficialSourceServers
{
public:
    /// Loads the three scenarios and starts the servers; false, saying why in *error, if one fails.
    bool start(QString* error)
    {
        return startOne(m_federalRegister, QStringLiteral("search_federalregister_basic.json"), error) &&
               startOne(m_ecfr, QStringLiteral("search_ecfr_basic.json"), error) &&
               startOne(m_usCode, QStringLiteral("search_uscode_basic.json"), error);
    }
    /// Stops the three servers (nothing answers on their ports any more).
    void stop()
    {
        m_federalRegister.stop();
        m_ecfr.stop();
        m_usCode.stop();
    }

    ScriptedServer& federalRegister() { return m_federalRegister; }
    ScriptedServer& ecfr() { return m_ecfr; }
    ScriptedServer& usCode() { return m_usCode; }

    search::FederalRegisterConfig federalRegisterConfig() const
    {
        search::FederalRegisterConfig config;
        config.baseUrl = m_federalRegister.baseUrl();
        return config;
    }
    /// eCFR retries after 10 ms instead of the service's real back-off.
    search::EcfrConfig ecfrConfig() const
    {
        search::EcfrConfig config;
        config.baseUrl = m_ecfr.baseUrl();
        config.backoffBaseMs = 10;
        return config;
    }
    search::UsCodeSourceConfig usCodeConfig() const
    {
        search::UsCodeSourceConfig config;
        config.client.linkServiceUrl = m_usCode.baseUrl();
        return config;
    }
    /// The Federal Register, eCFR and U.S. Code sources, in that order, on the scripted servers.
    QList<std::shared_ptr<search::SearchSource>> sources() const
    {
        return {std::make_shared<search::FederalRegisterSource>(federalRegisterConfig()),
                std::make_shared<search::EcfrSource>(ecfrConfig()),
                std::make_shared<search::UsCodeSource>(usCodeConfig())};
    }

private:
    static bool startOne(ScriptedServer& server, const QString& scenario, QString* error)
    {
        if (!server.loadScenarioFile(scenario, error))
            return false;
        if (server.start())
            return true;
        if (error)
            *error = QStringLiteral("the scripted server of %1 did not start").arg(scenario);
        return false;
    }

    ScriptedServer m_federalRegister;
    ScriptedServer m_ecfr;
    ScriptedServer m_usCode;
};

} // namespace lmars::test
