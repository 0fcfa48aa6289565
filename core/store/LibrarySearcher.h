// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"
#include "store/LibraryBackend.h"
#include "store/LibraryStore.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace lmars::store {

/**
 * Ranked retrieval over the library: FTS5 bm25 (title and heading weighted above body) on a
 * sanitized OR query, candidates widened by phrase queries for the references the query cites;
 * passages that contain those references rank first, then by bm25. Adjacent chunks of one
 * document that both qualify are merged into one passage.
 *
 * FTS5 scores every chunk an OR query matches, so in a large library a word found in a tenth of
 * the chunks would cost a hundred thousand bm25 evaluations. There the query's terms are taken
 * rarest first while the chunks to score stay within a row budget; only chunks containing one of
 * those can be found (leftOutTerms() names the others). The words left out still count in the
 * ranking: a second query scores the chunks that hold both kinds with all the words, and as
 * FTS5's bm25 is a sum over the query's terms, the order among the candidates is that of the
 * full query. When even the rarest term is over budget, the chunks containing all the terms are
 * ranked instead (or, should fewer than k do, those containing the rarest).
 */
class LibrarySearcher final
{
public:
    explicit LibrarySearcher(LibraryStore* store);

    Result<QList<LibraryHit>> search(const LibraryQuery& query, const CancelToken& cancel = {});

    /// Libraries of at least fromChunks chunks score at most about rows chunks per query.
    void setRowBudget(qint64 fromChunks, int rows);
    /// The query words the last search left out because they are too common in this library.
    const QStringList& leftOutTerms() const { return m_leftOut; }

    static constexpr qint64 kBudgetFromChunks = 50000;
    static constexpr int kRowBudget = 5000;

    /// A window of about width characters of text around the first of terms (case-insensitive).
    static QString snippet(const QString& text, const QStringList& terms, int width = 240);

private:
    struct Plan
    {
        QString match;
        bool conjunction = false; ///< every term was over budget: match requires all of them
        QStringList used;         ///< under a budget: the terms that select the candidates
        QStringList leftOut;
    };
    Result<Plan> plan(const QStringList& terms, const QString& fullMatch);
    /// The term of terms that the fewest chunks contain (counted up to a wider limit than the budget).
    Result<QString> rarest(const QStringList& terms);

    LibraryStore* m_store;
    qint64 m_budgetFromChunks = kBudgetFromChunks;
    int m_rowBudget = kRowBudget;
    QStringList m_leftOut;
};

} // namespace lmars::store
