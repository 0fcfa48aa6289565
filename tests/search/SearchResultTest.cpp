// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/SearchResult.h"
#include "model/ResearchState.h"
#include "search/SearchText.h"

#include <QDateTime>
#include <QTest>

using namespace lmars::search;
namespace model = lmars::model;

Q_DECLARE_METATYPE(lmars::model::AuthorityTier)

class SearchResultTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void namesRoundTrip();
    void authorityTiers_data();
    void authorityTiers();
    void normalizeUrl_data();
    void normalizeUrl();
    void dedupKey();
    void sameDocumentAcrossSchemesAndTracking();
    void dateApproximateRoundTrips();
    void savedCaseLawSourceOpens();
    void isoDates_data();
    void isoDates();
    void relativeDates_data();
    void relativeDates();
    void plainText();
    void siteAndHash();
};

void SearchResultTest::namesRoundTrip()
{
    for (model::SourceType type :
         {model::SourceType::Web, model::SourceType::CaseLaw, model::SourceType::Official, model::SourceType::Local}) {
        model::SourceType parsed = model::SourceType::Local;
        QVERIFY(model::parseSourceType(model::sourceTypeName(type), &parsed));
        QCOMPARE(parsed, type);
    }
    QCOMPARE(model::sourceTypeName(model::SourceType::CaseLaw), QStringLiteral("caselaw"));
    model::SourceType parsed = model::SourceType::Web;
    QVERIFY(model::parseSourceType(QStringLiteral(" Official "), &parsed));
    QCOMPARE(parsed, model::SourceType::Official);
    QVERIFY(!model::parseSourceType(QStringLiteral("news"), &parsed));
    QCOMPARE(parsed, model::SourceType::Official);
    QVERIFY(model::parseSourceType(QStringLiteral("local"), nullptr));

    QCOMPARE(model::authorityTierName(model::AuthorityTier::Primary), QStringLiteral("primary"));
    QCOMPARE(model::authorityTierName(model::AuthorityTier::Official), QStringLiteral("official"));
    QCOMPARE(model::authorityTierName(model::AuthorityTier::Reputable), QStringLiteral("reputable"));
    QCOMPARE(model::authorityTierName(model::AuthorityTier::UserGenerated), QStringLiteral("user-generated"));
    QCOMPARE(model::authorityTierName(model::AuthorityTier::Unknown), QStringLiteral("unknown"));
}

