// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "model/ResearchState.h"
#include "verify/CitationChecker.h"
#include "verify/SessionRecheck.h"

#include <QDialog>

#include <functional>
#include <memory>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QThread;

namespace lmars::ui {

/**
 * "Re-check citations" of a saved session (issue 13, point 8): re-runs the checks on its answer on
 * a worker thread (Cancel stops them) and shows what changed since the session was saved — status
 * before → after, changed citations first — with the checker's notes.
 */
class RecheckDialog final : public QDialog
{
    Q_OBJECT

public:
    using CheckerFactory = std::function<std::unique_ptr<verify::CitationChecker>()>;

    RecheckDialog(const model::ResearchState& state, CheckerFactory factory, QWidget* parent = nullptr);
    ~RecheckDialog() override;

    bool isRunning() const { return m_thread != nullptr; }
    const verify::SessionRecheck& result() const { return m_result; }
    QString headlineText() const;
    QString detailsText() const;

Q_SIGNALS:
    void recheckFinished();

protected:
    void reject() override;

private:
    void start(const model::ResearchState& state);
    void deliver(const std::shared_ptr<verify::SessionRecheck>& result);

    CheckerFactory m_factory;
    CancelToken m_cancel;
    QThread* m_thread = nullptr;
    verify::SessionRecheck m_result;
    QLabel* m_headline = nullptr;
    QPlainTextEdit* m_details = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QPushButton* m_closeButton = nullptr;
};

} // namespace lmars::ui
