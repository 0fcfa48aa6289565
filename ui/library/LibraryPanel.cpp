// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryPanel.h"

#include "FlowLayout.h"
#include "LibraryFailureList.h"
#include "LibraryJobs.h"
#include "LibraryModel.h"
#include "LibrarySearchResults.h"
#include "PanelsLog.h"
#include "SearchSyntaxChoice.h"
#include "VectorStatusLabel.h"
#include "firm/MatterCombo.h"
#include "library/LibraryImporter.h"
#include "library/LibraryIndexer.h"

#include <QDesktopServices>
#include <QDir>
#include <QDragEnterEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace lmars::ui {

LibraryPanel::LibraryPanel(store::BackendConfig config, QString folder, QWidget* parent)
    : QWidget(parent), m_config(std::move(config)), m_folder(QDir(folder).absolutePath()),
      m_model(new LibraryModel(this))
{
    setObjectName(QStringLiteral("libraryPanel"));
    setAcceptDrops(true);
    QDir().mkpath(m_folder);
    m_indexer = new library::LibraryIndexer(m_config.libraryPath, m_folder, store::LibraryTokenizer::Unicode61, this);

    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("librarySearch"));
    m_search->setClearButtonEnabled(true);
    m_syntax = new SearchSyntaxChoice(this);
    m_matterFilter = new MatterCombo(MatterCombo::Mode::Filter, this);
    m_matterFilter->setObjectName(QStringLiteral("libraryMatterFilter"));
    m_addMatter = new MatterCombo(MatterCombo::Mode::Choice, this);
    m_addMatter->setObjectName(QStringLiteral("libraryAddMatter"));
    m_addMatterLabel = new QLabel(this);
    m_addMatterLabel->setBuddy(m_addMatter);
    m_results = new LibrarySearchResults(this);
    m_results->hide();
    m_vectorStatus = new VectorStatusLabel(this);
    m_failures = new LibraryFailureList(this);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("libraryTable"));
    LibraryModel::setUpView(m_table, m_model);

    m_dropHint = new QLabel(this);
    m_dropHint->setObjectName(QStringLiteral("libraryDropHint"));
    m_dropHint->setWordWrap(true);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("libraryProgress"));
    m_progress->hide();
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("libraryStatus"));
    m_status->setWordWrap(true);

    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("libraryAdd"));
    auto* addMenu = new QMenu(m_add);
    addMenu->setObjectName(QStringLiteral("libraryAddMenu"));
    m_addFiles = addMenu->addAction(QString(), this, [this] { chooseToAdd(false); });
    m_addFiles->setObjectName(QStringLiteral("libraryAddFiles"));
    m_addFolder = addMenu->addAction(QString(), this, [this] { chooseToAdd(true); });
    m_addFolder->setObjectName(QStringLiteral("libraryAddFolder"));
    m_add->setMenu(addMenu);
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("libraryRemove"));
    m_reindex = new QPushButton(this);
    m_reindex->setObjectName(QStringLiteral("libraryReindex"));
    m_reveal = new QPushButton(this);
    m_reveal->setObjectName(QStringLiteral("libraryReveal"));

    // The buttons wrap to a second row in a narrow sidebar instead of being cut.
    auto* buttonRow = new QWidget(this);
    buttonRow->setObjectName(QStringLiteral("libraryButtons"));
    auto* buttons = new FlowLayout(buttonRow, 6, 6);
    buttons->setContentsMargins(0, 0, 0, 0);
    for (QPushButton* b : {m_add, m_remove, m_reindex, m_reveal})
        buttons->addWidget(b);
    auto* addRow = new QHBoxLayout;
    addRow->addWidget(m_addMatterLabel);
    addRow->addWidget(m_addMatter, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_syntax);
    layout->addWidget(m_matterFilter);
    layout->addWidget(m_results);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_failures);
    layout->addWidget(m_dropHint);
    layout->addLayout(addRow);
    layout->addWidget(buttonRow);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_vectorStatus);

    connect(m_search, &QLineEdit::returnPressed, this, [this] { search(m_search->text()); });
    connect(m_matterFilter, &MatterCombo::matterChanged, this, [this] {
        refresh();
        if (!m_search->text().trimmed().isEmpty() && m_results->isVisible())
            search(m_search->text());
    });
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_syntax->showQuery(text);
        if (text.trimmed().isEmpty())
            m_results->hide();
    });
    connect(m_results, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        Q_EMIT passageActivated(item->data(Qt::UserRole).toString(), item->data(Qt::UserRole + 1).toInt());
    });
    connect(m_table, &QWidget::customContextMenuRequested, this, &LibraryPanel::showContextMenu);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &LibraryPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &LibraryPanel::updateButtons);
    connect(m_failures, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const int row = m_model->rowOf(item->data(Qt::UserRole).toString());
        if (row >= 0)
            m_table->selectRow(row);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] { confirmRemove(selectedPaths()); });
    connect(m_reindex, &QPushButton::clicked, this, [this] { reindex(selectedPaths()); });
    connect(m_reveal, &QPushButton::clicked, this, [this] {
        const QStringList paths = selectedPaths();
        reveal(paths.isEmpty() ? m_folder : paths.constFirst());
    });

    connect(m_indexer, &library::LibraryIndexer::started, this, [this] {
        m_failedInPass = 0;
        m_progress->setRange(0, 0);
        m_progress->show();
        Q_EMIT indexingStarted();
    });
    connect(m_indexer, &library::LibraryIndexer::rebuildingIndex, this, [this] {
        showMessage(tr("Rebuilding the library index for phrase and proximity search (Terms and Connectors); "
                       "natural-language search works meanwhile."),
                    false);
    });
    connect(m_indexer, &library::LibraryIndexer::progress, this, &LibraryPanel::onProgress);
    connect(m_indexer, &library::LibraryIndexer::fileFailed, this, [this](const QString& path, const QString& message) {
        ++m_failedInPass;
        qCInfo(lcLibraryUi) << "indexing failed for" << path << message;
    });
    connect(m_indexer, &library::LibraryIndexer::finished, this, &LibraryPanel::onFinished);
    connect(m_indexer, &library::LibraryIndexer::vectorsProgress, m_vectorStatus, &VectorStatusLabel::setProgress);
    connect(m_indexer, &library::LibraryIndexer::vectorsFinished, m_vectorStatus, &VectorStatusLabel::setFinished);
    connect(m_indexer, &library::LibraryIndexer::failed, this, [this](const QString& message) {
        m_progress->hide();
        m_pending.clear();
        m_model->setIndexing({});
        showMessage(message, true);
    });

    retranslate();
    updateButtons();
    m_indexer->setWatching(true);
    refresh();
    // Files added or changed while the application was closed, and a pass a quit interrupted, are
    // taken up now (unchanged files cost a stat each).
    m_indexer->sync();
}

