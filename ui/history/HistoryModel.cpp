// SPDX-License-Identifier: GPL-3.0-or-later
#include "HistoryModel.h"

#include "model/DomainNames.h"

#include <QDateTime>
#include <QLocale>

namespace lmars::ui {

namespace {

QString shownTitle(const store::SessionSummary& s)
{
    return s.title.isEmpty() ? s.question.simplified() : s.title;
}

QString shownDate(const QString& iso)
{
    const QDateTime time = QDateTime::fromString(iso, Qt::ISODateWithMs);
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::ShortFormat) : iso;
}

} // namespace

HistoryModel::HistoryModel(QObject* parent) : QAbstractListModel(parent) {}

void HistoryModel::setSessions(const QList<store::SessionSummary>& sessions)
{
    beginResetModel();
    m_sessions = sessions;
    endResetModel();
}

int HistoryModel::rowOf(const QString& id) const
{
    for (int i = 0; i < m_sessions.size(); ++i) {
        if (m_sessions.at(i).id == id)
            return i;
    }
    return -1;
}

QString HistoryModel::idAt(int row) const
{
    return row >= 0 && row < m_sessions.size() ? m_sessions.at(row).id : QString();
}

void HistoryModel::setTitle(const QString& id, const QString& title)
{
    const int row = rowOf(id);
    if (row < 0)
        return;
    m_sessions[row].title = title.simplified();
    const QModelIndex i = index(row);
    Q_EMIT dataChanged(i, i);
}

int HistoryModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_sessions.size());
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const store::SessionSummary& s = m_sessions.at(index.row());
    const bool interrupted = s.status == model::RunStatus::Interrupted;
    switch (role) {
    case Qt::DisplayRole: {
        const QString mark = interrupted ? QStringLiteral("⚠ ") : QString();
        QString text = mark + shownTitle(s) + QLatin1Char('\n') +
                       tr("%1 · %2 · %3")
                           .arg(shownDate(s.startedAt), model::DomainNames::displayName(s.mode),
                                model::DomainNames::displayName(s.status));
        if (!s.matter.isEmpty())
            text += QStringLiteral(" · ") + s.matter;
        return text;
    }
    case Qt::EditRole:
        return shownTitle(s);
    case Qt::ToolTipRole: {
        QString tip = s.question;
        if (interrupted)
            tip += QLatin1Char('\n') + tr("This session was interrupted before it finished.");
        if (!s.answerPreview.isEmpty())
            tip += QStringLiteral("\n\n") + s.answerPreview;
        return tip;
    }
    case Qt::AccessibleTextRole:
        return tr("%1, %2, %3, %4")
            .arg(shownTitle(s), shownDate(s.startedAt), model::DomainNames::displayName(s.mode),
                 model::DomainNames::displayName(s.status));
    case IdRole:
        return s.id;
    case QuestionRole:
        return s.question;
    case TitleRole:
        return s.title;
    case StartedAtRole:
        return s.startedAt;
    case ModeRole:
        return QVariant::fromValue(s.mode);
    case StatusRole:
        return QVariant::fromValue(s.status);
    case InterruptedRole:
        return interrupted;
    case AnswerPreviewRole:
        return s.answerPreview;
    case MatterRole:
        return s.matter;
    default:
        return {};
    }
}

bool HistoryModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString title = value.toString().simplified();
    store::SessionSummary& s = m_sessions[index.row()];
    if (title == shownTitle(s))
        return false;
    const QString id = s.id;
    setTitle(id, title == s.question.simplified() ? QString() : title);
    Q_EMIT renameRequested(id, m_sessions.at(index.row()).title);
    return true;
}

Qt::ItemFlags HistoryModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable | Qt::ItemNeverHasChildren;
}

QHash<int, QByteArray> HistoryModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(IdRole, "sessionId");
    names.insert(QuestionRole, "question");
    names.insert(TitleRole, "title");
    names.insert(StartedAtRole, "startedAt");
    names.insert(ModeRole, "mode");
    names.insert(StatusRole, "status");
    names.insert(InterruptedRole, "interrupted");
    names.insert(AnswerPreviewRole, "answerPreview");
    names.insert(MatterRole, "matter");
    return names;
}

} // namespace lmars::ui
