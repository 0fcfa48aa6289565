// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentCheckDialog.h"

#include "PanelsLog.h"
#include "common/JsonUtil.h"
#include "export/AuthorityBadge.h"
#include "export/HtmlRenderer.h"
#include "export/MarkdownDocx.h"
#include "export/SessionExport.h"
#include "export/VerificationSummary.h"
#include "model/CitationNames.h"
#include "parse/DocumentParser.h"
#include "verify/AuthorityClassifier.h"
#include "verify/TableOfAuthorities.h"
#include "web/PdfExporter.h"

#include <QCheckBox>
#include <QDesktopServices>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QThread>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

namespace lmars::ui {

namespace {

constexpr int kSortRole = Qt::UserRole + 1;
constexpr int kFlaggedRole = Qt::UserRole + 2;
constexpr int kLinkRole = Qt::UserRole + 3;

QColor toneColor(const QString& tone)
{
    if (tone == QLatin1String("ok"))
        return QColor(0x1e, 0x8e, 0x3e);
    if (tone == QLatin1String("bad"))
        return QColor(0xd9, 0x30, 0x25);
    if (tone == QLatin1String("warn"))
        return QColor(0xc2, 0x7c, 0x0e);
    return {};
}

} // namespace

DocumentCheckDialog::DocumentCheckDialog(CheckerFactory factory, QWidget* parent)
    : QDialog(parent), m_factory(std::move(factory))
{
    setObjectName(QStringLiteral("documentCheckDialog"));
    setAcceptDrops(true);
    resize(1000, 560);

    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    m_dropHint = new QLabel(this);
    m_dropHint->setObjectName(QStringLiteral("documentDropHint"));
    m_dropHint->setWordWrap(true);
    m_dropHint->setFrameShape(QFrame::StyledPanel);
    m_dropHint->setMinimumHeight(44);
    m_dropHint->setAlignment(Qt::AlignCenter);
    m_chooseButton = new QPushButton(this);
    m_chooseButton->setObjectName(QStringLiteral("chooseDocumentButton"));
    connect(m_chooseButton, &QPushButton::clicked, this, &DocumentCheckDialog::chooseFile);
    top->addWidget(m_dropHint, 1);
    top->addWidget(m_chooseButton);
    layout->addLayout(top);

    auto* status = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("documentCheckSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(160);
    m_progress->hide();
    m_cancelButton = new QPushButton(this);
    m_cancelButton->setObjectName(QStringLiteral("cancelCheckButton"));
    m_cancelButton->hide();
    connect(m_cancelButton, &QPushButton::clicked, this, &DocumentCheckDialog::cancelCheck);
    status->addWidget(m_summary, 1);
    status->addWidget(m_progress);
    status->addWidget(m_cancelButton);
    layout->addLayout(status);

    auto* filters = new QHBoxLayout;
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("documentCheckFilter"));
    m_filter->setClearButtonEnabled(true);
    m_flaggedOnly = new QCheckBox(this);
    m_flaggedOnly->setObjectName(QStringLiteral("flaggedOnlyBox"));
    filters->addWidget(m_filter, 1);
    filters->addWidget(m_flaggedOnly);
    layout->addLayout(filters);

    m_model = new QStandardItemModel(0, ColumnCount, this);
    m_flagFilter = new QSortFilterProxyModel(this);
    m_flagFilter->setSourceModel(m_model);
    m_flagFilter->setFilterRole(kFlaggedRole);
    m_flagFilter->setFilterKeyColumn(StatusColumn);
    m_textFilter = new QSortFilterProxyModel(this);
    m_textFilter->setSourceModel(m_flagFilter);
    m_textFilter->setFilterKeyColumn(-1);
    m_textFilter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_textFilter->setSortRole(kSortRole);
    connect(m_filter, &QLineEdit::textChanged, m_textFilter, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_flaggedOnly, &QCheckBox::toggled, this, &DocumentCheckDialog::applyFlaggedFilter);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("documentCheckTable"));
    m_table->setModel(m_textFilter);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Every row shows its whole citation and reason: those two columns share the width and wrap, the
    // rows grow to their text, and the short columns (the link shows its site) keep to their contents, so
    // nothing is elided and nothing needs scrolling sideways.
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideNone);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView* header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(CitationColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(ReasonColumn, QHeaderView::Stretch);
    m_table->sortByColumn(StatusColumn, Qt::AscendingOrder);
    connect(m_table, &QTableView::activated, this, &DocumentCheckDialog::openLinkAt);
    // The citations, and the document's table of authorities (issue 28) built from the same check.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("documentCheckTabs"));
    m_tabs->addTab(m_table, QString());
    m_authorities = new QTextBrowser(this);
    m_authorities->setObjectName(QStringLiteral("tableOfAuthorities"));
    m_authorities->setOpenLinks(false);
    m_tabs->addTab(m_authorities, QString());
    layout->addWidget(m_tabs, 1);

    auto* buttons = new QHBoxLayout;
    m_exportButton = new QToolButton(this);
    m_exportButton->setObjectName(QStringLiteral("exportCheckButton"));
    m_exportButton->setPopupMode(QToolButton::InstantPopup);
    m_exportButton->setMenu(new QMenu(m_exportButton));
    m_exportButton->setEnabled(false);
    m_closeButton = new QPushButton(this);
    connect(m_closeButton, &QPushButton::clicked, this, &DocumentCheckDialog::reject);
    buttons->addWidget(m_exportButton);
    buttons->addStretch(1);
    buttons->addWidget(m_closeButton);
    layout->addLayout(buttons);

    m_pdf = new PdfExporter(this);
    connect(m_pdf, &PdfExporter::finished, this, &DocumentCheckDialog::exportFinished);
    retranslate();
}

