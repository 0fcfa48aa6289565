// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InFlightWork.h"

#include "library/Backends.h"
#include "library/VectorBuilder.h"

#include <QLabel>

#include <optional>

namespace lmars::ui {

/**
 * The library panel's line about search by meaning: whether the library's vectors are complete and
 * which model made them ("Vectors: 12,000 of 12,400 passages, lsa-256-…; building…"), that they are
 * being made again for a new model, or why there are none. Hidden while search by meaning is off.
 */
class VectorStatusLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit VectorStatusLabel(QWidget* parent = nullptr);

    /// Search by meaning on or off (the setting).
    void setDenseOn(bool on);
    /// The library's counts; nullopt: its backend keeps no vectors (the firm server).
    void setCounts(const std::optional<library::VectorCounts>& counts);
    /// A build is running and has reached this.
    void setProgress(const library::VectorBuildProgress& progress);
    /// A build ended (stopped for indexing, or failed with error).
    void setFinished(const library::VectorBuildProgress& progress, bool cancelled, const QString& error);
    /// Reads how far the library's vectors are, on a worker thread (work waits for it); nothing while off.
    void load(const store::BackendConfig& config, InFlightWork& work);
    /// Writes the line again (a language change).
    void render();

private:
    bool m_on = false;
    bool m_known = false; ///< counts were read at least once
    std::optional<library::VectorCounts> m_counts;
    bool m_building = false;
    bool m_reembedding = false;
    QString m_error;
};

} // namespace lmars::ui
