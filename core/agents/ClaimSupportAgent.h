// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "llm/ChatModel.h"
#include "model/Verification.h"

#include <QStringList>

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

namespace lmars::model {
struct ResearchState;
}

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
 * with [n] markers is supported by the passages of the sources it cites (issue 13, point 6). Given
 * the run's Evidence, the sources come first as the answer's writer saw them (the cacheable prefix)
 * and each claim brings the passages of its sources beyond their excerpts; without it, each source
 * is trimmed to the passages that share the most words with the sentence. Either way within a budget
 * for the whole call. Temperature 0.
 */
class ClaimSupportAgent final
{
    Q_DECLARE_TR_FUNCTIONS(ClaimSupportAgent)

public:
    /// The characters of source passages one call sends at most, over all claims.
    static constexpr int kPassageBudget = 24000;

    /**
     * The run's evidence as the checks see it (issue 32): the numbered sources as the answer's writer
     * saw them (EvidenceFormatter::blocks(), the prompt's stable prefix, the same in every check of the
     * run) and, per source number, its retrieved text beyond that excerpt, from which each claim gets
     * the passages that share the most words with it.
     */
    struct Evidence
    {
        QStringList blocks;
        QMap<int, QString> beyond;

        static Evidence of(const model::ResearchState& state);
    };

    explicit ClaimSupportAgent(llm::ChatModel& model);

    /// As check() below, with the evidence's blocks first in the prompt and only the passages beyond
    /// each cited source's excerpt given with its claim.
    Result<QList<ClaimJudgment>> check(const QList<ClaimToCheck>& claims, const Evidence& evidence,
                                       const QString& question, const QString& jurisdiction,
                                       const CancelToken& cancel = {});

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
    /// The user message when the sources are listed above it: each claim with the passages of its
    /// sources beyond their excerpts.
    static QString describeBeyond(const QList<ClaimToCheck>& claims, const QMap<int, QString>& beyond);

private:
    Result<QList<ClaimJudgment>> ask(const QList<ClaimToCheck>& claims, const QStringList& blocks,
                                     const QString& described, const QString& question, const QString& jurisdiction,
                                     const CancelToken& cancel);

    llm::ChatModel& m_model;
};

} // namespace lmars::agents
