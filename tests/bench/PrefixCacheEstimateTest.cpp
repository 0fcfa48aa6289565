// SPDX-License-Identifier: GPL-3.0-or-later
#include "PrefixCacheEstimate.h"

#include <QTest>

namespace lmars::bench {

using Json = nlohmann::json;

/// The prefix-cache estimate prompt_cache_bench prints.
class PrefixCacheEstimateTest final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void openAiRule()
    {
        QCOMPARE(PrefixCacheEstimate::openAiCached(1023), qint64(0));
        QCOMPARE(PrefixCacheEstimate::openAiCached(1024), qint64(1024));
        QCOMPARE(PrefixCacheEstimate::openAiCached(1151), qint64(1024));
        QCOMPARE(PrefixCacheEstimate::openAiCached(1152), qint64(1152));
        QCOMPARE(PrefixCacheEstimate::tokens(9), qint64(3));
    }

    void schemaComesBeforeTheMessages()
    {
        const Json body = Json::parse(R"({"response_format": {"type": "json_schema", "json_schema": {"name": "j"}},
            "messages": [{"role": "system", "content": "S"}, {"role": "user", "content": "U"}]})");
        QCOMPARE(PrefixCacheEstimate::promptOf(body), QByteArray("{\"name\":\"j\"}\nsystem\nS\nuser\nU\n"));
    }

    void sharesTheLongestEarlierPrefix()
    {
        const QString stable(8000, QLatin1Char('s')); // 2,000 tokens
        const auto body = [&](const QString& system, const QString& user) {
            return Json{{"messages",
                         {{{"role", "system"}, {"content", system.toStdString()}},
                          {{"role", "user"}, {"content", user.toStdString()}}}}};
        };
        PrefixCacheEstimate estimate;
        estimate.add(body(stable, QStringLiteral("first question")));
        estimate.add(body(QStringLiteral("short"), QStringLiteral("other")));
        estimate.add(body(stable, QStringLiteral("second question")));
        QCOMPARE(estimate.calls().size(), 3);
        QCOMPARE(estimate.calls()[0].sharedTokens, qint64(0)); // nothing earlier
        QCOMPARE(estimate.calls()[1].openAiCached, qint64(0)); // "system\n" shared: far below 1,024
        // "system\n" + 8,000 s + "\nuser\n" shared with the first call: 8,013 bytes, 2,003 tokens.
        QCOMPARE(estimate.calls()[2].sharedTokens, qint64((7 + 8000 + 6) / 4));
        QCOMPARE(estimate.calls()[2].openAiCached, qint64(1024 + 7 * 128));
        QVERIFY(estimate.openAiShare() > 0.0 && estimate.openAiShare() < estimate.anyPrefixShare());
    }
};

} // namespace lmars::bench

QTEST_GUILESS_MAIN(lmars::bench::PrefixCacheEstimateTest)
#include "PrefixCacheEstimateTest.moc"
