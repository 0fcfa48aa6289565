// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorStatusLabel.h"

#include "LibraryJobs.h"
#include "PanelsLog.h"

#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

namespace lmars::ui {

VectorStatusLabel::VectorStatusLabel(QWidget* parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("libraryVectorStatus"));
    setWordWrap(true);
    hide();
}

void VectorStatusLabel::setDenseOn(bool on)
{
    m_on = on;
    render();
}

void VectorStatusLabel::setCounts(const std::optional<library::VectorCounts>& counts)
{
    m_known = true;
    m_counts = counts;
    render();
}

void VectorStatusLabel::setProgress(const library::VectorBuildProgress& progress)
{
    m_known = true;
    m_counts = progress.counts;
    m_building = true;
    m_reembedding = progress.reembedding;
    m_error.clear();
    render();
}

void VectorStatusLabel::setFinished(const library::VectorBuildProgress& progress, bool cancelled, const QString& error)
{
    m_known = true;
    if (progress.counts.chunks > 0 || progress.counts.model)
        m_counts = progress.counts;
    m_building = cancelled; // stopped for an indexing pass: it goes on after it
    m_reembedding = cancelled && m_reembedding;
    m_error = error;
    render();
}

void VectorStatusLabel::load(const store::BackendConfig& config, InFlightWork& work)
{
    if (!m_on)
        return;
    work.track(QtConcurrent::run(&LibraryJobs::vectors, config))
        .then(this, [this](const LibraryJobs::VectorsOutcome& out) {
            if (!out.error.isEmpty())
                qCWarning(lcLibraryUi) << "library vectors:" << out.error;
            else if (!m_building) // a running build reports itself
                setCounts(out.counts);
        });
}

void VectorStatusLabel::render()
{
    setVisible(m_on && m_known);
    if (!m_on || !m_known)
        return;
    const QLocale locale;
    QString text;
    if (!m_counts) {
        text = tr("Search by meaning: the firm server's library is searched by words only.");
    } else if (!m_counts->model) {
        text = m_building ? tr("Vectors: learning the library's model…")
                          : tr("Vectors: none yet; the library is searched by words until they are built.");
    } else {
        text = tr("Vectors: %1 of %2 passages, %3")
                   .arg(locale.toString(m_counts->embedded), locale.toString(m_counts->chunks), m_counts->model->name);
        if (m_reembedding)
            text += tr("; embedding again for the new model…");
        else if (m_building)
            text += tr("; building…");
        else if (m_counts->embedded >= m_counts->chunks)
            text += tr("; complete");
    }
    if (!m_error.isEmpty())
        text += QLatin1Char('\n') + tr("Building the vectors failed: %1").arg(m_error);
    setText(text);
}

} // namespace lmars::ui
