// SPDX-License-Identifier: GPL-3.0-or-later
#include "VerificationSummary.h"

#include "AuthorityBadge.h"
#include "VerificationItems.h"

#include "model/CitationNames.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace lmars::exporting {

using model::CitationStatus;
using model::ClaimStatus;
using model::QuoteStatus;

namespace {

QString esc(const QString& text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\''), QLatin1String("&#39;"));
}

/// Markdown text that cannot start markup of its own ([n] markers stay readable).
QString mdText(const QString& text)
{
    QString out = text.simplified();
    for (const QChar c : {QLatin1Char('*'), QLatin1Char('_'), QLatin1Char('`')})
        out.replace(c, QStringLiteral("\\") + c);
    return out;
}

/// "2 verified, 1 mismatch" over a list of statuses in the order first seen by rank.
/// "2 verified, 1 unchecked": how many of each status, in the order of the enum.
template <typename Status> QString breakdown(const QList<Status>& statuses)
{
    QList<QPair<Status, int>> counts;
    for (Status s : statuses) {
        auto it = std::find_if(counts.begin(), counts.end(), [s](const QPair<Status, int>& p) { return p.first == s; });
        if (it == counts.end())
            counts << qMakePair(s, 1);
        else
            ++it->second;
    }
    std::sort(counts.begin(), counts.end(),
              [](const QPair<Status, int>& a, const QPair<Status, int>& b) { return int(a.first) < int(b.first); });
    QStringList parts;
    for (const auto& [status, n] : counts)
        parts << VerificationSummary::countedName(status, n);
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString VerificationSummary::displayName(QuoteStatus status)
{
    switch (status) {
    case QuoteStatus::Verified:
        return tr("verified");
    case QuoteStatus::Misquoted:
        return tr("misquoted");
    case QuoteStatus::NotFound:
        return tr("not found");
    case QuoteStatus::Unchecked:
        break;
    }
    return tr("unchecked");
}

QString VerificationSummary::countedName(CitationStatus status, int n)
{
    switch (status) {
    case CitationStatus::Verified:
        return tr("%n verified", nullptr, n);
    case CitationStatus::Mismatch:
        return tr("%n mismatch(es)", nullptr, n);
    case CitationStatus::NotFound:
        return tr("%n not found", nullptr, n);
    case CitationStatus::Ambiguous:
        return tr("%n ambiguous", nullptr, n);
    case CitationStatus::Invalid:
        return tr("%n invalid", nullptr, n);
    case CitationStatus::Implausible:
        return tr("%n implausible", nullptr, n);
    case CitationStatus::Unchecked:
        break;
    }
    return tr("%n unchecked", nullptr, n);
}

QString VerificationSummary::countedName(QuoteStatus status, int n)
{
    switch (status) {
    case QuoteStatus::Verified:
        return tr("%n verified", nullptr, n);
    case QuoteStatus::Misquoted:
        return tr("%n misquoted", nullptr, n);
    case QuoteStatus::NotFound:
        return tr("%n not found", nullptr, n);
    case QuoteStatus::Unchecked:
        break;
    }
    return tr("%n unchecked", nullptr, n);
}

QString VerificationSummary::countedName(ClaimStatus status, int n)
{
    switch (status) {
    case ClaimStatus::Supported:
        return tr("%n supported", nullptr, n);
    case ClaimStatus::PartiallySupported:
        return tr("%n partially supported", nullptr, n);
    case ClaimStatus::NotSupported:
        return tr("%n not supported", nullptr, n);
    case ClaimStatus::Contradicted:
        return tr("%n contradicted", nullptr, n);
    case ClaimStatus::Unchecked:
        break;
    }
    return tr("%n unchecked", nullptr, n);
}

QString VerificationSummary::displayName(ClaimStatus status)
{
    switch (status) {
    case ClaimStatus::Supported:
        return tr("supported");
    case ClaimStatus::PartiallySupported:
        return tr("partially supported");
    case ClaimStatus::NotSupported:
        return tr("not supported");
    case ClaimStatus::Contradicted:
        return tr("contradicted");
    case ClaimStatus::Unchecked:
        break;
    }
    return tr("unchecked");
}

QString VerificationSummary::tone(CitationStatus status)
{
    if (status == CitationStatus::Verified)
        return QStringLiteral("ok");
    if (status == CitationStatus::Unchecked)
        return QStringLiteral("none");
    if (status == CitationStatus::Ambiguous)
        return QStringLiteral("warn");
    return QStringLiteral("bad");
}

QString VerificationSummary::tone(QuoteStatus status)
{
    if (status == QuoteStatus::Verified)
        return QStringLiteral("ok");
    return status == QuoteStatus::Unchecked ? QStringLiteral("none") : QStringLiteral("bad");
}

QString VerificationSummary::tone(ClaimStatus status)
{
    switch (status) {
    case ClaimStatus::Supported:
        return QStringLiteral("ok");
    case ClaimStatus::PartiallySupported:
        return QStringLiteral("warn");
    case ClaimStatus::NotSupported:
    case ClaimStatus::Contradicted:
        return QStringLiteral("bad");
    case ClaimStatus::Unchecked:
        break;
    }
    return QStringLiteral("none");
}

namespace {
QString symbolFor(const QString& tone)
{
    if (tone == QLatin1String("ok"))
        return QStringLiteral("✓");
    if (tone == QLatin1String("bad"))
        return QStringLiteral("✗");
    if (tone == QLatin1String("warn"))
        return QStringLiteral("!");
    return QStringLiteral("?");
}
} // namespace

QString VerificationSummary::plainSentence(const QString& markdown)
{
    // A sentence of the answer as people read it: its Markdown marks (**bold**, *emphasis*, `code`,
    // [links](url)) removed, so that a check never shows "**Yes.**".
    static const QRegularExpression link(QStringLiteral("\\[([^\\]]*)\\]\\([^)]*\\)"));
    static const QRegularExpression strong(QStringLiteral("(\\*\\*|__)(.+?)\\1"));
    static const QRegularExpression emphasis(QStringLiteral("(?<![\\w*])([*_])(?=\\S)(.+?)(?<=\\S)\\1(?![\\w*])"));
    static const QRegularExpression code(QStringLiteral("`([^`]*)`"));
    QString text = markdown;
    text.replace(link, QStringLiteral("\\1"));
    text.replace(strong, QStringLiteral("\\2"));
    text.replace(emphasis, QStringLiteral("\\2"));
    text.replace(code, QStringLiteral("\\1"));
    return text.simplified();
}

QString VerificationSummary::badgeLabel(CitationStatus status)
{
    return symbolFor(tone(status)) + QLatin1Char(' ') + model::CitationNames::displayName(status);
}

QString VerificationSummary::badgeLabel(QuoteStatus status)
{
    return symbolFor(tone(status)) + QLatin1Char(' ') + displayName(status);
}

QString VerificationSummary::badgeLabel(ClaimStatus status)
{
    return symbolFor(tone(status)) + QLatin1Char(' ') + displayName(status);
}

QString VerificationSummary::tooltip(const model::VerifiedCitation& citation)
{
    QStringList lines;
    lines << tr("Citation %1: %2")
                 .arg(citation.citation.normalized.isEmpty() ? VerificationItems::citationText(citation.citation)
                                                             : citation.citation.normalized,
                      model::CitationNames::displayName(citation.check.status));
    if (!citation.check.reason.isEmpty())
        lines << citation.check.reason.simplified();
    if (!citation.found.isEmpty() && !citation.found.caseName.isEmpty())
        lines << tr("Found: %1").arg(VerificationItems::foundText(citation.found));
    if (const QString link = citation.webLink(); !link.isEmpty())
        lines << link;
    if (const QString later = VerificationItems::treatmentText(citation.treatment); !later.isEmpty())
        lines << tr("Later treatment: %1").arg(later);
    return lines.join(QLatin1Char('\n'));
}

QString VerificationSummary::tooltip(const model::VerifiedQuote& quote)
{
    QStringList lines;
    lines << tr("Quotation: %1").arg(displayName(quote.status));
    if (const QString reason = VerificationItems::quoteReason(quote); !reason.isEmpty())
        lines << reason;
    return lines.join(QLatin1Char('\n'));
}

QString VerificationSummary::tooltip(const model::VerifiedClaim& claim)
{
    QStringList lines;
    lines << tr("Claim: %1").arg(displayName(claim.status));
    if (const QString reason = VerificationItems::claimReason(claim); !reason.isEmpty())
        lines << reason;
    if (!claim.supportingSpan.isEmpty())
        lines << tr("Supporting passage [%1]: \"%2\"")
                     .arg(claim.supportingSourceN)
                     .arg(VerificationItems::quoteExcerpt(claim.supportingSpan));
    return lines.join(QLatin1Char('\n'));
}

QList<model::VerifiedCitation> VerificationSummary::citationsForReview(const model::Verification& verification)
{
    QList<model::VerifiedCitation> rows = verification.citations;
    std::stable_sort(rows.begin(), rows.end(), [](const model::VerifiedCitation& a, const model::VerifiedCitation& b) {
        return model::reviewRank(a.check.status) < model::reviewRank(b.check.status);
    });
    return rows;
}

QString VerificationSummary::turnedOffLine()
{
    return tr("Verification was turned off for this run: nothing in this answer was checked.");
}

QString VerificationSummary::countsLine(const model::Verification& v)
{
    if (v.turnedOff)
        return turnedOffLine();
    QList<CitationStatus> cs;
    for (const model::VerifiedCitation& c : v.citations)
        cs << c.check.status;
    QList<QuoteStatus> qs;
    for (const model::VerifiedQuote& q : v.quotes)
        qs << q.status;
    QList<ClaimStatus> ls;
    for (const model::VerifiedClaim& c : v.claims)
        ls << c.status;
    QStringList parts;
    parts << (cs.isEmpty() ? tr("Citations: none") : tr("Citations: %1 (%2)").arg(cs.size()).arg(breakdown(cs)));
    if (!qs.isEmpty())
        parts << tr("Quotations: %1 (%2)").arg(qs.size()).arg(breakdown(qs));
    if (!ls.isEmpty())
        parts << tr("Claims: %1 (%2)").arg(ls.size()).arg(breakdown(ls));
    return parts.join(QStringLiteral(" · "));
}

QString VerificationSummary::terminal(const model::Verification& v)
{
    if (!v.present)
        return {};
    QString out = tr("Citation check") + QLatin1Char('\n');
    if (v.turnedOff)
        return out + turnedOffLine() + QLatin1Char('\n');
    const QList<model::VerifiedCitation> citations = citationsForReview(v);
    const QList<model::VerifiedQuote> quotes = VerificationItems::flaggedQuotes(v);
    const QList<model::VerifiedClaim> claims = VerificationItems::flaggedClaims(v);
    const int flagged = v.flaggedCount();
    if (flagged > 0) {
        out += tr("Needs attention (%1):").arg(flagged) + QLatin1Char('\n');
        for (const model::VerifiedCitation& c : citations) {
            if (!model::isFlagged(c.check.status))
                continue;
            out += QStringLiteral("  ! ") + VerificationItems::citationLine(c) + QLatin1Char('\n');
            if (const QString link = c.webLink(); !link.isEmpty())
                out += QStringLiteral("    ") + link + QLatin1Char('\n');
        }
        for (const model::VerifiedQuote& q : quotes)
            out += QStringLiteral("  ! ") +
                   tr("Quotation \"%1\" — %2: %3")
                       .arg(VerificationItems::quoteExcerpt(q.text), displayName(q.status),
                            VerificationItems::quoteReason(q)) +
                   QLatin1Char('\n');
        for (const model::VerifiedClaim& c : claims)
            out += QStringLiteral("  ! ") +
                   tr("Claim \"%1\" — %2: %3")
                       .arg(VerificationItems::quoteExcerpt(c.sentence), displayName(c.status),
                            VerificationItems::claimReason(c)) +
                   QLatin1Char('\n');
    } else {
        out += tr("Nothing was flagged.") + QLatin1Char('\n');
    }
    // Whether each verified case binds the forum (issue 27), with the reason.
    QString authority;
    for (const model::VerifiedCitation& c : citations) {
        if (AuthorityBadge::shown(c))
            authority += QStringLiteral("  ") + VerificationItems::citationText(c.citation) + QStringLiteral(": ") +
                         AuthorityBadge::text(c) + QLatin1Char('\n');
    }
    if (!authority.isEmpty())
        out += tr("Binding or persuasive:") + QLatin1Char('\n') + authority;
    QStringList seen;
    for (const model::VerifiedCitation& c : citations) {
        if (c.treatment.status != model::TreatmentStatus::Negative || seen.contains(c.citation.normalized))
            continue;
        seen << c.citation.normalized;
        out += QStringLiteral("  ? ") +
               tr("%1 — later treatment: %2")
                   .arg(VerificationItems::citationText(c.citation), VerificationItems::treatmentText(c.treatment)) +
               QLatin1Char('\n');
        if (const QString link = VerificationItems::treatmentLink(c.treatment); !link.isEmpty())
            out += QStringLiteral("    ") + link + QLatin1Char('\n');
    }
    out += countsLine(v) + QLatin1Char('\n');
    if (v.revised)
        out += tr("The answer was revised once after failed checks.") + QLatin1Char('\n');
    if (!v.finished)
        out += tr("The checks did not finish; what is not listed was not checked.") + QLatin1Char('\n');
    for (const QString& note : v.notes)
        out += tr("Note: %1").arg(note) + QLatin1Char('\n');
    return out;
}

QString VerificationSummary::missingRecordLine(model::RunStatus status)
{
    switch (status) {
    case model::RunStatus::Cancelled:
        return tr("Nothing in this answer was checked: the run was cancelled before its citations were checked.");
    case model::RunStatus::Failed:
    case model::RunStatus::Incomplete:
    case model::RunStatus::Interrupted:
        return tr("Nothing in this answer was checked: the run stopped before its citations were checked.");
    case model::RunStatus::Running:
    case model::RunStatus::AwaitingInput:
    case model::RunStatus::Finished:
        break;
    }
    return tr("Nothing in this answer was checked: the session was saved before citations were "
              "verified, or the checks did not run.");
}

QString VerificationSummary::markdown(const model::Verification& v, model::RunStatus status)
{
    QString out = QStringLiteral("## ") + tr("Citation check") + QStringLiteral("\n\n");
    if (!v.present)
        return out + missingRecordLine(status) + QStringLiteral("\n\n");
    if (v.turnedOff)
        return out + turnedOffLine() + QStringLiteral("\n\n");
    const QList<model::VerifiedQuote> quotes = VerificationItems::flaggedQuotes(v);
    const QList<model::VerifiedClaim> claims = VerificationItems::flaggedClaims(v);
    out += countsLine(v) + QStringLiteral("\n\n");
    if (v.revised)
        out += tr("The answer was revised once after failed checks.") + QStringLiteral("\n\n");
    if (!v.citations.isEmpty()) {
        out += QStringLiteral("### ") + tr("Citations") + QStringLiteral("\n\n");
        for (const model::VerifiedCitation& c : citationsForReview(v)) {
            out += QStringLiteral("- **%1** %2")
                       .arg(badgeLabel(c.check.status), mdText(VerificationItems::citationText(c.citation)));
            if (!c.check.reason.isEmpty())
                out += QStringLiteral(" — ") + mdText(c.check.reason);
            if (!c.found.caseName.isEmpty())
                out += QStringLiteral(" ") + tr("(found: %1)").arg(mdText(VerificationItems::foundText(c.found)));
            if (const QString link = c.webLink(); !link.isEmpty())
                out += QStringLiteral(" <%1>").arg(link);
            if (const QString later = VerificationItems::treatmentText(c.treatment); !later.isEmpty()) {
                out += QStringLiteral("\n  - ") + tr("Later treatment: %1").arg(mdText(later));
                if (const QString link = VerificationItems::treatmentLink(c.treatment); !link.isEmpty())
                    out += QStringLiteral(" <%1>").arg(link);
            }
            out += QLatin1Char('\n');
            if (AuthorityBadge::shown(c))
                out += QStringLiteral("  - ") + mdText(AuthorityBadge::text(c)) + QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    if (!quotes.isEmpty()) {
        out += QStringLiteral("### ") + tr("Flagged quotations") + QStringLiteral("\n\n");
        for (const model::VerifiedQuote& q : quotes)
            out += QStringLiteral("- **%1** \"%2\" — %3\n")
                       .arg(badgeLabel(q.status), mdText(VerificationItems::quoteExcerpt(q.text)),
                            mdText(VerificationItems::quoteReason(q)));
        out += QLatin1Char('\n');
    }
    if (const QList<model::VerifiedQuote> unchecked = VerificationItems::uncheckedQuotes(v); !unchecked.isEmpty()) {
        out += QStringLiteral("### ") + tr("Quotations not checked") + QStringLiteral("\n\n");
        for (const model::VerifiedQuote& q : unchecked)
            out += QStringLiteral("- **%1** \"%2\" — %3\n")
                       .arg(badgeLabel(q.status), mdText(VerificationItems::quoteExcerpt(q.text)),
                            mdText(VerificationItems::quoteReason(q)));
        out += QLatin1Char('\n');
    }
    if (!claims.isEmpty()) {
        out += QStringLiteral("### ") + tr("Flagged claims") + QStringLiteral("\n\n");
        for (const model::VerifiedClaim& c : claims)
            out += QStringLiteral("- **%1** \"%2\" — %3\n")
                       .arg(badgeLabel(c.status), mdText(plainSentence(c.sentence)),
                            mdText(VerificationItems::claimReason(c)));
        out += QLatin1Char('\n');
    }
    for (const QString& note : v.notes)
        out += QStringLiteral("> ") + mdText(note) + QStringLiteral("\n\n");
    return out;
}

QString VerificationSummary::html(const model::Verification& v, model::RunStatus status)
{
    QString out = QStringLiteral("<section class=\"citation-check\">\n<h2>") + esc(tr("Citation check")) +
                  QStringLiteral("</h2>\n");
    if (!v.present)
        return out + QStringLiteral("<p class=\"check-none\">") + esc(missingRecordLine(status)) +
               QStringLiteral("</p>\n</section>\n");
    if (v.turnedOff)
        return out + QStringLiteral("<p class=\"check-none\">") + esc(turnedOffLine()) +
               QStringLiteral("</p>\n</section>\n");
    out += QStringLiteral("<p class=\"check-counts\">") + esc(countsLine(v)) + QStringLiteral("</p>\n");
    if (v.revised)
        out += QStringLiteral("<p>") + esc(tr("The answer was revised once after failed checks.")) +
               QStringLiteral("</p>\n");
    auto badge = [](const QString& tone, const QString& label) {
        return QStringLiteral("<span class=\"vbadge vbadge-%1\">%2</span>").arg(tone, esc(label));
    };
    if (!v.citations.isEmpty()) {
        out += QStringLiteral("<h3>") + esc(tr("Citations")) + QStringLiteral("</h3>\n<ul class=\"check-list\">\n");
        for (const model::VerifiedCitation& c : citationsForReview(v)) {
            out += QStringLiteral("<li>") + badge(tone(c.check.status), badgeLabel(c.check.status)) +
                   AuthorityBadge::html(c) + QStringLiteral(" <span class=\"check-text\">") +
                   esc(VerificationItems::citationText(c.citation)) + QStringLiteral("</span>");
            if (!c.check.reason.isEmpty())
                out += QStringLiteral(" — ") + esc(c.check.reason.simplified());
            if (!c.found.caseName.isEmpty())
                out += QLatin1Char(' ') + esc(tr("(found: %1)").arg(VerificationItems::foundText(c.found)));
            if (const QString link = c.webLink(); !link.isEmpty())
                out += QStringLiteral(" <a class=\"check-link\" href=\"%1\">%1</a>").arg(esc(link));
            if (AuthorityBadge::shown(c))
                out += QStringLiteral("<div class=\"check-authority\">") +
                       esc(AuthorityBadge::tooltip(c.authority)).replace(QLatin1Char('\n'), QStringLiteral("<br>")) +
                       QStringLiteral("</div>");
            if (const QString later = VerificationItems::treatmentText(c.treatment); !later.isEmpty()) {
                out += QStringLiteral("<br><span class=\"check-treatment\">") +
                       esc(tr("Later treatment: %1").arg(later)) + QStringLiteral("</span>");
                if (const QString link = VerificationItems::treatmentLink(c.treatment); !link.isEmpty())
                    out += QStringLiteral(" <a class=\"check-link\" href=\"%1\">%1</a>").arg(esc(link));
            }
            out += QStringLiteral("</li>\n");
        }
        out += QStringLiteral("</ul>\n");
    }
    if (const QList<model::VerifiedQuote> quotes = VerificationItems::flaggedQuotes(v); !quotes.isEmpty()) {
        out += QStringLiteral("<h3>") + esc(tr("Flagged quotations")) +
               QStringLiteral("</h3>\n<ul class=\"check-list\">\n");
        for (const model::VerifiedQuote& q : quotes)
            out += QStringLiteral("<li>") + badge(tone(q.status), badgeLabel(q.status)) + QStringLiteral(" “") +
                   esc(VerificationItems::quoteExcerpt(q.text)) + QStringLiteral("” — ") +
                   esc(VerificationItems::quoteReason(q)) + QStringLiteral("</li>\n");
        out += QStringLiteral("</ul>\n");
    }
    if (const QList<model::VerifiedQuote> unchecked = VerificationItems::uncheckedQuotes(v); !unchecked.isEmpty()) {
        out += QStringLiteral("<h3>") + esc(tr("Quotations not checked")) +
               QStringLiteral("</h3>\n<ul class=\"check-list\">\n");
        for (const model::VerifiedQuote& q : unchecked)
            out += QStringLiteral("<li>") + badge(tone(q.status), badgeLabel(q.status)) + QStringLiteral(" “") +
                   esc(VerificationItems::quoteExcerpt(q.text)) + QStringLiteral("” — ") +
                   esc(VerificationItems::quoteReason(q)) + QStringLiteral("</li>\n");
        out += QStringLiteral("</ul>\n");
    }
    if (const QList<model::VerifiedClaim> claims = VerificationItems::flaggedClaims(v); !claims.isEmpty()) {
        out +=
            QStringLiteral("<h3>") + esc(tr("Flagged claims")) + QStringLiteral("</h3>\n<ul class=\"check-list\">\n");
        for (const model::VerifiedClaim& c : claims)
            out += QStringLiteral("<li>") + badge(tone(c.status), badgeLabel(c.status)) + QStringLiteral(" “") +
                   esc(plainSentence(c.sentence)) + QStringLiteral("” — ") + esc(VerificationItems::claimReason(c)) +
                   QStringLiteral("</li>\n");
        out += QStringLiteral("</ul>\n");
    }
    for (const QString& note : v.notes)
        out += QStringLiteral("<p class=\"check-note\">") + esc(note) + QStringLiteral("</p>\n");
    return out + QStringLiteral("</section>\n");
}

} // namespace lmars::exporting
