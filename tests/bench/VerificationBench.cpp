// SPDX-License-Identifier: GPL-3.0-or-later
// Added wall time of verification (issue 13, point 10): an answer with 20 case citations checked by
// the network checker against a scripted CourtListener citation lookup that answers after 200 ms,
// compared with the offline checks alone. Target: one round trip of lookup, at most 300 ms added.
//
// Usage: verification_bench [LATENCY_MS] [RUNS]   (defaults 200 and 5)
#include "CitationLookupScript.h"
#include "ScriptedServer.h"
#include "parse/CitationExtractor.h"
#include "verify/NetworkCitationChecker.h"
#include "verify/OfflineCitationChecker.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

namespace lookup = lmars::test::lookup;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int latencyMs = args.size() > 1 ? std::max(0, args.at(1).toInt()) : 200;
    const int runs = args.size() > 2 ? std::max(1, args.at(2).toInt()) : 5;

    // An answer of 20 sentences, each citing a different case.
    QString answer;
    QStringList sent;
    QList<lookup::Entry> entries;
    for (int i = 0; i < 20; ++i) {
        const QString citation = QStringLiteral("%1 F.3d %2").arg(100 + i).arg(200 + i * 7);
        const QString name = QStringLiteral("Party%1 v. Other%1").arg(QChar(QLatin1Char('A' + i)));
        answer += QStringLiteral("The court held so in %1, %2, %3 (9th Cir. %4) [%5]. ")
                      .arg(name, citation)
                      .arg(200 + i * 7 + 2)
                      .arg(1997 + i % 10)
                      .arg(i % 5 + 1);
        sent << citation;
        entries << lookup::Entry(citation, 200,
                                 {lookup::cluster(5000 + i, name, QStringLiteral("%1-05-01").arg(1997 + i % 10),
                                                  QStringLiteral("case-%1").arg(i))});
    }
    lmars::test::ScriptedServer server;
    if (!server.addRoute(lookup::route(lookup::reply(lookup::textOf(sent), entries), latencyMs)) || !server.start()) {
        std::fprintf(stderr, "verification_bench: the scripted server did not start\n");
        return 1;
    }
    const lmars::parse::CitationExtractor extractor;
    const QList<lmars::model::LegalCitation> citations = extractor.extract(answer);
    if (citations.size() != 20) {
        std::fprintf(stderr, "verification_bench: expected 20 citations, extracted %d\n", int(citations.size()));
        return 1;
    }

    qint64 bestOffline = -1;
    qint64 bestNetwork = -1;
    qint64 worstNetwork = 0;
    int verified = 0;
    int requests = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        lmars::verify::OfflineCitationChecker offline;
        offline.check(citations, {}, lmars::CancelToken());
        const qint64 offlineMs = timer.elapsed();
        bestOffline = bestOffline < 0 ? offlineMs : std::min(bestOffline, offlineMs);

        lmars::verify::NetworkCheckerConfig config;
        config.lookup.baseUrl = server.baseUrl();
        config.lookup.token = QStringLiteral("bench-token");
        lmars::verify::NetworkCitationChecker network(config, nullptr); // no cache: every run looks up
        timer.restart();
        const auto rows = network.check(citations, {}, lmars::CancelToken());
        const qint64 networkMs = timer.elapsed();
        bestNetwork = bestNetwork < 0 ? networkMs : std::min(bestNetwork, networkMs);
        worstNetwork = std::max(worstNetwork, networkMs);
        verified = int(std::count_if(rows.cbegin(), rows.cend(), [](const lmars::model::VerifiedCitation& row) {
            return row.check.status == lmars::model::CitationStatus::Verified;
        }));
        requests = network.lookupRequestsSent();
    }
    std::printf("verification of an answer with %d case citations, scripted lookup latency %d ms, %d runs\n",
                int(citations.size()), latencyMs, runs);
    std::printf("  offline checks only:      %lld ms (best)\n", static_cast<long long>(bestOffline));
    std::printf("  with the lookup:          %lld ms best, %lld ms worst; %d request(s) per run; %d verified\n",
                static_cast<long long>(bestNetwork), static_cast<long long>(worstNetwork), requests, verified);
    std::printf("  added by verification:    %lld ms best, %lld ms worst (target <= 300 ms)\n",
                static_cast<long long>(bestNetwork - bestOffline), static_cast<long long>(worstNetwork - bestOffline));
    return verified == int(citations.size()) && requests == 1 ? 0 : 2;
}
