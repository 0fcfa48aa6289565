// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/LibraryBackend.h"

#include <QListWidget>

namespace lmars::ui {

/**
 * The library panel's search results: one item a passage (title, page, snippet), saying which
 * channel(s) found it (an exact reference, words, meaning, with the rank in each when the search was
 * fused). Activating an item gives its path (Qt::UserRole) and page (Qt::UserRole + 1).
 */
class LibrarySearchResults final : public QListWidget
{
    Q_OBJECT

public:
    explicit LibrarySearchResults(QWidget* parent = nullptr);

    /// Lists the passages found for query (or says that nothing matched) and shows the list.
    void showHits(const QList<store::LibraryHit>& hits, const QString& query);
    /// "Found by meaning (#3), words (#1)": the channels that found a passage.
    static QString foundBy(const store::LibraryHit& hit);
};

} // namespace lmars::ui
