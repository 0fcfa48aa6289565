// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/LibraryStore.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSet>

class QTableView;

namespace lmars::ui {

/**
 * The library folder's documents: title, status (indexed, indexing, error with its reason), pages,
 * chunks, validity window and path. Files being copied or indexed but not yet in the database are
 * listed with status "indexing". The model holds data only; LibraryPanel fills it off the GUI thread.
 */
class LibraryModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        TitleColumn,
        StatusColumn,
        PagesColumn,
        ChunksColumn,
        ValidityColumn,
        PathColumn,
        ColumnCount
    };
    enum Role
    {
        PathRole = Qt::UserRole + 1,
        StatusRole, ///< "indexed", "indexing", "error"
        ErrorRole
    };

    explicit LibraryModel(QObject* parent = nullptr);

    /// A document's stored indexing error in the current language. The library keeps the text the
    /// indexer wrote (the source text while the window was in English); a fixed message ("The file is
    /// empty.") is looked up in the parsers' and importer's translations at display time, so it follows a
    /// live language switch. A message with details filled in, or one stored in another language, is
    /// shown as stored.
    static QString displayedError(const QString& stored);
    /// Shows model in view as the library panel does: whole rows, several at once, a context menu.
    static void setUpView(QTableView* view, LibraryModel* model);
    LibraryModel(const LibraryModel&) = delete;
    LibraryModel& operator=(const LibraryModel&) = delete;

    void setDocuments(const QList<store::LibraryDocument>& documents);
    /// Paths that are being copied or indexed now; an empty set when no pass runs.
    void setIndexing(const QSet<QString>& paths);
    const QList<store::LibraryDocument>& documents() const { return m_documents; }
    QString pathAt(int row) const;
    int rowOf(const QString& path) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    QList<store::LibraryDocument> m_stored;
    QSet<QString> m_indexing;
    QList<store::LibraryDocument> m_documents; ///< m_stored plus placeholder rows for files not stored yet
};

} // namespace lmars::ui
