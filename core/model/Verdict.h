// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::model {

/// One judgment of the evidence (schema `judgment`): the iteration's verdict in the trajectory.
struct Verdict
{
    bool sufficient = false;
    QString reasoning;
    QString sourceQuality;
    QString dateCheck;
    QString jurisdictionCheck;
    QString contradictionCheck;
    QStringList missingInformation;
    QStringList suggestedRefinements;
    QString error; ///< set when the judge's reply stayed invalid; the verdict then counts as insufficient

    nlohmann::json toJson() const;
    static Verdict fromJson(const nlohmann::json& json);
};

} // namespace lmars::model
