// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/HtmlRenderer.h"
#include "model/ResearchState.h"
#include "model/UScore.h"

#include <QStandardPaths>
#include <QTest>

using namespace lmars;
using exporting::CitationLinks;
using exporting::HtmlRenderer;

namespace {

model::ResearchState stateWithAnswer()
{
    model::ResearchState s;
    s.id = QStringLiteral("abc123");
    s.question = QStringLiteral("How long may a landlord keep a deposit?");
    for (int i = 1; i <= 3; ++i) {
        model::SearchResult r;
        r.id = QStringLiteral("web:%1").arg(i);
        r.title = QStringLiteral("Source %1").arg(i);
        r.url = QStringLiteral("https://example.gov/%1").arg(i);
        s.sources << r;
    }
    s.answer.markdown = QStringLiteral("Under California law the deposit is returned within 21 days [1].\n\n"
                                       "## Key points\n\n- 21 days [1]\n- Itemised statement [2]\n\n"
                                       "## Next steps\n\nWrite to the landlord [3].");
    s.answer.keyPoints = {QStringLiteral("21 days [1]"), QStringLiteral("Itemised statement [2]")};
    s.answer.disclaimers = {QStringLiteral("This is legal information, not legal advice.")};
    model::UScoreComponents u;
    u.H = 0.1;
    u.T = 0.2;
    u.C = 0.9;
    u.J = 0.0;
    u.D = 0.0;
    u.paper = model::UScore::paperTotal(u.H, u.T, u.C, u.J, u.D);
    s.uscore = u;
    return s;
}

} // namespace

class HtmlRendererTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rendersMarkdownWithExtensions()
    {
        const QString html = HtmlRenderer::markdownToHtml(
            QStringLiteral("# Title\n\n**bold** ~~gone~~\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nsee https://x.gov/a"),
            0);
        QVERIFY2(html.contains(QLatin1String("<h1>Title</h1>")), qPrintable(html));
        QVERIFY(html.contains(QLatin1String("<strong>bold</strong>")));
        QVERIFY(html.contains(QLatin1String("<del>gone</del>")));
        QVERIFY(html.contains(QLatin1String("<table>")));
        QVERIFY(html.contains(QLatin1String("<a href=\"https://x.gov/a\">")));
    }

    void escapesRawHtml()
    {
        const QString html = HtmlRenderer::markdownToHtml(
            QStringLiteral(
                "Hello <script>alert(1)</script> <b onclick=\"x()\">b</b>\n\n<div class=\"evil\">\nblock\n</div>\n\n"
                "<img src=\"https://tracker.example/p.png\">"),
            0);
        QVERIFY2(!html.contains(QLatin1String("<script")), qPrintable(html));
        QVERIFY(!html.contains(QLatin1String("<b ")));
        QVERIFY(!html.contains(QLatin1String("<div")));
        QVERIFY(!html.contains(QLatin1String("<img")));
        QVERIFY(html.contains(QLatin1String("&lt;script&gt;alert(1)&lt;/script&gt;")));
        QVERIFY(html.contains(QLatin1String("&lt;div class=&quot;evil&quot;&gt;")));
    }

    void dropsUnsafeLinksAndImages()
    {
        const QString html = HtmlRenderer::markdownToHtml(
            QStringLiteral("[click](javascript:alert(1)) [file](file:///etc/passwd) [ok](https://ok.gov) "
                           "![pic](https://img.example/a.png)"),
            0);
        QVERIFY2(!html.contains(QLatin1String("javascript:")), qPrintable(html));
        QVERIFY(!html.contains(QLatin1String("file:")));
        QVERIFY(!html.contains(QLatin1String("<img")));
        QVERIFY(html.contains(QLatin1String("click")));
        QVERIFY(html.contains(QLatin1String("<a href=\"https://ok.gov\">ok</a>")));
        QVERIFY(html.contains(QLatin1String("<a href=\"https://img.example/a.png\">pic</a>")));
    }

    void linksCitationMarkers()
    {
        const QString html =
            HtmlRenderer::markdownToHtml(QStringLiteral("Claim [2]. Both [1, 3]. Range [1-2]. Missing [9]."), 3);
        QVERIFY2(html.contains(QLatin1String("<a class=\"cite\" href=\"lmars://source/2\" data-n=\"2\">[2]</a>")),
                 qPrintable(html));
        QVERIFY(html.contains(QLatin1String("href=\"lmars://source/1\" data-n=\"1\">[1]</a>"
                                            "<a class=\"cite\" href=\"lmars://source/3\"")));
        QCOMPARE(html.count(QLatin1String("class=\"cite\"")), 5);
        QVERIFY(!html.contains(QLatin1String("lmars://source/9")));
        QVERIFY(html.contains(QLatin1String("<span class=\"cite-unverified\" data-n=\"9\"")));
    }

    void anchorsForDocuments()
    {
        const QString html = HtmlRenderer::markdownToHtml(QStringLiteral("Claim [2]."), 2, CitationLinks::Anchor);
        QVERIFY2(html.contains(QLatin1String("<a class=\"cite\" href=\"#source-2\" data-n=\"2\">[2]</a>")),
                 qPrintable(html));
    }

    void markersInCodeAndLinksStayText()
    {
        const QString html =
            HtmlRenderer::markdownToHtml(QStringLiteral("`arr[1]` and [see [1] here](https://a.gov)\n\n    x[2]\n"), 3);
        QVERIFY2(!html.contains(QLatin1String("class=\"cite\"")), qPrintable(html));
        QVERIFY(html.contains(QLatin1String("<code>arr[1]</code>")));
    }

    void unverifiedCitationWarning()
    {
        const QString html = HtmlRenderer::markdownToHtml(QStringLiteral("A claim [unverified citation 7]."), 3);
        QVERIFY2(html.contains(QLatin1String("<span class=\"cite-unverified\" data-n=\"7\"")), qPrintable(html));
        QVERIFY(html.contains(QLatin1String("[unverified citation 7]</span>")));
        QVERIFY(!html.contains(QLatin1String("lmars://source/7")));
    }

    void markerTextIsEscapedAroundLinks()
    {
        const QString html = HtmlRenderer::markdownToHtml(QStringLiteral("a < b & c [1] <i>x</i>"), 1);
        QVERIFY2(html.contains(QLatin1String("a &lt; b &amp; c <a class=\"cite\"")), qPrintable(html));
        QVERIFY(html.contains(QLatin1String("&lt;i&gt;x&lt;/i&gt;")));
    }

    void pageHasSections()
    {
        model::ResearchState s = stateWithAnswer();
        s.answer.unresolvedMarkers = {9};
        const QString body = HtmlRenderer::answerBody(s);
        QVERIFY(body.startsWith(QLatin1String("<article class=\"answer-page\">")));
        const qsizetype answer = body.indexOf(QLatin1String("<section class=\"answer\">"));
        const qsizetype keys = body.indexOf(QLatin1String("<section class=\"key-points\">"));
        const qsizetype score = body.indexOf(QLatin1String("<section class=\"uscore band-"));
        const qsizetype disclaimers = body.indexOf(QLatin1String("<aside class=\"disclaimers\">"));
        QVERIFY2(answer >= 0 && keys > answer && score > keys && disclaimers > score, qPrintable(body));
        QVERIFY(body.contains(QLatin1String("class=\"cite-warning\"")));
        // The key points appear once, in their own block; the section after them stays in the answer.
        QCOMPARE(body.count(QLatin1String("Itemised statement")), 1);
        QVERIFY(body.indexOf(QLatin1String("Itemised statement")) > keys);
        QVERIFY(body.indexOf(QLatin1String("Next steps")) < keys);
        QVERIFY(body.contains(QLatin1String("lmars://source/3")));
        // U-Score: value, band and what drives it (weak citations dominate here).
        const QString band = s.uscore->band();
        QVERIFY(body.contains(QStringLiteral("band-%1").arg(band)));
        QVERIFY(body.contains(QLatin1String("<span class=\"uscore-value\">")));
        QVERIFY(body.contains(QLatin1String("weak or missing citations")));
        QVERIFY(body.contains(QLatin1String("This is legal information, not legal advice.")));
    }

    void explanationNamesDrivers()
    {
        model::UScoreComponents calm;
        QCOMPARE(HtmlRenderer::uscoreExplanation(calm),
                 QStringLiteral("No factor stands out: the answer is specific, dated, cited and decisive."));
        model::UScoreComponents two;
        two.H = 0.8;
        two.J = 1.0;
        QCOMPARE(HtmlRenderer::uscoreExplanation(two),
                 QStringLiteral("Driven mostly by hedging language (0.80) and an unclear jurisdiction (1.00)."));
    }

    void emptyAndEvidencePages()
    {
        model::ResearchState s;
        QVERIFY(HtmlRenderer::answerBody(s).contains(QLatin1String("No answer yet.")));
        model::ResearchState e = stateWithAnswer();
        e.mode = lmars::model::ResearchMode::Evidence;
        e.uscore.reset();
        const QString body = HtmlRenderer::answerBody(e);
        QVERIFY(body.contains(QLatin1String("<section class=\"answer evidence\">")));
        QVERIFY(body.contains(QLatin1String("Source 2")));
        QVERIFY(!body.contains(QLatin1String("class=\"uscore")));
    }

    void documentIsSelfContained()
    {
        const QString doc =
            HtmlRenderer::document(QStringLiteral("Q <1>"), QStringLiteral("<p>x</p>"), exporting::Theme::Dark);
        QVERIFY(doc.startsWith(QLatin1String("<!DOCTYPE html>")));
        QVERIFY(doc.contains(QLatin1String("data-theme=\"dark\"")));
        QVERIFY(doc.contains(QLatin1String("Content-Security-Policy")));
        QVERIFY(doc.contains(QLatin1String("<title>Q &lt;1&gt;</title>")));
        QVERIFY(doc.contains(QLatin1String("--cite-bg")));
        QVERIFY(doc.contains(QLatin1String(":root[data-theme=\"dark\"]")));
        QVERIFY(!doc.contains(QLatin1String("@import")));
        QVERIFY(!doc.contains(QLatin1String("url(http")));
    }
};

QTEST_GUILESS_MAIN(HtmlRendererTest)
#include "HtmlRendererTest.moc"
