// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecheckDialog.h"

#include "PanelsLog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

namespace lmars::ui {

RecheckDialog::RecheckDialog(const model::ResearchState& state, CheckerFactory factory, QWidget* parent)
    : QDialog(parent), m_factory(std::move(factory))
{
    setObjectName(QStringLiteral("recheckDialog"));
    setWindowTitle(tr("Re-check citations"));
    resize(760, 420);
    auto* layout = new QVBoxLayout(this);
    m_headline = new QLabel(this);
    m_headline->setWordWrap(true);
    m_headline->setObjectName(QStringLiteral("recheckHeadline"));
    layout->addWidget(m_headline);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    layout->addWidget(m_progress);
    m_details = new QPlainTextEdit(this);
    m_details->setReadOnly(true);
    m_details->setObjectName(QStringLiteral("recheckDetails"));
    layout->addWidget(m_details, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    m_cancelButton = new QPushButton(tr("Cancel"), this);
    connect(m_cancelButton, &QPushButton::clicked, this, [this] { m_cancel.cancel(); });
    m_closeButton = new QPushButton(tr("Close"), this);
    connect(m_closeButton, &QPushButton::clicked, this, &RecheckDialog::reject);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_closeButton);
    layout->addLayout(buttons);
    start(state);
}

RecheckDialog::~RecheckDialog()
{
    m_cancel.cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void RecheckDialog::start(const model::ResearchState& state)
{
    std::shared_ptr<verify::CitationChecker> checker(m_factory ? m_factory() : nullptr);
    if (!checker || state.answer.markdown.trimmed().isEmpty()) {
        m_headline->setText(checker ? tr("This session has no answer to re-check.")
                                    : tr("No citation checker is available."));
        m_progress->hide();
        m_cancelButton->hide();
        QMetaObject::invokeMethod(this, &RecheckDialog::recheckFinished, Qt::QueuedConnection);
        return;
    }
    m_headline->setText(tr("Re-checking the citations of this answer…"));
    auto result = std::make_shared<verify::SessionRecheck>();
    const QString markdown = state.answer.markdown;
    const model::Verification saved = state.verification;
    const QDate asOf = state.analysis.asOf.day();
    const CancelToken cancel = m_cancel;
    qCInfo(lcVerifyUi) << "re-checking the citations of a saved session";
    m_thread = QThread::create([=] { *result = verify::SessionRecheck::run(markdown, saved, *checker, asOf, cancel); });
    connect(m_thread, &QThread::finished, this, [this, result] {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
        deliver(result);
    });
    m_thread->start();
}

void RecheckDialog::deliver(const std::shared_ptr<verify::SessionRecheck>& result)
{
    m_result = *result;
    m_progress->hide();
    m_cancelButton->hide();
    m_headline->setText(m_result.headline());
    m_details->setPlainText(m_result.details());
    Q_EMIT recheckFinished();
}

void RecheckDialog::reject()
{
    m_cancel.cancel();
    QDialog::reject();
}

QString RecheckDialog::headlineText() const
{
    return m_headline->text();
}

QString RecheckDialog::detailsText() const
{
    return m_details->toPlainText();
}

} // namespace lmars::ui
