// SPDX-License-Identifier: GPL-3.0-or-later
// The search parsers on replies recorded from the real services (../shared/data/wire-recordings,
// provenance in its SOURCES.tsv), read at run time: what real traffic holds, not what our
// scripted servers happen to send.
#include "SharedData.h"
#include "SourceMetadata.h"
#include "search/CourtListenerSource.h"
#include "search/SearchText.h"
#include "search/SerperSource.h"

#include <QDateTime>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace lmars::search;
namespace model = lmars::model;
using nlohmann::json;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString str(const json& value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString::fromStdString(value.dump());
}

/// The recordings were taken on 2023-05-04 (SOURCES.tsv); the search time the relative dates count from.
QDateTime recordedAt()
{
    return QDateTime(QDate(2023, 5, 4), QTime(12, 0), Qt::UTC);
}

/// No tag and no character reference left in any text of the results.
void verifyPlainText(const QList<model::SearchResult>& results)
{
    static const QRegularExpression markup(QStringLiteral("</?(mark|em|b|strong)>|&(#\\d+|#x[0-9a-f]+|[a-z]+);"),
                                           QRegularExpression::CaseInsensitiveOption);
    for (const model::SearchResult& r : results) {
        for (const QString& text : {r.title, r.snippet, r.site}) {
            QVERIFY2(!markup.match(text).hasMatch(), qPrintable(r.id + QStringLiteral(": ") + text));
        }
        const QString meta = QString::fromStdString(lmars::test::metadataOf(r).dump());
        QVERIFY2(!meta.contains(QStringLiteral("<mark>")), qPrintable(meta));
    }
}

} // namespace

class RecordedSearchRepliesTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void serperSearchReply();
    void serperNewsRelativeDates_data();
    void serperNewsRelativeDates();
    void serperOtherVerticalsParse();
    void courtListenerDocsReply();
    void courtListenerHighlightedFields();
};

void RecordedSearchRepliesTest::serperSearchReply()
{
    LMARS_SHARED_PATH_OR_SKIP(path, QStringLiteral("data/wire-recordings/serper/search_apple_inc.json"));
    const QByteArray body = readAll(path);
    const json recorded = json::parse(body.toStdString());
    QCOMPARE(str(recorded.at("knowledgeGraph").at("website")), QStringLiteral("http://www.apple.com/"));
    QCOMPARE(str(recorded.at("organic")[0].at("link")), QStringLiteral("https://www.apple.com/"));

    auto results = SerperSource::parseResponse(body, 10, recordedAt());
    QVERIFY(results.ok());
    const QList<model::SearchResult>& list = results.value();
    const size_t organic = recorded.at("organic").size();
    const size_t asked = recorded.at("peopleAlsoAsk").size();
    // The knowledge graph's http:// website is organic #1's page: one result, carrying the graph.
    QCOMPARE(size_t(list.size()), organic + asked);
    QCOMPARE(list.constFirst().url, QStringLiteral("https://www.apple.com/"));
    QCOMPARE(str(lmars::test::metadataOf(list.constFirst()).at("knowledgeGraph").at("title")), QStringLiteral("Apple"));

    QSet<QString> ids;
    QSet<QString> pages;
    int peopleAlsoAsk = 0;
    for (const model::SearchResult& r : list) {
        ids.insert(r.id);
        pages.insert(model::normalizeUrl(r.url));
        QVERIFY(!r.url.isEmpty());
        if (str(lmars::test::metadataOf(r).at("kind")) == QLatin1String("peopleAlsoAsk")) {
            ++peopleAlsoAsk;
            QVERIFY(!str(lmars::test::metadataOf(r).at("question")).isEmpty());
            QVERIFY(!r.snippet.contains(QLatin1Char('\n')));
        }
    }
    QCOMPARE(ids.size(), list.size());
    QCOMPARE(pages.size(), list.size());
    QCOMPARE(size_t(peopleAlsoAsk), asked);
    verifyPlainText(list);
}

void RecordedSearchRepliesTest::serperNewsRelativeDates_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("news") << QStringLiteral("data/wire-recordings/serper/news_tesla.json");
    QTest::newRow("news past hour") << QStringLiteral("data/wire-recordings/serper/news_tesla_qdr_d.json");
}

