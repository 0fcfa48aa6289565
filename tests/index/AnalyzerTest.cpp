// SPDX-License-Identifier: GPL-3.0-or-later
// The two Analyzers: the embedded library's LibraryTerms (a query term is an index term) and the
// firm server's ServerAnalyzer (a word stands for the lexemes the search's own statement returned,
// a title-only word for their title terms, a stop word for nothing); both split a query alike.
#include "index/IndexQuery.h"
#include "index/LibraryTerms.h"
#include "index/QuerySanitizer.h"
#include "index/SegmentStore.h"
#include "index/ServerAnalyzer.h"

#include <QTest>

using namespace lmars::store;

class AnalyzerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void embeddedQueryTermsAreIndexTerms()
    {
        const LibraryTerms porter(LibraryTokenizer::Porter);
        const Analyzer& analyzer = porter;
        QCOMPARE(analyzer.ofToken(QStringLiteral("Tenants"), false), (std::vector<std::string>{"tenant"}));
        ReadState state;
        state.lexemes["tenant"] = {"somethingelse"}; // the server's field: not the embedded library's
        QCOMPARE(analyzer.matches("tenant", state), (std::vector<std::string>{"tenant"}));
        QCOMPARE(analyzer.matches("Ttenant", state), (std::vector<std::string>{"Ttenant"}));
    }

    void serverWordsStandForTheLexemesOfTheStatement()
    {
        const ServerAnalyzer server(ServerTextSearch::English);
        QCOMPARE(server.textSearch(), ServerTextSearch::English);
        // A query asks for the words as they are written (lower case, CJK as bigrams) ...
        QCOMPARE(server.ofToken(QStringLiteral("Tenants"), false), (std::vector<std::string>{"tenants"}));
        QCOMPARE(server.ofToken(QStringLiteral("合同法"), true), (std::vector<std::string>{"合同", "同法"}));
        // ... and each stands for what PostgreSQL made of it in the search's state.
        ReadState state;
        state.lexemes["tenants"] = {"tenant"};
        state.lexemes["co-op"] = {"co", "op"};
        QCOMPARE(server.matches("tenants", state), (std::vector<std::string>{"tenant"}));
        QCOMPARE(server.matches(IndexQuery::titleTerm("tenants"), state), (std::vector<std::string>{"Ttenant"}));
        QCOMPARE(server.matches("co-op", state), (std::vector<std::string>{"co", "op"}));
        QVERIFY(server.matches("the", state).empty()); // a stop word: no lexeme
    }

    void bothSplitAQueryAlike()
    {
        const LibraryTerms unicode(LibraryTokenizer::Unicode61);
        const ServerAnalyzer server(ServerTextSearch::Simple);
        const QString text = QStringLiteral("What is the notice period for a Lease termination? 合同法");
        QCOMPARE(QuerySanitizer::build(text, server).terms, QuerySanitizer::build(text, unicode).terms);
        QCOMPARE(QuerySanitizer::phraseTerms(QStringLiteral("Article 33"), server),
                 (std::vector<std::string>{"article", "33"}));
    }
};

QTEST_GUILESS_MAIN(AnalyzerTest)
#include "AnalyzerTest.moc"
