// SPDX-License-Identifier: GPL-3.0-or-later
#include "HtmlRenderer.h"

#include "CmarkNodes.h"
#include "ExportLog.h"
#include "MarkdownExport.h"
#include "VerificationBadges.h"
#include "VerificationSummary.h"
#include "agents/AnswerParser.h"
#include "model/ModePolicy.h"
#include "model/ResearchState.h"
#include "model/UScore.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

namespace lmars::exporting {

namespace {

QByteArray literalOf(cmark_node* node)
{
    const char* text = cmark_node_get_literal(node);
    return text ? QByteArray(text) : QByteArray();
}

/// Plain text of a node's descendants (text and inline code).
QString plainText(cmark_node* node)
{
    QByteArray out;
    cmark_iter* iter = cmark_iter_new(node);
    cmark_event_type ev;
    while ((ev = cmark_iter_next(iter)) != CMARK_EVENT_DONE) {
        cmark_node* n = cmark_iter_get_node(iter);
        const auto type = cmark_node_get_type(n);
        if (ev == CMARK_EVENT_ENTER && (type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE))
            out += literalOf(n);
    }
    cmark_iter_free(iter);
    return QString::fromUtf8(out);
}

bool insideLink(cmark_node* node)
{
    for (cmark_node* p = cmark_node_parent(node); p; p = cmark_node_parent(p)) {
        if (cmark_node_get_type(p) == CMARK_NODE_LINK)
            return true;
    }
    return false;
}

bool safeUrl(const char* url)
{
    const QString u = QString::fromUtf8(url ? url : "").trimmed().toLower();
    return u.startsWith(QLatin1String("https://")) || u.startsWith(QLatin1String("http://")) ||
           u.startsWith(QLatin1String("mailto:")) || u.startsWith(QLatin1Char('#'));
}

/// Moves node's children in front of it and frees it.
void unwrap(cmark_node* node)
{
    while (cmark_node* child = cmark_node_first_child(node))
        cmark_node_insert_before(node, child);
    cmark_node_free(node);
}

/// The model's raw HTML becomes visible text; images become links; unsafe links lose their target.
void neutralise(cmark_node* doc)
{
    std::vector<cmark_node*> nodes;
    cmark_iter* iter = cmark_iter_new(doc);
    cmark_event_type ev;
    while ((ev = cmark_iter_next(iter)) != CMARK_EVENT_DONE) {
        cmark_node* n = cmark_iter_get_node(iter);
        const auto type = cmark_node_get_type(n);
        if (ev == CMARK_EVENT_ENTER && (type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE ||
                                        type == CMARK_NODE_IMAGE || type == CMARK_NODE_LINK))
            nodes.push_back(n);
    }
    cmark_iter_free(iter);
    // Children come after their parents in this list, so handle them first (reverse order).
    for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) {
        cmark_node* n = *it;
        switch (cmark_node_get_type(n)) {
        case CMARK_NODE_HTML_BLOCK: {
            cmark_node* para = cmark_node_new(CMARK_NODE_PARAGRAPH);
            cmark_node_append_child(para, CmarkNodes::text(QString::fromUtf8(literalOf(n)).trimmed()));
            cmark_node_insert_before(n, para);
            cmark_node_free(n);
            break;
        }
        case CMARK_NODE_HTML_INLINE:
            cmark_node_insert_before(n, CmarkNodes::text(QString::fromUtf8(literalOf(n))));
            cmark_node_free(n);
            break;
        case CMARK_NODE_IMAGE:
            if (safeUrl(cmark_node_get_url(n))) {
                cmark_node* link = cmark_node_new(CMARK_NODE_LINK);
                cmark_node_set_url(link, cmark_node_get_url(n));
                cmark_node_set_title(link, cmark_node_get_title(n));
                while (cmark_node* child = cmark_node_first_child(n))
                    cmark_node_append_child(link, child);
                cmark_node_insert_before(n, link);
                cmark_node_free(n);
            } else {
                unwrap(n);
            }
            break;
        default: // link
            if (!safeUrl(cmark_node_get_url(n)))
                unwrap(n);
            break;
        }
    }
}

bool isKeyPointsTitle(const QString& title)
{
    const QString t = title.toLower();
    return t.contains(QLatin1String("key point")) || t.contains(QLatin1String("key takeaway"));
}

/// A heading, or a paragraph that is only bold text ("**Key points**"); its title, else empty.
QString headingTitle(cmark_node* node)
{
    const auto type = cmark_node_get_type(node);
    if (type == CMARK_NODE_HEADING)
        return plainText(node).trimmed();
    if (type == CMARK_NODE_PARAGRAPH) {
        cmark_node* first = cmark_node_first_child(node);
        if (first && cmark_node_get_type(first) == CMARK_NODE_STRONG) {
            cmark_node* next = cmark_node_next(first);
            const bool onlyColon = !next || (cmark_node_get_type(next) == CMARK_NODE_TEXT && !cmark_node_next(next) &&
                                             QString::fromUtf8(literalOf(next)).trimmed() == QLatin1String(":"));
            if (onlyColon)
                return plainText(first).trimmed();
        }
    }
    return {};
}

void removeKeyPoints(cmark_node* doc)
{
    cmark_node* node = cmark_node_first_child(doc);
    while (node) {
        cmark_node* next = cmark_node_next(node);
        if (isKeyPointsTitle(headingTitle(node))) {
            cmark_node_free(node);
            while (next && headingTitle(next).isEmpty()) {
                cmark_node* after = cmark_node_next(next);
                cmark_node_free(next);
                next = after;
            }
        }
        node = next;
    }
}

const QRegularExpression& markerPattern()
{
    return HtmlRenderer::citationMarkerPattern();
}

QString citeLink(int n, CitationLinks links)
{
    const QString href = links == CitationLinks::Anchor ? QStringLiteral("#source-%1").arg(n)
                                                        : QStringLiteral("lmars://source/%1").arg(n);
    return QStringLiteral("<a class=\"cite\" href=\"%1\" data-n=\"%2\">[%2]</a>").arg(href).arg(n);
}

QString unverifiedSpan(const QList<int>& numbers)
{
    QStringList list;
    for (int n : numbers)
        list << QString::number(n);
    const QString joined = list.join(QStringLiteral(", "));
    return QStringLiteral("<span class=\"cite-unverified\" data-n=\"%1\" title=\"%2\">[%3]</span>")
        .arg(
            joined,
            HtmlRenderer::escape(HtmlRenderer::tr("This number refers to no source of the answer; do not rely on it.")),
            HtmlRenderer::escape(HtmlRenderer::tr("unverified citation %1").arg(joined)));
}

/// Replaces markers in one text node by citation links and warning spans.
void linkMarkers(cmark_node* text, int sourceCount, CitationLinks links)
{
    const QString literal = QString::fromUtf8(literalOf(text));
    auto it = markerPattern().globalMatch(literal);
    if (!it.hasNext())
        return;
    qsizetype last = 0;
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedStart() > last)
            cmark_node_insert_before(text, CmarkNodes::text(literal.mid(last, m.capturedStart() - last)));
        last = m.capturedEnd();
        const QList<int> numbers = agents::AnswerParser::expandMarker(m.captured(2));
        const bool flagged = !m.captured(1).isEmpty();
        QString html;
        QList<int> bad;
        for (int n : numbers) {
            if (!flagged && n >= 1 && n <= sourceCount)
                html += citeLink(n, links);
            else if (!bad.contains(n))
                bad << n;
        }
        if (!bad.isEmpty())
            html += (html.isEmpty() ? QString() : QStringLiteral(" ")) + unverifiedSpan(bad);
        cmark_node_insert_before(text, CmarkNodes::html(html));
    }
    if (last < literal.size())
        cmark_node_insert_before(text, CmarkNodes::text(literal.mid(last)));
    cmark_node_free(text);
}

