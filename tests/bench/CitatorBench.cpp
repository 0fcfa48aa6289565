// SPDX-License-Identifier: GPL-3.0-or-later
// A 50-citation brief against a scripted CourtListener (issue 27, point 5): every reply after
// LATENCY_MS (default 200), the citation lookup answering all 50 in one request, and the search and
// opinion endpoints throttled at 5 requests a minute (the sixth request within the minute answers
// 429 with Retry-After: 60 and DRF's "Expected available in 60 seconds." body). Prints the requests
// made, the wall time to the first and the last status of the verification and of the citator,
// and how many citations end unchecked and how many cases without a treatment.
//
// Usage: citator_bench [LATENCY_MS] [MAX_WAIT_MS]   (defaults 200 and 0: a throttled run does not wait)
#include "CitationLookupScript.h"
#include "CitingOpinionsScript.h"
#include "ScriptedServer.h"
#include "parse/CitationExtractor.h"
#include "verify/Citator.h"
#include "verify/NetworkCitationChecker.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

namespace lookup = lmars::test::lookup;
namespace citing = lmars::test::citing;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    const int latencyMs = args.size() > 1 ? std::max(0, args.at(1).toInt()) : 200;
    const int maxWaitMs = args.size() > 2 ? std::max(0, args.at(2).toInt()) : 0;

    constexpr int kCases = 50;
    QString brief;
    QStringList sent;
    QList<lookup::Entry> entries;
    for (int i = 0; i < kCases; ++i) {
        const QString citation = QStringLiteral("%1 F.3d %2").arg(100 + i).arg(200 + i * 7);
        const QString name = QStringLiteral("Party%1 v. Other%1").arg(i);
        brief += QStringLiteral("As the court held in %1, %2, %3 (9th Cir. %4), the rule applies.\n")
                     .arg(name, citation)
                     .arg(200 + i * 7 + 2)
                     .arg(1997 + i % 10);
        sent << citation;
        nlohmann::json cluster = lookup::cluster(5000 + i, name, QStringLiteral("%1-05-01").arg(1997 + i % 10),
                                                 QStringLiteral("case-%1").arg(i));
        cluster["sub_opinions"] = {"https://www.courtlistener.com/api/rest/v4/opinions/" + std::to_string(60000 + i) +
                                   "/"};
        entries << lookup::Entry(citation, 200, {cluster});
    }
    lmars::test::ScriptedServer server;
    bool routed = server.addRoute(lookup::route(lookup::reply(lookup::textOf(sent), entries), latencyMs));
    // Three citing opinions per case, one request per text: the first five requests of the minute
    // (search, three texts, search) pass, the sixth and later are throttled.
    const QList<citing::Result> results = {{7001,
                                            QStringLiteral("Later v. One"),
                                            QStringLiteral("ca9"),
                                            QStringLiteral("Ninth Circuit"),
                                            QStringLiteral("2020-01-01"),
                                            {},
                                            7001,
                                            QStringLiteral("\nOPINION\n")},
                                           {7002,
                                            QStringLiteral("Later v. Two"),
                                            QStringLiteral("ca9"),
                                            QStringLiteral("Ninth Circuit"),
                                            QStringLiteral("2019-01-01"),
                                            {},
                                            7002,
                                            QStringLiteral("\nOPINION\n")},
                                           {7003,
                                            QStringLiteral("Later v. Three"),
                                            QStringLiteral("cand"),
                                            QStringLiteral("N.D. Cal."),
                                            QStringLiteral("2018-01-01"),
                                            {},
                                            7003,
                                            QStringLiteral("\nOPINION\n")}};
    nlohmann::json searchOk = citing::ok(citing::searchReply(3, results), latencyMs);
    nlohmann::json limited = citing::throttled(60);
    limited["delayMs"] = latencyMs;
    routed = routed && server.addRoute(QByteArray::fromStdString(
                           nlohmann::json({{"method", "GET"},
                                           {"path", "/api/rest/v4/search/"},
                                           {"responses", citing::array({searchOk, searchOk, limited})}})
                               .dump()));
    for (int id : {7001, 7002, 7003}) {
        nlohmann::json text = citing::ok(
            citing::opinion(id, id, QStringLiteral("<p>We follow the rule of the case cited below.</p>")), latencyMs);
        routed = routed && server.addRoute(citing::opinionRoute(id, {text, limited}));
    }
    if (!routed || !server.start()) {
        std::fprintf(stderr, "citator_bench: the scripted server did not start\n");
        return 1;
    }
    const lmars::parse::CitationExtractor extractor;
    const QList<lmars::model::LegalCitation> citations = extractor.extract(brief);
    if (citations.size() != kCases) {
        std::fprintf(stderr, "citator_bench: expected %d citations, extracted %d\n", kCases, int(citations.size()));
        return 1;
    }

    lmars::verify::NetworkCheckerConfig config;
    config.lookup.baseUrl = server.baseUrl();
    config.lookup.token = QStringLiteral("bench-token");
    config.lookup.maxAttempts = 1;
    lmars::verify::NetworkCitationChecker checker(config, nullptr);
    QElapsedTimer timer;
    timer.start();
    qint64 firstStatus = -1;
    QList<lmars::model::VerifiedCitation> rows =
        checker.check(citations, {}, lmars::CancelToken(), [&](const QList<lmars::model::VerifiedCitation>&, int done) {
            if (done > 0 && firstStatus < 0)
                firstStatus = timer.elapsed();
        });
    const qint64 lastStatus = timer.elapsed();
    const int unchecked = int(std::count_if(rows.cbegin(), rows.cend(), [](const lmars::model::VerifiedCitation& r) {
        return r.check.status == lmars::model::CitationStatus::Unchecked;
    }));

    lmars::verify::CitatorConfig citatorConfig;
    citatorConfig.lookup = config.lookup;
    citatorConfig.lookup.maxThrottleWaitMs = maxWaitMs;
    lmars::verify::Citator citator(citatorConfig, nullptr);
    qint64 firstTreatment = -1;
    citator.treatAll(rows, lmars::CancelToken(), [&](int) {
        if (firstTreatment < 0)
            firstTreatment = timer.elapsed();
    });
    const qint64 lastTreatment = timer.elapsed();
    int negative = 0;
    int noneFound = 0;
    int notChecked = 0;
    for (const lmars::model::VerifiedCitation& row : rows) {
        switch (row.treatment.status) {
        case lmars::model::TreatmentStatus::Negative:
            ++negative;
            break;
        case lmars::model::TreatmentStatus::NoneFound:
            ++noneFound;
            break;
        case lmars::model::TreatmentStatus::NotChecked:
            ++notChecked;
            break;
        }
    }
    std::printf("a %d-citation brief, scripted CourtListener latency %d ms, search/opinions throttled at 5 "
                "requests a minute, citator waits at most %d ms\n",
                kCases, latencyMs, maxWaitMs);
    std::printf("  verification: %d lookup request(s); first status at %lld ms, last at %lld ms; %d of %d "
                "citations unchecked\n",
                checker.lookupRequestsSent(), static_cast<long long>(firstStatus), static_cast<long long>(lastStatus),
                unchecked, kCases);
    std::printf("  citator:      %d request(s) sent; first treatment at %lld ms, last at %lld ms; %d with negative "
                "treatment, %d none found, %d not checked (%s)\n",
                citator.requestsSent(), static_cast<long long>(firstTreatment), static_cast<long long>(lastTreatment),
                negative, noneFound, notChecked,
                citator.notes().isEmpty() ? "" : qPrintable(citator.notes().constFirst().left(120)));
    return 0;
}
