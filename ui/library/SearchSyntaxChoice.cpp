// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearchSyntaxChoice.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace lmars::ui {

SearchSyntaxChoice::SearchSyntaxChoice(QWidget* parent)
    : QWidget(parent), m_choice(new QComboBox(this)), m_indicator(new QLabel(this))
{
    setObjectName(QStringLiteral("librarySearchSyntax"));
    m_choice->setObjectName(QStringLiteral("librarySearchSyntaxChoice"));
    m_indicator->setObjectName(QStringLiteral("librarySearchSyntaxIndicator"));
    m_indicator->setWordWrap(true); // a narrow panel wraps "Read as Terms and Connectors" rather than cutting it
    for (int i = 0; i < 3; ++i)
        m_choice->addItem(QString());
    m_choice->setItemData(0, static_cast<int>(store::QuerySyntax::Auto));
    m_choice->setItemData(1, static_cast<int>(store::QuerySyntax::Natural));
    m_choice->setItemData(2, static_cast<int>(store::QuerySyntax::Boolean));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_choice);
    row->addWidget(m_indicator, 1);
    connect(m_choice, &QComboBox::currentIndexChanged, this, [this] { showQuery(m_text); });
    retranslate();
}

store::QuerySyntax SearchSyntaxChoice::syntaxFor(const QString& text) const
{
    const auto chosen = static_cast<store::QuerySyntax>(m_choice->currentData().toInt());
    return store::BooleanQuery::isBoolean(text, chosen) ? store::QuerySyntax::Boolean : store::QuerySyntax::Natural;
}

void SearchSyntaxChoice::showQuery(const QString& text)
{
    m_text = text;
    if (text.trimmed().isEmpty()) {
        m_indicator->clear();
        return;
    }
    const bool boolean = syntaxFor(text) == store::QuerySyntax::Boolean;
    m_indicator->setText(boolean ? tr("Read as Terms and Connectors") : tr("Read as natural language"));
}

void SearchSyntaxChoice::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SearchSyntaxChoice::retranslate()
{
    m_choice->setItemText(0, tr("Automatic"));
    m_choice->setItemText(1, tr("Natural language"));
    m_choice->setItemText(2, tr("Terms and Connectors"));
    m_choice->setToolTip(tr("Terms and Connectors: \"phrase\", & (and), a space or OR, % (but not), /n and +n "
                            "(within n words), /s and /p (same sentence, paragraph), ! and * (endings)"));
    m_choice->setAccessibleName(tr("How the search is read"));
    showQuery(m_text);
}

} // namespace lmars::ui
