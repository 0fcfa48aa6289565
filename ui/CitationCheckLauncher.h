// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"

#include <QObject>

class QWidget;

namespace lmars::ui {

class ConfigController;
class DocumentCheckDialog;

/**
 * The main window's citation checks outside a run: Tools → Check a document (one dialog for the
 * session, made at first use) and re-checking a saved answer (a dialog each time). Each check takes
 * the configuration of the moment it starts: the network citation checker (CourtListener with the
 * user's token, eCFR, the Federal Register; offline checks when none can run) and, for documents,
 * the citator that looks for later negative treatment of the verified cases.
 */
class CitationCheckLauncher final : public QObject
{
    Q_OBJECT

public:
    CitationCheckLauncher(const ConfigController& config, QWidget* parent);

    /// Shows the document check for this forum court and jurisdiction, raised and active.
    DocumentCheckDialog* openDocumentCheck(const QString& forum, const QString& jurisdiction);
    /// Opens a dialog that checks the citations of state's answer again.
    void recheck(const model::ResearchState& state);

private:
    const ConfigController& m_config;
    QWidget* m_parent = nullptr;
    DocumentCheckDialog* m_documentCheck = nullptr;
};

} // namespace lmars::ui
