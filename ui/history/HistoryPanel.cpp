// SPDX-License-Identifier: GPL-3.0-or-later
#include "HistoryPanel.h"
#include "FlowLayout.h"

#include "HistoryModel.h"
#include "PanelsLog.h"
#include "firm/MatterCombo.h"
#include "sessions/SessionArchive.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace lmars::ui {

namespace {

struct ListOutcome
{
    QList<store::SessionSummary> sessions;
    QString error;
};

struct ChangeOutcome
{
    bool done = false;
    QString error;
};

ListOutcome listSessions(const store::BackendConfig& config, const store::SessionFilter& filter)
{
    ListOutcome out;
    auto backends = store::Backends::open(config);
    if (!backends) {
        out.error = backends.error().toString();
        return out;
    }
    auto list = backends.value()->sessions().list(filter);
    if (!list)
        out.error = list.error().toString();
    else
        out.sessions = list.value();
    return out;
}

template <typename Work> ChangeOutcome change(const store::BackendConfig& config, Work work)
{
    ChangeOutcome out;
    auto backends = store::Backends::open(config);
    if (!backends) {
        out.error = backends.error().toString();
        return out;
    }
    Result<bool> done = work(backends.value()->sessions());
    if (!done)
        out.error = done.error().toString();
    else
        out.done = done.value();
    return out;
}

} // namespace

HistoryPanel::HistoryPanel(store::BackendConfig config, QWidget* parent)
    : QWidget(parent), m_config(std::move(config)), m_model(new HistoryModel(this))
{
    setObjectName(QStringLiteral("historyPanel"));
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("historySearch"));
    m_search->setClearButtonEnabled(true);
    m_matter = new MatterCombo(MatterCombo::Mode::Filter, this);
    m_matter->setObjectName(QStringLiteral("historyMatterFilter"));

    m_list = new QListView(this);
    m_list->setObjectName(QStringLiteral("historyList"));
    m_list->setModel(m_model);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::EditKeyPressed);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    m_list->setWordWrap(true);
    m_list->setUniformItemSizes(false);
    m_list->setAlternatingRowColors(true);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("historyStatus"));
    m_status->setWordWrap(true);

    m_reopen = new QPushButton(this);
    m_reopen->setObjectName(QStringLiteral("historyReopen"));
    m_runAgain = new QPushButton(this);
    m_runAgain->setObjectName(QStringLiteral("historyRunAgain"));
    m_delete = new QPushButton(this);
    m_delete->setObjectName(QStringLiteral("historyDelete"));

    // The buttons wrap to a second row in a narrow sidebar (or a longer language) instead of being cut.
    auto* buttonRow = new QWidget(this);
    buttonRow->setObjectName(QStringLiteral("historyButtons"));
    auto* buttons = new FlowLayout(buttonRow, 6, 6);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_reopen);
    buttons->addWidget(m_runAgain);
    buttons->addWidget(m_delete);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addWidget(m_matter);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttonRow);
    layout->addWidget(m_status);

    m_searchDelay = new QTimer(this);
    m_searchDelay->setSingleShot(true);
    m_searchDelay->setInterval(250);
    connect(m_searchDelay, &QTimer::timeout, this, &HistoryPanel::refresh);
    connect(m_search, &QLineEdit::textChanged, m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_matter, &MatterCombo::matterChanged, this, &HistoryPanel::refresh);
    connect(m_list, &QListView::activated, this,
            [this](const QModelIndex& index) { Q_EMIT reopenRequested(m_model->idAt(index.row())); });
    connect(m_list, &QWidget::customContextMenuRequested, this, &HistoryPanel::showContextMenu);
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, &HistoryPanel::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &HistoryPanel::updateButtons);
    connect(m_model, &HistoryModel::renameRequested, this, &HistoryPanel::renameSession);
    connect(m_reopen, &QPushButton::clicked, this, [this] {
        if (!currentId().isEmpty())
            Q_EMIT reopenRequested(currentId());
    });
    connect(m_runAgain, &QPushButton::clicked, this, [this] {
        if (!currentId().isEmpty())
            Q_EMIT runAgainRequested(currentId());
    });
    connect(m_delete, &QPushButton::clicked, this, [this] {
        if (!currentId().isEmpty())
            confirmRemoveSession(currentId());
    });

    retranslate();
    updateButtons();
    refresh();
}

HistoryPanel::~HistoryPanel()
{
    m_inFlight.waitForAll();
}

QString HistoryPanel::currentId() const
{
    const QModelIndexList selected = m_list->selectionModel()->selectedRows();
    return selected.isEmpty() ? QString() : m_model->idAt(selected.constFirst().row());
}

void HistoryPanel::refresh()
{
    const int generation = ++m_generation;
    store::SessionFilter filter;
    filter.search = m_search->text();
    filter.matter = m_matter->filter();
    filter.limit = 500;
    m_inFlight.track(QtConcurrent::run(listSessions, m_config, filter))
        .then(this, [this, generation](const ListOutcome& out) {
            if (generation != m_generation)
                return; // a newer list is on its way
            if (!out.error.isEmpty()) {
                showError(out.error);
                return;
            }
            const QString keep = m_pendingSelection.isEmpty() ? currentId() : m_pendingSelection;
            m_pendingSelection.clear();
            m_model->setSessions(out.sessions);
            if (!keep.isEmpty())
                selectSession(keep);
            if (out.sessions.isEmpty())
                m_status->setText(!m_search->text().isEmpty() ? tr("No session matches.")
                                  : m_matter->filter()        ? tr("No session in this matter.")
                                                              : tr("No sessions yet."));
            else
                m_status->setText(tr("%n session(s)", nullptr, int(out.sessions.size())));
            Q_EMIT refreshed(int(out.sessions.size()));
        });
}

