// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "eval/PassageRole.h"
#include "model/SearchResult.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace lmars::store {
class LibraryStore;
}

namespace lmars::eval {

/**
 * MASLegalBench's corpus (derived/corpus.jsonl: doc_id, source, type, text) indexed once into a
 * temporary library with the product's own indexing (LibrarySync's chunker, the FTS5 index) and
 * searched with LibrarySearcher. Each passage is one document whose heading is its role
 * (PassageRoles::heading); only passages of the chosen roles are indexed, so only they can be
 * retrieved. As upstream does, a question retrieves only from its own case (the corpus row's
 * "source"): the library ranks, and the hits of other cases are dropped. Searches may come from
 * several threads; they take turns on the one database connection.
 */
class CaseLibrary final
{
    Q_DECLARE_TR_FUNCTIONS(CaseLibrary)

public:
    ~CaseLibrary();
    CaseLibrary(const CaseLibrary&) = delete;
    CaseLibrary& operator=(const CaseLibrary&) = delete;

    static Result<std::shared_ptr<CaseLibrary>> build(const QString& corpusPath, const QList<PassageRole>& roles,
                                                      const CancelToken& cancel = {});

    /// The k best passages of caseSource for the question, best first, as sources whose title is
    /// "<role heading> · <doc_id>" and whose content is the whole passage.
    Result<QList<model::SearchResult>> search(const QString& caseSource, const QString& question, int k,
                                              const CancelToken& cancel = {});

    int passageCount() const { return int(m_passages.size()); }
    QList<PassageRole> roles() const { return m_roles; }
    /// "F,LR"
    QString rolesCode() const;

private:
    struct Passage
    {
        QString docId;
        QString source;
        PassageRole role = PassageRole::Facts;
        QString text;
    };
    CaseLibrary() = default;
    /// A corpus row's text: plain text as is; a JSON object (entity, relation) as "key: value" lines.
    static QString readable(const QString& text);

    QTemporaryDir m_dir;
    std::unique_ptr<store::LibraryStore> m_store;
    QMutex m_mutex; ///< guards m_store
    QList<PassageRole> m_roles;
    QHash<QString, Passage> m_passages; ///< by document path
};

} // namespace lmars::eval
