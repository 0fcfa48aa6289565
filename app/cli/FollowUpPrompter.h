// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "research/ResearchRun.h"

#include <QCoreApplication>
#include <QStringList>

namespace lmars::cli {

/**
 * Answers clarifying questions for the CLI: from an answers file (JSON array in question order, or
 * an object question → answer), else by asking on the terminal when stdin is one, else leaves them
 * unanswered (and says so on stderr).
 */
class FollowUpPrompter final : public research::FollowUpResponder
{
    Q_DECLARE_TR_FUNCTIONS(FollowUpPrompter)

public:
    /// Loads an answers file; false with *error on unreadable or malformed files.
    bool loadAnswersFile(const QString& path, QString* error);

    QStringList answer(const QList<model::FollowUp>& questions, const CancelToken& cancel) override;

    /// Matches file answers to questions (exported for tests of the file format).
    static QStringList matchAnswers(const QList<model::FollowUp>& questions, const QStringList& byOrder,
                                    const QMap<QString, QString>& byQuestion);

private:
    bool m_fromFile = false;
    QStringList m_byOrder;
    QMap<QString, QString> m_byQuestion;
};

} // namespace lmars::cli
