// SPDX-License-Identifier: GPL-3.0-or-later
// Terms-and-Connectors search of the embedded library against a brute-force evaluation written
// here: a seeded generated corpus (sentences, paragraphs, plurals, possessives, abbreviations) and
// many generated expressions; every hit must satisfy the expression and every chunk that does must
// be a hit. The test tokenizes the stored text itself (its own pass, its own rules as the README
// states them) and evaluates the expression on the words; the search checks the index's word
// positions. Also: hits rank by score, a malformed expression fails with a usage error, a library
// of an older index format (no positions) is indexed again on open, and a query without operators
// or quotes gives exactly the natural-language answer.
#include "index/BooleanMatcher.h"
#include "index/BooleanQuery.h"
#include "index/LibraryTerms.h"
#include "library/Backends.h"
#include "library/LibrarySearcher.h"
#include "library/LibraryStore.h"
#include "library/LocalLibrarySource.h"
#include "library/ServerLibraryBackend.h"
#include "server/ServerLink.h"
#include "sqlite/Database.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <regex>
#include <set>

using namespace lmars;

namespace {

const QStringList kNouns = {QStringLiteral("contract"), QStringLiteral("party"),  QStringLiteral("court"),
                            QStringLiteral("duty"),     QStringLiteral("breach"), QStringLiteral("damage"),
                            QStringLiteral("tenant"),   QStringLiteral("lease"),  QStringLiteral("notice"),
                            QStringLiteral("claim"),    QStringLiteral("remedy"), QStringLiteral("employer")};
const QStringList kOthers = {QStringLiteral("the"),    QStringLiteral("of"),        QStringLiteral("a"),
                             QStringLiteral("must"),   QStringLiteral("give"),      QStringLiteral("reasonable"),
                             QStringLiteral("liable"), QStringLiteral("negligent"), QStringLiteral("negligence"),
                             QStringLiteral("held"),   QStringLiteral("under"),     QStringLiteral("written")};

QString plural(const QString& noun)
{
    if (noun.endsWith(QLatin1Char('y')) && noun != QLatin1String("duty"))
        return noun.chopped(1) + QStringLiteral("ies");
    if (noun == QLatin1String("duty"))
        return QStringLiteral("duties");
    if (noun.endsWith(QLatin1Char('h')))
        return noun + QStringLiteral("es");
    return noun + QLatin1Char('s');
}

/// A chunk of seeded text: paragraphs of sentences of words.
QString generateChunk(QRandomGenerator& rng)
{
    QStringList paragraphs;
    const int paragraphCount = 1 + rng.bounded(3);
    for (int p = 0; p < paragraphCount; ++p) {
        QStringList sentences;
        const int sentenceCount = 1 + rng.bounded(3);
        for (int s = 0; s < sentenceCount; ++s) {
            QStringList words;
            const int wordCount = 3 + rng.bounded(9);
            for (int w = 0; w < wordCount; ++w) {
                const int pick = rng.bounded(100);
                if (pick < 45) {
                    const QString noun = kNouns.at(rng.bounded(kNouns.size()));
                    const int form = rng.bounded(10);
                    words << (form < 3 ? plural(noun) : form == 3 ? noun + QStringLiteral("'s") : noun);
                } else if (pick < 95) {
                    words << kOthers.at(rng.bounded(kOthers.size()));
                } else {
                    words << QStringLiteral("Smith v. Jones"); // an abbreviation that ends no sentence
                }
            }
            QString sentence = words.join(QLatin1Char(' '));
            sentence[0] = sentence.at(0).toUpper();
            sentences << sentence + (rng.bounded(5) == 0 ? QStringLiteral("!") : QStringLiteral("."));
        }
        paragraphs << sentences.join(QLatin1Char(' '));
    }
    return paragraphs.join(QStringLiteral("\n\n"));
}

/// The test's own reading of a chunk: words lower-cased with their sentence and paragraph numbers;
/// the "s" of a possessive is dropped; a sentence ends at . ! ? and a space unless the word before
/// the "." is one letter or an abbreviation (README); a paragraph at an empty line.
struct Word
{
    std::string text;
    int sentence = 0;
    int paragraph = 0;
};

std::vector<Word> readWords(const QString& text)
{
    static const QSet<QString> abbreviations = {QStringLiteral("v"), QStringLiteral("no"), QStringLiteral("inc")};
    std::vector<Word> words;
    int sentence = 0;
    int paragraph = 0;
    const QStringList paragraphs = text.split(QRegularExpression(QStringLiteral("\\n[ \\t]*\\n")));
    for (const QString& para : paragraphs) {
        static const QRegularExpression token(QStringLiteral("([A-Za-z0-9]+)('s)?([.!?]?)"));
        auto it = token.globalMatch(para);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            const QString w = m.captured(1).toLower();
            words.push_back({w.toStdString(), sentence, paragraph});
            const QString end = m.captured(3);
            const bool spaceAfter = m.capturedEnd(0) < para.size() && para.at(m.capturedEnd(0)).isSpace();
            if (!end.isEmpty() && spaceAfter &&
                !(end == QLatin1String(".") && (w.size() == 1 || abbreviations.contains(w))))
                ++sentence;
        }
        ++sentence;
        ++paragraph;
    }
    return words;
}

