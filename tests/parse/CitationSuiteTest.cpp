// SPDX-License-Identifier: GPL-3.0-or-later
// The extractor measured against a public labelled suite: the input strings and expected values of
// Free Law Project's eyecite test suite (facts only, see data/NOTICE): tests/test_FindTest.py in
// data/eyecite-find-labelled.jsonl (every third row, heldOut, kept out of tuning; but the whole file
// was read while the extractor was written, so the held-out part is not blind), and
// tests/test_AnnotateTest.py in data/eyecite-annotate-labelled.jsonl, labelled after the extractor
// was written and never used to tune it. The figures of every part are printed.
#include "parse/CitationExtractor.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <utility>

#include <nlohmann/json.hpp>

using lmars::model::CitationKind;
using lmars::model::LegalCitation;

namespace {

struct Expected
{
    QString kind; ///< full, short, supra, id, law
    QString volume;
    QString reporter; ///< as written, or the law's code
    QString page;     ///< first page, the short form's pin, or the law's section
    int year = 0;
    QString plaintiff;
    QString defendant;
};

struct Tally
{
    int expected = 0;
    int found = 0;
    int spurious = 0; ///< for full citations: found cases that match no expected one
    double recall() const { return expected == 0 ? 1.0 : double(found) / expected; }
};

struct Figures
{
    Tally full, shortForm, supra, id, law, year, name;
    double precision() const
    {
        return full.found + full.spurious == 0 ? 1.0 : double(full.found) / (full.found + full.spurious);
    }
};

QString squash(QString s)
{
    static const QRegularExpression noise(QStringLiteral("[\\s.,]"));
    return s.remove(noise).toLower();
}

QString firstNumber(const QString& s)
{
    static const QRegularExpression number(QStringLiteral("[0-9ivxlc]+[A-Z]?|[0-9]+"));
    return number.match(s).captured(0);
}

bool isId(const LegalCitation& c)
{
    const QString text = c.text.trimmed();
    return c.kind == CitationKind::ShortForm && (text.startsWith(QLatin1String("id"), Qt::CaseInsensitive) ||
                                                 text.startsWith(QLatin1String("ibid"), Qt::CaseInsensitive));
}

bool isSupra(const LegalCitation& c)
{
    // A supra of its own, not a short form "Smith, supra, 316 F.Supp. at 884" (which has a reporter).
    return c.kind == CitationKind::ShortForm && c.text.contains(QLatin1String("supra")) &&
           c.reporterAsWritten.isEmpty();
}

bool reporterMatches(const LegalCitation& c, const QString& expected)
{
    const QString want = squash(expected);
    if (squash(c.reporterAsWritten) == want || squash(c.reporter) == want)
        return true;
    for (const auto* edition : lmars::parse::ReporterTable::instance().editionsFor(expected)) {
        if (edition->edition == c.reporter)
            return true;
    }
    return false;
}

bool matches(const LegalCitation& c, const Expected& e)
{
    if (e.kind == QLatin1String("full"))
        return c.kind == CitationKind::Case && c.volume == e.volume &&
               QString(c.page).remove(QLatin1Char(',')) == QString(e.page).remove(QLatin1Char(',')) &&
               reporterMatches(c, e.reporter);
    if (e.kind == QLatin1String("short"))
        return c.kind == CitationKind::ShortForm && !isId(c) && c.text.contains(e.volume) &&
               reporterMatches(c, e.reporter) && firstNumber(c.pinCite) == firstNumber(e.page);
    if (e.kind == QLatin1String("supra"))
        return isSupra(c);
    if (e.kind == QLatin1String("id"))
        return isId(c);
    // law: the section as cited, without its subsections
    return c.kind != CitationKind::Case && c.kind != CitationKind::ShortForm &&
           QString(c.section).remove(QLatin1Char(' ')).startsWith(e.page);
}

void score(Figures& f, const QString& text, const QList<Expected>& expected, const QList<LegalCitation>& found,
           QStringList* misses)
{
    QList<bool> used(found.size(), false);
    for (const Expected& e : expected) {
        Tally& t = e.kind == QLatin1String("full")    ? f.full
                   : e.kind == QLatin1String("short") ? f.shortForm
                   : e.kind == QLatin1String("supra") ? f.supra
                   : e.kind == QLatin1String("id")    ? f.id
                                                      : f.law;
        ++t.expected;
        int hit = -1;
        for (int i = 0; i < found.size() && hit < 0; ++i) {
            if (!used.at(i) && matches(found.at(i), e))
                hit = i;
        }
        if (hit < 0) {
            misses->append(QStringLiteral("miss %1 %2 %3 %4 in: %5").arg(e.kind, e.volume, e.reporter, e.page, text));
            continue;
        }
        used[hit] = true;
        ++t.found;
        const LegalCitation& c = found.at(hit);
        if (e.kind != QLatin1String("full"))
            continue;
        if (e.year > 0) {
            ++f.year.expected;
            if (c.year == e.year)
                ++f.year.found;
            else
                misses->append(QStringLiteral("year %1 != %2 in: %3").arg(c.year).arg(e.year).arg(text));
        }
        if (!e.defendant.isEmpty()) {
            ++f.name.expected;
            if (c.caseName.contains(e.defendant) && c.caseName.contains(e.plaintiff))
                ++f.name.found;
            else
                misses->append(QStringLiteral("name '%1' for %2 v. %3").arg(c.caseName, e.plaintiff, e.defendant));
        }
    }
    for (int i = 0; i < found.size(); ++i) {
        if (!used.at(i) && found.at(i).kind == CitationKind::Case) {
            ++f.full.spurious;
            misses->append(QStringLiteral("spurious %1 in: %2").arg(found.at(i).normalized, text));
        }
    }
}

QString line(const char* label, const Tally& t)
{
    return QStringLiteral("%1 %2/%3 = %4")
        .arg(QLatin1String(label))
        .arg(t.found)
        .arg(t.expected)
        .arg(t.recall(), 0, 'f', 3);
}

} // namespace

class CitationSuiteTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void heldOutFigures()
    {
        Figures tuned;
        Figures heldOut;
        QVERIFY(measure(QStringLiteral(LMARS_SUITE_DIR "/eyecite-find-labelled.jsonl"), tuned, heldOut) > 150);
        print("find, tuning", tuned);
        print("find, held-out", heldOut);
        // Issue 27's targets, on the held-out part and on the whole.
        for (const Figures* f : {&heldOut, &tuned}) {
            QVERIFY(f->full.recall() >= 0.98);
            QVERIFY(f->precision() >= 0.99);
            QVERIFY(f->shortForm.recall() >= 0.97);
            QVERIFY(f->supra.recall() >= 0.90);
            QVERIFY(f->year.recall() >= 0.95);
            QVERIFY(f->name.recall() >= 0.85);
            QVERIFY(f->law.recall() >= 0.95);
        }
    }

    /// eyecite's annotation tests: labelled after the extractor was written and never used to tune it.
    void unseenFigures()
    {
        Figures unused;
        Figures unseen;
        QVERIFY(measure(QStringLiteral(LMARS_SUITE_DIR "/eyecite-annotate-labelled.jsonl"), unused, unseen) > 20);
        print("annotate, unseen", unseen);
        // Floors at what it reached when first measured (full 32/33, precision 1.000, short 4/4,
        // supra 3/3, year 12/12, name 11/12, law 1/1): a change that reads less fails here. The two
        // misses (a curly apostrophe in "Abbott’s Pr.Rep.", the name before "(In re Hatch)") were
        // then fixed, so for those two classes this set is no longer unseen; the full-citation floor
        // is issue 27's target.
        QVERIFY(unseen.full.recall() >= 0.98);
        QVERIFY(unseen.precision() >= 0.99);
        QVERIFY(unseen.shortForm.recall() >= 0.97);
        QVERIFY(unseen.supra.recall() >= 0.90);
        QVERIFY(unseen.year.recall() >= 0.95);
        QVERIFY(unseen.name.recall() >= 0.85);
    }

private:
    static int measure(const QString& path, Figures& tuned, Figures& heldOut)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return 0;
        const lmars::parse::CitationExtractor extractor;
        QStringList misses;
        int rows = 0;
        while (!file.atEnd()) {
            const QByteArray raw = file.readLine().trimmed();
            if (raw.isEmpty())
                continue;
            const nlohmann::json row = nlohmann::json::parse(raw.toStdString());
            const QString text = QString::fromStdString(row.at("t").get<std::string>());
            QList<Expected> expected;
            for (const auto& c : row.at("c")) {
                Expected e;
                e.kind = QString::fromStdString(c.at(0).get<std::string>());
                e.volume = QString::fromStdString(c.at(1).get<std::string>());
                e.reporter = QString::fromStdString(c.at(2).get<std::string>());
                e.page = QString::fromStdString(c.at(3).get<std::string>());
                e.year = c.at(4).get<int>();
                e.plaintiff = QString::fromStdString(c.at(5).get<std::string>());
                e.defendant = QString::fromStdString(c.at(6).get<std::string>());
                expected << e;
            }
            const bool held = row.at("heldOut").get<bool>();
            QStringList rowMisses;
            score(held ? heldOut : tuned, text, expected, extractor.extract(text), &rowMisses);
            for (const QString& m : std::as_const(rowMisses))
                misses << (held ? QStringLiteral("[held-out] ") : QStringLiteral("[tuning] ")) + m;
            ++rows;
        }
        for (const QString& m : std::as_const(misses))
            qInfo().noquote() << m;
        return rows;
    }

    static void print(const char* label, const Figures& f)
    {
        qInfo().noquote() << label << line("full", f.full)
                          << QStringLiteral("precision %1").arg(f.precision(), 0, 'f', 3) << line("short", f.shortForm)
                          << line("supra", f.supra) << line("id", f.id) << line("year", f.year) << line("name", f.name)
                          << line("law", f.law);
    }
};

QTEST_GUILESS_MAIN(CitationSuiteTest)
#include "CitationSuiteTest.moc"