void SearchResultTest::authorityTiers_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<model::AuthorityTier>("tier");
    const auto row = [](const char* name, const char* source, model::AuthorityTier tier) {
        QTest::newRow(name) << QString::fromUtf8(source) << tier;
    };
    // primary: \.gov \.court supreme\.justia courtlistener\.com \.eu/|\.europa\.eu gdpr-info\.eu eur-lex\.europa\.eu
    row("gov", "https://www.uscourts.gov/rules", model::AuthorityTier::Primary);
    row("state gov", "https://statutes.capitol.texas.gov/Docs/BC/htm/BC.26.htm", model::AuthorityTier::Primary);
    row("court", "https://www.supremecourt.gov/opinions", model::AuthorityTier::Primary);
    row("dot court", "https://www.txcourts.court/x", model::AuthorityTier::Primary);
    row("supreme.justia before justia.com", "https://supreme.justia.com/cases/federal/us/576/644/",
        model::AuthorityTier::Primary);
    row("courtlistener", "https://www.courtlistener.com/opinion/1/x/", model::AuthorityTier::Primary);
    row("eu slash", "https://commission.eu/data", model::AuthorityTier::Primary);
    row("europa", "https://ec.europa.eu/info", model::AuthorityTier::Primary);
    row("gdpr-info", "https://gdpr-info.eu", model::AuthorityTier::Primary);
    row("eur-lex", "https://eur-lex.europa.eu/eli/reg/2016/679/oj", model::AuthorityTier::Primary);
    row("upper case", "HTTPS://WWW.IRS.GOV/PUB", model::AuthorityTier::Primary);
    row("gov in a name", "Congress.gov", model::AuthorityTier::Primary);
    // official: \.edu justia\.com findlaw\.com law\.cornell \.org\.uk \.ac\.uk
    row("edu", "https://www.law.cornell.edu/wex/statute_of_frauds", model::AuthorityTier::Official);
    row("justia", "https://law.justia.com/codes/texas/", model::AuthorityTier::Official);
    row("findlaw", "https://caselaw.findlaw.com/x", model::AuthorityTier::Official);
    row("law.cornell without edu", "law.cornell", model::AuthorityTier::Official);
    row("org.uk", "https://www.citizensadvice.org.uk/law", model::AuthorityTier::Official);
    row("ac.uk", "https://www.ucl.ac.uk/laws", model::AuthorityTier::Official);
    // reputable
    row("nolo", "https://www.nolo.com/legal-encyclopedia/x.html", model::AuthorityTier::Reputable);
    row("avvo", "https://www.avvo.com/legal-answers/x", model::AuthorityTier::Reputable);
    row("lawyers.com", "https://www.lawyers.com/legal-info/", model::AuthorityTier::Reputable);
    row("aba", "https://www.americanbar.org/groups/", model::AuthorityTier::Reputable);
    row("lexology", "https://www.lexology.com/library/detail.aspx?g=1", model::AuthorityTier::Reputable);
    row("mondaq", "https://www.mondaq.com/unitedstates/x", model::AuthorityTier::Reputable);
    // user-generated
    row("reddit", "https://www.reddit.com/r/legaladvice/", model::AuthorityTier::UserGenerated);
    row("quora", "https://www.quora.com/Is-x", model::AuthorityTier::UserGenerated);
    row("forum", "https://lawforum.example/t/1", model::AuthorityTier::UserGenerated);
    row("blog", "https://smithlaw.example/blog/oral-contracts", model::AuthorityTier::UserGenerated);
    row("medium", "https://medium.com/@x/law", model::AuthorityTier::UserGenerated);
    // order: the first tier wins
    row("blog on a gov site", "https://blog.example.gov/post", model::AuthorityTier::Primary);
    row("forum on an edu site", "https://forum.law.example.edu/", model::AuthorityTier::Official);
    row("nolo blog", "https://www.nolo.com/blog/x", model::AuthorityTier::Reputable);
    // unknown
    row("law firm", "https://smithjoneslaw.example/oral-contracts-texas/", model::AuthorityTier::Unknown);
    row("wikipedia", "https://en.wikipedia.org/wiki/Statute_of_frauds", model::AuthorityTier::Unknown);
    row("eu without slash", "https://example.eu", model::AuthorityTier::Unknown);
    row("empty", "", model::AuthorityTier::Unknown);
}

void SearchResultTest::authorityTiers()
{
    QFETCH(QString, source);
    QFETCH(model::AuthorityTier, tier);
    QCOMPARE(model::authorityTierName(model::authorityTierForUrl(source)), model::authorityTierName(tier));
}

void SearchResultTest::normalizeUrl_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* name, const char* in, const char* out) {
        QTest::newRow(name) << QString::fromUtf8(in) << QString::fromUtf8(out);
    };
    row("lower scheme and host", "HTTPS://WWW.Example.COM/Path/Case", "https://example.com/Path/Case");
    row("trailing slash", "https://example.com/a/b/", "https://example.com/a/b");
    row("root slash", "https://example.com/", "https://example.com");
    row("no path", "https://example.com", "https://example.com");
    row("fragment", "https://example.com/a#section-2", "https://example.com/a");
    row("default https port", "https://example.com:443/a", "https://example.com/a");
    row("default http port", "http://example.com:80/a", "https://example.com/a");
    row("other port kept", "http://127.0.0.1:8080/a/", "http://127.0.0.1:8080/a");
    row("http is https", "http://example.com/a", "https://example.com/a");
    row("http www slash", "http://www.apple.com/", "https://apple.com");
    row("google click id", "https://www.nolo.com/a/?srsltid=AfmBOoq1&id=2", "https://nolo.com/a?id=2");
    row("ad click ids", "https://example.com/a?msclkid=1&gbraid=2&wbraid=3&dclid=4&_gl=5&mc_cid=6",
        "https://example.com/a");
    row("tracking removed",
        "https://example.com/a?utm_source=x&id=5&UTM_Medium=y&gclid=1&fbclid=2&b=", "https://example.com/a?id=5&b=");
    row("query order kept", "https://example.com/a?z=1&a=2&m=3", "https://example.com/a?z=1&a=2&m=3");
    row("only tracking", "https://example.com/a/?utm_campaign=c", "https://example.com/a");
    row("encoded kept", "https://example.com/a%20b?q=x%2By", "https://example.com/a%20b?q=x%2By");
    row("only leading www", "https://wwwx.example.com/www./", "https://wwwx.example.com/www.");
    row("whitespace", "  https://example.com/a  ", "https://example.com/a");
    row("not a url", "Texas Business and Commerce Code", "Texas Business and Commerce Code");
    row("empty", "", "");
}

