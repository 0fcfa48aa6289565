// SPDX-License-Identifier: GPL-3.0-or-later
#include "VerificationItems.h"

#include "VerificationSummary.h"

#include "model/CitationNames.h"

#include <QStringList>

#include <algorithm>

namespace lmars::exporting {

using model::QuoteStatus;

QString VerificationItems::citationText(const model::LegalCitation& citation)
{
    QString text = citation.text.simplified();
    text.remove(QLatin1Char('*'));
    text.remove(QLatin1Char('`'));
    return text;
}

QString VerificationItems::foundText(const model::FoundCase& found)
{
    QStringList parts;
    if (!found.court.isEmpty())
        parts << found.court;
    if (!found.date.isEmpty())
        parts << found.date.left(4);
    return parts.isEmpty() ? found.caseName
                           : QStringLiteral("%1 (%2)").arg(found.caseName, parts.join(QLatin1Char(' ')));
}

QString VerificationItems::quoteExcerpt(const QString& text)
{
    const QString simple = VerificationSummary::plainSentence(text);
    return simple.size() > 90 ? simple.left(87) + QStringLiteral("…") : simple;
}

QList<model::VerifiedQuote> VerificationItems::flaggedQuotes(const model::Verification& v)
{
    QList<model::VerifiedQuote> out;
    for (const model::VerifiedQuote& q : v.quotes)
        if (model::isFlagged(q.status))
            out << q;
    return out;
}

QList<model::VerifiedQuote> VerificationItems::uncheckedQuotes(const model::Verification& v)
{
    QList<model::VerifiedQuote> out;
    for (const model::VerifiedQuote& q : v.quotes)
        if (q.status == QuoteStatus::Unchecked)
            out << q;
    return out;
}

QList<model::VerifiedClaim> VerificationItems::flaggedClaims(const model::Verification& v)
{
    QList<model::VerifiedClaim> out;
    for (const model::VerifiedClaim& c : v.claims)
        if (model::isFlagged(c.status))
            out << c;
    // Contradicted first, then not supported, then partially supported.
    std::stable_sort(out.begin(), out.end(), [](const model::VerifiedClaim& a, const model::VerifiedClaim& b) {
        return int(a.status) > int(b.status);
    });
    return out;
}

QString VerificationItems::treatmentText(const model::Treatment& t)
{
    if (t.isEmpty())
        return {};
    QString line = t.summary.simplified();
    if (!t.signals.isEmpty() && !t.signals.constFirst().sentence.isEmpty())
        line += QStringLiteral(" “%1”").arg(t.signals.constFirst().sentence.simplified());
    return line;
}

QString VerificationItems::treatmentLink(const model::Treatment& t)
{
    return t.signals.isEmpty() ? QString() : t.signals.constFirst().url;
}

QString VerificationItems::citationLine(const model::VerifiedCitation& c)
{
    QString line =
        QStringLiteral("%1 — %2").arg(citationText(c.citation), model::CitationNames::displayName(c.check.status));
    if (!c.check.reason.isEmpty())
        line += QStringLiteral(": ") + c.check.reason.simplified();
    return line;
}

QString VerificationItems::claimReason(const model::VerifiedClaim& c)
{
    QStringList parts;
    if (!c.reason.isEmpty())
        parts << c.reason.simplified();
    if (!c.missingFacts.isEmpty())
        parts
            << VerificationSummary::tr("Not in the cited sources: %1.").arg(c.missingFacts.join(QStringLiteral(", ")));
    return parts.join(QLatin1Char(' '));
}

QString VerificationItems::quoteReason(const model::VerifiedQuote& q)
{
    QString reason = q.reason.simplified();
    if (reason.isEmpty() && q.closest.isEmpty())
        return VerificationSummary::tr("no reason was recorded");
    if (!q.closest.isEmpty())
        reason += (reason.isEmpty() ? QString() : QStringLiteral(" ")) +
                  VerificationSummary::tr("Closest passage (%1% similar): \"%2\"")
                      .arg(qRound(q.similarity * 100))
                      .arg(quoteExcerpt(q.closest));
    return reason;
}

} // namespace lmars::exporting
