// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

namespace lmars::model {

/// Where a run's as-of date came from. Trajectory names ("effectiveAsOfDateFrom"): "user",
/// "analysis", "today".
enum class AsOfOrigin
{
    User,     ///< the person chose it (composer, `ask --as-of`, an evaluation item's stated date)
    Question, ///< the query analysis read it from the question
    Today     ///< neither gave one: the day of the run
};

/**
 * The day whose law a run researches, and where it came from (docs/ARCHITECTURE.md, "The as-of
 * date"). Parsed once where it enters (the composer, `ask --as-of`, the query analysis, a saved
 * trajectory, an evaluation's item) and carried as this type to the sources, the library search and
 * the trajectory writer; nothing downstream parses it again. A null AsOf is "not set".
 */
class AsOf
{
    Q_DECLARE_TR_FUNCTIONS(AsOf)

public:
    AsOf() = default;
    /// A null or invalid day gives a null AsOf.
    AsOf(QDate day, AsOfOrigin origin);

    /// Reads what a person typed ("2019-06-30", surrounding spaces allowed): empty is a null AsOf,
    /// anything but a YYYY-MM-DD day is a Usage error whose message names the text.
    static Result<AsOf> parse(const QString& text, AsOfOrigin origin);
    /// Reads a stored or generated day ("2019-06-30", or a timestamp starting with one): a null
    /// AsOf when there is none (a saved trajectory, a model's reply: nothing to tell a person).
    static AsOf read(const QString& text, AsOfOrigin origin);
    /// The user's day, else the question's, else today (origin Today).
    static AsOf effective(const AsOf& user, const AsOf& question, QDate today);

    bool isNull() const { return !m_day.isValid(); }
    QDate day() const { return m_day; }
    AsOfOrigin origin() const { return m_origin; }
    /// "YYYY-MM-DD"; empty when null.
    QString iso() const;
    /// The day's year ("2019"); empty when null.
    QString year() const;
    /// What the sources are asked for: this date, or null when it is only today's (they then search
    /// the current law, their default, so a recorded run replays on a later day).
    AsOf forSources() const;

    /// "user", "analysis", "today"
    static QString originName(AsOfOrigin origin);
    static bool parseOrigin(const QString& text, AsOfOrigin* out);

    friend bool operator==(const AsOf& a, const AsOf& b) { return a.m_day == b.m_day && a.m_origin == b.m_origin; }
    friend bool operator!=(const AsOf& a, const AsOf& b) { return !(a == b); }

private:
    QDate m_day;
    AsOfOrigin m_origin = AsOfOrigin::Today;
};

} // namespace lmars::model
