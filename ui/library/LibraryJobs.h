// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/Backends.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace lmars::ui {

/**
 * The library panel's work off the GUI thread: each job opens the configured library backend
 * (store::Backends::openLibrary) on the calling worker thread, does one thing and returns plain
 * values, with the store's message when it failed.
 */
class LibraryJobs final
{
public:
    struct DocumentsOutcome
    {
        QList<store::LibraryDocument> documents;
        qint64 ocrPages = -1; ///< pages of the whole library read by OCR; -1 when not counted
        QString error;
    };
    struct SearchOutcome
    {
        QList<store::LibraryHit> hits;
        QString error;
    };
    /// How many documents were filed under their matters, or the error that stopped it.
    struct AssignOutcome
    {
        int assigned = 0;
        QHash<QString, QString> waiting; ///< not indexed yet (a pass still runs): filed after the next one
        QString error;
    };

    struct VectorsOutcome
    {
        std::optional<library::VectorCounts> counts; ///< none: the backend keeps no vectors
        QString error;
    };

    /// How far the library's vectors are.
    static VectorsOutcome vectors(const store::BackendConfig& config);
    /// The documents the filter selects; with countOcrPages, also how many pages of the library were
    /// read by OCR (the library's statistics: a scan of its chunks, so not on every refresh).
    static DocumentsOutcome documents(const store::BackendConfig& config, const store::LibraryDocumentFilter& filter,
                                      bool countOcrPages = false);
    static SearchOutcome search(const store::BackendConfig& config, const store::LibraryQuery& query);
    /// Removes documents from the index (and their copies inside folder when deleteFiles); the error or empty.
    static QString forget(const store::BackendConfig& config, const QString& folder, const QStringList& paths,
                          bool deleteFiles);
    /// Files documents under matters (path → matter): each document of `from` is written whole, with
    /// its chunks as stored, to `to` in its matter. On this computer both are the embedded library
    /// (the document moves); on the firm server `from` is this computer's library, where the files
    /// were parsed and indexed, and the documents are uploaded into their matter.
    static AssignOutcome fileUnderMatters(const store::BackendConfig& from, const store::BackendConfig& to,
                                          const QHash<QString, QString>& matterOf);
};

} // namespace lmars::ui
