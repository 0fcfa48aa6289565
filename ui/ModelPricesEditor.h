// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelPrices.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace lmars::ui {

/**
 * Settings → Model: prices per million tokens by model name (input, cached input, output) and their
 * currency. A model name must match the model's name exactly; an empty table shows no cost. The
 * cached-input price "= input" means the provider charges cached tokens as any other input.
 */
class ModelPricesEditor final : public QWidget
{
    Q_OBJECT

public:
    explicit ModelPricesEditor(QWidget* parent = nullptr);

    void setPrices(const model::ModelPrices& prices);
    /// The table's rows with a model name (a name entered twice: the lower row wins) and the currency.
    model::ModelPrices prices() const;
    /// Adds a row for model (empty: an empty row) and starts editing its name.
    void addModel(const QString& model = {});
    /// The model of the Model field, offered by "Add" when the table has no row for it yet.
    void setCurrentModel(const QString& model) { m_currentModel = model.trimmed(); }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void addRow(const QString& model, const model::TokenPrice& price, bool cachedSameAsInput);
    void updateButtons();

    QTableWidget* m_table = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QLineEdit* m_currency = nullptr;
    QLabel* m_currencyLabel = nullptr;
    QLabel* m_note = nullptr;
    QString m_currentModel;
};

} // namespace lmars::ui