/// A generated expression, written out for the parser and evaluated here.
struct Expr
{
    enum Op
    {
        Leaf,
        Or,
        And,
        ButNot,
        Within,
        Precedes,
        Sentence,
        PrecedesSentence,
        Paragraph,
        PrecedesParagraph
    };
    Op op = Leaf;
    int n = 0;
    std::vector<std::string> words; ///< Leaf: one word or a phrase; may hold * and !, or start with #
    std::vector<Expr> kids;
};

bool wordMatches(const std::string& query, const std::string& word)
{
    if (query.find_first_of("*!") != std::string::npos) {
        std::string re;
        size_t body = query.size();
        int optional = 0;
        const bool any = query.back() == '!';
        if (any)
            --body;
        else
            while (body > 0 && query[body - 1] == '*') {
                --body;
                ++optional;
            }
        for (size_t i = 0; i < body; ++i)
            re += query[i] == '*' ? std::string(".") : std::string(1, query[i]);
        re += any ? ".*" : ".{0," + std::to_string(optional) + "}";
        static std::map<std::string, std::regex> compiled;
        auto it = compiled.find(re);
        if (it == compiled.end())
            it = compiled.emplace(re, std::regex(re)).first;
        return std::regex_match(word, it->second);
    }
    if (query[0] == '#')
        return word == query.substr(1);
    if (word == query || word == query + "s" || word == query + "es")
        return true;
    return query.back() == 'y' && query.size() > 1 &&
           std::string("aeiou").find(query[query.size() - 2]) == std::string::npos &&
           word == query.substr(0, query.size() - 1) + "ies";
}

using SpanSet = std::set<std::pair<int, int>>;

