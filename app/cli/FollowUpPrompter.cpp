// SPDX-License-Identifier: GPL-3.0-or-later
#include "FollowUpPrompter.h"

#include "cli/CliSupport.h"
#include "common/JsonUtil.h"

#include <QFile>

#include <cstdio>
#include <unistd.h>

namespace lmars::cli {

namespace {

QString normalizedQuestion(const QString& q)
{
    return q.simplified().toLower();
}

} // namespace

bool FollowUpPrompter::loadAnswersFile(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("cannot read the answers file %1: %2").arg(path, file.errorString());
        return false;
    }
    const nlohmann::json doc = json::parse(file.readAll());
    if (doc.is_array()) {
        for (const auto& item : doc)
            m_byOrder << (item.is_null() ? QString() : json::toQString(item));
    } else if (doc.is_object()) {
        for (auto it = doc.begin(); it != doc.end(); ++it)
            m_byQuestion.insert(normalizedQuestion(QString::fromStdString(it.key())), json::toQString(it.value()));
    } else {
        *error = tr("the answers file %1 must hold a JSON array of answers in question order, or an object mapping "
                    "each question to its answer.")
                     .arg(path);
        return false;
    }
    m_fromFile = true;
    return true;
}

QStringList FollowUpPrompter::matchAnswers(const QList<model::FollowUp>& questions, const QStringList& byOrder,
                                           const QMap<QString, QString>& byQuestion)
{
    QStringList answers;
    for (int i = 0; i < questions.size(); ++i) {
        if (!byQuestion.isEmpty())
            answers << byQuestion.value(normalizedQuestion(questions.at(i).question));
        else
            answers << byOrder.value(i);
    }
    return answers;
}

QStringList FollowUpPrompter::answer(const QList<model::FollowUp>& questions, const CancelToken& cancel)
{
    if (m_fromFile)
        return matchAnswers(questions, m_byOrder, m_byQuestion);
    if (isatty(fileno(stdin)) == 0) {
        CliSupport::err(tr("note: %1 clarifying question(s) left unanswered (stdin is not a terminal; use "
                           "--answers-file or --no-followups).")
                            .arg(questions.size()) +
                        QLatin1Char('\n'));
        return {};
    }
    CliSupport::err(QLatin1Char('\n') + tr("A few questions first (press Enter to skip one):") + QLatin1Char('\n'));
    QStringList answers;
    for (int i = 0; i < questions.size(); ++i) {
        if (cancel.isCancelled())
            break;
        const model::FollowUp& f = questions.at(i);
        CliSupport::err(QStringLiteral("\n%1. %2\n").arg(i + 1).arg(f.question));
        if (!f.reason.isEmpty())
            CliSupport::err(QStringLiteral("   (%1)\n").arg(f.reason));
        CliSupport::err(QStringLiteral("   > "));
        char buffer[4096];
        if (!std::fgets(buffer, sizeof buffer, stdin)) {
            answers << QString();
            break;
        }
        answers << QString::fromLocal8Bit(buffer).trimmed();
    }
    CliSupport::err(QStringLiteral("\n"));
    return answers;
}

} // namespace lmars::cli
