// SPDX-License-Identifier: GPL-3.0-or-later
// The main content of an HTML page outranks its furniture: navigation, banners, footers, cookie
// banners, skip links, breadcrumbs, share bars and site search forms are dropped, on a real court
// page of ../shared/data/realcorpus (the New Jersey Supreme Court opinions page, whose mega-menu
// outranked the opinion summaries it frames) and on pages written here for each rule; a page made
// only of links still yields its text.

#include "SharedData.h"
#include "parse/DocumentParser.h"
#include "parse/HtmlParser.h"

#include <QDir>
#include <QTest>

using namespace lmars;

namespace {

QString textOf(const QByteArray& html)
{
    return parse::HtmlParser::parse(html, QStringLiteral("t")).text;
}

} // namespace

class HtmlBoilerplateTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void courtPageKeepsOpinionsAndDropsItsMenu()
    {
        LMARS_SHARED_PATH_OR_SKIP(root, QStringLiteral("data/realcorpus"));
        const QString path = QDir(root).filePath(QStringLiteral("juriscraper/opinions/united_states/nj_example.html"));
        const auto parsed = parse::DocumentParser::parse(path);
        QVERIFY2(parsed.ok(), qPrintable(path));
        const QString text = parsed.value().text;
        // The opinion summaries sit in dialogs that are aria-hidden until the reader opens them.
        for (const char* opinion :
             {"there is a presumption that foreign language interpretation services will be provided in person",
              "The bribery statute applies to any"})
            QVERIFY2(text.contains(QString::fromUtf8(opinion)), opinion);
        // The site's mega-menu, search form, skip link and footer are gone.
        for (const char* furniture : {"Probation Division Manager Contact List", "Court Closings-Municipal Courts",
                                      "Title II ADA Coordinator", "Skip to main content", "Elder Justice"})
            QVERIFY2(!text.contains(QLatin1String(furniture)), furniture);
        // Most of what is left is the page's own text, not menus.
        QVERIFY2(text.size() < 120000, qPrintable(QString::number(text.size())));
    }

    void courtListOfOpinionsInMainIsKept()
    {
        // The Supreme Court of Georgia's opinions page: its <main> is lists of links to the opinions,
        // the case names being the page's content; its mega-menu lists are furniture.
        LMARS_SHARED_PATH_OR_SKIP(root, QStringLiteral("data/realcorpus"));
        const QString path = QDir(root).filePath(QStringLiteral("juriscraper/opinions/united_states/ga_example.html"));
        const auto parsed = parse::DocumentParser::parse(path);
        QVERIFY2(parsed.ok(), qPrintable(path));
        QVERIFY(
            parsed.value().text.contains(QLatin1String("S19G0007. COLLINS et al. v. ATHENS ORTHOPEDIC CLINIC, P.A.")));
    }

    void namedFurnitureIsDropped_data()
    {
        QTest::addColumn<QByteArray>("furniture");
        QTest::newRow("role navigation") << QByteArray("<div role=\"navigation\">JUNK Home</div>");
        QTest::newRow("role banner") << QByteArray("<div role=\"banner\">JUNK Court of Appeals</div>");
        QTest::newRow("role contentinfo") << QByteArray("<div role=\"contentinfo\">JUNK Copyright</div>");
        QTest::newRow("role search") << QByteArray("<div role=\"search\"><label>JUNK Search the site</label></div>");
        QTest::newRow("class nav word") << QByteArray("<div class=\"tbm-nav level-0\">JUNK Divisions</div>");
        QTest::newRow("class menu") << QByteArray("<div class=\"main-menu\">JUNK Opinions</div>");
        QTest::newRow("class breadcrumb") << QByteArray("<ol class=\"breadcrumb\"><li>JUNK Home</li></ol>");
        QTest::newRow("id footer") << QByteArray("<div id=\"site_footer\">JUNK Accessibility statement</div>");
        QTest::newRow("cookie banner") << QByteArray("<div class=\"cookie-banner\">JUNK We use cookies.</div>");
        QTest::newRow("consent dialog") << QByteArray(
            "<div class=\"consent modal\" role=\"dialog\" aria-hidden=\"true\">JUNK Accept all</div>");
        QTest::newRow("share bar") << QByteArray("<div class=\"share-buttons\">JUNK Share on X</div>");
        QTest::newRow("social links") << QByteArray("<ul class=\"social\"><li>JUNK Follow us</li></ul>");
        QTest::newRow("skip link") << QByteArray("<a href=\"#main\" class=\"skip-link\">JUNK Skip to content</a>");
        QTest::newRow("sidebar") << QByteArray("<div id=\"sidebar\">JUNK Related pages</div>");
        QTest::newRow("site search form")
            << QByteArray("<form action=\"/search\" method=\"get\"><label>JUNK Search</label></form>");
        QTest::newRow("unnamed link list")
            << QByteArray("<ul><li><a href=\"/a\">JUNK Opinions</a></li><li><a href=\"/b\">Calendars</a></li>"
                          "<li><a href=\"/c\">Forms</a></li><li><a href=\"/d\">Self-Help</a></li></ul>");
    }

    void namedFurnitureIsDropped()
    {
        QFETCH(QByteArray, furniture);
        const QByteArray html = "<html><body>" + furniture +
                                "<div class=\"opinion\"><p>The judgment of the Appellate Division is affirmed. "
                                "The trial court correctly found that the defendant waived the right to counsel "
                                "knowingly and voluntarily, and the record supports that finding.</p></div>"
                                "</body></html>";
        const QString text = textOf(html);
        QVERIFY2(text.contains(QStringLiteral("The judgment of the Appellate Division is affirmed.")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("JUNK")), qPrintable(text));
    }

    void contentNamedLikeFurnitureIsKept()
    {
        // An opinion that cites many cases is not a menu: its own words outweigh its links.
        const QByteArray citing =
            "<html><body><nav><a href=\"/\">NAV-HOME</a></nav><div><p>As held in <a href=\"/1\">Smith</a>, "
            "<a href=\"/2\">Jones</a>, <a href=\"/3\">Doe</a> and <a href=\"/4\">Roe</a>, a waiver of counsel "
            "must be knowing, intelligent and voluntary, and the court must so find on the record.</p></div>"
            "</body></html>";
        const QString text = textOf(citing);
        QVERIFY2(text.contains(QStringLiteral("a waiver of counsel must be knowing")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Smith")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("NAV-HOME")));
        // A template that puts the whole ruling in a "sidebar" block keeps it (it holds the page's text).
        const QByteArray wrapped = "<html><body><div class=\"with-sidebar\"><p>The appeal is dismissed for want of "
                                   "jurisdiction, and costs follow the event in the usual way.</p></div>"
                                   "<div class=\"menu\">Home</div></body></html>";
        QVERIFY(textOf(wrapped).contains(QStringLiteral("The appeal is dismissed")));
    }

    void pageOfOnlyLinksStillYieldsText()
    {
        // A court's index page: nothing but links. Dropping them all would leave nothing, so the page is read whole.
        const QByteArray links = "<html><body><nav class=\"navbar\"><ul>"
                                 "<li><a href=\"/o/1\">State v. Galbraith, A-12-23</a></li>"
                                 "<li><a href=\"/o/2\">In re Estate of Swist, A-13-23</a></li>"
                                 "<li><a href=\"/o/3\">Bunce v. Middlebury, A-14-23</a></li>"
                                 "<li><a href=\"/o/4\">Greer v. Neshoba County, A-15-23</a></li>"
                                 "</ul></nav></body></html>";
        const QString text = textOf(links);
        for (const char* name : {"State v. Galbraith", "In re Estate of Swist", "Greer v. Neshoba County"})
            QVERIFY2(text.contains(QLatin1String(name)), qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(HtmlBoilerplateTest)
#include "HtmlBoilerplateTest.moc"
