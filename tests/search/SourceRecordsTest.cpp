// SPDX-License-Identifier: GPL-3.0-or-later
// The typed per-kind records of a search result (issue 26 point 3): sessions saved before they were
// typed open into them, and a round trip through the trajectory form keeps every field.
#include "model/SearchResult.h"

#include <QTest>

using namespace lmars;
using nlohmann::json;

namespace {
json savedSources();
} // namespace

class SourceRecordsTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void savedSourcesOpenIntoTheirRecords()
    {
        const json saved = savedSources();
        QList<model::SearchResult> r;
        for (const json& source : saved)
            r << model::SearchResult::fromJson(source);

        const model::SearchResult& usc = r.at(0);
        QVERIFY(usc.statute && !usc.regulation && !usc.federalRegister && !usc.webResult);
        QCOMPARE(usc.statute->title, QStringLiteral("42"));
        QCOMPARE(usc.statute->section, QStringLiteral("1983"));
        QCOMPARE(usc.statute->citation, QStringLiteral("42 U.S.C. § 1983"));
        QCOMPARE(usc.statute->editionYear, QStringLiteral("2023"));
        QCOMPARE(usc.statute->currentThrough, QStringLiteral("2025-01-03"));
        QCOMPARE(usc.statute->requestedAsOf, QStringLiteral("2024-06-01"));
        QVERIFY(!usc.statute->repealed);
        QVERIFY(usc.statute->legalStatus);
        QCOMPARE(usc.statute->legalStatus->state, model::LegalStatus::State::EditionAfterAsOf);
        QVERIFY(!usc.statute->legalStatus->changes);
        QCOMPARE(usc.retrievedAt, QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5, 678), Qt::UTC));
        QCOMPARE(usc.jurisdictions.value_or(QStringList()), QStringList{QStringLiteral("United States")});

        const model::SearchResult& cfr = r.at(1);
        QVERIFY(cfr.regulation && !cfr.statute);
        QCOMPARE(cfr.regulation->part, QStringLiteral("825"));
        QCOMPARE(cfr.regulation->textAsOf, QStringLiteral("2024-06-01"));
        QCOMPARE(cfr.regulation->upToDateAsOf, QStringLiteral("2025-05-01"));
        QVERIFY(cfr.regulation->hasHistory);
        QCOMPARE(cfr.regulation->amendedAfterAsOf, QStringList{QStringLiteral("2025-03-10")});
        QCOMPARE(cfr.regulation->inForceSince, QStringLiteral("2013-03-08"));
        QVERIFY(cfr.regulation->currentText.contains(QStringLiteral("6 months")));
        QCOMPARE(cfr.regulation->hierarchy.at("subpart").get<std::string>(), std::string("B"));
        QCOMPARE(cfr.legalStatus()->state, model::LegalStatus::State::AmendedSince);
        QVERIFY(cfr.pageRead && !cfr.pageRead->ok);
        QVERIFY(cfr.pageRead->notFound()); // an older session: no status, the reason says 404
        QCOMPARE(cfr.pageRead->httpStatus, 0);

        const model::SearchResult& eo = r.at(2);
        QVERIFY(eo.federalRegister);
        const model::FederalRegisterRecord& fr = *eo.federalRegister;
        QCOMPARE(fr.executiveOrderNumber, QStringLiteral("14110"));
        QVERIFY(fr.proclamationNumber.isEmpty() && fr.effectiveDate.isEmpty());
        QCOMPARE(fr.agencies, QStringList{QStringLiteral("Executive Office of the President")});
        QCOMPARE(fr.fullTextUrl, QStringLiteral("https://www.federalregister.gov/eo.txt"));
        QCOMPARE(eo.afterAsOf, std::optional<bool>(false));
        QVERIFY(fr.legalStatus && fr.legalStatus->changes && fr.legalStatus->changes->size() == 1);
        const model::LegalStatus::Change& change = fr.legalStatus->changes->at(0);
        QCOMPARE(change.action, model::LegalStatus::Change::Action::Revoked);
        QCOMPARE(change.by, QStringLiteral("EO 14148"));
        QVERIFY(change.afterAsOf);
        QCOMPARE(fr.legalStatus->datesAfterAsOf(), QStringList{QStringLiteral("2025-01-20")});
        QVERIFY(!fr.legalStatus->lastTermination()); // the revocation came after the date
        QVERIFY(eo.pageRead && eo.pageRead->ok && eo.pageRead->anchored);
        QCOMPARE(eo.pageRead->anchorSentence, QStringLiteral("By the authority vested in me"));
        QCOMPARE(eo.pageRead->anchorOffset, 12);
        QCOMPARE(eo.pageRead->httpStatus, 200);

        const model::SearchResult& local = r.at(3);
        QVERIFY(local.libraryPassage);
        const model::LibraryPassageRecord& passage = *local.libraryPassage;
        QCOMPARE(passage.path, QStringLiteral("/docs/lease.pdf"));
        QCOMPARE(passage.page, 3);
        QCOMPARE(passage.score, 7.25);
        QCOMPARE(passage.firstChunk, 4);
        QCOMPARE(passage.lastChunk, 5);
        QCOMPARE(passage.charStart, 1200);
        QCOMPARE(passage.charEnd, 1850);
        QCOMPARE(passage.matter, QStringLiteral("Smith v. Jones"));
        QCOMPARE(passage.ocrConfidence, std::optional<int>(91));

        const model::SearchResult& web = r.at(4);
        QVERIFY(web.webResult);
        QCOMPARE(web.webResult->kind, std::optional(model::WebResultRecord::Kind::Organic));
        QCOMPARE(web.webResult->position, std::optional<int>(2));
        QCOMPARE(web.webResult->rawDate, QStringLiteral("1 day ago"));
        QCOMPARE(web.webResult->searchedAt, QStringLiteral("2023-05-04T00:03:00Z"));
        QVERIFY(web.webResult->sitelinks && web.webResult->sitelinks->size() == 1);
        QCOMPARE(web.webResult->sitelinks->at(0).link, QStringLiteral("https://www.nolo.com/rules"));
        QCOMPARE(web.webResult->mentions.size(), 2);
        QCOMPARE(web.webResult->mentions.at(1).question, QStringLiteral("When must it be returned?"));
        QCOMPARE(web.afterAsOf, std::optional<bool>(true));
        // A key no record knows is kept, untouched, for the next save.
        QVERIFY(web.extra == json({{"futureKey", {{"kept", {1, 2}}}}}));

        const model::SearchResult& searx = r.at(5);
        QVERIFY(searx.webResult);
        QCOMPARE(searx.webResult->kind, std::optional(model::WebResultRecord::Kind::News));
        QCOMPARE(searx.webResult->engines.value_or(QStringList()),
                 QStringList({QStringLiteral("google"), QStringLiteral("bing")}));
        QCOMPARE(searx.webResult->score, std::optional<double>(4.5));
        QCOMPARE(searx.webResult->publisher, QStringLiteral("Reuters"));

        // Every record took its keys: nothing but the unknown one is left over.
        for (int i = 0; i < r.size(); ++i) {
            if (i != 4)
                QVERIFY2(r.at(i).extra.empty(), r.at(i).extra.dump().c_str());
        }
        // Written back, each source's metadata is the one that was read.
        for (std::size_t i = 0; i < saved.size(); ++i) {
            const json again = r.at(int(i)).toJson();
            QVERIFY2(again.at("metadata") == saved[i].at("metadata"),
                     (again.at("metadata").dump() + "\n" + saved[i].at("metadata").dump()).c_str());
        }
    }

    void aRoundTripKeepsEveryField()
    {
        using Change = model::LegalStatus::Change;
        const model::LegalStatus status{
            model::LegalStatus::State::Superseded, QStringLiteral("Not in force."), QStringLiteral("2024-06-01"),
            QList<Change>{
                {Change::Action::Superseded, true, QStringLiteral("EO 1"), QStringLiteral("2020-01-01"), false},
                {Change::Action::Amended, false, QStringLiteral("EO 2"), QString(), true}}};
        QList<model::SearchResult> all;

        model::SearchResult usc;
        usc.type = model::SourceType::Official;
        usc.statute = model::StatuteRecord{QStringLiteral("26"),
                                           QStringLiteral("61"),
                                           QStringLiteral("26 U.S.C. § 61"),
                                           QStringLiteral("Gross income defined"),
                                           QStringLiteral("(Aug. 16, 1954)"),
                                           QStringLiteral("2022 Edition"),
                                           QStringLiteral("2022"),
                                           QStringLiteral("2023-01-05"),
                                           QStringLiteral("https://x/61.pdf"),
                                           QStringLiteral("2024-06-01"),
                                           true,
                                           model::LegalStatus{model::LegalStatus::State::Repealed,
                                                              QStringLiteral("No text"), QString(), std::nullopt}};
        usc.pageRead = model::PageReadRecord{
            true, 9, 200, 10, true, 0.5, QStringLiteral("A"), 3, QStringLiteral("text/html"), 2, QString()};
        usc.retrievedAt = QDateTime(QDate(2026, 3, 4), QTime(5, 6, 7, 89), Qt::UTC);
        usc.afterAsOf = false;
        usc.jurisdictions = QStringList{};
        all << usc;

        model::SearchResult cfr;
        cfr.type = model::SourceType::Official;
        model::RegulationRecord& reg = cfr.regulation.emplace();
        reg.title = QStringLiteral("8");
        reg.part = QStringLiteral("214");
        reg.section = QStringLiteral("214.2");
        reg.citation = QStringLiteral("8 CFR 214.2");
        reg.heading = QStringLiteral("Special requirements");
        reg.hierarchy = {{"title", "8"}};
        reg.hierarchyHeadings = {{"title", "Aliens"}};
        reg.requestedAsOf = QStringLiteral("2030-01-01");
        reg.upToDateAsOf = QStringLiteral("2025-05-01");
        reg.textAsOf = QStringLiteral("2025-05-01");
        reg.clampedToLatest = true;
        reg.edition = QStringLiteral("eCFR");
        reg.textError = QStringLiteral("HTTP 500");
        reg.historyError = QStringLiteral("HTTP 503");
        reg.hasHistory = true;
        reg.amendmentDates = {QStringLiteral("2020-01-01")};
        reg.inForceSince = QStringLiteral("2020-01-01");
        reg.amendedAfterAsOf = {QStringLiteral("2025-06-01")};
        reg.currentText = QStringLiteral("new");
        reg.currentTextAsOf = QStringLiteral("2025-07-01");
        reg.legalStatus = status;
        cfr.pageRead = model::PageReadRecord{
            false, 30000, 503, 0, false, 0, QString(), -1, QString(), 0, QStringLiteral("HTTP 503")};
        all << cfr;

        model::SearchResult fr;
        fr.type = model::SourceType::Official;
        fr.federalRegister = model::FederalRegisterRecord{QStringLiteral("2020-1"),
                                                          QStringLiteral("85 FR 1"),
                                                          QStringLiteral("Presidential Document"),
                                                          QStringLiteral("Proclamation"),
                                                          QStringLiteral("13900"),
                                                          QStringLiteral("9900"),
                                                          QStringLiteral("2020-01-01"),
                                                          QStringLiteral("2020-01-03"),
                                                          QStringLiteral("2020-02-01"),
                                                          QStringLiteral("An abstract"),
                                                          QStringList{QStringLiteral("A"), QStringLiteral("B")},
                                                          QStringLiteral("President"),
                                                          QStringLiteral("https://h"),
                                                          QStringLiteral("https://p"),
                                                          QStringLiteral("https://t"),
                                                          QStringLiteral("https://b"),
                                                          QStringLiteral("Superseded by: EO 1"),
                                                          status};
        fr.afterAsOf = true;
        all << fr;

        model::SearchResult local;
        local.type = model::SourceType::Local;
        local.libraryPassage = model::LibraryPassageRecord{QStringLiteral("/a.pdf"),
                                                           QStringLiteral("H"),
                                                           4,
                                                           1.5,
                                                           2,
                                                           7,
                                                           9,
                                                           100,
                                                           400,
                                                           QStringLiteral("M"),
                                                           QStringLiteral("2020-01-01"),
                                                           QStringLiteral("2021-01-01"),
                                                           55,
                                                           QStringLiteral("holding"),
                                                           std::nullopt};
        local.extra = {{"channelRanks", {1, 0}}};
        all << local;

        model::SearchResult web;
        model::WebResultRecord& w = web.webResult.emplace();
        w.kind = model::WebResultRecord::Kind::KnowledgeGraph;
        w.position = 3;
        w.rawDate = QStringLiteral("2 days ago");
        w.searchedAt = QStringLiteral("2023-05-04T00:03:00Z");
        w.sitelinks = QList<model::WebResultRecord::Sitelink>{};
        w.attributes = {{"Born", "1900"}};
        w.answer = QStringLiteral("answer");
        w.entityType = QStringLiteral("Person");
        w.descriptionSource = QStringLiteral("Wikipedia");
        w.descriptionLink = QStringLiteral("https://w");
        w.question = QStringLiteral("q?");
        w.publisher = QStringLiteral("AP");
        w.engine = QStringLiteral("bing");
        w.engines = QStringList{QStringLiteral("bing")};
        w.score = 0.25;
        w.category = QStringLiteral("news");
        w.mention({model::WebResultRecord::Kind::PeopleAlsoAsk, QStringLiteral("t"), QStringLiteral("s"),
                   QStringLiteral("q")});
        all << web;

        for (const model::SearchResult& r : all) {
            const model::SearchResult back = model::SearchResult::fromJson(r.toJson());
            QVERIFY2(back == r, r.toJson().dump().c_str());
        }
        // The records are what tells the kinds apart, not only the keys.
        QVERIFY(model::SearchResult::fromJson(all.at(1).toJson()).regulation->clampedToLatest);
        QCOMPARE(model::SearchResult::fromJson(all.at(2).toJson()).legalStatus()->changes->size(), 2);
    }

    void malformedRecordsStayAsTheyWere()
    {
        // A status this version does not know, a read without a status: kept as they were, not guessed.
        const json saved = json::parse(R"json({"id": "fedreg:1", "type": "official", "title": "t",
            "metadata": {"documentNumber": "1", "legalStatus": {"state": "paused", "text": "?"},
                         "read": {"ms": 3}}})json");
        const model::SearchResult r = model::SearchResult::fromJson(saved);
        QVERIFY(r.federalRegister && !r.legalStatus() && !r.pageRead);
        QVERIFY(r.extra.contains("legalStatus") && r.extra.contains("read"));
        QVERIFY(r.toJson().at("metadata").at("legalStatus") == saved.at("metadata").at("legalStatus"));
    }
};

