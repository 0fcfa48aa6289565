// SPDX-License-Identifier: GPL-3.0-or-later
#include "AuthorityBadge.h"

namespace lmars::exporting {

using model::AuthorityKind;

bool AuthorityBadge::shown(const model::VerifiedCitation& citation)
{
    return citation.check.status == model::CitationStatus::Verified &&
           citation.authority.kind != AuthorityKind::Unknown;
}

QString AuthorityBadge::label(AuthorityKind kind)
{
    switch (kind) {
    case AuthorityKind::Binding:
        return tr("Binding");
    case AuthorityKind::Persuasive:
        return tr("Persuasive");
    case AuthorityKind::NotPrecedential:
        return tr("Not precedential");
    case AuthorityKind::Unknown:
        break;
    }
    return {};
}

QString AuthorityBadge::tooltip(const model::Authority& authority)
{
    QString tip = authority.reason.simplified();
    if (authority.assumed && !authority.forum.isEmpty())
        tip += QLatin1Char('\n') + tr("assumed forum: %1").arg(authority.forum);
    return tip;
}

QString AuthorityBadge::tone(AuthorityKind kind)
{
    switch (kind) {
    case AuthorityKind::Binding:
        return QStringLiteral("binding");
    case AuthorityKind::Persuasive:
        return QStringLiteral("persuasive");
    case AuthorityKind::NotPrecedential:
    case AuthorityKind::Unknown:
        break;
    }
    return QStringLiteral("none");
}

QString AuthorityBadge::html(const model::VerifiedCitation& citation)
{
    if (!shown(citation))
        return {};
    const auto esc = [](const QString& text) {
        return text.toHtmlEscaped().replace(QLatin1Char('\''), QLatin1String("&#39;"));
    };
    return QStringLiteral("<span class=\"abadge abadge-%1\" tabindex=\"0\" data-tip=\"%2\">%3</span>")
        .arg(tone(citation.authority.kind), esc(tooltip(citation.authority)), esc(label(citation.authority.kind)));
}

QString AuthorityBadge::text(const model::VerifiedCitation& citation)
{
    if (!shown(citation))
        return {};
    return label(citation.authority.kind) + QStringLiteral(" — ") +
           tooltip(citation.authority).replace(QLatin1Char('\n'), QStringLiteral("; "));
}

} // namespace lmars::exporting
