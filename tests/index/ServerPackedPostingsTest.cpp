// SPDX-License-Identifier: GPL-3.0-or-later
// A small segment's postings packed in one blob (the firm server's index_segments.postings):
// what SegmentBuilder encodes comes back term for term, and damaged blobs are refused.
#include "index/ServerPackedPostings.h"
#include "index/SegmentBuilder.h"

#include <QTest>

using lmars::store::EncodedSegment;
using lmars::store::SegmentBuilder;
using lmars::store::SegmentDoc;
using lmars::store::ServerPackedPostings;

namespace {

EncodedSegment sampleSegment()
{
    SegmentBuilder builder;
    for (quint32 id = 1; id <= 30; ++id) {
        SegmentDoc doc;
        doc.chunkId = id * 3;
        std::vector<std::pair<std::string, quint32>> terms{{"common", 1 + id % 3}, {"Ttitle", 0}};
        if (id % 7 == 0)
            terms.push_back({"rare" + std::to_string(id), 2});
        builder.add(doc, terms);
    }
    return builder.finish();
}

} // namespace

class ServerPackedPostingsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripsEveryTerm()
    {
        const EncodedSegment segment = sampleSegment();
        QCOMPARE(segment.terms.size(), size_t(6)); // common, Ttitle and four rare words
        const std::string blob = ServerPackedPostings::encode(segment.terms);
        const auto terms = ServerPackedPostings::decode(blob);
        QVERIFY(terms);
        QCOMPARE(terms->size(), segment.terms.size());
        for (size_t i = 0; i < terms->size(); ++i) {
            QCOMPARE(std::string(terms->at(i).term), segment.terms[i].term);
            QCOMPARE(std::string(terms->at(i).postings), segment.terms[i].postings);
        }
    }

    void emptySegmentRoundTrips()
    {
        const auto terms = ServerPackedPostings::decode(ServerPackedPostings::encode({}));
        QVERIFY(terms);
        QVERIFY(terms->empty());
    }

    void refusesDamagedBlobs()
    {
        const std::string blob = ServerPackedPostings::encode(sampleSegment().terms);
        QVERIFY(!ServerPackedPostings::decode(std::string_view()));
        // Every truncation, and a trailing byte.
        for (size_t length = 0; length < blob.size(); ++length)
            QVERIFY2(!ServerPackedPostings::decode(std::string_view(blob.data(), length)),
                     qPrintable(QString::number(length)));
        QVERIFY(!ServerPackedPostings::decode(blob + '\0'));
        // Terms out of order.
        auto terms = sampleSegment().terms;
        std::swap(terms[0], terms[1]);
        QVERIFY(!ServerPackedPostings::decode(ServerPackedPostings::encode(terms)));
        // A count far beyond what the bytes could hold.
        QVERIFY(!ServerPackedPostings::decode(std::string("\xff\xff\xff\xff\x0f", 5)));
    }
};

QTEST_GUILESS_MAIN(ServerPackedPostingsTest)
#include "ServerPackedPostingsTest.moc"
