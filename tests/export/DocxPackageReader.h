// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <zip.h>

namespace lmars::test {

/// The files of a ZIP package (a .docx) by name, read with libzip independently of the writer; empty on error.
inline QMap<QString, QByteArray> unzipPackage(const QByteArray& bytes)
{
    QMap<QString, QByteArray> out;
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source =
        zip_source_buffer_create(bytes.constData(), static_cast<zip_uint64_t>(bytes.size()), 0, &error);
    if (!source)
        return out;
    zip_t* archive = zip_open_from_source(source, ZIP_RDONLY | ZIP_CHECKCONS, &error);
    if (!archive) {
        zip_source_free(source);
        return out;
    }
    const zip_int64_t count = zip_get_num_entries(archive, 0);
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t stat;
        if (zip_stat_index(archive, static_cast<zip_uint64_t>(i), 0, &stat) < 0)
            continue;
        zip_file_t* file = zip_fopen_index(archive, static_cast<zip_uint64_t>(i), 0);
        if (!file)
            continue;
        QByteArray data(static_cast<qsizetype>(stat.size), Qt::Uninitialized);
        const zip_int64_t read = zip_fread(file, data.data(), stat.size);
        zip_fclose(file);
        if (read == static_cast<zip_int64_t>(stat.size))
            out.insert(QString::fromUtf8(stat.name), data);
    }
    zip_close(archive);
    return out;
}

/// The names of the package's entries in archive order (the first must be [Content_Types].xml).
inline QStringList packageEntryOrder(const QByteArray& bytes)
{
    QStringList out;
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source =
        zip_source_buffer_create(bytes.constData(), static_cast<zip_uint64_t>(bytes.size()), 0, &error);
    zip_t* archive = source ? zip_open_from_source(source, ZIP_RDONLY, &error) : nullptr;
    if (!archive) {
        if (source)
            zip_source_free(source);
        return out;
    }
    for (zip_int64_t i = 0; i < zip_get_num_entries(archive, 0); ++i)
        out << QString::fromUtf8(zip_get_name(archive, static_cast<zip_uint64_t>(i), 0));
    zip_close(archive);
    return out;
}

/// An empty string when xml is well-formed, else the parser's message.
inline QString xmlError(const QByteArray& xml)
{
    QXmlStreamReader reader(xml);
    while (!reader.atEnd())
        reader.readNext();
    return reader.hasError() ? reader.errorString() + QStringLiteral(" at line %1").arg(reader.lineNumber())
                             : QString();
}

/// Every value of attribute `attribute` on elements named `element` (qualified names, e.g. "w:pStyle", "w:val").
inline QStringList attributeValues(const QByteArray& xml, const QString& element, const QString& attribute)
{
    QStringList out;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        if (reader.readNext() == QXmlStreamReader::StartElement && reader.qualifiedName() == element)
            out << reader.attributes().value(attribute).toString();
    }
    return out;
}

/// The text of a WordprocessingML part: <w:t> contents, a newline after each paragraph.
inline QString wordText(const QByteArray& xml)
{
    QString out;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        const auto token = reader.readNext();
        if (token == QXmlStreamReader::StartElement && reader.qualifiedName() == QLatin1String("w:t"))
            out += reader.readElementText();
        else if (token == QXmlStreamReader::EndElement && reader.qualifiedName() == QLatin1String("w:p"))
            out += QLatin1Char('\n');
    }
    return out;
}

} // namespace lmars::test