void RecordedSearchRepliesTest::serperNewsRelativeDates()
{
    QFETCH(QString, file);
    LMARS_SHARED_PATH_OR_SKIP(path, file);
    const QByteArray body = readAll(path);
    const json recorded = json::parse(body.toStdString());
    const json& news = recorded.at("news");
    QVERIFY(!news.empty());

    auto results = SerperSource::parseResponse(body, 100, recordedAt());
    QVERIFY(results.ok());
    const QList<model::SearchResult>& list = results.value();
    QCOMPARE(size_t(list.size()), news.size());
    static const QRegularExpression minutes(QStringLiteral("^(\\d+) mins? ago$"));
    static const QRegularExpression hours(QStringLiteral("^(\\d+) hours? ago$"));
    static const QRegularExpression days(QStringLiteral("^(\\d+) days? ago$"));
    for (int i = 0; i < list.size(); ++i) {
        const model::SearchResult& r = list.at(i);
        const QString raw = str(news[size_t(i)].at("date"));
        QCOMPARE(str(lmars::test::metadataOf(r).at("rawDate")), raw);
        QVERIFY2(r.dateApproximate, qPrintable(raw));
        QCOMPARE(str(lmars::test::metadataOf(r).at("publisher")), str(news[size_t(i)].at("source")));
        // The expected date, worked out here from the recorded text and the search time.
        QDateTime when = recordedAt();
        if (const auto m = minutes.match(raw); m.hasMatch())
            when = when.addSecs(-60LL * m.captured(1).toInt());
        else if (const auto h = hours.match(raw); h.hasMatch())
            when = when.addSecs(-3600LL * h.captured(1).toInt());
        else if (const auto d = days.match(raw); d.hasMatch())
            when = when.addDays(-d.captured(1).toInt());
        else
            QFAIL(qPrintable(QStringLiteral("a recorded date this test does not know: ") + raw));
        QCOMPARE(r.date, when.date().toString(Qt::ISODate));
        QCOMPARE(r.toJson().at("dateApproximate").get<bool>(), true);
    }
    verifyPlainText(list);
}

void RecordedSearchRepliesTest::serperOtherVerticalsParse()
{
    // Image and place replies have no organic block: no results, and no error.
    for (const char* name : {"images_lion.json", "places_restaurants.json"}) {
        const QString relative = QStringLiteral("data/wire-recordings/serper/") + QLatin1String(name);
        LMARS_SHARED_PATH_OR_SKIP(path, relative);
        auto results = SerperSource::parseResponse(readAll(path), 10, recordedAt());
        QVERIFY2(results.ok(), name);
        QVERIFY2(results.value().isEmpty(), name);
    }
}

void RecordedSearchRepliesTest::courtListenerDocsReply()
{
    LMARS_SHARED_PATH_OR_SKIP(path, QStringLiteral("data/wire-recordings/courtlistener/v4_search_doc_example.txt"));
    // The docs print the first result, then "..." for the rest: close the list after the first.
    QByteArray text = readAll(path);
    const qsizetype ellipsis = text.lastIndexOf("...");
    const qsizetype lastClose = text.lastIndexOf('}', ellipsis);
    QVERIFY(ellipsis > 0 && lastClose > 0);
    text.truncate(lastClose + 1);
    text += "]}";
    const QString origin = QStringLiteral("https://www.courtlistener.com");
    auto results = CourtListenerSource::parseResponse(text, origin, 0);
    QVERIFY2(results.ok(), results.ok() ? "" : qPrintable(results.error().toString()));
    QCOMPARE(results.value().size(), 1);
    const model::SearchResult& foo = results.value().constFirst();
    QCOMPARE(foo.id, QStringLiteral("caselaw:opinion:6489975"));
    QCOMPARE(foo.title, QStringLiteral("Foo v. Foo")); // "lead-opinion": no label
    QCOMPARE(foo.url, origin + QStringLiteral("/opinion/6613686/foo-v-foo/"));
    QCOMPARE(foo.site, QStringLiteral("Haw. App."));
    QCOMPARE(foo.date, QStringLiteral("2003-01-10"));
    QCOMPARE(foo.snippet, QStringLiteral("Affirmed in part, reversed in part, vacated and remanded"));
    QVERIFY(foo.toJson().at("metadata").at("citations") == json::array({"101 Haw. 235", "65 P.3d 182"}));
    QCOMPARE(str(foo.toJson().at("metadata").at("docketNumber")), QStringLiteral("24158"));
    QVERIFY(!foo.toJson().at("metadata").contains("suitNature")); // "" in the reply
    verifyPlainText(results.value());
}

