// SPDX-License-Identifier: GPL-3.0-or-later
// The verification record in the answer page (badges with tooltips and links), the Citation check
// section of the HTML and Markdown exports, and the summary `lmars-cli ask` prints (issue 13, point 7).
#include "export/HtmlRenderer.h"
#include "export/MarkdownExport.h"
#include "export/SessionExport.h"
#include "export/VerificationSummary.h"
#include "model/ResearchState.h"
#include "model/UScore.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>

using namespace lmars;
using exporting::HtmlRenderer;
using exporting::VerificationSummary;

namespace {

const QString kAnswer = QStringLiteral(
    "In *Smith v. Jones*, 123 F.3d 456, 460 (9th Cir. 1999), the court held that notice is required [1].\n\n"
    "Claims are brought under 42 U.S.C. § 1983 [2]. Tenants must sue within 21 days [2].\n\n"
    "See also Doe v. Roe, 999 F.2d 1 (2d Cir. 1993) [1].\n");
const QString kMismatchLink = QStringLiteral("https://www.courtlistener.com/opinion/123/brown-v-board/");
const QString kStatuteLink = QStringLiteral("https://uscode.house.gov/view.xhtml?req=42+USC+1983");

model::VerifiedCitation citation(const QString& text, model::CitationKind kind, model::CitationStatus status,
                                 const QString& reason, const QString& link = {})
{
    model::VerifiedCitation c;
    c.citation.kind = kind;
    c.citation.start = int(kAnswer.indexOf(text));
    c.citation.end = c.citation.start + int(text.size());
    c.citation.text = text;
    c.citation.normalized = text;
    c.check.status = status;
    c.check.reason = reason;
    c.link = link;
    return c;
}

model::ResearchState checkedState()
{
    model::ResearchState s;
    s.id = QStringLiteral("v1");
    s.question = QStringLiteral("Is notice required?");
    for (int i = 1; i <= 2; ++i) {
        model::SearchResult r;
        r.id = QStringLiteral("web:%1").arg(i);
        r.title = QStringLiteral("Source %1").arg(i);
        r.url = QStringLiteral("https://example.gov/%1").arg(i);
        s.sources << r;
    }
    s.answer.markdown = kAnswer;
    model::Verification& v = s.verification;
    v.present = true;
    v.finished = true;
    // In answer order; the report must still put the mismatch first.
    v.citations << citation(QStringLiteral("Smith v. Jones*, 123 F.3d 456, 460 (9th Cir. 1999)"),
                            model::CitationKind::Case, model::CitationStatus::Mismatch,
                            QStringLiteral("This citation is Brown v. Board, not Smith v. Jones."), kMismatchLink);
    v.citations.first().found = {
        QStringLiteral("Brown v. Board"), QStringLiteral("9th Cir."), QStringLiteral("1999-02-01"), kMismatchLink, {}};
    v.citations << citation(QStringLiteral("42 U.S.C. § 1983"), model::CitationKind::Statute,
                            model::CitationStatus::Verified, QStringLiteral("The section exists."), kStatuteLink);
    v.citations << citation(QStringLiteral("Doe v. Roe, 999 F.2d 1 (2d Cir. 1993)"), model::CitationKind::Case,
                            model::CitationStatus::Unchecked,
                            QStringLiteral("Cases were not looked up: no CourtListener token <b>set</b>."));
    model::VerifiedClaim claim;
    claim.sentence = QStringLiteral("Tenants must sue within 21 days [2].");
    claim.start = int(kAnswer.indexOf(claim.sentence));
    claim.end = claim.start + int(claim.sentence.size());
    claim.sourceNs = {2};
    claim.status = model::ClaimStatus::NotSupported;
    claim.missingFacts = {QStringLiteral("21 days")};
    claim.reason = QStringLiteral("Source 2 states no deadline.");
    v.claims << claim;
    model::VerifiedQuote quote;
    quote.text = QStringLiteral("notice must be given in every case without exception");
    quote.status = model::QuoteStatus::Misquoted;
    quote.closest = QStringLiteral("notice must be given in most cases");
    quote.similarity = 0.71;
    quote.sourceN = 1;
    v.quotes << quote;
    v.notes << QStringLiteral("Cases were not checked: set COURTLISTENER_API_TOKEN to enable case lookups.");
    v.revised = true;
    return s;
}

/// The text of the badge element that follows `after` in `html`, and the element's markup.
QString badgeAfter(const QString& html, const QString& after, QString* element = nullptr)
{
    const int at = int(html.indexOf(after));
    if (at < 0)
        return {};
    static const QRegularExpression badge(QStringLiteral("<(a|span) class=\"vbadge [^>]*>([^<]*)</\\1>"));
    const auto m = badge.match(html, at);
    if (!m.hasMatch())
        return {};
    if (element)
        *element = m.captured(0);
    return m.captured(2);
}

} // namespace

