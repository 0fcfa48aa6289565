// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "verify/CitationChecker.h"
#include "verify/Citator.h"
#include "verify/DocumentCheck.h"

#include <QDialog>

#include <functional>
#include <memory>

class QCheckBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QThread;
class QToolButton;

namespace lmars::ui {

class PdfExporter;

/**
 * "Check citations in a document…" (issue 13, point 8): choose or drop a .pdf, .docx, .txt, .md or
 * .html file; it is parsed and its citations checked on a worker thread (Cancel stops it), then
 * every citation is listed with its status, page, line, reason and link — flagged first, sortable
 * by any column, filterable by text and to the flagged ones — and the list exports to Markdown,
 * PDF and JSON. A second tab shows the document's table of authorities (issue 28: each authority once in
 * Bluebook form with its pages and check status), which exports to .docx, Markdown, HTML and JSON.
 * The checker comes from the factory, so the network checker plugs in unchanged.
 * The dialog is its own drop target, apart from the library's.
 */
class DocumentCheckDialog final : public QDialog
{
    Q_OBJECT

public:
    using CheckerFactory = std::function<std::unique_ptr<verify::CitationChecker>()>;
    using CitatorFactory = std::function<std::unique_ptr<verify::Citator>()>;
    enum class ExportFormat
    {
        Markdown,
        Pdf,
        Json,
        Docx
    };
    enum Column
    {
        StatusColumn,
        CitationColumn,
        KindColumn,
        PageColumn,
        LineColumn,
        ReasonColumn,
        LinkColumn,
        ColumnCount
    };

    explicit DocumentCheckDialog(CheckerFactory factory, QWidget* parent = nullptr);
    ~DocumentCheckDialog() override;

    /// The forum court each verified case is classified binding or persuasive in (the composer's; a
    /// courts-db id or name), else the one the jurisdiction suggests (said to be assumed).
    void setForum(const QString& forum, const QString& jurisdiction);
    /// Starts checking `path` (a running check is cancelled first).
    void checkFile(const QString& path);
    void cancelCheck();
    bool isRunning() const { return m_thread != nullptr; }
    /// After each check, the verified cases' later negative treatment is looked for in the
    /// background (the check's results are shown at once); null: never.
    void setCitatorFactory(CitatorFactory factory) { m_citatorFactory = std::move(factory); }
    bool isTreating() const { return m_citatorThread != nullptr; }
    /// The last finished check (empty before the first).
    const verify::DocumentCheck& result() const { return m_result; }
    /// The table as shown: filtered and sorted.
    QSortFilterProxyModel* viewModel() const { return m_textFilter; }
    QTableView* table() const { return m_table; }
    QLineEdit* filterEdit() const { return m_filter; }
    QCheckBox* flaggedOnlyBox() const { return m_flaggedOnly; }
    QString summaryText() const;
    QString errorText() const;

    /// Writes the last result; Markdown and JSON at once, PDF when exportFinished() says so.
    bool exportTo(const QString& path, ExportFormat format);
    /// Writes the last result's table of authorities in the format the suffix names (.docx, .md, .html, .json).
    bool exportAuthoritiesTo(const QString& path);
    /// The tab showing the table of authorities.
    QTextBrowser* authoritiesView() const { return m_authorities; }
    /// Whether `path` has a type the document check reads.
    static bool isCheckable(const QString& path);

Q_SIGNALS:
    /// A check ended: ok false on an error or when it was cancelled before a result.
    void checkFinished(bool ok);
    void treatmentFinished();
    void exportFinished(bool ok, const QString& path);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void changeEvent(QEvent* event) override;
    void reject() override;

private:
    void retranslate();
    void chooseFile();
    void chooseExport(ExportFormat format);
    void chooseAuthoritiesExport();
    void deliver(const std::shared_ptr<Result<verify::DocumentCheck>>& outcome);
    void fillTable();
    /// Marks every verified case of the result binding, persuasive or not precedential in the forum.
    void classifyAuthority();
    void startTreatment();
    void stopTreatment();
    void setBusy(bool busy);
    void applyFlaggedFilter();
    void openLinkAt(const QModelIndex& index);
    static QString droppedFile(const QMimeData* data);

    CheckerFactory m_factory;
    CitatorFactory m_citatorFactory;
    QThread* m_citatorThread = nullptr;
    verify::DocumentCheck m_result;
    QString m_error;
    QString m_path;
    QString m_forum;        ///< the forum court as the composer gave it, empty for none
    QString m_jurisdiction; ///< the composer's jurisdiction, which suggests a forum when none is given
    CancelToken m_cancel;
    QThread* m_thread = nullptr;
    int m_generation = 0; ///< which check a finished worker belongs to (a newer one replaces it)

    QLabel* m_dropHint = nullptr;
    QPushButton* m_chooseButton = nullptr;
    QLabel* m_summary = nullptr;
    QLabel* m_notes = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QLineEdit* m_filter = nullptr;
    QCheckBox* m_flaggedOnly = nullptr;
    QTableView* m_table = nullptr;
    QStandardItemModel* m_model = nullptr;
    QSortFilterProxyModel* m_flagFilter = nullptr;
    QSortFilterProxyModel* m_textFilter = nullptr;
    QToolButton* m_exportButton = nullptr;
    QPushButton* m_closeButton = nullptr;
    PdfExporter* m_pdf = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTextBrowser* m_authorities = nullptr;
};

} // namespace lmars::ui
