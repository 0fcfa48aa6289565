// SPDX-License-Identifier: GPL-3.0-or-later
#include "VerificationBadges.h"

#include "AuthorityBadge.h"
#include "CmarkNodes.h"
#include "ExportLog.h"
#include "VerificationSummary.h"

#include <cmark-gfm.h>

#include <algorithm>
#include <vector>

namespace lmars::exporting {

namespace {

QString esc(const QString& text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\''), QLatin1String("&#39;"));
}

QString literal(cmark_node* node)
{
    const char* text = cmark_node_get_literal(node);
    return text ? QString::fromUtf8(text) : QString();
}

bool insideLinkOrCode(cmark_node* node)
{
    for (cmark_node* p = cmark_node_parent(node); p; p = cmark_node_parent(p)) {
        const auto type = cmark_node_get_type(p);
        if (type == CMARK_NODE_LINK || type == CMARK_NODE_CODE_BLOCK)
            return true;
    }
    return false;
}

bool isMarkup(QChar c)
{
    return c == QLatin1Char('*') || c == QLatin1Char('_') || c == QLatin1Char('`') || c == QLatin1Char('\n');
}

/// The part of an item's Markdown text that a single text node holds: after the last markup
/// character (emphasis, code, a line break), trimmed; for a sentence (tail) at most its last 48
/// characters, cut at a word. Empty when too little is left to find it reliably.
QString searchKey(const QString& markdownText, bool tail)
{
    QString text = markdownText.trimmed();
    int cut = -1;
    for (int i = 0; i < text.size(); ++i) {
        if (isMarkup(text.at(i)))
            cut = i;
    }
    // An inline link [text](url): its text is a node of its own; search after it.
    if (const int link = int(text.lastIndexOf(QLatin1String("](")));
        link >= 0 && text.indexOf(QLatin1Char(')'), link) > cut)
        cut = int(text.indexOf(QLatin1Char(')'), link));
    text = text.mid(cut + 1);
    if (!tail) {
        while (!text.isEmpty() && (text.front() == QLatin1Char(',') || text.front().isSpace()))
            text.remove(0, 1);
    } else if (text.size() > 48) {
        const int space = int(text.indexOf(QLatin1Char(' '), text.size() - 48));
        text = space > 0 ? text.mid(space + 1) : text.right(48);
    }
    text = text.trimmed();
    return text.size() >= 4 ? text : QString();
}

struct Item
{
    int start = 0;
    QString key;
    bool wrap = false; ///< wrap the matched text (citations), else only append the badge (claims)
    QString tone;
    QString badge;
};

/// A text node and where the search may continue in it.
struct Cursor
{
    std::size_t node = 0;
    int offset = 0;
};

} // namespace

QString VerificationBadges::badgeHtml(const QString& tone, const QString& label, const QString& tip,
                                      const QString& link)
{
    if (!link.isEmpty())
        return QStringLiteral("<a class=\"vbadge vbadge-%1\" href=\"%2\" data-tip=\"%3\">%4</a>")
            .arg(tone, esc(link), esc(tip), esc(label));
    return QStringLiteral("<span class=\"vbadge vbadge-%1\" tabindex=\"0\" data-tip=\"%2\">%3</span>")
        .arg(tone, esc(tip), esc(label));
}

void VerificationBadges::apply(cmark_node* document, const model::Verification& verification)
{
    if (!verification.present)
        return;
    std::vector<Item> items;
    for (const model::VerifiedCitation& c : verification.citations) {
        Item item;
        item.start = c.citation.start;
        item.key = searchKey(c.citation.text, false);
        item.wrap = true;
        item.tone = VerificationSummary::tone(c.check.status);
        // Beside a verified case's badge, whether it binds the forum (issue 27).
        item.badge = badgeHtml(item.tone, VerificationSummary::badgeLabel(c.check.status),
                               VerificationSummary::tooltip(c), c.webLink()) +
                     AuthorityBadge::html(c);
        if (!item.key.isEmpty())
            items.push_back(item);
    }
    for (const model::VerifiedClaim& c : verification.claims) {
        if (c.status == model::ClaimStatus::Unchecked && c.reason.isEmpty())
            continue;
        Item item;
        item.start = c.end; // the badge goes at the sentence's end: after any citation inside it
        item.key = searchKey(c.sentence, true);
        item.tone = VerificationSummary::tone(c.status);
        item.badge =
            badgeHtml(item.tone, VerificationSummary::badgeLabel(c.status), VerificationSummary::tooltip(c), {});
        if (!item.key.isEmpty())
            items.push_back(item);
    }
    std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.start < b.start; });

    std::vector<cmark_node*> texts;
    cmark_iter* iter = cmark_iter_new(document);
    cmark_event_type ev;
    while ((ev = cmark_iter_next(iter)) != CMARK_EVENT_DONE) {
        cmark_node* n = cmark_iter_get_node(iter);
        if (ev == CMARK_EVENT_ENTER && cmark_node_get_type(n) == CMARK_NODE_TEXT && !insideLinkOrCode(n))
            texts.push_back(n);
    }
    cmark_iter_free(iter);

    // Find every item on the original literals (citations and claims each in answer order), then
    // split each text node once at all its cut points.
    struct Cut
    {
        int at;
        int order; ///< at one position: close a wrap, then a claim's badge, then open a wrap
        QString html;
    };
    std::vector<std::vector<Cut>> cuts(texts.size());
    std::vector<QString> literals;
    literals.reserve(texts.size());
    for (cmark_node* n : texts)
        literals.push_back(literal(n));
    Cursor citationCursor;
    Cursor claimCursor;
    int missed = 0;
    for (const Item& item : items) {
        Cursor& cursor = item.wrap ? citationCursor : claimCursor;
        bool found = false;
        for (std::size_t i = cursor.node; i < texts.size() && !found; ++i) {
            const int from = i == cursor.node ? cursor.offset : 0;
            const int at = int(literals[i].indexOf(item.key, from));
            if (at < 0)
                continue;
            const int to = at + int(item.key.size());
            if (item.wrap) {
                cuts[i].push_back({at, 2, QStringLiteral("<span class=\"vcite vcite-%1\">").arg(item.tone)});
                cuts[i].push_back({to, 0, QStringLiteral("</span>") + item.badge});
            } else {
                cuts[i].push_back({to, 1, QStringLiteral(" ") + item.badge});
            }
            cursor = {i, to};
            found = true;
        }
        missed += found ? 0 : 1;
    }
    if (missed > 0)
        qCDebug(lcExport) << "verification badges:" << missed << "item(s) not found in the rendered answer";

    for (std::size_t i = 0; i < texts.size(); ++i) {
        if (cuts[i].empty())
            continue;
        std::stable_sort(cuts[i].begin(), cuts[i].end(),
                         [](const Cut& a, const Cut& b) { return a.at != b.at ? a.at < b.at : a.order < b.order; });
        cmark_node* node = texts[i];
        const QString& text = literals[i];
        int last = 0;
        for (const Cut& cut : cuts[i]) {
            if (cut.at > last) {
                cmark_node_insert_before(node, CmarkNodes::text(text.mid(last, cut.at - last)));
                last = cut.at;
            }
            cmark_node_insert_before(node, CmarkNodes::html(cut.html));
        }
        if (last < text.size())
            cmark_node_insert_before(node, CmarkNodes::text(text.mid(last)));
        cmark_node_free(node);
    }
}

} // namespace lmars::exporting