SpanSet evaluate(const Expr& e, const std::vector<Word>& words)
{
    SpanSet out;
    const int size = static_cast<int>(words.size());
    if (e.op == Expr::Leaf) {
        const int len = static_cast<int>(e.words.size());
        for (int p = 0; p + len <= size; ++p) {
            bool all = true;
            for (int i = 0; i < len && all; ++i)
                all = wordMatches(e.words[static_cast<size_t>(i)], words[static_cast<size_t>(p + i)].text);
            if (all)
                out.insert({p, p + len - 1});
        }
        return out;
    }
    const SpanSet a = evaluate(e.kids[0], words);
    const SpanSet b = evaluate(e.kids[1], words);
    switch (e.op) {
    case Expr::Or:
        out = a;
        out.insert(b.begin(), b.end());
        return out;
    case Expr::And:
        if (!a.empty() && !b.empty()) {
            out = a;
            out.insert(b.begin(), b.end());
        }
        return out;
    case Expr::ButNot:
        return b.empty() ? a : SpanSet();
    default:
        break;
    }
    for (const auto& x : a) {
        for (const auto& y : b) {
            const bool xFirst = x.second < y.first;
            const bool yFirst = y.second < x.first;
            if (!xFirst && !yFirst)
                continue;
            const int gap = xFirst ? y.first - x.second : x.first - y.second;
            const int first = std::min(x.first, y.first);
            const int last = std::max(x.second, y.second);
            const auto& f = words[static_cast<size_t>(first)];
            const auto& l = words[static_cast<size_t>(last)];
            bool ok = false;
            switch (e.op) {
            case Expr::Within:
                ok = gap <= e.n;
                break;
            case Expr::Precedes:
                ok = xFirst && gap <= e.n;
                break;
            case Expr::Sentence:
                ok = f.sentence == l.sentence;
                break;
            case Expr::PrecedesSentence:
                ok = xFirst && f.sentence == l.sentence;
                break;
            case Expr::Paragraph:
                ok = f.paragraph == l.paragraph;
                break;
            case Expr::PrecedesParagraph:
                ok = xFirst && f.paragraph == l.paragraph;
                break;
            default:
                break;
            }
            if (ok)
                out.insert({first, last});
        }
    }
    return out;
}

QString render(const Expr& e, QRandomGenerator& rng)
{
    if (e.op == Expr::Leaf) {
        QStringList words;
        for (const std::string& w : e.words)
            words << QString::fromStdString(w);
        return words.size() > 1 ? QLatin1Char('"') + words.join(QLatin1Char(' ')) + QLatin1Char('"') : words.first();
    }
    auto kid = [&](const Expr& k) {
        const QString text = render(k, rng);
        return k.op == Expr::Leaf ? text : QLatin1Char('(') + text + QLatin1Char(')');
    };
    const bool alt = rng.bounded(2) == 0;
    QString op;
    switch (e.op) {
    case Expr::Or:
        op = alt ? QStringLiteral(" ") : QStringLiteral(" OR ");
        break;
    case Expr::And:
        op = alt ? QStringLiteral(" & ") : QStringLiteral(" AND ");
        break;
    case Expr::ButNot:
        op = alt ? QStringLiteral(" % ") : rng.bounded(2) ? QStringLiteral(" BUT NOT ") : QStringLiteral(" AND NOT ");
        break;
    case Expr::Within:
        op = (alt ? QStringLiteral(" /%1 ") : QStringLiteral(" w/%1 ")).arg(e.n);
        break;
    case Expr::Precedes:
        op = (alt ? QStringLiteral(" +%1 ") : QStringLiteral(" pre/%1 ")).arg(e.n);
        break;
    case Expr::Sentence:
        op = alt ? QStringLiteral(" /s ") : QStringLiteral(" w/s ");
        break;
    case Expr::PrecedesSentence:
        op = QStringLiteral(" +s ");
        break;
    case Expr::Paragraph:
        op = alt ? QStringLiteral(" /p ") : QStringLiteral(" w/p ");
        break;
    case Expr::PrecedesParagraph:
        op = QStringLiteral(" +p ");
        break;
    case Expr::Leaf:
        break;
    }
    return kid(e.kids[0]) + op + kid(e.kids[1]);
}

