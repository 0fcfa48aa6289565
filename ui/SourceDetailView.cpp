// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceDetailView.h"
#include "common/JsonUtil.h"
#include "model/DomainNames.h"

#include "PrimaryLawDetails.h"
#include "SourceListModel.h"
#include "ThemeManager.h"
#include "UiLog.h"

#include <QClipboard>
#include <QDesktopServices>
#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace lmars::ui {

namespace {

/// Escapes text and wraps the first occurrence of the anchor sentence in <mark>.
QString highlighted(const QString& text, const QString& anchor)
{
    const int at = anchor.trimmed().isEmpty() ? -1 : int(text.indexOf(anchor.trimmed()));
    QString html;
    if (at < 0) {
        html = text.toHtmlEscaped();
    } else {
        const int len = int(anchor.trimmed().size());
        html = text.left(at).toHtmlEscaped() +
               QStringLiteral("<a name=\"anchor\"></a><span style=\"background:#ffe28a; color:#1f2328\">") +
               text.mid(at, len).toHtmlEscaped() + QStringLiteral("</span>") + text.mid(at + len).toHtmlEscaped();
    }
    html.replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
    return html;
}

} // namespace

SourceDetailView::SourceDetailView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("sourceDetail"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(6);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("sourceDetailTitle"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::RichText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_title);

    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("sourceDetailText"));
    m_text->setOpenLinks(false);
    layout->addWidget(m_text, 1);

    auto* buttons = new QHBoxLayout;
    m_open = new QPushButton(this);
    m_open->setObjectName(QStringLiteral("openOriginalButton"));
    m_openPage = new QPushButton(this);
    m_openPage->setObjectName(QStringLiteral("openAtPageButton"));
    m_copy = new QPushButton(this);
    m_copy->setObjectName(QStringLiteral("copyCitationButton"));
    buttons->addWidget(m_open);
    buttons->addWidget(m_openPage);
    buttons->addWidget(m_copy);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    connect(m_open, &QPushButton::clicked, this, [this] {
        const QUrl url(m_index.data(SourceListModel::UrlRole).toString());
        if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https") || url.isLocalFile())
            QDesktopServices::openUrl(url);
    });
    connect(m_openPage, &QPushButton::clicked, this, [this] {
        const QUrl url(m_index.data(SourceListModel::UrlRole).toString());
        openDocumentAtPage(url.toLocalFile(), m_index.data(SourceListModel::PageRole).toInt());
    });
    connect(m_copy, &QPushButton::clicked, this, [this] {
        const QString citation = m_index.data(SourceListModel::CitationRole).toString();
        QGuiApplication::clipboard()->setText(citation);
        Q_EMIT citationCopied(citation);
    });
    retranslate();
}

void SourceDetailView::retranslate()
{
    m_text->setAccessibleName(tr("Source text"));
    m_open->setText(tr("Open &original"));
    m_open->setToolTip(tr("Open the source in your browser"));
    m_openPage->setText(tr("Open at &page"));
    m_openPage->setToolTip(tr("Open the document at the cited page"));
    m_copy->setText(tr("Copy &citation"));
    // The title line and the body are built from the source shown: rebuilt from it.
    showSource(m_index);
}

void SourceDetailView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