DocumentCheckDialog::~DocumentCheckDialog()
{
    m_cancel.cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
    stopTreatment();
}

void DocumentCheckDialog::stopTreatment()
{
    if (!m_citatorThread)
        return;
    m_cancel.cancel();
    m_citatorThread->wait();
    delete m_citatorThread;
    m_citatorThread = nullptr;
}

void DocumentCheckDialog::startTreatment()
{
    if (!m_citatorFactory)
        return;
    QList<model::VerifiedCitation> rows;
    for (const verify::DocumentCheckRow& row : std::as_const(m_result.rows))
        rows << row.verified;
    if (std::none_of(rows.cbegin(), rows.cend(),
                     [](const model::VerifiedCitation& v) { return verify::Citator::applies(v); }))
        return;
    std::shared_ptr<verify::Citator> citator(m_citatorFactory());
    if (!citator)
        return;
    auto treated = std::make_shared<QList<model::VerifiedCitation>>(rows);
    auto notes = std::make_shared<QStringList>();
    const CancelToken cancel = m_cancel;
    m_citatorThread = QThread::create([citator, treated, notes, cancel] {
        citator->treatAll(*treated, cancel);
        *notes = citator->notes();
    });
    const int generation = m_generation;
    connect(m_citatorThread, &QThread::finished, this, [this, generation, treated, notes] {
        if (!m_citatorThread)
            return;
        m_citatorThread->wait();
        delete m_citatorThread;
        m_citatorThread = nullptr;
        if (generation != m_generation || treated->size() != m_result.rows.size())
            return; // a newer check replaced the one these belong to
        for (int i = 0; i < treated->size(); ++i)
            m_result.rows[i].verified.treatment = treated->at(i).treatment;
        m_result.notes += *notes;
        m_result.notes.removeDuplicates();
        fillTable();
        Q_EMIT treatmentFinished();
    });
    m_summary->setText(m_summary->text() + QLatin1Char('\n') +
                       tr("Looking for later negative treatment of the verified cases…"));
    m_citatorThread->start();
}

