// SPDX-License-Identifier: GPL-3.0-or-later
// Terms-and-Connectors syntax: the parser's precedence (OR, /n +n, /s +s, /p +p, &, % unless
// parenthesised) and spellings, messages that say where a malformed expression is wrong, which
// queries auto-detection reads as Terms and Connectors (none without an operator or a quote), the
// * and ! patterns, and where LibraryTerms puts sentence, paragraph and possessive breaks.
#include "index/BooleanQuery.h"
#include "index/BooleanMatcher.h"
#include "index/LibraryTerms.h"

#include <QTest>

using namespace lmars;
using store::BooleanQuery;

class BooleanQueryTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void precedence_data();
    void precedence();
    void malformed_data();
    void malformed();
    void autoDetection_data();
    void autoDetection();
    void limits();
    void patterns_data();
    void patterns();
    void breaks();
};

void BooleanQueryTest::precedence_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("tree");
    QTest::newRow("space is OR") << "car automobile"
                                 << "(car OR automobile)";
    QTest::newRow("OR keyword") << "car or automobile"
                                << "(car OR automobile)";
    QTest::newRow("OR before /n") << "a b /3 c"
                                  << "((a OR b) /3 c)";
    QTest::newRow("/n before /s") << "a /3 b /s c"
                                  << "((a /3 b) /s c)";
    QTest::newRow("/s before /p") << "a /p b /s c"
                                  << "(a /p (b /s c))";
    QTest::newRow("/p before &") << "a & b /p c"
                                 << "(a & (b /p c))";
    QTest::newRow("& before %") << "a % b & c"
                                << "(a % (b & c))";
    QTest::newRow("Westlaw's tax example") << "tax taxation % income /3 tax taxation"
                                           << "((tax OR taxation) % (income /3 (tax OR taxation)))";
    QTest::newRow("parentheses") << "(a & b) /s c"
                                 << "((a & b) /s c)";
    QTest::newRow("a level groups left") << "a /s b /s c"
                                         << "((a /s b) /s c)";
    QTest::newRow("spellings") << "a w/5 b pre/2 c +s d w/s e +p f w/p g"
                               << "((((((a /5 b) +2 c) +s d) /s e) +p f) /p g)";
    QTest::newRow("AND NOT, BUT NOT") << "a AND NOT b BUT NOT c"
                                      << "((a % b) % c)";
    QTest::newRow("AND keyword") << "a AND b"
                                 << "(a & b)";
    QTest::newRow("phrase") << "\"attractive nuisance\" +3 child!"
                            << "(\"attractive nuisance\" +3 child!)";
    QTest::newRow("curly quotes") << "“due care” /p #damage"
                                  << "(\"due care\" /p #damage)";
    QTest::newRow("one-word phrase is a word") << "\"negligence\""
                                               << "negligence";
}

void BooleanQueryTest::precedence()
{
    QFETCH(QString, query);
    QFETCH(QString, tree);
    auto parsed = BooleanQuery::parse(query);
    QVERIFY2(parsed.ok(), qPrintable(parsed ? QString() : parsed.error().toString()));
    QCOMPARE(parsed->toString(), tree);
    // What toString() writes parses back to the same tree.
    auto again = BooleanQuery::parse(tree);
    QVERIFY(again.ok());
    QCOMPARE(again->toString(), tree);
}

void BooleanQueryTest::malformed_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("expected");
    QTest::newRow("open quote") << "duty \"of care" << 6 << "not closed";
    QTest::newRow("trailing &") << "contract &" << 11 << "expected a word, a quoted phrase or \"(\" after \"&\"";
    QTest::newRow("leading connector") << "/s care" << 1 << "before \"/s\"";
    QTest::newRow("unclosed (") << "(duty /s care" << 14 << "expected \")\" to close the \"(\" at character 1";
    QTest::newRow("stray )") << "duty )" << 6 << "closes no";
    QTest::newRow("zero distance") << "duty /0 care" << 6 << "between 1 and 255";
    QTest::newRow("too far") << "duty /300 care" << 6 << "between 1 and 255";
    QTest::newRow("not a connector") << "duty /x care" << 6 << "not a connector";
    QTest::newRow("leading *") << "*tract" << 1 << "cannot begin";
    QTest::newRow("! inside") << "neg!ligence" << 4 << "can only end";
    QTest::newRow("lone NOT") << "duty NOT care" << 6 << "NOT must follow";
    QTest::newRow("BUT alone") << "duty BUT care" << 10 << "expected NOT after BUT";
    QTest::newRow("empty quotes") << "\"\" duty" << 1 << "hold no words";
    QTest::newRow("empty") << "   " << 4 << "expected a word";
    QTest::newRow("empty parentheses") << "duty & ()" << 9 << "before \")\"";
}

