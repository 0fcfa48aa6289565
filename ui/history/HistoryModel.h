// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sessions/SessionStore.h"

#include <QAbstractListModel>
#include <QList>

namespace lmars::ui {

/**
 * Past sessions for the history sidebar, newest first. Display text is the title (or the question),
 * with date, mode and status beneath; interrupted sessions carry a visible mark. Editing the display
 * role asks for a rename through renameRequested(); the model itself never touches the database.
 */
class HistoryModel final : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        IdRole = Qt::UserRole + 1,
        QuestionRole,
        TitleRole,
        StartedAtRole,
        ModeRole,
        StatusRole,
        InterruptedRole,
        AnswerPreviewRole,
        MatterRole ///< "" is "No matter"
    };

    explicit HistoryModel(QObject* parent = nullptr);
    HistoryModel(const HistoryModel&) = delete;
    HistoryModel& operator=(const HistoryModel&) = delete;

    void setSessions(const QList<store::SessionSummary>& sessions);
    const QList<store::SessionSummary>& sessions() const { return m_sessions; }
    /// Row of the session id, or -1.
    int rowOf(const QString& id) const;
    QString idAt(int row) const;
    /// Shows a new title at once (the database update runs separately).
    void setTitle(const QString& id, const QString& title);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    /// The user edited a title in place.
    void renameRequested(const QString& id, const QString& title);

private:
    QList<store::SessionSummary> m_sessions;
};

} // namespace lmars::ui
