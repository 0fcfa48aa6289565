// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryTerms.h"

#include "index/ReferenceMatcher.h"

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
    append(text, terms);
    PreparedTerms out;
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

void LibraryTerms::append(const QString& text, std::vector<std::string>& out) const
{
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
        if (cjk)
            addCjkRun(token, out);
        else
            addWord(token, out);
        i = j;
    }
}

} // namespace lmars::store