void SearchResultTest::normalizeUrl()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(lmars::model::normalizeUrl(input), expected);
}

void SearchResultTest::dedupKey()
{
    model::SearchResult opinion;
    opinion.id = QStringLiteral("caselaw:opinion:7654321");
    opinion.url = QStringLiteral("https://www.courtlistener.com/opinion/1234567/doe-v-roe/");
    opinion.courtCase.emplace().opinionId = QStringLiteral("7654321");
    QCOMPARE(opinion.dedupKey(), QStringLiteral("opinion:7654321"));
    opinion.courtCase->opinionId = QStringLiteral("99");
    QCOMPARE(opinion.dedupKey(), QStringLiteral("opinion:99"));

    model::SearchResult cluster;
    cluster.id = QStringLiteral("caselaw:cluster:555");
    cluster.url = QStringLiteral("https://www.courtlistener.com/opinion/555/in-re-example/");
    cluster.courtCase.emplace(); // a cluster without an opinion of its own
    QCOMPARE(cluster.dedupKey(), QStringLiteral("https://courtlistener.com/opinion/555/in-re-example"));

    model::SearchResult web;
    web.id = QStringLiteral("web:0123456789abcdef");
    web.url = QStringLiteral("https://WWW.nolo.com/x/?utm_source=g");
    model::SearchResult same;
    same.url = QStringLiteral("https://nolo.com/x");
    QCOMPARE(web.dedupKey(), same.dedupKey());

    model::SearchResult bare;
    bare.id = QStringLiteral("web:answerbox:abc");
    QCOMPARE(bare.dedupKey(), QStringLiteral("web:answerbox:abc"));
}

void SearchResultTest::sameDocumentAcrossSchemesAndTracking()
{
    const QStringList forms = {
        QStringLiteral("https://www.courts.ca.gov/selfhelp-deposits.htm"),
        QStringLiteral("http://www.courts.ca.gov/selfhelp-deposits.htm"),
        QStringLiteral("http://courts.ca.gov/selfhelp-deposits.htm/"),
        QStringLiteral("HTTPS://Courts.CA.gov/selfhelp-deposits.htm?utm_source=google&srsltid=x#top"),
        QStringLiteral("https://courts.ca.gov:443/selfhelp-deposits.htm?fbclid=abc"),
    };
    model::ResearchState state;
    for (const QString& url : forms) {
        model::SearchResult r;
        r.url = url;
        r.id = QStringLiteral("web:") + shortHash(model::normalizeUrl(url));
        bool added = false;
        QCOMPARE(state.addSource(r, &added), 1);
        QCOMPARE(added, url == forms.constFirst());
    }
    QCOMPARE(state.sources.size(), 1);
    // A different query string or path is a different document.
    model::SearchResult other;
    other.url = QStringLiteral("https://courts.ca.gov/selfhelp-deposits.htm?page=2");
    QCOMPARE(state.addSource(other), 2);
}

void SearchResultTest::dateApproximateRoundTrips()
{
    model::SearchResult r;
    r.id = QStringLiteral("web:0123456789abcdef");
    r.date = QStringLiteral("2023-05-03");
    r.dateApproximate = true;
    r.webResult.emplace().rawDate = QStringLiteral("1 day ago");
    const nlohmann::json j = r.toJson();
    QCOMPARE(j.at("dateApproximate").get<bool>(), true);
    QCOMPARE(QString::fromStdString(j.at("date").get<std::string>()), QStringLiteral("2023-05-03"));
    QVERIFY(model::SearchResult::fromJson(j).dateApproximate);
    r.dateApproximate = false;
    QCOMPARE(r.toJson().at("dateApproximate").get<bool>(), false);
    nlohmann::json older = j;
    older.erase("dateApproximate"); // trajectories written before the key existed
    QVERIFY(!model::SearchResult::fromJson(older).dateApproximate);
}