LibraryPanel::~LibraryPanel()
{
    m_inFlight.waitForAll();
}

QStringList LibraryPanel::selectedPaths() const
{
    QStringList out;
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    for (const QModelIndex& index : rows)
        out << m_model->pathAt(index.row());
    return out;
}

bool LibraryPanel::hasLocalFiles(const QMimeData* data)
{
    return !localFiles(data).isEmpty();
}

QStringList LibraryPanel::localFiles(const QMimeData* data)
{
    QStringList out;
    if (!data || !data->hasUrls())
        return out;
    const QList<QUrl> urls = data->urls();
    for (const QUrl& url : urls) {
        if (url.isLocalFile() && QFileInfo::exists(url.toLocalFile()))
            out << url.toLocalFile();
    }
    return out;
}

std::optional<QString> LibraryPanel::matterFilter() const
{
    return m_matterFilter->filter();
}

QString LibraryPanel::addMatter() const
{
    return m_addMatter->matter();
}

void LibraryPanel::setMatters(const QStringList& matters)
{
    m_matterFilter->setMatters(matters);
    m_addMatter->setMatters(matters);
}

void LibraryPanel::setMatterFilter(const std::optional<QString>& matter)
{
    const QSignalBlocker block(m_matterFilter);
    if (matter)
        m_matterFilter->setMatter(*matter);
    else
        m_matterFilter->selectAll();
    refresh();
}

void LibraryPanel::addPaths(const QStringList& paths)
{
    addPathsToMatter(paths, m_addMatter->matter());
}

