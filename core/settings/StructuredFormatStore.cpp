// SPDX-License-Identifier: GPL-3.0-or-later
#include "StructuredFormatStore.h"

#include "llm/StructuredFormatMemory.h"
#include "settings/SettingsLog.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMetaObject>
#include <QPointer>

namespace lmars::settings {

QMap<QString, QString> StructuredFormatStore::parse(const QString& text)
{
    QMap<QString, QString> entries;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8());
    if (!document.isObject()) {
        if (!text.trimmed().isEmpty())
            qCWarning(lcSettings) << "the remembered structured-output forms are not a JSON object; ignored";
        return entries;
    }
    const QJsonObject object = document.object();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (it.value().isString() && llm::parseStructuredFormat(it.value().toString(), nullptr))
            entries.insert(it.key(), it.value().toString());
    }
    return entries;
}

QString StructuredFormatStore::serialize(const QMap<QString, QString>& entries)
{
    QJsonObject object;
    for (auto it = entries.constBegin(); it != entries.constEnd(); ++it)
        object.insert(it.key(), it.value());
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

void StructuredFormatStore::attach(Settings& settings)
{
    llm::StructuredFormatMemory& memory = llm::StructuredFormatMemory::shared();
    memory.load(parse(settings.string(Settings::Key::LlmStructuredFormats)));
    QPointer<Settings> target(&settings);
    memory.setPersist([target](const QMap<QString, QString>& entries) {
        if (!target)
            return;
        const QString text = serialize(entries);
        // Learned on a worker thread; QSettings is written on the thread that owns the Settings.
        QMetaObject::invokeMethod(
            target.data(),
            [target, text] {
                if (!target)
                    return;
                target->setValue(Settings::Key::LlmStructuredFormats, text);
                target->sync();
            },
            Qt::AutoConnection);
    });
}

} // namespace lmars::settings