void BooleanQueryTest::malformed()
{
    QFETCH(QString, query);
    QFETCH(int, position);
    QFETCH(QString, expected);
    auto parsed = BooleanQuery::parse(query);
    QVERIFY(!parsed.ok());
    QCOMPARE(parsed.error().kind, ErrorKind::Usage);
    const QString message = parsed.error().summary;
    QVERIFY2(message.startsWith(QStringLiteral("Character %1 of the search:").arg(position)), qPrintable(message));
    QVERIFY2(message.contains(expected), qPrintable(message));
}

void BooleanQueryTest::autoDetection_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<bool>("boolean");
    QTest::newRow("a question") << "Can a landlord keep the deposit for cleaning?" << false;
    QTest::newRow("lower-case and/or words") << "cats and dogs or birds" << false;
    QTest::newRow("and/or") << "damages and/or costs" << false;
    QTest::newRow("a section reference") << "§ 1324a(b)(1) employer verification" << false;
    QTest::newRow("punctuation") << "is this late ?! (see 5 * 3)" << false;
    QTest::newRow("a quote") << "\"duty of care\"" << true;
    QTest::newRow("/s") << "duty /s care" << true;
    QTest::newRow("w/3") << "duty w/3 care" << true;
    QTest::newRow("+p") << "duty +p care" << true;
    QTest::newRow("&") << "duty & care" << true;
    QTest::newRow("%") << "duty % care" << true;
    QTest::newRow("root expander") << "negligen! employer" << true;
    QTest::newRow("universal character") << "jur** instruction" << true;
    QTest::newRow("capital AND") << "duty AND care" << true;
    QTest::newRow("capital OR") << "car OR automobile" << true;
    QTest::newRow("a percentage") << "10% shareholder voting rights" << false;
    QTest::newRow("a name with &") << "AT&T merger M&A review" << false;
    QTest::newRow("& between spaces") << "AT & T" << true;
    QTest::newRow("% after a word") << "duty% care" << true;
}

void BooleanQueryTest::limits()
{
    // The matcher recurses over the expression: a pasted page or deep parentheses are refused
    // with a message, not walked until the stack runs out.
    QStringList words;
    for (int i = 0; i < BooleanQuery::kMaxWords; ++i)
        words << QStringLiteral("w%1").arg(i);
    QVERIFY(BooleanQuery::parse(QStringLiteral("\"a b\" ") + words.mid(2).join(QLatin1Char(' '))).ok());
    auto tooMany = BooleanQuery::parse(QStringLiteral("\"a b\" ") + words.join(QLatin1Char(' ')));
    QVERIFY(!tooMany.ok());
    QCOMPARE(tooMany.error().kind, ErrorKind::Usage);
    QVERIFY2(tooMany.error().summary.contains(QStringLiteral("more than 256 words")),
             qPrintable(tooMany.error().summary));
    const int depth = BooleanQuery::kMaxDepth;
    QVERIFY(BooleanQuery::parse(QString(depth, QLatin1Char('(')) + QStringLiteral("a & b") +
                                QString(depth, QLatin1Char(')')))
                .ok());
    auto tooDeep =
        BooleanQuery::parse(QString(5000, QLatin1Char('(')) + QStringLiteral("a") + QString(5000, QLatin1Char(')')));
    QVERIFY(!tooDeep.ok());
    QVERIFY2(tooDeep.error().summary.startsWith(QStringLiteral("Character %1 of the search:").arg(depth + 1)),
             qPrintable(tooDeep.error().summary));
}

