// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InFlightWork.h"

#include "library/Backends.h"
#include "library/LibrarySync.h"
#include "library/VectorBuilder.h"

#include <QHash>
#include <QSet>
#include <QStringList>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QMimeData;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableView;

namespace lmars::library {
class LibraryIndexer;
}

namespace lmars::ui {

class LibraryFailureList;
class LibraryModel;
class LibrarySearchResults;
class MatterCombo;
class SearchSyntaxChoice;
class VectorStatusLabel;

/**
 * The document library: the documents of the configured backend (this computer's library folder,
 * or the firm server) with status, pages, chunks and validity window, filtered by matter. On this
 * computer, files or folders dropped on it (or passed to addPaths(), e.g. from a drop on the main
 * window) are copied into the folder (LibraryImporter) and indexed by a LibraryIndexer on its
 * worker thread, with a progress bar, then filed under the matter chosen beside Add. Remove,
 * re-index, move to another matter and reveal-in-file-manager act on the selection; the search box
 * runs the same backend search as `lmars-cli library search`. The indexer also watches the folder,
 * so files changed outside the application are re-indexed. With search by meaning on
 * (setDenseSearch), the indexer builds the library's vectors after each pass, a line says how far
 * they are and with which model, and each result says which channel(s) found it.
 */
class LibraryPanel final : public QWidget
{
    Q_OBJECT

public:
    /// config: the backends (the library is opened from it on worker threads); folder: the library folder.
    LibraryPanel(store::BackendConfig config, QString folder, QWidget* parent = nullptr);
    ~LibraryPanel() override;
    LibraryPanel(const LibraryPanel&) = delete;
    LibraryPanel& operator=(const LibraryPanel&) = delete;

    LibraryModel* model() const { return m_model; }
    /// The folder's indexer; null on the firm server backend.
    library::LibraryIndexer* indexer() const { return m_indexer; }
    QString folder() const { return m_folder; }
    /// Paths of the selected documents.
    QStringList selectedPaths() const;
    /// Skips the remove confirmation (tests).
    void setConfirmRemovals(bool confirm) { m_confirmRemovals = confirm; }
    /// True when dropped data holds at least one local file or folder.
    static bool hasLocalFiles(const QMimeData* data);
    static QStringList localFiles(const QMimeData* data);
    /// The matter filter: unset for all matters, "" for no matter.
    std::optional<QString> matterFilter() const;
    /// The matter documents are added to ("" is "No matter").
    QString addMatter() const;
    /// The library is the firm server's (files are parsed here, then uploaded into their matter).
    bool isServer() const { return !m_config.serverUrl.isEmpty(); }

public Q_SLOTS:
    /// Copies files and folders into the library folder, then indexes them into the matter chosen
    /// beside Add.
    void addPaths(const QStringList& paths);
    /// The same, into this matter ("" is "No matter").
    void addPathsToMatter(const QStringList& paths, const QString& matter);
    /// Files the documents under another matter ("" is "No matter").
    void moveToMatter(const QStringList& paths, const QString& matter);
    /// The matters offered by the filter and beside Add (a chosen one is kept).
    void setMatters(const QStringList& matters);
    /// Filters the list and the search by matter (unset: all; "" no matter) and reloads.
    void setMatterFilter(const std::optional<QString>& matter);
    /// Removes documents from the index; copies inside the library folder are deleted.
    void removeDocuments(const QStringList& paths);
    /// Forgets and re-parses the documents.
    void reindex(const QStringList& paths);
    /// Opens the file manager on the document's folder.
    void reveal(const QString& path);
    /// Runs a library search and lists the passages under the search box.
    void search(const QString& text);
    /// Reloads the document list from the database.
    void refresh();
    /// Queues an indexing pass over the whole folder.
    void sync();
    /// Searches as defaults say (dense channel, fusion: BackendSettings::applyDense); vectors: how the
    /// indexer builds the library's vectors (nullopt: search by meaning is off, none are built).
    void setDenseSearch(const store::LibraryQuery& defaults, const std::optional<library::VectorBuildOptions>& vectors);

Q_SIGNALS:
    void indexingStarted();
    void indexingFinished(const lmars::library::SyncSummary& summary);
    void documentsChanged(int count);
    /// Documents were filed under a matter (after adding them, or moveToMatter()).
    void mattersAssigned(int count);
    /// count passages found for the query.
    void searchFinished(const QString& query, int count);
    /// The user opened a search result.
    void passageActivated(const QString& path, int page);
    void errorOccurred(const QString& message);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void onProgress(const library::SyncProgress& progress);
    void onFinished(const library::SyncSummary& summary);
    void showContextMenu(const QPoint& pos);
    void confirmRemove(const QStringList& paths);
    void updateButtons();
    void retranslate();
    void showMessage(const QString& message, bool error);
    /// After an indexing pass, says in the status line how many documents failed or that the library
    /// is up to date, and how many pages were read by OCR (ocrPages; none said when 0 or not counted).
    void showSummary(const QList<store::LibraryDocument>& documents, qint64 ocrPages);
    /// Opens the file dialog of Add: files, or (folder) one folder with everything in it.
    void chooseToAdd(bool folder);
    /// Files the indexed documents of m_matterOf under their matters (on a worker thread).
    void assignPendingMatters();

    store::BackendConfig m_config;
    QString m_folder;
    library::LibraryIndexer* m_indexer = nullptr;
    LibraryModel* m_model = nullptr;
    QLineEdit* m_search = nullptr;
    SearchSyntaxChoice* m_syntax = nullptr; ///< natural language, Terms and Connectors or automatic
    MatterCombo* m_matterFilter = nullptr;
    MatterCombo* m_addMatter = nullptr;
    QLabel* m_addMatterLabel = nullptr;
    LibrarySearchResults* m_results = nullptr;
    VectorStatusLabel* m_vectorStatus = nullptr;
    store::LibraryQuery m_searchDefaults;     ///< the dense channel and fusion of every search
    LibraryFailureList* m_failures = nullptr; ///< the documents that could not be indexed, with the reason
    QTableView* m_table = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_dropHint = nullptr;
    QPushButton* m_add = nullptr; ///< a menu: files or a folder
    QAction* m_addFiles = nullptr;
    QAction* m_addFolder = nullptr;
    QPushButton* m_remove = nullptr;
    QPushButton* m_reindex = nullptr;
    QPushButton* m_reveal = nullptr;
    QSet<QString> m_pending;            ///< copied files waiting for the indexer
    QHash<QString, QString> m_matterOf; ///< copied files to file under a matter once indexed
    int m_failedInPass = 0;
    bool m_reportPass = false;      ///< the next document list ends an indexing pass: the status line sums it up
    bool m_statusIsSummary = false; ///< the status line sums up the library (written again on a language change)
    bool m_confirmRemovals = true;
    InFlightWork m_inFlight; ///< background jobs waited for on destruction (see InFlightWork)
};

} // namespace lmars::ui
