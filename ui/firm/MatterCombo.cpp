// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatterCombo.h"

#include <QEvent>
#include <QSignalBlocker>

#include <algorithm>

namespace lmars::ui {

namespace {

/// Item roles: what an entry stands for.
constexpr int kKindRole = Qt::UserRole + 1;
enum Kind
{
    AllMatters = 0,
    NoMatter = 1,
    NamedMatter = 2
};

} // namespace

MatterCombo::MatterCombo(Mode mode, QWidget* parent) : QComboBox(parent), m_mode(mode)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(12);
    rebuild({}, m_mode == Mode::Filter ? std::nullopt : std::optional<QString>(QString()));
    connect(this, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_rebuilding)
            Q_EMIT matterChanged();
    });
}

void MatterCombo::setMatters(const QStringList& matters)
{
    // A choice offers "No matter" only where the backend has it ("" in its list: this computer);
    // the firm server files everything under a matter.
    if (m_mode == Mode::Choice)
        m_noMatterOffered = matters.isEmpty() || matters.contains(QString());
    rebuild(matters, filter());
}

QStringList MatterCombo::matters() const
{
    QStringList out;
    for (int i = 0; i < count(); ++i) {
        if (itemData(i, kKindRole).toInt() == NamedMatter)
            out << itemData(i).toString();
    }
    return out;
}

std::optional<QString> MatterCombo::filter() const
{
    const int i = currentIndex();
    if (i < 0)
        return std::nullopt;
    switch (itemData(i, kKindRole).toInt()) {
    case AllMatters:
        return std::nullopt;
    case NoMatter:
        return QString();
    default:
        return itemData(i).toString();
    }
}

QString MatterCombo::matter() const
{
    return filter().value_or(QString());
}

void MatterCombo::setMatter(const QString& matter)
{
    const QString name = matter.trimmed();
    if (name.isEmpty() && !m_noMatterOffered)
        return; // keeps the matter chosen
    if (indexOfMatter(name) < 0) {
        QStringList all = matters();
        all << name;
        rebuild(all, filter());
    }
    setCurrentIndex(indexOfMatter(name));
}

void MatterCombo::selectAll()
{
    if (m_mode == Mode::Filter)
        setCurrentIndex(0);
}

int MatterCombo::indexOfMatter(const QString& matter) const
{
    for (int i = 0; i < count(); ++i) {
        const int kind = itemData(i, kKindRole).toInt();
        if ((matter.isEmpty() && kind == NoMatter) || (kind == NamedMatter && itemData(i).toString() == matter))
            return i;
    }
    return -1;
}

void MatterCombo::rebuild(const QStringList& matters, const std::optional<QString>& keep)
{
    QStringList names;
    for (const QString& m : matters) {
        const QString name = m.trimmed();
        if (!name.isEmpty() && !names.contains(name))
            names << name;
    }
    if (keep && !keep->isEmpty() && !names.contains(*keep))
        names << *keep;
    std::sort(names.begin(), names.end(),
              [](const QString& a, const QString& b) { return QString::localeAwareCompare(a, b) < 0; });

    m_rebuilding = true;
    {
        const QSignalBlocker block(this);
        clear();
        if (m_mode == Mode::Filter) {
            addItem(QString());
            setItemData(count() - 1, AllMatters, kKindRole);
        }
        if (m_noMatterOffered) {
            addItem(QString(), QString());
            setItemData(count() - 1, NoMatter, kKindRole);
        }
        for (const QString& name : std::as_const(names)) {
            addItem(name, name);
            setItemData(count() - 1, NamedMatter, kKindRole);
            setItemData(count() - 1, name, Qt::ToolTipRole);
        }
        retranslate();
        const int kept = keep ? indexOfMatter(*keep) : 0;
        setCurrentIndex(kept >= 0 ? kept : (count() > 0 ? 0 : -1));
    }
    m_rebuilding = false;
}

void MatterCombo::retranslate()
{
    for (int i = 0; i < count(); ++i) {
        const int kind = itemData(i, kKindRole).toInt();
        if (kind == AllMatters)
            setItemText(i, tr("All matters"));
        else if (kind == NoMatter)
            setItemText(i, tr("No matter"));
    }
    setAccessibleName(m_mode == Mode::Filter ? tr("Show the matter") : tr("Matter"));
}

void MatterCombo::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QComboBox::changeEvent(event);
}

} // namespace lmars::ui
