// SPDX-License-Identifier: GPL-3.0-or-later
#include "SecretField.h"

#include <QAction>
#include <QIcon>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>

namespace lmars::ui {

QLineEdit* SecretField::create(const QString& variable, const QString& objectName, QWidget* parent)
{
    auto* e = new QLineEdit(parent);
    e->setObjectName(objectName);
    e->setClearButtonEnabled(true);
    e->setAccessibleName(variable);
    e->setEchoMode(QLineEdit::Password);
    e->setProperty("secretName", variable);
    auto* reveal = e->addAction(eyeIcon(e->palette().color(QPalette::Text)), QLineEdit::TrailingPosition);
    reveal->setObjectName(QStringLiteral("revealAction"));
    reveal->setCheckable(true);
    QObject::connect(reveal, &QAction::toggled, e,
                     [e](bool on) { e->setEchoMode(on ? QLineEdit::Normal : QLineEdit::Password); });
    return e;
}

QIcon SecretField::eyeIcon(const QColor& color)
{
    QIcon icon;
    for (const int size : {16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(color, size / 12.0));
        const QRectF eye(size * 0.1, size * 0.28, size * 0.8, size * 0.44);
        QPainterPath outline;
        outline.moveTo(eye.left(), eye.center().y());
        outline.quadTo(eye.center().x(), eye.top() - size * 0.12, eye.right(), eye.center().y());
        outline.quadTo(eye.center().x(), eye.bottom() + size * 0.12, eye.left(), eye.center().y());
        p.drawPath(outline);
        p.setBrush(color);
        p.drawEllipse(eye.center(), size * 0.12, size * 0.12);
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace lmars::ui
