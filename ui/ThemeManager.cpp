// SPDX-License-Identifier: GPL-3.0-or-later
#include "ThemeManager.h"

#include "UiLog.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace lmars::ui {

ThemeManager::ThemeManager(QObject* parent) : QObject(parent)
{
    m_systemPalette = QApplication::palette();
}

QPalette ThemeManager::lightPalette()
{
    QPalette p;
    const QColor window(0xf5, 0xf6, 0xf8);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, QColor(0x1f, 0x23, 0x28));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf0, 0xf2, 0xf5));
    p.setColor(QPalette::Text, QColor(0x1f, 0x23, 0x28));
    p.setColor(QPalette::Button, QColor(0xfb, 0xfb, 0xfc));
    p.setColor(QPalette::ButtonText, QColor(0x1f, 0x23, 0x28));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xf0));
    p.setColor(QPalette::ToolTipText, QColor(0x1f, 0x23, 0x28));
    p.setColor(QPalette::PlaceholderText, QColor(0x80, 0x86, 0x8f));
    p.setColor(QPalette::Link, QColor(0x1f, 0x5f, 0xc6));
    p.setColor(QPalette::Mid, QColor(0xc9, 0xcd, 0xd3));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x9a, 0x9f, 0xa6));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x9a, 0x9f, 0xa6));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x9a, 0x9f, 0xa6));
    return p;
}

QPalette ThemeManager::darkPalette()
{
    QPalette p;
    const QColor window(0x1e, 0x20, 0x24);
    const QColor text(0xe3, 0xe6, 0xea);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, QColor(0x16, 0x18, 0x1b));
    p.setColor(QPalette::AlternateBase, QColor(0x25, 0x28, 0x2d));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x2a, 0x2d, 0x33));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xe6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x2a, 0x2d, 0x33));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x90, 0x99));
    p.setColor(QPalette::Link, QColor(0x7a, 0xb0, 0xff));
    p.setColor(QPalette::Mid, QColor(0x3a, 0x3e, 0x45));
    p.setColor(QPalette::Light, QColor(0x3a, 0x3e, 0x45));
    p.setColor(QPalette::Dark, QColor(0x10, 0x11, 0x13));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x6c, 0x71, 0x78));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x6c, 0x71, 0x78));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x6c, 0x71, 0x78));
    return p;
}

QColor ThemeManager::sourceTypeColor(model::SourceType type)
{
    switch (type) {
    case model::SourceType::CaseLaw:
        return QColor(0x8e, 0x5c, 0xd9);
    case model::SourceType::Local:
        return QColor(0x2e, 0x9e, 0x6b);
    case model::SourceType::Official:
        return QColor(0xd9, 0x8a, 0x1f);
    case model::SourceType::Web:
        break;
    }
    return QColor(0x2f, 0x7f, 0xd6);
}

QColor ThemeManager::warningColor()
{
    return {0xd6, 0x45, 0x3d};
}

QColor ThemeManager::tierColor(model::AuthorityTier tier)
{
    switch (tier) {
    case model::AuthorityTier::Primary:
        return QColor(0x2e, 0x9e, 0x6b);
    case model::AuthorityTier::Official:
        return QColor(0x2f, 0x7f, 0xd6);
    case model::AuthorityTier::Reputable:
        return QColor(0x8e, 0x5c, 0xd9);
    case model::AuthorityTier::UserGenerated:
        return QColor(0xd9, 0x6a, 0x1f);
    case model::AuthorityTier::Unknown:
        break;
    }
    return QColor(0x80, 0x86, 0x8f);
}

QColor ThemeManager::mutedText() const
{
    return m_dark ? QColor(0x9a, 0xa0, 0xa8) : QColor(0x5f, 0x66, 0x6f);
}

QString ThemeManager::styleSheet() const
{
    // Only what the palette cannot express: card frames, banners, badges and the headline label.
    const QString border = m_dark ? QStringLiteral("#3a3e45") : QStringLiteral("#d5d9df");
    const QString card = m_dark ? QStringLiteral("#25282d") : QStringLiteral("#ffffff");
    const QString banner = m_dark ? QStringLiteral("#2b3140") : QStringLiteral("#eaf1fd");
    const QString warn = m_dark ? QStringLiteral("#3d3322") : QStringLiteral("#fff6e0");
    const QString muted = mutedText().name();
    return QStringLiteral(
               "QFrame#timelineCard { background: %1; border: 1px solid %2; border-radius: 8px; }"
               "QFrame#firstRunPanel { background: %3; border: 1px solid %2; border-radius: 8px; }"
               "QLabel#keychainWarning, QLabel#composerNotice { background: %4; border: 1px solid %2; "
               "border-radius: 6px; padding: 6px 8px; }"
               "QLabel[muted=\"true\"] { color: %5; }"
               "QLabel#cardTitle { font-weight: 600; }"
               "QLabel#sectionTitle { font-weight: 600; font-size: 11pt; }"
               "QToolButton#cardToggle { border: none; padding: 0px; }"
               "QToolButton[sourceToggle=\"true\"] { padding: 3px 10px; border: 1px solid %2; border-radius: 11px; }"
               "QToolButton[sourceToggle=\"true\"]:checked { background: %6; color: white; border-color: %6; }"
               "QToolButton[sourceToggle=\"true\"]:checked:disabled { background: %2; color: %5; }"
               "QPushButton#runButton { font-weight: 600; padding: 5px 18px; }"
               "QPushButton#cancelButton { padding: 5px 12px; }"
               "QSplitter::handle { background: %2; }"
               "QSplitter::handle:horizontal { width: 1px; }"
               "QSplitter::handle:vertical { height: 1px; }"
               "QScrollArea#timelineScroll, QWidget#timelineContent { background: transparent; border: none; }"
               "QStatusBar QLabel { padding: 0 6px; }")
        .arg(card, border, banner, warn, muted, m_dark ? QStringLiteral("#3d7ee6") : QStringLiteral("#2f6fd6"));
}

void ThemeManager::apply(const QString& theme)
{
    m_theme = theme;
    if (!QStyleFactory::keys().contains(QStringLiteral("Fusion"), Qt::CaseInsensitive))
        qCWarning(lcUi) << "the Fusion style is not available";
    else if (QApplication::style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));

    QPalette palette;
    if (theme == QLatin1String("dark")) {
        palette = darkPalette();
    } else if (theme == QLatin1String("light")) {
        palette = lightPalette();
    } else {
        // Qt 6.4 has no colour-scheme hint: follow the platform palette's lightness.
        const bool systemDark = m_systemPalette.color(QPalette::Window).lightness() < 128;
        palette = systemDark ? darkPalette() : lightPalette();
    }
    m_dark = palette.color(QPalette::Window).lightness() < 128;
    QApplication::setPalette(palette);
    if (auto* app = qobject_cast<QApplication*>(QCoreApplication::instance()))
        app->setStyleSheet(styleSheet());
    Q_EMIT themeChanged(m_dark);
}

} // namespace lmars::ui
