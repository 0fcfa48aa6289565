// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryTerms.h"

#include "index/ReferenceMatcher.h"

#include <QStringView>

#include "index/TextSegmenter.h"

#include <libstemmer.h>

namespace lmars::store {

/// Snowball's English stemmer (Porter 2, the one Xapian's "english" also runs).
struct LibraryTerms::Stemmer
{
    Stemmer() : english(sb_stemmer_new("english", "UTF_8")) {}
    ~Stemmer() { sb_stemmer_delete(english); }
    Stemmer(const Stemmer&) = delete;
    Stemmer& operator=(const Stemmer&) = delete;

    std::string stem(const std::string& word) const
    {
        if (!english)
            return word;
        const sb_symbol* stemmed =
            sb_stemmer_stem(english, reinterpret_cast<const sb_symbol*>(word.data()), static_cast<int>(word.size()));
        if (!stemmed)
            return word; // out of memory: the word unstemmed
        return std::string(reinterpret_cast<const char*>(stemmed), static_cast<size_t>(sb_stemmer_length(english)));
    }

    sb_stemmer* english;
};

namespace {

bool isWordChar(char32_t cp)
{
    return QChar::isLetterOrNumber(cp) || QChar::isMark(cp);
}

void push(std::string term, std::vector<std::string>& out)
{
    if (!term.empty() && term.size() <= LibraryTerms::kMaxTermBytes)
        out.push_back(std::move(term));
}

/// Code point starts of s plus its end.
std::vector<int> codePointStarts(const QString& s)
{
    std::vector<int> starts;
    for (int i = 0; i < s.size(); ++i) {
        if (!(s.at(i).isLowSurrogate() && i > 0 && s.at(i - 1).isHighSurrogate()))
            starts.push_back(i);
    }
    starts.push_back(static_cast<int>(s.size()));
    return starts;
}

bool isSentenceEnd(QChar c)
{
    return c == QLatin1Char('.') || c == QLatin1Char('!') || c == QLatin1Char('?') || c == QChar(0x3002) ||
           c == QChar(0xFF01) || c == QChar(0xFF1F);
}

/// A word whose "." does not end a sentence.
bool isAbbreviation(QStringView word)
{
    static const char* const kAbbreviations[] = {"v",   "vs", "no", "nos", "inc", "corp", "co",  "ltd", "mr",
                                                 "mrs", "ms", "dr", "jr",  "sr",  "st",   "art", "sec", "cf"};
    if (word.size() == 1)
        return true;
    if (word.size() > 4) // the longest of them ("corp")
        return false;
    for (const char* a : kAbbreviations) {
        if (word.compare(QLatin1String(a), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

/// Notes the structure between the previous word [prevStart, prevEnd) and the word at start
/// (TermBreaks) before its terms are appended at index next.
/// Returns whether the word at start is a possessive "s".
bool noteGap(const QString& text, int prevStart, int prevEnd, bool prevPossessive, int start, int end, size_t next,
             std::vector<quint32>& breaks)
{
    if (prevEnd < 0)
        return false; // the first word
    const QStringView gap = QStringView(text).mid(prevEnd, start - prevEnd);
    if (gap.size() == 1 && (gap.at(0) == QLatin1Char('\'') || gap.at(0) == QChar(0x2019)) && end - start == 1 &&
        (text.at(start) == QLatin1Char('s') || text.at(start) == QLatin1Char('S'))) {
        breaks.push_back(TermBreaks::make(next, TermBreaks::Possessive));
        return true;
    }
    bool paragraph = false;
    bool sentence = false;
    bool terminated = false; // a sentence end seen, waiting for a space
    bool newline = false;
    for (qsizetype k = 0; k < gap.size(); ++k) {
        const QChar c = gap.at(k);
        if (c == QLatin1Char('\n')) {
            if (newline)
                paragraph = true;
            newline = true;
        } else if (!c.isSpace()) {
            newline = false;
        }
        if (isSentenceEnd(c)) {
            const bool cjk = c.unicode() > 0x7f;
            if (cjk || c != QLatin1Char('.') || prevPossessive ||
                !isAbbreviation(QStringView(text).mid(prevStart, prevEnd - prevStart)) || k > 0)
                terminated = true;
            if (cjk)
                sentence = true;
        } else if (c.isSpace() && terminated) {
            sentence = true;
        }
    }
    if (paragraph)
        breaks.push_back(TermBreaks::make(next, TermBreaks::Paragraph));
    else if (sentence)
        breaks.push_back(TermBreaks::make(next, TermBreaks::Sentence));
    return false;
}

} // namespace

LibraryTerms::LibraryTerms(LibraryTokenizer tokenizer) : m_tokenizer(tokenizer)
{
    if (tokenizer == LibraryTokenizer::Porter)
        m_stemmer = std::make_unique<Stemmer>();
}

LibraryTerms::~LibraryTerms() = default;

void LibraryTerms::addWord(const QString& word, std::vector<std::string>& out) const
{
    QString folded;
    bool ascii = true;
    for (const QChar ch : word) {
        if (ch.unicode() >= 0x80) {
            ascii = false;
            break;
        }
    }
    if (ascii) {
        folded = word.toLower();
    } else {
        // remove_diacritics: decompose, then drop the combining marks
        const QString decomposed = word.toLower().normalized(QString::NormalizationForm_KD);
        folded.reserve(decomposed.size());
        for (const QChar ch : decomposed) {
            if (!ch.isMark())
                folded.append(ch);
        }
        if (folded.isEmpty())
            folded = word.toLower();
    }
    switch (m_tokenizer) {
    case LibraryTokenizer::Unicode61:
        push(folded.toStdString(), out);
        return;
    case LibraryTokenizer::Porter:
        push(m_stemmer->stem(folded.toStdString()), out);
        return;
    case LibraryTokenizer::Trigram: {
        const std::vector<int> starts = codePointStarts(folded);
        for (size_t k = 0; k + 3 < starts.size(); ++k)
            push(folded.mid(starts[k], starts[k + 3] - starts[k]).toStdString(), out);
        return;
    }
    }
}

void LibraryTerms::addCjkRun(const QString& run, std::vector<std::string>& out) const
{
    const int n = m_tokenizer == LibraryTokenizer::Trigram ? 3 : 2;
    const std::vector<int> starts = codePointStarts(run);
    const int count = static_cast<int>(starts.size()) - 1;
    if (count < n) {
        if (n == 2) // a lone CJK character is its own term, as TextSegmenter::ngrams returns it
            push(run.toStdString(), out);
        return;
    }
    for (int k = 0; k + n <= count; ++k)
        push(run.mid(starts[k], starts[k + n] - starts[k]).toStdString(), out);
}

PreparedTerms LibraryTerms::prepare(const QString& text) const
{
    std::vector<std::string> terms;
    PreparedTerms out;
    append(text, terms, &out.breaks);
    out.tokenizer = m_tokenizer;
    size_t bytes = 0;
    for (const std::string& term : terms)
        bytes += term.size() + 1;
    out.joined.reserve(bytes);
    for (const std::string& term : terms) {
        out.joined += term;
        out.joined += '\0'; // no term holds one: it is not a word character
    }
    ReferenceMatcher::citedProvisions(text, out.citations);
    ReferenceMatcher::citedInstruments(text, out.citations);
    return out;
}

void LibraryTerms::split(const std::string& joined, std::vector<std::string_view>& out)
{
    out.clear();
    const std::string_view all(joined);
    size_t start = 0;
    while (start < all.size()) {
        size_t end = all.find('\0', start);
        if (end == std::string_view::npos)
            end = all.size();
        out.push_back(all.substr(start, end - start));
        start = end + 1;
    }
}

std::vector<std::string> LibraryTerms::ofToken(const QString& token, bool cjk) const
{
    std::vector<std::string> out;
    if (cjk)
        addCjkRun(token, out);
    else
        addWord(token, out);
    return out;
}

std::vector<std::string> LibraryTerms::matches(const std::string& queryTerm, const ReadState& state) const
{
    Q_UNUSED(state)
    return {queryTerm};
}

void LibraryTerms::append(const QString& text, std::vector<std::string>& out, std::vector<quint32>* breaks) const
{
    int prevStart = -1;
    int prevEnd = -1;
    bool prevPossessive = false;
    auto noteWord = [&](int start, int end) {
        if (!breaks)
            return;
        prevPossessive = noteGap(text, prevStart, prevEnd, prevPossessive, start, end, out.size(), *breaks);
        prevStart = start;
        prevEnd = end;
    };
    const int n = static_cast<int>(text.size());
    const QChar* data = text.constData();
    std::string ascii; // the common case: an ASCII word goes straight to its term
    int i = 0;
    while (i < n) {
        const ushort u = data[i].unicode();
        if (u < 0x80) {
            if ((u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || (u >= 'A' && u <= 'Z')) {
                int j = i;
                ascii.clear();
                while (j < n && data[j].unicode() < 0x80) {
                    const ushort c = data[j].unicode();
                    if (c >= 'A' && c <= 'Z')
                        ascii.push_back(static_cast<char>(c + 32));
                    else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
                        ascii.push_back(static_cast<char>(c));
                    else
                        break;
                    ++j;
                }
                if (j < n && data[j].unicode() >= 0x80 && !TextSegmenter::isCjkAt(text, j) &&
                    isWordChar(data[j].unicode())) {
                    // the word goes on beyond ASCII ("café"): the general path below
                } else {
                    noteWord(i, j);
                    if (m_tokenizer == LibraryTokenizer::Unicode61)
                        push(ascii, out);
                    else
                        addWord(QString::fromLatin1(ascii.data(), static_cast<int>(ascii.size())), out);
                    i = j;
                    continue;
                }
            } else {
                ++i;
                continue;
            }
        }
        // A word or CJK run that may hold any character.
        char32_t cp = u;
        int width = 1;
        if (data[i].isHighSurrogate() && i + 1 < n && data[i + 1].isLowSurrogate()) {
            cp = QChar::surrogateToUcs4(data[i], data[i + 1]);
            width = 2;
        }
        const bool cjk = TextSegmenter::isCjk(cp);
        if (!cjk && !isWordChar(cp)) {
            i += width;
            continue;
        }
        int j = i;
        while (j < n) {
            char32_t c = data[j].unicode();
            int w = 1;
            if (data[j].isHighSurrogate() && j + 1 < n && data[j + 1].isLowSurrogate()) {
                c = QChar::surrogateToUcs4(data[j], data[j + 1]);
                w = 2;
            }
            const bool cCjk = TextSegmenter::isCjk(c);
            if (cCjk != cjk || (!cCjk && !isWordChar(c)))
                break;
            j += w;
        }
        const QString token = text.mid(i, j - i);
        noteWord(i, j);
        if (cjk)
            addCjkRun(token, out);
        else
            addWord(token, out);
        i = j;
    }
}

void LibraryTerms::positionsOf(size_t termCount, const std::vector<quint32>& breaks, std::vector<quint32>& positions,
                               std::vector<quint32>& sentenceStarts, std::vector<quint32>& paragraphStarts)
{
    positions.assign(termCount, kNoPosition);
    sentenceStarts.clear();
    paragraphStarts.clear();
    quint32 next = 0;
    size_t b = 0;
    for (size_t i = 0; i < termCount; ++i) {
        bool possessive = false;
        bool sentence = false;
        bool paragraph = false;
        for (; b < breaks.size() && TermBreaks::termIndex(breaks[b]) <= i; ++b) {
            if (TermBreaks::termIndex(breaks[b]) < i)
                continue;
            const TermBreaks::Kind kind = TermBreaks::kind(breaks[b]);
            possessive = possessive || kind == TermBreaks::Possessive;
            paragraph = paragraph || kind == TermBreaks::Paragraph;
            sentence = sentence || kind == TermBreaks::Sentence || kind == TermBreaks::Paragraph;
        }
        if (possessive)
            continue;
        if (next > 0 && sentence && (sentenceStarts.empty() || sentenceStarts.back() != next))
            sentenceStarts.push_back(next);
        if (next > 0 && paragraph && (paragraphStarts.empty() || paragraphStarts.back() != next))
            paragraphStarts.push_back(next);
        positions[i] = next++;
    }
}

} // namespace lmars::store
