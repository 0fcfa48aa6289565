// SPDX-License-Identifier: GPL-3.0-or-later
#include "TreatmentReader.h"

#include "search/SearchText.h"

#include <QRegularExpression>

#include <algorithm>

namespace lmars::verify {

namespace {

using model::NegativeTreatment;

constexpr QChar kCitedOpen(0xE000);
constexpr QChar kOtherOpen(0xE001);
constexpr QChar kClose(0xE002);

/// A phrase of negative treatment and where its object stands.
struct Phrase
{
    NegativeTreatment kind;
    QRegularExpression re;
    bool objectBefore; ///< "superseded by statute", "no longer good law": the case named before it
};

const QList<Phrase>& phrases()
{
    static const auto ci = QRegularExpression::CaseInsensitiveOption;
    static const QList<Phrase> list = {
        {NegativeTreatment::Overruled, QRegularExpression(QStringLiteral("\\boverrul(?:e|es|ed|ing)\\b"), ci), false},
        {NegativeTreatment::Abrogated, QRegularExpression(QStringLiteral("\\babrogat(?:e|es|ed|ing)\\b"), ci), false},
        {NegativeTreatment::Superseded,
         QRegularExpression(QStringLiteral("\\bsupersed(?:ed|es|ing)\\b(?:\\s+(?:in\\s+part|on\\s+other\\s+grounds))?"
                                           "\\s+by\\s+(?:a\\s+|the\\s+)?(?:\\d{4}\\s+)?(?:statute|statutory|"
                                           "legislation|amendment|enactment|rule|act\\b|congress|the\\s+legislature)"),
                            ci),
         true},
        {NegativeTreatment::Disapproved, QRegularExpression(QStringLiteral("\\bdisapprov(?:e|es|ed|ing)\\b"), ci),
         false},
        {NegativeTreatment::CalledIntoDoubt,
         QRegularExpression(QStringLiteral("\\b(?:call(?:s|ed|ing)?|put(?:s|ting)?|cast(?:s|ing)?)\\s+(?:\\S+\\s+){0,"
                                           "4}?into\\s+(?:question|doubt)\\b|\\bcast(?:s|ing)?\\s+(?:\\S+\\s+){0,2}?"
                                           "doubt\\s+(?:on|upon)\\b|\\bquestion(?:s|ed|ing)?\\s+the\\s+(?:continu("
                                           "?:ing|ed)\\s+)?(?:validity|vitality)\\b"),
                            ci),
         false},
        {NegativeTreatment::CalledIntoDoubt,
         QRegularExpression(QStringLiteral("\\bno\\s+longer\\s+good\\s+law\\b"), ci), true},
        {NegativeTreatment::DeclinedToFollow,
         QRegularExpression(
             QStringLiteral("\\b(?:declin(?:e|es|ed|ing)|refus(?:e|es|ed|ing))\\s+to\\s+(?:follow|adopt|extend)\\b"),
             ci),
         false},
        {NegativeTreatment::LimitedToFacts,
         QRegularExpression(QStringLiteral("\\blimit(?:s|ed|ing)?\\b[^;]{0,120}?\\bto\\s+(?:its|their)\\s+(?:own\\s+|"
                                           "particular\\s+|specific\\s+|unique\\s+)?facts\\b"),
                            ci),
         false},
    };
    return list;
}

/// The phrase is negated: "has not been overruled", "we decline to overrule", "never disapproved".
bool negated(const QString& sentence, int phraseStart, NegativeTreatment kind)
{
    static const QRegularExpression negation(
        QStringLiteral("\\b(?:not|never|no\\s+court\\s+has|nor|n't|need\\s+not|without|cannot|"
                       "declin(?:e|es|ed|ing)\\s+to|refus(?:e|es|ed|ing)\\s+to|reluctan(?:t|ce)\\s+to)"
                       "\\s+(?:\\S+\\s+){0,3}$"),
        QRegularExpression::CaseInsensitiveOption);
    const int from = std::max(0, phraseStart - 60);
    const QString before = sentence.mid(from, phraseStart - from);
    if (kind == NegativeTreatment::DeclinedToFollow) // its own phrase holds "decline to"
        return before.contains(QRegularExpression(QStringLiteral("\\b(?:not|never)\\s+(?:\\S+\\s+){0,2}$"),
                                                  QRegularExpression::CaseInsensitiveOption));
    return negation.match(before).hasMatch();
}

/// Words that make an active "overruled"/"disapproved" about something other than a case.
bool proceduralObject(const QString& gap)
{
    static const QRegularExpression nouns(
        QStringLiteral("\\b(?:objection|objections|motion|motions|exception|exceptions|demurrer|request|"
                       "petition|assignment|point\\s+of\\s+error|plea)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    return nouns.match(gap).hasMatch();
}

/// Sentence bounds around every position: a period, question or exclamation mark after a lower-case
/// word of three letters or more, or after a closing parenthesis, then space and a capital.
QList<QPair<int, int>> sentences(const QString& text)
{
    static const QRegularExpression boundary = [] {
        // Abbreviations that end in three lower-case letters and a period ("Corp.", "Supp."); PCRE
        // wants each alternative of a look-behind to have its own fixed length, so each is one.
        static const char* const abbreviations[] = {
            "Corp", "Supp", "Dist", "Assn", "Cent", "Stat", "Sess", "Admin", "Prac", "Proc", "Misc",
            "Civ",  "Crim", "Cert", "Pet",  "App",  "Rev",  "Reg",  "Fed",   "Cong", "Div",  "Ariz",
            "Colo", "Conn", "Mass", "Mich", "Minn", "Penn", "Wash", "Tenn",  "Okla", "Wyo",  "Wis",
            "Ill",  "Ind",  "Del",  "Nev",  "Tex",  "Cal",  "Inc",  "Bros",  "Ltd",  "Dept", "Gov",
            "Comm", "Intl", "Natl", "Mfg",  "Educ", "Hosp", "Univ", "Envtl", "Ins"};
        QStringList notAfter;
        for (const char* abbreviation : abbreviations)
            notAfter << QStringLiteral("(?<!\\b%1)").arg(QLatin1String(abbreviation));
        return QRegularExpression(
            QStringLiteral("(?:(?<=[a-z]{3})%1|(?<=\\))|(?<=\\d))[.!?][\"”’)]*\\s+(?=[\"“(]?[A-Z])")
                .arg(notAfter.join(QString())));
    }();
    QList<QPair<int, int>> out;
    int start = 0;
    auto it = boundary.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out << qMakePair(start, int(m.capturedStart()) + 1);
        start = int(m.capturedEnd());
    }
    if (start < text.size())
        out << qMakePair(start, int(text.size()));
    return out;
}

QString firstParty(const QString& caseName)
{
    static const QStringList generic = {
        QStringLiteral("united"),  QStringLiteral("state"),        QStringLiteral("states"),
        QStringLiteral("people"),  QStringLiteral("commonwealth"), QStringLiteral("city"),
        QStringLiteral("county"),  QStringLiteral("in"),           QStringLiteral("re"),
        QStringLiteral("matter"),  QStringLiteral("estate"),       QStringLiteral("ex"),
        QStringLiteral("the"),     QStringLiteral("board"),        QStringLiteral("department"),
        QStringLiteral("national")};
    const QString first = caseName.section(QStringLiteral(" v. "), 0, 0).simplified();
    const QStringList words = first.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString& raw : words) {
        QString word = raw;
        word.remove(QRegularExpression(QStringLiteral("[^A-Za-z'-]")));
        if (word.size() >= 3 && word.front().isUpper() && !generic.contains(word.toLower()))
            return word;
    }
    return {};
}

} // namespace

TreatmentReader::TreatmentReader(CitedCase cited) : m_cited(std::move(cited)), m_shortName(firstParty(m_cited.caseName))
{}

QString TreatmentReader::plainText(const QString& text, bool isHtml, QList<Mention>* mentions) const
{
    QString marked = text;
    if (isHtml) {
        // Citation links: <a href="/opinion/{id}/slug/">; the cited case's own id marks it.
        static const QRegularExpression anchor(QStringLiteral("<a\\s[^>]*href=\"([^\"]*)\"[^>]*>(.*?)</a>"),
                                               QRegularExpression::CaseInsensitiveOption |
                                                   QRegularExpression::DotMatchesEverythingOption);
        static const QRegularExpression linkId(QStringLiteral("/opinions?/(\\d+)(?:/|$)"));
        QString out;
        int last = 0;
        auto it = anchor.globalMatch(marked);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            out += QStringView(marked).mid(last, m.capturedStart() - last);
            const QRegularExpressionMatch id = linkId.match(m.captured(1));
            if (id.hasMatch()) {
                const qint64 number = id.captured(1).toLongLong();
                const bool cited = number == m_cited.clusterId || m_cited.opinionIds.contains(number);
                out += (cited ? kCitedOpen : kOtherOpen) + m.captured(2) + kClose;
            } else {
                out += m.captured(2);
            }
            last = int(m.capturedEnd());
        }
        out += QStringView(marked).mid(last);
        marked = search::plainTextFromHtml(out);
    } else {
        marked = marked.simplified();
    }
    // Take the markers out, remembering the spans they enclosed.
    QString clean;
    clean.reserve(marked.size());
    QList<Mention> found;
    Mention open;
    bool inside = false;
    for (const QChar c : marked) {
        if (c == kCitedOpen || c == kOtherOpen) {
            open = Mention{int(clean.size()), 0, c == kCitedOpen};
            inside = true;
        } else if (c == kClose) {
            if (inside) {
                open.end = int(clean.size());
                found << open;
            }
            inside = false;
        } else {
            clean += c;
        }
    }
    const auto addUnlessOverlapping = [&found](int start, int end, bool cited) {
        for (const Mention& m : std::as_const(found)) {
            if (start < m.end && m.start < end)
                return;
        }
        found << Mention{start, end, cited};
    };
    // The cited case's citations, however spaced.
    for (const QString& citation : m_cited.citations) {
        QString pattern = QRegularExpression::escape(citation.simplified());
        pattern.replace(QStringLiteral("\\ "), QStringLiteral("\\s*"));
        pattern.replace(QStringLiteral("\\."), QStringLiteral("\\.\\s*"));
        const QRegularExpression re(QStringLiteral("(?<!\\d)") + pattern + QStringLiteral("(?!\\d)"));
        auto it = re.globalMatch(clean);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            addUnlessOverlapping(int(m.capturedStart()), int(m.capturedEnd()), true);
        }
    }
    // Case names "X v. Y": the cited one when its first party is the cited case's.
    static const QRegularExpression name(
        QStringLiteral("\\b[A-Z][A-Za-z.'&-]*(?:\\s+(?:of\\s+|the\\s+)?[A-Z][A-Za-z.'&-]*){0,3},?\\s+v\\.\\s+[A-Z]["
                       "A-Za-z.'&-]*(?:\\s+[A-Z][A-Za-z'&-]*){0,2}"));
    auto names = name.globalMatch(clean);
    while (names.hasNext()) {
        const QRegularExpressionMatch m = names.next();
        const bool cited = !m_shortName.isEmpty() &&
                           m.captured().section(QStringLiteral(" v."), 0, 0).contains(m_shortName, Qt::CaseSensitive);
        addUnlessOverlapping(int(m.capturedStart()), int(m.capturedEnd()), cited);
    }
    // The cited case by its short name ("Roe must be overruled").
    if (!m_shortName.isEmpty()) {
        const QRegularExpression shortName(QStringLiteral("\\b") + QRegularExpression::escape(m_shortName) +
                                           QStringLiteral("\\b"));
        auto it = shortName.globalMatch(clean);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            addUnlessOverlapping(int(m.capturedStart()), int(m.capturedEnd()), true);
        }
    }
    // Other reporter citations ("505 U.S. 833").
    static const QRegularExpression otherCitation(
        QStringLiteral("\\b\\d{1,4}\\s+(?:[A-Z][A-Za-z.]*\\d?[a-z]{0,2}\\.?\\s?){1,4}\\s*\\d{1,5}\\b"));
    auto others = otherCitation.globalMatch(clean);
    while (others.hasNext()) {
        const QRegularExpressionMatch m = others.next();
        addUnlessOverlapping(int(m.capturedStart()), int(m.capturedEnd()), false);
    }
    std::sort(found.begin(), found.end(), [](const Mention& a, const Mention& b) { return a.start < b.start; });
    *mentions = found;
    return clean;
}