class VerificationExportTest : public QObject
{
    Q_OBJECT

private:
    QTranslator m_english;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // English plurals ("2 mismatches") come from lmars_en, which both applications install.
        QVERIFY(m_english.load(QStringLiteral("lmars_en"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&m_english);
    }

    void countsAgreeWithTheirNumbers()
    {
        model::Verification v;
        v.present = true;
        for (model::CitationStatus s : {model::CitationStatus::Verified, model::CitationStatus::Verified,
                                        model::CitationStatus::Mismatch, model::CitationStatus::Mismatch}) {
            model::VerifiedCitation c;
            c.check.status = s;
            v.citations << c;
        }
        for (model::ClaimStatus s :
             {model::ClaimStatus::Supported, model::ClaimStatus::Supported, model::ClaimStatus::NotSupported}) {
            model::VerifiedClaim c;
            c.status = s;
            v.claims << c;
        }
        QCOMPARE(VerificationSummary::countsLine(v),
                 QStringLiteral("Citations: 4 (2 verified, 2 mismatches) · Claims: 3 (2 supported, 1 not supported)"));

        QTranslator spanish;
        QVERIFY(spanish.load(QStringLiteral("lmars_es"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&spanish);
        const QString es = VerificationSummary::countsLine(v);
        QCoreApplication::removeTranslator(&spanish);
        QCOMPARE(es, QStringLiteral("Citas: 4 (2 verificadas, 2 no coinciden) · Afirmaciones: 3 (2 respaldadas, 1 sin "
                                    "respaldo)"));
    }

    void answerHasBadgesWithTooltipsAndLinks()
    {
        const QString html = HtmlRenderer::answerBody(checkedState());
        const QString answer = html.left(html.indexOf(QStringLiteral("<section class=\"citation-check\">")));
        // The Markdown is rendered as before: emphasis and citation links intact.
        QVERIFY2(answer.contains(QStringLiteral("<em>Smith v. Jones</em>")), qPrintable(answer));
        QVERIFY(answer.contains(QStringLiteral("data-n=\"1\">[1]</a>")));
        QVERIFY(answer.contains(QStringLiteral("data-n=\"2\">[2]</a>")));

        // The mismatch: the citation is marked, its badge says so in words and links the found case.
        QVERIFY2(
            answer.contains(QStringLiteral("<span class=\"vcite vcite-bad\">123 F.3d 456, 460 (9th Cir. 1999)</span>")),
            qPrintable(answer));
        QString element;
        QCOMPARE(badgeAfter(answer, QStringLiteral("123 F.3d 456, 460"), &element), QStringLiteral("✗ mismatch"));
        QVERIFY2(element.startsWith(QStringLiteral("<a class=\"vbadge vbadge-bad\" href=\"") + kMismatchLink),
                 qPrintable(element));
        QVERIFY(element.contains(QStringLiteral("This citation is Brown v. Board, not Smith v. Jones.")));
        QVERIFY(element.contains(QStringLiteral("Found: Brown v. Board (9th Cir. 1999)")));

        QCOMPARE(badgeAfter(answer, QStringLiteral("42 U.S.C. § 1983"), &element), QStringLiteral("✓ verified"));
        QVERIFY(element.contains(QStringLiteral("href=\"") + kStatuteLink.toHtmlEscaped()));

        // Unchecked: a focusable span (no link), the reason escaped.
        QCOMPARE(badgeAfter(answer, QStringLiteral("999 F.2d 1"), &element), QStringLiteral("? unchecked"));
        QVERIFY(element.startsWith(QStringLiteral("<span class=\"vbadge vbadge-none\" tabindex=\"0\"")));
        QVERIFY2(element.contains(QStringLiteral("&lt;b&gt;set&lt;/b&gt;")), qPrintable(element));
        QVERIFY(!answer.contains(QStringLiteral("<b>set</b>")));

        // The unsupported claim: a badge at the end of its sentence, after its [2] link.
        const int sentence = int(answer.indexOf(QStringLiteral("Tenants must sue within 21 days")));
        QVERIFY(sentence > 0);
        const int link = int(answer.indexOf(QStringLiteral("data-n=\"2\">[2]</a>"), sentence));
        QCOMPARE(badgeAfter(answer, QStringLiteral("Tenants must sue"), &element), QStringLiteral("✗ not supported"));
        QVERIFY(int(answer.indexOf(element)) > link);
        QVERIFY(element.contains(QStringLiteral("Not in the cited sources: 21 days.")));
    }

    void repeatedAndMissingCitationsDoNotBreakTheAnswer()
    {
        model::ResearchState s = checkedState();
        s.answer.markdown = QStringLiteral("`42 U.S.C. § 1983` in code, then 42 U.S.C. § 1983 [2] and again "
                                           "42 U.S.C. § 1983 [1].\n\n| a | b |\n|---|---|\n| x | y |\n");
        s.verification.claims.clear();
        s.verification.citations = {
            citation(QStringLiteral("42 U.S.C. § 1983"), model::CitationKind::Statute, model::CitationStatus::Verified,
                     QStringLiteral("ok")),
            citation(QStringLiteral("42 U.S.C. § 1983"), model::CitationKind::Statute, model::CitationStatus::NotFound,
                     QStringLiteral("gone")),
            citation(QStringLiteral("Not in the answer at all, 1 U.S. 1"), model::CitationKind::Case,
                     model::CitationStatus::NotFound, QStringLiteral("gone")),
        };
        const QString html = HtmlRenderer::answerBody(s);
        const QString answer = html.left(html.indexOf(QStringLiteral("<section class=\"citation-check\">")));
        QVERIFY(answer.contains(QStringLiteral("<code>42 U.S.C. § 1983</code>"))); // code stays code
        QVERIFY(answer.contains(QStringLiteral("<table>")));
        QCOMPARE(answer.count(QStringLiteral("class=\"vbadge ")), 2);
        const int first = int(answer.indexOf(QStringLiteral("✓ verified")));
        const int second = int(answer.indexOf(QStringLiteral("✗ not found")));
        QVERIFY(first > 0 && second > first); // in answer order, one each
        // The one not in the answer is still listed in the section.
        QVERIFY(html.mid(html.indexOf(QStringLiteral("citation-check"))).contains(QStringLiteral("1 U.S. 1")));
    }

    void citationCheckSectionListsEverythingFlaggedFirst()
    {
        const QString html = HtmlRenderer::answerBody(checkedState());
        const QString section = html.mid(html.indexOf(QStringLiteral("<section class=\"citation-check\">")));
        QVERIFY2(!section.isEmpty(), qPrintable(html));
        const int mismatch = int(section.indexOf(QStringLiteral("✗ mismatch")));
        const int unchecked = int(section.indexOf(QStringLiteral("? unchecked")));
        const int verified = int(section.indexOf(QStringLiteral("✓ verified")));
        QVERIFY(mismatch > 0 && mismatch < unchecked && unchecked < verified);
        QVERIFY(section.contains(QStringLiteral("<a class=\"check-link\" href=\"") + kMismatchLink));
        QVERIFY(section.contains(QStringLiteral("✗ misquoted")));
        QVERIFY(section.contains(QStringLiteral("71% similar")));
        QVERIFY(section.contains(QStringLiteral("✗ not supported")));
        QVERIFY(section.contains(QStringLiteral("set COURTLISTENER_API_TOKEN")));
        QVERIFY(section.contains(QStringLiteral("revised once")));
    }

    void exportsCarryTheRecord()
    {
        const model::ResearchState s = checkedState();
        const QString md = exporting::SessionExport::render(s, exporting::ExportFormat::Markdown);
        const int heading = int(md.indexOf(QStringLiteral("## Citation check")));
        QVERIFY2(heading > 0, qPrintable(md));
        const QString section = md.mid(heading);
        const int mismatch = int(section.indexOf(QStringLiteral("**✗ mismatch** Smith v. Jones, 123 F.3d 456")));
        const int verified = int(section.indexOf(QStringLiteral("**✓ verified** 42 U.S.C. § 1983")));
        QVERIFY2(mismatch > 0 && verified > mismatch, qPrintable(section));
        QVERIFY(section.contains(QStringLiteral("<") + kMismatchLink + QStringLiteral(">")));
        QVERIFY(section.contains(QStringLiteral("<") + kStatuteLink + QStringLiteral(">")));
        QVERIFY(section.contains(QStringLiteral("### Flagged claims")));
        QVERIFY(section.contains(QStringLiteral("### Flagged quotations")));

        const QString html = exporting::SessionExport::render(s, exporting::ExportFormat::Html);
        QVERIFY(html.contains(QStringLiteral("<section class=\"citation-check\">")));
        QVERIFY(html.contains(QStringLiteral("vbadge-bad")));
        // Document exports link [n] inside the document; the badge links stay web links.
        QVERIFY(html.contains(QStringLiteral("href=\"") + kMismatchLink));

        const QString json = exporting::SessionExport::render(s, exporting::ExportFormat::Json);
        QVERIFY(json.contains(QStringLiteral("\"verification\"")));
        QVERIFY(json.contains(QStringLiteral("\"mismatch\"")));
    }

    void sessionsWithoutARecordSayNothingWasChecked()
    {
        model::ResearchState s = checkedState();
        s.verification = model::Verification();
        const QString md = exporting::MarkdownExport::fullRecord(s);
        QVERIFY(md.contains(QStringLiteral("## Citation check")));
        QVERIFY(md.contains(QStringLiteral("Nothing in this answer was checked")));
        const QString html = HtmlRenderer::answerBody(s);
        QVERIFY(html.contains(QStringLiteral("Nothing in this answer was checked")));
        QVERIFY(!html.contains(QStringLiteral("class=\"vbadge")));
        QVERIFY(VerificationSummary::terminal(s.verification).isEmpty());
    }

    void aRunCancelledBeforeTheChecksSaysSo()
    {
        model::ResearchState s = checkedState();
        s.verification = model::Verification();
        s.status = model::RunStatus::Cancelled;
        const QString cancelled = QStringLiteral("the run was cancelled before its citations were checked");
        const QString md = exporting::MarkdownExport::fullRecord(s);
        QVERIFY2(md.contains(cancelled), qPrintable(md));
        QVERIFY(!md.contains(QStringLiteral("saved before citations were verified")));
        const QString html = HtmlRenderer::answerBody(s);
        QVERIFY2(html.contains(cancelled), qPrintable(html));
        QVERIFY(!html.contains(QStringLiteral("saved before citations were verified")));
        s.status = model::RunStatus::Failed;
        QVERIFY(exporting::MarkdownExport::fullRecord(s).contains(
            QStringLiteral("the run stopped before its citations were checked")));
        s.status = model::RunStatus::Finished; // an old session saved before verification existed
        QVERIFY(
            exporting::MarkdownExport::fullRecord(s).contains(QStringLiteral("saved before citations were verified")));
    }

    void verifiedCasesShowWhetherTheyBindTheForum()
    {
        model::ResearchState s = checkedState();
        model::VerifiedCitation& doe = s.verification.citations[2];
        doe.check.status = model::CitationStatus::Verified;
        doe.check.reason = QStringLiteral("CourtListener found this case.");
        doe.authority.kind = model::AuthorityKind::Persuasive;
        doe.authority.reason = QStringLiteral("Second Circuit: persuasive in California state courts");
        doe.authority.forum = QStringLiteral("a California state trial court");
        doe.authority.assumed = true;
        // A mismatch is never classified, even with a stale classification in the record.
        s.verification.citations[0].authority.kind = model::AuthorityKind::Binding;
        s.verification.citations[0].authority.reason = QStringLiteral("stale");

        // In the answer: beside the verification badge, the word, with the reason as its tooltip.
        const QString html = HtmlRenderer::answerBody(s);
        const QString answer = html.left(html.indexOf(QStringLiteral("<section class=\"citation-check\">")));
        static const QRegularExpression badge(
            QStringLiteral("<span class=\"abadge abadge-(\\w+)\"[^>]*>([^<]*)</span>"));
        const auto m = badge.match(answer, answer.indexOf(QStringLiteral("999 F.2d 1")));
        QVERIFY2(m.hasMatch(), qPrintable(answer));
        QCOMPARE(m.captured(1), QStringLiteral("persuasive"));
        QCOMPARE(m.captured(2), QStringLiteral("Persuasive"));
        QVERIFY(
            m.captured(0).contains(QStringLiteral("data-tip=\"Second Circuit: persuasive in California state courts")));
        QVERIFY(m.captured(0).contains(QStringLiteral("assumed forum: a California state trial court")));
        QCOMPARE(answer.count(QStringLiteral("class=\"abadge ")), 1);
        QVERIFY(!html.contains(QStringLiteral("stale")));

        // In the Citation check section of the HTML export, with the reason in words (printable).
        const QString section = html.mid(html.indexOf(QStringLiteral("<section class=\"citation-check\">")));
        QVERIFY(section.contains(QStringLiteral("abadge-persuasive")));
        QVERIFY2(section.contains(QStringLiteral("<div class=\"check-authority\">Second Circuit: persuasive in "
                                                 "California state courts<br>assumed forum: a California state "
                                                 "trial court</div>")),
                 qPrintable(section));

        // And in the Markdown export, under the citation.
        const QString md = exporting::MarkdownExport::fullRecord(s);
        QVERIFY2(md.contains(QStringLiteral("  - Persuasive — Second Circuit: persuasive in California state courts; "
                                            "assumed forum: a California state trial court")),
                 qPrintable(md));
        QVERIFY(!md.contains(QStringLiteral("stale")));
    }

    void uncheckedQuotationsGiveTheirReason()
    {
        model::ResearchState state = checkedState();
        model::VerifiedQuote quote;
        quote.text = QStringLiteral("the deposit is returned within twenty-one days");
        quote.status = model::QuoteStatus::Unchecked;
        quote.reason =
            QStringLiteral("Only a search snippet of source [2] was retrieved, and the passage is not in it.");
        quote.sourceN = 2;
        state.verification.quotes << quote;
        const QString html = VerificationSummary::html(state.verification);
        QVERIFY2(html.contains(QStringLiteral("Quotations not checked")), qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("the deposit is returned within twenty-one days")));
        QVERIFY(html.contains(QStringLiteral("Only a search snippet of source [2] was retrieved")));
        const QString markdown = VerificationSummary::markdown(state.verification);
        QVERIFY(markdown.contains(QStringLiteral("### Quotations not checked")));
        QVERIFY(markdown.contains(QStringLiteral("Only a search snippet of source [2] was retrieved")));
        // One without a recorded reason says so rather than nothing.
        state.verification.quotes.last().reason.clear();
        QVERIFY(VerificationSummary::html(state.verification).contains(QStringLiteral("no reason was recorded")));
    }

    void laterTreatmentIsListedWithItsSentenceAndLink()
    {
        model::ResearchState state = checkedState();
        model::Treatment t;
        t.status = model::TreatmentStatus::Negative;
        t.citing = 9;
        t.read = 3;
        t.summary = QStringLiteral("Possibly overruled by Later v. Case (Supreme Court, 2022-06-24).");
        t.signals.append({model::NegativeTreatment::Overruled, QStringLiteral("Later v. Case"),
                          QStringLiteral("scotus"), QStringLiteral("2022-06-24"),
                          QStringLiteral("We overrule <Smith>."),
                          QStringLiteral("https://www.courtlistener.com/opinion/4002/later-v-case/"), false});
        state.verification.citations.first().treatment = t;
        const QString html = VerificationSummary::html(state.verification);
        QVERIFY2(html.contains(QStringLiteral("Later treatment: Possibly overruled by Later v. Case")),
                 qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("“We overrule &lt;Smith&gt;.”")));
        QVERIFY(html.contains(QStringLiteral("href=\"https://www.courtlistener.com/opinion/4002/later-v-case/\"")));
        const QString markdown = VerificationSummary::markdown(state.verification);
        QVERIFY(markdown.contains(QStringLiteral("Later treatment: Possibly overruled by Later v. Case")));
        QVERIFY(markdown.contains(QStringLiteral("<https://www.courtlistener.com/opinion/4002/later-v-case/>")));
        const QString terminal = VerificationSummary::terminal(state.verification);
        QVERIFY(terminal.contains(QStringLiteral("later treatment: Possibly overruled by Later v. Case")));
        QVERIFY(VerificationSummary::tooltip(state.verification.citations.first())
                    .contains(QStringLiteral("Later treatment: ")));
        // The record keeps it (trajectory JSON).
        const auto json = state.verification.toJson();
        QCOMPARE(json["citations"][0]["treatment"]["status"].get<std::string>(), std::string("negative"));
        QCOMPARE(model::Verification::fromJson(json).citations.first().treatment.signals.first().url,
                 t.signals.first().url);
    }

    void uscoreIsTheWordingsAndNeverReassuresBesideAFlaggedCitation()
    {
        model::ResearchState state = checkedState(); // a mismatched citation
        model::UScoreComponents low;
        low.paper = 0.32;
        state.uscore = low;
        QCOMPARE(low.band(), QStringLiteral("low"));
        const QString page = HtmlRenderer::answerBody(state);
        QVERIFY2(page.contains(QStringLiteral("how uncertain the wording reads")), qPrintable(page));
        QVERIFY(!page.contains(QStringLiteral("uscore band-low")));
        QVERIFY(page.contains(QStringLiteral("uscore band-flagged")));
        QVERIFY(page.contains(QStringLiteral("not whether the citations are right")));
        // Without anything flagged the band keeps its colour.
        state.verification = model::Verification();
        const QString clean = HtmlRenderer::answerBody(state);
        QVERIFY(clean.contains(QStringLiteral("uscore band-low")));
        QVERIFY(!clean.contains(QStringLiteral("not whether the citations are right")));
        // The stylesheet gives the flagged band no reassuring colour.
        QVERIFY(HtmlRenderer::stylesheet().contains(QStringLiteral(".uscore.band-flagged")));
    }

    void flaggedClaimsShowNoMarkdownMarks()
    {
        model::ResearchState state = checkedState();
        state.verification.claims.first().sentence = QStringLiteral("**Yes.** Tenants must sue within *21 days* [2].");
        const QString html = VerificationSummary::html(state.verification);
        QVERIFY2(html.contains(QStringLiteral("Yes. Tenants must sue within 21 days [2].")), qPrintable(html));
        QVERIFY(!html.contains(QStringLiteral("**")));
        const QString markdown = VerificationSummary::markdown(state.verification);
        QVERIFY2(!markdown.contains(QStringLiteral("\\*\\*Yes")) && !markdown.contains(QStringLiteral("**Yes")),
                 qPrintable(markdown));
        QVERIFY(!VerificationSummary::terminal(state.verification).contains(QStringLiteral("**Yes")));
        QCOMPARE(VerificationSummary::plainSentence(
                     QStringLiteral("See `§ 1950.5` and [the code](https://x.example) _now_.")),
                 QStringLiteral("See § 1950.5 and the code now."));
    }

    void terminalSummaryPutsMismatchesFirst()
    {
        const QString text = VerificationSummary::terminal(checkedState().verification);
        const QStringList lines = text.split(QLatin1Char('\n'));
        QCOMPARE(lines.at(0), QStringLiteral("Citation check"));
        QCOMPARE(lines.at(1), QStringLiteral("Needs attention (3):"));
        QVERIFY2(lines.at(2).startsWith(QStringLiteral("  ! Smith v. Jones, 123 F.3d 456, 460 (9th Cir. 1999) — "
                                                       "mismatch: This citation is Brown v. Board")),
                 qPrintable(text));
        QCOMPARE(lines.at(3), QStringLiteral("    ") + kMismatchLink);
        QVERIFY(text.contains(QStringLiteral("! Quotation \"notice must be given in every case without exception\" — "
                                             "misquoted")));
        QVERIFY(text.contains(QStringLiteral(
            "! Claim \"Tenants must sue within 21 days [2].\" — not supported: Source 2 states no deadline. "
            "Not in the cited sources: 21 days.")));
        QVERIFY(text.contains(QStringLiteral("Citations: 3 (1 verified, 1 mismatch, 1 unchecked) · Quotations: 1 "
                                             "(1 misquoted) · Claims: 1 (1 not supported)")));
        QVERIFY(text.contains(QStringLiteral("revised once")));
        QVERIFY(text.contains(QStringLiteral("Note: Cases were not checked")));
        // The verified statute is not in the flagged list; unchecked ones are not flagged either.
        QVERIFY(!text.contains(QStringLiteral("! 42 U.S.C.")));
        QVERIFY(!text.contains(QStringLiteral("! Doe v. Roe")));
    }

    void terminalSummarySaysWhetherEachVerifiedCaseBinds()
    {
        model::ResearchState s = checkedState();
        QVERIFY(!VerificationSummary::terminal(s.verification).contains(QStringLiteral("Binding or persuasive")));
        model::VerifiedCitation& doe = s.verification.citations[2];
        doe.check.status = model::CitationStatus::Verified;
        doe.authority.kind = model::AuthorityKind::NotPrecedential;
        doe.authority.reason = QStringLiteral("Court of Appeals for the Second Circuit: unpublished, not precedent");
        doe.authority.forum = QStringLiteral("California Courts of Appeal");
        const QString text = VerificationSummary::terminal(s.verification);
        QVERIFY2(text.contains(QStringLiteral("Binding or persuasive:\n  Doe v. Roe, 999 F.2d 1 (2d Cir. 1993): Not "
                                              "precedential — Court of Appeals for the Second Circuit: unpublished, "
                                              "not precedent\n")),
                 qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(VerificationExportTest)
#include "VerificationExportTest.moc"