bool SourceDetailView::openDocumentAtPage(const QString& path, int page)
{
    if (path.isEmpty())
        return false;
    // Viewers that take a page argument; the default application otherwise (first page).
    const QList<QPair<QString, QStringList>> viewers{
        {QStringLiteral("okular"), {QStringLiteral("-p"), QString::number(page), path}},
        {QStringLiteral("evince"), {QStringLiteral("-i"), QString::number(page), path}},
        {QStringLiteral("zathura"), {QStringLiteral("-P"), QString::number(page), path}}};
    if (page > 0 && path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        for (const auto& viewer : viewers) {
            if (!QStandardPaths::findExecutable(viewer.first).isEmpty() &&
                QProcess::startDetached(viewer.first, viewer.second))
                return true;
        }
    }
    qCInfo(lcUi) << "opening document with the default application";
    return QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

QString SourceDetailView::bodyHtml(const QModelIndex& index) const
{
    QString html;
    const QString snippet = index.data(SourceListModel::SnippetRole).toString();
    const QString content = index.data(SourceListModel::ContentRole).toString();
    QString anchor = index.data(SourceListModel::AnchorRole).toString();
    // Primary law: what the source is and its status on the as-of date, before its text.
    static const model::SearchResult none;
    const auto* found = index.data(SourceListModel::SourceRole).value<const model::SearchResult*>();
    const model::SearchResult& source = found ? *found : none;
    html += PrimaryLawDetails::html(source);
    if (!snippet.isEmpty())
        html += QStringLiteral("<h4 style=\"margin:0 0 4px 0\">%1</h4><p style=\"margin-top:0\">%2</p>")
                    .arg(tr("Snippet"), snippet.toHtmlEscaped());
    if (!content.isEmpty() && content.trimmed() != snippet.trimmed()) {
        if (anchor.isEmpty() &&
            index.data(SourceListModel::TypeRole).value<model::SourceType>() == model::SourceType::Local)
            anchor = snippet.section(QStringLiteral("…"), 0, 0).trimmed(); // the passage the search matched
        html += QStringLiteral("<h4 style=\"margin:8px 0 4px 0\">%1</h4><p>%2</p>")
                    .arg(source.regulation ? tr("Text as of %1").arg(source.regulation->textAsOf).toHtmlEscaped()
                                           : tr("Extracted text"),
                         highlighted(content.left(60000), anchor));
    }
    html += PrimaryLawDetails::changesHtml(content, source);
    if (html.isEmpty())
        html = QStringLiteral("<p><i>%1</i></p>").arg(tr("No text was retrieved for this source."));
    if (const QStringList checks = index.data(SourceListModel::VerificationDetailRole).toStringList();
        !checks.isEmpty())
        html = QStringLiteral("<h4 style=\"margin:0 0 4px 0\">%1</h4><p style=\"margin-top:0\">%2</p>")
                   .arg(tr("Citation check"), checks.join(QStringLiteral("\n"))
                                                  .toHtmlEscaped()
                                                  .replace(QLatin1Char('\n'), QStringLiteral("<br/>"))) +
               html;
    return html;
}

void SourceDetailView::showSource(const QModelIndex& index)
{
    m_index = index;
    m_number = index.isValid() ? index.data(SourceListModel::NumberRole).toInt() : 0;
    if (!index.isValid()) {
        m_title->setText(QStringLiteral("<i>%1</i>").arg(tr("Select a source, or click a [n] marker in the answer.")));
        m_text->clear();
        for (QPushButton* b : {m_open, m_openPage, m_copy})
            b->setEnabled(false);
        return;
    }
    const auto type = index.data(SourceListModel::TypeRole).value<model::SourceType>();
    const int page = index.data(SourceListModel::PageRole).toInt();
    QStringList meta{
        model::DomainNames::displayName(type),
        model::DomainNames::displayName(index.data(SourceListModel::TierRole).value<model::AuthorityTier>())};
    for (const int role :
         {int(SourceListModel::SiteRole), int(SourceListModel::DateTextRole), int(SourceListModel::JurisdictionRole)}) {
        const QString v = index.data(role).toString();
        if (!v.isEmpty())
            meta << v.toHtmlEscaped();
    }
    if (page > 0)
        meta << tr("page %1").arg(page);
    if (index.data(SourceListModel::CitedRole).toBool())
        meta << tr("cited in the answer");
    const QString title = index.data(Qt::DisplayRole).toString();
    // What changes the source's worth is in the header, whole (the label wraps), not only in a tooltip.
    const QStringList warnings = index.data(SourceListModel::WarningsRole).toStringList();
    const QString warningLine = warnings.isEmpty() ? QString()
                                                   : QStringLiteral("<br/><b style=\"color:%1\">%2</b>")
                                                         .arg(ThemeManager::warningColor().name(),
                                                              warnings.join(QStringLiteral(" · ")).toHtmlEscaped());
    m_title->setText(QStringLiteral("<b>%1</b><br/><span>%2</span>%3")
                         .arg(title.toHtmlEscaped(), meta.join(QStringLiteral(" · ")), warningLine));
    m_text->setHtml(bodyHtml(index));
    if (m_text->toHtml().contains(QLatin1String("name=\"anchor\"")))
        m_text->scrollToAnchor(QStringLiteral("anchor"));
    const QUrl url(index.data(SourceListModel::UrlRole).toString());
    m_open->setEnabled(url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https") ||
                       url.isLocalFile());
    m_openPage->setVisible(type == model::SourceType::Local);
    m_openPage->setEnabled(type == model::SourceType::Local && url.isLocalFile());
    m_copy->setEnabled(true);
}

QString SourceDetailView::shownText() const
{
    return m_title->text() + QLatin1Char('\n') + m_text->toPlainText();
}

} // namespace lmars::ui
