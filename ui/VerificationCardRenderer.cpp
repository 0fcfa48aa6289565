// SPDX-License-Identifier: GPL-3.0-or-later
#include "VerificationCardRenderer.h"

#include "TimelineCard.h"
#include "TimelineCardRenderer.h"
#include "export/VerificationSummary.h"

namespace lmars::ui {

namespace {

/// Whether any check came out positive (a verified citation or quotation, a supported claim).
bool anythingConfirmed(const model::Verification& v)
{
    for (const model::VerifiedCitation& c : v.citations)
        if (c.check.status == model::CitationStatus::Verified)
            return true;
    for (const model::VerifiedQuote& q : v.quotes)
        if (q.status == model::QuoteStatus::Verified)
            return true;
    for (const model::VerifiedClaim& c : v.claims)
        if (c.status == model::ClaimStatus::Supported)
            return true;
    return false;
}

using R = TimelineCardRenderer;
using S = exporting::VerificationSummary;

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString shortText(const QString& text)
{
    const QString simple = text.simplified();
    return simple.size() > 110 ? simple.left(107) + QStringLiteral("…") : simple;
}

QColor toneColor(const QString& tone)
{
    if (tone == QLatin1String("bad"))
        return R::kRed;
    if (tone == QLatin1String("warn"))
        return R::kAmber;
    return tone == QLatin1String("ok") ? R::kGreen : R::kGrey;
}

/// "✗ mismatch" in its colour, then the item and its reason.
QString itemHtml(const QString& tone, const QString& label, const QString& what, const QString& reason)
{
    QString html = QStringLiteral("<li><b style=\"color:%1\">%2</b> %3")
                       .arg(toneColor(tone).name(), esc(label), esc(shortText(what)));
    if (!reason.isEmpty())
        html += QStringLiteral("<br/><span>%1</span>").arg(esc(shortText(reason)));
    return html + QStringLiteral("</li>");
}

/// A verified case that later opinions may have overruled: the citator's line, the sentence and its link.
QString treatmentItemHtml(const model::VerifiedCitation& citation)
{
    const model::Treatment& t = citation.treatment;
    QString html = QStringLiteral("<li><b style=\"color:%1\">%2</b> %3<br/><span>%4</span>")
                       .arg(R::kAmber.name(), esc(VerificationCardRenderer::tr("? later treatment")),
                            esc(shortText(citation.citation.text)), esc(t.summary.simplified()));
    if (!t.signals.isEmpty()) {
        const model::TreatmentSignal& first = t.signals.constFirst();
        html += QStringLiteral("<br/><i>“%1”</i>").arg(esc(first.sentence.simplified()));
        if (!first.url.isEmpty())
            html += QStringLiteral(" <a href=\"%1\">%2</a>")
                        .arg(esc(first.url), esc(VerificationCardRenderer::tr("citing opinion")));
    }
    return html + QStringLiteral("</li>");
}

} // namespace

bool VerificationCardRenderer::wanted(const model::ResearchState& state)
{
    return state.verification.present || state.activeStage == model::Stage::Verify ||
           state.stageRan(model::Stage::Verify);
}

void VerificationCardRenderer::render(TimelineCard* c, const model::ResearchState& state)
{
    const model::Verification& v = state.verification;
    c->setTitle(tr("Verification"));
    // Checks run from the moment the answer's first citation is complete, while it streams.
    const bool running =
        (state.activeStage == model::Stage::Verify || state.activeStage == model::Stage::Summary) && !v.finished;
    c->setMeta(running ? tr("checking…") : R::seconds(state.stageMs(model::Stage::Verify)));
    if (!v.present) {
        c->setBadge(running ? tr("checking") : tr("not checked"), running ? R::kBlue : R::kGrey);
        c->setBodyHtml(running ? tr("Citations, quotations and cited claims are being checked.")
                               : tr("Nothing in this answer was checked."));
        return;
    }
    if (v.turnedOff) {
        c->setBadge(tr("off"), R::kGrey);
        c->setBodyHtml(QStringLiteral("<p style=\"margin:0\">%1</p>").arg(esc(S::turnedOffLine())));
        return;
    }
    const int flagged = v.flaggedCount();
    if (flagged > 0)
        c->setBadge(tr("%n flagged", nullptr, flagged), R::kRed);
    else if (running)
        c->setBadge(tr("checking"), R::kBlue);
    else if (v.citations.isEmpty() && v.quotes.isEmpty() && v.claims.isEmpty())
        c->setBadge(tr("none found"), R::kGrey);
    else if (!anythingConfirmed(v))
        c->setBadge(tr("unchecked"), R::kGrey); // nothing flagged, but nothing confirmed either: never green
    else
        c->setBadge(tr("%n flagged", nullptr, 0), R::kGreen); // "0 flagged": short enough for a narrow card

    QString html = QStringLiteral("<p style=\"margin:0 0 4px 0\">%1</p>").arg(esc(S::countsLine(v)));
    QStringList items;
    for (const model::VerifiedCitation& citation : S::citationsForReview(v)) {
        if (model::isFlagged(citation.check.status))
            items << itemHtml(S::tone(citation.check.status), S::badgeLabel(citation.check.status),
                              citation.citation.text, citation.check.reason);
    }
    // Later negative treatment (the citator): a hint to read the citing opinion, never "good law".
    QStringList treated;
    for (const model::VerifiedCitation& citation : v.citations) {
        if (citation.treatment.status == model::TreatmentStatus::Negative &&
            !treated.contains(citation.citation.normalized)) {
            treated << citation.citation.normalized;
            items << treatmentItemHtml(citation);
        }
    }
    for (const model::VerifiedQuote& quote : v.quotes) {
        if (model::isFlagged(quote.status))
            items << itemHtml(S::tone(quote.status), S::badgeLabel(quote.status),
                              QStringLiteral("“%1”").arg(quote.text), quote.reason);
    }
    for (const model::VerifiedClaim& claim : v.claims) {
        if (model::isFlagged(claim.status))
            items << itemHtml(S::tone(claim.status), S::badgeLabel(claim.status), claim.sentence,
                              claim.reason.isEmpty() ? claim.missingFacts.join(QStringLiteral(", ")) : claim.reason);
    }
    if (!items.isEmpty()) {
        html += QStringLiteral("<ul style=\"margin:0 0 0 -20px\">") + items.mid(0, kMaxListed).join(QString());
        if (items.size() > kMaxListed)
            html += QStringLiteral("<li>%1</li>")
                        .arg(esc(tr("and %n more (see the Citation check in the answer)", nullptr,
                                    int(items.size()) - kMaxListed)));
        html += QStringLiteral("</ul>");
    }
    if (v.revised)
        html += QStringLiteral("<p style=\"margin:4px 0 0 0\"><b>%1</b></p>")
                    .arg(esc(tr("Revised once: the answer was rewritten after failed checks and checked again.")));
    for (const QString& note : v.notes)
        html += QStringLiteral("<p style=\"margin:4px 0 0 0; color:%1\">%2</p>").arg(R::kGrey.name(), esc(note));
    c->setBodyHtml(html);
}

} // namespace lmars::ui
