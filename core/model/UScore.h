// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::model {

/// The five "lack" components of U-Score (each in [0,1], higher = worse) and both totals.
struct UScoreComponents
{
    double H = 0.0;             ///< hedging
    double T = 0.0;             ///< temporal vagueness
    double C = 0.0;             ///< citation insufficiency
    double J = 0.0;             ///< jurisdiction non-specificity
    double D = 0.0;             ///< indecisiveness
    double paper = 0.0;         ///< 0.25H + 0.20T + 0.25C + 0.15J + 0.15D (the published formula, the default)
    double referenceCode = 0.0; ///< 0.20H + 0.10T + 0.25C + 0.20J + 0.25D (boqiny/L-MARS lmars/evaluation.py)

    /// Band of the paper total: "low" (< 0.4), "moderate" (< 0.7), else "high".
    QString band() const;
    /// {"H","T","C","J","D","paper","referenceCode","band"}
    nlohmann::json toJson() const;
};

/// U-Score, the uncertainty metric of L-MARS, exactly as ../shared/reference/uscore.md specifies it:
/// the regular expressions keep Python `re` semantics (Unicode \b \w \d \s, `.` not matching a
/// newline, findall = non-overlapping matches) and text is lower-cased like Python's str.lower().
class UScore final
{
public:
    static UScoreComponents compute(const QString& answer, const QStringList& sources,
                                    const QString& expectedJurisdiction = {});

    /// H = min(100·count/n, 10)/10 over the hedge cues; 0 for an empty answer.
    static double hedging(const QString& answer);
    /// T = vague/(vague+concrete); 0.5 when both are 0.
    static double temporalVagueness(const QString& answer);
    /// C = 1 − min(1, Σ tier weights/1.5); sources default to the URLs in the answer; 1.0 without any.
    static double citationInsufficiency(const QString& answer, const QStringList& sources);
    /// J: 1.0 naming no jurisdiction category; with an expected jurisdiction 0.0 (named) or 0.5;
    /// else 0.2 for two or more categories, 0.4 for one.
    static double jurisdictionNonSpecificity(const QString& answer, const QString& expectedJurisdiction = {});
    /// D: 1.0, 0.8, 0.3, 0.0 or 0.5 by the first rule of uscore.md that holds.
    static double indecisiveness(const QString& answer);

    static double paperTotal(double h, double t, double c, double j, double d);
    static double referenceCodeTotal(double h, double t, double c, double j, double d);
    /// "low" < 0.4, "moderate" < 0.7, else "high".
    static QString bandFor(double total);

    // Building blocks, public for tests.
    /// Number of tokens of Python's str.lower().split().
    static int tokenCount(const QString& answer);
    /// Sum over all hedge cues of their non-overlapping matches in the lower-cased answer.
    static int hedgeCount(const QString& answer);
    /// Number of vague time terms that occur at least once in the lower-cased answer.
    static int vagueTermCount(const QString& answer);
    /// Number of concrete time expressions (years, dates, quarters, seasons) in the answer.
    static int concreteTimeCount(const QString& answer);
    /// Number of jurisdiction categories (federal, state, eu, specific court, location) named.
    static int jurisdictionCategoryCount(const QString& answer);
    /// `findall(r'https?://[^\s)]+', text)`
    static QStringList urlsIn(const QString& text);
    /// Weight of the first authority tier that matches the lower-cased source (1.0, 0.7, 0.5, 0.2), else 0.1.
    static double sourceWeight(const QString& source);
    /// Python's str.lower(): full lower-casing ("İ" → "i̇") and the final-sigma rule ("ΟΔΟΣ" → "οδος").
    static QString pythonLower(const QString& text);
    /// Python's str.isspace() for one UTF-16 code unit (no whitespace lies outside the BMP).
    static bool isPythonSpace(QChar c);
};

} // namespace lmars::model
