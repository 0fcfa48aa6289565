// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::search {

/// A CFR section's text from the eCFR versioner's XML (GPO eCFR XML: DIV8 TYPE="SECTION").
struct EcfrSection
{
    QString heading; ///< "§ 825.110 Eligible employee."
    QString text;    ///< the heading's paragraphs, one per line, without the part's authority and source notes
};

/// The amendment history of one section from versions/title-N.json's content_versions.
struct EcfrHistory
{
    QStringList amendmentDates; ///< every amendment date, ascending
    QString inForceSince;       ///< the last amendment on or before the as-of date; empty when none is listed
    QStringList amendedAfter;   ///< amendments after the as-of date, ascending
    bool removedByAsOf = false; ///< the version in force on the as-of date removed the section
};

/// Reads what the eCFR versioner returns for one section.
class EcfrSectionText final
{
public:
    /// The section numbered `section` ("825.110") in a versioner XML document; an empty text when
    /// the document holds no such section.
    static EcfrSection fromXml(const QByteArray& xml, const QString& section);
    /// content_versions of `section` as of day.
    static EcfrHistory history(const nlohmann::json& versions, const QString& section, const QDate& day);
    /// "29 CFR 825.110" / "29 C.F.R. § 825.110" / "title 29 section 825.110" → {title, section}; false if none.
    static bool parseCitation(const QString& text, QString* title, QString* section);
};

} // namespace lmars::search
