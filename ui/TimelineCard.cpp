// SPDX-License-Identifier: GPL-3.0-or-later
#include "TimelineCard.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

namespace lmars::ui {

TimelineCard::TimelineCard(const QString& key, const QString& title, QWidget* parent) : QFrame(parent), m_key(key)
{
    setObjectName(QStringLiteral("timelineCard"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(4);

    auto* header = new QHBoxLayout;
    header->setSpacing(4);
    m_toggle = new QToolButton(this);
    m_toggle->setObjectName(QStringLiteral("cardToggle"));
    m_toggle->setArrowType(Qt::DownArrow);
    m_toggle->setFocusPolicy(Qt::TabFocus);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("cardTitle"));
    m_title->setWordWrap(true); // long titles (a query, a question) wrap instead of widening the card
    m_badge = new QLabel(this);
    m_badge->setObjectName(QStringLiteral("cardBadge"));
    m_badge->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // a status is shown whole, never cut
    // Bold through the font, not the style sheet: a style sheet's font-weight reaches the label after its
    // size was measured with the regular font, and the badge was cut ("1 flaggec").
    QFont bold = m_badge->font();
    bold.setWeight(QFont::DemiBold);
    m_badge->setFont(bold);
    // The padding is the label's own margins (part of its size hint), not a style sheet's.
    m_badge->setContentsMargins(7, 1, 7, 1);
    m_badge->hide();
    m_meta = new QLabel(this);
    m_meta->setObjectName(QStringLiteral("cardMeta"));
    m_meta->setProperty("muted", true);
    m_meta->setWordWrap(true);
    m_meta->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    header->addWidget(m_toggle);
    header->addWidget(m_title, 1);
    header->addWidget(m_badge);
    header->addWidget(m_meta);
    layout->addLayout(header);

    m_body = new QWidget(this);
    m_bodyLayout = new QVBoxLayout(m_body);
    m_bodyLayout->setContentsMargins(20, 0, 0, 2); // under the title: the toggle and the header spacing
    m_bodyLayout->setSpacing(6);
    m_bodyText = new QLabel(m_body);
    m_bodyText->setObjectName(QStringLiteral("cardBody"));
    m_bodyText->setWordWrap(true);
    m_bodyText->setTextFormat(Qt::RichText);
    m_bodyText->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    m_bodyText->setOpenExternalLinks(false);
    m_bodyText->hide();
    m_bodyLayout->addWidget(m_bodyText);
    layout->addWidget(m_body);

    connect(m_toggle, &QToolButton::clicked, this, [this] { setExpanded(!m_expanded); });
    setTitle(title);
}

QString TimelineCard::title() const
{
    return m_title->text();
}

void TimelineCard::setTitle(const QString& title)
{
    m_title->setText(title);
    setAccessibleName(title);
    m_toggle->setAccessibleName(tr("Expand or collapse %1").arg(title));
}

void TimelineCard::setBadge(const QString& text, const QColor& color)
{
    m_badge->setStyleSheet(
        QStringLiteral("QLabel { color: white; background: %1; border-radius: 8px; }").arg(color.name()));
    m_badge->setText(text);
    m_badge->setVisible(!text.isEmpty());
    m_badge->updateGeometry();
}

QString TimelineCard::badge() const
{
    return m_badge->isHidden() ? QString() : m_badge->text();
}

void TimelineCard::setMeta(const QString& text)
{
    m_meta->setText(text);
}

void TimelineCard::setBodyHtml(const QString& html)
{
    if (m_bodyText->text() != html)
        m_bodyText->setText(html);
    m_bodyText->setVisible(!html.isEmpty());
}

QString TimelineCard::bodyText() const
{
    QTextDocument doc;
    doc.setHtml(m_bodyText->text());
    return doc.toPlainText();
}

void TimelineCard::addBodyWidget(QWidget* widget)
{
    widget->setParent(m_body);
    m_bodyLayout->addWidget(widget);
}

void TimelineCard::setExpanded(bool expanded)
{
    m_expanded = expanded;
    m_body->setVisible(expanded);
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
}

void TimelineCard::mouseReleaseEvent(QMouseEvent* event)
{
    // A click on the header row toggles, like the arrow.
    if (event->button() == Qt::LeftButton && event->position().y() <= m_title->geometry().bottom() + 4)
        setExpanded(!m_expanded);
    QFrame::mouseReleaseEvent(event);
}

} // namespace lmars::ui
