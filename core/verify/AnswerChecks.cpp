// SPDX-License-Identifier: GPL-3.0-or-later
#include "AnswerChecks.h"

#include "verify/AnswerSpans.h"
#include "verify/FactMatcher.h"
#include "verify/QuoteMatcher.h"

#include <QHash>

namespace lmars::verify {

namespace {

bool isCaseKind(model::CitationKind kind)
{
    return kind == model::CitationKind::Case || kind == model::CitationKind::ShortForm;
}

/// The case citation a quotation is attributed to: one later in its sentence, else the nearest
/// before it in the same paragraph.
const model::VerifiedCitation* caseFor(const QuotedPassage& quote, const QString& markdown,
                                       const QList<model::VerifiedCitation>& citations)
{
    for (const model::VerifiedCitation& c : citations) {
        if (isCaseKind(c.citation.kind) && c.citation.start >= quote.end && c.citation.start < quote.sentenceEnd)
            return &c;
    }
    const model::VerifiedCitation* before = nullptr;
    for (const model::VerifiedCitation& c : citations) {
        if (!isCaseKind(c.citation.kind) || c.citation.end > quote.start || quote.start - c.citation.end > 400)
            continue;
        if (markdown.mid(c.citation.end, quote.start - c.citation.end).contains(QStringLiteral("\n\n")))
            continue;
        before = &c;
    }
    return before;
}

/// The full citation whose opinion a short form or a full citation stands for.
const model::VerifiedCitation* fullCitation(const model::VerifiedCitation& c,
                                            const QList<model::VerifiedCitation>& citations)
{
    if (c.citation.kind == model::CitationKind::Case)
        return &c;
    for (const model::VerifiedCitation& other : citations)
        if (other.citation.kind == model::CitationKind::Case && other.citation.normalized == c.citation.normalized)
            return &other;
    return nullptr;
}

void judgeMatch(model::VerifiedQuote& quote, const QuoteMatch& match, bool snippetOnly, const QString& where)
{
    if (match.exact) {
        quote.status = model::QuoteStatus::Verified;
        quote.similarity = 1.0;
        quote.reason = AnswerChecks::tr("The passage occurs in %1.").arg(where);
        return;
    }
    quote.closest = match.passage;
    quote.similarity = match.similarity;
    if (match.similarity >= AnswerChecks::kMisquoteSimilarity) {
        quote.status = model::QuoteStatus::Misquoted;
        quote.reason = AnswerChecks::tr("This is not what %1 says; the closest passage is %2% similar.")
                           .arg(where)
                           .arg(qRound(match.similarity * 100));
    } else if (snippetOnly) {
        quote.status = model::QuoteStatus::Unchecked;
        quote.reason =
            AnswerChecks::tr("Only a search snippet of %1 was retrieved, and the passage is not in it.").arg(where);
    } else {
        quote.status = model::QuoteStatus::NotFound;
        quote.reason = AnswerChecks::tr("Nothing close to the passage occurs in %1.").arg(where);
    }
}

} // namespace

QList<model::VerifiedQuote> AnswerChecks::checkQuotes(const QString& markdown,
                                                      const QList<model::VerifiedCitation>& citations,
                                                      const QMap<int, SourceText>& sources,
                                                      const OpinionText& opinionText, const CancelToken& cancel)
{
    QList<model::VerifiedQuote> out;
    QHash<int, WordSequence> prepared; // each source split into words once
    QHash<QString, QString> opinions;  // each opinion fetched once
    for (const QuotedPassage& passage : AnswerSpans::quotations(markdown)) {
        model::VerifiedQuote quote;
        quote.text = passage.text;
        quote.start = passage.start;
        quote.end = passage.end;
        quote.sourceN = passage.sourceN;
        if (cancel.isCancelled()) {
            quote.reason = tr("Not checked: the check was cancelled.");
            out << quote;
            continue;
        }
        if (passage.sourceN > 0) {
            const auto source = sources.constFind(passage.sourceN);
            if (source == sources.constEnd() || source->text.trimmed().isEmpty()) {
                quote.reason = tr("The passage is attributed to [%1], but no text was retrieved for that source.")
                                   .arg(passage.sourceN);
            } else {
                if (!prepared.contains(passage.sourceN))
                    prepared.insert(passage.sourceN, QuoteMatcher::words(source->text));
                judgeMatch(quote, QuoteMatcher::match(passage.text, prepared.value(passage.sourceN), source->text),
                           source->snippetOnly, tr("source [%1]").arg(passage.sourceN));
            }
            out << quote;
            continue;
        }
        const model::VerifiedCitation* cited = caseFor(passage, markdown, citations);
        if (!cited) {
            quote.reason = tr("The passage is attributed to no source [n] and no case, so it could not be checked.");
            out << quote;
            continue;
        }
        quote.caseCitation = cited->citation.normalized;
        const model::VerifiedCitation* full = fullCitation(*cited, citations);
        QString opinion;
        if (full) {
            if (!opinions.contains(quote.caseCitation))
                opinions.insert(quote.caseCitation, opinionText ? opinionText(*full) : QString());
            opinion = opinions.value(quote.caseCitation);
        }
        if (opinion.trimmed().isEmpty()) {
            quote.reason = tr("The opinion text of %1 could not be retrieved (cases are looked up only with a "
                              "CourtListener token), so the passage was not compared with it.")
                               .arg(quote.caseCitation);
        } else {
            judgeMatch(quote, QuoteMatcher::match(passage.text, opinion), false,
                       tr("the opinion of %1").arg(quote.caseCitation));
        }
        out << quote;
    }
    return out;
}

QList<model::VerifiedClaim> AnswerChecks::checkFacts(const QString& markdown,
                                                     const QList<model::VerifiedCitation>& citations,
                                                     const QMap<int, SourceText>& sources)
{
    QList<model::VerifiedClaim> out;
    QHash<int, QSet<QString>> keys; // each source's facts, once
    for (const MarkedSentence& sentence : AnswerSpans::markedSentences(markdown)) {
        model::VerifiedClaim claim;
        claim.sentence = sentence.text;
        claim.start = sentence.start;
        claim.end = sentence.end;
        claim.sourceNs = sentence.sourceNs;
        QList<int> missingSources;
        for (int n : sentence.sourceNs) {
            if (!sources.contains(n))
                missingSources << n;
            else if (!keys.contains(n))
                keys.insert(n, FactMatcher::sourceKeys(sources.value(n).text));
        }
        for (const StatedFact& fact : FactMatcher::facts(sentence.text)) {
            const int at = sentence.start + fact.start;
            const bool inCase =
                std::any_of(citations.cbegin(), citations.cend(), [&](const model::VerifiedCitation& c) {
                    return isCaseKind(c.citation.kind) && at < c.citation.end &&
                           c.citation.start < at + fact.text.size();
                });
            if (inCase)
                continue;
            const bool stated = std::any_of(sentence.sourceNs.cbegin(), sentence.sourceNs.cend(), [&](int n) {
                return keys.contains(n) && FactMatcher::supports(keys.value(n), fact);
            });
            if (!stated && !claim.missingFacts.contains(fact.text))
                claim.missingFacts << fact.text;
        }
        if (!missingSources.isEmpty() && missingSources.size() == sentence.sourceNs.size()) {
            claim.status = model::ClaimStatus::NotSupported;
            claim.reason = tr("The sentence cites only sources that do not exist in the source list.");
        }
        out << claim;
    }
    return out;
}

void AnswerChecks::settle(model::VerifiedClaim& claim, bool modelChecked)
{
    if (claim.missingFacts.isEmpty())
        return;
    const QString missing = tr("No cited source states %1.").arg(claim.missingFacts.join(QStringLiteral(", ")));
    if (!modelChecked && claim.status == model::ClaimStatus::Unchecked) {
        claim.status = model::ClaimStatus::NotSupported;
        claim.reason = missing;
        return;
    }
    if (claim.status == model::ClaimStatus::Supported)
        claim.status = model::ClaimStatus::PartiallySupported;
    if (!claim.reason.contains(missing))
        claim.reason = claim.reason.isEmpty() ? missing : claim.reason + QLatin1Char(' ') + missing;
}

} // namespace lmars::verify
