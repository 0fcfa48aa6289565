// SPDX-License-Identifier: GPL-3.0-or-later
// CSL-JSON checked against the CSL data schema's rules (csl-data.json, CSL 1.0.2, written out below), and RIS
// parsed back by a reader of the format written here; both round-trip the sources' fields.
#include "ExportSampleState.h"
#include "export/CslJsonExport.h"
#include "export/RisExport.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace lmars;

namespace {

// csl-data.json: the item types and variables the schema allows (CSL 1.0.2).
const QSet<QString> kCslTypes = {QStringLiteral("article"),
                                 QStringLiteral("article-journal"),
                                 QStringLiteral("article-magazine"),
                                 QStringLiteral("article-newspaper"),
                                 QStringLiteral("bill"),
                                 QStringLiteral("book"),
                                 QStringLiteral("broadcast"),
                                 QStringLiteral("chapter"),
                                 QStringLiteral("classic"),
                                 QStringLiteral("collection"),
                                 QStringLiteral("dataset"),
                                 QStringLiteral("document"),
                                 QStringLiteral("entry"),
                                 QStringLiteral("entry-dictionary"),
                                 QStringLiteral("entry-encyclopedia"),
                                 QStringLiteral("event"),
                                 QStringLiteral("figure"),
                                 QStringLiteral("graphic"),
                                 QStringLiteral("hearing"),
                                 QStringLiteral("interview"),
                                 QStringLiteral("legal_case"),
                                 QStringLiteral("legislation"),
                                 QStringLiteral("manuscript"),
                                 QStringLiteral("map"),
                                 QStringLiteral("motion_picture"),
                                 QStringLiteral("musical_score"),
                                 QStringLiteral("pamphlet"),
                                 QStringLiteral("paper-conference"),
                                 QStringLiteral("patent"),
                                 QStringLiteral("performance"),
                                 QStringLiteral("periodical"),
                                 QStringLiteral("personal_communication"),
                                 QStringLiteral("post"),
                                 QStringLiteral("post-weblog"),
                                 QStringLiteral("regulation"),
                                 QStringLiteral("report"),
                                 QStringLiteral("review"),
                                 QStringLiteral("review-book"),
                                 QStringLiteral("software"),
                                 QStringLiteral("song"),
                                 QStringLiteral("speech"),
                                 QStringLiteral("standard"),
                                 QStringLiteral("thesis"),
                                 QStringLiteral("treaty"),
                                 QStringLiteral("webpage")};
// String (or number) variables this exporter may write; every one is in the schema's properties.
const QSet<QString> kCslStrings = {
    QStringLiteral("title"), QStringLiteral("authority"), QStringLiteral("container-title"), QStringLiteral("volume"),
    QStringLiteral("page"),  QStringLiteral("section"),   QStringLiteral("number"),          QStringLiteral("URL"),
    QStringLiteral("note"),  QStringLiteral("genre")};
const QSet<QString> kCslDates = {QStringLiteral("issued"), QStringLiteral("accessed")};

/// The schema's date-variable: {"date-parts": [[year, month?, day?]] (one or two of them)} or {"raw"|"literal":
/// string}.
QString dateProblem(const nlohmann::json& date)
{
    if (!date.is_object())
        return QStringLiteral("not an object");
    if (date.contains("raw") || date.contains("literal"))
        return (date.contains("raw") ? date["raw"] : date["literal"]).is_string() ? QString() : QStringLiteral("raw");
    const nlohmann::json parts = date.value("date-parts", nlohmann::json());
    if (!parts.is_array() || parts.empty() || parts.size() > 2)
        return QStringLiteral("date-parts");
    for (const nlohmann::json& part : parts) {
        if (!part.is_array() || part.empty() || part.size() > 3)
            return QStringLiteral("date-parts item");
        for (const nlohmann::json& n : part) {
            if (!n.is_number_integer() && !n.is_string())
                return QStringLiteral("date part");
        }
    }
    return {};
}

/// A JSON value as text: a string as is, anything else as compact JSON.
QString text(const nlohmann::json& value)
{
    return QString::fromStdString(value.is_string() ? value.get<std::string>() : value.dump());
}

/// A reader of RIS as its specification writes it: "TG  - value" lines, TY first, ER last.
QList<QMultiMap<QString, QString>> readRis(const QString& text, QString* problem)
{
    QList<QMultiMap<QString, QString>> records;
    static const QRegularExpression line(QStringLiteral(R"(^([A-Z][A-Z0-9])  - (.*)$)"));
    QMultiMap<QString, QString> current;
    bool open = false;
    const QStringList lines = text.split(QStringLiteral("\r\n"));
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).isEmpty() && i == lines.size() - 1)
            break;
        const QRegularExpressionMatch m = line.match(lines.at(i));
        if (!m.hasMatch()) {
            *problem = QStringLiteral("line %1 is not a tag line: %2").arg(i + 1).arg(lines.at(i));
            return {};
        }
        const QString tag = m.captured(1);
        if (tag == QLatin1String("TY")) {
            if (open) {
                *problem = QStringLiteral("TY inside a record at line %1").arg(i + 1);
                return {};
            }
            open = true;
        } else if (!open) {
            *problem = QStringLiteral("%1 outside a record at line %2").arg(tag).arg(i + 1);
            return {};
        }
        if (tag == QLatin1String("ER")) {
            records << current;
            current.clear();
            open = false;
            continue;
        }
        current.insert(tag, m.captured(2));
    }
    if (open)
        *problem = QStringLiteral("the last record has no ER");
    return records;
}

} // namespace

class CitationManagerExportTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cslJsonFollowsTheSchema()
    {
        const nlohmann::json doc =
            nlohmann::json::parse(exporting::CslJsonExport::document(test::exportSampleState()).toStdString());
        QVERIFY(doc.is_array());
        QCOMPARE(doc.size(), std::size_t(7));
        QSet<QString> ids;
        for (const nlohmann::json& item : doc) {
            QVERIFY(item.is_object());
            QVERIFY(item.contains("id") && item.contains("type")); // required
            QVERIFY(item["id"].is_string());
            ids << QString::fromStdString(item["id"].get<std::string>());
            QVERIFY2(kCslTypes.contains(QString::fromStdString(item["type"].get<std::string>())),
                     item["type"].dump().c_str());
            for (auto it = item.begin(); it != item.end(); ++it) {
                const QString key = QString::fromStdString(it.key());
                if (key == QLatin1String("id") || key == QLatin1String("type"))
                    continue;
                if (kCslDates.contains(key))
                    QVERIFY2(dateProblem(it.value()).isEmpty(),
                             qPrintable(key + QLatin1Char(' ') + dateProblem(it.value())));
                else
                    QVERIFY2(kCslStrings.contains(key) && (it.value().is_string() || it.value().is_number()),
                             qPrintable(key));
            }
        }
        QCOMPARE(ids.size(), 7); // unique
    }

    void cslJsonCarriesTheFields()
    {
        const nlohmann::json doc = exporting::CslJsonExport::items(test::exportSampleState());
        const nlohmann::json& brown = doc.at(0);
        QCOMPARE(text(brown["id"]), QStringLiteral("source-1"));
        QCOMPARE(text(brown["type"]), QStringLiteral("legal_case"));
        QCOMPARE(text(brown["title"]), QStringLiteral("Brown v. Board of Education"));
        QCOMPARE(text(brown["authority"]), QStringLiteral("Supreme Court of the United States"));
        QCOMPARE(text(brown["container-title"]), QStringLiteral("U.S."));
        QCOMPARE(text(brown["volume"]), QStringLiteral("347"));
        QCOMPARE(text(brown["page"]), QStringLiteral("483"));
        QCOMPARE(text(brown["number"]), QStringLiteral("1"));
        QCOMPARE(text(brown["issued"]), text(nlohmann::json::parse(R"({"date-parts": [[1954, 5, 17]]})")));
        QCOMPARE(text(brown["accessed"]), text(nlohmann::json::parse(R"({"date-parts": [[2025, 3, 1]]})")));
        QCOMPARE(text(brown["URL"]),
                 QStringLiteral("https://www.courtlistener.com/opinion/105221/brown-v-board-of-education/"));

        const nlohmann::json& usc = doc.at(1);
        QCOMPARE(text(usc["type"]), QStringLiteral("legislation"));
        QCOMPARE(text(usc["container-title"]), QStringLiteral("U.S.C."));
        QCOMPARE(text(usc["volume"]), QStringLiteral("42"));
        QCOMPARE(text(usc["section"]), QStringLiteral("2000d"));
        QCOMPARE(text(usc["title"]), QStringLiteral("Prohibition against exclusion from participation"));
        QCOMPARE(text(usc["issued"]), text(nlohmann::json::parse(R"({"date-parts": [[2018]]})")));

        const nlohmann::json& cfr = doc.at(2);
        QCOMPARE(text(cfr["type"]), QStringLiteral("regulation"));
        QCOMPARE(text(cfr["container-title"]), QStringLiteral("C.F.R."));
        QCOMPARE(text(cfr["volume"]), QStringLiteral("34"));
        QCOMPARE(text(cfr["section"]), QStringLiteral("100.3"));
        QCOMPARE(text(cfr["issued"]), text(nlohmann::json::parse(R"({"date-parts": [[2024, 5, 1]]})")));

        const nlohmann::json& rule = doc.at(3);
        QCOMPARE(text(rule["type"]), QStringLiteral("regulation"));
        QCOMPARE(text(rule["container-title"]), QStringLiteral("Fed. Reg."));
        QCOMPARE(text(rule["volume"]), QStringLiteral("89"));
        QCOMPARE(text(rule["page"]), QStringLiteral("33474"));
        QCOMPARE(text(rule["authority"]), QStringLiteral("Education Department"));
        QCOMPARE(text(rule["number"]), QStringLiteral("2024-07915"));

        const nlohmann::json& eo = doc.at(4);
        QCOMPARE(text(eo["genre"]), QStringLiteral("Executive Order"));
        QCOMPARE(text(eo["number"]), QStringLiteral("13985"));
        QCOMPARE(text(eo["authority"]), QStringLiteral("Joseph R. Biden Jr."));

        QCOMPARE(text(doc.at(5)["type"]), QStringLiteral("webpage"));
        QCOMPARE(text(doc.at(5)["container-title"]), QStringLiteral("example.org"));
        QCOMPARE(text(doc.at(5)["URL"]), QStringLiteral("https://example.org/brown-at-70?a=1&b=2"));
        QCOMPARE(text(doc.at(6)["type"]), QStringLiteral("document"));
        QCOMPARE(text(doc.at(6)["container-title"]), QStringLiteral("memo.pdf"));
    }

    void risParsesBackWithTheFields()
    {
        const QString ris = exporting::RisExport::document(test::exportSampleState());
        QString problem;
        const QList<QMultiMap<QString, QString>> records = readRis(ris, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(records.size(), 7);
        QStringList types;
        for (const auto& r : records)
            types << r.value(QStringLiteral("TY"));
        QCOMPARE(types, (QStringList{QStringLiteral("CASE"), QStringLiteral("STAT"), QStringLiteral("LEGAL"),
                                     QStringLiteral("LEGAL"), QStringLiteral("GOVDOC"), QStringLiteral("ELEC"),
                                     QStringLiteral("GEN")}));
        const auto& brown = records.at(0);
        QCOMPARE(brown.value(QStringLiteral("ID")), QStringLiteral("source-1"));
        QCOMPARE(brown.value(QStringLiteral("TI")), QStringLiteral("Brown v. Board of Education"));
        QCOMPARE(brown.value(QStringLiteral("T2")), QStringLiteral("U.S."));
        QCOMPARE(brown.value(QStringLiteral("VL")), QStringLiteral("347"));
        QCOMPARE(brown.value(QStringLiteral("SP")), QStringLiteral("483"));
        QCOMPARE(brown.value(QStringLiteral("PB")), QStringLiteral("Supreme Court of the United States"));
        QCOMPARE(brown.value(QStringLiteral("DA")), QStringLiteral("1954/05/17/"));
        QCOMPARE(brown.value(QStringLiteral("PY")), QStringLiteral("1954"));
        QCOMPARE(brown.value(QStringLiteral("Y2")), QStringLiteral("2025/03/01/"));
        QCOMPARE(brown.value(QStringLiteral("UR")),
                 QStringLiteral("https://www.courtlistener.com/opinion/105221/brown-v-board-of-education/"));
        QVERIFY(brown.values(QStringLiteral("N1"))
                    .contains(QStringLiteral("Brown v. Board of Education, 347 U.S. 483 (SCOTUS 1954)")));
        const auto& usc = records.at(1);
        QCOMPARE(usc.value(QStringLiteral("T2")), QStringLiteral("U.S.C."));
        QCOMPARE(usc.value(QStringLiteral("VL")), QStringLiteral("42"));
        QCOMPARE(usc.value(QStringLiteral("SE")), QStringLiteral("2000d"));
        QCOMPARE(usc.value(QStringLiteral("PY")), QStringLiteral("2018"));
        QCOMPARE(records.at(3).value(QStringLiteral("M1")), QStringLiteral("2024-07915"));
        QCOMPARE(records.at(3).value(QStringLiteral("SP")), QStringLiteral("33474"));
        QCOMPARE(records.at(4).value(QStringLiteral("M1")), QStringLiteral("13985"));
        QCOMPARE(records.at(5).value(QStringLiteral("UR")), QStringLiteral("https://example.org/brown-at-70?a=1&b=2"));
    }

    void aValueNeverBreaksARecord()
    {
        model::ResearchState state = test::exportSampleState();
        state.sources.resize(1);
        state.sources[0].courtCase.emplace().caseName = QStringLiteral("Line one\r\nER  - injected");
        QString problem;
        const auto records = readRis(exporting::RisExport::document(state), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().value(QStringLiteral("TI")), QStringLiteral("Line one ER - injected"));
    }

    void noSourcesGivesEmptyExports()
    {
        model::ResearchState state;
        QCOMPARE(exporting::CslJsonExport::document(state).trimmed(), QStringLiteral("[]"));
        QVERIFY(exporting::RisExport::document(state).isEmpty());
    }
};

QTEST_GUILESS_MAIN(CitationManagerExportTest)
#include "CitationManagerExportTest.moc"
