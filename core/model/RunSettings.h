// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/AsOf.h"

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>

namespace lmars::model {

/**
 * What a run was asked to do and with what (the trajectory's "settings"). Written by the run as it
 * starts, read by the window (to fill the composer again), the exports and a continuation; turned
 * into JSON only by the trajectory's toJson/fromJson, under the keys named beside each field. Never
 * holds a key or a password: baseUrl is kept without user info or query.
 */
struct RunSettings
{
    QStringList sources;        ///< "sources": the names of the sources the run searched ("serper", "library", ...)
    int maxResultsPerQuery = 0; ///< "maxResultsPerQuery"; 0: not recorded
    AsOf asOf;                  ///< "asOfDate": the day the person chose (origin User); null when none
    AsOf effectiveAsOf;         ///< "effectiveAsOfDate" and "effectiveAsOfDateFrom": the day every source was asked for
    QString matter;             ///< "matter": the matter the run belongs to; "" is "No matter"
    QString jurisdiction;       ///< "jurisdiction": the person's own words; "" when not given
    QString forum;              ///< "forum": the courts-db id of the court the research is for; "" when none
    std::optional<int> maxIterations; ///< "maxIterations" (multi-turn)
    std::optional<int> pagesToRead;   ///< "pagesToRead" (multi-turn)
    std::optional<bool> followUps;    ///< "followUps": clarifying questions asked first (multi-turn)
    QString provider;                 ///< "provider": "openai", "anthropic", "ollama"; "" without a model
    QString model;                    ///< "model"
    QString baseUrl;                  ///< "baseUrl", without user info or query
    QString judgeModel;               ///< "judgeModel": a separate judge (multi-turn); "" when the model judges
    /// The keys of a saved "settings" object this version does not know (written by a newer one), kept
    /// so that saving the session again does not lose them; written back by toJson, never read by code.
    /// A secret-looking key (model::SecretKeys: apiKey, token, password, secret, ..., at any depth) is
    /// dropped, never kept.
    nlohmann::json extra = nlohmann::json::object();

    nlohmann::json toJson() const;
    /// Reads the trajectory's "settings" object; a key that is missing or of another type stays unset,
    /// an unknown key goes to `extra` unless it looks like a secret.
    static RunSettings fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
