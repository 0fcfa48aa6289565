// SPDX-License-Identifier: GPL-3.0-or-later
// The verification record on screen (issue 13, points 7 and 8): badges with tooltips in the answer
// view, the live Verification card of the timeline, and the document citation check dialog with its
// exports. Screenshots at 1366×768 go to LMARS_SCREENSHOTS=DIR when it is set.
#include "CitationLookupScript.h"
#include "CitingOpinionsScript.h"
#include "ScriptedServer.h"
#include "UiTestSupport.h"
#include "verify/NetworkCitationChecker.h"

#include "SourceListModel.h"
#include "TimelineCard.h"
#include "TimelineView.h"
#include "model/ResearchEvent.h"
#include "model/ResearchState.h"
#include "parse/CitationExtractor.h"
#include "verify/DocumentCheckDialog.h"
#include "verify/OfficialSourceChecker.h"
#include "verify/OfflineCitationChecker.h"
#include "verify/RecheckDialog.h"
#include "web/AnswerPage.h"
#include "web/AnswerView.h"

#include <QCheckBox>
#include <QFile>
#include <QFont>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>

using namespace lmars;

namespace {

const QString kAnswer =
    QStringLiteral("In *Smith v. Jones*, 123 F.3d 456, 460 (9th Cir. 1999), the court required notice [1].\n\n"
                   "Claims are brought under 42 U.S.C. § 1983 [2]. Tenants must sue within 21 days [2].\n\n"
                   "See also Doe v. Roe, 999 F.2d 1 (2d Cir. 1993) [1].\n");
const QString kFoundUrl = QStringLiteral("https://www.courtlistener.com/opinion/123/brown-v-board/");

model::VerifiedCitation citation(const QString& text, model::CitationStatus status, const QString& reason,
                                 const QString& link = {})
{
    model::VerifiedCitation c;
    c.citation.kind = model::CitationKind::Case;
    c.citation.start = int(kAnswer.indexOf(text));
    c.citation.end = c.citation.start + int(text.size());
    c.citation.text = text;
    c.citation.normalized = text;
    c.check.status = status;
    c.check.reason = reason;
    c.link = link;
    return c;
}

model::ResearchState answeredState()
{
    model::ResearchState s;
    s.id = QStringLiteral("verify-ui");
    s.question = QStringLiteral("Is notice required before eviction?");
    s.status = model::RunStatus::Finished;
    for (int i = 1; i <= 2; ++i) {
        model::SearchResult r;
        r.id = QStringLiteral("web:%1").arg(i);
        r.title = QStringLiteral("Source %1").arg(i);
        r.url = QStringLiteral("https://example.gov/%1").arg(i);
        s.sources << r;
    }
    s.answer.markdown = kAnswer;
    s.verification.present = true;
    s.verification.finished = true;
    s.verification.citations << citation(QStringLiteral("Smith v. Jones*, 123 F.3d 456, 460 (9th Cir. 1999)"),
                                         model::CitationStatus::Mismatch,
                                         QStringLiteral("This citation is Brown v. Board, not Smith v. Jones."),
                                         kFoundUrl)
                             << citation(QStringLiteral("42 U.S.C. § 1983"), model::CitationStatus::Verified,
                                         QStringLiteral("The section exists in the official U.S. Code."),
                                         QStringLiteral("https://uscode.house.gov/view.xhtml?req=42+USC+1983"))
                             << citation(QStringLiteral("Doe v. Roe, 999 F.2d 1 (2d Cir. 1993)"),
                                         model::CitationStatus::Unchecked,
                                         QStringLiteral("Cases were not looked up (no CourtListener token)."));
    model::VerifiedClaim claim;
    claim.sentence = QStringLiteral("Tenants must sue within 21 days [2].");
    claim.start = int(kAnswer.indexOf(claim.sentence));
    claim.end = claim.start + int(claim.sentence.size());
    claim.sourceNs = {2};
    claim.status = model::ClaimStatus::NotSupported;
    claim.reason = QStringLiteral("Source 2 states no deadline.");
    claim.missingFacts = {QStringLiteral("21 days")};
    s.verification.claims << claim;
    s.verification.notes << QStringLiteral("Cases were not checked: set a CourtListener token in Settings.");
    return s;
}

void shoot(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("LMARS_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QTest::qWait(300); // let WebEngine paint its last frame
    widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

/// A two-page PDF with Qt's own writer: poppler reads its text back like any other PDF's.
bool writePdf(const QString& path, const QStringList& pages)
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setResolution(72);
    QPainter painter(&writer);
    if (!painter.isActive())
        return false;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSize(11);
    painter.setFont(font);
    for (int i = 0; i < pages.size(); ++i) {
        if (i > 0)
            writer.newPage();
        int y = 60;
        for (const QString& line : pages.at(i).split(QLatin1Char('\n'))) {
            painter.drawText(50, y, line);
            y += 18;
        }
    }
    return painter.end();
}

/// Finds every citation (as a lookup that found each case would), so that the document check
/// classifies the cases in the forum; no service is called.
class FoundEverythingChecker final : public verify::CitationChecker
{
public:
    QList<model::VerifiedCitation> check(const QList<model::LegalCitation>& citations, QDate asOf,
                                         const CancelToken& cancel, const Progress& progress = {}) override
    {
        Q_UNUSED(asOf)
        Q_UNUSED(cancel)
        Q_UNUSED(progress)
        QList<model::VerifiedCitation> rows;
        for (const model::LegalCitation& c : citations) {
            model::VerifiedCitation row;
            row.citation = c;
            row.check.status = model::CitationStatus::Verified;
            row.check.reason = QStringLiteral("Found.");
            rows << row;
        }
        return rows;
    }
    QStringList notes() const override { return {}; }
};

} // namespace

class VerificationUiTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void answerViewShowsBadgesWithTooltips()
    {
        ui::AnswerView view;
        view.resize(1366, 768);
        view.show();
        QTRY_VERIFY_WITH_TIMEOUT(view.isLoaded(), 30000);
        const model::ResearchState state = answeredState();
        view.setSources(state.sources);
        view.showState(state);
        QWebEnginePage* page = view.page();
        QTRY_COMPARE_WITH_TIMEOUT(
            test::runJs(page, QStringLiteral("document.querySelectorAll('section.answer .vbadge').length")).toInt(), 4,
            30000);
        const QStringList labels =
            test::runJs(page, QStringLiteral("Array.from(document.querySelectorAll('section.answer .vbadge'))"
                                             ".map(function (b) { return b.textContent; })"))
                .toStringList();
        QCOMPARE(labels, QStringList({QStringLiteral("✗ mismatch"), QStringLiteral("✓ verified"),
                                      QStringLiteral("✗ not supported"), QStringLiteral("? unchecked")}));
        // The mismatch badge links the case found (opened like any web link).
        QCOMPARE(
            test::runJs(page, QStringLiteral("document.querySelector('section.answer a.vbadge-bad').href")).toString(),
            kFoundUrl);
        // Hovering a badge shows the reason and the link; hovering the claim's shows why it failed.
        auto hover = [page](int index) {
            test::runJs(page, QStringLiteral("document.querySelectorAll('section.answer .vbadge')[%1].dispatchEvent("
                                             "new MouseEvent('mouseover', {bubbles: true})); true")
                                  .arg(index));
            return test::runJs(page, QStringLiteral("window.lmars.tooltipText()")).toString();
        };
        QString tip = hover(0);
        QVERIFY2(tip.contains(QStringLiteral("This citation is Brown v. Board, not Smith v. Jones.")), qPrintable(tip));
        QVERIFY(tip.contains(kFoundUrl));
        tip = hover(2);
        QVERIFY2(tip.contains(QStringLiteral("Source 2 states no deadline.")), qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("21 days")));
        tip = hover(3);
        QVERIFY2(tip.contains(QStringLiteral("no CourtListener token")), qPrintable(tip));
        // The [n] markers still work beside the badges, and the Citation check section follows.
        QVERIFY(
            test::runJs(page, QStringLiteral("document.querySelectorAll('section.answer a.cite').length")).toInt() >=
            4);
        QVERIFY(test::runJs(page, QStringLiteral("document.querySelector('section.citation-check').textContent"))
                    .toString()
                    .contains(QStringLiteral("set a CourtListener token")));
        shoot(&view, QStringLiteral("verification-answer-light"));
        view.setDark(true);
        QTRY_VERIFY_WITH_TIMEOUT(
            test::runJs(page, QStringLiteral("document.documentElement.getAttribute('data-theme')")).toString() ==
                QStringLiteral("dark"),
            30000);
        QTRY_COMPARE_WITH_TIMEOUT(
            test::runJs(page, QStringLiteral("document.querySelectorAll('section.answer .vbadge').length")).toInt(), 4,
            30000);
        shoot(&view, QStringLiteral("verification-answer-dark"));
    }

    void answerViewShowsWhetherAVerifiedCaseBindsTheForum()
    {
        ui::AnswerView view;
        view.resize(1366, 768);
        view.show();
        QTRY_VERIFY_WITH_TIMEOUT(view.isLoaded(), 30000);
        model::ResearchState state = answeredState();
        model::VerifiedCitation* verifiedCase = nullptr;
        for (model::VerifiedCitation& c : state.verification.citations) {
            if (c.citation.kind == model::CitationKind::Case && !verifiedCase)
                verifiedCase = &c;
        }
        QVERIFY(verifiedCase);
        verifiedCase->check.status = model::CitationStatus::Verified;
        verifiedCase->authority.kind = model::AuthorityKind::Binding;
        verifiedCase->authority.reason = QStringLiteral("Court of Appeals for the Ninth Circuit: binds United States "
                                                        "District Court for the Northern District of California, "
                                                        "whose appeals it hears");
        verifiedCase->authority.forum =
            QStringLiteral("United States District Court for the Northern District of California");
        view.setSources(state.sources);
        view.showState(state);
        QWebEnginePage* page = view.page();
        QTRY_COMPARE_WITH_TIMEOUT(
            test::runJs(page, QStringLiteral("document.querySelectorAll('section.answer .abadge').length")).toInt(), 1,
            30000);
        QCOMPARE(test::runJs(page, QStringLiteral("document.querySelector('section.answer .abadge').textContent"))
                     .toString(),
                 QStringLiteral("Binding"));
        // Right after the case's verification badge, and its tooltip gives the reason.
        QCOMPARE(test::runJs(page, QStringLiteral("document.querySelector('section.answer .abadge')"
                                                  ".previousElementSibling.className"))
                     .toString(),
                 QStringLiteral("vbadge vbadge-ok"));
        test::runJs(page, QStringLiteral("document.querySelector('section.answer .abadge').dispatchEvent("
                                         "new MouseEvent('mouseover', {bubbles: true})); true"));
        const QString tip = test::runJs(page, QStringLiteral("window.lmars.tooltipText()")).toString();
        QVERIFY2(tip.contains(QStringLiteral("whose appeals it hears")), qPrintable(tip));
        shoot(&view, QStringLiteral("verification-answer-authority"));
    }

    void timelineCardUpdatesOnEvents()
    {
        ui::TimelineView timeline;
        timeline.resize(420, 700);
        timeline.runStarted(model::ResearchMode::Simple);
        auto state = std::make_shared<model::ResearchState>(answeredState());
        state->status = model::RunStatus::Running;
        state->activeStage = model::Stage::Verify;
        state->verification = model::Verification();
        model::ResearchEvent started;
        started.type = model::ResearchEvent::Type::StageStarted;
        started.stage = model::Stage::Verify;
        timeline.handleEvent(started, state);
        QVERIFY(timeline.cardKeys().contains(QStringLiteral("verification")));
        ui::TimelineCard* card = timeline.card(QStringLiteral("verification"));
        QCOMPARE(card->badge(), QStringLiteral("checking"));

        // A first batch of results: the mismatch shows at once.
        auto partial = std::make_shared<model::ResearchState>(*state);
        partial->verification.present = true;
        partial->verification.citations << answeredState().verification.citations.at(1)
                                        << answeredState().verification.citations.at(0);
        model::ResearchEvent progress;
        progress.type = model::ResearchEvent::Type::Verification;
        progress.stage = model::Stage::Verify;
        progress.count = 2;
        timeline.handleEvent(progress, partial);
        QTRY_COMPARE(card->badge(), QStringLiteral("1 flagged"));
        QString body = card->bodyText();
        QVERIFY2(body.contains(QStringLiteral("This citation is Brown v. Board")), qPrintable(body));
        QVERIFY(body.contains(QStringLiteral("Citations: 2")));

        // Everything checked, the answer revised once, with a note on what was not checked.
        auto done = std::make_shared<model::ResearchState>(answeredState());
        done->activeStage = model::Stage::None;
        done->verification.revised = true;
        progress.count = 4;
        timeline.handleEvent(progress, done);
        QTRY_COMPARE(card->badge(), QStringLiteral("2 flagged"));
        body = card->bodyText();
        QVERIFY2(body.indexOf(QStringLiteral("mismatch")) < body.indexOf(QStringLiteral("not supported")),
                 qPrintable(body));
        QVERIFY(body.contains(QStringLiteral("Revised once")));
        QVERIFY(body.contains(QStringLiteral("set a CourtListener token")));
        // Reopened from history, the same card.
        ui::TimelineView reopened;
        reopened.showState(*done);
        QVERIFY(reopened.card(QStringLiteral("verification")));
        QCOMPARE(reopened.card(QStringLiteral("verification"))->bodyText(), body);

        // Nothing flagged is green only when something was confirmed; all unchecked stays grey.
        model::ResearchState unchecked = answeredState();
        for (model::VerifiedCitation& c : unchecked.verification.citations)
            c.check.status = model::CitationStatus::Unchecked;
        for (model::VerifiedQuote& q : unchecked.verification.quotes)
            q.status = model::QuoteStatus::Unchecked;
        for (model::VerifiedClaim& c : unchecked.verification.claims)
            c.status = model::ClaimStatus::Unchecked;
        ui::TimelineView grey;
        grey.showState(unchecked);
        QCOMPARE(grey.card(QStringLiteral("verification"))->badge(), QStringLiteral("unchecked"));
        unchecked.verification.citations.first().check.status = model::CitationStatus::Verified;
        ui::TimelineView green;
        green.showState(unchecked);
        QCOMPARE(green.card(QStringLiteral("verification"))->badge(), QStringLiteral("0 flagged"));
    }

    void documentCheckListsCitationsWithPageAndLine()
    {
        QTemporaryDir dir;
        const QString txt = dir.filePath(QStringLiteral("memo.txt"));
        {
            QFile file(txt);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("MEMORANDUM\n\nThe claim arises under 42 U.S.C. \xc2\xa7 1983.\n"
                       "Call 555-123-4567 about page 5 of 10.\n"
                       "In Smith v. Jones, 123 F.4th 456 (1998), the court erred.\n"
                       "See Brown v. Board of Education, 347 U.S. 483 (1954).\n");
        }
        ui::DocumentCheckDialog dialog(
            [] { return std::unique_ptr<verify::CitationChecker>(new verify::OfflineCitationChecker()); });
        dialog.resize(1366, 768);
        dialog.show();
        QSignalSpy finished(&dialog, &ui::DocumentCheckDialog::checkFinished);
        dialog.checkFile(txt);
        QVERIFY(dialog.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QCOMPARE(finished.first().first().toBool(), true);
        QSortFilterProxyModel* model = dialog.viewModel();
        QCOMPARE(model->rowCount(), 3);
        using D = ui::DocumentCheckDialog;
        auto text = [model](int row, int column) {
            return model->index(row, column).data().toString();
        };
        // Flagged first: F.4th did not exist in 1998.
        QCOMPARE(text(0, D::StatusColumn), QStringLiteral("✗ implausible"));
        QVERIFY(text(0, D::CitationColumn).contains(QStringLiteral("123 F.4th 456")));
        QCOMPARE(text(0, D::LineColumn), QStringLiteral("5"));
        QCOMPARE(text(0, D::PageColumn), QStringLiteral("–"));
        QCOMPARE(text(1, D::StatusColumn), QStringLiteral("? unchecked"));
        QCOMPARE(text(1, D::LineColumn), QStringLiteral("3"));
        QVERIFY(text(1, D::CitationColumn).contains(QStringLiteral("1983")));
        QVERIFY(dialog.summaryText().contains(QStringLiteral("1 flagged")));
        shoot(&dialog, QStringLiteral("verification-document-dialog"));

        // Sorting by line puts the statute first; filtering keeps what matches.
        dialog.table()->sortByColumn(D::LineColumn, Qt::AscendingOrder);
        QVERIFY(text(0, D::CitationColumn).contains(QStringLiteral("1983")));
        dialog.flaggedOnlyBox()->setChecked(true);
        QCOMPARE(model->rowCount(), 1);
        dialog.flaggedOnlyBox()->setChecked(false);
        dialog.filterEdit()->setText(QStringLiteral("347 U.S."));
        QCOMPARE(model->rowCount(), 1);
        dialog.filterEdit()->clear();

        // Exports: JSON with page, line and status; Markdown flagged first.
        const QString jsonPath = dir.filePath(QStringLiteral("memo.json"));
        QVERIFY(dialog.exportTo(jsonPath, D::ExportFormat::Json));
        QFile jsonFile(jsonPath);
        QVERIFY(jsonFile.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(jsonFile.readAll()).object();
        QCOMPARE(json.value(QStringLiteral("file")).toString(), QStringLiteral("memo.txt"));
        const QJsonArray citations = json.value(QStringLiteral("citations")).toArray();
        QCOMPARE(citations.size(), 3);
        QCOMPARE(citations.at(1).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("implausible"));
        QCOMPARE(citations.at(1).toObject().value(QStringLiteral("line")).toInt(), 5);
        QCOMPARE(json.value(QStringLiteral("counts")).toObject().value(QStringLiteral("flagged")).toInt(), 1);
        const QString mdPath = dir.filePath(QStringLiteral("memo.md"));
        QVERIFY(dialog.exportTo(mdPath, D::ExportFormat::Markdown));
        QFile mdFile(mdPath);
        QVERIFY(mdFile.open(QIODevice::ReadOnly));
        const QString md = QString::fromUtf8(mdFile.readAll());
        QVERIFY2(md.startsWith(QStringLiteral("# Citation check: memo.txt")), qPrintable(md));
        QVERIFY(md.indexOf(QStringLiteral("**implausible**")) < md.indexOf(QStringLiteral("| unchecked |")));
        QVERIFY(md.contains(QStringLiteral("| 5 |")));
        // Word: a package with the document part (its content is checked by ExportCliTest's verify --out).
        const QString docxPath = dir.filePath(QStringLiteral("memo.docx"));
        QVERIFY(dialog.exportTo(docxPath, D::ExportFormat::Docx));
        QFile docxFile(docxPath);
        QVERIFY(docxFile.open(QIODevice::ReadOnly));
        const QByteArray docx = docxFile.readAll();
        QVERIFY(docx.startsWith("PK\x03\x04"));
        QVERIFY(docx.contains("word/document.xml"));
        // The PDF: the same table, read back with pdftotext when it is installed.
        const QString pdfPath = dir.filePath(QStringLiteral("memo.pdf"));
        QSignalSpy exported(&dialog, &D::exportFinished);
        QVERIFY(dialog.exportTo(pdfPath, D::ExportFormat::Pdf));
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 60000);
        QVERIFY(exported.first().first().toBool());
        if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
            QProcess pdftotext;
            pdftotext.start(QStringLiteral("pdftotext"), {pdfPath, QStringLiteral("-")});
            QVERIFY(pdftotext.waitForFinished(30000));
            const QString printed = QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
            QVERIFY2(printed.contains(QStringLiteral("Citation check: memo.txt")), qPrintable(printed));
            QVERIFY(printed.contains(QStringLiteral("implausible")));
            // The citation column keeps a readable width (whole words, several a line): the cell may wrap
            // the citation once, after "123" or after "F.4th".
            QVERIFY2(printed.contains(QStringLiteral("Smith v. Jones, 123")) &&
                         printed.contains(QStringLiteral("456 (1998)")),
                     qPrintable(printed));
            QVERIFY2(printed.contains(QStringLiteral("Brown v. Board of")), qPrintable(printed));
        }
    }

    void documentCheckShowsWhetherEachCaseBindsTheForum()
    {
        QTemporaryDir dir;
        const QString txt = dir.filePath(QStringLiteral("brief.txt"));
        {
            QFile file(txt);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("In Granberry v. Islay Investments, 9 Cal. 4th 738 (1995), the court held so.\n"
                       "See also Doe v. Roe, 999 F.2d 1 (9th Cir. 1993).\n");
        }
        ui::DocumentCheckDialog dialog(
            [] { return std::unique_ptr<verify::CitationChecker>(new FoundEverythingChecker()); });
        dialog.setForum(QStringLiteral("calctapp"), {});
        dialog.resize(1366, 768);
        dialog.show();
        QSignalSpy finished(&dialog, &ui::DocumentCheckDialog::checkFinished);
        dialog.checkFile(txt);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QSortFilterProxyModel* model = dialog.viewModel();
        using D = ui::DocumentCheckDialog;
        QHash<QString, int> rowOf;
        for (int row = 0; row < model->rowCount(); ++row)
            rowOf.insert(model->index(row, D::CitationColumn).data().toString(), row);
        int state = -1;
        int circuit = -1;
        for (auto it = rowOf.cbegin(); it != rowOf.cend(); ++it) {
            if (it.key().contains(QStringLiteral("9 Cal. 4th 738")))
                state = it.value();
            if (it.key().contains(QStringLiteral("999 F.2d 1")))
                circuit = it.value();
        }
        QVERIFY(state >= 0 && circuit >= 0);
        // Beside the status, the word; the reason under the check's and in the tooltip.
        const QString stateStatus = model->index(state, D::StatusColumn).data().toString();
        QVERIFY2(stateStatus.contains(QStringLiteral("✓ verified")) && stateStatus.contains(QStringLiteral("Binding")),
                 qPrintable(stateStatus));
        const QString stateReason = model->index(state, D::ReasonColumn).data().toString();
        QVERIFY2(stateReason.contains(QStringLiteral("Binding — ")) &&
                     stateReason.contains(QStringLiteral("binds every California state court")),
                 qPrintable(stateReason));
        QVERIFY(model->index(state, D::CitationColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("binds every California state court")));
        const QString circuitStatus = model->index(circuit, D::StatusColumn).data().toString();
        QVERIFY2(circuitStatus.contains(QStringLiteral("Persuasive")), qPrintable(circuitStatus));
        QCOMPARE(dialog.result().rows.size(), 2);
        shoot(&dialog, QStringLiteral("document-check-authority"));
    }

    void documentCheckShowsLaterTreatmentWhenTheCitatorFinishes()
    {
        QTemporaryDir dir;
        const QString txt = dir.filePath(QStringLiteral("brief.txt"));
        {
            QFile file(txt);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("Abortion: Roe v. Wade, 410 U.S. 113 (1973).\n");
        }
        test::ScriptedServer server;
        nlohmann::json roe = test::lookup::cluster(108713, QStringLiteral("Roe v. Wade"), QStringLiteral("1973-01-22"),
                                                   QStringLiteral("roe-v-wade"));
        roe["sub_opinions"] = {"https://www.courtlistener.com/api/rest/v4/opinions/9001/"};
        QVERIFY(server.addRoute(test::lookup::route(
            test::lookup::reply(QStringLiteral("410 U.S. 113"), {{QStringLiteral("410 U.S. 113"), 200, {roe}}}))));
        const QList<test::citing::Result> results = {{4002,
                                                      QStringLiteral("Dobbs v. Jackson Women's Health Organization"),
                                                      QStringLiteral("scotus"),
                                                      QStringLiteral("Supreme Court of the United States"),
                                                      QStringLiteral("2022-06-24"),
                                                      {},
                                                      5002,
                                                      QStringLiteral("\nOPINION\n")}};
        QVERIFY(server.addRoute(
            test::citing::searchRoute(9001, {test::citing::ok(test::citing::searchReply(1, results), 800)})));
        QVERIFY(server.addRoute(test::citing::opinionRoute(
            5002, {test::citing::ok(test::citing::opinion(
                      5002, 4002,
                      QStringLiteral("<p>We hold that <i>Roe v. Wade</i>, %1, must be overruled.</p>")
                          .arg(test::citing::link(108713, 9001, QStringLiteral("roe-v-wade"),
                                                  QStringLiteral("410 U.S. 113")))))})));
        QVERIFY(server.start());
        verify::NetworkCheckerConfig config;
        config.lookup.baseUrl = server.baseUrl();
        config.lookup.token = QStringLiteral("tok-ui");
        config.lookup.maxAttempts = 1;
        ui::DocumentCheckDialog dialog(
            [config] { return std::make_unique<verify::NetworkCitationChecker>(config, nullptr); });
        dialog.setCitatorFactory([config] {
            verify::CitatorConfig citator;
            citator.lookup = config.lookup;
            return std::make_unique<verify::Citator>(citator, nullptr);
        });
        dialog.resize(1366, 768);
        dialog.show();
        QSignalSpy finished(&dialog, &ui::DocumentCheckDialog::checkFinished);
        QSignalSpy treated(&dialog, &ui::DocumentCheckDialog::treatmentFinished);
        dialog.checkFile(txt);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QSortFilterProxyModel* model = dialog.viewModel();
        QCOMPARE(model->rowCount(), 1);
        using D = ui::DocumentCheckDialog;
        // The check is shown at once; the citator (its search answers after 800 ms) runs behind it.
        QCOMPARE(model->index(0, D::StatusColumn).data().toString(), QStringLiteral("✓ verified"));
        QVERIFY(dialog.isTreating());
        QVERIFY(!model->index(0, D::ReasonColumn).data().toString().contains(QStringLiteral("Possibly")));
        QTRY_COMPARE_WITH_TIMEOUT(treated.count(), 1, 30000);
        QVERIFY(!dialog.isTreating());
        const QString reason = model->index(0, D::ReasonColumn).data().toString();
        QVERIFY2(reason.contains(QStringLiteral("Possibly overruled by Dobbs v. Jackson Women's Health Organization")),
                 qPrintable(reason));
        QVERIFY(dialog.result().markdown().contains(QStringLiteral("must be overruled")));
        QCOMPARE(dialog.result().toJson()["citations"][0]["treatment"]["status"].get<std::string>(),
                 std::string("negative"));
    }

    void documentCheckReadsPdfPages()
    {
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("brief.pdf"));
        QVERIFY(writePdf(pdf, {QStringLiteral("BRIEF\nThe first page cites nothing."),
                               QStringLiteral("ARGUMENT\nSee 8 C.F.R. 214.2 here.\nAnd Smith v. Jones, 123 F.4th 456 "
                                              "(1998).")}));
        ui::DocumentCheckDialog dialog(
            [] { return std::unique_ptr<verify::CitationChecker>(new verify::OfflineCitationChecker()); });
        QSignalSpy finished(&dialog, &ui::DocumentCheckDialog::checkFinished);
        dialog.checkFile(pdf);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY2(finished.first().first().toBool(), qPrintable(dialog.errorText()));
        const verify::DocumentCheck& result = dialog.result();
        QCOMPARE(result.rows.size(), 2);
        for (const verify::DocumentCheckRow& row : result.rows)
            QCOMPARE(row.page, 2);
        QVERIFY(result.rows.at(0).line < result.rows.at(1).line);
        QCOMPARE(result.flaggedCount(), 1);
    }

    void documentCheckShowsTheTableOfAuthorities()
    {
        // A three-page brief: Brown in full on page 1 and by supra on page 3, a statute on pages 1 and 2.
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("brief.pdf"));
        QVERIFY(writePdf(pdf, {QStringLiteral("BRIEF\nSee Brown v. Board of Education, 347 U.S. 483 (1954).\nAnd "
                                              "42 U.S.C. 1983."),
                               QStringLiteral("ARGUMENT\nUnder 42 U.S.C. 1983 the claim lies."),
                               QStringLiteral("CONCLUSION\nThat settles it. Brown, supra, at 495.")}));
        ui::DocumentCheckDialog dialog(
            [] { return std::unique_ptr<verify::CitationChecker>(new verify::OfflineCitationChecker()); });
        QSignalSpy finished(&dialog, &ui::DocumentCheckDialog::checkFinished);
        dialog.checkFile(pdf);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY2(finished.first().first().toBool(), qPrintable(dialog.errorText()));
        const QString shown = dialog.authoritiesView()->toPlainText();
        QVERIFY2(shown.contains(QStringLiteral("Brown v. Bd. of Educ., 347 U.S. 483 (1954)")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("1, 3")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("42 U.S.C. § 1983")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("1, 2")), qPrintable(shown));
        QVERIFY(shown.indexOf(QStringLiteral("Cases")) < shown.indexOf(QStringLiteral("Statutes")));

        const QString md = dir.filePath(QStringLiteral("authorities.md"));
        QVERIFY(dialog.exportAuthoritiesTo(md));
        QFile file(md);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(QStringLiteral("| Brown v. Bd. of Educ., 347 U.S. 483 (1954) | 1, 3 | unchecked |")),
                 qPrintable(text));
        QVERIFY(dialog.exportAuthoritiesTo(dir.filePath(QStringLiteral("authorities.docx"))));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("authorities.docx"))).size() > 0);
        QVERIFY(!dialog.exportAuthoritiesTo(dir.filePath(QStringLiteral("authorities.txt"))));
    }

    void documentCheckRefusesUnsupportedFilesAndCancels()
    {
        QTemporaryDir dir;
        const QString exe = dir.filePath(QStringLiteral("tool.exe"));
        QFile file(exe);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("MZ");
        file.close();
        ui::DocumentCheckDialog dialog(
            [] { return std::unique_ptr<verify::CitationChecker>(new verify::OfflineCitationChecker()); });
        QSignalSpy finished(&dialog, &ui::DocumentCheckDialog::checkFinished);
        dialog.checkFile(exe);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY2(dialog.errorText().contains(QStringLiteral("unsupported file type")), qPrintable(dialog.errorText()));
        QVERIFY(!dialog.exportTo(dir.filePath(QStringLiteral("x.json")), ui::DocumentCheckDialog::ExportFormat::Json));
        QVERIFY(!ui::DocumentCheckDialog::isCheckable(exe));
        QVERIFY(ui::DocumentCheckDialog::isCheckable(QStringLiteral("brief.PDF")) ||
                ui::DocumentCheckDialog::isCheckable(QStringLiteral("brief.pdf")));
    }

    void stateCodeHintNamesNoFederalSourceNorTheCommandLine()
    {
        // A run without the official sources: a state code's hint must not point to the federal sources,
        // which cannot check it, nor send a window user to the command line; a C.F.R. section's names eCFR.
        verify::OfficialSourcesConfig config;
        config.enabled = false;
        verify::OfficialSourceChecker checker(config);
        const parse::CitationExtractor extractor;
        const QList<model::LegalCitation> state = extractor.extract(QStringLiteral("See Cal. Lab. Code § 201."));
        QCOMPARE(state.size(), 1);
        const QString stateReason = checker.check(state.first(), {}, {}).check.reason;
        QVERIFY2(!stateReason.isEmpty(), "no reason");
        for (const QString& wrong : {QStringLiteral("Federal Register"), QStringLiteral("eCFR"),
                                     QStringLiteral("U.S. Code"), QStringLiteral("lmars-cli")})
            QVERIFY2(!stateReason.contains(wrong), qPrintable(stateReason));
        const QList<model::LegalCitation> cfr = extractor.extract(QStringLiteral("See 8 C.F.R. § 214.2."));
        QCOMPARE(cfr.size(), 1);
        const QString cfrReason = checker.check(cfr.first(), {}, {}).check.reason;
        QVERIFY2(cfrReason.contains(QStringLiteral("eCFR")) && !cfrReason.contains(QStringLiteral("lmars-cli")),
                 qPrintable(cfrReason));
    }

    void sourcesShowTheirCitationsStatuses()
    {
        model::ResearchState s = answeredState();
        s.verification.citations[0].sourceN = 1; // the mismatch
        s.verification.citations[1].sourceN = 2; // verified
        s.verification.citations[2].sourceN = 1; // unchecked
        ui::SourceListModel sources;
        sources.setSources(s.sources);
        sources.setVerification(s.verification);
        using M = ui::SourceListModel;
        QCOMPARE(sources.index(0).data(M::VerificationRole).toString(), QStringLiteral("✗ 1 flagged · ? 1 unchecked"));
        // Source 2: its statute verified, and the unsupported claim that cites it.
        QCOMPARE(sources.index(1).data(M::VerificationRole).toString(), QStringLiteral("✓ 1 verified · ✗ 1 flagged"));
        const QStringList lines = sources.index(0).data(M::VerificationDetailRole).toStringList();
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines.first().startsWith(QStringLiteral("✗ mismatch")) &&
                     lines.first().contains(QStringLiteral("Brown v. Board")),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        // A session without a record shows nothing.
        sources.setVerification(model::Verification());
        QVERIFY(sources.index(0).data(M::VerificationRole).toString().isEmpty());
    }

    void recheckShowsWhatChanged()
    {
        model::ResearchState s;
        s.answer.markdown = QStringLiteral("In Smith v. Jones, 123 F.4th 456 (1998) [1], the court ruled.");
        const parse::CitationExtractor extractor;
        const QList<model::LegalCitation> found = extractor.extract(s.answer.markdown);
        QCOMPARE(found.size(), 1);
        s.verification.present = true;
        model::VerifiedCitation saved;
        saved.citation = found.first();
        saved.check.status = model::CitationStatus::Verified; // what the saved session said
        s.verification.citations << saved;
        ui::RecheckDialog dialog(
            s, [] { return std::unique_ptr<verify::CitationChecker>(new verify::OfflineCitationChecker()); });
        QSignalSpy finished(&dialog, &ui::RecheckDialog::recheckFinished);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QVERIFY2(dialog.headlineText().contains(QStringLiteral("1 changed since the session was saved")),
                 qPrintable(dialog.headlineText()));
        QVERIFY2(dialog.detailsText().contains(QStringLiteral("123 F.4th 456")) &&
                     dialog.detailsText().contains(QStringLiteral("verified → implausible")),
                 qPrintable(dialog.detailsText()));
    }
};

LMARS_UI_TEST_MAIN(VerificationUiTest)
#include "VerificationUiTest.moc"
