// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryImporter.h"

#include "library/LibraryLog.h"
#include "library/LibrarySync.h"
#include "parse/DocumentParser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace lmars::library {

ImportResult LibraryImporter::copyInto(const QStringList& paths, const QString& folder)
{
    ImportResult result;
    if (!QDir().mkpath(folder)) {
        result.errors << tr("Cannot create the library folder %1.").arg(folder);
        return result;
    }
    const QString root = QDir(folder).absolutePath();
    QStringList sources;
    for (const QString& path : paths) {
        const QFileInfo info(path);
        if (info.isDir())
            sources << LibrarySync::listFiles(info.absoluteFilePath());
        else if (info.isFile())
            sources << info.absoluteFilePath();
        else
            result.errors << tr("%1 does not exist.").arg(path);
    }
    for (const QString& source : std::as_const(sources)) {
        const QFileInfo info(source);
        QString target = QDir(root).filePath(info.fileName());
        if (info.absoluteFilePath() == QFileInfo(target).absoluteFilePath()) {
            result.copied << target; // already in the library folder
            continue;
        }
        bool same = false;
        for (int n = 2; QFileInfo::exists(target); ++n) {
            if (LibrarySync::hashFile(target) == LibrarySync::hashFile(source)) {
                same = true;
                break;
            }
            target = QDir(root).filePath(
                QStringLiteral("%1 (%2).%3").arg(info.completeBaseName()).arg(n).arg(info.suffix()));
        }
        if (!same && !QFile::copy(source, target)) {
            result.errors << tr("Cannot copy %1 to %2.").arg(source, target);
            continue;
        }
        qCDebug(lcLibrary) << "imported" << source << "as" << target;
        if (!parse::DocumentParser::isLibraryFile(target))
            result.unsupported << target;
        result.copied << QFileInfo(target).absoluteFilePath();
    }
    return result;
}

} // namespace lmars::library