void HistoryPanel::setSearchText(const QString& text)
{
    m_search->setText(text);
    m_searchDelay->stop();
    refresh();
}

void HistoryPanel::renameSession(const QString& id, const QString& title)
{
    m_model->setTitle(id, title);
    const store::BackendConfig config = m_config;
    m_inFlight
        .track(QtConcurrent::run([config, id, title] {
            return change(config, [&](store::SessionArchive& s) { return s.rename(id, title); });
        }))
        .then(this, [this, id, title](const ChangeOutcome& out) {
            if (!out.error.isEmpty()) {
                showError(out.error);
                refresh();
                return;
            }
            Q_EMIT sessionRenamed(id, title);
        });
}

void HistoryPanel::removeSession(const QString& id)
{
    const store::BackendConfig config = m_config;
    m_inFlight
        .track(QtConcurrent::run(
            [config, id] { return change(config, [&](store::SessionArchive& s) { return s.remove(id); }); }))
        .then(this, [this, id](const ChangeOutcome& out) {
            if (!out.error.isEmpty()) {
                showError(out.error);
                return;
            }
            qCDebug(lcHistoryUi) << "removed session" << id;
            Q_EMIT sessionRemoved(id);
            refresh();
        });
}

void HistoryPanel::confirmRemoveSession(const QString& id)
{
    if (!m_confirmDeletes) {
        removeSession(id);
        return;
    }
    const int row = m_model->rowOf(id);
    const QString title = row >= 0 ? m_model->index(row).data(Qt::EditRole).toString() : id;
    auto* box = new QMessageBox(QMessageBox::Question, tr("Delete session"),
                                tr("Delete “%1” and its whole record? This cannot be undone.").arg(title),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("historyDeleteConfirm"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, id](int result) {
        if (result == QMessageBox::Yes)
            removeSession(id);
    });
    box->open();
}

void HistoryPanel::selectSession(const QString& id)
{
    const int row = m_model->rowOf(id);
    if (row < 0) {
        m_pendingSelection = id;
        return;
    }
    m_list->setCurrentIndex(m_model->index(row));
}

std::optional<QString> HistoryPanel::matterFilter() const
{
    return m_matter->filter();
}

void HistoryPanel::setMatters(const QStringList& matters)
{
    m_matter->setMatters(matters);
}

void HistoryPanel::setMatterFilter(const std::optional<QString>& matter)
{
    if (matter)
        m_matter->setMatter(*matter); // emits matterChanged(): refreshes when the choice changed
    else
        m_matter->selectAll();
    refresh();
}

void HistoryPanel::showContextMenu(const QPoint& pos)
{
    const QModelIndex index = m_list->indexAt(pos);
    if (!index.isValid())
        return;
    const QString id = m_model->idAt(index.row());
    auto* menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("historyMenu"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(tr("Reopen"), this, [this, id] { Q_EMIT reopenRequested(id); });
    menu->addAction(tr("Run again"), this, [this, id] { Q_EMIT runAgainRequested(id); });
    menu->addAction(tr("Rename…"), this, [this, index] { m_list->edit(index); });
    menu->addAction(tr("Export…"), this, [this, id] { Q_EMIT exportRequested(id); });
    menu->addSeparator();
    menu->addAction(tr("Delete…"), this, [this, id] { confirmRemoveSession(id); });
    menu->popup(m_list->viewport()->mapToGlobal(pos));
}

void HistoryPanel::updateButtons()
{
    const bool any = !currentId().isEmpty();
    m_reopen->setEnabled(any);
    m_runAgain->setEnabled(any);
    m_delete->setEnabled(any);
}

void HistoryPanel::showError(const QString& message)
{
    qCWarning(lcHistoryUi) << message;
    m_status->setText(message);
    Q_EMIT errorOccurred(message);
}

void HistoryPanel::retranslate()
{
    m_search->setPlaceholderText(tr("Search history"));
    m_search->setAccessibleName(tr("Search history"));
    m_list->setAccessibleName(tr("Past sessions"));
    m_matter->setToolTip(tr("Show the sessions of one matter"));
    m_reopen->setText(tr("Reopen"));
    m_reopen->setAccessibleName(tr("Reopen the selected session"));
    m_runAgain->setText(tr("Run again"));
    m_runAgain->setAccessibleName(tr("Run the selected question again as a new session"));
    m_delete->setText(tr("Delete"));
    m_delete->setAccessibleName(tr("Delete the selected session"));
}

void HistoryPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh(); // the status line ("3 sessions") in the new language
        // Row texts (status and mode names) are translated in data(): repaint them.
        if (m_model->rowCount() > 0)
            Q_EMIT m_model->dataChanged(m_model->index(0), m_model->index(m_model->rowCount() - 1));
    }
    QWidget::changeEvent(event);
}

} // namespace lmars::ui
