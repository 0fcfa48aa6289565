// SPDX-License-Identifier: GPL-3.0-or-later
// Pins today's ranking: the in-house top-k matcher against Xapian 1.4 itself on the same chunks
// (an in-memory Xapian database, BM25Weight(1.2, 0, 1, 0.75, 0), ascending docid order, the
// matter as a boolean term and the validity window as value ranges, as EmbeddedIndex does).
#include "SegmentTestCorpus.h"

#include "index/SegmentDocs.h"
#include "index/TopKMatcher.h"

#include <QTest>

#include <xapian.h>

#include <cmath>
#include <set>

using namespace lmars::store;
using namespace lmars::store::test;

namespace {

constexpr Xapian::valueno kValidFrom = 0;
constexpr Xapian::valueno kValidTo = 1;

std::string matterTerm(quint32 matter)
{
    return "M" + std::to_string(matter);
}

/// A Xapian database holding the live chunks, each as the document with its chunk id as docid.
Xapian::WritableDatabase xapianOf(const std::vector<TestChunk>& live)
{
    Xapian::WritableDatabase db(std::string(), Xapian::DB_BACKEND_INMEMORY);
    for (const TestChunk& c : live) {
        Xapian::Document doc;
        for (const auto& [term, wdf] : c.terms) {
            if (wdf == 0)
                doc.add_boolean_term(term);
            else
                doc.add_term(term, wdf);
        }
        doc.add_boolean_term(matterTerm(c.doc.matter));
        doc.add_value(kValidFrom, Xapian::sortable_serialise(c.doc.validFrom));
        doc.add_value(kValidTo, Xapian::sortable_serialise(c.doc.validTo));
        db.replace_document(c.doc.chunkId, doc);
    }
    db.commit();
    return db;
}

std::vector<TopKHit> xapianTopK(const Xapian::Database& db, const std::vector<std::string>& terms, bool requireAll,
                                std::optional<qint32> asOf, std::optional<quint32> matter, int k)
{
    Xapian::Query q(requireAll ? Xapian::Query::OP_AND : Xapian::Query::OP_OR, terms.begin(), terms.end());
    if (matter)
        q = Xapian::Query(Xapian::Query::OP_FILTER, q, Xapian::Query(matterTerm(*matter)));
    if (asOf) {
        const std::string day = Xapian::sortable_serialise(*asOf);
        q = Xapian::Query(Xapian::Query::OP_FILTER, q,
                          Xapian::Query(Xapian::Query::OP_AND,
                                        Xapian::Query(Xapian::Query::OP_VALUE_LE, kValidFrom, day),
                                        Xapian::Query(Xapian::Query::OP_VALUE_GE, kValidTo, day)));
    }
    Xapian::Enquire enquire(db);
    enquire.set_query(q);
    enquire.set_weighting_scheme(Xapian::BM25Weight(1.2, 0, 1, 0.75, 0));
    enquire.set_docid_order(Xapian::Enquire::ASCENDING);
    const Xapian::MSet mset = enquire.get_mset(0, static_cast<Xapian::doccount>(k));
    std::vector<TopKHit> out;
    for (auto it = mset.begin(); it != mset.end(); ++it)
        out.push_back({static_cast<quint32>(*it), it.get_weight()});
    return out;
}

bool close(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::max(1.0, std::fabs(b));
}

QString describe(const std::vector<TopKHit>& hits)
{
    QStringList parts;
    for (size_t i = 0; i < hits.size() && i < 12; ++i)
        parts << QStringLiteral("%1:%2").arg(hits[i].chunkId).arg(hits[i].score, 0, 'g', 17);
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TopKXapianTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ranksAsXapianDoes()
    {
        std::mt19937 rng(2024);
        int compared = 0;
        for (int round = 0; round < 24; ++round) {
            const int size = round % 3 == 0 ? 300 : 4000;
            const int vocabulary = round % 4 == 0 ? 12 : 1500;
            auto chunks = SegmentTestCorpus::generate(rng, size, vocabulary, 1);
            std::set<quint32> dead;
            for (const TestChunk& c : chunks) {
                if (rng() % 10 == 0)
                    dead.insert(c.doc.chunkId);
            }
            std::vector<TestChunk> live;
            for (const TestChunk& c : chunks) {
                if (!dead.count(c.doc.chunkId))
                    live.push_back(c);
            }
            const BruteForceBm25 stats(live);
            const Xapian::WritableDatabase xapian = xapianOf(live);
            QCOMPARE(static_cast<quint64>(xapian.get_doccount()), stats.collection().docCount);

            // Two segments, fed newest first; the dead chunks stay in them and are skipped by the predicate.
            const size_t split = chunks.size() / 3;
            const EncodedSegment older = SegmentTestCorpus::build({chunks.begin(), chunks.begin() + split});
            const EncodedSegment newer = SegmentTestCorpus::build({chunks.begin() + split, chunks.end()});
            const std::vector<const EncodedSegment*> segments = {&newer, &older};
            std::vector<SegmentDocs> docs;
            for (const EncodedSegment* s : segments)
                docs.push_back(*SegmentDocs::decode(s->docs));

            for (int q = 0; q < 15; ++q) {
                const int words = q % 3 == 0 ? 20 + static_cast<int>(rng() % 11) : 3 + static_cast<int>(rng() % 6);
                std::set<std::string> picked;
                while (static_cast<int>(picked.size()) < std::min(words, vocabulary)) {
                    const int rank =
                        static_cast<int>(std::pow(std::uniform_real_distribution<double>(0, 1)(rng), 1.5) * vocabulary);
                    picked.insert(rng() % 10 == 0 ? "Tw" + std::to_string(rank) : "w" + std::to_string(rank));
                }
                const std::vector<std::string> terms(picked.begin(), picked.end());
                const bool requireAll = q % 5 == 4 && terms.size() <= 3;
                const std::optional<qint32> asOf =
                    q % 4 == 1 ? std::optional<qint32>(2450100 + static_cast<qint32>(rng() % 500)) : std::nullopt;
                const std::optional<quint32> matter =
                    q % 6 == 2 ? std::optional<quint32>(static_cast<quint32>(rng() % 4)) : std::nullopt;
                const int k = q % 2 ? 10 : 100;

                TopKQuery query;
                for (const std::string& t : terms)
                    query.termDfs.push_back(xapian.get_termfreq(t)); // the df as Xapian counts it
                query.requireAll = requireAll;
                query.asOfDay = asOf;
                query.matter = matter;
                query.k = k;
                TopKMatcher matcher(query, {xapian.get_doccount(), static_cast<quint64>(xapian.get_total_length())});
                for (size_t s = 0; s < segments.size(); ++s) {
                    std::vector<std::string_view> postings;
                    for (const std::string& t : terms)
                        postings.push_back(SegmentTestCorpus::postings(*segments[s], t));
                    QVERIFY(matcher.addSegment(docs[s], postings, [&dead](quint32 id) { return dead.count(id) > 0; }));
                }
                const auto got = matcher.results();
                const auto expected = xapianTopK(xapian, terms, requireAll, asOf, matter, k);
                bool same = got.size() == expected.size();
                for (size_t i = 0; same && i < got.size(); ++i)
                    same = got[i].chunkId == expected[i].chunkId && close(got[i].score, expected[i].score);
                QVERIFY2(same, qPrintable(QStringLiteral("round %1 query %2: got %3; Xapian %4")
                                              .arg(round)
                                              .arg(q)
                                              .arg(describe(got), describe(expected))));
                compared += !expected.empty();
            }
        }
        QVERIFY(compared > 200);
    }
};

QTEST_GUILESS_MAIN(TopKXapianTest)
#include "TopKXapianTest.moc"
