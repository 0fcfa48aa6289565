// SPDX-License-Identifier: GPL-3.0-or-later
#include "SecretStore.h"

#include "settings/SettingsTable.h"

#include <QMetaObject>

namespace lmars::settings {

QStringList SecretStore::knownNames()
{
    return SettingsTable::secretStoreNames();
}

void SecretStore::deliver(QObject* context, std::function<void()> callback)
{
    if (!context || !callback)
        return;
    QMetaObject::invokeMethod(context, std::move(callback), Qt::QueuedConnection);
}

} // namespace lmars::settings
