// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryModel.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>

namespace lmars::ui {

LibraryModel::LibraryModel(QObject* parent) : QAbstractTableModel(parent) {}

void LibraryModel::setDocuments(const QList<store::LibraryDocument>& documents)
{
    m_stored = documents;
    rebuild();
}

void LibraryModel::setIndexing(const QSet<QString>& paths)
{
    if (paths == m_indexing)
        return;
    m_indexing = paths;
    rebuild();
}

void LibraryModel::rebuild()
{
    beginResetModel();
    m_documents = m_stored;
    for (const QString& path : std::as_const(m_indexing)) {
        const bool known = std::any_of(m_stored.cbegin(), m_stored.cend(),
                                       [&](const store::LibraryDocument& d) { return d.path == path; });
        if (!known) {
            store::LibraryDocument placeholder;
            placeholder.path = path;
            placeholder.title = QFileInfo(path).fileName();
            placeholder.status = QStringLiteral("indexing");
            m_documents << placeholder;
        }
    }
    std::sort(m_documents.begin(), m_documents.end(),
              [](const store::LibraryDocument& a, const store::LibraryDocument& b) { return a.path < b.path; });
    endResetModel();
}

QString LibraryModel::pathAt(int row) const
{
    return row >= 0 && row < m_documents.size() ? m_documents.at(row).path : QString();
}

int LibraryModel::rowOf(const QString& path) const
{
    for (int i = 0; i < m_documents.size(); ++i) {
        if (m_documents.at(i).path == path)
            return i;
    }
    return -1;
}

int LibraryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_documents.size());
}

int LibraryModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LibraryModel::displayedError(const QString& stored)
{
    if (stored.isEmpty())
        return stored;
    const QByteArray source = stored.toUtf8();
    for (const char* context :
         {"DocumentParser", "PdfParser", "DocxParser", "ImageParser", "OcrEngine", "TextDecoder", "LibraryImporter"}) {
        const QString translated = QCoreApplication::translate(context, source.constData());
        if (translated != stored)
            return translated;
    }
    return stored;
}

QVariant LibraryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const store::LibraryDocument& d = m_documents.at(index.row());
    const QString status = m_indexing.contains(d.path) ? QStringLiteral("indexing") : d.status;
    if (role == PathRole)
        return d.path;
    if (role == StatusRole)
        return status;
    if (role == ErrorRole)
        return d.error;
    if (role == Qt::ToolTipRole)
        return d.error.isEmpty() ? d.path : d.path + QLatin1Char('\n') + displayedError(d.error);
    if (role == Qt::TextAlignmentRole && (index.column() == PagesColumn || index.column() == ChunksColumn))
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TitleColumn:
        return d.title.isEmpty() ? QFileInfo(d.path).fileName() : d.title;
    case StatusColumn:
        if (status == QLatin1String("indexing"))
            return tr("indexing…");
        if (status == QLatin1String("error"))
            return tr("error: %1").arg(displayedError(d.error));
        return tr("indexed");
    case PagesColumn:
        return d.pageCount > 0 ? QVariant(d.pageCount) : QVariant(QString());
    case ChunksColumn:
        return status == QLatin1String("indexing") ? QVariant(QString()) : QVariant(d.chunkCount);
    case ValidityColumn:
        if (d.validFrom.isEmpty() && d.validTo.isEmpty())
            return QString();
        return tr("%1 – %2").arg(d.validFrom.isEmpty() ? tr("open") : d.validFrom,
                                 d.validTo.isEmpty() ? tr("open") : d.validTo);
    case PathColumn:
        return d.path;
    default:
        return {};
    }
}

QVariant LibraryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TitleColumn:
        return tr("Title");
    case StatusColumn:
        return tr("Status");
    case PagesColumn:
        return tr("Pages");
    case ChunksColumn:
        return tr("Chunks");
    case ValidityColumn:
        return tr("Valid");
    case PathColumn:
        return tr("File");
    default:
        return {};
    }
}

void LibraryModel::setUpView(QTableView* view, LibraryModel* model)
{
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setSortingEnabled(false);
}

} // namespace lmars::ui
