// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryFailureList.h"

#include "LibraryModel.h"

#include <QFileInfo>

namespace lmars::ui {

LibraryFailureList::LibraryFailureList(QWidget* parent) : QListWidget(parent)
{
    setObjectName(QStringLiteral("libraryFailures"));
    setWordWrap(true);
    setMaximumHeight(fontMetrics().lineSpacing() * 6);
    hide();
}

void LibraryFailureList::showFailures(const QList<store::LibraryDocument>& documents)
{
    clear();
    for (const store::LibraryDocument& doc : documents) {
        if (doc.status != QLatin1String("error"))
            continue;
        auto* item = new QListWidgetItem(
            tr("%1: %2").arg(QFileInfo(doc.path).fileName(),
                             doc.error.isEmpty() ? tr("not indexed") : LibraryModel::displayedError(doc.error)),
            this);
        item->setData(Qt::UserRole, doc.path);
        item->setToolTip(doc.path);
    }
    const int failed = count();
    setVisible(failed > 0);
    setAccessibleName(tr("%n document(s) that could not be indexed", nullptr, failed));
}

} // namespace lmars::ui