void RecordedSearchRepliesTest::courtListenerHighlightedFields()
{
    LMARS_SHARED_PATH_OR_SKIP(path,
                              QStringLiteral("data/wire-recordings/courtlistener/v4_highlighted_fields_test.py.txt"));
    // CourtListener's own test lists the values its v4 search API returns with highlighting on.
    const QString source = QString::fromUtf8(readAll(path));
    const qsizetype enabled = source.indexOf(QStringLiteral("HL enabled"));
    QVERIFY(enabled > 0);
    const qsizetype start = source.indexOf(QStringLiteral("content_to_compare = {"), enabled);
    const qsizetype end = source.indexOf(QStringLiteral("\"V4\""), start);
    QVERIFY(start > 0 && end > start);
    const QString block = source.mid(start, end - start);

    json cluster = {{"cluster_id", 1}, {"absolute_url", "/opinion/1/howard-v-honda/"}};
    static const QRegularExpression field(QStringLiteral("\"(\\w+)\": \"([^\"]*)\""));
    for (auto it = field.globalMatch(block); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        cluster[m.captured(1).toStdString()] = m.captured(2).toStdString();
    }
    const qsizetype citationStart = block.indexOf(QStringLiteral("\"citation\": ["));
    const qsizetype citationEnd = block.indexOf(QLatin1Char(']'), citationStart);
    QVERIFY(citationStart > 0 && citationEnd > citationStart);
    static const QRegularExpression quoted(QStringLiteral("\"([^\"]*<mark>[^\"]*)\""));
    json citations = json::array();
    for (auto it = quoted.globalMatch(block.mid(citationStart, citationEnd - citationStart)); it.hasNext();)
        citations.push_back(it.next().captured(1).toStdString());
    cluster["citation"] = citations;
    const QString snippet = str(cluster.at("snippet"));
    cluster["opinions"] = json::array({{{"id", 2}, {"type", "combined-opinion"}, {"snippet", snippet.toStdString()}}});
    // Every field the test lists carries <mark> in the reply.
    for (const char* key : {"caseName", "suitNature", "court_citation_string", "docketNumber", "snippet"})
        QVERIFY2(str(cluster.at(key)).contains(QStringLiteral("<mark>")), key);
    QCOMPARE(citations.size(), size_t(2));

    const json reply = {{"count", 1}, {"results", json::array({cluster})}};
    auto results =
        CourtListenerSource::parseResponse(QByteArray::fromStdString(reply.dump()), QStringLiteral("https://x"), 0);
    QVERIFY(results.ok());
    QCOMPARE(results.value().size(), 1);
    const model::SearchResult& r = results.value().constFirst();
    QCOMPARE(r.title, QStringLiteral("Howard v. Honda"));
    QCOMPARE(r.site, QStringLiteral("Test"));
    QCOMPARE(r.snippet, QStringLiteral("my plain text secret word for queries"));
    QVERIFY2(r.toJson().at("metadata").at("citations") == json::array({"22 AL 339", "33 state 1"}),
             r.toJson().at("metadata").at("citations").dump().c_str());
    QCOMPARE(str(r.toJson().at("metadata").at("docketNumber")), QStringLiteral("docket number 2"));
    QCOMPARE(str(r.toJson().at("metadata").at("suitNature")), QStringLiteral("copyright"));
    QCOMPARE(str(r.toJson().at("metadata").at("courtCitation")), QStringLiteral("Test"));
    verifyPlainText(results.value());
}

QTEST_GUILESS_MAIN(RecordedSearchRepliesTest)
#include "RecordedSearchRepliesTest.moc"
