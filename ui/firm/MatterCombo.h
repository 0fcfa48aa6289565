// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>
#include <QStringList>

#include <optional>

namespace lmars::ui {

/**
 * A choice of matter. As a filter (history, library) it offers "All matters", "No matter" and each
 * matter; as a choice (the composer, adding documents) "No matter" (where the backend has it) and
 * each matter. A selection that
 * is not in a new list of matters is kept (added to the list), so a refresh never changes what the
 * user chose.
 */
class MatterCombo final : public QComboBox
{
    Q_OBJECT

public:
    enum class Mode
    {
        Filter, ///< All matters, No matter, each matter
        Choice  ///< No matter, each matter
    };

    explicit MatterCombo(Mode mode, QWidget* parent = nullptr);

    /// The matters to offer by name, sorted, duplicates dropped. A filter always offers "No matter"; a
    /// choice offers it when the list holds "" (or is empty), else selects a matter instead of it.
    void setMatters(const QStringList& matters);
    /// The matters offered (without "No matter").
    QStringList matters() const;
    /// The filter chosen: unset for all matters, "" for no matter, else a matter's name.
    std::optional<QString> filter() const;
    /// The matter chosen ("" is "No matter"; with Mode::Filter, "All matters" is "" too).
    QString matter() const;
    /// Selects a matter ("" is "No matter"), adding it when it is not offered yet.
    void setMatter(const QString& matter);
    /// Mode::Filter: selects "All matters".
    void selectAll();

Q_SIGNALS:
    /// The user or a call chose another entry (not emitted when a refresh keeps the selection).
    void matterChanged();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void rebuild(const QStringList& matters, const std::optional<QString>& keep);
    int indexOfMatter(const QString& matter) const;

    Mode m_mode;
    bool m_noMatterOffered = true;
    bool m_rebuilding = false;
};

} // namespace lmars::ui
