// SPDX-License-Identifier: GPL-3.0-or-later
#include "ProgressPrinter.h"

#include "cli/CliSupport.h"
#include "model/DomainNames.h"
#include "model/ResearchState.h"

#include <QLocale>

namespace lmars::cli {

namespace {

/// English-style singular/plural without a translator loaded; each form is its own tr() string.
QString plural(int n, const QString& one, const QString& many)
{
    return n == 1 ? one : many.arg(n);
}

} // namespace

QString ProgressPrinter::stageLabel(model::Stage stage)
{
    switch (stage) {
    case model::Stage::Query:
        return tr("Query agent");
    case model::Stage::Search:
        return tr("Search");
    case model::Stage::Summary:
        return tr("Summary agent");
    case model::Stage::FollowUps:
        return tr("Follow-up questions");
    case model::Stage::Read:
        return tr("Page reading");
    case model::Stage::Judge:
        return tr("Judge agent");
    case model::Stage::Rank:
        return tr("Ranking");
    case model::Stage::Reason:
        return tr("Legal reasoning");
    case model::Stage::Verify:
        return tr("Verification");
    case model::Stage::None:
        break;
    }
    return {};
}

void ProgressPrinter::print(qint64 elapsedMs, const QString& text)
{
    CliSupport::err(QStringLiteral("[%1s] ").arg(QLocale::c().toString(elapsedMs / 1000.0, 'f', 1), 5) + text +
                    QLatin1Char('\n'));
}

void ProgressPrinter::onEvent(const model::ResearchEvent& event, const model::ResearchState& state)
{
    using Type = model::ResearchEvent::Type;
    switch (event.type) {
    case Type::StageStarted:
        if (event.stage == model::Stage::Query)
            print(event.elapsedMs, tr("Query agent: analysing the question…"));
        else if (event.stage == model::Stage::Search)
            print(event.elapsedMs, tr("Search, round %1: all queries on all sources at once…").arg(event.iteration));
        else if (event.stage == model::Stage::FollowUps)
            print(event.elapsedMs, tr("Query agent: looking for missing facts…"));
        else if (event.stage == model::Stage::Read)
            print(event.elapsedMs, tr("Reading the top pages in full…"));
        else if (event.stage == model::Stage::Judge)
            print(event.elapsedMs, tr("Judge agent: checking the evidence (round %1)…").arg(event.iteration));
        else if (event.stage == model::Stage::Reason)
            print(event.elapsedMs, tr("Role agents: facts, rules, application and common sense…"));
        else if (event.stage == model::Stage::Summary)
            print(event.elapsedMs,
                  plural(int(state.sources.size()), tr("Summary agent: writing the answer from 1 source…"),
                         tr("Summary agent: writing the answer from %1 sources…")));
        break;
    case Type::StageFinished: {
        QString detail;
        if (event.stage == model::Stage::Query && state.analysis.present) {
            detail = tr("%1; jurisdiction: %2").arg(state.analysis.legalArea, state.analysis.jurisdiction);
            if (!state.analysis.asOf.isNull())
                detail += tr("; as of %1").arg(state.analysis.asOf.iso());
        } else if (event.stage == model::Stage::Search) {
            detail = plural(int(state.sources.size()), tr("1 unique source"), tr("%1 unique sources"));
        } else if (event.stage == model::Stage::Summary) {
            detail = plural(int(state.answer.citations.size()), tr("1 citation"), tr("%1 citations"));
        }
        print(event.elapsedMs, tr("%1 done in %2 s%3")
                                   .arg(stageLabel(event.stage), QLocale::c().toString(event.ms / 1000.0, 'f', 1),
                                        detail.isEmpty() ? QString() : QStringLiteral(" — ") + detail));
        break;
    }
    case Type::QueryIssued:
        print(event.elapsedMs,
              tr("  → %1 (%2): \"%3\"")
                  .arg(model::sourceTypeName(event.query.source), event.query.sourceName, event.query.text));
        break;
    case Type::ResultsArrived:
        print(event.elapsedMs, tr("  ← %1 (%2): %3 in %4 ms for \"%5\"")
                                   .arg(model::sourceTypeName(event.query.source), event.query.sourceName,
                                        plural(event.query.resultCount, tr("1 result"), tr("%1 results")))
                                   .arg(event.ms)
                                   .arg(event.query.text));
        break;
    case Type::AnswerDelta:
        m_answerChars += event.delta.size();
        if (CliSupport::stderrIsTerminal() && event.elapsedMs - m_lastDeltaReportMs >= 1000) {
            m_lastDeltaReportMs = event.elapsedMs;
            print(event.elapsedMs, tr("  … %1 characters written").arg(m_answerChars));
        }
        break;
    case Type::Error:
        print(event.elapsedMs, tr("  ! %1").arg(event.error.message));
        break;
    case Type::FollowUpsAsked:
        print(event.elapsedMs, plural(event.count, tr("Query agent asks 1 clarifying question."),
                                      tr("Query agent asks %1 clarifying questions.")));
        break;
    case Type::FollowUpsAnswered:
        print(event.elapsedMs, tr("Continuing with %1 of %2 answered.").arg(event.count).arg(state.followUps.size()));
        break;
    case Type::PageFetched:
        print(event.elapsedMs, event.page.ok ? tr("  ✓ read %1 (%2 characters kept, %3 ms)")
                                                   .arg(event.page.url)
                                                   .arg(event.page.chars)
                                                   .arg(event.page.ms)
                                             : tr("  ✗ %1: %2").arg(event.page.url, event.page.reason));
        break;
    case Type::Verdict: {
        const model::Iteration* iteration = state.iteration(event.iteration);
        QString line = event.sufficient ? tr("  Judge: the evidence is SUFFICIENT.")
                                        : tr("  Judge: the evidence is NOT yet sufficient.");
        const QStringList missing =
            iteration && iteration->verdict ? iteration->verdict->missingInformation : QStringList();
        if (!missing.isEmpty())
            line += QLatin1Char(' ') + tr("Missing: %1.").arg(missing.join(QStringLiteral("; ")));
        print(event.elapsedMs, line);
        break;
    }
    case Type::RoleStep: {
        const model::RoleStep& step = state.roleSteps.at(event.count);
        const QString role = model::DomainNames::displayName(step.role);
        print(event.elapsedMs, !step.refusal.isEmpty() ? tr("  %1 step: no output (%2)").arg(role, step.refusal)
                               : step.isEmpty()        ? tr("  %1 step: empty").arg(role)
                                                       : tr("  %1 step: %2 in %3 ms")
                                                      .arg(role, plural(step.itemCount(), tr("1 item"), tr("%1 items")))
                                                      .arg(step.ms));
        break;
    }
    case Type::Verification:
        break; // its results are printed after the answer
    case Type::Finished:
        print(event.elapsedMs, tr("Research %1 · %2, %3 tokens")
                                   .arg(model::statusName(event.status),
                                        plural(state.usage.calls, tr("1 model call"), tr("%1 model calls")))
                                   .arg(state.usage.promptTokens + state.usage.completionTokens));
        break;
    }
}

} // namespace lmars::cli
