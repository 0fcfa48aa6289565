// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibrarySearchResults.h"

#include <QFileInfo>

namespace lmars::ui {

LibrarySearchResults::LibrarySearchResults(QWidget* parent) : QListWidget(parent)
{
    setObjectName(QStringLiteral("librarySearchResults"));
    setWordWrap(true);
}

QString LibrarySearchResults::foundBy(const store::LibraryHit& hit)
{
    QStringList channels;
    if (!hit.fused) {
        if (hit.referenceMatches > 0)
            channels << tr("exact reference");
        channels << tr("words");
        return tr("Found by %1").arg(channels.join(QStringLiteral(", ")));
    }
    const QString names[] = {tr("exact reference"), tr("meaning"), tr("words")};
    for (int i = 0; i < dense::kChannelCount; ++i) {
        if (const int rank = hit.channelRanks[static_cast<size_t>(i)]; rank > 0)
            channels << tr("%1 (#%2)").arg(names[i]).arg(rank);
    }
    return tr("Found by %1").arg(channels.join(QStringLiteral(", ")));
}

void LibrarySearchResults::showHits(const QList<store::LibraryHit>& hits, const QString& query)
{
    clear();
    for (const store::LibraryHit& hit : hits) {
        QString where = hit.title.isEmpty() ? QFileInfo(hit.path).fileName() : hit.title;
        if (hit.page > 0)
            where = tr("%1, page %2").arg(where).arg(hit.page);
        auto* item = new QListWidgetItem(
            where + QLatin1Char('\n') + hit.snippet.simplified() + QLatin1Char('\n') + foundBy(hit), this);
        item->setData(Qt::UserRole, hit.path);
        item->setData(Qt::UserRole + 1, hit.page);
        item->setToolTip(hit.path);
    }
    if (hits.isEmpty())
        addItem(tr("Nothing in the library matches “%1”.").arg(query));
    show();
}

} // namespace lmars::ui