Expr generateExpr(QRandomGenerator& rng, int depth)
{
    Expr e;
    if (depth == 0 || rng.bounded(3) == 0) {
        const auto word = [&]() -> std::string {
            const bool noun = rng.bounded(2) == 0;
            std::string w =
                (noun ? kNouns.at(rng.bounded(kNouns.size())) : kOthers.at(rng.bounded(kOthers.size()))).toStdString();
            const int form = rng.bounded(12);
            if (form == 0 && w.size() > 4)
                return w.substr(0, 4 + static_cast<size_t>(rng.bounded(static_cast<int>(w.size()) - 3))) + "!";
            if (form == 1 && w.size() > 3)
                w[1 + static_cast<size_t>(rng.bounded(static_cast<int>(w.size()) - 2))] = '*';
            else if (form == 2)
                return w + "**";
            else if (form == 3 && noun)
                return "#" + w;
            else if (form == 4 && noun)
                return plural(QString::fromStdString(w)).toStdString();
            return w;
        };
        e.words.push_back(word());
        if (rng.bounded(4) == 0) {
            e.words.push_back(word());
            // a phrase written with a # keeps it on the word
        }
        return e;
    }
    e.op = static_cast<Expr::Op>(1 + rng.bounded(9));
    e.n = 1 + rng.bounded(6);
    e.kids.push_back(generateExpr(rng, depth - 1));
    e.kids.push_back(generateExpr(rng, depth - 1));
    return e;
}

struct Corpus
{
    QTemporaryDir dir;
    std::unique_ptr<store::LibraryStore> store;
    std::map<std::pair<QString, int>, QString> texts; ///< (path, ordinal) -> stored text
};

} // namespace

class BooleanSearchTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void matchesBruteForce();
    void ranksByScore();
    void malformedFailsClearly();
    void naturalLanguageUnchanged();
    void olderLibraryGetsPositions();
    void patternsExpandInTheSearchsRead();
    void serverRefusesExpressions();
    void researchSourceDetectsExpressions();

private:
    QList<store::LibraryHit> search(const QString& text, int k = 100000);
    Corpus m_corpus;
};

void BooleanSearchTest::initTestCase()
{
    QVERIFY(m_corpus.dir.isValid());
    auto opened = store::LibraryStore::open(m_corpus.dir.filePath(QStringLiteral("library.sqlite")));
    QVERIFY(opened.ok());
    m_corpus.store = std::move(opened.value());
    QRandomGenerator rng(20261129);
    const store::LibraryTerms prepared(store::LibraryTokenizer::Unicode61);
    QVERIFY(m_corpus.store->beginBatch().ok());
    for (int d = 0; d < 150; ++d) {
        store::LibraryDocument doc;
        doc.path = QStringLiteral("/corpus/doc-%1.txt").arg(d);
        doc.title = QStringLiteral("Document %1").arg(d);
        doc.type = QStringLiteral("txt");
        doc.validFrom = QStringLiteral("20%1-01-01").arg(10 + d % 15);
        QList<store::LibraryChunk> chunks;
        for (int c = 0; c < 3; ++c) {
            store::LibraryChunk chunk;
            chunk.ordinal = c;
            chunk.text = generateChunk(rng);
            chunk.end = static_cast<int>(chunk.text.size());
            chunk.page = c + 1;
            if (d % 2 == 1) // as the library's file preparer writes them: terms and breaks made ahead
                chunk.textTerms = prepared.prepare(chunk.text);
            m_corpus.texts[{doc.path, c}] = chunk.text;
            chunks << chunk;
        }
        QVERIFY(m_corpus.store->putDocument(doc, chunks).ok());
    }
    QVERIFY(m_corpus.store->commitBatch().ok());
}

QList<store::LibraryHit> BooleanSearchTest::search(const QString& text, int k)
{
    store::LibraryQuery query(text, k);
    query.syntax = store::QuerySyntax::Boolean;
    store::LibrarySearcher searcher(m_corpus.store.get());
    auto hits = searcher.search(query);
    if (!hits)
        qWarning("%s: %s", qPrintable(text), qPrintable(hits.error().toString()));
    return hits ? hits.value() : QList<store::LibraryHit>();
}

