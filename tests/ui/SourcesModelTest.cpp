// SPDX-License-Identifier: GPL-3.0-or-later
// The sources model and its filter/sort proxy under QAbstractItemModelTester; the panel's cited marks.
#include "ScriptedServer.h"
#include "SourceDetailView.h"
#include "SourceFilterModel.h"
#include "SourceItemDelegate.h"
#include "SourceListModel.h"
#include "SourceMetadata.h"
#include "SourcesPanel.h"
#include "UiTestSupport.h"
#include "search/PageReader.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QStyleOptionViewItem>
#include <QTextBrowser>

using namespace lmars;

namespace {

model::SearchResult result(const QString& id, model::SourceType type, model::AuthorityTier tier, const QString& date)
{
    model::SearchResult r;
    r.id = id;
    r.type = type;
    r.authority = tier;
    r.title = QStringLiteral("Title of ") + id;
    r.url = QStringLiteral("https://example.org/") + id;
    r.date = date;
    r.snippet = QStringLiteral("Snippet about California deposits.");
    return r;
}

} // namespace

class SourcesModelTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modelAndProxyAreConsistent()
    {
        ui::SourceListModel model;
        ui::SourceFilterModel proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);

        QList<model::SearchResult> sources{
            result(QStringLiteral("a"), model::SourceType::Web, model::AuthorityTier::Reputable, {}),
            result(QStringLiteral("b"), model::SourceType::CaseLaw, model::AuthorityTier::Primary,
                   QStringLiteral("2019-03-01"))};
        model.setSources(sources);
        QCOMPARE(model.rowCount(), 2);
        sources << result(QStringLiteral("c"), model::SourceType::Web, model::AuthorityTier::Official,
                          QStringLiteral("2021-05-05"));
        model.setSources(sources); // appended
        QCOMPARE(model.rowCount(), 3);
        sources[0].content = QStringLiteral("full text");
        model.setSources(sources); // updated in place
        QCOMPARE(model.index(0).data(ui::SourceListModel::ContentRole).toString(), QStringLiteral("full text"));
        QCOMPARE(model.index(1).data(ui::SourceListModel::JurisdictionRole).toString(), QStringLiteral("California"));
        // A date computed from "1 day ago" is shown as approximate; it sorts by the date itself.
        QCOMPARE(model.index(1).data(ui::SourceListModel::DateTextRole).toString(), QStringLiteral("2019-03-01"));
        sources[2].dateApproximate = true;
        model.setSources(sources);
        QCOMPARE(model.index(2).data(ui::SourceListModel::DateTextRole).toString(), QStringLiteral("about 2021-05-05"));
        QCOMPARE(model.index(2).data(ui::SourceListModel::DateRole).toString(), QStringLiteral("2021-05-05"));

        proxy.setTypeFilter(lmars::model::SourceType::Web);
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setTypeFilter(std::nullopt);
        proxy.setTierFilter(lmars::model::AuthorityTier::Primary);
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setTierFilter(std::nullopt);
        proxy.setSortKey(ui::SourceFilterModel::SortKey::Authority);
        QCOMPARE(proxy.index(0, 0).data(ui::SourceListModel::NumberRole).toInt(), 2);
        proxy.setSortKey(ui::SourceFilterModel::SortKey::Date);
        QCOMPARE(proxy.index(0, 0).data(ui::SourceListModel::NumberRole).toInt(), 3);
        QCOMPARE(proxy.index(2, 0).data(ui::SourceListModel::NumberRole).toInt(), 1); // undated last
        proxy.setSortKey(ui::SourceFilterModel::SortKey::Number);
        QCOMPARE(proxy.index(0, 0).data(ui::SourceListModel::NumberRole).toInt(), 1);

        model.setSources({result(QStringLiteral("z"), model::SourceType::Local, model::AuthorityTier::Unknown, {})});
        QCOMPARE(model.rowCount(), 1); // another run: reset
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    void panelMarksCitedSourcesAndSelects()
    {
        ui::SourcesPanel panel;
        model::ResearchState state;
        for (const char* id : {"a", "b", "c", "d"})
            state.sources << result(QLatin1String(id), model::SourceType::Web, model::AuthorityTier::Unknown, {});
        panel.setState(state);
        panel.setCitedFromMarkdown(QStringLiteral("Deposits [1]. Deadlines [3-4]. Not a marker [x]."));
        auto* model = panel.model();
        QVERIFY(model->index(0).data(ui::SourceListModel::CitedRole).toBool());
        QVERIFY(!model->index(1).data(ui::SourceListModel::CitedRole).toBool());
        QVERIFY(model->index(3).data(ui::SourceListModel::CitedRole).toBool());
        QVERIFY(panel.selectSource(3));
        QCOMPARE(panel.selectedSource(), 3);
        QVERIFY(!panel.selectSource(9));
        QVERIFY(ui::SourceListModel::citationFor(state.sources.at(0)).contains(QStringLiteral("example.org/a")));
    }

    void copyCitationGivesTheBluebookForm()
    {
        // A California Supreme Court decision: its courts-db id ("cal") never reaches the user, and the court is
        // left out because the official reporter names it (issue 28).
        model::SearchResult c =
            result(QStringLiteral("caselaw:cluster:1"), model::SourceType::CaseLaw, model::AuthorityTier::Primary, {});
        c.title = QStringLiteral("People v. Superior Court");
        c.site = QStringLiteral("cal");
        c.date = QStringLiteral("2006-07-03");
        model::CaseRecord& record = c.courtCase.emplace();
        record.caseName = QStringLiteral("People v. Superior Court");
        record.citations = QStringList{QStringLiteral("39 Cal. 4th 1"), QStringLiteral("139 P.3d 1")};
        record.courtId = QStringLiteral("cal");
        record.dateFiled = QStringLiteral("2006-07-03");
        ui::SourcesPanel panel;
        model::ResearchState state;
        state.sources << c;
        panel.setState(state);
        QCOMPARE(panel.model()->index(0).data(ui::SourceListModel::CitationRole).toString(),
                 QStringLiteral("People v. Superior Court, 39 Cal. 4th 1, 139 P.3d 1 (2006)"));
        auto* copy = panel.findChild<QPushButton*>(QStringLiteral("copyCitationButton"));
        QVERIFY(copy);
        QVERIFY(panel.selectSource(1));
        copy->click();
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 QStringLiteral("People v. Superior Court, 39 Cal. 4th 1, 139 P.3d 1 (2006)"));
    }

    void primaryLawSourcesShowTheirStatusOnTheAsOfDate()
    {
        model::SearchResult eo = result(QStringLiteral("fedreg:2023-24283"), model::SourceType::Official,
                                        model::AuthorityTier::Primary, QStringLiteral("2023-10-30"));
        using Change = model::LegalStatus::Change;
        eo.federalRegister.emplace().legalStatus =
            model::LegalStatus{model::LegalStatus::State::InForce, QString(), QStringLiteral("2024-06-01"),
                               QList<Change>{{Change::Action::Revoked, false, QStringLiteral("EO 14148"),
                                              QStringLiteral("2025-01-20"), true}}};
        model::SearchResult revoked = eo;
        revoked.id = QStringLiteral("fedreg:later");
        model::LegalStatus& later = *revoked.federalRegister->legalStatus;
        later.asOf = QStringLiteral("2025-03-01");
        later.state = model::LegalStatus::State::Revoked;
        (*later.changes)[0].afterAsOf = false;
        model::SearchResult news = result(QStringLiteral("web:news"), model::SourceType::Web,
                                          model::AuthorityTier::Reputable, QStringLiteral("2025-01-21"));
        news.afterAsOf = true;
        model::SearchResult plain = result(QStringLiteral("web:plain"), model::SourceType::Web,
                                           model::AuthorityTier::Reputable, QStringLiteral("2020-01-01"));

        QCOMPARE(ui::SourceListModel::statusFor(eo),
                 QStringLiteral("In force on 2024-06-01; changed after that date: 2025-01-20"));
        QCOMPARE(ui::SourceListModel::statusFor(revoked), QStringLiteral("Revoked by EO 14148 on 2025-01-20"));
        QCOMPARE(ui::SourceListModel::statusFor(news), QStringLiteral("after the as-of date"));
        QVERIFY(ui::SourceListModel::statusFor(plain).isEmpty());

        ui::SourceListModel listModel;
        listModel.setSources({eo, news});
        QCOMPARE(listModel.index(0).data(ui::SourceListModel::StatusRole).toString(),
                 ui::SourceListModel::statusFor(eo));
        QVERIFY(listModel.index(0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("In force on 2024-06-01")));
    }

    void flagsThatChangeWhatASourceIsWorthAreShownWhole()
    {
        // The sources panel at its width in a 1366×768 window: flags are painted on lines of their own,
        // whole, in the row and in the detail header, not only in a tooltip.
        model::SearchResult news = result(QStringLiteral("web:news"), model::SourceType::Web,
                                          model::AuthorityTier::Reputable, QStringLiteral("2025-01-21"));
        news.title = QStringLiteral("A very long news headline about security deposits that the row must elide");
        news.afterAsOf = true;
        model::SearchResult revoked = result(QStringLiteral("fedreg:eo"), model::SourceType::Official,
                                             model::AuthorityTier::Primary, QStringLiteral("2023-10-30"));
        using Change = model::LegalStatus::Change;
        revoked.federalRegister.emplace().legalStatus =
            model::LegalStatus{model::LegalStatus::State::Revoked, QString(), QStringLiteral("2025-03-01"),
                               QList<Change>{{Change::Action::Revoked, false, QStringLiteral("EO 14148"),
                                              QStringLiteral("2025-01-20"), false}}};
        model::SearchResult plain = result(QStringLiteral("web:plain"), model::SourceType::Web,
                                           model::AuthorityTier::Reputable, QStringLiteral("2020-01-01"));
        ui::SourcesPanel panel;
        model::ResearchState state;
        state.sources = {news, revoked, plain};
        panel.setState(state);
        panel.resize(300, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* list = panel.findChild<QListView*>(QStringLiteral("sourceList"));
        QVERIFY(list);
        QStyleOptionViewItem option;
        option.initFrom(list);
        option.font = list->font();
        const QFontMetrics fm(option.font);
        const QHash<int, QString> expected{{1, QStringLiteral("after the as-of date")}, {2, QStringLiteral("revoked")}};
        for (int row = 0; row < list->model()->rowCount(); ++row) {
            const QModelIndex index = list->model()->index(row, 0);
            const int n = index.data(ui::SourceListModel::NumberRole).toInt();
            const QString warnings = ui::SourceItemDelegate::warningsText(index);
            if (!expected.contains(n)) {
                QVERIFY2(warnings.isEmpty(), qPrintable(warnings));
                continue;
            }
            QVERIFY2(warnings.contains(expected.value(n)), qPrintable(warnings));
            const QRect rowRect = list->visualRect(index);
            const QRect flags = ui::SourceItemDelegate::warningsRect(option, index, rowRect);
            // Inside the row and the viewport, and tall enough for the text wrapped at its width.
            QVERIFY2(rowRect.contains(flags), qPrintable(warnings));
            QVERIFY(list->viewport()->rect().contains(flags));
            QVERIFY(flags.height() >=
                    fm.boundingRect(QRect(0, 0, flags.width(), 1000), Qt::TextWordWrap, warnings).height());
            for (const QString& word : warnings.split(QLatin1Char(' ')))
                QVERIFY(fm.horizontalAdvance(word) <= flags.width());
        }
        // The detail header names the flag too, and the label shows it whole.
        QModelIndex first;
        for (int row = 0; row < list->model()->rowCount(); ++row) {
            if (list->model()->index(row, 0).data(ui::SourceListModel::NumberRole).toInt() == 1)
                first = list->model()->index(row, 0);
        }
        QVERIFY(first.isValid());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(first).center());
        QCOMPARE(panel.selectedSource(), 1);
        auto* title = panel.findChild<QLabel*>(QStringLiteral("sourceDetailTitle"));
        QVERIFY(title);
        QVERIFY2(title->text().contains(QStringLiteral("after the as-of date")), qPrintable(title->text()));
        QTRY_VERIFY(title->height() >= title->heightForWidth(title->width()));
    }

    void aPageThatWasNotFoundIsFlagged()
    {
        // The reason the research records when the page reader gets a 404 (PageReadStage), from the
        // real reader against a server that has no such page.
        test::ScriptedServer server;
        QVERIFY(server.loadScenario(R"({"routes": []})"));
        QVERIFY(server.start());
        const auto page = search::PageReader().read(server.baseUrl().toString() + QStringLiteral("/gone"));
        QVERIFY(!page);
        QCOMPARE(page.error().httpStatus, 404);
        model::SearchResult gone =
            result(QStringLiteral("web:gone"), model::SourceType::Web, model::AuthorityTier::Reputable, {});
        lmars::test::setMetadata(
            gone, {{"read", {{"status", "failed"}, {"ms", 12}, {"reason", page.error().toString().toStdString()}}}});
        model::SearchResult slow =
            result(QStringLiteral("web:slow"), model::SourceType::Web, model::AuthorityTier::Reputable, {});
        lmars::test::setMetadata(
            slow, {{"read", {{"status", "failed"}, {"ms", 20000}, {"reason", "The request timed out."}}}});
        model::SearchResult fine =
            result(QStringLiteral("web:fine"), model::SourceType::Web, model::AuthorityTier::Reputable, {});
        lmars::test::setMetadata(fine, {{"read", {{"status", "read"}, {"ms", 80}, {"chars", 5000}}}});
        // The status the reader recorded decides, whatever the reason's words (PageReadRecord::httpStatus).
        model::SearchResult gone410 =
            result(QStringLiteral("web:gone410"), model::SourceType::Web, model::AuthorityTier::Reputable, {});
        gone410.pageRead = model::PageReadRecord{};
        gone410.pageRead->httpStatus = 410;
        gone410.pageRead->reason = QStringLiteral("The server refused the page.");
        QCOMPARE(ui::SourceListModel::warningsFor(gone410), QStringList{QStringLiteral("page not found")});
        ui::SourceListModel model;
        model.setSources({gone, slow, fine});
        model.setCited({1, 2, 3});
        const auto flags = [&model](int row) {
            return model.index(row).data(ui::SourceListModel::WarningsRole).toStringList();
        };
        QVERIFY2(flags(0).contains(QStringLiteral("page not found")), qPrintable(flags(0).join(u',')));
        QVERIFY2(flags(1).contains(QStringLiteral("page not read")), qPrintable(flags(1).join(u',')));
        QVERIFY(!flags(1).contains(QStringLiteral("page not found")));
        QVERIFY2(flags(2).isEmpty(), qPrintable(flags(2).join(u',')));
    }

    void aVerifiedCaseShowsWhetherItBindsTheForum()
    {
        model::SearchResult opinion = result(QStringLiteral("cl:1"), model::SourceType::CaseLaw,
                                             model::AuthorityTier::Primary, QStringLiteral("1999-08-12"));
        model::SearchResult other = result(QStringLiteral("cl:2"), model::SourceType::CaseLaw,
                                           model::AuthorityTier::Primary, QStringLiteral("2001-01-01"));
        ui::SourceListModel model;
        model.setSources({opinion, other});
        model::Verification verification;
        verification.present = true;
        model::VerifiedCitation binding;
        binding.citation.kind = model::CitationKind::Case;
        binding.citation.text = QStringLiteral("Granberry v. Islay Investments, 9 Cal. 4th 738 (1995)");
        binding.check.status = model::CitationStatus::Verified;
        binding.sourceN = 1;
        binding.authority.kind = model::AuthorityKind::Binding;
        binding.authority.reason = QStringLiteral("California Supreme Court: binds every California state court");
        binding.authority.forum = QStringLiteral("a California state trial court");
        binding.authority.assumed = true;
        model::VerifiedCitation notFound = binding;
        notFound.sourceN = 2;
        notFound.check.status = model::CitationStatus::NotFound; // never classified: nothing to show
        verification.citations = {binding, notFound};
        model.setVerification(verification);

        const QModelIndex first = model.index(0);
        QCOMPARE(first.data(ui::SourceListModel::AuthorityRole).toString(), QStringLiteral("Binding"));
        QCOMPARE(first.data(ui::SourceListModel::AuthorityKindRole).value<model::AuthorityKind>(),
                 model::AuthorityKind::Binding);
        const QString tip = first.data(ui::SourceListModel::AuthorityTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("binds every California state court")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("assumed forum: a California state trial court")), qPrintable(tip));
        QVERIFY(first.data(Qt::ToolTipRole).toString().contains(QStringLiteral("binds every California")));
        const QStringList detail = first.data(ui::SourceListModel::VerificationDetailRole).toStringList();
        QVERIFY2(detail.join(u'\n').contains(QStringLiteral("Binding — California Supreme Court")),
                 qPrintable(detail.join(u'\n')));
        QVERIFY(model.index(1).data(ui::SourceListModel::AuthorityRole).toString().isEmpty());

        // The detail view shows the reason under the check.
        ui::SourcesPanel panel;
        model::ResearchState state;
        state.sources = {opinion, other};
        state.verification = verification;
        panel.setState(state);
        panel.resize(320, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* list = panel.findChild<QListView*>(QStringLiteral("sourceList"));
        QVERIFY(list);
        for (int row = 0; row < list->model()->rowCount(); ++row) {
            const QModelIndex index = list->model()->index(row, 0);
            if (index.data(ui::SourceListModel::NumberRole).toInt() == 1)
                QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(index).center());
        }
        QCOMPARE(panel.selectedSource(), 1);
        auto* body = panel.findChild<QTextBrowser*>();
        QVERIFY(body);
        QTRY_VERIFY2(body->toPlainText().contains(QStringLiteral("Binding — California Supreme Court")),
                     qPrintable(body->toPlainText()));
        if (const QString shots = qEnvironmentVariable("LMARS_SCREENSHOTS"); !shots.isEmpty())
            panel.grab().save(QDir(shots).filePath(QStringLiteral("sources-authority.png")));
    }

    void theDetailOfACfrSectionShowsWhatChangedSinceTheDate()
    {
        model::SearchResult cfr = result(QStringLiteral("ecfr:title-29:section-825.110"), model::SourceType::Official,
                                         model::AuthorityTier::Official, QStringLiteral("2017-01-01"));
        cfr.content = QStringLiteral("(1) Has been employed by the employer for at least 12 months, and\n"
                                     "(2) Has been employed for at least 1,250 hours of service.");
        lmars::test::setMetadata(cfr,
                                 {{"cfrCitation", "29 CFR 825.110"},
                                  {"textAsOf", "2024-06-01"},
                                  {"amendedAfterAsOf", {"2025-03-10"}},
                                  {"currentTextAsOf", "2025-05-01"},
                                  {"currentText", "(1) Has been employed by the employer for at least 6 months, and\n"
                                                  "(2) Has been employed for at least 1,000 hours of service."},
                                  {"edition", "eCFR: not the official legal edition of the CFR."}});
        ui::SourceListModel listModel;
        listModel.setSources({cfr});
        ui::SourceDetailView view;
        view.showSource(listModel.index(0));
        const QString shown = view.shownText();
        QVERIFY2(shown.contains(QStringLiteral("Text as of 2024-06-01")), qPrintable(shown));
        QVERIFY(shown.contains(QStringLiteral("Changes since your date")));
        QVERIFY(
            shown.contains(QStringLiteral("From the text in force on 2024-06-01 to the current text of 2025-05-01")));
        QVERIFY(shown.contains(QStringLiteral("not the official legal edition")));
        // The old words struck through, the new ones underlined.
        const QString html = view.findChild<QTextBrowser*>(QStringLiteral("sourceDetailText"))->toHtml();
        QVERIFY(html.contains(QStringLiteral("line-through")));
        QVERIFY(html.contains(QStringLiteral("underline")));
        QVERIFY(shown.contains(QStringLiteral("12 6 months")) || shown.contains(QStringLiteral("126 months")));
        QVERIFY(shown.contains(QStringLiteral("1,250 1,000")) || shown.contains(QStringLiteral("1,2501,000")));

        // Unchanged since: no comparison.
        QVERIFY(cfr.regulation);
        cfr.regulation->currentText.clear();
        listModel.setSources({cfr});
        view.showSource(listModel.index(0));
        QVERIFY(!view.shownText().contains(QStringLiteral("Changes since your date")));
    }

    void theDetailOfAnExecutiveOrderAndAStatute()
    {
        model::SearchResult eo = result(QStringLiteral("fedreg:2023-24283"), model::SourceType::Official,
                                        model::AuthorityTier::Primary, QStringLiteral("2023-10-30"));
        lmars::test::setMetadata(
            eo, {{"documentNumber", "2023-24283"},
                 {"frCitation", "88 FR 75191"},
                 {"documentType", "Presidential Document"},
                 {"documentSubtype", "Executive Order"},
                 {"executiveOrderNumber", "14110"},
                 {"signingDate", "2023-10-30"},
                 {"publicationDate", "2023-11-01"},
                 {"legalStatus",
                  {{"state", "in_force"},
                   {"asOf", "2024-06-01"},
                   {"text", "In force on 2024-06-01; later revoked by EO 14148 on 2025-01-20, after the as-of "
                            "date."}}}});
        model::SearchResult code = result(QStringLiteral("uscode:title-42:section-1983"), model::SourceType::Official,
                                          model::AuthorityTier::Primary, QString());
        lmars::test::setMetadata(
            code, {{"uscCitation", "42 U.S.C. § 1983"},
                   {"edition", "United States Code (GovInfo), 2023 Edition; laws enacted through 2025-01-03."},
                   {"currentThrough", "2025-01-03"},
                   {"sourceCredit", "(R.S. §1979; Pub. L. 96–170, §1, Dec. 29, 1979, 93 Stat. 1284.)"}});
        ui::SourceListModel listModel;
        listModel.setSources({eo, code});
        ui::SourceDetailView view;
        view.showSource(listModel.index(0));
        QString shown = view.shownText();
        for (const char* expected :
             {"Presidential document (Executive Order)", "No. 14110", "88 FR 75191", "Signed", "2023-10-30",
              "Published", "2023-11-01", "later revoked by EO 14148 on 2025-01-20"})
            QVERIFY2(shown.contains(QString::fromUtf8(expected)), expected);
        view.showSource(listModel.index(1));
        shown = view.shownText();
        QVERIFY(shown.contains(QStringLiteral("2023 Edition; laws enacted through 2025-01-03")));
        QVERIFY(shown.contains(QStringLiteral("(R.S. §1979;")));
        QCOMPARE(ui::SourceListModel::statusFor(code), QStringLiteral("U.S. Code: laws enacted through 2025-01-03"));

        // The official sources have their own filter.
        ui::SourcesPanel panel;
        model::ResearchState state;
        state.sources << eo << code
                      << result(QStringLiteral("web:a"), model::SourceType::Web, model::AuthorityTier::Unknown, {});
        panel.setState(state);
        auto* type = panel.findChild<QComboBox*>(QStringLiteral("sourceTypeFilter"));
        QVERIFY(type);
        const int official = type->findData(QVariant::fromValue(model::SourceType::Official));
        QVERIFY(official > 0);
        type->setCurrentIndex(official);
        QCOMPARE(type->currentText(), QStringLiteral("Official sources"));
        auto* proxy = panel.findChild<ui::SourceFilterModel*>();
        QVERIFY(proxy);
        QCOMPARE(proxy->rowCount(), 2);
    }
};

LMARS_UI_TEST_MAIN(SourcesModelTest)
#include "SourcesModelTest.moc"
