// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/SessionExport.h"
#include "export/MarkdownExport.h"
#include "export/RecordHtml.h"
#include "model/ResearchState.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace lmars;
using exporting::ExportFormat;
using exporting::SessionExport;

namespace {

model::ResearchState recordedState()
{
    model::ResearchState s;
    s.id = QStringLiteral("sess-1");
    s.question = QStringLiteral("Can my landlord keep the deposit?");
    s.mode = lmars::model::ResearchMode::MultiTurn;
    s.status = lmars::model::RunStatus::Finished;
    s.followUps = {{QStringLiteral("Which state?"), QString(), QStringLiteral("California")}};
    model::SearchResult web;
    web.id = QStringLiteral("web:1");
    web.title = QStringLiteral("Civil Code 1950.5");
    web.url = QStringLiteral("https://leginfo.legislature.ca.gov/1950.5");
    web.date = QStringLiteral("2024-01-01");
    web.authority = model::AuthorityTier::Primary;
    web.retrievedAt = QDateTime::fromString(QStringLiteral("2025-03-01T10:00:00.000Z"), Qt::ISODateWithMs);
    model::SearchResult local;
    local.id = QStringLiteral("local:1");
    local.type = model::SourceType::Local;
    local.title = QStringLiteral("Lease");
    local.url = QStringLiteral("file:///docs/lease.pdf#page=3");
    local.libraryPassage.emplace();
    local.libraryPassage->path = QStringLiteral("/docs/lease.pdf");
    local.libraryPassage->page = 3;
    s.sources << web << local;
    model::Iteration it;
    it.index = 1;
    it.queries << model::IssuedQuery{QStringLiteral("deposit return"),
                                     model::QueryType::WebSearch,
                                     model::SourceType::Web,
                                     QStringLiteral("serper"),
                                     4,
                                     120,
                                     QString()};
    model::Verdict verdict;
    verdict.sufficient = true;
    verdict.reasoning = QStringLiteral("The statute answers it.");
    it.verdict = verdict;
    s.iterations << it;
    s.answer.markdown = QStringLiteral("The landlord has 21 days [1]. Your lease says so too [2].");
    // As an older document could hold them: keys with secrets are not part of the settings read back.
    s.settings = model::RunSettings::fromJson({{"provider", "openai"},
                                               {"model", "gpt-test"},
                                               {"apiKey", "sk-SECRET"},
                                               {"nested", {{"token", "tok-SECRET"}, {"depth", 2}}},
                                               {"maxIterations", 3}});
    return s;
}

} // namespace

class SessionExportTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void settingsNeverShowSecrets()
    {
        const model::ResearchState s = recordedState();
        const auto rows = SessionExport::settingsRows(s);
        QString all;
        for (const auto& [label, value] : rows)
            all += label + QLatin1Char('=') + value + QLatin1Char('\n');
        QVERIFY2(all.contains(QLatin1String("Model=gpt-test")), qPrintable(all));
        QVERIFY(all.contains(QLatin1String("Maximum iterations=3")));
        QVERIFY(!all.contains(QLatin1String("SECRET")));
        const QString json = SessionExport::trajectoryJson(s);
        QVERIFY(!json.contains(QLatin1String("SECRET")));
        QVERIFY(json.contains(QLatin1String("\n  \"")));
        QVERIFY(json.contains(QLatin1String("gpt-test")));
        const QString md = exporting::MarkdownExport::fullRecord(s);
        QVERIFY(!md.contains(QLatin1String("SECRET")));
        QVERIFY(md.contains(QLatin1String("## Model and settings")));
        QVERIFY(md.contains(QLatin1String("Which state?")));
        QVERIFY(md.contains(QLatin1String("**Judge:** sufficient.")));
    }

    void settingsRowsShowNoKeyNames()
    {
        // What a run records under its settings reaches people as words, never as key names or ids.
        model::ResearchState s = recordedState();
        nlohmann::json saved = s.toJson()["settings"];
        saved["effectiveAsOfDate"] = "2024-06-01";
        saved["effectiveAsOfDateFrom"] = "user";
        saved["sources"] = nlohmann::json::array({"web", "caselaw", "fedreg"});
        saved["jurisdiction"] = "California";
        saved["someFutureSetting"] = "x";
        s.settings = model::RunSettings::fromJson(saved);
        QString all;
        for (const auto& [label, value] : SessionExport::settingsRows(s))
            all += label + QLatin1Char('=') + value + QLatin1Char('\n');
        QVERIFY2(all.contains(QLatin1String("Searched as of=2024-06-01 (the date you chose)")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("Sources=Web, Case law, Federal Register")), qPrintable(all));
        QVERIFY(all.contains(QLatin1String("Provider=OpenAI-compatible")));
        QVERIFY(all.contains(QLatin1String("Jurisdiction=California")));
        for (const char* raw : {"effectiveAsOfDate", "effectiveAsOfDateFrom", "someFutureSetting", "caselaw", "fedreg"})
            QVERIFY2(!all.contains(QLatin1String(raw)), raw);
        const QString html = exporting::RecordHtml::document(s);
        QVERIFY(!html.contains(QLatin1String("effectiveAsOfDate")));
    }

    void recordHtmlHasEverySection()
    {
        const QString html = exporting::RecordHtml::document(recordedState());
        QVERIFY(html.contains(QLatin1String("<h1>Can my landlord keep the deposit?</h1>")));
        QVERIFY(html.contains(QLatin1String("Which state?")));
        QVERIFY(html.contains(QLatin1String("California")));
        QVERIFY(html.contains(QLatin1String("<a class=\"cite\" href=\"#source-1\"")));
        QVERIFY(html.contains(QLatin1String("<li id=\"source-1\" value=\"1\">")));
        QVERIFY(html.contains(QLatin1String("<li id=\"source-2\" value=\"2\">")));
        QVERIFY(html.contains(QLatin1String("lease.pdf, page 3")));
        // Display names, never the ids: the tier, the source type and the search engine.
        QVERIFY2(html.contains(QLatin1String("authority: Primary")), qPrintable(html));
        QVERIFY2(html.contains(QLatin1String("Web (Serper)")), qPrintable(html));
        QVERIFY(!html.contains(QLatin1String("(serper)")));
        QVERIFY(!html.contains(QLatin1String("authority: primary")));
        const QString markdown = exporting::MarkdownExport::fullRecord(recordedState());
        QVERIFY2(markdown.contains(QLatin1String("Web (Serper)")), qPrintable(markdown));
        QVERIFY(!markdown.contains(QLatin1String("(serper)")));
        QVERIFY(html.contains(QLatin1String("retrieved: ")));
        QVERIFY(html.contains(QLatin1String("Judge: sufficient.")));
        QVERIFY(html.contains(QLatin1String("gpt-test")));
        QVERIFY(!html.contains(QLatin1String("SECRET")));
    }

    void approximateDatesAreShownAsSuch()
    {
        model::ResearchState s = recordedState();
        model::SearchResult news;
        news.id = QStringLiteral("web:2");
        news.title = QStringLiteral("Deposit ruling");
        news.url = QStringLiteral("https://www.reuters.com/deposit");
        news.date = QStringLiteral("2023-05-03");
        news.dateApproximate = true;
        news.webResult.emplace().rawDate = QStringLiteral("1 day ago");
        s.sources << news;
        QCOMPARE(SessionExport::dateText(news), QStringLiteral("about 2023-05-03"));
        QCOMPARE(SessionExport::dateText(s.sources.constFirst()), QStringLiteral("2024-01-01"));
        QVERIFY(exporting::RecordHtml::document(s).contains(QLatin1String("date: about 2023-05-03")));
        QVERIFY(exporting::RecordHtml::document(s).contains(QLatin1String("date: 2024-01-01")));
        QVERIFY(exporting::MarkdownExport::fullRecord(s).contains(QLatin1String("about 2023-05-03")));
        QVERIFY(SessionExport::trajectoryJson(s).contains(QLatin1String("\"dateApproximate\": true")));
    }

    void writesFiles()
    {
        QTemporaryDir dir;
        const model::ResearchState s = recordedState();
        for (ExportFormat f : {ExportFormat::Markdown, ExportFormat::Json, ExportFormat::Html}) {
            const QString path = dir.filePath(SessionExport::suggestedFileName(s, f));
            QVERIFY(SessionExport::writeText(path, SessionExport::render(s, f)).ok());
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QVERIFY(file.readAll().contains("deposit"));
        }
        QCOMPARE(SessionExport::suggestedFileName(s, ExportFormat::Pdf),
                 QStringLiteral("Can my landlord keep the deposit.pdf"));
        // With its day, and from a session's title: never the same "lmars-answer.pdf" for every session.
        model::ResearchState dated = s;
        dated.startedAt = QDateTime(QDate(2026, 11, 20), QTime(12, 0), Qt::UTC);
        QCOMPARE(SessionExport::suggestedFileName(dated, ExportFormat::Pdf),
                 QStringLiteral("Can my landlord keep the deposit 2026-11-20.pdf"));
        QCOMPARE(SessionExport::suggestedFileName(QStringLiteral("Deposit: Smith/Jones"), dated.startedAt,
                                                  ExportFormat::Markdown),
                 QStringLiteral("Deposit Smith Jones 2026-11-20.md"));
        // A long question is cut at a word boundary, never mid-word.
        const QString longTitle = QStringLiteral("Can my landlord keep the deposit if I moved out one week after the "
                                                 "lease ended?");
        const QString cut = SessionExport::suggestedFileName(longTitle, dated.startedAt, ExportFormat::Pdf);
        QCOMPARE(cut, QStringLiteral("Can my landlord keep the deposit if I moved out one week 2026-11-20.pdf"));
        QCOMPARE(SessionExport::suggestedFileName(QString(70, QLatin1Char('x')), QDateTime(), ExportFormat::Pdf),
                 QString(60, QLatin1Char('x')) + QStringLiteral(".pdf"));
    }
};

QTEST_GUILESS_MAIN(SessionExportTest)
#include "SessionExportTest.moc"