void LibraryPanel::addPathsToMatter(const QStringList& paths, const QString& matter)
{
    if (paths.isEmpty())
        return;
    showMessage(tr("Copying %n item(s) into the library…", nullptr, int(paths.size())), false);
    const QString folder = m_folder;
    m_inFlight.track(QtConcurrent::run([paths, folder] { return library::LibraryImporter::copyInto(paths, folder); }))
        .then(this, [this, matter](const library::ImportResult& result) {
            for (const QString& path : result.copied) {
                if (result.unsupported.contains(path))
                    continue;
                m_pending.insert(path);
                // On the firm server every added file is uploaded once parsed here, into its matter.
                if (!matter.isEmpty() || isServer())
                    m_matterOf.insert(path, matter);
            }
            m_model->setIndexing(m_pending);
            QStringList notes = result.errors;
            for (const QString& path : result.unsupported)
                notes << tr("%1: files of this type are copied but not indexed.").arg(QFileInfo(path).fileName());
            if (!notes.isEmpty())
                showMessage(notes.join(QLatin1Char('\n')), !result.errors.isEmpty());
            else
                showMessage(tr("Indexing %n file(s)…", nullptr, int(result.copied.size())), false);
            m_indexer->sync();
        });
}

void LibraryPanel::chooseToAdd(bool folder)
{
    auto* dialog =
        new QFileDialog(this, folder ? tr("Add a folder to the library") : tr("Add documents to the library"));
    dialog->setObjectName(folder ? QStringLiteral("libraryAddFolderDialog") : QStringLiteral("libraryAddDialog"));
    if (folder) {
        dialog->setFileMode(QFileDialog::Directory);
        dialog->setOption(QFileDialog::ShowDirsOnly);
    } else {
        dialog->setFileMode(QFileDialog::ExistingFiles);
        dialog->setNameFilter(tr("Documents (*.pdf *.docx *.html *.htm *.md *.markdown *.txt);;All files (*)"));
    }
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::filesSelected, this, &LibraryPanel::addPaths);
    dialog->open();
}

void LibraryPanel::removeDocuments(const QStringList& paths)
{
    if (paths.isEmpty())
        return;
    const store::BackendConfig config = m_config;
    const QString folder = m_folder;
    m_inFlight
        .track(QtConcurrent::run([config, folder, paths] { return LibraryJobs::forget(config, folder, paths, true); }))
        .then(this, [this, paths](const QString& error) {
            if (!error.isEmpty())
                showMessage(error, true);
            else
                showMessage(tr("Removed %n document(s).", nullptr, int(paths.size())), false);
            refresh();
        });
}

void LibraryPanel::reindex(const QStringList& paths)
{
    if (paths.isEmpty()) {
        sync();
        return;
    }
    const store::BackendConfig config = m_config;
    const QString folder = m_folder;
    // The documents keep their matter when indexed again.
    for (const store::LibraryDocument& doc : m_model->documents()) {
        if (paths.contains(doc.path) && !doc.matter.isEmpty())
            m_matterOf.insert(doc.path, doc.matter);
    }
    m_inFlight
        .track(QtConcurrent::run([config, folder, paths] { return LibraryJobs::forget(config, folder, paths, false); }))
        .then(this, [this, paths](const QString& error) {
            if (!error.isEmpty()) {
                showMessage(error, true);
                return;
            }
            for (const QString& path : paths)
                m_pending.insert(path);
            m_model->setIndexing(m_pending);
            m_indexer->sync();
        });
}

void LibraryPanel::reveal(const QString& path)
{
    const QFileInfo info(path);
    const QString dir = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(dir)))
        showMessage(tr("Cannot open the file manager on %1.").arg(dir), true);
}

void LibraryPanel::search(const QString& text)
{
    const QString query = text.trimmed();
    if (query.isEmpty()) {
        m_results->clear();
        m_results->hide();
        return;
    }
    const store::BackendConfig config = m_config;
    store::LibraryQuery libraryQuery = m_searchDefaults;
    libraryQuery.text = query;
    libraryQuery.k = 10;
    libraryQuery.matter = m_matterFilter->filter();
    libraryQuery.syntax = m_syntax->syntaxFor(query);
    if (libraryQuery.syntax == store::QuerySyntax::Boolean) {
        libraryQuery.mergeAdjacent = false; // a hit is a chunk
        libraryQuery.dense = false;         // checked on the words' positions, not by meaning
    }
    m_inFlight.track(QtConcurrent::run([config, libraryQuery] { return LibraryJobs::search(config, libraryQuery); }))
        .then(this, [this, query](const LibraryJobs::SearchOutcome& out) {
            if (!out.error.isEmpty()) {
                m_results->clear();
                showMessage(out.error, true);
                return;
            }
            m_results->showHits(out.hits, query);
            Q_EMIT searchFinished(query, int(out.hits.size()));
        });
}

