// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelPricesEditor.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace lmars::ui {

namespace {

enum Column
{
    ModelColumn,
    InputColumn,
    CachedColumn,
    OutputColumn,
    ColumnCount
};

/// The cached-input spin box's minimum, shown as "= input".
constexpr double kSameAsInput = -1.0;

QDoubleSpinBox* priceBox(QWidget* parent, double value, bool allowSameAsInput)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setDecimals(4);
    box->setRange(allowSameAsInput ? kSameAsInput : 0.0, 1e6);
    box->setSingleStep(0.05);
    box->setValue(value);
    box->setFrame(false);
    return box;
}

double boxValue(const QTableWidget* table, int row, int column)
{
    const auto* box = qobject_cast<const QDoubleSpinBox*>(table->cellWidget(row, column));
    return box ? box->value() : 0.0;
}

} // namespace

ModelPricesEditor::ModelPricesEditor(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("modelPricesEditor"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("modelPricesTable"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(ModelColumn, QHeaderView::Stretch);
    for (int c = InputColumn; c < ColumnCount; ++c)
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setMinimumHeight(110);
    layout->addWidget(m_table);

    auto* row = new QHBoxLayout;
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("addModelPrice"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeModelPrice"));
    m_currencyLabel = new QLabel(this);
    m_currency = new QLineEdit(this);
    m_currency->setObjectName(QStringLiteral("priceCurrencyEdit"));
    m_currency->setMaxLength(8);
    m_currency->setMaximumWidth(80);
    m_currencyLabel->setBuddy(m_currency);
    row->addWidget(m_add);
    row->addWidget(m_remove);
    row->addStretch(1);
    row->addWidget(m_currencyLabel);
    row->addWidget(m_currency);
    layout->addLayout(row);

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setProperty("muted", true);
    layout->addWidget(m_note);

    connect(m_add, &QPushButton::clicked, this, [this] {
        bool listed = false;
        for (int r = 0; r < m_table->rowCount(); ++r) {
            const QTableWidgetItem* item = m_table->item(r, ModelColumn);
            listed = listed || (item && item->text().trimmed() == m_currentModel);
        }
        addModel(listed ? QString() : m_currentModel);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int r = m_table->currentRow();
        if (r >= 0)
            m_table->removeRow(r);
        updateButtons();
    });
    connect(m_table, &QTableWidget::currentCellChanged, this, &ModelPricesEditor::updateButtons);
    retranslate();
    updateButtons();
}

void ModelPricesEditor::setPrices(const model::ModelPrices& prices)
{
    m_table->setRowCount(0);
    const QMap<QString, model::TokenPrice> entries = prices.entries();
    for (auto it = entries.cbegin(); it != entries.cend(); ++it)
        addRow(it.key(), *it, it->cachedInput == it->input);
    m_currency->setText(prices.currency() == QLatin1String("USD") ? QString() : prices.currency());
    updateButtons();
}

model::ModelPrices ModelPricesEditor::prices() const
{
    model::ModelPrices prices;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QTableWidgetItem* item = m_table->item(r, ModelColumn);
        const QString name = item ? item->text().trimmed() : QString();
        if (name.isEmpty())
            continue;
        const double input = boxValue(m_table, r, InputColumn);
        const double cached = boxValue(m_table, r, CachedColumn);
        prices.setPrice(name,
                        model::TokenPrice{input, cached < 0.0 ? input : cached, boxValue(m_table, r, OutputColumn)});
    }
    prices.setCurrency(m_currency->text());
    return prices;
}

void ModelPricesEditor::addModel(const QString& model)
{
    addRow(model, model::TokenPrice{}, true);
    const int r = m_table->rowCount() - 1;
    m_table->setCurrentCell(r, ModelColumn);
    if (model.isEmpty())
        m_table->editItem(m_table->item(r, ModelColumn));
    updateButtons();
}

void ModelPricesEditor::addRow(const QString& model, const model::TokenPrice& price, bool cachedSameAsInput)
{
    const int r = m_table->rowCount();
    m_table->insertRow(r);
    m_table->setItem(r, ModelColumn, new QTableWidgetItem(model));
    m_table->setCellWidget(r, InputColumn, priceBox(m_table, price.input, false));
    auto* cached = priceBox(m_table, cachedSameAsInput ? kSameAsInput : price.cachedInput, true);
    cached->setSpecialValueText(tr("= input"));
    m_table->setCellWidget(r, CachedColumn, cached);
    m_table->setCellWidget(r, OutputColumn, priceBox(m_table, price.output, false));
}

void ModelPricesEditor::updateButtons()
{
    m_remove->setEnabled(m_table->currentRow() >= 0);
}

void ModelPricesEditor::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ModelPricesEditor::retranslate()
{
    m_table->setHorizontalHeaderLabels(
        {tr("Model (exact name)"), tr("Input / 1M"), tr("Cached input / 1M"), tr("Output / 1M")});
    m_table->setAccessibleName(tr("Prices per million tokens"));
    m_add->setText(tr("&Add model"));
    m_remove->setText(tr("Re&move"));
    m_currencyLabel->setText(tr("C&urrency:"));
    m_currency->setPlaceholderText(QStringLiteral("USD"));
    m_currency->setAccessibleName(tr("Currency of the prices"));
    for (int r = 0; r < m_table->rowCount(); ++r) {
        if (auto* box = qobject_cast<QDoubleSpinBox*>(m_table->cellWidget(r, CachedColumn)))
            box->setSpecialValueText(tr("= input"));
    }
    m_note->setText(tr("With a price for the model in use, the run's statistics, lmars-cli ask and eval report show "
                       "the cost. Output includes reasoning tokens; cache writes count as input."));
}

} // namespace lmars::ui
