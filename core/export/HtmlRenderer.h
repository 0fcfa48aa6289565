// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace lmars::model {
struct UScoreComponents;
class ResearchState;
struct Verification;
} // namespace lmars::model

namespace lmars::exporting {

/// How [n] citation markers are linked.
enum class CitationLinks
{
    SourceScheme, ///< `lmars://source/N` (the answer view intercepts these and shows source N)
    Anchor        ///< `#source-N` (a self-contained document: HTML or PDF export)
};

/// Colour scheme of a rendered document; both live in resources/web/answer.css.
enum class Theme
{
    Light,
    Dark
};

/**
 * Renders generated Markdown and whole answers as HTML with cmark-gfm (tables, strikethrough and
 * autolinks when the extensions are available).
 *
 * Safety: the model's text is untrusted. Raw HTML in it (blocks and inline tags) is shown as
 * escaped text, never passed through; link targets other than http(s), mailto and in-document
 * anchors are dropped; images become plain links so nothing remote is loaded. Only the markup
 * this class generates itself (citation links, warning spans) is emitted as HTML.
 *
 * Citation markers `[n]`, `[n, m]` and `[n-m]` become `<a class="cite" href="lmars://source/N"
 * data-n="N">[N]</a>` for every N in 1..sourceCount; other numbers and `[unverified citation N]`
 * become a visible `<span class="cite-unverified">` warning. Markers inside code or links stay text.
 * In answerBody(), the verification record's status badges follow each citation and checked claim
 * (VerificationBadges).
 */
class HtmlRenderer final
{
    Q_DECLARE_TR_FUNCTIONS(HtmlRenderer)

public:
    /// Markdown → HTML fragment with citation links for sources 1..sourceCount.
    static QString markdownToHtml(const QString& markdown, int sourceCount,
                                  CitationLinks links = CitationLinks::SourceScheme);
    /// Like markdownToHtml(), with the verification's status badges on the citations and claims it
    /// has checked (while the answer streams, those checked so far).
    static QString markdownToHtml(const QString& markdown, int sourceCount, const model::Verification& verification,
                                  CitationLinks links = CitationLinks::SourceScheme);
    /// Like markdownToHtml(), without the "Key points" section (a heading or bold line so named and
    /// what follows it up to the next heading), which answerBody() shows in its own block.
    static QString markdownToHtmlWithoutKeyPoints(const QString& markdown, int sourceCount,
                                                  CitationLinks links = CitationLinks::SourceScheme);

    /**
     * The body of the answer page: `<article class="answer-page">` with
     * `<section class="answer">` (the answer; the evidence list in evidence-only mode),
     * `<section class="key-points">`, `<section class="citation-check">` (VerificationSummary::html(): the
     * record's every citation, flagged quotations and claims, or that nothing was checked), `<section class="uscore
     * band-…">` (score, band and the one-line explanation()), and `<aside class="disclaimers">`, visually separate.
     * Sections without content are left out; a warning block lists citation numbers that refer to no source.
     */
    static QString answerBody(const model::ResearchState& state, CitationLinks links = CitationLinks::SourceScheme);

    /// "U-Score 0.42 — moderate uncertainty (lower is better)."
    static QString uscoreHeadline(const model::UScoreComponents& score);
    /// One line naming what drives the score most: the components with the largest weighted share.
    /// Under a U-Score beside flagged checks: the score measures the wording, not the citations.
    static QString uscoreFlaggedNote(int flagged);
    static QString uscoreExplanation(const model::UScoreComponents& score);
    /// Translated band name: "low", "moderate", "high".
    static QString bandName(const QString& band);

    /// A complete, self-contained HTML document: UTF-8, a Content-Security-Policy that blocks every
    /// remote load, the stylesheet inlined, `data-theme` set for the theme.
    static QString document(const QString& title, const QString& bodyHtml, Theme theme = Theme::Light);
    /// resources/web/answer.css (compiled in as `:/web/answer.css`).
    static QString stylesheet();
    /// Citation markers: `[3]`, `[1, 4]`, `[2-5]`, `[2–5]`, `[unverified citation 7]`; group 1 is the
    /// "unverified citation" prefix, group 2 the numbers (agents::AnswerParser::expandMarker reads them).
    static const QRegularExpression& citationMarkerPattern();
    /// HTML-escapes text (& < > " ').
    static QString escape(const QString& text);
};

} // namespace lmars::exporting
