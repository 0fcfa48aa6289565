// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocxParser.h"

#include "parse/DocumentBuilder.h"

#include <QXmlStreamReader>

#include <zip.h>

namespace lmars::parse {

namespace {

constexpr qint64 kMaxXmlBytes = 256LL * 1024 * 1024;

/// Reads one member of an open archive; empty with ok=false when absent or unreadable.
QByteArray readMember(zip_t* archive, const char* name, bool* ok)
{
    *ok = false;
    zip_stat_t st;
    zip_stat_init(&st);
    if (zip_stat(archive, name, 0, &st) != 0 || !(st.valid & ZIP_STAT_SIZE) || st.size > kMaxXmlBytes)
        return {};
    zip_file_t* file = zip_fopen(archive, name, 0);
    if (!file)
        return {};
    QByteArray data(static_cast<qsizetype>(st.size), Qt::Uninitialized);
    const zip_int64_t got = zip_fread(file, data.data(), st.size);
    zip_fclose(file);
    if (got != static_cast<zip_int64_t>(st.size))
        return {};
    *ok = true;
    return data;
}

} // namespace

ParsedDocument DocxParser::parseDocumentXml(const QByteArray& xml, QString* styledTitle, const DocxStyles& styles)
{
    DocumentBuilder builder;
    QXmlStreamReader reader(xml);
    QString paragraph;
    int level = 0;
    int directOutline = -1; ///< the paragraph's own outline level, 0..9, overriding its style's
    bool isTitle = false;
    bool inParagraph = false;
    while (!reader.atEnd()) {
        const auto token = reader.readNext();
        const QStringView name = reader.name();
        if (token == QXmlStreamReader::StartElement) {
            if (name == QLatin1String("p")) {
                inParagraph = true;
                paragraph.clear();
                level = 0;
                directOutline = -1;
                isTitle = false;
            } else if (name == QLatin1String("pStyle")) {
                level = styles.headingLevel(reader.attributes().value(QLatin1String("w:val")).toString(), &isTitle);
            } else if (name == QLatin1String("outlineLvl")) {
                bool ok = false;
                const int outline = reader.attributes().value(QLatin1String("w:val")).toInt(&ok);
                if (ok && outline >= 0 && outline <= 9)
                    directOutline = outline;
            } else if (name == QLatin1String("t")) {
                paragraph += reader.readElementText();
            } else if (name == QLatin1String("tab")) {
                paragraph += QLatin1Char('\t');
            } else if (name == QLatin1String("br") || name == QLatin1String("cr")) {
                paragraph += QLatin1Char('\n');
            } else if (name == QLatin1String("tc") && !paragraph.isEmpty()) {
                paragraph += QLatin1Char('\t');
            }
        } else if (token == QXmlStreamReader::EndElement && name == QLatin1String("p") && inParagraph) {
            inParagraph = false;
            if (directOutline >= 0)
                level = directOutline < 9 ? directOutline + 1 : 0;
            // A whole clause styled as a heading is body text: a heading names, it does not say.
            if (level > 0 && paragraph.simplified().size() > kMaxHeadingChars) {
                level = 0;
                isTitle = false;
            }
            if (isTitle && styledTitle && styledTitle->isEmpty())
                *styledTitle = paragraph.simplified();
            if (level > 0)
                builder.heading(level, paragraph);
            else
                builder.paragraph(paragraph);
        }
    }
    ParsedDocument doc = builder.take();
    doc.type = QStringLiteral("docx");
    if (styledTitle && styledTitle->isEmpty())
        *styledTitle = builder.firstHeading();
    return doc;
}

Result<ParsedDocument> DocxParser::parse(const QString& path, const QString& fallbackTitle)
{
    int errorCode = 0;
    const QByteArray file = path.toUtf8();
    return parseArchive(zip_open(file.constData(), ZIP_RDONLY, &errorCode), fallbackTitle);
}

Result<ParsedDocument> DocxParser::parseData(const QByteArray& data, const QString& fallbackTitle)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t* source =
        zip_source_buffer_create(data.constData(), static_cast<zip_uint64_t>(data.size()), 0, &error);
    zip_t* archive = source ? zip_open_from_source(source, ZIP_RDONLY, &error) : nullptr;
    if (source && !archive)
        zip_source_free(source);
    zip_error_fini(&error);
    return parseArchive(archive, fallbackTitle);
}

Result<ParsedDocument> DocxParser::parseArchive(zip_t* archive, const QString& fallbackTitle)
{
    if (!archive)
        return Error(ErrorKind::Usage, tr("The document is not a valid .docx file (corrupt, encrypted or another "
                                          "format)."));
    bool ok = false;
    const QByteArray xml = readMember(archive, "word/document.xml", &ok);
    if (!ok) {
        zip_close(archive);
        return Error(ErrorKind::Usage, tr("The .docx file has no readable word/document.xml."));
    }
    bool coreOk = false;
    const QByteArray core = readMember(archive, "docProps/core.xml", &coreOk);
    bool stylesOk = false;
    const QByteArray stylesXml = readMember(archive, "word/styles.xml", &stylesOk);
    zip_close(archive);

    QString styledTitle;
    ParsedDocument doc = parseDocumentXml(xml, &styledTitle, stylesOk ? DocxStyles::fromXml(stylesXml) : DocxStyles());
    QString title;
    if (coreOk) {
        QXmlStreamReader reader(core);
        while (!reader.atEnd() && title.isEmpty()) {
            if (reader.readNext() == QXmlStreamReader::StartElement && reader.name() == QLatin1String("title"))
                title = reader.readElementText().simplified();
        }
    }
    doc.title = !title.isEmpty() ? title : !styledTitle.isEmpty() ? styledTitle : fallbackTitle;
    return doc;
}

} // namespace lmars::parse