void linkAllMarkers(cmark_node* doc, int sourceCount, CitationLinks links)
{
    std::vector<cmark_node*> texts;
    cmark_iter* iter = cmark_iter_new(doc);
    cmark_event_type ev;
    while ((ev = cmark_iter_next(iter)) != CMARK_EVENT_DONE) {
        cmark_node* n = cmark_iter_get_node(iter);
        if (ev == CMARK_EVENT_ENTER && cmark_node_get_type(n) == CMARK_NODE_TEXT && !insideLink(n))
            texts.push_back(n);
    }
    cmark_iter_free(iter);
    for (cmark_node* n : texts)
        linkMarkers(n, sourceCount, links);
}

QString render(const QString& markdown, int sourceCount, CitationLinks links, bool withoutKeyPoints,
               const model::Verification* verification = nullptr)
{
    cmark_parser* parser = CmarkNodes::gfmParser();
    cmark_node* doc = CmarkNodes::parse(parser, markdown);

    neutralise(doc);
    if (withoutKeyPoints)
        removeKeyPoints(doc);
    cmark_consolidate_text_nodes(doc);
    if (verification)
        VerificationBadges::apply(doc, *verification);
    linkAllMarkers(doc, sourceCount, links);

    // Every HTML node left is one this renderer made, so unsafe rendering emits exactly those.
    char* html = cmark_render_html(doc, CMARK_OPT_UNSAFE, cmark_parser_get_syntax_extensions(parser));
    const QString out = QString::fromUtf8(html);
    cmark_get_default_mem_allocator()->free(html);
    cmark_node_free(doc);
    cmark_parser_free(parser);
    return out;
}

