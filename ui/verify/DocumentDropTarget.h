// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QMimeData;
class QWidget;

namespace lmars::ui {

/**
 * Makes a window a drop target for the document check (issue 13, point 8): dropping a .pdf, .docx,
 * .txt, .md or .html file on it asks for that file's check (documentDropped); dropping anything
 * else (another type, a folder, several files of which none can be checked, text) is refused with
 * a message saying what can be dropped (dropRefused). Child widgets that take drops themselves
 * (the library panel) keep theirs.
 */
class DocumentDropTarget final : public QObject
{
    Q_OBJECT

public:
    /// Installs itself on `window` and lets it accept drops.
    explicit DocumentDropTarget(QWidget* window);

    /// The first checkable local file of a drop, else empty; *refusal says why nothing can be checked.
    static QString checkableFile(const QMimeData* data, QString* refusal);

Q_SIGNALS:
    void documentDropped(const QString& path);
    void dropRefused(const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace lmars::ui
