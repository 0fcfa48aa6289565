// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "settings/Settings.h"

namespace lmars::settings {

/**
 * Keeps llm::StructuredFormatMemory (which structured-output form each server and model accepted)
 * in the settings file under Settings::Key::LlmStructuredFormats, as a JSON object
 * {"<base URL>|<model>": "json_object", ...}.
 */
class StructuredFormatStore final
{
public:
    StructuredFormatStore() = delete;

    /// Loads the remembered forms into the shared memory and saves every change back through
    /// settings (on settings' thread). settings must outlive the calls made while it is attached;
    /// changes after it is destroyed are kept for the session only.
    static void attach(Settings& settings);

    static QMap<QString, QString> parse(const QString& text);
    static QString serialize(const QMap<QString, QString>& entries);
};

} // namespace lmars::settings
