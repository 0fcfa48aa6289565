// SPDX-License-Identifier: GPL-3.0-or-later
// The reader's postings cache: least recently used out first once over its budget, a blob larger
// than the budget not kept, entries of segments merged away dropped, and a term's blob of one
// segment never served for another segment or another term.
#include "index/PostingsCache.h"

#include <QTest>

using lmars::store::PostingsCache;

class PostingsCacheTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keysAreTermAndSegment()
    {
        PostingsCache cache(1000);
        cache.insert("lease", 1, "a");
        cache.insert("lease", 2, "bb");
        cache.insert("leas", 1, "ccc");
        QCOMPARE(*cache.find("lease", 1), std::string("a"));
        QCOMPARE(*cache.find("lease", 2), std::string("bb"));
        QCOMPARE(*cache.find("leas", 1), std::string("ccc"));
        QVERIFY(!cache.find("lease", 3));
        QVERIFY(!cache.find("lease1", 1)); // not "lease" + segment 11 or similar
        QCOMPARE(cache.bytes(), qsizetype(6));
        cache.insert("lease", 2, "dddd"); // replaced, not counted twice
        QCOMPARE(*cache.find("lease", 2), std::string("dddd"));
        QCOMPARE(cache.bytes(), qsizetype(8));
    }

    void leastRecentlyUsedLeavesFirst()
    {
        PostingsCache cache(10);
        cache.insert("a", 1, std::string(4, 'a'));
        cache.insert("b", 1, std::string(4, 'b'));
        QVERIFY(cache.find("a", 1)); // now b is the least recently used
        cache.insert("c", 1, std::string(4, 'c'));
        QVERIFY(cache.find("a", 1));
        QVERIFY(!cache.find("b", 1));
        QVERIFY(cache.find("c", 1));
        QCOMPARE(cache.bytes(), qsizetype(8));
    }

    void blobOverBudgetIsServedButNotKept()
    {
        PostingsCache cache(10);
        cache.insert("a", 1, std::string(4, 'a'));
        const PostingsCache::Blob big = cache.insert("huge", 1, std::string(11, 'h'));
        QCOMPARE(big->size(), size_t(11));
        QVERIFY(!cache.find("huge", 1));
        QVERIFY(cache.find("a", 1)); // nothing was evicted for it
    }

    void retainDropsSegmentsMergedAway()
    {
        PostingsCache cache(100);
        cache.insert("a", 1, "x");
        cache.insert("a", 2, "y");
        cache.insert("b", 3, "z");
        const PostingsCache::Blob held = cache.find("a", 1);
        cache.retain({2, 4});
        QVERIFY(!cache.find("a", 1));
        QVERIFY(cache.find("a", 2));
        QVERIFY(!cache.find("b", 3));
        QCOMPARE(cache.bytes(), qsizetype(1));
        QCOMPARE(*held, std::string("x")); // a search still matching keeps its blob
        cache.retain({});
        QCOMPARE(cache.bytes(), qsizetype(0));
    }
};

QTEST_GUILESS_MAIN(PostingsCacheTest)
#include "PostingsCacheTest.moc"