namespace {

/// One saved source of each kind, with the metadata keys the sources wrote before the records existed.
json savedSources()
{
    return json::parse(R"json([
  {"id": "uscode:title-42:section-1983", "type": "official", "title": "42 U.S.C. § 1983 Civil action for deprivation of rights",
   "url": "https://www.govinfo.gov/link/uscode/42/1983", "site": "GovInfo (U.S. Code)", "date": null,
   "dateApproximate": false, "snippet": "Every person who...", "content": "Every person who, under color of any statute",
   "authority": "primary",
   "metadata": {"uscTitle": "42", "uscSection": "1983", "uscCitation": "42 U.S.C. § 1983",
                "heading": "§1983. Civil action for deprivation of rights", "sourceCredit": "(R.S. §1979.)",
                "edition": "United States Code (GovInfo), 2023 Edition; laws enacted through 2025-01-03.",
                "editionYear": "2023", "currentThrough": "2025-01-03", "pdfUrl": "https://www.govinfo.gov/x.pdf",
                "requestedAsOf": "2024-06-01", "repealed": false,
                "legalStatus": {"state": "edition_after_as_of", "text": "Text of the U.S. Code with laws enacted through 2025-01-03, after your date 2024-06-01.", "asOf": "2024-06-01"},
                "retrievedAt": "2026-01-02T03:04:05.678Z", "jurisdictions": ["United States"]},
   "bluebook": "42 U.S.C. § 1983 (2023)"},
  {"id": "ecfr:title-29:section-825.110", "type": "official", "title": "29 CFR 825.110 Eligible employee",
   "url": "https://www.ecfr.gov/on/2024-06-01/title-29/section-825.110", "site": "eCFR", "date": "2013-03-08",
   "dateApproximate": false, "snippet": "", "content": "(1) Has been employed for at least 12 months", "authority": "official",
   "metadata": {"cfrTitle": "29", "cfrPart": "825", "cfrSection": "825.110", "cfrCitation": "29 CFR 825.110",
                "heading": "Eligible employee.", "hierarchy": {"title": "29", "part": "825", "section": "825.110", "subpart": "B"},
                "hierarchyHeadings": {"title": "Labor", "chapter": "Chapter V", "part": null},
                "requestedAsOf": "2024-06-01", "upToDateAsOf": "2025-05-01", "textAsOf": "2024-06-01",
                "clampedToLatest": false, "edition": "eCFR: not the official legal edition of the CFR.",
                "amendmentDates": ["2013-03-08", "2025-03-10"], "inForceSince": "2013-03-08",
                "amendedAfterAsOf": ["2025-03-10"], "currentText": "(1) Has been employed for at least 6 months",
                "currentTextAsOf": "2025-05-01",
                "legalStatus": {"state": "amended_since", "text": "Text in force on 2024-06-01; amended on 2025-03-10, after your date.", "asOf": "2024-06-01"},
                "read": {"status": "failed", "ms": 15, "reason": "HTTP 404: page not found"}},
   "bluebook": "29 C.F.R. § 825.110 (2024)"},
  {"id": "fedreg:2023-24283", "type": "official", "title": "Executive Order 14110: Safe, Secure, and Trustworthy AI",
   "url": "https://www.federalregister.gov/d/2023-24283", "site": "Federal Register", "date": "2023-10-30",
   "dateApproximate": false, "snippet": "By the authority...", "content": "", "authority": "primary",
   "metadata": {"documentNumber": "2023-24283", "frCitation": "88 FR 75191", "documentType": "Presidential Document",
                "documentSubtype": "Executive Order", "executiveOrderNumber": "14110", "proclamationNumber": null,
                "signingDate": "2023-10-30", "publicationDate": "2023-11-01", "effectiveDate": null,
                "abstract": "", "agencies": ["Executive Office of the President"], "president": "Joseph R. Biden Jr.",
                "htmlUrl": "https://www.federalregister.gov/d/2023-24283", "pdfUrl": "https://www.govinfo.gov/eo.pdf",
                "fullTextUrl": "https://www.federalregister.gov/eo.txt", "bodyHtmlUrl": "https://www.federalregister.gov/eo.html",
                "dispositionNotes": "Revoked by: EO 14148, January 20, 2025", "afterAsOf": false,
                "legalStatus": {"state": "in_force", "text": "In force on 2024-06-01; later revoked by EO 14148 on 2025-01-20, after the as-of date.",
                                "asOf": "2024-06-01",
                                "changes": [{"action": "revoked", "inPart": false, "by": "EO 14148", "date": "2025-01-20", "afterAsOf": true}]},
                "read": {"status": "read", "ms": 80, "chars": 2400, "anchored": true, "anchorF1": 0.75,
                         "anchorSentence": "By the authority vested in me", "anchorOffset": 12, "contentType": "text/plain",
                         "httpStatus": 200}},
   "bluebook": "Exec. Order No. 14110, 88 Fed. Reg. 75191 (Oct. 30, 2023)"},
  {"id": "local:0123456789abcdef", "type": "local", "title": "Lease", "url": "file:///docs/lease.pdf#page=3",
   "site": "Document library", "date": null, "dateApproximate": false, "snippet": "deposit", "content": "The deposit",
   "authority": "unknown",
   "metadata": {"path": "/docs/lease.pdf", "headingPath": "Terms > Deposit", "page": 3, "score": 7.25,
                "referenceMatches": 1, "chunks": [4, 5], "charRange": [1200, 1850], "matter": "Smith v. Jones",
                "validFrom": "2024-01-01", "validTo": "2025-12-31", "ocrConfidence": 91},
   "bluebook": "Lease, at 3"},
  {"id": "web:00aa11bb22cc33dd", "type": "web", "title": "Getting your deposit back", "url": "https://www.nolo.com/deposit",
   "site": "nolo.com", "date": "2023-05-03", "dateApproximate": true, "snippet": "A landlord...", "content": "",
   "authority": "reputable",
   "metadata": {"kind": "organic", "position": 2, "rawDate": "1 day ago", "searchedAt": "2023-05-04T00:03:00Z",
                "sitelinks": [{"title": "Rules", "link": "https://www.nolo.com/rules"}],
                "attributes": {"Updated": "May 2023"},
                "answerBox": {"title": "Deposit", "snippet": "Yes."},
                "peopleAlsoAsk": {"title": "Deposits", "snippet": "Within 21 days.", "question": "When must it be returned?"},
                "afterAsOf": true, "retrievedAt": "2026-01-02T03:04:06.000Z",
                "futureKey": {"kept": [1, 2]}},
   "bluebook": "Getting your deposit back, nolo.com, https://www.nolo.com/deposit (last visited Jan. 2, 2026)"},
  {"id": "web:44ee55ff66aa77bb", "type": "web", "title": "Texas deposit law", "url": "https://texaslawhelp.org/deposit",
   "site": "texaslawhelp.org", "date": "2023-09-01", "dateApproximate": false, "snippet": "", "content": "",
   "authority": "official",
   "metadata": {"kind": "news", "position": 1, "rawDate": "2023-09-01T00:00:00", "engine": "google",
                "engines": ["google", "bing"], "score": 4.5, "category": "general", "publisher": "Reuters"},
   "bluebook": ""}
])json");
}

} // namespace

QTEST_GUILESS_MAIN(SourceRecordsTest)
#include "SourceRecordsTest.moc"
