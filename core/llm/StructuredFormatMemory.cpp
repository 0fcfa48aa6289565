// SPDX-License-Identifier: GPL-3.0-or-later
#include "StructuredFormatMemory.h"

namespace lmars::llm {

QString structuredFormatName(StructuredFormat format)
{
    switch (format) {
    case StructuredFormat::JsonSchema:
        return QStringLiteral("json_schema");
    case StructuredFormat::JsonObject:
        return QStringLiteral("json_object");
    case StructuredFormat::PromptOnly:
        break;
    }
    return QStringLiteral("prompt");
}

bool parseStructuredFormat(const QString& text, StructuredFormat* out)
{
    for (const StructuredFormat format :
         {StructuredFormat::JsonSchema, StructuredFormat::JsonObject, StructuredFormat::PromptOnly}) {
        if (text == structuredFormatName(format)) {
            if (out)
                *out = format;
            return true;
        }
    }
    return false;
}

StructuredFormatMemory& StructuredFormatMemory::shared()
{
    static StructuredFormatMemory memory;
    return memory;
}

QString StructuredFormatMemory::keyFor(const QString& baseUrl, const QString& model)
{
    QString base = baseUrl.trimmed();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    return base + QLatin1Char('|') + model.trimmed();
}

std::optional<StructuredFormat> StructuredFormatMemory::lookup(const QString& key) const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    const auto it = m_formats.constFind(key);
    if (it == m_formats.constEnd())
        return std::nullopt;
    return *it;
}

void StructuredFormatMemory::remember(const QString& key, StructuredFormat format)
{
    std::function<void(const QMap<QString, QString>&)> persist;
    QMap<QString, QString> all;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        const auto it = m_formats.constFind(key);
        if (it != m_formats.constEnd() && *it == format)
            return;
        m_formats.insert(key, format);
        persist = m_persist;
        for (auto i = m_formats.constBegin(); i != m_formats.constEnd(); ++i)
            all.insert(i.key(), structuredFormatName(i.value()));
    }
    if (persist)
        persist(all);
}

void StructuredFormatMemory::load(const QMap<QString, QString>& entries)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_formats.clear();
    for (auto it = entries.constBegin(); it != entries.constEnd(); ++it) {
        StructuredFormat format = StructuredFormat::JsonSchema;
        if (parseStructuredFormat(it.value(), &format))
            m_formats.insert(it.key(), format);
    }
}

QMap<QString, QString> StructuredFormatMemory::entries() const
{
    std::lock_guard<std::mutex> lock(m_mutex);
    QMap<QString, QString> all;
    for (auto it = m_formats.constBegin(); it != m_formats.constEnd(); ++it)
        all.insert(it.key(), structuredFormatName(it.value()));
    return all;
}

void StructuredFormatMemory::clear()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_formats.clear();
}

void StructuredFormatMemory::setPersist(std::function<void(const QMap<QString, QString>&)> persist)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    m_persist = std::move(persist);
}

} // namespace lmars::llm
