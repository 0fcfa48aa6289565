// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourcesPanel.h"
#include "FlowLayout.h"
#include "model/DomainNames.h"

#include "SourceDetailView.h"
#include "SourceFilterModel.h"
#include "SourceItemDelegate.h"
#include "SourceListModel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QRegularExpression>
#include <QSplitter>
#include <QVBoxLayout>

namespace lmars::ui {

SourcesPanel::SourcesPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("sourcesPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    auto* header = new QWidget(this);
    auto* headerLayout = new QVBoxLayout(header);
    headerLayout->setContentsMargins(10, 8, 10, 6);
    headerLayout->setSpacing(6);
    auto* titleRow = new QHBoxLayout;
    m_title = new QLabel(header);
    m_title->setObjectName(QStringLiteral("sectionTitle"));
    m_count = new QLabel(header);
    m_count->setObjectName(QStringLiteral("sourceCount"));
    m_count->setProperty("muted", true);
    titleRow->addWidget(m_title);
    titleRow->addStretch(1);
    titleRow->addWidget(m_count);
    headerLayout->addLayout(titleRow);

    // The filters wrap to another row when the panel is narrow (or their texts long) instead of being cut.
    auto* filterRow = new QWidget(header);
    filterRow->setObjectName(QStringLiteral("sourceFilters"));
    auto* filters = new FlowLayout(filterRow, 6, 6);
    filters->setContentsMargins(0, 0, 0, 0);
    m_type = new QComboBox(header);
    m_type->setObjectName(QStringLiteral("sourceTypeFilter"));
    // Item texts are set by retranslate(); the item data identifies the choice.
    m_type->addItem(QString()); // every type
    for (model::SourceType type :
         {model::SourceType::Web, model::SourceType::CaseLaw, model::SourceType::Official, model::SourceType::Local})
        m_type->addItem(QString(), QVariant::fromValue(type));
    m_tier = new QComboBox(header);
    m_tier->setObjectName(QStringLiteral("sourceTierFilter"));
    m_tier->addItem(QString()); // every tier
    for (model::AuthorityTier tier :
         {model::AuthorityTier::Primary, model::AuthorityTier::Official, model::AuthorityTier::Reputable,
          model::AuthorityTier::UserGenerated, model::AuthorityTier::Unknown})
        m_tier->addItem(QString(), QVariant::fromValue(tier));
    m_sort = new QComboBox(header);
    m_sort->setObjectName(QStringLiteral("sourceSort"));
    for (const SourceFilterModel::SortKey key :
         {SourceFilterModel::SortKey::Number, SourceFilterModel::SortKey::Date, SourceFilterModel::SortKey::Authority})
        m_sort->addItem(QString(), int(key));
    for (QComboBox* combo : {m_type, m_tier, m_sort})
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (QComboBox* combo : {m_type, m_tier, m_sort})
        filters->addWidget(combo);
    headerLayout->addWidget(filterRow);
    layout->addWidget(header);

    m_model = new SourceListModel(this);
    m_proxy = new SourceFilterModel(this);
    m_proxy->setSourceModel(m_model);

    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("sourcesSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_list = new QListView(m_splitter);
    m_list->setObjectName(QStringLiteral("sourceList"));
    m_list->setModel(m_proxy);
    m_list->setItemDelegate(new SourceItemDelegate(m_list));
    // Rows with warnings are taller (their lines wrap at the list's width, laid out again on resize).
    m_list->setUniformItemSizes(false);
    m_list->setResizeMode(QListView::Adjust);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setFrameShape(QFrame::NoFrame);
    m_list->setAlternatingRowColors(true);
    m_empty = new QLabel(m_splitter);
    m_empty->setObjectName(QStringLiteral("sourcesEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_empty->setMargin(12);
    m_empty->setProperty("muted", true);
    m_detail = new SourceDetailView(m_splitter);
    m_splitter->addWidget(m_empty);
    m_splitter->addWidget(m_list);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setStretchFactor(2, 2);
    layout->addWidget(m_splitter, 1);

    connect(m_type, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant type = m_type->currentData();
        m_proxy->setTypeFilter(type.isValid() ? std::optional(type.value<model::SourceType>()) : std::nullopt);
        updateCount();
    });
    connect(m_tier, &QComboBox::currentIndexChanged, this, [this] {
        const QVariant tier = m_tier->currentData();
        m_proxy->setTierFilter(tier.isValid() ? std::optional(tier.value<model::AuthorityTier>()) : std::nullopt);
        updateCount();
    });
    connect(m_sort, &QComboBox::currentIndexChanged, this,
            [this] { m_proxy->setSortKey(SourceFilterModel::SortKey(m_sort->currentData().toInt())); });
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this, [this](const QModelIndex& current) {
        m_detail->showSource(current);
        if (current.isValid())
            Q_EMIT sourceSelected(current.data(SourceListModel::NumberRole).toInt());
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex& from, const QModelIndex& to) {
        const int shown = m_detail->shownNumber();
        if (shown >= from.row() + 1 && shown <= to.row() + 1)
            m_detail->showSource(m_list->currentIndex());
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &SourcesPanel::updateCount);
    connect(m_model, &QAbstractItemModel::modelReset, this, &SourcesPanel::updateCount);
    connect(m_detail, &SourceDetailView::citationCopied, this,
            [this](const QString&) { Q_EMIT statusMessage(tr("Citation copied to the clipboard.")); });
    retranslate();
}

void SourcesPanel::retranslate()
{
    m_title->setText(tr("Sources"));
    m_type->setAccessibleName(tr("Filter by type"));
    for (int i = 0; i < m_type->count(); ++i) {
        const QVariant type = m_type->itemData(i);
        m_type->setItemText(i, type.isValid() ? model::DomainNames::displayName(type.value<model::SourceType>())
                                              : tr("All types"));
    }
    m_tier->setAccessibleName(tr("Filter by authority"));
    for (int i = 0; i < m_tier->count(); ++i) {
        const QVariant tier = m_tier->itemData(i);
        m_tier->setItemText(i, tier.isValid() ? model::DomainNames::displayName(tier.value<model::AuthorityTier>())
                                              : tr("All tiers"));
    }
    m_sort->setAccessibleName(tr("Sort sources"));
    m_sort->setItemText(m_sort->findData(int(SourceFilterModel::SortKey::Number)), tr("[n] order"));
    m_sort->setItemText(m_sort->findData(int(SourceFilterModel::SortKey::Date)), tr("Newest"));
    m_sort->setItemText(m_sort->findData(int(SourceFilterModel::SortKey::Authority)), tr("Authority"));
    m_sort->setToolTip(tr("Sort by number, date (newest first) or authority"));
    m_list->setAccessibleName(tr("Sources"));
    m_empty->setText(tr("Sources appear here as the research finds them: web pages, court opinions and "
                        "your own documents, each with its [n] number."));
    // Row texts (type and tier names, the "cited" badge) are translated when asked for: refresh them.
    m_model->retranslate();
    m_list->viewport()->update();
    updateCount();
}

void SourcesPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SourcesPanel::updateCount()
{
    const int all = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    m_count->setText(shown == all ? tr("%n source(s)", nullptr, all) : tr("%1 of %2 shown").arg(shown).arg(all));
    // Until the first source arrives, a short explanation instead of an empty list and detail pane.
    m_empty->setVisible(all == 0);
    m_list->setVisible(all > 0);
    m_detail->setVisible(all > 0);
}

void SourcesPanel::setState(const model::ResearchState& state)
{
    m_model->setSources(state.sources);
    m_model->setVerification(state.verification);
    if (!state.answer.citations.isEmpty()) {
        QSet<int> cited;
        for (const model::Citation& c : state.answer.citations)
            cited.insert(c.n);
        m_model->setCited(cited);
    } else {
        setCitedFromMarkdown(state.answer.markdown);
    }
}

void SourcesPanel::setCitedFromMarkdown(const QString& markdown)
{
    // [n], [n, m] and [n-m] markers, as the answer renderer links them.
    static const QRegularExpression marker(QStringLiteral("\\[(\\d+(?:\\s*[,\\-–]\\s*\\d+)*)\\]"));
    static const QRegularExpression number(QStringLiteral("\\d+"));
    QSet<int> cited;
    auto it = marker.globalMatch(markdown);
    while (it.hasNext()) {
        const QString inner = it.next().captured(1);
        QList<int> numbers;
        auto nit = number.globalMatch(inner);
        while (nit.hasNext())
            numbers << nit.next().captured(0).toInt();
        const bool range = inner.contains(QLatin1Char('-')) || inner.contains(QChar(0x2013));
        if (range && numbers.size() == 2 && numbers.at(1) >= numbers.at(0) && numbers.at(1) - numbers.at(0) < 50) {
            for (int n = numbers.at(0); n <= numbers.at(1); ++n)
                cited.insert(n);
        } else {
            for (int n : std::as_const(numbers))
                cited.insert(n);
        }
    }
    m_model->setCited(cited);
}

void SourcesPanel::clear()
{
    m_model->clear();
    m_detail->showSource({});
}

bool SourcesPanel::selectSource(int n)
{
    const QModelIndex source = m_model->indexOfNumber(n);
    if (!source.isValid())
        return false;
    QModelIndex proxy = m_proxy->mapFromSource(source);
    if (!proxy.isValid()) {
        m_type->setCurrentIndex(0);
        m_tier->setCurrentIndex(0);
        proxy = m_proxy->mapFromSource(source);
    }
    m_list->setCurrentIndex(proxy);
    m_list->scrollTo(proxy);
    return true;
}

int SourcesPanel::selectedSource() const
{
    return m_list->currentIndex().isValid() ? m_list->currentIndex().data(SourceListModel::NumberRole).toInt() : 0;
}

} // namespace lmars::ui
