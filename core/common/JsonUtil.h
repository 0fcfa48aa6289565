// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace lmars::json {

/// QString → JSON string (UTF-8).
inline nlohmann::json str(const QString& text)
{
    return nlohmann::json(text.toStdString());
}

/// JSON string value → QString; numbers are printed; anything else gives fallback.
inline QString toQString(const nlohmann::json& value, const QString& fallback = {})
{
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    if (value.is_number_integer())
        return QString::number(value.get<long long>());
    if (value.is_number())
        return QString::number(value.get<double>());
    if (value.is_boolean())
        return value.get<bool>() ? QStringLiteral("true") : QStringLiteral("false");
    return fallback;
}

/// obj[key] as QString, or fallback when absent or not a scalar.
inline QString field(const nlohmann::json& obj, const char* key, const QString& fallback = {})
{
    if (!obj.is_object())
        return fallback;
    const auto it = obj.find(key);
    return it == obj.end() ? fallback : toQString(*it, fallback);
}

/// obj[key] as text an API means to show: a string trimmed, a number as JSON prints it; empty for
/// anything else or when absent.
inline QString text(const nlohmann::json& obj, const char* key)
{
    if (!obj.is_object())
        return {};
    const auto it = obj.find(key);
    if (it == obj.end())
        return {};
    if (it->is_string())
        return QString::fromStdString(it->get<std::string>()).trimmed();
    if (it->is_number())
        return QString::fromStdString(it->dump());
    return {};
}

inline nlohmann::json strList(const QStringList& list)
{
    nlohmann::json arr = nlohmann::json::array();
    for (const QString& s : list)
        arr.push_back(str(s));
    return arr;
}

inline QStringList toStringList(const nlohmann::json& value)
{
    QStringList out;
    if (value.is_array()) {
        for (const auto& item : value) {
            const QString s = toQString(item);
            if (!s.isEmpty())
                out << s;
        }
    }
    return out;
}

/// Parses text as JSON; returns a discarded value on error (never throws).
inline nlohmann::json parse(const QByteArray& text)
{
    return nlohmann::json::parse(text.constData(), text.constData() + text.size(), nullptr, false);
}

/// Compact UTF-8 serialisation that never throws on invalid UTF-8 (replaces it).
inline QByteArray dump(const nlohmann::json& value, int indent = -1)
{
    return QByteArray::fromStdString(value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace));
}

} // namespace lmars::json
