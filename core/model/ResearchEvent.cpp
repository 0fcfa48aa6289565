// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResearchEvent.h"

#include "common/JsonUtil.h"

namespace lmars::model {

ResearchEvent ResearchEvent::of(Type type, Stage stage, int iteration)
{
    ResearchEvent e;
    e.type = type;
    e.stage = stage;
    e.iteration = iteration;
    return e;
}

QString ResearchEvent::typeName(Type type)
{
    switch (type) {
    case Type::StageStarted:
        return QStringLiteral("stage_started");
    case Type::StageFinished:
        return QStringLiteral("stage_finished");
    case Type::QueryIssued:
        return QStringLiteral("query_issued");
    case Type::ResultsArrived:
        return QStringLiteral("results_arrived");
    case Type::AnswerDelta:
        return QStringLiteral("answer_delta");
    case Type::Error:
        return QStringLiteral("error");
    case Type::FollowUpsAsked:
        return QStringLiteral("followups_asked");
    case Type::FollowUpsAnswered:
        return QStringLiteral("followups_answered");
    case Type::PageFetched:
        return QStringLiteral("page_fetched");
    case Type::Verdict:
        return QStringLiteral("verdict");
    case Type::RoleStep:
        return QStringLiteral("role_step");
    case Type::Verification:
        return QStringLiteral("verification");
    case Type::Finished:
        break;
    }
    return QStringLiteral("finished");
}

nlohmann::json ResearchEvent::toJson() const
{
    nlohmann::json j{{"type", json::str(typeName(type))},
                     {"stage", json::str(stageName(stage))},
                     {"iteration", iteration},
                     {"ms", ms},
                     {"elapsedMs", elapsedMs}};
    switch (type) {
    case Type::QueryIssued:
    case Type::ResultsArrived:
        j["text"] = json::str(query.text);
        j["queryType"] = json::str(queryTypeName(query.queryType));
        j["source"] = json::str(sourceTypeName(query.source));
        j["sourceName"] = json::str(query.sourceName);
        if (type == Type::ResultsArrived)
            j["count"] = query.resultCount;
        break;
    case Type::PageFetched:
        j["url"] = json::str(page.url);
        j["sourceId"] = json::str(page.sourceId);
        j["ok"] = page.ok;
        j["reason"] = json::str(page.reason);
        j["count"] = page.chars;
        break;
    case Type::Error:
        j["source"] = json::str(error.source);
        j["kind"] = json::str(errorKindName(error.kind));
        j["text"] = json::str(error.message);
        break;
    case Type::AnswerDelta:
        j["text"] = json::str(delta);
        break;
    case Type::Finished:
        j["text"] = json::str(statusName(status));
        break;
    case Type::FollowUpsAsked:
    case Type::FollowUpsAnswered:
    case Type::RoleStep:
    case Type::Verification:
        j["count"] = count;
        break;
    case Type::Verdict:
        j["text"] = sufficient ? "sufficient" : "insufficient";
        break;
    case Type::StageStarted:
    case Type::StageFinished:
        break;
    }
    return j;
}

} // namespace lmars::model