void SearchResultTest::savedCaseLawSourceOpens()
{
    // A case-law source as a session saved it before the case fields were typed (issue 26 point 3).
    const nlohmann::json saved = nlohmann::json::parse(R"json({
        "id": "caselaw:opinion:7654321", "type": "caselaw", "title": "Doe v. Roe",
        "url": "https://www.courtlistener.com/opinion/1234567/doe-v-roe/", "site": "5th Cir.",
        "date": "2008-01-15", "dateApproximate": false, "snippet": "qualified immunity", "content": "",
        "authority": "primary",
        "metadata": {"caseName": "Doe v. Roe", "caseNameFull": "John Doe v. Richard Roe",
                     "citations": ["512 F.3d 100", "2008 WL 123"], "court": "Court of Appeals for the Fifth Circuit",
                     "courtId": "ca5", "courtCitation": "5th Cir.", "dateFiled": "2008-01-15",
                     "docketNumber": "06-12345", "docketId": 98765, "clusterId": 1234567, "opinionId": 7654321,
                     "opinionType": "lead-opinion", "citeCount": 42, "status": "Published",
                     "judge": "Smith, Jones, Higginbotham", "authorId": 3210,
                     "retrievedAt": "2026-01-02T03:04:05.678Z", "jurisdictions": ["Texas"]},
        "bluebook": "Doe v. Roe, 512 F.3d 100 (5th Cir. 2008)"})json");
    const model::SearchResult r = model::SearchResult::fromJson(saved);
    QVERIFY(r.courtCase);
    QCOMPARE(r.courtCase->caseName, QStringLiteral("Doe v. Roe"));
    QCOMPARE(r.courtCase->citations, QStringList({QStringLiteral("512 F.3d 100"), QStringLiteral("2008 WL 123")}));
    QCOMPARE(r.courtCase->courtId, QStringLiteral("ca5"));
    QCOMPARE(r.courtCase->docketNumber, QStringLiteral("06-12345"));
    QCOMPARE(r.courtCase->opinionId, QStringLiteral("7654321"));
    QCOMPARE(r.courtCase->authorId, QStringLiteral("3210"));
    QCOMPARE(r.courtCase->citeCount, std::optional<int>(42));
    QCOMPARE(r.dedupKey(), QStringLiteral("opinion:7654321"));
    // The case fields live in the record only; what is not a case field stays beside them.
    QVERIFY(r.extra.empty());
    QCOMPARE(r.retrievedAt, QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5, 678), Qt::UTC));
    QCOMPARE(r.jurisdictions, std::optional<QStringList>(QStringList{QStringLiteral("Texas")}));
    // Written back, the document is the one that was read: same keys, ids still numbers.
    const nlohmann::json again = r.toJson();
    QVERIFY2(again.at("metadata") == saved.at("metadata"), again.at("metadata").dump().c_str());
    QCOMPARE(QString::fromStdString(again.at("bluebook").get<std::string>()),
             QStringLiteral("Doe v. Roe, 512 F.3d 100 (5th Cir. 2008)"));

    // A cluster saved without an opinion of its own: null ids stay null, the key is the page.
    nlohmann::json cluster = saved;
    cluster["metadata"]["opinionId"] = nullptr;
    cluster["metadata"]["citeCount"] = nullptr;
    cluster["metadata"].erase("authorId");
    const model::SearchResult c = model::SearchResult::fromJson(cluster);
    QVERIFY(c.courtCase && c.courtCase->opinionId.isEmpty() && !c.courtCase->citeCount);
    QCOMPARE(c.dedupKey(), QStringLiteral("https://courtlistener.com/opinion/1234567/doe-v-roe"));
    QVERIFY(c.toJson().at("metadata") == cluster.at("metadata"));
}

void SearchResultTest::relativeDates_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* in, const char* out) {
        QTest::newRow(in) << QString::fromUtf8(in) << QString::fromUtf8(out);
    };
    // Searched at 2024-03-01 10:30 UTC (a leap year: February has 29 days).
    row("5 mins ago", "2024-03-01");
    row("11 mins ago", "2024-03-01");
    row("30 seconds ago", "2024-03-01");
    row("11 hours ago", "2024-02-29");
    row("1 hour ago", "2024-03-01");
    row("an hour ago", "2024-03-01");
    row("1 day ago", "2024-02-29");
    row("2 days ago", "2024-02-28");
    row("a day ago", "2024-02-29");
    row("1 week ago", "2024-02-23");
    row("2 weeks ago", "2024-02-16");
    row("1 month ago", "2024-02-01");
    row("3 months ago", "2023-12-01");
    row("a year ago", "2023-03-01");
    row("2 years ago", "2022-03-01");
    row("5h ago", "2024-03-01");
    row("3d ago", "2024-02-27");
    row("2 Days Ago", "2024-02-28");
    row("yesterday", "2024-02-29");
    row("just now", "2024-03-01");
    row("Mar 3, 2024", "");
    row("ago", "");
    row("5 mins", "");
    row("a while ago", "");
    row("", "");
}

