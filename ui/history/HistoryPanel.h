// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InFlightWork.h"

#include "library/Backends.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QPushButton;
class QTimer;

namespace lmars::ui {

class HistoryModel;
class MatterCombo;

/**
 * The history sidebar: past sessions (title or question, date, mode, status; interrupted sessions
 * marked) with full-text search, reopen (double-click or Enter), run again, rename (F2 or the context
 * menu, edited in place), delete (confirmed) and export. The sessions come from the configured
 * backend's SessionArchive (this computer or the firm server). Every call runs on a worker thread;
 * the list is reloaded after each change and whenever refresh() is called (e.g. when a run ends).
 *
 * The panel does not reopen or run anything itself: it emits reopenRequested(), runAgainRequested()
 * and exportRequested() for the main window, which loads the session with SessionLoader.
 */
class HistoryPanel final : public QWidget
{
    Q_OBJECT

public:
    /// config: the backends the archive is opened from (on a worker thread, for each call).
    explicit HistoryPanel(store::BackendConfig config, QWidget* parent = nullptr);
    ~HistoryPanel() override;
    HistoryPanel(const HistoryPanel&) = delete;
    HistoryPanel& operator=(const HistoryPanel&) = delete;

    HistoryModel* model() const { return m_model; }
    /// The id of the selected session, or empty.
    QString currentId() const;
    /// Skips the delete confirmation (tests, or a main window with its own undo).
    void setConfirmDeletes(bool confirm) { m_confirmDeletes = confirm; }
    /// The matter filter: unset for all matters, "" for no matter.
    std::optional<QString> matterFilter() const;

public Q_SLOTS:
    /// Reloads the list with the current search text.
    void refresh();
    /// Sets the search box and reloads (debounced when typed).
    void setSearchText(const QString& text);
    void renameSession(const QString& id, const QString& title);
    /// Deletes without asking.
    void removeSession(const QString& id);
    /// Asks, then deletes.
    void confirmRemoveSession(const QString& id);
    /// Selects the session's row when it is listed (e.g. the one the main window shows).
    void selectSession(const QString& id);
    /// The matters the filter offers (those of the backend; a chosen one is kept).
    void setMatters(const QStringList& matters);
    /// Filters by matter (unset: all matters; "" no matter) and reloads.
    void setMatterFilter(const std::optional<QString>& matter);

Q_SIGNALS:
    void reopenRequested(const QString& id);
    void runAgainRequested(const QString& id);
    void exportRequested(const QString& id);
    void sessionRemoved(const QString& id);
    void sessionRenamed(const QString& id, const QString& title);
    /// A list was loaded (count rows).
    void refreshed(int count);
    /// A database call failed; message is translated and safe to show.
    void errorOccurred(const QString& message);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showContextMenu(const QPoint& pos);
    void updateButtons();
    void retranslate();
    void showError(const QString& message);

    store::BackendConfig m_config;
    HistoryModel* m_model = nullptr;
    QLineEdit* m_search = nullptr;
    MatterCombo* m_matter = nullptr;
    QListView* m_list = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_reopen = nullptr;
    QPushButton* m_runAgain = nullptr;
    QPushButton* m_delete = nullptr;
    QTimer* m_searchDelay = nullptr;
    QString m_pendingSelection;
    int m_generation = 0;
    bool m_confirmDeletes = true;
    InFlightWork m_inFlight; ///< background jobs waited for on destruction (see InFlightWork)
};

} // namespace lmars::ui