void BooleanSearchTest::matchesBruteForce()
{
    QRandomGenerator rng(42);
    std::map<std::pair<QString, int>, std::vector<Word>> words;
    for (const auto& [key, text] : m_corpus.texts)
        words[key] = readWords(text);
    int nonEmpty = 0;
    for (int i = 0; i < 400; ++i) {
        const Expr expr = generateExpr(rng, 1 + i % 3);
        const QString text = render(expr, rng);
        std::set<std::pair<QString, int>> expected;
        for (const auto& [key, chunkWords] : words) {
            if (!evaluate(expr, chunkWords).empty())
                expected.insert(key);
        }
        std::set<std::pair<QString, int>> found;
        for (const store::LibraryHit& hit : search(text)) {
            QCOMPARE(hit.firstOrdinal, hit.lastOrdinal); // a hit is one chunk
            found.insert({hit.path, hit.firstOrdinal});
        }
        if (found != expected) {
            for (const auto& key : expected) {
                if (!found.count(key))
                    qWarning("missed %s#%d: %s", qPrintable(key.first), key.second, qPrintable(m_corpus.texts[key]));
            }
            for (const auto& key : found) {
                if (!expected.count(key))
                    qWarning("extra %s#%d: %s", qPrintable(key.first), key.second, qPrintable(m_corpus.texts[key]));
            }
        }
        QVERIFY2(
            found == expected,
            qPrintable(QStringLiteral("%1: %2 hits, %3 expected").arg(text).arg(found.size()).arg(expected.size())));
        nonEmpty += expected.empty() ? 0 : 1;
    }
    // The generated expressions exercise both outcomes.
    QVERIFY2(nonEmpty > 100 && nonEmpty < 380, qPrintable(QString::number(nonEmpty)));
}

void BooleanSearchTest::ranksByScore()
{
    const QList<store::LibraryHit> hits = search(QStringLiteral("contract /s notice"), 20);
    QVERIFY(hits.size() >= 5);
    for (qsizetype i = 1; i < hits.size(); ++i)
        QVERIFY(hits.at(i - 1).score >= hits.at(i).score);
    QVERIFY(hits.first().score > 0);
    QVERIFY(hits.first().page >= 1);
    // By date: documents newest first.
    store::LibraryQuery query(QStringLiteral("contract /s notice"), 20);
    query.syntax = store::QuerySyntax::Boolean;
    query.sort = store::LibrarySort::Date;
    auto dated = store::LibrarySearcher(m_corpus.store.get()).search(query);
    QVERIFY(dated.ok());
    QCOMPARE(dated->size(), hits.size());
    for (qsizetype i = 1; i < dated->size(); ++i)
        QVERIFY(dated->at(i - 1).validFrom >= dated->at(i).validFrom);
    QVERIFY(dated->first().validFrom > dated->last().validFrom);
}

void BooleanSearchTest::malformedFailsClearly()
{
    for (const QString& text :
         {QStringLiteral("contract /s"), QStringLiteral("(duty & care"), QStringLiteral("\"open quote"),
          QStringLiteral("a!b"), QStringLiteral("duty /x care")}) {
        store::LibraryQuery query(text, 10);
        query.syntax = store::QuerySyntax::Boolean;
        auto hits = store::LibrarySearcher(m_corpus.store.get()).search(query);
        QVERIFY2(!hits.ok(), qPrintable(text));
        QCOMPARE(hits.error().kind, ErrorKind::Usage);
    }
}

void BooleanSearchTest::naturalLanguageUnchanged()
{
    store::LibrarySearcher searcher(m_corpus.store.get());
    for (const QString& text :
         {QStringLiteral("tenant notice of breach"), QStringLiteral("the employer was negligent and liable")}) {
        store::LibraryQuery natural(text, 10);
        store::LibraryQuery automatic(text, 10);
        automatic.syntax = store::QuerySyntax::Auto;
        auto a = searcher.search(natural);
        auto b = searcher.search(automatic);
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a->size(), b->size());
        for (qsizetype i = 0; i < a->size(); ++i) {
            QCOMPARE(a->at(i).path, b->at(i).path);
            QCOMPARE(a->at(i).firstOrdinal, b->at(i).firstOrdinal);
            QCOMPARE(a->at(i).lastOrdinal, b->at(i).lastOrdinal);
            QCOMPARE(a->at(i).score, b->at(i).score);
        }
    }
    // Forced natural language reads operators as words.
    store::LibraryQuery forced(QStringLiteral("contract /s notice"), 5);
    forced.syntax = store::QuerySyntax::Natural;
    auto hits = searcher.search(forced);
    QVERIFY(hits.ok());
    QVERIFY(!hits->isEmpty());
}

