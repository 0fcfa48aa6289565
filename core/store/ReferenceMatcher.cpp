// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReferenceMatcher.h"

#include <QSet>

namespace lmars::store {

namespace {

struct Keyword
{
    const char* canonical;
    const char* alternatives; ///< regex alternation used in documents
    const char* words;        ///< the alternatives as index words (one of them is in every citing text)
};

const Keyword kKeywords[] = {
    {"section", "sections?|sec\\.|ss?\\.", "section sections sec s ss"},
    {"article", "articles?|arts?\\.", "article articles art arts"},
    {"rule", "rules?", "rule rules"},
    {"regulation", "regulations?|regs?\\.", "regulation regulations reg regs"},
    {"recital", "recitals?", "recital recitals"},
    {"chapter", "chapters?|ch\\.", "chapter chapters ch"},
    {"paragraph", "paragraphs?|paras?\\.", "paragraph paragraphs para paras"},
    {"clause", "clauses?", "clause clauses"},
    {"schedule", "schedules?", "schedule schedules"},
    {"part", "parts?", "part parts"},
};

const Keyword* keywordFor(const QString& word)
{
    const QString w = word.toLower();
    for (const Keyword& k : kKeywords) {
        const QRegularExpression re(QStringLiteral("^(?:%1)$").arg(QLatin1String(k.alternatives)));
        if (re.match(w).hasMatch())
            return &k;
    }
    return nullptr;
}

QString escapeNumber(const QString& number)
{
    return QRegularExpression::escape(number);
}

/// A list item: "5", "5(1)(f)", "32A".
const QString kNumber = QStringLiteral("\\d+[a-z]?(?:\\([0-9a-z]{1,4}\\))*");

} // namespace

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

    QStringList alternations;
    for (const Keyword& k : kKeywords)
        alternations << QLatin1String(k.alternatives);
    static const QRegularExpression cited(
        QStringLiteral("\\b(%1)\\s*((?:%2)(?:\\s*(?:,|and|or|&|to)\\s*(?:%2))*)(?![0-9a-z])")
            .arg(alternations.join(QLatin1Char('|')), kNumber),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression number(QStringLiteral("\\d+[a-z]?"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression listItem(kNumber, QRegularExpression::CaseInsensitiveOption);
    for (auto it = cited.globalMatch(query); it.hasNext();) {
        const auto m = it.next();
        const Keyword* keyword = keywordFor(m.captured(1));
        if (!keyword)
            continue;
        for (auto items = listItem.globalMatch(m.captured(2)); items.hasNext();) {
            const QString base = number.match(items.next().captured(0)).captured(0).toLower();
            Reference ref;
            ref.text = QLatin1String(keyword->canonical) + QLatin1Char(' ') + base;
            ref.phraseText = ref.text;
            ref.requiredText = base;
            ref.keywordWords = QString::fromLatin1(keyword->words).split(QLatin1Char(' '));
            ref.pattern =
                QRegularExpression(QStringLiteral("\\b(?:%1)\\s*(?:(?:%2)\\s*(?:,|and|or|&|to)\\s*)*%3(?![0-9a-z])")
                                       .arg(QLatin1String(keyword->alternatives), kNumber, escapeNumber(base)),
                                   QRegularExpression::CaseInsensitiveOption);
            add(std::move(ref));
        }
    }

    static const QRegularExpression paragraphSign(QStringLiteral("§+\\s*(\\d+[0-9a-z.\\-]*[0-9a-z])"),
                                                  QRegularExpression::CaseInsensitiveOption);
    for (auto it = paragraphSign.globalMatch(query); it.hasNext();) {
        const QString num = it.next().captured(1).toLower();
        Reference ref;
        ref.text = QStringLiteral("§ ") + num;
        ref.phraseText = num;
        ref.requiredText = num;
        ref.pattern =
            QRegularExpression(QStringLiteral("(?:§+\\s*|\\bsection\\s+)%1(?![0-9a-z])").arg(escapeNumber(num)),
                               QRegularExpression::CaseInsensitiveOption);
        add(std::move(ref));
    }

    static const QRegularExpression chinese(QStringLiteral("第[零〇一二三四五六七八九十百千万两0-9]+[条款项章节编]"));
    for (auto it = chinese.globalMatch(query); it.hasNext();) {
        const QString cite = it.next().captured(0);
        Reference ref;
        ref.text = cite;
        ref.phraseText = cite;
        ref.requiredText = cite;
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
        return namesIt(title) || namesIt(headingPath.section(QStringLiteral(" > "), 0, 0)) ||
               text.contains(QStringLiteral("《") + reference.text + QStringLiteral("》"));
    }
    return reference.pattern.match(headingPath).hasMatch() || reference.pattern.match(text).hasMatch();
}

} // namespace lmars::store
