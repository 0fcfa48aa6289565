// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineEdit>

class QStringListModel;

namespace lmars::verify {
struct CourtNode;
}

namespace lmars::ui {

/**
 * The forum court of a research (issue 27, point 2): a courts-db id ("cal", "calctapp", "cand",
 * "ca9") or a name that resolves to one ("Ninth Circuit"), read by the resolver `lmars-cli ask
 * --forum` and `verify --forum` use (verify::CourtHierarchy::resolve). Its completer offers every
 * known court as "Name (id)", which resolves too. A text that names no court is never dropped
 * silently: problem() says so, and the composer shows it and does not run.
 */
class ForumField final : public QLineEdit
{
    Q_OBJECT

public:
    explicit ForumField(QWidget* parent = nullptr);

    /// The court's courts-db id; empty when the field is empty or names no court.
    QString courtId() const;
    /// Empty or a known court.
    bool isAcceptable() const;
    /// What is wrong with the text in words, empty when it is acceptable.
    QString problem() const;
    /// Shows a court by id or name as "Name (id)"; a text that resolves to no court is shown as given.
    void setCourt(const QString& court);
    /// "Court of Appeals for the Ninth Circuit (ca9)".
    static QString displayText(const verify::CourtNode& court);

protected:
    void changeEvent(QEvent* event) override;

private:
    const verify::CourtNode* court() const;
    void retranslate();
    void updateLook();

    QStringListModel* m_courts = nullptr;
};

} // namespace lmars::ui