void BooleanSearchTest::olderLibraryGetsPositions()
{
    // A library indexed before word positions has index format 2: upgradeIndex() indexes the
    // stored chunks again, positions included.
    const QString path = m_corpus.dir.filePath(QStringLiteral("older.sqlite"));
    {
        auto opened = store::LibraryStore::open(path);
        QVERIFY(opened.ok());
        store::LibraryDocument doc;
        doc.path = QStringLiteral("/older.txt");
        store::LibraryChunk chunk;
        chunk.text = QStringLiteral("The tenant gave notice. The landlord kept the deposit.");
        chunk.end = static_cast<int>(chunk.text.size());
        QVERIFY(opened.value()->putDocument(doc, {chunk}).ok());
    }
    {
        auto db = store::Database::open(path);
        QVERIFY(db.ok());
        QVERIFY(db.value()->exec(QStringLiteral("UPDATE index_meta SET value = 2 WHERE key = 'format'")).ok());
    }
    // Opening leaves the rebuild to the indexer (LibraryIndexerTest); upgradeIndex() is what it runs.
    auto reopened = store::LibraryStore::open(path);
    QVERIFY(reopened.ok());
    QVERIFY(reopened.value()->indexUpgradePending().value());
    QVERIFY(reopened.value()->upgradeIndex().ok());
    QVERIFY(!reopened.value()->indexUpgradePending().value());
    store::LibraryQuery query(QStringLiteral("tenant /s notice"), 5);
    query.syntax = store::QuerySyntax::Boolean;
    auto hits = store::LibrarySearcher(reopened.value().get()).search(query);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 1);
    query.text = QStringLiteral("tenant /s deposit");
    hits = store::LibrarySearcher(reopened.value().get()).search(query);
    QVERIFY(hits.ok());
    QCOMPARE(hits->size(), 0);
}

void BooleanSearchTest::patternsExpandInTheSearchsRead()
{
    // The store lists a pattern's terms in the search's own read (ReadRequest::prefixes), at most
    // kMaxExpansion + 1: one more than that is refused with a message naming the prefix, and a
    // pattern within the cap finds exactly the chunks of its terms.
    const QString path = m_corpus.dir.filePath(QStringLiteral("patterns.sqlite"));
    auto opened = store::LibraryStore::open(path);
    QVERIFY(opened.ok());
    store::LibraryDocument doc;
    doc.path = QStringLiteral("/patterns.txt");
    QList<store::LibraryChunk> chunks;
    const int words = store::BooleanMatcher::kMaxExpansion + 1;
    for (int c = 0; c < 11; ++c) {
        QStringList text;
        for (int w = c * 100; w < std::min(words, (c + 1) * 100); ++w)
            text << QStringLiteral("zq%1").arg(w, 4, 10, QLatin1Char('0'));
        text << (c == 3 ? QStringLiteral("lessor") : QStringLiteral("tenant"));
        store::LibraryChunk chunk;
        chunk.ordinal = c;
        chunk.text = text.join(QLatin1Char(' '));
        chunk.end = static_cast<int>(chunk.text.size());
        chunks << chunk;
    }
    QVERIFY(opened.value()->putDocument(doc, chunks).ok());
    store::LibrarySearcher searcher(opened.value().get());
    store::LibraryQuery query(QStringLiteral("zq!"), 20);
    query.syntax = store::QuerySyntax::Boolean;
    auto tooMany = searcher.search(query);
    QVERIFY(!tooMany.ok());
    QCOMPARE(tooMany.error().kind, ErrorKind::Usage);
    QVERIFY2(tooMany.error().summary.contains(QStringLiteral("\"zq\"")), qPrintable(tooMany.error().summary));
    query.text = QStringLiteral("zq03! & lessor"); // zq0300..zq0399: the chunk with "lessor"
    auto some = searcher.search(query);
    QVERIFY2(some.ok(), qPrintable(some.ok() ? QString() : some.error().toString()));
    QCOMPARE(some->size(), 1);
    QCOMPARE(some->first().firstOrdinal, 3);
    query.text = QStringLiteral("zq03! & tenant");
    some = searcher.search(query);
    QVERIFY(some.ok());
    QCOMPARE(some->size(), 0);
}