void LibraryPanel::setDenseSearch(const store::LibraryQuery& defaults,
                                  const std::optional<library::VectorBuildOptions>& vectors)
{
    m_searchDefaults = defaults;
    m_vectorStatus->setDenseOn(defaults.dense);
    if (m_indexer && !isServer()) {
        m_indexer->setVectors(vectors);
        if (vectors)
            m_indexer->buildVectors(); // goes on from the chunks without a vector; nothing when complete
    }
    m_vectorStatus->load(m_config, m_inFlight);
}

void LibraryPanel::refresh()
{
    store::LibraryDocumentFilter filter;
    filter.matter = m_matterFilter->filter();
    // This list ends an indexing pass: the status line sums up the library, OCR pages included.
    const bool summarize = std::exchange(m_reportPass, false);
    m_vectorStatus->load(m_config, m_inFlight); // passages added or removed
    m_inFlight.track(QtConcurrent::run(&LibraryJobs::documents, m_config, filter, summarize))
        .then(this, [this, summarize](const LibraryJobs::DocumentsOutcome& out) {
            if (!out.error.isEmpty()) {
                showMessage(out.error, true);
                return;
            }
            m_model->setDocuments(out.documents);
            m_failures->showFailures(out.documents);
            if (summarize)
                showSummary(out.documents, out.ocrPages);
            Q_EMIT documentsChanged(int(out.documents.size()));
        });
}

void LibraryPanel::sync()
{
    m_indexer->sync();
}

void LibraryPanel::onProgress(const library::SyncProgress& progress)
{
    m_progress->setRange(0, qMax(1, progress.filesTotal));
    m_progress->setValue(progress.filesDone);
    m_progress->setFormat(tr("%v of %m files"));
    if (!progress.currentFile.isEmpty()) {
        m_status->setText(tr("Indexing %1…").arg(QFileInfo(progress.currentFile).fileName()));
        QSet<QString> indexing = m_pending;
        indexing.insert(progress.currentFile);
        m_model->setIndexing(indexing);
    }
}

void LibraryPanel::onFinished(const library::SyncSummary& summary)
{
    m_progress->hide();
    m_pending.clear();
    m_model->setIndexing({});
    if (summary.cancelled)
        showMessage(tr("Indexing was stopped."), false);
    else if (summary.failed > 0)
        showMessage(tr("%n file(s) could not be indexed; see the list under the documents.", nullptr, summary.failed),
                    true);
    // The status line then sums up the whole library, failures of earlier passes included.
    m_reportPass = !summary.cancelled;
    if (!m_matterOf.isEmpty())
        assignPendingMatters(); // refreshes when done
    else
        refresh();
    Q_EMIT indexingFinished(summary);
}

void LibraryPanel::moveToMatter(const QStringList& paths, const QString& matter)
{
    for (const QString& path : paths)
        m_matterOf.insert(path, matter);
    assignPendingMatters();
}

void LibraryPanel::assignPendingMatters()
{
    const QHash<QString, QString> matterOf = std::exchange(m_matterOf, {});
    const store::BackendConfig to = m_config;
    store::BackendConfig from = m_config;
    from.serverUrl.clear(); // this computer's library
    m_inFlight
        .track(QtConcurrent::run([from, to, matterOf] { return LibraryJobs::fileUnderMatters(from, to, matterOf); }))
        .then(this, [this](const LibraryJobs::AssignOutcome& out) {
            for (auto it = out.waiting.cbegin(); it != out.waiting.cend(); ++it) {
                if (!m_matterOf.contains(it.key()))
                    m_matterOf.insert(it.key(), it.value());
            }
            if (!out.error.isEmpty())
                showMessage(out.error, true);
            else if (out.assigned > 0 && isServer())
                showMessage(tr("%n document(s) added to the firm server.", nullptr, out.assigned), false);
            else if (out.assigned > 0)
                showMessage(tr("%n document(s) filed under the matter.", nullptr, out.assigned), false);
            refresh();
            Q_EMIT mattersAssigned(out.assigned);
        });
}

void LibraryPanel::showSummary(const QList<store::LibraryDocument>& documents, qint64 ocrPages)
{
    const int failed = m_failures->count();
    QString summary = failed > 0 ? tr("%1 of %n document(s) could not be indexed; the reasons are listed above.",
                                      nullptr, int(documents.size()))
                                       .arg(failed)
                                 : tr("The library is up to date: %n document(s).", nullptr, int(documents.size()));
    if (ocrPages > 0)
        summary += QLatin1Char(' ') + tr("%n page(s) without a text layer were read by OCR.", nullptr, int(ocrPages));
    showMessage(summary, false);
    m_statusIsSummary = true;
}

