// SPDX-License-Identifier: GPL-3.0-or-later
// The Federal Register source against a scripted server that answers like documents.json
// (apis.md §3.1, tests/scenarios/search_federalregister_basic.json).
#include "search/FederalRegisterSource.h"
#include "ScriptedServer.h"
#include "SourceMetadata.h"
#include "search/DispositionNotes.h"

#include <QTest>

using namespace lmars::search;
namespace model = lmars::model;
using lmars::ErrorKind;
using lmars::test::ScriptedServer;
using nlohmann::json;

namespace {

QString str(const json& value)
{
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString::fromStdString(value.dump());
}

/// Every decoded key=value of a raw query string, in order (repeated keys such as fields[] kept).
QList<QPair<QString, QString>> params(const QString& query)
{
    QList<QPair<QString, QString>> out;
    for (const QString& pair : query.split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        out.append(
            {QUrl::fromPercentEncoding(pair.left(eq).toUtf8()), QUrl::fromPercentEncoding(pair.mid(eq + 1).toUtf8())});
    }
    return out;
}

QStringList values(const QString& query, const QString& key)
{
    QStringList out;
    for (const auto& [k, v] : params(query)) {
        if (k == key)
            out << v;
    }
    return out;
}

} // namespace

class FederalRegisterSourceTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_server = std::make_unique<ScriptedServer>();
        QString error;
        QVERIFY2(m_server->loadScenarioFile(QStringLiteral("search_federalregister_basic.json"), &error),
                 qPrintable(error));
        QVERIFY(m_server->start());
    }

    void filterFollowsTheQueryWords_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("presidential");
        QTest::newRow("executive order") << "executive order artificial intelligence"
                                         << "PRESDOCU"
                                         << "executive_order";
        QTest::newRow("EO number") << "EO 14110 revoked"
                                   << "PRESDOCU"
                                   << "executive_order";
        QTest::newRow("proclamation") << "tariff proclamation steel"
                                      << "PRESDOCU"
                                      << "proclamation";
        QTest::newRow("memorandum") << "presidential memorandum federal hiring"
                                    << "PRESDOCU"
                                    << "memorandum";
        QTest::newRow("proposed rule") << "overtime salary threshold proposed rule"
                                       << "PRORULE"
                                       << "";
        QTest::newRow("final rule") << "overtime final rule 2024"
                                    << "RULE"
                                    << "";
        QTest::newRow("plain words") << "overtime salary threshold"
                                     << ""
                                     << "";
    }

    void filterFollowsTheQueryWords()
    {
        QFETCH(QString, query);
        QFETCH(QString, type);
        QFETCH(QString, presidential);
        const FederalRegisterFilter f = FederalRegisterSource::filterFor(query);
        QCOMPARE(f.documentType, type);
        QCOMPARE(f.presidentialDocumentType, presidential);
    }

    void requestAsksForTypedDocumentsPublishedByTheAsOfDate()
    {
        FederalRegisterConfig config;
        config.baseUrl = QUrl(m_server->baseUrl().toString() + QStringLiteral("/api/v1/"));
        FederalRegisterSource source(config);
        QCOMPARE(source.queryType(), model::QueryType::FederalRegister);
        QCOMPARE(source.type(), model::SourceType::Official);
        SearchQuery query;
        query.text = QStringLiteral("executive order artificial intelligence");
        query.asOf = model::AsOf(QDate(2024, 6, 1), model::AsOfOrigin::User);
        query.maxResults = 5;
        const auto results = source.search(query);
        QVERIFY2(results.ok(), qPrintable(results.ok() ? QString() : results.error().toString()));

        const auto requests = m_server->requestsTo(QStringLiteral("/api/v1/documents.json"));
        QCOMPARE(requests.size(), 1);
        const QString q = requests.first().query;
        QCOMPARE(values(q, QStringLiteral("conditions[term]")), QStringList{query.text});
        QCOMPARE(values(q, QStringLiteral("conditions[type][]")), QStringList{QStringLiteral("PRESDOCU")});
        QCOMPARE(values(q, QStringLiteral("conditions[presidential_document_type][]")),
                 QStringList{QStringLiteral("executive_order")});
        QCOMPARE(values(q, QStringLiteral("conditions[publication_date][lte]")),
                 QStringList{QStringLiteral("2024-06-01")});
        QCOMPARE(values(q, QStringLiteral("per_page")), QStringList{QStringLiteral("5")});
        const QStringList fields = values(q, QStringLiteral("fields[]"));
        for (const char* field :
             {"document_number", "citation", "executive_order_number", "signing_date", "publication_date",
              "effective_on", "raw_text_url", "executive_order_notes", "disposition_notes", "agencies", "pdf_url"})
            QVERIFY2(fields.contains(QLatin1String(field)), field);
    }

    void executiveOrderKeepsItsIdentityAndStatusOnTheAsOfDate()
    {
        FederalRegisterConfig config;
        config.baseUrl = m_server->baseUrl();
        FederalRegisterSource source(config);
        SearchQuery query;
        query.text = QStringLiteral("executive order artificial intelligence");
        query.asOf = model::AsOf(QDate(2024, 6, 1), model::AsOfOrigin::User);
        const auto results = source.search(query);
        QVERIFY(results.ok());
        QCOMPARE(results->size(), 2);

        const model::SearchResult& eo = results->at(0);
        QCOMPARE(eo.id, QStringLiteral("fedreg:2023-24283"));
        QCOMPARE(eo.type, model::SourceType::Official);
        QCOMPARE(eo.authority, model::AuthorityTier::Primary);
        QCOMPARE(eo.title, QStringLiteral("Executive Order 14110: Safe, Secure, and Trustworthy Development and Use "
                                          "of Artificial Intelligence"));
        QCOMPARE(eo.date, QStringLiteral("2023-10-30")); // signed
        QCOMPARE(eo.snippet, QStringLiteral("… the artificial intelligence …"));
        const json& m = lmars::test::metadataOf(eo);
        QCOMPARE(str(m["documentNumber"]), QStringLiteral("2023-24283"));
        QCOMPARE(str(m["frCitation"]), QStringLiteral("88 FR 75191"));
        QCOMPARE(str(m["documentType"]), QStringLiteral("Presidential Document"));
        QCOMPARE(str(m["documentSubtype"]), QStringLiteral("Executive Order"));
        QCOMPARE(str(m["executiveOrderNumber"]), QStringLiteral("14110"));
        QCOMPARE(str(m["signingDate"]), QStringLiteral("2023-10-30"));
        QCOMPARE(str(m["publicationDate"]), QStringLiteral("2023-11-01"));
        QVERIFY(m["effectiveDate"].is_null());
        QCOMPARE(str(m["pdfUrl"]),
                 QStringLiteral("https://www.govinfo.gov/content/pkg/FR-2023-11-01/pdf/2023-24283.pdf"));
        QCOMPARE(str(m["fullTextUrl"]), m_server->baseUrl().toString() +
                                            QStringLiteral("/documents/full_text/text/2023/11/01/2023-24283.txt"));
        QCOMPARE(str(m["agencies"][0]), QStringLiteral("Executive Office of the President"));
        QVERIFY(str(m["dispositionNotes"]).startsWith(QStringLiteral("Revoked by: EO 14148")));
        QCOMPARE(m["afterAsOf"].get<bool>(), false);

        // Revoked on 2025-01-20, after the as-of date: in force on 2024-06-01, and the later revocation is said.
        const json& status = m["legalStatus"];
        QCOMPARE(str(status["state"]), QStringLiteral("in_force"));
        QCOMPARE(str(status["asOf"]), QStringLiteral("2024-06-01"));
        QCOMPARE(str(status["text"]), QStringLiteral("In force on 2024-06-01; later revoked by EO 14148 on 2025-01-20, "
                                                     "after the as-of date."));
        QCOMPARE(status["changes"].size(), std::size_t(1));
        QCOMPARE(status["changes"][0]["afterAsOf"].get<bool>(), true);

        const model::SearchResult& rule = results->at(1);
        QCOMPARE(rule.id, QStringLiteral("fedreg:2024-01234"));
        QCOMPARE(rule.title, QStringLiteral("Artificial Intelligence Risk Management; Final Rule"));
        QCOMPARE(rule.snippet, QStringLiteral("The agency adopts final rules on risk management & reporting."));
        QCOMPARE(rule.date, QStringLiteral("2024-02-15")); // published: rules have no signing date
        QCOMPARE(str(lmars::test::metadataOf(rule)["effectiveDate"]), QStringLiteral("2024-04-15"));
        QCOMPARE(lmars::test::metadataOf(rule)["agencies"].size(), std::size_t(2));
        QVERIFY(!lmars::test::metadataOf(rule).contains("legalStatus"));
    }

    void statusAfterTheRevocation()
    {
        const auto changes = DispositionNotes::parse(
            QStringLiteral("Revoked by: EO 14148, January 20, 2025\nSee: EO 13859, February 11, 2019"));
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().by, QStringLiteral("EO 14148"));
        QCOMPARE(changes.first().date, QStringLiteral("2025-01-20"));
        const json later = DispositionNotes::statusAsOf(changes, QDate(2025, 3, 1)).toJson();
        QCOMPARE(str(later["state"]), QStringLiteral("revoked"));
        QCOMPARE(str(later["text"]), QStringLiteral("Not in force on 2025-03-01; revoked by EO 14148 on 2025-01-20."));

        const auto amended = DispositionNotes::parse(
            QStringLiteral("Amended by: EO 13950, September 22, 2020; EO 14000, January 1, 2021\n"
                           "Revoked in part by: EO 14100, May 5, 2023"));
        QCOMPARE(amended.size(), 3);
        QCOMPARE(amended.at(1).by, QStringLiteral("EO 14000"));
        QVERIFY(amended.at(2).inPart);
        QCOMPARE(str(DispositionNotes::statusAsOf(amended, QDate(2024, 1, 1)).toJson()["state"]),
                 QStringLiteral("amended"));
        QCOMPARE(str(DispositionNotes::statusAsOf({}, QDate(2024, 1, 1)).toJson()["text"]),
                 QStringLiteral("In force on 2024-01-01 (the Federal Register records no revocation or amendment)."));
    }

    void noMatchLeavesResultsOut()
    {
        FederalRegisterConfig config;
        config.baseUrl = m_server->baseUrl();
        FederalRegisterSource source(config);
        SearchQuery query;
        query.text = QStringLiteral("nothing matches");
        const auto results = source.search(query);
        QVERIFY(results.ok());
        QVERIFY(results->isEmpty());
    }

    void badConditionsAreAClearError()
    {
        FederalRegisterConfig config;
        config.baseUrl = m_server->baseUrl();
        config.maxAttempts = 1;
        FederalRegisterSource source(config);
        SearchQuery query;
        query.text = QStringLiteral("bad condition");
        const auto results = source.search(query);
        QVERIFY(!results.ok());
        QCOMPARE(results.error().kind, ErrorKind::Http);
        QCOMPARE(results.error().httpStatus, 400);
        QVERIFY(results.error().summary.startsWith(QStringLiteral("Federal Register search failed")));

        // A bad date never reaches a source: it is refused where it enters (model::AsOf::parse).
        QCOMPARE(model::AsOf::parse(QStringLiteral("2024-13-01"), model::AsOfOrigin::User).error().kind,
                 ErrorKind::Usage);
        QVERIFY(m_server->requestsTo(QStringLiteral("/api/v1/documents.json")).size() == 1);
    }

    void malformedBodyIsInvalidResponse()
    {
        QCOMPARE(FederalRegisterSource::parseResponse("<html>blocked</html>", {}, 10).error().kind,
                 ErrorKind::InvalidResponse);
        QCOMPARE(FederalRegisterSource::parseResponse(R"({"results": {}})", {}, 10).error().kind,
                 ErrorKind::InvalidResponse);
    }

private:
    std::unique_ptr<ScriptedServer> m_server;
};

QTEST_GUILESS_MAIN(FederalRegisterSourceTest)
#include "FederalRegisterSourceTest.moc"
