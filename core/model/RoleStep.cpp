// SPDX-License-Identifier: GPL-3.0-or-later
#include "RoleStep.h"

#include "common/JsonUtil.h"

namespace lmars::model {

int RoleStep::itemCount() const
{
    if (!output.is_object())
        return 0;
    int count = 0;
    for (const auto& [key, value] : output.items()) {
        if (value.is_array())
            count += int(value.size());
    }
    return count;
}

nlohmann::json RoleStep::toJson() const
{
    return {{"role", json::str(iracRoleName(role))},
            {"output", output.is_object() ? output : nlohmann::json(nullptr)},
            {"refusal", refusal.isEmpty() ? nlohmann::json(nullptr) : json::str(refusal)},
            {"ms", ms},
            {"modelCall", modelCall < 0 ? nlohmann::json(nullptr) : nlohmann::json(modelCall)}};
}

bool RoleStep::fromJson(const nlohmann::json& j, RoleStep* out)
{
    RoleStep step;
    if (!j.is_object() || !parseIracRole(json::field(j, "role"), &step.role))
        return false;
    if (const auto o = j.find("output"); o != j.end() && o->is_object())
        step.output = *o;
    step.refusal = json::field(j, "refusal");
    step.ms = j.value("ms", qint64(0));
    if (const auto c = j.find("modelCall"); c != j.end() && c->is_number_integer())
        step.modelCall = c->get<int>();
    *out = step;
    return true;
}

} // namespace lmars::model
