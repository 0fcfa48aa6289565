// SPDX-License-Identifier: GPL-3.0-or-later
#include "ForumField.h"

#include "verify/AuthorityClassifier.h"
#include "verify/CourtHierarchy.h"

#include <QCompleter>
#include <QEvent>
#include <QRegularExpression>
#include <QStringListModel>

namespace lmars::ui {

ForumField::ForumField(QWidget* parent) : QLineEdit(parent)
{
    setObjectName(QStringLiteral("forumEdit"));
    setClearButtonEnabled(true);
    setMinimumWidth(150);
    QStringList entries;
    for (const verify::CourtNode& court : verify::CourtHierarchy::instance().courts())
        entries << displayText(court);
    entries.sort(Qt::CaseInsensitive);
    m_courts = new QStringListModel(entries, this);
    auto* completer = new QCompleter(m_courts, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    completer->setMaxVisibleItems(12);
    setCompleter(completer);
    connect(this, &QLineEdit::textChanged, this, &ForumField::updateLook);
    retranslate();
}

QString ForumField::displayText(const verify::CourtNode& court)
{
    return QStringLiteral("%1 (%2)").arg(court.name, court.id);
}

const verify::CourtNode* ForumField::court() const
{
    const QString wanted = text().simplified();
    if (wanted.isEmpty())
        return nullptr;
    const verify::CourtHierarchy& courts = verify::CourtHierarchy::instance();
    if (const verify::CourtNode* found = courts.resolve(wanted))
        return found;
    // A completer entry: "Name (id)".
    static const QRegularExpression entry(QStringLiteral("\\(([A-Za-z0-9_.-]+)\\)$"));
    const QRegularExpressionMatch m = entry.match(wanted);
    return m.hasMatch() ? courts.byId(m.captured(1)) : nullptr;
}

QString ForumField::courtId() const
{
    const verify::CourtNode* found = court();
    return found ? found->id : QString();
}

bool ForumField::isAcceptable() const
{
    return text().simplified().isEmpty() || court() != nullptr;
}

QString ForumField::problem() const
{
    if (isAcceptable())
        return {};
    // The same words as `lmars-cli ask --forum` and `verify --forum`.
    QString message;
    verify::AuthorityClassifier::forForum(text(), {}, &message);
    return message;
}

void ForumField::setCourt(const QString& court)
{
    const verify::CourtNode* found = verify::CourtHierarchy::instance().resolve(court);
    setText(found ? displayText(*found) : court.simplified());
    setCursorPosition(0);
}

void ForumField::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QLineEdit::changeEvent(event);
}

void ForumField::retranslate()
{
    setPlaceholderText(tr("not set"));
    setAccessibleName(tr("Forum court"));
    updateLook();
}

void ForumField::updateLook()
{
    // The court it names, or why it names none; the default tooltip says what the field is for.
    const verify::CourtNode* found = court();
    if (found)
        setToolTip(tr("Cases are marked binding or persuasive in %1.").arg(found->name));
    else if (!isAcceptable())
        setToolTip(problem());
    else
        setToolTip(tr("The court the research is for (a courts-db id such as cal, calctapp, cand or ca9, or its "
                      "name): each verified case is marked binding, persuasive or not precedential there. Empty: the "
                      "jurisdiction suggests one."));
    setProperty("invalid", !isAcceptable());
    setStyleSheet(isAcceptable() ? QString() : QStringLiteral("QLineEdit { border: 1px solid #c93c3c; }"));
}

} // namespace lmars::ui