void DocumentCheckDialog::retranslate()
{
    setWindowTitle(tr("Check citations in a document"));
    m_dropHint->setText(tr("Drop a .pdf, .docx, .txt, .md or .html file here — a brief, a memo, a court filing — "
                           "or choose one."));
    m_chooseButton->setText(tr("Choose file…"));
    m_cancelButton->setText(tr("Cancel"));
    m_filter->setPlaceholderText(tr("Filter citations, reasons, kinds…"));
    m_flaggedOnly->setText(tr("Flagged only"));
    m_exportButton->setText(tr("Export"));
    m_closeButton->setText(tr("Close"));
    QMenu* menu = m_exportButton->menu();
    menu->clear();
    const QList<QPair<ExportFormat, QString>> formats{{ExportFormat::Markdown, tr("Markdown…")},
                                                      {ExportFormat::Pdf, tr("PDF…")},
                                                      {ExportFormat::Docx, tr("Word…")},
                                                      {ExportFormat::Json, tr("JSON…")}};
    for (const auto& [format, label] : formats) {
        const ExportFormat f = format;
        menu->addAction(label, this, [this, f] { chooseExport(f); });
    }
    menu->addSeparator();
    menu->addAction(tr("Table of authorities…"), this, &DocumentCheckDialog::chooseAuthoritiesExport);
    m_tabs->setTabText(0, tr("Citations"));
    m_tabs->setTabText(1, tr("Table of authorities"));
    m_authorities->setAccessibleName(tr("Table of authorities"));
    m_model->setHorizontalHeaderLabels(
        {tr("Status"), tr("Citation"), tr("Kind"), tr("Page"), tr("Line"), tr("Reason"), tr("Link")});
    // The table is rebuilt in the new language (statuses, kinds, headers, summary). Known limitation: each
    // citation's reason and the checker's notes are written by core/verify in the language of the check
    // (already translated, some with looked-up details), and the check may ask CourtListener and the
    // official sources again, so it is not re-run on a switch: those texts stay in the language of the check
    // until the document is checked again.
    if (!m_path.isEmpty() && !isRunning())
        fillTable();
    else if (m_path.isEmpty())
        m_summary->setText(tr("No document checked yet."));
}

void DocumentCheckDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

bool DocumentCheckDialog::isCheckable(const QString& path)
{
    return parse::DocumentParser::isSupported(path);
}

QString DocumentCheckDialog::droppedFile(const QMimeData* data)
{
    if (!data || !data->hasUrls())
        return {};
    for (const QUrl& url : data->urls()) {
        if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isFile() && isCheckable(url.toLocalFile()))
            return url.toLocalFile();
    }
    return {};
}

