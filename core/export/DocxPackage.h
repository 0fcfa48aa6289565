// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace lmars::exporting {

/// The parts of a Word document that vary; DocxPackage adds the fixed ones.
struct DocxParts
{
    QByteArray document;  ///< word/document.xml
    QByteArray footnotes; ///< word/footnotes.xml
    QByteArray numbering; ///< word/numbering.xml
    QList<QString> links; ///< hyperlink targets; link n (from 1) has the relationship id "rIdLink<n>"
    QString title;
    QDateTime created;
};

/**
 * Zips a Word document's parts into an OOXML package with libzip, in memory: [Content_Types].xml first,
 * the package and document relationships, word/styles.xml (Title, Subtitle, heading 1–3, Normal, Quote,
 * List Paragraph, footnote text and reference, Hyperlink, Table Grid), word/settings.xml and
 * docProps/core.xml and app.xml.
 */
class DocxPackage final
{
    Q_DECLARE_TR_FUNCTIONS(DocxPackage)

public:
    static Result<QByteArray> build(const DocxParts& parts);

    static QByteArray contentTypesXml();
    static QByteArray packageRelsXml();
    static QByteArray documentRelsXml(const QList<QString>& links);
    static QByteArray stylesXml();
    static QByteArray settingsXml();
    static QByteArray coreXml(const QString& title, const QDateTime& created);
    static QByteArray appXml();
};

} // namespace lmars::exporting
