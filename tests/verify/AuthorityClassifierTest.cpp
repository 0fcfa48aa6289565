// SPDX-License-Identifier: GPL-3.0-or-later
// Binding or persuasive (issue 27, point 2): a table of (forum, citing court) pairs, federal and
// state, each checked by hand against the rules of precedent (a court is bound by the courts above
// it in its own system; a federal court follows its state's highest court on that state's law;
// everything else persuades at most), plus unpublished decisions, an unknown court, forum names and
// a forum assumed from a jurisdiction.
#include "verify/AuthorityClassifier.h"

#include <QTest>

using lmars::model::AuthorityKind;
using lmars::verify::AuthorityClassifier;
using lmars::verify::CourtHierarchy;

class AuthorityClassifierTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pairs_data()
    {
        QTest::addColumn<QString>("forum");
        QTest::addColumn<QString>("citing");
        QTest::addColumn<AuthorityKind>("kind");
        const auto row = [](const char* forum, const char* citing, AuthorityKind kind) {
            QTest::addRow("%s <- %s", forum, citing)
                << QString::fromLatin1(forum) << QString::fromLatin1(citing) << kind;
        };
        const AuthorityKind B = AuthorityKind::Binding;
        const AuthorityKind P = AuthorityKind::Persuasive;
        // A federal district court.
        row("cand", "scotus", B);
        row("cand", "ca9", B);
        row("cand", "ca2", P);
        row("cand", "cacd", P);
        row("cand", "nysd", P);
        row("cand", "cal", B); // on California law
        row("cand", "calctapp", P);
        row("cand", "tex", P);
        row("nysd", "ca2", B);
        row("nysd", "ca9", P);
        row("nysd", "ny", B);
        row("nysd", "nyappdiv", P);
        row("nysd", "nyed", P);
        row("ksd", "ca10", B);
        row("ksd", "ca8", P);
        row("dcd", "cadc", B);
        row("dcd", "cafc", P);
        row("txsd", "ca5", B);
        row("txsd", "tex", B);
        row("txsd", "texapp", P);
        // A federal court of appeals.
        row("ca9", "ca9", B);
        row("ca9", "ca5", P);
        row("ca9", "scotus", B);
        row("ca9", "cand", P);
        row("ca9", "cal", B); // on California law
        row("ca5", "tex", B); // on Texas law, though the Fifth Circuit sits in Louisiana
        row("ca5", "cal", P);
        row("cadc", "scotus", B);
        // State courts.
        row("cal", "cal", B);
        row("calctapp", "cal", B);
        row("calctapp", "calctapp", P);
        row("calsuperct", "calctapp", B);
        row("calsuperct", "cal", B);
        row("calctapp", "ca9", P);
        row("calctapp", "scotus", B);
        row("calctapp", "cand", P);
        row("calctapp", "ny", P);
        row("cal", "calctapp", P);
        row("ny", "nyappdiv", P);
        row("nyappdiv", "ny", B);
        row("nysupct", "nyappdiv", B);
        row("tex", "texapp", P);
        row("texapp", "tex", B);
        row("fla", "ca11", P);
        row("fladistctapp", "fla", B);
        row("mass", "massappct", P);
        row("massappct", "mass", B);
        row("ill", "ca7", P);
        row("illappct", "ill", B);
        row("pa", "pasuperct", P);
        row("pasuperct", "nj", P);
    }

    void pairs()
    {
        QFETCH(QString, forum);
        QFETCH(QString, citing);
        QFETCH(AuthorityKind, kind);
        const CourtHierarchy& courts = CourtHierarchy::instance();
        const auto* forumCourt = courts.byId(forum);
        const auto* citingCourt = courts.byId(citing);
        QVERIFY2(forumCourt && citingCourt, "both courts are in the hierarchy");
        const AuthorityClassifier classifier(*forumCourt);
        const lmars::model::Authority authority = classifier.classify(citingCourt, false);
        QVERIFY2(authority.kind == kind, qPrintable(authority.reason));
        QVERIFY(authority.reason.startsWith(citingCourt->name));
        QCOMPARE(authority.citingCourt, citing);
        QCOMPARE(authority.forum, forumCourt->name);
        QVERIFY(!authority.assumed);
    }

    void reasonsInWords()
    {
        const CourtHierarchy& courts = CourtHierarchy::instance();
        const AuthorityClassifier superior(*courts.byId(QStringLiteral("calctapp")));
        QCOMPARE(superior.classify(courts.byId(QStringLiteral("cal")), false).reason,
                 QStringLiteral("California Supreme Court: binds every California state court"));
        const QString ninth = superior.classify(courts.byId(QStringLiteral("ca9")), false).reason;
        QVERIFY2(ninth.contains(QStringLiteral("persuasive in California state courts")), qPrintable(ninth));
        const AuthorityClassifier district(*courts.byId(QStringLiteral("cand")));
        const QString binds = district.classify(courts.byId(QStringLiteral("ca9")), false).reason;
        QVERIFY2(binds.contains(QStringLiteral("binds United States District Court for the Northern District of "
                                               "California")),
                 qPrintable(binds));
    }

    void unpublishedAndUnknown()
    {
        const CourtHierarchy& courts = CourtHierarchy::instance();
        const AuthorityClassifier classifier(*courts.byId(QStringLiteral("cand")));
        lmars::model::LegalCitation appendix;
        appendix.volume = QStringLiteral("497");
        appendix.reporter = QStringLiteral("F. App'x");
        appendix.page = QStringLiteral("274");
        appendix.court = QStringLiteral("9th Cir.");
        const lmars::model::Authority unpublished = classifier.classify(appendix, {});
        QCOMPARE(unpublished.kind, AuthorityKind::NotPrecedential);
        QVERIFY(unpublished.reason.contains(QStringLiteral("unpublished")));
        QCOMPARE(unpublished.citingCourt, QStringLiteral("ca9"));
        lmars::model::LegalCitation westlaw;
        westlaw.volume = QStringLiteral("2019");
        westlaw.reporter = QStringLiteral("WL");
        westlaw.page = QStringLiteral("4639462");
        QCOMPARE(classifier.classify(westlaw, {}).kind, AuthorityKind::NotPrecedential);
        lmars::model::LegalCitation newYork;
        newYork.volume = QStringLiteral("2010");
        newYork.reporter = QStringLiteral("NY Slip Op");
        newYork.page = QStringLiteral("51192(U)");
        QCOMPARE(classifier.classify(newYork, {}).kind, AuthorityKind::NotPrecedential);
        // F.3d names no court and no parenthetical says which: not classified, and it says why.
        lmars::model::LegalCitation circuit;
        circuit.volume = QStringLiteral("123");
        circuit.reporter = QStringLiteral("F.3d");
        circuit.page = QStringLiteral("456");
        const lmars::model::Authority unknown = classifier.classify(circuit, {});
        QCOMPARE(unknown.kind, AuthorityKind::Unknown);
        QVERIFY(unknown.reason.contains(QStringLiteral("not known")));
        // The court CourtListener found tells it.
        QCOMPARE(classifier.classify(circuit, {QStringLiteral("X v. Y"), QStringLiteral("ca9"), {}, {}, {}}).kind,
                 AuthorityKind::Binding);
        // Without a forum nothing is classified.
        const AuthorityClassifier none(lmars::verify::CourtNode{});
        QCOMPARE(none.classify(courts.byId(QStringLiteral("scotus")), false).kind, AuthorityKind::Unknown);
    }

    void citingCourtFromTheCitation()
    {
        const CourtHierarchy& courts = CourtHierarchy::instance();
        const auto court = [&](const char* reporter, const char* parenthetical) {
            lmars::model::LegalCitation c;
            c.volume = QStringLiteral("1");
            c.reporter = c.reporterAsWritten = QString::fromLatin1(reporter);
            c.page = QStringLiteral("1");
            c.court = QString::fromLatin1(parenthetical);
            const auto* node = courts.citingCourt(c, {});
            return node ? node->id : QString();
        };
        QCOMPARE(court("U.S.", ""), QStringLiteral("scotus"));
        QCOMPARE(court("S. Ct.", ""), QStringLiteral("scotus"));
        QCOMPARE(court("Cal. 4th", ""), QStringLiteral("cal"));
        QCOMPARE(court("Cal. App. 4th", ""), QStringLiteral("calctapp"));
        QCOMPARE(court("F.3d", "9th Cir."), QStringLiteral("ca9"));
        QCOMPARE(court("F. Supp. 2d", "D. Kan."), QStringLiteral("ksd"));
        QCOMPARE(court("A.3d", "Pa."), QStringLiteral("pa"));
        QCOMPARE(court("F.3d", ""), QString());
    }

    void forumByName()
    {
        QString error;
        QCOMPARE(AuthorityClassifier::forForum(QStringLiteral("cal"), {}, &error).forum().id, QStringLiteral("cal"));
        QCOMPARE(AuthorityClassifier::forForum(QStringLiteral("Ninth Circuit"), {}, &error).forum().id,
                 QStringLiteral("ca9"));
        QCOMPARE(AuthorityClassifier::forForum(QStringLiteral("N.D. Cal."), {}, &error).forum().id,
                 QStringLiteral("cand"));
        QCOMPARE(AuthorityClassifier::forForum(QStringLiteral("California Supreme Court"), {}, &error).forum().id,
                 QStringLiteral("cal"));
        QVERIFY(error.isEmpty());
        const AuthorityClassifier nowhere =
            AuthorityClassifier::forForum(QStringLiteral("Court of Narnia"), {}, &error);
        QVERIFY(!nowhere.hasForum());
        QVERIFY(error.contains(QStringLiteral("Court of Narnia")));
    }

    void forumAssumedFromTheJurisdiction()
    {
        const CourtHierarchy& courts = CourtHierarchy::instance();
        const AuthorityClassifier assumed = AuthorityClassifier::forForum({}, QStringLiteral("California"));
        QVERIFY(assumed.hasForum());
        const lmars::model::Authority appeal = assumed.classify(courts.byId(QStringLiteral("calctapp")), false);
        QCOMPARE(appeal.kind, AuthorityKind::Binding);
        QVERIFY(appeal.assumed);
        QVERIFY2(appeal.reason.contains(QStringLiteral("forum assumed")), qPrintable(appeal.reason));
        QCOMPARE(assumed.classify(courts.byId(QStringLiteral("ca9")), false).kind, AuthorityKind::Persuasive);
        QVERIFY(!AuthorityClassifier::forForum({}, QStringLiteral("Atlantis")).hasForum());
    }

    void onlyVerifiedCasesAreClassified()
    {
        const AuthorityClassifier classifier = AuthorityClassifier::forForum(QStringLiteral("calctapp"), {});
        QList<lmars::model::VerifiedCitation> rows(3);
        rows[0].citation.reporter = rows[0].citation.reporterAsWritten = QStringLiteral("Cal. 4th");
        rows[0].citation.volume = QStringLiteral("50");
        rows[0].check.status = lmars::model::CitationStatus::Verified;
        rows[1].citation = rows[0].citation;
        rows[1].check.status = lmars::model::CitationStatus::NotFound;
        rows[2].citation.kind = lmars::model::CitationKind::Statute;
        rows[2].check.status = lmars::model::CitationStatus::Verified;
        classifier.classifyAll(rows);
        QCOMPARE(rows.at(0).authority.kind, AuthorityKind::Binding);
        QVERIFY(rows.at(1).authority.isEmpty());
        QVERIFY(rows.at(2).authority.isEmpty());
        // It reaches the JSON of the verification record and reads back.
        lmars::model::Verification record;
        record.present = true;
        record.citations = rows;
        const auto back = lmars::model::Verification::fromJson(record.toJson());
        QCOMPARE(back.citations.at(0).authority.kind, AuthorityKind::Binding);
        QCOMPARE(back.citations.at(0).authority.reason, rows.at(0).authority.reason);
    }
};

QTEST_GUILESS_MAIN(AuthorityClassifierTest)
#include "AuthorityClassifierTest.moc"