bool TreatmentReader::mentions(const QString& text, bool isHtml) const
{
    QList<Mention> found;
    plainText(text, isHtml, &found);
    return std::any_of(found.cbegin(), found.cend(), [](const Mention& m) { return m.cited; });
}

QList<TreatmentFinding> TreatmentReader::read(const QString& text, bool isHtml) const
{
    QList<Mention> all;
    const QString clean = plainText(text, isHtml, &all);
    QList<TreatmentFinding> out;
    static const QRegularExpression passiveAgent(
        QStringLiteral("^\\s*,?\\s*(?:(?:in\\s+part|on\\s+other\\s+grounds|in\\s+relevant\\s+part|implicitly|"
                       "sub\\s+silentio|as\\s+stated|as\\s+recognized)\\s+)*(?:by|in)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    for (const auto& [start, end] : sentences(clean)) {
        QList<Mention> here;
        for (const Mention& m : all) {
            if (m.start >= start && m.end <= end)
                here << Mention{m.start - start, m.end - start, m.cited};
        }
        if (std::none_of(here.cbegin(), here.cend(), [](const Mention& m) { return m.cited; }))
            continue;
        const QString sentence = clean.mid(start, end - start);
        for (const Phrase& phrase : phrases()) {
            auto it = phrase.re.globalMatch(sentence);
            bool found = false;
            while (it.hasNext() && !found) {
                const QRegularExpressionMatch m = it.next();
                const int at = int(m.capturedStart());
                const int after = int(m.capturedEnd());
                // A mention inside the phrase ("limited Smith to its facts") is its object.
                const Mention* inside = nullptr;
                const Mention* before = nullptr;
                const Mention* next = nullptr;
                for (const Mention& mention : here) {
                    if (mention.start >= at && mention.end <= after)
                        inside = &mention;
                    else if (mention.end <= at)
                        before = &mention;
                    else if (mention.start >= after && !next)
                        next = &mention;
                }
                if (negated(sentence, at, phrase.kind))
                    continue;
                const Mention* object = inside;
                const QString rest = sentence.mid(after);
                if (!object && (phrase.objectBefore || passiveAgent.match(rest).hasMatch())) {
                    object = before; // "Smith, overruled by Jones": Smith
                } else if (!object) {
                    const QString gap = next ? sentence.mid(after, next->start - after) : QString();
                    if (next && gap.size() <= 60 && !proceduralObject(gap))
                        object = next; // "we overrule Smith"
                    else if (!next || gap.size() > 60)
                        object = before; // "Smith ... is overruled"
                    if (object == before && before && proceduralObject(sentence.mid(before->end, at - before->end)))
                        object = nullptr;
                }
                if (object && object->cited) {
                    out << TreatmentFinding{phrase.kind, sentence.simplified()};
                    found = true;
                }
            }
        }
    }
    return out;
}

} // namespace lmars::verify
