// SPDX-License-Identifier: GPL-3.0-or-later
#include "LegalSearchScorer.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <vector>

namespace lmars::eval {

namespace {

QStringList splitCharges(const QString& answer)
{
    static const QRegularExpression separators(QStringLiteral("[;；]"));
    QStringList parts;
    const QStringList raw = answer.split(separators);
    for (const QString& part : raw) {
        if (!part.trimmed().isEmpty())
            parts << part.trimmed();
    }
    return parts;
}

QHash<QString, int> counts(const QStringList& tokens)
{
    QHash<QString, int> c;
    for (const QString& t : tokens)
        ++c[t];
    return c;
}

/// The n-grams of tokens, joined with a separator no character token contains, and their counts.
QHash<QString, int> ngrams(const QStringList& tokens, int n)
{
    QHash<QString, int> c;
    for (int i = 0; i + n <= tokens.size(); ++i)
        ++c[tokens.mid(i, n).join(QChar(0x1F))];
    return c;
}

} // namespace

std::optional<LegalSearchScoring> LegalSearchScorer::scoringOf(const QString& type)
{
    const QString t = type.trimmed().toLower();
    if (t == QLatin1String("ccp"))
        return LegalSearchScoring::ChargeSet;
    if (t == QLatin1String("ptp"))
        return LegalSearchScoring::Exact;
    if (t == QLatin1String("lar"))
        return LegalSearchScoring::TextOverlap;
    if (t == QLatin1String("lcs"))
        return LegalSearchScoring::Judge;
    if (knownTypes().contains(t))
        return LegalSearchScoring::ExactLetters;
    return std::nullopt;
}

QStringList LegalSearchScorer::knownTypes()
{
    return {QStringLiteral("kqa"), QStringLiteral("ccp"), QStringLiteral("ptp"),   QStringLiteral("lar"),
            QStringLiteral("lap"), QStringLiteral("lca"), QStringLiteral("lcs"),   QStringLiteral("cpa"),
            QStringLiteral("pae"), QStringLiteral("nje"), QStringLiteral("ungee"), QStringLiteral("lbk"),
            QStringLiteral("pfe")};
}

QString LegalSearchScorer::extractAnswer(const QString& reply)
{
    static const QRegularExpression answer(QStringLiteral(R"(<answer>\s*(.*?)\s*</answer>)"),
                                           QRegularExpression::CaseInsensitiveOption |
                                               QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch m = answer.match(reply);
    return m.hasMatch() ? m.captured(1).trimmed() : reply.trimmed();
}

double LegalSearchScorer::exact(const QString& gold, const QString& reply)
{
    return extractAnswer(reply) == gold.trimmed() ? 1.0 : 0.0;
}

double LegalSearchScorer::chargeSet(const QString& gold, const QString& reply)
{
    const QStringList expected = splitCharges(gold.trimmed());
    const QStringList predicted = splitCharges(extractAnswer(reply));
    if (expected.size() != predicted.size())
        return 0.0;
    for (const QString& charge : expected) {
        if (!predicted.contains(charge) && !predicted.contains(charge + QStringLiteral("罪")))
            return 0.0;
    }
    return 1.0;
}

QStringList LegalSearchScorer::characters(const QString& text)
{
    QStringList out;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.isSpace())
            continue;
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            out << text.mid(i, 2);
            ++i;
        } else {
            out << QString(c);
        }
    }
    return out;
}

double LegalSearchScorer::rougeL(const QStringList& reference, const QStringList& hypothesis, double beta)
{
    if (reference.isEmpty() || hypothesis.isEmpty())
        return 0.0;
    // Longest common subsequence, one row of the table at a time.
    std::vector<int> row(size_t(hypothesis.size()) + 1, 0);
    for (const QString& r : reference) {
        int diagonal = 0;
        for (int j = 1; j <= hypothesis.size(); ++j) {
            const int above = row[size_t(j)];
            row[size_t(j)] = r == hypothesis.at(j - 1) ? diagonal + 1 : std::max(above, row[size_t(j) - 1]);
            diagonal = above;
        }
    }
    const double lcs = row.back();
    const double recall = lcs / reference.size();
    const double precision = lcs / hypothesis.size();
    if (recall == 0.0 || precision == 0.0)
        return 0.0;
    const double b2 = beta * beta;
    return (1.0 + b2) * recall * precision / (recall + b2 * precision);
}