void LibraryPanel::showContextMenu(const QPoint& pos)
{
    const QStringList paths = selectedPaths();
    if (paths.isEmpty())
        return;
    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("libraryMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(tr("Re-index"), this, [this, paths] { reindex(paths); });
    menu->addAction(tr("Show in file manager"), this, [this, paths] { reveal(paths.constFirst()); });
    if (!isServer()) { // on the server a document's matter is where it was added
        QMenu* matters = menu->addMenu(tr("Move to matter"));
        matters->setObjectName(QStringLiteral("libraryMoveMenu"));
        matters->addAction(tr("No matter"), this, [this, paths] { moveToMatter(paths, QString()); });
        for (const QString& matter : m_addMatter->matters())
            matters->addAction(matter, this, [this, paths, matter] { moveToMatter(paths, matter); });
    }
    menu->addSeparator();
    menu->addAction(tr("Remove from library…"), this, [this, paths] { confirmRemove(paths); });
    menu->popup(m_table->viewport()->mapToGlobal(pos));
}

void LibraryPanel::confirmRemove(const QStringList& paths)
{
    if (paths.isEmpty())
        return;
    if (!m_confirmRemovals) {
        removeDocuments(paths);
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Remove documents"),
                                tr("Remove %n document(s) from the library? Copies in the library folder are "
                                   "deleted.",
                                   nullptr, int(paths.size())),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("libraryRemoveConfirm"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, paths](int result) {
        if (result == QMessageBox::Yes)
            removeDocuments(paths);
    });
    box->open();
}

void LibraryPanel::updateButtons()
{
    const bool any = !selectedPaths().isEmpty();
    m_remove->setEnabled(any);
    m_reindex->setEnabled(true);
}

void LibraryPanel::showMessage(const QString& message, bool error)
{
    m_statusIsSummary = false;
    if (error) {
        qCWarning(lcLibraryUi) << message;
        Q_EMIT errorOccurred(message);
    }
    m_status->setText(message);
}

void LibraryPanel::retranslate()
{
    m_search->setPlaceholderText(tr("Search the library"));
    m_search->setAccessibleName(tr("Search the library"));
    m_results->setAccessibleName(tr("Library search results"));
    m_vectorStatus->render();
    m_table->setAccessibleName(tr("Library documents"));
    m_dropHint->setText(tr("Drop files or folders here to add them to the library."));
    m_progress->setAccessibleName(tr("Indexing progress"));
    m_matterFilter->setToolTip(tr("Show the documents of one matter"));
    m_addMatterLabel->setText(tr("Add &to matter:"));
    m_addMatter->setToolTip(tr("The matter documents you add are filed under"));
    m_add->setText(tr("Add…"));
    m_addFiles->setText(tr("Files…"));
    m_addFolder->setText(tr("A folder…"));
    m_add->setAccessibleName(tr("Add documents to the library"));
    m_remove->setText(tr("Remove"));
    m_remove->setAccessibleName(tr("Remove the selected documents"));
    m_reindex->setText(tr("Re-index"));
    m_reindex->setAccessibleName(tr("Index the selected documents again"));
    m_reveal->setText(tr("Show in folder"));
    m_reveal->setAccessibleName(tr("Show the document in the file manager"));
}

void LibraryPanel::dragEnterEvent(QDragEnterEvent* event)
{
    if (hasLocalFiles(event->mimeData()))
        event->acceptProposedAction();
}

void LibraryPanel::dragMoveEvent(QDragMoveEvent* event)
{
    if (hasLocalFiles(event->mimeData()))
        event->acceptProposedAction();
}

void LibraryPanel::dropEvent(QDropEvent* event)
{
    const QStringList files = localFiles(event->mimeData());
    if (files.isEmpty())
        return;
    event->acceptProposedAction();
    addPaths(files);
}

void LibraryPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_model->setIndexing(m_pending); // headers and status texts come from tr() in the model
        // The failures listed and (when it sums up the library) the status line, in the new language.
        m_reportPass = m_statusIsSummary;
        refresh();
        Q_EMIT m_model->headerDataChanged(Qt::Horizontal, 0, LibraryModel::ColumnCount - 1);
    }
    QWidget::changeEvent(event);
}

} // namespace lmars::ui
