// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "library/LibraryStore.h"

#include <QListWidget>

namespace lmars::ui {

/// The library panel's list of the documents that could not be indexed, each with the reason
/// (its path in Qt::UserRole); hidden when there are none.
class LibraryFailureList final : public QListWidget
{
    Q_OBJECT

public:
    explicit LibraryFailureList(QWidget* parent = nullptr);
    /// Lists the documents of documents whose status is "error".
    void showFailures(const QList<store::LibraryDocument>& documents);
};

} // namespace lmars::ui
