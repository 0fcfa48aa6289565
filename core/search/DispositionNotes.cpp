// SPDX-License-Identifier: GPL-3.0-or-later
#include "DispositionNotes.h"

#include "SearchText.h"
#include "common/JsonUtil.h"

#include <QDate>
#include <QRegularExpression>

namespace lmars::search {

namespace {

const char* actionName(DispositionChange::Action action)
{
    switch (action) {
    case DispositionChange::Action::Revoked:
        return "revoked";
    case DispositionChange::Action::Superseded:
        return "superseded";
    case DispositionChange::Action::Amended:
        break;
    }
    return "amended";
}

model::LegalStatus::Change::Action statusAction(DispositionChange::Action action)
{
    switch (action) {
    case DispositionChange::Action::Revoked:
        return model::LegalStatus::Change::Action::Revoked;
    case DispositionChange::Action::Superseded:
        return model::LegalStatus::Change::Action::Superseded;
    case DispositionChange::Action::Amended:
        break;
    }
    return model::LegalStatus::Change::Action::Amended;
}

QString describe(const DispositionChange& c)
{
    QString text = QString::fromLatin1(actionName(c.action));
    if (c.inPart)
        text += QStringLiteral(" in part");
    text += QStringLiteral(" by ") + c.by;
    text += c.date.isEmpty() ? QStringLiteral(" (date not given)") : QStringLiteral(" on ") + c.date;
    return text;
}

} // namespace

QList<DispositionChange> DispositionNotes::parse(const QString& notes)
{
    // "Revoked by: EO 14148, January 20, 2025" / "Amended in part by: EO 13950, September 22, 2020";
    // several documents may follow one label, separated by ";".
    static const QRegularExpression label(
        QStringLiteral("\\b(Revoked|Superseded|Amended)(\\s+in\\s+part)?\\s+by\\s*:?\\s*([^\\n]*)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression nextLabel(QStringLiteral("\\b[A-Z][a-z]+(?:\\s+in\\s+part)?(?:\\s+by)?\\s*:"));
    static const QRegularExpression document(QStringLiteral("^\\s*((?:EO|E\\.O\\.|Executive Order)\\s*[\\d-]+|[^,]+)"
                                                            "\\s*(?:,\\s*(.*))?$"),
                                             QRegularExpression::CaseInsensitiveOption);
    QList<DispositionChange> out;
    auto it = label.globalMatch(notes);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        DispositionChange::Action action = DispositionChange::Action::Amended;
        const QString verb = m.captured(1).toLower();
        if (verb == QLatin1String("revoked"))
            action = DispositionChange::Action::Revoked;
        else if (verb == QLatin1String("superseded"))
            action = DispositionChange::Action::Superseded;
        QString tail = m.captured(3);
        const QRegularExpressionMatch stop = nextLabel.match(tail);
        if (stop.hasMatch())
            tail.truncate(stop.capturedStart());
        for (const QString& piece : tail.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            const QRegularExpressionMatch d = document.match(piece.trimmed());
            if (!d.hasMatch() || d.captured(1).trimmed().isEmpty())
                continue;
            DispositionChange change;
            change.action = action;
            change.inPart = !m.captured(2).isEmpty();
            change.by = d.captured(1).simplified();
            change.date = isoDateFromText(d.captured(2).trimmed().remove(QRegularExpression(QStringLiteral("\\.$"))));
            out.append(change);
        }
    }
    return out;
}

model::LegalStatus DispositionNotes::statusAsOf(const QList<DispositionChange>& changes, const QDate& asOf)
{
    using State = model::LegalStatus::State;
    const QDate day = asOf.isValid() ? asOf : QDate::currentDate();
    const QString dayText = day.toString(Qt::ISODate);
    State state = State::InForce;
    QStringList before;
    QStringList after;
    QList<model::LegalStatus::Change> list;
    for (const DispositionChange& c : changes) {
        const QDate when = QDate::fromString(c.date, Qt::ISODate);
        const bool later = when.isValid() && day.isValid() && when > day;
        list.append({statusAction(c.action), c.inPart, c.by, c.date, later});
        if (later) {
            after << describe(c);
            continue;
        }
        before << describe(c);
        if (c.action != DispositionChange::Action::Amended && !c.inPart)
            state = c.action == DispositionChange::Action::Revoked ? State::Revoked : State::Superseded;
        else if (state == State::InForce)
            state = State::Amended;
    }
    QString text;
    if (state == State::InForce || state == State::Amended)
        text = QStringLiteral("In force on %1").arg(dayText);
    else
        text = QStringLiteral("Not in force on %1").arg(dayText);
    if (!before.isEmpty())
        text += QStringLiteral("; ") + before.join(QStringLiteral("; "));
    if (!after.isEmpty())
        text +=
            QStringLiteral("; later ") + after.join(QStringLiteral("; ")) + QStringLiteral(", after the as-of date");
    if (changes.isEmpty())
        text += QStringLiteral(" (the Federal Register records no revocation or amendment)");
    return model::LegalStatus{state, text + QLatin1Char('.'), dayText, list};
}

} // namespace lmars::search