QString fixed2(double value)
{
    return QLocale().toString(value, 'f', 2);
}

} // namespace

const QRegularExpression& HtmlRenderer::citationMarkerPattern()
{
    // [3]  [1, 4]  [2-5]  [2–5]  [unverified citation 7]
    static const QRegularExpression re(
        QStringLiteral(R"(\[(unverified citation\s+)?(\d{1,4}(?:\s*(?:,|;|-|\x{2013})\s*\d{1,4})*)\])"));
    return re;
}

QString HtmlRenderer::escape(const QString& text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\''), QLatin1String("&#39;"));
}

QString HtmlRenderer::markdownToHtml(const QString& markdown, int sourceCount, CitationLinks links)
{
    return render(markdown, sourceCount, links, false);
}

QString HtmlRenderer::markdownToHtml(const QString& markdown, int sourceCount, const model::Verification& verification,
                                     CitationLinks links)
{
    return render(markdown, sourceCount, links, false, &verification);
}

QString HtmlRenderer::markdownToHtmlWithoutKeyPoints(const QString& markdown, int sourceCount, CitationLinks links)
{
    return render(markdown, sourceCount, links, true);
}

QString HtmlRenderer::bandName(const QString& band)
{
    if (band == QLatin1String("low"))
        return tr("low");
    if (band == QLatin1String("moderate"))
        return tr("moderate");
    return tr("high");
}

QString HtmlRenderer::uscoreHeadline(const model::UScoreComponents& score)
{
    return tr("U-Score %1 — %2 uncertainty (lower is better).").arg(fixed2(score.paper), bandName(score.band()));
}

QString HtmlRenderer::uscoreFlaggedNote(int flagged)
{
    return tr("The citation check flagged %n item(s) above. The U-Score says how uncertain the wording reads, not "
              "whether the citations are right.",
              nullptr, flagged);
}

QString HtmlRenderer::uscoreExplanation(const model::UScoreComponents& score)
{
    struct Share
    {
        double weighted;
        double value;
        QString what;
    };
    std::array<Share, 5> shares{{
        {0.25 * score.H, score.H, tr("hedging language")},
        {0.20 * score.T, score.T, tr("vague dates")},
        {0.25 * score.C, score.C, tr("weak or missing citations")},
        {0.15 * score.J, score.J, tr("an unclear jurisdiction")},
        {0.15 * score.D, score.D, tr("no clear conclusion")},
    }};
    std::stable_sort(shares.begin(), shares.end(),
                     [](const Share& a, const Share& b) { return a.weighted > b.weighted; });
    if (shares[0].weighted < 0.05)
        return tr("No factor stands out: the answer is specific, dated, cited and decisive.");
    const Share& top = shares[0];
    const Share& second = shares[1];
    if (second.weighted >= 0.05 && second.weighted * 2 >= top.weighted)
        return tr("Driven mostly by %1 (%2) and %3 (%4).")
            .arg(top.what, fixed2(top.value), second.what, fixed2(second.value));
    return tr("Driven mostly by %1 (%2).").arg(top.what, fixed2(top.value));
}

