// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InFlightWork.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace lmars::ui {

class ConfigController;

/**
 * Settings → Research: "Clear citation cache" (issue 27, point 4). Forgets every cached citation
 * lookup of the configured session database off the GUI thread
 * (verify::CitationCheckerFactory::clearCache, as `lmars-cli verify --refresh` does), then says how
 * many entries were removed, or the error in words.
 */
class CitationCacheRow final : public QWidget
{
    Q_OBJECT

public:
    explicit CitationCacheRow(ConfigController& config, QWidget* parent = nullptr);
    ~CitationCacheRow() override;

    /// Clears the cache (what the button does); cleared() reports the outcome.
    void clearCache();
    QString resultText() const;

Q_SIGNALS:
    /// removed: the entries removed, -1 on an error (resultText() says which).
    void cleared(int removed);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    ConfigController& m_config;
    QPushButton* m_button = nullptr;
    QLabel* m_result = nullptr;
    bool m_clearing = false;
    InFlightWork m_inFlight;
};

} // namespace lmars::ui
