// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"
#include "eval/McqDataset.h"
#include "model/ModelPrices.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <nlohmann/json.hpp>

namespace lmars::eval {

/// A 95% confidence interval.
struct Interval
{
    double low = 0.0;
    double high = 0.0;
};

/// The results of one file, read for the report.
struct ResultSet
{
    QString label; ///< shown as the column title (the file name)
    QList<nlohmann::json> lines;
};

/**
 * Aggregates eval result lines (McqRunner) per file and condition, side by side: accuracy with a
 * 95% Wilson interval (parse errors and failed questions count as wrong), parse errors, failures,
 * mean U-Score (paper and reference-code weights; lower is better), the distribution of the
 * judge's majority ratings and their majority, latency mean/p50/p90 (answered questions), tokens
 * and calls per question (all questions), the condition's tokens in (cached) and out (reasoning) and,
 * when every line's model has a price, its cost (prices: Settings → Model, LMARS_LLM_PRICES; the
 * lines' "model" is the answering model, so a separate judge model's tokens are priced as it), accuracy by the
 * dataset's domain and category, and the majority-class baseline (always answering the most common gold letter),
 * refusals ("insufficient context", counted apart from parse errors, as MASLegalBench's Table 4 does) and the
 * random-choice baseline (the mean of 1 / choices; MASLegalBench's 950 questions give 42.03%).
 */
class EvalReport final
{
    Q_DECLARE_TR_FUNCTIONS(EvalReport)

public:
    /// baselineItems: the dataset, when known; otherwise the baseline comes from the lines' gold letters.
    /// prices: per model name; none, or a line whose model has none, leaves the cost out (null).
    static nlohmann::json summarize(const QList<ResultSet>& sets, const QList<McqItem>& baselineItems = {},
                                    const model::ModelPrices& prices = {});
    static QString renderText(const nlohmann::json& summary);
    static QString renderMarkdown(const nlohmann::json& summary);

    /// Wilson score interval for k successes in n trials at z (1.96 for 95%); [0, 0] for n = 0.
    static Interval wilson(int k, int n, double z = 1.959963984540054);
    /// Linear interpolation between closest ranks (numpy's default); values need not be sorted; 0 when empty.
    static double percentile(QList<double> values, double p);
};

} // namespace lmars::eval
