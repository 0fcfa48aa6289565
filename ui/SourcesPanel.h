// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ResearchState.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QListView;
class QSplitter;

namespace lmars::ui {

class SourceDetailView;
class SourceFilterModel;
class SourceListModel;

/// Every source of the run with its [n], type, authority, site or court, date, jurisdiction and
/// whether the answer cites it; filters by type and authority, sorts by number, date or authority;
/// the selected source's text and actions below.
class SourcesPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit SourcesPanel(QWidget* parent = nullptr);

    void setState(const model::ResearchState& state);
    /// Marks the sources the (possibly still streaming) answer cites.
    void setCitedFromMarkdown(const QString& markdown);
    void clear();
    /// Selects source n (clearing filters that hide it); false when there is no such source.
    bool selectSource(int n);
    int selectedSource() const;

    SourceListModel* model() const { return m_model; }
    SourceDetailView* detail() const { return m_detail; }
    QSplitter* splitter() const { return m_splitter; }

Q_SIGNALS:
    void sourceSelected(int n);
    void statusMessage(const QString& message);

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Sets every text in the current language (from the constructor and on LanguageChange).
    void retranslate();
    void updateCount();

    SourceListModel* m_model = nullptr;
    SourceFilterModel* m_proxy = nullptr;
    QListView* m_list = nullptr;
    QComboBox* m_type = nullptr;
    QComboBox* m_tier = nullptr;
    QComboBox* m_sort = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_count = nullptr;
    QLabel* m_empty = nullptr;
    SourceDetailView* m_detail = nullptr;
    QSplitter* m_splitter = nullptr;
};

} // namespace lmars::ui