void BooleanSearchTest::serverRefusesExpressions()
{
    // The firm server does not evaluate expressions: it refuses them before it connects, rather
    // than answer them as natural language.
    store::ServerLibraryBackend server(
        std::make_shared<store::ServerLink>(QStringLiteral("host=127.0.0.1 port=1 dbname=none"), QString()));
    for (const store::QuerySyntax syntax : {store::QuerySyntax::Auto, store::QuerySyntax::Boolean}) {
        store::LibraryQuery query(QStringLiteral("\"duty of care\" /s employer"), 5);
        query.syntax = syntax;
        auto hits = server.search(query);
        QVERIFY(!hits.ok());
        QCOMPARE(hits.error().kind, ErrorKind::Usage);
        QVERIFY(hits.error().summary.contains(QStringLiteral("Terms-and-Connectors")));
    }
}

void BooleanSearchTest::researchSourceDetectsExpressions()
{
    // A research run's library source reads a question with a connector or a quote as Terms and
    // Connectors, and one without as natural language.
    const QString path = m_corpus.dir.filePath(QStringLiteral("research.sqlite"));
    {
        auto opened = store::LibraryStore::open(path);
        QVERIFY(opened.ok());
        const QStringList texts = {QStringLiteral("The tenant gave notice. The landlord kept the deposit."),
                                   QStringLiteral("The tenant asked for the deposit back. Notice followed.")};
        for (int d = 0; d < texts.size(); ++d) {
            store::LibraryDocument doc;
            doc.path = QStringLiteral("/research-%1.txt").arg(d);
            doc.title = QStringLiteral("Memo %1").arg(d);
            store::LibraryChunk chunk;
            chunk.text = texts.at(d);
            chunk.end = static_cast<int>(chunk.text.size());
            QVERIFY(opened.value()->putDocument(doc, {chunk}).ok());
        }
    }
    library::LocalLibrarySource source([path]() -> Result<std::unique_ptr<store::LibraryBackend>> {
        store::BackendConfig config;
        config.libraryPath = path;
        return store::Backends::openLibrary(config);
    });
    search::SearchQuery query;
    query.text = QStringLiteral("tenant /s deposit");
    auto results = source.search(query);
    QVERIFY(results.ok());
    QCOMPARE(results->size(), 1);
    QCOMPARE(results->first().title, QStringLiteral("Memo 1"));
    query.text = QStringLiteral("tenant deposit");
    results = source.search(query);
    QVERIFY(results.ok());
    QCOMPARE(results->size(), 2);
    // An agent's query that only looks like an expression ("10%", an unclosed quote) is searched
    // as natural language instead of failing the source or excluding the word after "%".
    query.text = QStringLiteral("landlord \"deposit");
    results = source.search(query);
    QVERIFY2(results.ok(), qPrintable(results.ok() ? QString() : results.error().summary));
    QCOMPARE(results->size(), 2);
    query.text = QStringLiteral("100% deposit");
    results = source.search(query);
    QVERIFY(results.ok());
    QCOMPARE(results->size(), 2);
}

QTEST_GUILESS_MAIN(BooleanSearchTest)
#include "BooleanSearchTest.moc"
