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
    QString text;       ///< normalized: "article 33", "§ 1324a", "第四十六条", or the instrument's name
    QString phraseText; ///< what to phrase-search for in the index
    /// Words every text that cites it holds (the number: the keyword has several spellings, as
    /// "Articles 5 and 32" cites article 32); empty for an instrument, which a title may name.
    QString requiredText;
    QStringList keywordWords; ///< one of these words is in every text that cites it; empty: no such condition
    QRegularExpression pattern; ///< verifies that a text contains this provision (Provision only)
};

/**
 * Finds references in queries and checks whether a chunk contains them, so that chunks citing
 * exactly the provision asked about rank first. "Article 33" does not match "Article 330" or
 * "Article 3"; "第四十六条" does not match "第一百四十六条". An instrument matches a document
 * whose title (or first heading) is the name, optionally followed by a parenthesised version
 * such as "(2017修正)".
 */
class ReferenceMatcher final
{
public:
    static QList<Reference> find(const QString& query);
    static bool matches(const Reference& reference, const QString& title, const QString& headingPath,
                        const QString& text);
};

} // namespace lmars::store
