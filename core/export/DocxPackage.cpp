// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocxPackage.h"

#include "ExportLog.h"

#include <QBuffer>
#include <QXmlStreamWriter>

#include <zip.h>

#include <memory>

namespace lmars::exporting {

namespace {

const QString kRelationships = QStringLiteral("http://schemas.openxmlformats.org/package/2006/relationships");
const QString kOfficeRel = QStringLiteral("http://schemas.openxmlformats.org/officeDocument/2006/relationships/");

// The fixed parts are constant text; the parts that carry user text go through QXmlStreamWriter.
constexpr char kContentTypes[] = R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
<Override PartName="/word/footnotes.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml"/>
<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>
</Types>
)";

constexpr char kPackageRels[] = R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>
</Relationships>
)";

constexpr char kSettings[] = R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:defaultTabStop w:val="720"/>
<w:characterSpacingControl w:val="doNotCompress"/>
<w:footnotePr><w:footnote w:id="-1"/><w:footnote w:id="0"/></w:footnotePr>
<w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat>
</w:settings>
)";

constexpr char kApp[] = R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">
<Application>L-MARS</Application>
</Properties>
)";

// Built-in style names ("heading 1", "footnote text") so that Word and LibreOffice treat them as their own.
constexpr char kStyles[] = R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:docDefaults>
<w:rPrDefault><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="Times New Roman" w:cs="Times New Roman"/><w:sz w:val="24"/><w:szCs w:val="24"/><w:lang w:val="en-US" w:eastAsia="en-US" w:bidi="ar-SA"/></w:rPr></w:rPrDefault>
<w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault>
</w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="240"/><w:contextualSpacing/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/><w:szCs w:val="40"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:rPr><w:i/><w:color w:val="404040"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="32"/><w:szCs w:val="32"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="240" w:after="120"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/><w:szCs w:val="28"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading3"><w:name w:val="heading 3"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="200" w:after="80"/><w:outlineLvl w:val="2"/></w:pPr><w:rPr><w:b/><w:i/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Quote"><w:name w:val="Quote"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:ind w:left="720" w:right="720"/></w:pPr><w:rPr><w:i/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:after="80"/><w:ind w:left="720"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="FootnoteText"><w:name w:val="footnote text"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:rPr><w:sz w:val="20"/><w:szCs w:val="20"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="FootnoteReference"><w:name w:val="footnote reference"/><w:basedOn w:val="DefaultParagraphFont"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style>
<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:basedOn w:val="DefaultParagraphFont"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>
<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:semiHidden/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:basedOn w:val="TableNormal"/><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/></w:tblBorders></w:tblPr></w:style>
</w:styles>
)";

struct ZipSourceFree
{
    void operator()(zip_source_t* source) const { zip_source_free(source); }
};

Error zipError(zip_error_t* error)
{
    return Error(ErrorKind::Storage, DocxPackage::tr("The Word document could not be assembled: %1")
                                         .arg(QString::fromUtf8(zip_error_strerror(error))));
}

} // namespace

QByteArray DocxPackage::contentTypesXml()
{
    return QByteArray(kContentTypes);
}

QByteArray DocxPackage::packageRelsXml()
{
    return QByteArray(kPackageRels);
}

QByteArray DocxPackage::stylesXml()
{
    return QByteArray(kStyles);
}

QByteArray DocxPackage::settingsXml()
{
    return QByteArray(kSettings);
}

QByteArray DocxPackage::appXml()
{
    return QByteArray(kApp);
}

QByteArray DocxPackage::documentRelsXml(const QList<QString>& links)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QXmlStreamWriter x(&buffer);
    x.writeStartDocument(QStringLiteral("1.0"), true);
    x.writeDefaultNamespace(kRelationships);
    x.writeStartElement(kRelationships, QStringLiteral("Relationships"));
    const auto relation = [&x](const QString& id, const QString& type, const QString& target, bool external) {
        x.writeEmptyElement(kRelationships, QStringLiteral("Relationship"));
        x.writeAttribute(QStringLiteral("Id"), id);
        x.writeAttribute(QStringLiteral("Type"), kOfficeRel + type);
        x.writeAttribute(QStringLiteral("Target"), target);
        if (external)
            x.writeAttribute(QStringLiteral("TargetMode"), QStringLiteral("External"));
    };
    relation(QStringLiteral("rId1"), QStringLiteral("styles"), QStringLiteral("styles.xml"), false);
    relation(QStringLiteral("rId2"), QStringLiteral("numbering"), QStringLiteral("numbering.xml"), false);
    relation(QStringLiteral("rId3"), QStringLiteral("footnotes"), QStringLiteral("footnotes.xml"), false);
    relation(QStringLiteral("rId4"), QStringLiteral("settings"), QStringLiteral("settings.xml"), false);
    for (int i = 0; i < links.size(); ++i)
        relation(QStringLiteral("rIdLink%1").arg(i + 1), QStringLiteral("hyperlink"), links.at(i), true);
    x.writeEndElement();
    x.writeEndDocument();
    return buffer.data();
}

