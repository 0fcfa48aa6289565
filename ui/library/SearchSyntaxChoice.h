// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "index/BooleanQuery.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace lmars::ui {

/**
 * How the library panel reads a search: automatically (Terms and Connectors when the text holds a
 * quote or an operator, else natural language), natural language, or Terms and Connectors; with
 * an indicator of how the text being typed will be read.
 */
class SearchSyntaxChoice final : public QWidget
{
    Q_OBJECT

public:
    explicit SearchSyntaxChoice(QWidget* parent = nullptr);

    /// The syntax a search of text runs with (Auto resolved).
    store::QuerySyntax syntaxFor(const QString& text) const;
    /// Shows how text will be read.
    void showQuery(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QComboBox* m_choice = nullptr;
    QLabel* m_indicator = nullptr;
    QString m_text; ///< the query shown
};

} // namespace lmars::ui
