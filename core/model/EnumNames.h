// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaEnum>
#include <QString>

namespace lmars::model {

/// Finds the value of a Q_ENUM whose boundary name (nameOf(value)) is `text`, trimmed and
/// case-insensitive: the one parse function behind every parse*() of the domain enums.
template <typename Enum, typename NameOf> bool parseByName(const QString& text, Enum* out, NameOf nameOf)
{
    const QString wanted = text.trimmed().toLower();
    const QMetaEnum meta = QMetaEnum::fromType<Enum>();
    for (int i = 0; i < meta.keyCount(); ++i) {
        const auto value = static_cast<Enum>(meta.value(i));
        if (nameOf(value) == wanted) {
            if (out)
                *out = value;
            return true;
        }
    }
    return false;
}

} // namespace lmars::model
