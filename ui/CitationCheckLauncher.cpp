// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationCheckLauncher.h"

#include "ConfigController.h"
#include "verify/CitationCheckerFactory.h"
#include "verify/DocumentCheckDialog.h"
#include "verify/RecheckDialog.h"

#include <functional>

namespace lmars::ui {

namespace {

/// The network citation checker of the configuration at the time a check starts.
std::function<std::unique_ptr<verify::CitationChecker>()> checkerFactory(const ConfigController& config)
{
    return [&config] {
        const settings::AppConfig app = config.config();
        return verify::CitationCheckerFactory::create(app, verify::CitationCheckerFactory::openCache(app));
    };
}

/// The citator of the configuration at the time a document check ends (later negative treatment of
/// its verified cases, looked for in the background).
std::function<std::unique_ptr<verify::Citator>()> citatorFactory(const ConfigController& config)
{
    return [&config] {
        const settings::AppConfig app = config.config();
        return std::make_unique<verify::Citator>(verify::CitationCheckerFactory::citatorConfig(app),
                                                 verify::CitationCheckerFactory::openCache(app));
    };
}

} // namespace

CitationCheckLauncher::CitationCheckLauncher(const ConfigController& config, QWidget* parent)
    : QObject(parent), m_config(config), m_parent(parent)
{}

DocumentCheckDialog* CitationCheckLauncher::openDocumentCheck(const QString& forum, const QString& jurisdiction)
{
    if (!m_documentCheck) {
        m_documentCheck = new DocumentCheckDialog(checkerFactory(m_config), m_parent);
        m_documentCheck->setCitatorFactory(citatorFactory(m_config));
    }
    m_documentCheck->setForum(forum, jurisdiction);
    m_documentCheck->show();
    m_documentCheck->raise();
    m_documentCheck->activateWindow();
    return m_documentCheck;
}

void CitationCheckLauncher::recheck(const model::ResearchState& state)
{
    auto* dialog = new RecheckDialog(state, checkerFactory(m_config), m_parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace lmars::ui
