// SPDX-License-Identifier: GPL-3.0-or-later
#include "SettingSources.h"

#include "ConfigController.h"
#include "library/LibraryPaths.h"
#include "llm/LlmConfig.h"
#include "settings/AppConfig.h"
#include "settings/SecretStore.h"
#include "settings/SettingsTable.h"

#include <QDir>
#include <QFormLayout>
#include <QLabel>

namespace lmars::ui {

using Key = settings::Settings::Key;

SettingSources::SettingSources(ConfigController& config, QObject* parent) : QObject(parent), m_config(config) {}

void SettingSources::add(QFormLayout* form, QWidget* field, Key key)
{
    auto* note = new QLabel(field->parentWidget());
    note->setObjectName(field->objectName() + QStringLiteral("Source"));
    note->setWordWrap(true);
    note->setProperty("muted", true);
    QFont small = note->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    note->setFont(small);
    // Directly under its field, in the field column.
    int row = -1;
    QFormLayout::ItemRole role;
    form->getWidgetPosition(field, &row, &role);
    form->insertRow(row + 1, QString(), note);
    m_notes.append({note, key});
    note->setText(describe(key));
}

void SettingSources::refresh()
{
    for (const auto& [note, key] : std::as_const(m_notes))
        note->setText(describe(key));
}

SettingSources::Origin SettingSources::origin(Key key) const
{
    const settings::SettingDescriptor& d = settings::SettingsTable::descriptor(key);
    if (d.hasVariable()) {
        switch (m_config.environmentOrigin(d.variable)) {
        case ConfigController::EnvironmentOrigin::Process:
            return Origin::Environment;
        case ConfigController::EnvironmentOrigin::DotEnv:
            return Origin::DotEnv;
        case ConfigController::EnvironmentOrigin::None:
            break;
        }
    }
    if (d.storage == settings::SettingStorage::SecretStore) {
        if (m_config.secret(d.variable).isEmpty())
            return Origin::Default;
        return m_config.secretStore().isPersistent() ? Origin::Keychain : Origin::SessionOnly;
    }
    // A setting the program alone reads (no variable) reads as its default when the file lacks it.
    const QString value = m_config.settings().string(key).trimmed();
    if (d.inSettingsFile() && !value.isEmpty() &&
        (d.hasVariable() || value != settings::Settings::defaultValue(key).toString()))
        return Origin::SettingsFile;
    return Origin::Default;
}

QString SettingSources::defaultText(Key key) const
{
    const settings::AppConfig config = m_config.config();
    switch (key) {
    case Key::LlmProvider:
        return llm::providerName(config.llm.provider);
    case Key::LlmBaseUrl:
        return config.llm.baseUrl.toString();
    case Key::LlmModel:
        return config.llm.model;
    case Key::JudgeModel:
        return tr("the model");
    case Key::EmbeddingProvider:
        return llm::embeddingProviderName(config.embedding.provider);
    case Key::EmbeddingBaseUrl:
        return config.embedding.baseUrl.toString();
    case Key::LibraryFolder:
        return QDir::toNativeSeparators(library::LibraryPaths::resolveFolder(config));
    default:
        break;
    }
    // The table's value only: its notes are the README's English. A switch reads on or off.
    const QVariant value = settings::SettingsTable::descriptor(key).defaultValue;
    if (value.typeId() == QMetaType::Bool)
        return value.toBool() ? tr("on") : tr("off");
    return value.toString();
}

QString SettingSources::describe(Key key) const
{
    const settings::SettingDescriptor& d = settings::SettingsTable::descriptor(key);
    const QString shown = d.secret ? tr("value hidden") : m_config.environmentValue(d.variable);
    switch (origin(key)) {
    case Origin::Environment:
        return tr("In use: the environment variable %1 (%2). It wins over this field.").arg(d.variable, shown);
    case Origin::DotEnv:
        return tr("In use: %1 from the .env file (%2). It wins over this field.").arg(d.variable, shown);
    case Origin::SettingsFile:
        return tr("In use: this field (saved in the settings file).");
    case Origin::Keychain:
        return tr("In use: this key, kept in the system keychain.");
    case Origin::SessionOnly:
        return tr("In use: this key, kept only until L-MARS closes (no system keychain).");
    case Origin::Default:
        break;
    }
    const QString value = d.secret ? QString() : defaultText(key);
    return value.isEmpty() ? tr("Not set.") : tr("In use: the default, %1.").arg(value);
}

} // namespace lmars::ui
