// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReferenceMatcher.h"

#include <QSet>

#include <iterator>

namespace lmars::store {

namespace {

struct Keyword
{
    const char* canonical;
    const char* alternatives; ///< regex alternation used in documents
};

const Keyword kKeywords[] = {
    {"section", "sections?|sec\\.|ss?\\."},
    {"article", "articles?|arts?\\."},
    {"rule", "rules?"},
    {"regulation", "regulations?|regs?\\."},
    {"recital", "recitals?"},
    {"chapter", "chapters?|ch\\."},
    {"paragraph", "paragraphs?|paras?\\."},
    {"clause", "clauses?"},
    {"schedule", "schedules?"},
    {"part", "parts?"},
};

QString escapeNumber(const QString& number)
{
    return QRegularExpression::escape(number);
}

/// A list item: "5", "5(1)(f)", "32A".
const QString kNumber = QStringLiteral("\\d+[a-z]?(?:\\([0-9a-z]{1,4}\\))*");

/// The keywords' spellings, case folded ("sections?" gives "section" and "sections", "sec\\." "sec.").
QStringList keywordSpellings()
{
    QStringList out;
    for (const Keyword& k : kKeywords) {
        for (QString alt : QString::fromLatin1(k.alternatives).split(QLatin1Char('|'))) {
            alt.remove(QLatin1Char('\\'));
            const qsizetype optional = alt.indexOf(QLatin1Char('?'));
            if (optional < 0) {
                out << alt;
                continue;
            }
            out << QString(alt).remove(optional - 1, 2) << QString(alt).remove(optional, 1);
        }
    }
    return out;
}

/// Whether some number in text follows a keyword spelling (after white space) that starts at a
/// word boundary: the only places the case-insensitive keyword pattern can match. A scan much
/// faster than that pattern, which tries every position of every chunk.
bool mayCiteKeyword(const QString& text)
{
    static const QStringList spellings = keywordSpellings();
    const QChar* chars = text.constData();
    QString before;
    for (qsizetype i = 1; i < text.size(); ++i) {
        if (!chars[i].isDigit() || chars[i - 1].isDigit())
            continue;
        qsizetype end = i;
        while (end > 0 && (chars[end - 1].isSpace() || chars[end - 1].unicode() == 0x180E))
            --end;
        qsizetype start = end;
        while (start > 0 && end - start < 16 && (chars[start - 1].isLetter() || chars[start - 1] == QLatin1Char('.')))
            --start;
        before.clear();
        for (qsizetype j = start; j < end; ++j)
            before += chars[j].toCaseFolded(); // "ſ" is "s", as the case-insensitive pattern has it
        for (const QString& spelling : spellings) {
            if (!before.endsWith(spelling))
                continue;
            const qsizetype at = start + before.size() - spelling.size();
            if (at == 0 || !(chars[at - 1].isLetterOrNumber() || chars[at - 1] == QLatin1Char('_')))
                return true;
        }
    }
    return false;
}

/// Each provision a text cites with a keyword ("Articles 5(1)(f) and 32": article 5, article 32).
template <typename Each> void forEachKeywordCitation(const QString& text, Each each)
{
    if (!mayCiteKeyword(text))
        return;
    // Capture group i + 1 is keyword i's; the group after them the list of numbers.
    constexpr int kList = int(std::size(kKeywords)) + 1;
    static const QRegularExpression cited = [] {
        QStringList alternations;
        for (const Keyword& k : kKeywords)
            alternations << QStringLiteral("(%1)").arg(QLatin1String(k.alternatives));
        return QRegularExpression(
            QStringLiteral("\\b(?:%1)\\s*((?:%2)(?:\\s*(?:,|and|or|&|to)\\s*(?:%2))*)(?![0-9a-z])")
                .arg(alternations.join(QLatin1Char('|')), kNumber),
            QRegularExpression::CaseInsensitiveOption);
    }();
    static const QRegularExpression number(QStringLiteral("\\d+[a-z]?"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression listItem(kNumber, QRegularExpression::CaseInsensitiveOption);
    for (auto it = cited.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        int keyword = 0;
        while (keyword + 1 < kList && m.capturedStart(keyword + 1) < 0)
            ++keyword;
        for (auto items = listItem.globalMatch(m.capturedView(kList)); items.hasNext();)
            each(kKeywords[keyword], number.match(items.next().capturedView(0)).captured(0).toLower());
    }
}

/// "§ 1324a" in a query; in a text also "section 1324a" (the § pattern matches both).
const QString kParagraphNumber = QStringLiteral("(\\d+[0-9a-z.\\-]*[0-9a-z])");

/// Whether text holds "§" or "section" in any case (as the case-insensitive pattern matches it,
/// "ſ" included): a scan much faster than a case-folding search.
bool mayCiteSection(const QString& text)
{
    static const char16_t kRest[] = u"ection";
    const QChar* chars = text.constData();
    const qsizetype end = text.size() - 6;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = chars[i].unicode();
        if (c == 0x00A7)
            return true;
        if ((c | 0x20) != u's' && c != 0x017F)
            continue;
        qsizetype n = 0;
        while (i < end && n < 6 && (chars[i + 1 + n].unicode() | 0x20) == kRest[n])
            ++n;
        if (n == 6)
            return true;
    }
    return false;
}

const QRegularExpression& chineseCitation()
{
    static const QRegularExpression re(QStringLiteral("第[零〇一二三四五六七八九十百千万两0-9]+[条款项章节编]"));
    return re;
}

} // namespace

QString Reference::key() const
{
    return kind == Kind::Instrument ? QStringLiteral("《") + text + QStringLiteral("》") : text;
}

QList<Reference> ReferenceMatcher::find(const QString& query)
{
    QList<Reference> out;
    QSet<QString> seen;
    auto add = [&](Reference ref) {
        if (!seen.contains(ref.text)) {
            seen.insert(ref.text);
            out << std::move(ref);
        }
    };

    forEachKeywordCitation(query, [&](const Keyword& keyword, const QString& base) {
        Reference ref;
        ref.text = QLatin1String(keyword.canonical) + QLatin1Char(' ') + base;
        ref.phraseText = ref.text;
        ref.pattern =
            QRegularExpression(QStringLiteral("\\b(?:%1)\\s*(?:(?:%2)\\s*(?:,|and|or|&|to)\\s*)*%3(?![0-9a-z])")
                                   .arg(QLatin1String(keyword.alternatives), kNumber, escapeNumber(base)),
                               QRegularExpression::CaseInsensitiveOption);
        add(std::move(ref));
    });

    static const QRegularExpression paragraphSign(QStringLiteral("§+\\s*") + kParagraphNumber,
                                                  QRegularExpression::CaseInsensitiveOption);
    for (auto it = paragraphSign.globalMatch(query); it.hasNext();) {
        const QString num = it.next().captured(1).toLower();
        Reference ref;
        ref.text = QStringLiteral("§ ") + num;
        ref.phraseText = num;
        ref.pattern =
            QRegularExpression(QStringLiteral("(?:§+\\s*|\\bsection\\s+)%1(?![0-9a-z])").arg(escapeNumber(num)),
                               QRegularExpression::CaseInsensitiveOption);
        add(std::move(ref));
    }

    for (auto it = chineseCitation().globalMatch(query); it.hasNext();) {
        const QString cite = it.next().captured(0);
        Reference ref;
        ref.text = cite;
        ref.phraseText = cite;
        ref.pattern = QRegularExpression(QRegularExpression::escape(cite));
        add(std::move(ref));
    }

    static const QRegularExpression instrument(QStringLiteral("《([^《》]{2,80})》"));
    for (auto it = instrument.globalMatch(query); it.hasNext();) {
        Reference ref;
        ref.kind = Reference::Kind::Instrument;
        ref.text = it.next().captured(1).trimmed();
        ref.phraseText = ref.text;
        add(std::move(ref));
    }
    return out;
}

void ReferenceMatcher::citedProvisions(const QString& text, QStringList& out)
{
    forEachKeywordCitation(text, [&](const Keyword& keyword, const QString& base) {
        out << QLatin1String(keyword.canonical) + QLatin1Char(' ') + base;
    });
    // A query's "§ N" matches "§ N" and "section N" followed by anything but a letter or digit:
    // in "§ 1324a.5-2" it cites 1324a, 1324a.5 and 1324a.5-2.
    if (mayCiteSection(text)) {
        static const QRegularExpression sign(QStringLiteral("(?:§+\\s*|\\bsection\\s+)") + kParagraphNumber,
                                             QRegularExpression::CaseInsensitiveOption);
        for (auto it = sign.globalMatch(text); it.hasNext();) {
            const QString num = it.next().captured(1).toLower();
            for (qsizetype i = 1; i < num.size(); ++i) {
                if ((num.at(i) == QLatin1Char('.') || num.at(i) == QLatin1Char('-')) &&
                    num.at(i - 1) != QLatin1Char('.') && num.at(i - 1) != QLatin1Char('-'))
                    out << QStringLiteral("§ ") + num.left(i);
            }
            out << QStringLiteral("§ ") + num;
        }
    }
    if (text.contains(QChar(0x7B2C))) { // 第
        for (auto it = chineseCitation().globalMatch(text); it.hasNext();)
            out << it.next().captured(0);
    }
}

void ReferenceMatcher::citedInstruments(const QString& text, QStringList& out)
{
    if (!text.contains(QChar(0x300A))) // 《
        return;
    static const QRegularExpression named(QStringLiteral("《[^《》]+》"));
    for (auto it = named.globalMatch(text); it.hasNext();)
        out << it.next().captured(0);
}

void ReferenceMatcher::namedInstruments(const QString& title, QStringList& out)
{
    const QString name = title.trimmed();
    if (name.isEmpty())
        return;
    out << QStringLiteral("《") + name + QStringLiteral("》");
    for (qsizetype i = 1; i < name.size(); ++i) {
        if (name.at(i) == QLatin1Char('(') || name.at(i) == QChar(0xFF08)) {
            const QString before = name.left(i).trimmed();
            if (!before.isEmpty())
                out << QStringLiteral("《") + before + QStringLiteral("》");
        }
    }
}

QString ReferenceMatcher::firstHeading(const QString& headingPath)
{
    return headingPath.section(QStringLiteral(" > "), 0, 0);
}

QStringList ReferenceMatcher::citations(const QString& title, const QString& headingPath, const QString& text)
{
    QStringList out;
    namedInstruments(title, out);
    namedInstruments(firstHeading(headingPath), out);
    citedProvisions(headingPath, out);
    citedProvisions(text, out);
    citedInstruments(text, out);
    out.sort();
    out.removeDuplicates();
    return out;
}

bool ReferenceMatcher::matches(const Reference& reference, const QString& title, const QString& headingPath,
                               const QString& text)
{
    if (reference.kind == Reference::Kind::Instrument) {
        auto namesIt = [&](const QString& candidate) {
            const QString c = candidate.trimmed();
            if (!c.startsWith(reference.text))
                return false;
            const QStringView rest = QStringView(c).mid(reference.text.size()).trimmed();
            return rest.isEmpty() || rest.startsWith(QLatin1Char('(')) || rest.startsWith(QChar(0xFF08));
        };
        return namesIt(title) || namesIt(firstHeading(headingPath)) ||
               text.contains(QStringLiteral("《") + reference.text + QStringLiteral("》"));
    }
    return reference.pattern.match(headingPath).hasMatch() || reference.pattern.match(text).hasMatch();
}

} // namespace lmars::store
