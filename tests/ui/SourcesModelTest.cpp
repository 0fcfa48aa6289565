// SPDX-License-Identifier: GPL-3.0-or-later
// The sources model and its filter/sort proxy under QAbstractItemModelTester; the panel's cited marks.
#include "SourceFilterModel.h"
#include "SourceListModel.h"
#include "SourcesPanel.h"
#include "UiTestSupport.h"

#include <QAbstractItemModelTester>

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

    void primaryLawSourcesShowTheirStatusOnTheAsOfDate()
    {
        model::SearchResult eo = result(QStringLiteral("fedreg:2023-24283"), model::SourceType::Official,
                                        model::AuthorityTier::Primary, QStringLiteral("2023-10-30"));
        eo.metadata["legalStatus"] = {
            {"state", "in_force"},
            {"asOf", "2024-06-01"},
            {"changes", {{{"action", "revoked"}, {"by", "EO 14148"}, {"date", "2025-01-20"}, {"afterAsOf", true}}}}};
        model::SearchResult revoked = eo;
        revoked.id = QStringLiteral("fedreg:later");
        revoked.metadata["legalStatus"]["asOf"] = "2025-03-01";
        revoked.metadata["legalStatus"]["state"] = "revoked";
        revoked.metadata["legalStatus"]["changes"][0]["afterAsOf"] = false;
        model::SearchResult news = result(QStringLiteral("web:news"), model::SourceType::Web,
                                          model::AuthorityTier::Reputable, QStringLiteral("2025-01-21"));
        news.metadata["afterAsOf"] = true;
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
};

LMARS_UI_TEST_MAIN(SourcesModelTest)
#include "SourcesModelTest.moc"
