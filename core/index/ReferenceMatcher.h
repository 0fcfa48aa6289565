// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace lmars::store {

/// A citation of a provision ("Section 3", "§ 1324a", "Article 33", "第四十六条") or of a named
/// instrument ("《中华人民共和国刑法》") found in a query.
struct Reference
{
    enum class Kind
    {
        Provision,
        Instrument
    };
    Kind kind = Kind::Provision;
    QString text;               ///< normalized: "article 33", "§ 1324a", "第四十六条", or the instrument's name
    QString phraseText;         ///< what to phrase-search for in the index
    QRegularExpression pattern; ///< verifies that a text contains this provision (Provision only)

    /// What ReferenceMatcher::citations gives every text that cites it: text, or 《text》 for an
    /// instrument.
    QString key() const;
};

/**
 * Finds references in queries and checks whether a chunk contains them, so that chunks citing
 * exactly the provision asked about rank first. "Article 33" does not match "Article 330" or
 * "Article 3"; "第四十六条" does not match "第一百四十六条". An instrument matches a document
 * whose title (or first heading) is the name, optionally followed by a parenthesised version
 * such as "(2017修正)".
 *
 * citations() lists, ahead of any query, the keys of every reference a chunk cites, so that the
 * index can hold them as terms: matches(ref, title, heading, text) holds exactly when
 * citations(title, heading, text) contains ref.key().
 */
class ReferenceMatcher final
{
public:
    static QList<Reference> find(const QString& query);
    static bool matches(const Reference& reference, const QString& title, const QString& headingPath,
                        const QString& text);

    /// Appends the keys of the provisions a text (a chunk's or its heading path's) cites.
    static void citedProvisions(const QString& text, QStringList& out);
    /// Appends the keys of the instruments a chunk's text names in 《》.
    static void citedInstruments(const QString& text, QStringList& out);
    /// Appends the keys of the instruments a title (or a chunk's first heading) names: all of it,
    /// or all before a parenthesised version.
    static void namedInstruments(const QString& title, QStringList& out);
    /// The keys of every reference a chunk cites, sorted, each once.
    static QStringList citations(const QString& title, const QString& headingPath, const QString& text);
    /// The first heading of a heading path ("A > B" -> "A").
    static QString firstHeading(const QString& headingPath);
};

} // namespace lmars::store
