// SPDX-License-Identifier: GPL-3.0-or-later
#include "BooleanMatcher.h"

#include "index/LibraryTerms.h"

#include <algorithm>
#include <utility>

namespace lmars::store {

namespace {

using Kind = BooleanNode::Kind;
using Span = std::pair<quint32, quint32>; ///< first and last position
using Spans = std::vector<Span>;

size_t codePointLength(char lead)
{
    const auto b = static_cast<unsigned char>(lead);
    return b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
}

void normalize(Spans& spans)
{
    std::sort(spans.begin(), spans.end());
    spans.erase(std::unique(spans.begin(), spans.end()), spans.end());
}

std::vector<quint32> intersect(const std::vector<quint32>& a, const std::vector<quint32>& b)
{
    std::vector<quint32> out;
    std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

std::vector<quint32> unite(const std::vector<quint32>& a, const std::vector<quint32>& b)
{
    std::vector<quint32> out;
    std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
    return out;
}

/// The regular plurals of an English word (a unicode61 term): +s, +es, y→ies.
void addPlurals(const std::string& term, std::vector<std::string>& out)
{
    if (term.size() < 2 || !std::all_of(term.begin(), term.end(), [](char c) { return c >= 'a' && c <= 'z'; }))
        return;
    out.push_back(term + "s");
    out.push_back(term + "es");
    const char before = term[term.size() - 2];
    if (term.back() == 'y' && std::string_view("aeiou").find(before) == std::string_view::npos)
        out.push_back(term.substr(0, term.size() - 1) + "ies");
}

/// The literal start of a pattern word, before its first * or !.
std::string patternPrefix(const std::string& pattern)
{
    return pattern.substr(0, pattern.find_first_of("*!"));
}

} // namespace

struct BooleanMatcher::Node
{
    Kind kind = Kind::Word;
    int distance = 0;
    std::vector<size_t> slots; ///< Word, Phrase: the slots at consecutive positions
    std::unique_ptr<Node> left;
    std::unique_ptr<Node> right;
};

BooleanMatcher::BooleanMatcher() = default;
BooleanMatcher::BooleanMatcher(BooleanMatcher&&) noexcept = default;
BooleanMatcher& BooleanMatcher::operator=(BooleanMatcher&&) noexcept = default;
BooleanMatcher::~BooleanMatcher() = default;

Result<BooleanMatcher> BooleanMatcher::compile(const BooleanQuery& query, const LibraryTerms& terms)
{
    if (terms.tokenizer() == LibraryTokenizer::Trigram)
        return Error(ErrorKind::Usage, tr("Terms-and-Connectors search needs a library indexed by words (unicode61 or "
                                          "porter); this library is indexed by trigrams. Use a natural-language "
                                          "search (--syntax natural)."));
    BooleanMatcher matcher;
    const LibraryTerms folder(LibraryTokenizer::Unicode61); // patterns: folded, not stemmed
    std::function<Result<void>(const BooleanNode&, std::vector<size_t>&)> addWord =
        [&](const BooleanNode& word, std::vector<size_t>& slots) -> Result<void> {
        if (word.isWildcard()) {
            std::string pattern;
            QString literal;
            auto flush = [&]() -> bool {
                if (literal.isEmpty())
                    return true;
                const std::vector<std::string> folded = folder.ofToken(literal, false);
                if (folded.size() != 1)
                    return false;
                pattern += folded.front();
                literal.clear();
                return true;
            };
            for (const QChar c : word.word) {
                if (c == QLatin1Char('*') || c == QLatin1Char('!')) {
                    if (!flush())
                        break;
                    pattern += static_cast<char>(c.unicode());
                } else if (c.isLetterOrNumber() || c.isMark()) {
                    literal += c;
                } else {
                    pattern.clear();
                    literal = QStringLiteral("?"); // not a single word
                    break;
                }
            }
            if (!flush() || pattern.empty() || pattern[0] == '*' || pattern[0] == '!')
                return Error(ErrorKind::Usage,
                             tr("\"%1\": * and ! work on one word of letters and digits.").arg(word.word));
            matcher.m_slotTerms.emplace_back();
            matcher.m_patterns.push_back(pattern);
            slots.push_back(matcher.m_slotTerms.size() - 1);
            return {};
        }
        std::vector<std::string> all;
        std::vector<quint32> breaks;
        terms.append(word.word, all, &breaks);
        std::vector<std::string> parts; // a possessive "s" takes no position (LibraryTerms::positionsOf)
        for (size_t i = 0, b = 0; i < all.size(); ++i) {
            while (b < breaks.size() && TermBreaks::termIndex(breaks[b]) < i)
                ++b;
            const bool possessive = b < breaks.size() && TermBreaks::termIndex(breaks[b]) == i &&
                                    TermBreaks::kind(breaks[b]) == TermBreaks::Possessive;
            if (!possessive)
                parts.push_back(std::move(all[i]));
        }
        if (parts.empty())
            return Error(ErrorKind::Usage, tr("\"%1\" holds no letters or digits to search for.").arg(word.word));
        for (std::string& part : parts) {
            std::vector<std::string> variants{part};
            if (parts.size() == 1 && !word.exact && terms.tokenizer() == LibraryTokenizer::Unicode61)
                addPlurals(part, variants);
            std::sort(variants.begin(), variants.end());
            matcher.m_slotTerms.push_back(std::move(variants));
            matcher.m_patterns.emplace_back();
            slots.push_back(matcher.m_slotTerms.size() - 1);
        }
        return {};
    };
    std::function<Result<std::unique_ptr<Node>>(const BooleanNode&)> build =
        [&](const BooleanNode& in) -> Result<std::unique_ptr<Node>> {
        auto node = std::make_unique<Node>();
        node->kind = in.kind;
        node->distance = in.distance;
        if (in.kind == Kind::Word || in.kind == Kind::Phrase) {
            QString shown = in.word;
            if (in.kind == Kind::Word) {
                if (auto added = addWord(in, node->slots); !added)
                    return added.error();
            } else {
                QStringList words;
                for (const BooleanNode& w : in.words) {
                    if (auto added = addWord(w, node->slots); !added)
                        return added.error();
                    words << w.word;
                }
                shown = words.join(QLatin1Char(' '));
            }
            shown.remove(QLatin1Char('*')).remove(QLatin1Char('!'));
            if (!shown.isEmpty() && !matcher.m_highlights.contains(shown))
                matcher.m_highlights << shown;
            return node;
        }
        auto left = build(in.children.at(0));
        if (!left)
            return left.error();
        auto right = build(in.children.at(1));
        if (!right)
            return right.error();
        node->left = std::move(left.value());
        node->right = std::move(right.value());
        return node;
    };
    auto root = build(query.root());
    if (!root)
        return root.error();
    matcher.m_root = std::move(root.value());
    return matcher;
}

std::vector<std::string> BooleanMatcher::prefixes() const
{
    std::vector<std::string> out;
    for (const std::string& pattern : m_patterns) {
        if (!pattern.empty())
            out.push_back(patternPrefix(pattern));
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

Result<void>
BooleanMatcher::expand(const std::function<Result<std::vector<std::string>>(const std::string& prefix)>& expand)
{
    for (size_t slot = 0; slot < m_patterns.size(); ++slot) {
        const std::string& pattern = m_patterns[slot];
        if (pattern.empty())
            continue;
        const std::string prefix = patternPrefix(pattern);
        auto found = expand(prefix);
        if (!found)
            return found.error();
        std::vector<std::string>& terms = m_slotTerms[slot];
        terms.clear();
        if (found.value().size() > static_cast<size_t>(kMaxExpansion))
            return Error(ErrorKind::Usage, tr("More than %1 words of the library begin with \"%2\": make \"%3\" "
                                              "longer.")
                                               .arg(kMaxExpansion)
                                               .arg(QString::fromStdString(prefix), QString::fromStdString(pattern)));
        for (std::string& term : found.value()) {
            if (matchesPattern(term, pattern))
                terms.push_back(std::move(term));
        }
    }
    return {};
}

const std::vector<std::vector<std::string>>& BooleanMatcher::slotTerms() const
{
    return m_slotTerms;
}

std::vector<quint32> BooleanMatcher::candidates(const std::vector<std::vector<quint32>>& slotChunks) const
{
    std::function<std::vector<quint32>(const Node&)> walk = [&](const Node& node) -> std::vector<quint32> {
        if (node.kind == Kind::Word || node.kind == Kind::Phrase) {
            std::vector<quint32> out = slotChunks.at(node.slots.front());
            for (size_t i = 1; i < node.slots.size() && !out.empty(); ++i)
                out = intersect(out, slotChunks.at(node.slots[i]));
            return out;
        }
        if (node.kind == Kind::ButNot)
            return walk(*node.left);
        const std::vector<quint32> left = walk(*node.left);
        if (node.kind == Kind::Or)
            return unite(left, walk(*node.right));
        if (left.empty())
            return left;
        return intersect(left, walk(*node.right));
    };
    return walk(*m_root);
}

std::vector<std::string> BooleanMatcher::scoringTerms() const
{
    std::vector<std::string> out;
    std::function<void(const Node&)> walk = [&](const Node& node) {
        for (const size_t slot : node.slots)
            out.insert(out.end(), m_slotTerms[slot].begin(), m_slotTerms[slot].end());
        if (node.left)
            walk(*node.left);
        if (node.right && node.kind != Kind::ButNot)
            walk(*node.right);
    };
    walk(*m_root);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

QStringList BooleanMatcher::highlights() const
{
    return m_highlights;
}

bool BooleanMatcher::matchesPattern(std::string_view term, std::string_view pattern)
{
    const bool anyEnding = !pattern.empty() && pattern.back() == '!';
    size_t body = anyEnding ? pattern.size() - 1 : pattern.size();
    size_t optional = 0;
    if (!anyEnding) {
        while (body > 0 && pattern[body - 1] == '*') {
            --body;
            ++optional;
        }
    }
    size_t t = 0;
    for (size_t p = 0; p < body; ++p) {
        if (t >= term.size())
            return false;
        if (pattern[p] == '*') {
            t += codePointLength(term[t]);
        } else {
            if (term[t] != pattern[p])
                return false;
            ++t;
        }
    }
    if (t > term.size())
        return false;
    if (anyEnding)
        return true;
    size_t rest = 0;
    while (t < term.size()) {
        t += codePointLength(term[t]);
        ++rest;
    }
    return rest <= optional;
}

namespace {

/// The number of the sentence (or paragraph) that holds position: how many of starts are ≤ it.
size_t sectionOf(const std::vector<quint32>& starts, quint32 position)
{
    return static_cast<size_t>(std::upper_bound(starts.begin(), starts.end(), position) - starts.begin());
}

/// Whether two spans satisfy a connector.
bool connect(Kind kind, int distance, const Span& x, const Span& y, const ChunkPositions& chunk)
{
    const bool xFirst = x.second < y.first;
    if (!xFirst && !(y.second < x.first))
        return false; // they overlap: two distinct occurrences are needed
    const quint32 first = std::min(x.first, y.first);
    const quint32 last = std::max(x.second, y.second);
    switch (kind) {
    case Kind::Within:
        return (xFirst ? y.first - x.second : x.first - y.second) <= static_cast<quint32>(distance);
    case Kind::Precedes:
        return xFirst && y.first - x.second <= static_cast<quint32>(distance);
    case Kind::SameSentence:
        return sectionOf(chunk.sentenceStarts, first) == sectionOf(chunk.sentenceStarts, last);
    case Kind::PrecedesSentence:
        return xFirst && sectionOf(chunk.sentenceStarts, first) == sectionOf(chunk.sentenceStarts, last);
    case Kind::SameParagraph:
        return sectionOf(chunk.paragraphStarts, first) == sectionOf(chunk.paragraphStarts, last);
    case Kind::PrecedesParagraph:
        return xFirst && sectionOf(chunk.paragraphStarts, first) == sectionOf(chunk.paragraphStarts, last);
    default:
        break;
    }
    return false;
}

} // namespace

bool BooleanMatcher::matches(const ChunkPositions& chunk) const
{
    std::function<Spans(const Node&)> eval = [&](const Node& node) -> Spans {
        Spans out;
        if (node.kind == Kind::Word || node.kind == Kind::Phrase) {
            const auto length = static_cast<quint32>(node.slots.size());
            for (const quint32 p : chunk.slots.at(node.slots.front())) {
                bool all = true;
                for (quint32 i = 1; i < length && all; ++i) {
                    const std::vector<quint32>& at = chunk.slots.at(node.slots[i]);
                    all = std::binary_search(at.begin(), at.end(), p + i);
                }
                if (all)
                    out.emplace_back(p, p + length - 1);
            }
            return out;
        }
        Spans left = eval(*node.left);
        if (node.kind == Kind::ButNot)
            return left.empty() || !eval(*node.right).empty() ? Spans() : left;
        if (node.kind == Kind::Or) {
            Spans right = eval(*node.right);
            left.insert(left.end(), right.begin(), right.end());
            normalize(left);
            return left;
        }
        if (left.empty())
            return out;
        const Spans right = eval(*node.right);
        if (right.empty())
            return out;
        if (node.kind == Kind::And) {
            left.insert(left.end(), right.begin(), right.end());
            normalize(left);
            return left;
        }
        for (const Span& x : left) {
            for (const Span& y : right) {
                if (connect(node.kind, node.distance, x, y, chunk))
                    out.emplace_back(std::min(x.first, y.first), std::max(x.second, y.second));
            }
        }
        normalize(out);
        return out;
    };
    return !eval(*m_root).empty();
}

} // namespace lmars::store
