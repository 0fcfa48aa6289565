// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecordHtml.h"

#include "SessionExport.h"
#include "model/DomainNames.h"
#include "model/ResearchState.h"
#include "model/UScore.h"

#include <QLocale>

namespace lmars::exporting {

namespace {

QString esc(const QString& text)
{
    return HtmlRenderer::escape(text);
}

QString heading(const QString& text)
{
    return QStringLiteral("<h2>") + esc(text) + QStringLiteral("</h2>\n");
}

QString row(const QString& label, const QString& value)
{
    return value.isEmpty() ? QString()
                           : QStringLiteral("<dt>") + esc(label) + QStringLiteral("</dt><dd>") + esc(value) +
                                 QStringLiteral("</dd>\n");
}

QString when(const QDateTime& time)
{
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::LongFormat) : QString();
}

QString fixed2(double value)
{
    return QLocale().toString(value, 'f', 2);
}

} // namespace

QString RecordHtml::sourceList(const model::ResearchState& state)
{
    QString out = QStringLiteral("<ol class=\"source-list\">\n");
    for (int i = 0; i < state.sources.size(); ++i) {
        const model::SearchResult& s = state.sources.at(i);
        const QString where = SessionExport::location(s);
        out += QStringLiteral("<li id=\"source-%1\" value=\"%1\"><span class=\"source-title\">").arg(i + 1) +
               esc(s.title.isEmpty() ? where : SessionExport::citation(s)) + QStringLiteral("</span><br>\n");
        if (s.url.startsWith(QLatin1String("http://")) || s.url.startsWith(QLatin1String("https://")))
            out += QStringLiteral("<a class=\"source-url\" href=\"%1\">%1</a><br>\n").arg(esc(s.url));
        else if (!where.isEmpty())
            out += QStringLiteral("<span class=\"source-url\">") + esc(where) + QStringLiteral("</span><br>\n");
        QStringList facts;
        if (!s.site.isEmpty())
            facts << esc(s.site);
        facts << esc(tr("date: %1").arg(s.date.isEmpty() ? tr("unknown") : SessionExport::dateText(s)));
        facts << esc(tr("authority: %1").arg(model::DomainNames::displayName(s.authority)));
        const QString retrieved = SessionExport::retrievedAt(s);
        if (!retrieved.isEmpty())
            facts << esc(tr("retrieved: %1").arg(retrieved));
        out += QStringLiteral("<span class=\"source-meta\">") + facts.join(QStringLiteral(" · ")) +
               QStringLiteral("</span></li>\n");
    }
    return out + QStringLiteral("</ol>\n");
}

QString RecordHtml::iterations(const model::ResearchState& state)
{
    QString out;
    for (const model::Iteration& it : state.iterations) {
        out += QStringLiteral("<section class=\"iteration\">\n<h3>") + esc(tr("Search iteration %1").arg(it.index)) +
               QStringLiteral("</h3>\n<ul class=\"queries\">\n");
        for (const model::IssuedQuery& q : it.queries) {
            const QString result =
                q.error.isEmpty() ? tr("%n result(s)", nullptr, q.resultCount) : tr("failed: %1").arg(q.error);
            out += QStringLiteral("<li>“") + esc(q.text) + QStringLiteral("” → ") +
                   esc(QStringLiteral("%1 (%2): ")
                           .arg(model::DomainNames::displayName(q.source),
                                model::DomainNames::sourceDisplayName(q.sourceName)) +
                       result) +
                   QStringLiteral("</li>\n");
        }
        out += QStringLiteral("</ul>\n");
        if (it.verdict) {
            const model::Verdict& v = *it.verdict;
            out += QStringLiteral("<div class=\"verdict %1\"><span class=\"verdict-label\">")
                       .arg(v.sufficient ? QStringLiteral("sufficient") : QStringLiteral("insufficient")) +
                   esc(v.sufficient ? tr("Judge: sufficient.") : tr("Judge: insufficient.")) +
                   QStringLiteral("</span> ") + esc(v.reasoning.simplified());
            if (!v.missingInformation.isEmpty())
                out += QStringLiteral("<br>") +
                       esc(tr("Missing: %1").arg(v.missingInformation.join(QStringLiteral("; "))));
            if (!v.suggestedRefinements.isEmpty())
                out += QStringLiteral("<br>") +
                       esc(tr("Next searches: %1").arg(v.suggestedRefinements.join(QStringLiteral("; "))));
            if (!v.error.isEmpty())
                out += QStringLiteral("<br>") + esc(tr("No valid verdict: %1").arg(v.error));
            out += QStringLiteral("</div>\n");
        }
        out += QStringLiteral("</section>\n");
    }
    return out;
}

