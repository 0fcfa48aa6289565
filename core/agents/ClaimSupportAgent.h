// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/ChatModel.h"
#include "model/Verification.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

namespace lmars::agents {

/// One sentence of the answer to check and the sources it cites.
struct ClaimToCheck
{
    int index = 0; ///< the caller's index of the claim (echoed in the judgment)
    QString sentence;
    QList<int> sourceNs;
};

/// What the model found for one claim.
struct ClaimJudgment
{
    int index = 0;
    model::ClaimStatus status = model::ClaimStatus::Unchecked;
    QString supportingSpan;
    int sourceN = 0;
    QString reason;
};

/**
 * Asks the judge model, in one structured call (schema `claim_support`), whether each sentence
 * with [n] markers is supported by the passages of the sources it cites (issue 13, point 6). Each
 * source is trimmed to the passages that share the most words with the sentence, within a budget
 * for the whole call. Temperature 0.
 */
class ClaimSupportAgent final
{
    Q_DECLARE_TR_FUNCTIONS(ClaimSupportAgent)

public:
    /// The characters of source passages one call sends at most, over all claims.
    static constexpr int kPassageBudget = 24000;

    explicit ClaimSupportAgent(llm::ChatModel& model);

    /// One judgment per claim the model judged, in the claims' order; a claim the model left out is
    /// not in the list. sources: source number → its retrieved text. question and jurisdiction: what
    /// the answer was written for (the jurisdiction may be empty).
    Result<QList<ClaimJudgment>> check(const QList<ClaimToCheck>& claims, const QMap<int, QString>& sources,
                                       const QString& question, const QString& jurisdiction,
                                       const CancelToken& cancel = {});

    static llm::StructuredSchema schema();
    /// The passages of sourceText that share the most words with sentence, in their order in the
    /// source, "…" between them, at most maxChars long.
    static QString passagesFor(const QString& sentence, const QString& sourceText, int maxChars);
    /// The user message: each claim with its sources' passages.
    static QString describe(const QList<ClaimToCheck>& claims, const QMap<int, QString>& sources);

private:
    llm::ChatModel& m_model;
};

} // namespace lmars::agents