void BooleanQueryTest::autoDetection()
{
    QFETCH(QString, query);
    QFETCH(bool, boolean);
    QCOMPARE(BooleanQuery::looksBoolean(query), boolean);
    QCOMPARE(BooleanQuery::isBoolean(query, store::QuerySyntax::Auto), boolean);
    QVERIFY(!BooleanQuery::isBoolean(query, store::QuerySyntax::Natural));
    QVERIFY(BooleanQuery::isBoolean(query, store::QuerySyntax::Boolean));
}

void BooleanQueryTest::patterns_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("term");
    QTest::addColumn<bool>("matches");
    // Westlaw's examples: jur** finds jury and juror but not jurisdiction; fea*t feast not feat.
    QTest::newRow("jur** jury") << "jur**"
                                << "jury" << true;
    QTest::newRow("jur** juror") << "jur**"
                                 << "juror" << true;
    QTest::newRow("jur** jurisdiction") << "jur**"
                                        << "jurisdiction" << false;
    QTest::newRow("fea*t feast") << "fea*t"
                                 << "feast" << true;
    QTest::newRow("fea*t feat") << "fea*t"
                                << "feat" << false;
    QTest::newRow("object*** objected") << "object***"
                                        << "objected" << true;
    QTest::newRow("object*** object") << "object***"
                                      << "object" << true;
    QTest::newRow("object*** objectionable") << "object***"
                                             << "objectionable" << false;
    QTest::newRow("negligen! negligence") << "negligen!"
                                          << "negligence" << true;
    QTest::newRow("negligen! negligent") << "negligen!"
                                         << "negligent" << true;
    QTest::newRow("negligen! neglect") << "negligen!"
                                       << "neglect" << false;
    QTest::newRow("* is one code point") << "caf*"
                                         << "café" << true;
    QTest::newRow("interior * needs one") << "fea*t"
                                          << "feat" << false;
}

void BooleanQueryTest::patterns()
{
    QFETCH(QString, pattern);
    QFETCH(QString, term);
    QFETCH(bool, matches);
    QCOMPARE(store::BooleanMatcher::matchesPattern(term.toStdString(), pattern.toStdString()), matches);
}

void BooleanQueryTest::breaks()
{
    using store::TermBreaks;
    const store::LibraryTerms terms(store::LibraryTokenizer::Unicode61);
    std::vector<std::string> out;
    std::vector<quint32> breaks;
    // 0 the 1 court's(court, s) 3 duty 4 ended . 5 Smith 6 v . 7 Jones 8 held ! 9 New \n\n 10 para
    terms.append(QStringLiteral("The court's duty ended. Smith v. Jones held! New\n \npara No. 5 and U.S.C. 7"), out,
                 &breaks);
    const std::vector<std::string> expected = {"the", "court", "s",  "duty", "ended", "smith", "v", "jones", "held",
                                               "new", "para",  "no", "5",    "and",   "u",     "s", "c",     "7"};
    QCOMPARE(out, expected);
    const std::vector<quint32> wanted = {
        TermBreaks::make(2, TermBreaks::Possessive), TermBreaks::make(5, TermBreaks::Sentence),
        TermBreaks::make(9, TermBreaks::Sentence), TermBreaks::make(10, TermBreaks::Paragraph)};
    QCOMPARE(breaks, wanted);
    // Prepared terms carry the same breaks.
    const store::PreparedTerms prepared = terms.prepare(QStringLiteral("One. Two\n\nthree"));
    QCOMPARE(prepared.breaks, (std::vector<quint32>{TermBreaks::make(1, TermBreaks::Sentence),
                                                    TermBreaks::make(2, TermBreaks::Paragraph)}));
    // CJK sentence ends need no space.
    out.clear();
    breaks.clear();
    terms.append(QStringLiteral("合同解除。违约责任"), out, &breaks);
    QCOMPARE(breaks, (std::vector<quint32>{TermBreaks::make(3, TermBreaks::Sentence)}));
}

QTEST_GUILESS_MAIN(BooleanQueryTest)
#include "BooleanQueryTest.moc"