QString RecordHtml::body(const model::ResearchState& state)
{
    QString out = QStringLiteral("<div class=\"record\">\n<header class=\"record-header\">\n<h1>") +
                  esc(state.question) + QStringLiteral("</h1>\n<dl>\n");
    out += row(tr("Status"), model::DomainNames::displayName(state.status));
    out += row(tr("Started"), when(state.startedAt));
    out += row(tr("Finished"), when(state.finishedAt));
    out += row(tr("Session"), state.id);
    out += QStringLiteral("</dl>\n</header>\n");

    if (!state.followUps.isEmpty()) {
        out += QStringLiteral("<section class=\"followups\">\n") + heading(tr("Follow-up questions"));
        for (const model::FollowUp& f : state.followUps)
            out += QStringLiteral("<div class=\"qa\"><div class=\"q\">") + esc(f.question) +
                   QStringLiteral("</div><div class=\"a\">") +
                   esc(f.answer.isEmpty() ? tr("(not answered)") : f.answer) + QStringLiteral("</div></div>\n");
        out += QStringLiteral("</section>\n");
    }

    out += heading(tr("Answer")) + HtmlRenderer::answerBody(state, CitationLinks::Anchor);

    if (!state.sources.isEmpty())
        out += QStringLiteral("<section class=\"sources\">\n") + heading(tr("Sources")) + sourceList(state) +
               QStringLiteral("</section>\n");

    if (!state.iterations.isEmpty())
        out += QStringLiteral("<section class=\"research\">\n") + heading(tr("Research and judge verdicts")) +
               iterations(state) + QStringLiteral("</section>\n");

    if (state.uscore) {
        const model::UScoreComponents& u = *state.uscore;
        out += QStringLiteral("<section class=\"uscore-detail\">\n") + heading(tr("U-Score")) + QStringLiteral("<p>") +
               esc(HtmlRenderer::uscoreHeadline(u)) + QLatin1Char(' ') + esc(HtmlRenderer::uscoreExplanation(u)) +
               QStringLiteral("</p>\n<dl>\n");
        out += row(tr("Hedging (H)"), fixed2(u.H));
        out += row(tr("Temporal vagueness (T)"), fixed2(u.T));
        out += row(tr("Citation insufficiency (C)"), fixed2(u.C));
        out += row(tr("Jurisdiction non-specificity (J)"), fixed2(u.J));
        out += row(tr("Indecisiveness (D)"), fixed2(u.D));
        out += row(tr("Reference-code weighting"), fixed2(u.referenceCode));
        out += QStringLiteral("</dl>\n</section>\n");
    }

    out +=
        QStringLiteral("<section class=\"settings\">\n") + heading(tr("Model and settings")) + QStringLiteral("<dl>\n");
    for (const auto& [label, value] : SessionExport::settingsRows(state))
        out += row(label, value);
    out += row(tr("Usage"), tr("%1 model calls, %2 prompt tokens, %3 completion tokens")
                                .arg(state.usage.calls)
                                .arg(state.usage.promptTokens)
                                .arg(state.usage.completionTokens));
    out += QStringLiteral("</dl>\n</section>\n");

    if (!state.errors.isEmpty()) {
        out += QStringLiteral("<section class=\"problems\">\n") + heading(tr("Problems during the run")) +
               QStringLiteral("<ul>\n");
        for (const model::RunError& e : state.errors)
            out += QStringLiteral("<li>") + esc(QStringLiteral("[%1] %2").arg(model::stageName(e.stage), e.message)) +
                   QStringLiteral("</li>\n");
        out += QStringLiteral("</ul>\n</section>\n");
    }
    return out + QStringLiteral("</div>\n");
}

QString RecordHtml::document(const model::ResearchState& state, Theme theme)
{
    return HtmlRenderer::document(state.question, body(state), theme);
}

} // namespace lmars::exporting
