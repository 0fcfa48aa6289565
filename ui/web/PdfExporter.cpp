// SPDX-License-Identifier: GPL-3.0-or-later
#include "PdfExporter.h"

#include "PanelsLog.h"
#include "export/RecordHtml.h"
#include "model/ResearchState.h"

#include <QFile>
#include <QMarginsF>
#include <QPageSize>
#include <QTemporaryDir>
#include <QUrl>
#include <QWebEnginePage>
#include <QWebEngineProfile>
#include <QWebEngineSettings>

namespace lmars::ui {

namespace {

/// QWebEnginePage::setHtml() refuses content over 2 MB; larger documents go through a file.
constexpr qsizetype kSetHtmlLimit = 1024 * 1024 + 512 * 1024;

} // namespace

PdfExporter::PdfExporter(QObject* parent)
    : QObject(parent),
      m_layout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter)
{
    // An off-the-record profile: nothing of the export is cached or stored on disk.
    auto* profile = new QWebEngineProfile(this);
    m_page = new QWebEnginePage(profile, this);
    m_page->settings()->setAttribute(QWebEngineSettings::JavascriptEnabled, false);
    m_page->settings()->setAttribute(QWebEngineSettings::AutoLoadImages, false);
    m_page->settings()->setAttribute(QWebEngineSettings::LocalContentCanAccessRemoteUrls, false);
    connect(m_page, &QWebEnginePage::loadFinished, this, &PdfExporter::onLoadFinished);
    connect(m_page, &QWebEnginePage::pdfPrintingFinished, this,
            [this](const QString& path, bool ok) { finish(ok, path); });
}

PdfExporter::~PdfExporter()
{
    // The page must go before its profile, which was created (and would be deleted) first.
    delete m_page;
    m_page = nullptr;
}

bool PdfExporter::exportHtml(const QString& html, const QString& filePath)
{
    if (isBusy() || filePath.isEmpty())
        return false;
    m_target = filePath;
    const QByteArray utf8 = html.toUtf8();
    if (utf8.size() < kSetHtmlLimit) {
        m_page->setHtml(html, QUrl(QStringLiteral("about:blank")));
        return true;
    }
    m_tempDir = std::make_unique<QTemporaryDir>();
    const QString file = m_tempDir->filePath(QStringLiteral("export.html"));
    QFile out(file);
    if (!m_tempDir->isValid() || !out.open(QIODevice::WriteOnly) || out.write(utf8) != utf8.size()) {
        qCWarning(lcExportUi) << "cannot write the temporary export page" << file;
        m_target.clear();
        return false;
    }
    out.close();
    m_page->load(QUrl::fromLocalFile(file));
    return true;
}

bool PdfExporter::exportSession(const model::ResearchState& state, const QString& filePath)
{
    return exportHtml(exporting::RecordHtml::document(state), filePath);
}

void PdfExporter::onLoadFinished(bool ok)
{
    if (!isBusy())
        return;
    if (!ok) {
        qCWarning(lcExportUi) << "the export page did not load";
        finish(false, m_target);
        return;
    }
    m_page->printToPdf(m_target, m_layout);
}

void PdfExporter::finish(bool ok, const QString& path)
{
    const QString target = m_target.isEmpty() ? path : m_target;
    m_target.clear();
    m_tempDir.reset();
    qCInfo(lcExportUi) << (ok ? "exported PDF" : "PDF export failed") << target;
    Q_EMIT finished(ok, target);
}

} // namespace lmars::ui
