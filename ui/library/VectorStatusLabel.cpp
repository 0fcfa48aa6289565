// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorStatusLabel.h"

#include "LibraryJobs.h"
#include "PanelsLog.h"
#include "library/VectorBuilder.h"

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
    QString text;
    if (!m_counts) {
        text = tr("Search by meaning: the firm server's library is searched by words only.");
    } else {
        text = library::VectorBuilder::statusText(*m_counts, m_building, m_reembedding);
    }
    if (!m_error.isEmpty())
        text += QLatin1Char('\n') + tr("Building the vectors failed: %1").arg(m_error);
    setText(text);
}

} // namespace lmars::ui
