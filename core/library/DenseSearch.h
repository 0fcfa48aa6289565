// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/CancelToken.h"
#include "common/Result.h"

#include <QList>
#include <QString>

namespace lmars::store {

/// The library search's dense channel as LibrarySearcher uses it: the chunks nearest a query by meaning.
class DenseSearch
{
public:
    virtual ~DenseSearch() = default;
    /// Whether it has vectors to search (a library is searchable by words before that).
    virtual bool ready() const = 0;
    /// The ids of the k chunks nearest the text, best first (empty when the query has nothing to compare).
    virtual Result<QList<qint64>> nearest(const QString& text, int k, const CancelToken& cancel) const = 0;
};

} // namespace lmars::store
