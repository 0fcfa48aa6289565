// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Domain.h"

#include <QColor>
#include <QObject>
#include <QPalette>

namespace lmars::ui {

/// Applies the light, dark or system theme to the whole application (Fusion style, palette and a
/// small stylesheet for cards, badges and banners) and tells views that render their own content.
class ThemeManager final : public QObject
{
    Q_OBJECT

public:
    explicit ThemeManager(QObject* parent = nullptr);

    /// "system", "light" or "dark".
    void apply(const QString& theme);
    QString theme() const { return m_theme; }
    bool isDark() const { return m_dark; }

    /// Accent colours shared by painted widgets (badges, icons).
    static QColor sourceTypeColor(model::SourceType type);
    static QColor tierColor(model::AuthorityTier tier);
    /// The colour of what lowers a source's worth (superseded, after the as-of date, flagged checks):
    /// a red readable on the light and the dark theme.
    static QColor warningColor();
    QColor mutedText() const;

Q_SIGNALS:
    void themeChanged(bool dark);

private:
    static QPalette darkPalette();
    static QPalette lightPalette();
    QString styleSheet() const;

    QString m_theme = QStringLiteral("system");
    bool m_dark = false;
    QPalette m_systemPalette;
};

} // namespace lmars::ui
