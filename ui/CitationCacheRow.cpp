// SPDX-License-Identifier: GPL-3.0-or-later
#include "CitationCacheRow.h"

#include "ConfigController.h"
#include "UiLog.h"
#include "verify/CitationCheckerFactory.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QtConcurrent/QtConcurrentRun>

namespace lmars::ui {

CitationCacheRow::CitationCacheRow(ConfigController& config, QWidget* parent) : QWidget(parent), m_config(config)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_button = new QPushButton(this);
    m_button->setObjectName(QStringLiteral("clearCitationCacheButton"));
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("clearCitationCacheResult"));
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_button);
    layout->addWidget(m_result, 1);
    connect(m_button, &QPushButton::clicked, this, &CitationCacheRow::clearCache);
    retranslate();
}

CitationCacheRow::~CitationCacheRow()
{
    m_inFlight.waitForAll();
}

void CitationCacheRow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CitationCacheRow::retranslate()
{
    m_button->setText(m_clearing ? tr("Clearing…") : tr("Clear citation cache"));
    m_button->setToolTip(tr("Forget every cached citation lookup, so each citation is looked up again "
                            "(lookups are kept for 30 days)"));
}

QString CitationCacheRow::resultText() const
{
    return m_result->text();
}

void CitationCacheRow::clearCache()
{
    if (m_clearing)
        return;
    m_clearing = true;
    m_button->setEnabled(false);
    m_result->clear();
    retranslate();
    const settings::AppConfig config = m_config.config();
    struct Outcome
    {
        int removed = -1; ///< -1: failed
        QString error;
    };
    m_inFlight
        .track(QtConcurrent::run([config] {
            const Result<int> cleared = verify::CitationCheckerFactory::clearCache(config);
            return cleared ? Outcome{cleared.value(), {}} : Outcome{-1, cleared.error().toString()};
        }))
        .then(this, [this](const Outcome& outcome) {
            m_clearing = false;
            m_button->setEnabled(true);
            retranslate();
            if (outcome.removed >= 0) {
                m_result->setText(tr("Removed %n cached citation lookup(s).", nullptr, outcome.removed));
            } else {
                qCWarning(lcUi) << "clearing the citation cache failed:" << outcome.error;
                m_result->setText(tr("The citation cache could not be cleared: %1").arg(outcome.error));
            }
            Q_EMIT cleared(outcome.removed);
        });
}

} // namespace lmars::ui
