// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentDropTarget.h"

#include "DocumentCheckDialog.h"

#include <QDragEnterEvent>
#include <QDragMoveEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QUrl>
#include <QWidget>

namespace lmars::ui {

DocumentDropTarget::DocumentDropTarget(QWidget* window) : QObject(window)
{
    window->setAcceptDrops(true);
    window->installEventFilter(this);
}

QString DocumentDropTarget::checkableFile(const QMimeData* data, QString* refusal)
{
    const QString kinds = tr("Drop a PDF, Word (.docx), text, Markdown or HTML file to check its citations.");
    QStringList names;
    if (data && data->hasUrls()) {
        for (const QUrl& url : data->urls()) {
            if (!url.isLocalFile())
                continue;
            const QFileInfo info(url.toLocalFile());
            if (info.isFile() && DocumentCheckDialog::isCheckable(info.filePath()))
                return info.filePath();
            names << info.fileName();
        }
    }
    if (refusal) {
        if (names.isEmpty())
            *refusal = tr("Only files can be dropped here. %1").arg(kinds);
        else
            *refusal = tr("%1 cannot be checked. %2").arg(names.join(QStringLiteral(", ")), kinds);
    }
    return {};
}

bool DocumentDropTarget::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        // Every local file is taken, so that one that cannot be checked gets its message on drop.
        auto* drag = static_cast<QDragMoveEvent*>(event);
        if (drag->mimeData()->hasUrls()) {
            drag->acceptProposedAction();
            return true;
        }
        return false;
    }
    case QEvent::Drop: {
        auto* drop = static_cast<QDropEvent*>(event);
        QString refusal;
        const QString path = checkableFile(drop->mimeData(), &refusal);
        drop->acceptProposedAction();
        if (path.isEmpty())
            Q_EMIT dropRefused(refusal);
        else
            Q_EMIT documentDropped(path);
        return true;
    }
    default:
        return QObject::eventFilter(watched, event);
    }
}

} // namespace lmars::ui
