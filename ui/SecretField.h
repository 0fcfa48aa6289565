// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QColor;
class QIcon;
class QLineEdit;
class QWidget;

namespace lmars::ui {

/**
 * The settings' field for a secret (an API key, a password): its text hidden until the eye at its
 * end is toggled (the action "revealAction"), named by its variable (the property "secretName" and
 * the accessible name), with a clear button.
 */
class SecretField final
{
public:
    static QLineEdit* create(const QString& variable, const QString& objectName, QWidget* parent);

private:
    /// An open eye, painted (no image files).
    static QIcon eyeIcon(const QColor& color);
};

} // namespace lmars::ui