QString HtmlRenderer::answerBody(const model::ResearchState& state, CitationLinks links)
{
    const int count = int(state.sources.size());
    QString out = QStringLiteral("<article class=\"answer-page\">\n");
    if (!model::ModePolicy::writesAnswer(state.mode)) {
        out += QStringLiteral("<section class=\"answer evidence\">\n") +
               markdownToHtml(MarkdownExport::evidenceReport(state), count, links) + QStringLiteral("</section>\n");
    } else if (state.answer.markdown.trimmed().isEmpty()) {
        out += QStringLiteral("<section class=\"answer empty\"><p class=\"placeholder\">") +
               escape(model::isFinal(state.status) ? tr("No answer was written.") : tr("No answer yet.")) +
               QStringLiteral("</p></section>\n");
    } else {
        out += QStringLiteral("<section class=\"answer\">\n") +
               render(state.answer.markdown, count, links, true, &state.verification) + QStringLiteral("</section>\n");
    }

    if (!state.answer.keyPoints.isEmpty()) {
        QString list;
        for (const QString& point : state.answer.keyPoints)
            list += QStringLiteral("- ") + point.simplified() + QLatin1Char('\n');
        out += QStringLiteral("<section class=\"key-points\">\n<h2>") + escape(tr("Key points")) +
               QStringLiteral("</h2>\n") + markdownToHtml(list, count, links) + QStringLiteral("</section>\n");
    }

    if (!state.answer.unresolvedMarkers.isEmpty()) {
        QStringList numbers;
        for (int n : state.answer.unresolvedMarkers)
            numbers << QString::number(n);
        out += QStringLiteral("<div class=\"cite-warning\" role=\"alert\">") +
               escape(tr("The answer cites source number(s) %1, which do not exist. Those statements are marked "
                         "\"unverified citation\" and must not be relied on.")
                          .arg(numbers.join(QStringLiteral(", ")))) +
               QStringLiteral("</div>\n");
    }

    if (model::ModePolicy::writesAnswer(state.mode) && !state.answer.markdown.trimmed().isEmpty())
        out += VerificationSummary::html(state.verification, state.status);

    if (state.uscore) {
        const model::UScoreComponents& u = *state.uscore;
        // The U-Score measures how uncertain the wording reads, not whether the citations are right: beside
        // a flagged check it is shown without its band's colour (a green "low" would reassure wrongly).
        const int flagged = state.verification.present ? state.verification.flaggedCount() : 0;
        out += QStringLiteral("<section class=\"uscore band-%1\">\n<h2>")
                   .arg(flagged > 0 ? QStringLiteral("flagged") : u.band()) +
               escape(tr("U-Score: how uncertain the wording reads")) +
               QStringLiteral("</h2>\n<p class=\"uscore-headline\"><span class=\"uscore-value\">") + fixed2(u.paper) +
               QStringLiteral("</span> <span class=\"uscore-band\">") +
               escape(tr("%1 uncertainty").arg(bandName(u.band()))) +
               QStringLiteral("</span> <span class=\"uscore-hint\">") + escape(tr("(lower is better)")) +
               QStringLiteral("</span></p>\n<p class=\"uscore-explain\">") + escape(uscoreExplanation(u)) +
               QStringLiteral("</p>\n");
        if (flagged > 0)
            out += QStringLiteral("<p class=\"uscore-warning\" role=\"note\">") + escape(uscoreFlaggedNote(flagged)) +
                   QStringLiteral("</p>\n");
        out += QStringLiteral("</section>\n");
    }

    if (!state.answer.disclaimers.isEmpty()) {
        QString list;
        for (const QString& d : state.answer.disclaimers)
            list += QStringLiteral("- ") + d.simplified() + QLatin1Char('\n');
        out += QStringLiteral("<aside class=\"disclaimers\">\n<h2>") + escape(tr("Disclaimers")) +
               QStringLiteral("</h2>\n") + markdownToHtml(list, count, links) + QStringLiteral("</aside>\n");
    }
    out += QStringLiteral("</article>\n");
    return out;
}

QString HtmlRenderer::stylesheet()
{
    QFile file(QStringLiteral(":/web/answer.css"));
    if (!file.open(QIODevice::ReadOnly)) {
        qCWarning(lcExport) << "answer stylesheet missing from the resources";
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

QString HtmlRenderer::document(const QString& title, const QString& bodyHtml, Theme theme)
{
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\" data-theme=\"%2\">\n<head>\n<meta charset=\"utf-8\">\n")
               .arg(escape(QLocale().bcp47Name()),
                    theme == Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light")) +
           QStringLiteral("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                          "style-src 'unsafe-inline'; img-src data:\">\n") +
           QStringLiteral("<title>") + escape(title) + QStringLiteral("</title>\n<style>\n") + stylesheet() +
           QStringLiteral("</style>\n</head>\n<body>\n") + bodyHtml + QStringLiteral("</body>\n</html>\n");
}

} // namespace lmars::exporting