void SearchResultTest::relativeDates()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    const QDateTime searchedAt(QDate(2024, 3, 1), QTime(10, 30), Qt::UTC);
    QCOMPARE(isoDateFromRelativeText(input, searchedAt), expected);
    // The time of the search is taken in UTC whatever zone it is given in.
    QCOMPARE(isoDateFromRelativeText(input, searchedAt.toOffsetFromUtc(-11 * 3600)), expected);
    QVERIFY(isoDateFromRelativeText(input, QDateTime()).isEmpty());
}

void SearchResultTest::isoDates_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char* in, const char* out) {
        QTest::newRow(in) << QString::fromUtf8(in) << QString::fromUtf8(out);
    };
    row("Mar 3, 2024", "2024-03-03");
    row("2024-03-03", "2024-03-03");
    row("3 March 2024", "2024-03-03");
    row("March 3, 2024", "2024-03-03");
    row("3 Mar 2024", "2024-03-03");
    row("Sept 12, 2023", "2023-09-12");
    row("Sep 1, 2023", "2023-09-01");
    row("Dec 25th, 2020", "2020-12-25");
    row("2024-03-03T10:20:00Z", "2024-03-03");
    row("03/04/2024", "2024-03-04");
    row("2 days ago", "");
    row("1 hour ago", "");
    row("2024-02-30", "");
    row("", "");
}

void SearchResultTest::isoDates()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(isoDateFromText(input), expected);
}

void SearchResultTest::plainText()
{
    QCOMPARE(plainTextFromHtml(QStringLiteral("...entitled to <mark>qualified immunity</mark> because...")),
             QStringLiteral("...entitled to qualified immunity because..."));
    QCOMPARE(
        plainTextFromHtml(QStringLiteral("<p>A &amp; B &lt;c&gt; &quot;d&quot; &#39;e&#39; &sect; 1983&#8230;</p>")),
        QStringLiteral("A & B <c> \"d\" 'e' \u00A7 1983\u2026"));
    QCOMPARE(plainTextFromHtml(QStringLiteral("line<br/>next&nbsp;word &#x2019; &unknown; &")),
             QStringLiteral("line next word \u2019 &unknown; &"));
    QCOMPARE(decodeHtmlEntities(QStringLiteral("&amp;lt;")), QStringLiteral("&lt;")); // decoded once only
    // Latin-1 names (parties, judges) and a few others.
    QCOMPARE(decodeHtmlEntities(QStringLiteral("Pe&ntilde;a v. M&uuml;ller &amp; Sons, Ol&eacute; Caf&eacute;")),
             QStringLiteral("Pe\u00F1a v. M\u00FCller & Sons, Ol\u00E9 Caf\u00E9"));
    QCOMPARE(decodeHtmlEntities(QStringLiteral("&iexcl;&yuml;&szlig;&Aring;&frac12;&euro;&oelig;")),
             QStringLiteral("\u00A1\u00FF\u00DF\u00C5\u00BD\u20AC\u0153"));
    QCOMPARE(plainTextFromHtml(QStringLiteral("<mark>22</mark> <mark>AL</mark> 339")), QStringLiteral("22 AL 339"));
}

void SearchResultTest::siteAndHash()
{
    QCOMPARE(siteOfUrl(QUrl(QStringLiteral("https://WWW.Nolo.com/x"))), QStringLiteral("nolo.com"));
    QCOMPARE(siteOfUrl(QUrl(QStringLiteral("https://law.cornell.edu/x"))), QStringLiteral("law.cornell.edu"));
    QCOMPARE(shortHash(QStringLiteral("abc")), QStringLiteral("a9993e364706816a")); // SHA-1("abc")
}

QTEST_GUILESS_MAIN(SearchResultTest)
#include "SearchResultTest.moc"