QByteArray DocxPackage::coreXml(const QString& title, const QDateTime& created)
{
    const QString cp = QStringLiteral("http://schemas.openxmlformats.org/package/2006/metadata/core-properties");
    const QString dc = QStringLiteral("http://purl.org/dc/elements/1.1/");
    const QString dcterms = QStringLiteral("http://purl.org/dc/terms/");
    const QString xsi = QStringLiteral("http://www.w3.org/2001/XMLSchema-instance");
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QXmlStreamWriter x(&buffer);
    x.writeStartDocument(QStringLiteral("1.0"), true);
    x.writeNamespace(cp, QStringLiteral("cp"));
    x.writeNamespace(dc, QStringLiteral("dc"));
    x.writeNamespace(dcterms, QStringLiteral("dcterms"));
    x.writeNamespace(xsi, QStringLiteral("xsi"));
    x.writeStartElement(cp, QStringLiteral("coreProperties"));
    QString safeTitle;
    for (const QChar c : title)
        safeTitle += c.unicode() >= 0x20 ? c : QLatin1Char(' ');
    x.writeTextElement(dc, QStringLiteral("title"), safeTitle);
    x.writeTextElement(dc, QStringLiteral("creator"), QStringLiteral("L-MARS"));
    const QString when = created.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ssZ"));
    for (const char* name : {"created", "modified"}) {
        x.writeStartElement(dcterms, QString::fromLatin1(name));
        x.writeAttribute(xsi, QStringLiteral("type"), QStringLiteral("dcterms:W3CDTF"));
        x.writeCharacters(when);
        x.writeEndElement();
    }
    x.writeEndElement();
    x.writeEndDocument();
    return buffer.data();
}

Result<QByteArray> DocxPackage::build(const DocxParts& parts)
{
    const QList<std::pair<const char*, QByteArray>> files = {
        {"[Content_Types].xml", contentTypesXml()},
        {"_rels/.rels", packageRelsXml()},
        {"word/document.xml", parts.document},
        {"word/_rels/document.xml.rels", documentRelsXml(parts.links)},
        {"word/styles.xml", stylesXml()},
        {"word/numbering.xml", parts.numbering},
        {"word/footnotes.xml", parts.footnotes},
        {"word/settings.xml", settingsXml()},
        {"docProps/core.xml", coreXml(parts.title, parts.created)},
        {"docProps/app.xml", appXml()},
    };

    // libzip writes into a growable buffer source that outlives the archive (zip_source_keep).
    zip_error_t error;
    zip_error_init(&error);
    std::unique_ptr<zip_source_t, ZipSourceFree> buffer(zip_source_buffer_create(nullptr, 0, 0, &error));
    if (!buffer)
        return zipError(&error);
    zip_source_keep(buffer.get());
    zip_t* archive = zip_open_from_source(buffer.get(), ZIP_TRUNCATE, &error);
    if (!archive) {
        const Error failed = zipError(&error);
        zip_error_fini(&error);
        return failed;
    }
    for (const auto& [name, bytes] : files) {
        // libzip copies nothing: the data must live until zip_close, which `files` does.
        zip_source_t* part = zip_source_buffer(archive, bytes.constData(), static_cast<zip_uint64_t>(bytes.size()), 0);
        if (!part || zip_file_add(archive, name, part, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE) < 0) {
            if (part)
                zip_source_free(part);
            const Error failed = zipError(zip_get_error(archive));
            zip_discard(archive);
            return failed;
        }
    }
    if (zip_close(archive) < 0) {
        const Error failed = zipError(zip_get_error(archive));
        zip_discard(archive);
        return failed;
    }

    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_source_stat(buffer.get(), &stat) < 0 || zip_source_open(buffer.get()) < 0)
        return zipError(zip_source_error(buffer.get()));
    QByteArray out(static_cast<qsizetype>(stat.size), Qt::Uninitialized);
    const zip_int64_t read = zip_source_read(buffer.get(), out.data(), stat.size);
    zip_source_close(buffer.get());
    if (read < 0 || static_cast<zip_uint64_t>(read) != stat.size)
        return zipError(zip_source_error(buffer.get()));
    qCDebug(lcExport) << "Word package of" << out.size() << "bytes";
    return out;
}

} // namespace lmars::exporting