double LegalSearchScorer::f1(const QStringList& reference, const QStringList& hypothesis)
{
    if (reference.isEmpty() && hypothesis.isEmpty())
        return 1.0;
    if (reference.isEmpty() || hypothesis.isEmpty())
        return 0.0;
    const QHash<QString, int> ref = counts(reference);
    const QHash<QString, int> hyp = counts(hypothesis);
    int overlap = 0;
    for (auto it = ref.cbegin(); it != ref.cend(); ++it)
        overlap += std::min(it.value(), hyp.value(it.key()));
    if (overlap == 0)
        return 0.0;
    const double precision = double(overlap) / hypothesis.size();
    const double recall = double(overlap) / reference.size();
    return 2.0 * precision * recall / (precision + recall);
}

double LegalSearchScorer::jaccard(const QStringList& reference, const QStringList& hypothesis)
{
    if (reference.isEmpty() && hypothesis.isEmpty())
        return 1.0;
    if (reference.isEmpty() || hypothesis.isEmpty())
        return 0.0;
    const QSet<QString> ref(reference.cbegin(), reference.cend());
    const QSet<QString> hyp(hypothesis.cbegin(), hypothesis.cend());
    QSet<QString> both = ref;
    both.intersect(hyp);
    QSet<QString> either = ref;
    either.unite(hyp);
    return double(both.size()) / either.size();
}

double LegalSearchScorer::bleu4(const QStringList& reference, const QStringList& hypothesis)
{
    if (hypothesis.isEmpty())
        return 0.0;
    constexpr int kOrders = 4;
    double logSum = 0.0;
    for (int n = 1; n <= kOrders; ++n) {
        if (hypothesis.size() < n)
            return 0.0; // no n-grams of this order: a zero precision
        const QHash<QString, int> ref = ngrams(reference, n);
        const QHash<QString, int> hyp = ngrams(hypothesis, n);
        int overlap = 0, total = 0;
        for (auto it = hyp.cbegin(); it != hyp.cend(); ++it) {
            overlap += std::min(it.value(), ref.value(it.key()));
            total += it.value();
        }
        const double precision = overlap > 0 ? double(overlap) / total : 1.0 / (total * std::pow(2.0, n));
        logSum += std::log(precision) / kOrders;
    }
    const double brevity = hypothesis.size() > reference.size()
                               ? 1.0
                               : std::exp(1.0 - double(reference.size()) / double(hypothesis.size()));
    return brevity * std::exp(logSum);
}

TextOverlap LegalSearchScorer::textOverlap(const QString& gold, const QString& reply)
{
    const QStringList reference = characters(gold);
    const QStringList hypothesis = characters(extractAnswer(reply));
    return {rougeL(reference, hypothesis), f1(reference, hypothesis), jaccard(reference, hypothesis),
            bleu4(reference, hypothesis)};
}

nlohmann::json LegalSearchScorer::score(LegalSearchScoring scoring, const QString& gold, const QString& reply)
{
    switch (scoring) {
    case LegalSearchScoring::ExactLetters:
    case LegalSearchScoring::Exact:
        return {{"score", exact(gold, reply)}};
    case LegalSearchScoring::ChargeSet:
        return {{"score", chargeSet(gold, reply)}};
    case LegalSearchScoring::TextOverlap: {
        const TextOverlap t = textOverlap(gold, reply);
        return {{"score", t.rougeL}, {"rougeL", t.rougeL}, {"f1", t.f1}, {"jaccard", t.jaccard}, {"bleu4", t.bleu4}};
    }
    case LegalSearchScoring::Judge:
        break;
    }
    return {{"score", nullptr}};
}

} // namespace lmars::eval