void DocumentCheckDialog::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void DocumentCheckDialog::dragMoveEvent(QDragMoveEvent* event)
{
    if (!droppedFile(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void DocumentCheckDialog::dropEvent(QDropEvent* event)
{
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    checkFile(path);
}

void DocumentCheckDialog::chooseFile()
{
    QStringList patterns;
    for (const QString& suffix : parse::DocumentParser::supportedSuffixes())
        patterns << QStringLiteral("*.") + suffix;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Check citations in a document"), QFileInfo(m_path).absolutePath(),
                                     tr("Documents (%1)").arg(patterns.join(QLatin1Char(' '))));
    if (!path.isEmpty())
        checkFile(path);
}

void DocumentCheckDialog::checkFile(const QString& path)
{
    cancelCheck();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    stopTreatment();
    m_path = path;
    m_error.clear();
    m_cancel = CancelToken();
    std::shared_ptr<verify::CitationChecker> checker(m_factory ? m_factory() : nullptr);
    if (!checker) {
        m_error = tr("No citation checker is available.");
        m_summary->setText(m_error);
        Q_EMIT checkFinished(false);
        return;
    }
    auto outcome = std::make_shared<Result<verify::DocumentCheck>>(Error(ErrorKind::Internal, QString()));
    const CancelToken cancel = m_cancel;
    qCInfo(lcVerifyUi) << "checking the citations of a document";
    m_thread = QThread::create(
        [path, checker, cancel, outcome] { *outcome = verify::DocumentCheck::run(path, *checker, cancel); });
    const int generation = ++m_generation;
    connect(m_thread, &QThread::finished, this, [this, generation, outcome] {
        if (generation != m_generation || !m_thread)
            return; // a newer check replaced this one
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
        deliver(outcome);
    });
    setBusy(true);
    m_summary->setText(tr("Checking %1…").arg(QFileInfo(path).fileName()));
    m_thread->start();
}

void DocumentCheckDialog::cancelCheck()
{
    if (isRunning()) {
        m_cancel.cancel();
        m_summary->setText(tr("Stopping…"));
    }
}

void DocumentCheckDialog::reject()
{
    cancelCheck();
    QDialog::reject();
}

void DocumentCheckDialog::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancelButton->setVisible(busy);
    m_chooseButton->setEnabled(!busy);
    m_exportButton->setEnabled(!busy && !m_result.fileName.isEmpty());
}

void DocumentCheckDialog::deliver(const std::shared_ptr<Result<verify::DocumentCheck>>& outcome)
{
    setBusy(false);
    if (!*outcome) {
        m_error = outcome->error().isCancelled()
                      ? tr("Cancelled: %1 was not checked.").arg(QFileInfo(m_path).fileName())
                      : outcome->error().summary;
        m_summary->setText(m_error);
        Q_EMIT checkFinished(false);
        return;
    }
    m_result = outcome->value();
    classifyAuthority();
    fillTable();
    setBusy(false);
    Q_EMIT checkFinished(true);
    startTreatment();
}

void DocumentCheckDialog::setForum(const QString& forum, const QString& jurisdiction)
{
    m_forum = forum;
    m_jurisdiction = jurisdiction;
}

void DocumentCheckDialog::classifyAuthority()
{
    QList<model::VerifiedCitation> checked;
    for (const verify::DocumentCheckRow& row : std::as_const(m_result.rows))
        checked << row.verified;
    verify::AuthorityClassifier::forForum(m_forum, m_jurisdiction).classifyAll(checked);
    for (int i = 0; i < checked.size(); ++i)
        m_result.rows[i].verified.authority = checked.at(i).authority;
}

void DocumentCheckDialog::fillTable()
{
    m_model->removeRows(0, m_model->rowCount());
    for (int i = 0; i < m_result.rows.size(); ++i) {
        const verify::DocumentCheckRow& row = m_result.rows.at(i);
        const model::VerifiedCitation& v = row.verified;
        const bool flagged = model::isFlagged(v.check.status);
        // Beside the status, whether a verified case binds the forum; the reason under the check's.
        const QString authority = exporting::AuthorityBadge::label(v.authority.kind);
        const bool classified = exporting::AuthorityBadge::shown(v);
        QString tip = exporting::VerificationSummary::tooltip(v);
        if (classified)
            tip +=
                QLatin1Char('\n') + authority + QStringLiteral(": ") + exporting::AuthorityBadge::tooltip(v.authority);
        const QString link = v.webLink();
        QList<QStandardItem*> items;
        QString statusText = exporting::VerificationSummary::badgeLabel(v.check.status);
        if (classified)
            statusText += QLatin1Char('\n') + authority;
        auto* status = new QStandardItem(statusText);
        status->setData(model::reviewRank(v.check.status) * 1000000 + i, kSortRole);
        status->setData(flagged ? QStringLiteral("flagged") : QStringLiteral("ok"), kFlaggedRole);
        if (const QColor color = toneColor(exporting::VerificationSummary::tone(v.check.status)); color.isValid())
            status->setForeground(color);
        if (flagged) {
            QFont bold = status->font();
            bold.setBold(true);
            status->setFont(bold);
        }
        items << status;
        auto* citation = new QStandardItem(v.citation.text.simplified());
        citation->setData(v.citation.start, kSortRole);
        items << citation;
        const QString kind = model::CitationNames::displayName(v.citation.kind);
        items << new QStandardItem(kind);
        items.last()->setData(kind, kSortRole);
        auto* page = new QStandardItem(row.page > 0 ? QString::number(row.page) : QStringLiteral("–"));
        page->setData(row.page * 1000000 + row.line, kSortRole);
        items << page;
        auto* line = new QStandardItem(QString::number(row.line));
        line->setData(row.line, kSortRole);
        items << line;
        // The citator's line follows the reason: "Possibly overruled by X (court, date)." or what it read.
        QString reason = v.treatment.isEmpty() ? v.check.reason.simplified()
                                               : v.check.reason.simplified() + QLatin1Char(' ') +
                                                     v.treatment.summary.simplified();
        if (classified)
            reason += QLatin1Char('\n') + exporting::AuthorityBadge::text(v);
        items << new QStandardItem(reason.trimmed());
        items.last()->setData(v.check.reason, kSortRole);
        // The site alone ("www.courtlistener.com"): the whole address is in the tooltip and opens on activation.
        const QString site = link.isEmpty() ? QString() : QUrl(link).host();
        items << new QStandardItem(site.isEmpty() ? link : site);
        items.last()->setData(link, kSortRole);
        for (QStandardItem* item : items) {
            item->setToolTip(tip);
            item->setData(link, kLinkRole);
        }
        if (!link.isEmpty())
            items.last()->setToolTip(link + QStringLiteral("\n") + tip);
        m_model->appendRow(items);
    }
    m_table->sortByColumn(StatusColumn, Qt::AscendingOrder);

    QString summary = tr("%1: %n citation(s)", nullptr, int(m_result.rows.size())).arg(m_result.fileName);
    summary += QStringLiteral(" · ") + tr("%n flagged", nullptr, m_result.flaggedCount());
    if (m_result.cancelled)
        summary += QStringLiteral(" · ") + tr("stopped before the end: the rest is unchecked");
    if (!m_result.notes.isEmpty())
        summary += QLatin1Char('\n') + m_result.notes.join(QLatin1Char('\n'));
    m_summary->setText(summary);
    m_exportButton->setEnabled(true);
    m_authorities->setHtml(verify::TableOfAuthorities::build(m_result.fileName, m_result.rows).html());
}

void DocumentCheckDialog::applyFlaggedFilter()
{
    m_flagFilter->setFilterFixedString(m_flaggedOnly->isChecked() ? QStringLiteral("flagged") : QString());
}

void DocumentCheckDialog::openLinkAt(const QModelIndex& index)
{
    const QUrl url(index.data(kLinkRole).toString());
    if (url.isValid() && (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http")))
        QDesktopServices::openUrl(url);
}

QString DocumentCheckDialog::summaryText() const
{
    return m_summary->text();
}

QString DocumentCheckDialog::errorText() const
{
    return m_error;
}

void DocumentCheckDialog::chooseExport(ExportFormat format)
{
    QString suffix = QStringLiteral("md");
    QString filter = tr("Markdown (*.md)");
    if (format == ExportFormat::Pdf) {
        suffix = QStringLiteral("pdf");
        filter = tr("PDF (*.pdf)");
    } else if (format == ExportFormat::Json) {
        suffix = QStringLiteral("json");
        filter = tr("JSON (*.json)");
    } else if (format == ExportFormat::Docx) {
        suffix = QStringLiteral("docx");
        filter = tr("Word document (*.docx)");
    }
    const QString suggested = QFileInfo(m_path).absolutePath() + QLatin1Char('/') +
                              QFileInfo(m_path).completeBaseName() + QStringLiteral("-citations.") + suffix;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the citation check"), suggested, filter);
    if (!path.isEmpty() && !exportTo(path, format))
        m_summary->setText(tr("Could not export to %1.").arg(path));
}

bool DocumentCheckDialog::exportTo(const QString& path, ExportFormat format)
{
    if (m_result.fileName.isEmpty())
        return false;
    switch (format) {
    case ExportFormat::Markdown:
        return bool(exporting::SessionExport::writeText(path, m_result.markdown()));
    case ExportFormat::Json:
        return bool(exporting::SessionExport::writeText(path, QString::fromUtf8(json::dump(m_result.toJson(), 2)) +
                                                                  QLatin1Char('\n')));
    case ExportFormat::Pdf:
        return m_pdf->exportHtml(
            exporting::HtmlRenderer::document(tr("Citation check: %1").arg(m_result.fileName), m_result.html()), path);
    case ExportFormat::Docx:
        return bool(
            exporting::MarkdownDocx::document(tr("Citation check: %1").arg(m_result.fileName), m_result.markdown())
                .save(path));
    }
    return false;
}

void DocumentCheckDialog::chooseAuthoritiesExport()
{
    const QString suggested = QFileInfo(m_path).absolutePath() + QLatin1Char('/') +
                              QFileInfo(m_path).completeBaseName() + QStringLiteral("-authorities.docx");
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export the table of authorities"), suggested,
                                     tr("Word document (*.docx);;Markdown (*.md);;HTML (*.html);;JSON (*.json)"));
    if (!path.isEmpty() && !exportAuthoritiesTo(path))
        m_summary->setText(tr("Could not export to %1.").arg(path));
}

bool DocumentCheckDialog::exportAuthoritiesTo(const QString& path)
{
    if (m_result.fileName.isEmpty())
        return false;
    return bool(verify::TableOfAuthorities::build(m_result.fileName, m_result.rows).save(path));
}

} // namespace lmars::ui
