// SPDX-License-Identifier: GPL-3.0-or-later
#include "MarkdownExport.h"

#include "SessionExport.h"
#include "VerificationSummary.h"
#include "common/JsonUtil.h"
#include "model/DomainNames.h"
#include "model/ModePolicy.h"
#include "model/ResearchState.h"

#include <QLocale>

namespace lmars::exporting {

namespace {

QString bandLabel(const QString& band)
{
    if (band == QLatin1String("low"))
        return MarkdownExport::tr("low");
    if (band == QLatin1String("moderate"))
        return MarkdownExport::tr("moderate");
    return MarkdownExport::tr("high");
}

QString line(const QString& label, const QString& value)
{
    return value.isEmpty() ? QString() : QStringLiteral("- **%1:** %2\n").arg(label, value);
}

} // namespace

QString MarkdownExport::sourceList(const model::ResearchState& state)
{
    QString out;
    QList<int> cited;
    for (const model::Citation& c : state.answer.citations)
        cited << c.n;
    for (int i = 0; i < state.sources.size(); ++i) {
        const model::SearchResult& s = state.sources.at(i);
        QStringList parts;
        parts << SessionExport::citation(s);
        if (!s.site.isEmpty())
            parts << s.site;
        if (!s.date.isEmpty())
            parts << SessionExport::dateText(s);
        parts << model::DomainNames::displayName(s.authority);
        out += QStringLiteral("[%1] ").arg(i + 1) + parts.join(QStringLiteral(" — "));
        if (!state.answer.citations.isEmpty() && !cited.contains(i + 1))
            out += QLatin1Char(' ') + tr("(not cited)");
        out += QLatin1Char('\n');
        if (!s.url.isEmpty())
            out += QStringLiteral("    ") + s.url + QLatin1Char('\n');
    }
    return out;
}

QString MarkdownExport::evidenceReport(const model::ResearchState& state)
{
    QString out = QStringLiteral("## ") + tr("Evidence (no generated answer)") + QStringLiteral("\n\n");
    if (state.sources.isEmpty())
        return out + tr("No sources were found.") + QStringLiteral("\n");
    out += tr("Sources ranked by authority: primary (statutes, courts, government), official, reputable, "
              "user-generated, unknown.") +
           QStringLiteral("\n\n");
    for (int i = 0; i < state.sources.size(); ++i) {
        const model::SearchResult& s = state.sources.at(i);
        out += QStringLiteral("[%1] **%2**\n").arg(i + 1).arg(s.title.isEmpty() ? s.url : s.title);
        QStringList facts;
        facts << tr("authority: %1").arg(model::DomainNames::displayName(s.authority));
        facts << tr("date: %1").arg(s.date.isEmpty() ? tr("unknown") : SessionExport::dateText(s));
        const QStringList places = s.jurisdictions.value_or(QStringList());
        facts << tr("jurisdictions: %1").arg(places.isEmpty() ? tr("none named") : places.join(QStringLiteral(", ")));
        if (!s.site.isEmpty())
            facts << s.site;
        out += QStringLiteral("    ") + facts.join(QStringLiteral(" · ")) + QLatin1Char('\n');
        if (!s.url.isEmpty())
            out += QStringLiteral("    ") + s.url + QLatin1Char('\n');
        if (!s.snippet.isEmpty())
            out += QStringLiteral("    ") + s.snippet.simplified().left(300) + QLatin1Char('\n');
        out += QLatin1Char('\n');
    }
    return out;
}

QString MarkdownExport::answer(const model::ResearchState& state)
{
    if (!model::ModePolicy::writesAnswer(state.mode))
        return evidenceReport(state);
    QString out;
    if (!state.answer.markdown.isEmpty())
        out += state.answer.markdown.trimmed() + QStringLiteral("\n\n");
    if (!state.sources.isEmpty())
        out += QStringLiteral("## ") + tr("Sources") + QStringLiteral("\n\n") + sourceList(state) + QLatin1Char('\n');
    if (state.uscore) {
        const model::UScoreComponents& u = *state.uscore;
        out += QStringLiteral("**") +
               tr("U-Score %1 — %2 uncertainty (lower is better).")
                   .arg(QLocale::c().toString(u.paper, 'f', 2), bandLabel(u.band())) +
               QStringLiteral("** ") +
               tr("Hedging %1, vague dates %2, weak citations %3, unclear jurisdiction %4, indecision %5; "
                  "reference-code weighting %6.")
                   .arg(QLocale::c().toString(u.H, 'f', 2), QLocale::c().toString(u.T, 'f', 2),
                        QLocale::c().toString(u.C, 'f', 2), QLocale::c().toString(u.J, 'f', 2),
                        QLocale::c().toString(u.D, 'f', 2), QLocale::c().toString(u.referenceCode, 'f', 2)) +
               QStringLiteral("\n\n");
    }
    if (!state.answer.disclaimers.isEmpty()) {
        out += QStringLiteral("## ") + tr("Disclaimers") + QStringLiteral("\n\n");
        for (const QString& d : state.answer.disclaimers)
            out += QStringLiteral("- ") + d + QLatin1Char('\n');
        out += QLatin1Char('\n');
    }
    if (!state.answer.unresolvedMarkers.isEmpty()) {
        QStringList numbers;
        for (int n : state.answer.unresolvedMarkers)
            numbers << QString::number(n);
        out += QStringLiteral("> ") +
               tr("Warning: the answer cited source number(s) %1, which do not exist; they are marked "
                  "\"unverified citation\" above and must not be relied on.")
                   .arg(numbers.join(QStringLiteral(", "))) +
               QStringLiteral("\n\n");
    }
    return out;
}

QString MarkdownExport::fullRecord(const model::ResearchState& state)
{
    QString out = QStringLiteral("# ") + state.question + QStringLiteral("\n\n");
    out += line(tr("Session"), state.id);
    out += line(tr("Status"), model::DomainNames::displayName(state.status));
    out += line(tr("Mode"), model::DomainNames::displayName(state.mode));
    if (state.startedAt.isValid())
        out += line(tr("Started"), state.startedAt.toLocalTime().toString(Qt::ISODate));
    if (state.finishedAt.isValid())
        out += line(tr("Finished"), state.finishedAt.toLocalTime().toString(Qt::ISODate));
    const QString& model = state.settings.model;
    const QString& provider = state.settings.provider;
    if (!model.isEmpty())
        out += line(tr("Model"), provider.isEmpty() ? model : QStringLiteral("%1 (%2)").arg(model, provider));
    out += QLatin1Char('\n');

    if (!state.followUps.isEmpty()) {
        out += QStringLiteral("## ") + tr("Follow-up questions") + QStringLiteral("\n\n");
        for (const model::FollowUp& f : state.followUps)
            out += QStringLiteral("- ") + f.question + QStringLiteral("\n  ") + tr("Answer:") + QLatin1Char(' ') +
                   (f.answer.isEmpty() ? tr("(not answered)") : f.answer) + QLatin1Char('\n');
        out += QLatin1Char('\n');
    }
    if (state.analysis.present) {
        out += QStringLiteral("## ") + tr("Analysis") + QStringLiteral("\n\n");
        out += line(tr("Legal area"), state.analysis.legalArea);
        out += line(tr("Jurisdiction"), state.analysis.jurisdiction);
        out += line(tr("As of"), state.analysis.asOf.iso());
        out += line(tr("Timeline"), state.analysis.timeline);
        out += line(tr("Urgency"), state.analysis.urgency);
        out += QLatin1Char('\n');
    }
    for (const model::Iteration& it : state.iterations) {
        out += QStringLiteral("## ") + tr("Search iteration %1").arg(it.index) + QStringLiteral("\n\n");
        for (const model::IssuedQuery& q : it.queries) {
            out += QStringLiteral("- \"%1\" → %2 (%3): ")
                       .arg(q.text, model::DomainNames::displayName(q.source),
                            model::DomainNames::sourceDisplayName(q.sourceName));
            out += q.error.isEmpty() ? (q.resultCount == 1 ? tr("1 result") : tr("%1 results").arg(q.resultCount))
                                     : tr("failed: %1").arg(q.error);
            out += QStringLiteral(" · %1 ms\n").arg(q.ms);
        }
        if (it.verdict) {
            const model::Verdict& v = *it.verdict;
            out += QLatin1Char('\n') + (v.sufficient ? tr("**Judge:** sufficient.") : tr("**Judge:** insufficient."));
            if (!v.reasoning.isEmpty())
                out += QLatin1Char(' ') + v.reasoning.simplified();
            out += QLatin1Char('\n');
            if (!v.missingInformation.isEmpty())
                out += QStringLiteral("- ") + tr("Missing: %1").arg(v.missingInformation.join(QStringLiteral("; "))) +
                       QLatin1Char('\n');
            if (!v.suggestedRefinements.isEmpty())
                out += QStringLiteral("- ") +
                       tr("Next searches: %1").arg(v.suggestedRefinements.join(QStringLiteral("; "))) +
                       QLatin1Char('\n');
            if (!v.error.isEmpty())
                out += QStringLiteral("- ") + tr("No valid verdict: %1").arg(v.error) + QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    out += QStringLiteral("## ") + tr("Answer") + QStringLiteral("\n\n");
    out += state.answer.markdown.isEmpty() ? tr("(no answer)") + QStringLiteral("\n\n") : answer(state);
    if (!state.answer.markdown.isEmpty() && model::ModePolicy::writesAnswer(state.mode))
        out += VerificationSummary::markdown(state.verification, state.status);
    if (state.answer.markdown.isEmpty() && !state.sources.isEmpty())
        out += QStringLiteral("## ") + tr("Sources") + QStringLiteral("\n\n") + sourceList(state) + QLatin1Char('\n');
    if (!state.errors.isEmpty()) {
        out += QStringLiteral("## ") + tr("Problems during the run") + QStringLiteral("\n\n");
        for (const model::RunError& e : state.errors)
            out += QStringLiteral("- [%1%2] %3\n")
                       .arg(model::stageName(e.stage), e.source.isEmpty() ? QString() : QLatin1Char('/') + e.source,
                            e.message);
        out += QLatin1Char('\n');
    }
    out += QStringLiteral("## ") + tr("Usage") + QStringLiteral("\n\n");
    out += tr("Model calls: %1; prompt tokens: %2; completion tokens: %3; %4 s in total.")
               .arg(state.usage.calls)
               .arg(state.usage.promptTokens)
               .arg(state.usage.completionTokens)
               .arg(QLocale::c().toString(state.totalMs / 1000.0, 'f', 1)) +
           QLatin1Char('\n');
    const QList<QPair<QString, QString>> settings = SessionExport::settingsRows(state);
    if (!settings.isEmpty()) {
        out += QStringLiteral("\n## ") + tr("Model and settings") + QStringLiteral("\n\n");
        for (const auto& [label, value] : settings)
            out += line(label, value);
    }
    return out;
}

} // namespace lmars::exporting
