// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QSet>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTableView>
#include <QTextBoundaryFinder>
#include <QTextDocumentFragment>

#include <algorithm>
#include <utility>

namespace lmars::test {

/**
 * Walks every visible text a person reads in a widget tree (labels, buttons, check boxes, combo
 * boxes' current items, tab titles, column headers, group titles) and collects what is wrong with it:
 *  - it does not fit: its text is wider than the room the widget gives it (clipped) or was
 *    shortened with "…" (elided), or a wrapped label is shorter than its lines;
 *  - it shows a raw key or id (camelCase keys such as effectiveAsOfDate, snake_case ids);
 *  - in another language than English, it is still the English text the same widget showed in
 *    English, unless it consists of proper names alone (allowedNames()) or the widget shows data
 *    (dataWidgets(): the user's question, source titles, file names).
 * Each problem is one line naming the scene, the widget's path and the text.
 */
class TextWalker
{
public:
    /// Proper names that stay the same in every language: products, services, legal names and
    /// abbreviations. A text made of these alone (and of digits and punctuation) is not "untranslated".
    static const QStringList& allowedNames()
    {
        static const QStringList names{QStringLiteral("L-MARS"),     QStringLiteral("CourtListener"),
                                       QStringLiteral("eCFR"),       QStringLiteral("U.S. Code"),
                                       QStringLiteral("GovInfo"),    QStringLiteral("SearXNG"),
                                       QStringLiteral("Serper"),     QStringLiteral("OpenAI"),
                                       QStringLiteral("Anthropic"),  QStringLiteral("Ollama"),
                                       QStringLiteral("OpenRouter"), QStringLiteral("vLLM"),
                                       QStringLiteral("LM Studio"),  QStringLiteral("IRAC"),
                                       QStringLiteral("U-Score"),    QStringLiteral("PDF"),
                                       QStringLiteral("JSON"),       QStringLiteral("Markdown"),
                                       QStringLiteral("API"),        QStringLiteral("URL"),
                                       QStringLiteral("PostgreSQL"), QStringLiteral("English"),
                                       QStringLiteral("Español"),    QStringLiteral("OK"),
                                       QStringLiteral("es"),         QStringLiteral("en"),
                                       QStringLiteral("zh_CN"),      QStringLiteral("zh"),
                                       QStringLiteral("ms"),         QStringLiteral("s"),
                                       QStringLiteral("Web")};
        return names;
    }

    /// Widgets whose text is the user's data or the sources' (the same in every language).
    static const QSet<QString>& dataWidgets()
    {
        static const QSet<QString> names{QStringLiteral("sourceDetailTitle"),    QStringLiteral("cardTitle"),
                                         QStringLiteral("matterCombo"),          QStringLiteral("libraryMatterFilter"),
                                         QStringLiteral("libraryAddMatter"),     QStringLiteral("statusRun"),
                                         QStringLiteral("documentCheckSummary"), QStringLiteral("languageCombo")};
        return names;
    }

    /// Tables whose cells are read whole (the citation check): a cell whose text is elided, cut by its
    /// row's height or beyond the view's right edge (needs sideways scrolling) is a problem.
    static const QSet<QString>& cellTables()
    {
        static const QSet<QString> names{QStringLiteral("documentCheckTable")};
        return names;
    }

    explicit TextWalker(QString language) : m_language(std::move(language)) {}

    /// The texts seen in English, by widget path (compared with in the other languages).
    void setEnglish(const QHash<QString, QString>* english) { m_english = english; }
    const QHash<QString, QString>& seen() const { return m_seen; }
    const QStringList& problems() const { return m_problems; }
    int checked() const { return m_checked; }

    void walk(QWidget* root, const QString& scene)
    {
        if (!root->isVisible())
            return;
        for (QWidget* w : root->findChildren<QWidget*>()) {
            if (!w->isVisible() || w->width() <= 0 || skipped(w, root))
                continue;
            const QString path = scene + QLatin1Char('/') + pathOf(w, root);
            if (auto* label = qobject_cast<QLabel*>(w))
                checkLabel(label, path);
            else if (auto* button = qobject_cast<QAbstractButton*>(w))
                checkButton(button, path);
            else if (auto* combo = qobject_cast<QComboBox*>(w))
                checkCombo(combo, path);
            else if (auto* tabs = qobject_cast<QTabBar*>(w))
                checkTabs(tabs, path);
            else if (auto* header = qobject_cast<QHeaderView*>(w))
                checkHeader(header, path);
            else if (auto* table = qobject_cast<QTableView*>(w); table && cellTables().contains(table->objectName()))
                checkCells(table, path);
            if (auto* group = qobject_cast<QGroupBox*>(w); group && !group->title().isEmpty())
                checkText(group, path + QStringLiteral(":title"), group->title(), group->width() - 16,
                          group->fontMetrics().horizontalAdvance(plain(group->title())));
        }
    }

private:
    /// Inside a combo box, spin box or item view's viewport (their own texts are checked apart), or a menu.
    static bool skipped(QWidget* w, QWidget* root)
    {
        for (QWidget* p = w->parentWidget(); p && p != root->parentWidget(); p = p->parentWidget()) {
            if (qobject_cast<QComboBox*>(p) || qobject_cast<QAbstractSpinBox*>(p) || qobject_cast<QMenu*>(p) ||
                qobject_cast<QLineEdit*>(p))
                return true; // their inner widgets (a line edit's icon buttons show no text)
            if (auto* view = qobject_cast<QAbstractItemView*>(p); view && view->viewport()->isAncestorOf(w))
                return true;
        }
        return qobject_cast<QMenu*>(w) != nullptr;
    }

    /// The widget's place under root: object names (or class names), each with its index among the
    /// siblings of the same name and class, so that repeated widgets (timeline cards) stay apart.
    static QString pathOf(QWidget* w, QWidget* root)
    {
        QStringList parts;
        for (QWidget* p = w; p && p != root; p = p->parentWidget()) {
            QString part = p->objectName();
            if (part.isEmpty() || part.startsWith(QLatin1String("qt_")))
                part = QString::fromLatin1(p->metaObject()->className());
            int index = 0;
            if (QWidget* parent = p->parentWidget()) {
                for (QObject* sibling : parent->children()) {
                    if (sibling == p)
                        break;
                    if (sibling->metaObject() == p->metaObject() && sibling->objectName() == p->objectName())
                        ++index;
                }
            }
            parts.prepend(QStringLiteral("%1#%2").arg(part).arg(index));
        }
        return parts.join(QLatin1Char('/'));
    }

    /// The text as shown: markup removed, mnemonic ampersands removed ("&&" is one ampersand).
    static QString plain(const QString& text)
    {
        QString out = Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
        out.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
        out.remove(QLatin1Char('&'));
        out.replace(QLatin1Char('\x01'), QLatin1Char('&'));
        return out;
    }

    bool isDataWidget(const QWidget* w) const
    {
        for (const QWidget* p = w; p; p = p->parentWidget()) {
            if (dataWidgets().contains(p->objectName()))
                return true;
        }
        return false;
    }

    void problem(const QString& path, const QString& what, const QString& text)
    {
        m_problems << QStringLiteral("[%1] %2: %3 \"%4\"").arg(m_language, path, what, text.left(160));
    }

    /// Fit, raw keys and translation of one text; available and needed are widths in pixels.
    void checkText(QWidget* w, const QString& path, const QString& rawText, int available, int needed)
    {
        const QString text = plain(rawText).trimmed();
        if (text.isEmpty())
            return;
        ++m_checked;
        m_seen.insert(path, text);
        if (needed > available + 1)
            problem(path, QStringLiteral("does not fit (%1 px for %2 px)").arg(available).arg(needed), text);
        // Shortened with "…" while the widget's tooltip holds the whole text (a label that elides itself
        // keeps the whole text there); "Add…" of a button that opens a dialog is not shortened.
        if (text.endsWith(QStringLiteral("…"))) {
            const QString stem = text.chopped(1).trimmed();
            const QString whole = plain(w->toolTip()).trimmed();
            if (stem.size() >= 6 && whole.size() > text.size() && whole.startsWith(stem))
                problem(path, QStringLiteral("elided (whole: \"%1\")").arg(whole.left(120)), text);
        }
        checkRawKeys(path, text);
        if (m_english && m_language != QLatin1String("en") && !isDataWidget(w))
            checkTranslated(path, text);
    }

    void checkRawKeys(const QString& path, QString text)
    {
        static const QRegularExpression url(QStringLiteral("\\b(?:https?|file|lmars)://\\S+|\\S+@\\S+|/\\S+"));
        static const QRegularExpression camel(QStringLiteral("\\b[a-z]+(?:[A-Z][a-z0-9]+)+\\b"));
        static const QRegularExpression snake(QStringLiteral("\\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\\b"));
        text.remove(url);
        for (const QRegularExpression* re : {&camel, &snake}) {
            const QRegularExpressionMatch m = re->match(text);
            if (m.hasMatch() && m.captured() != QLatin1String("zh_CN"))
                problem(path, QStringLiteral("shows a raw key or id (%1)").arg(m.captured()), text);
        }
    }

    void checkTranslated(const QString& path, const QString& text)
    {
        const auto english = m_english->constFind(path);
        if (english == m_english->constEnd() || english.value() != text)
            return;
        QString rest = text;
        for (const QString& name : allowedNames())
            rest.replace(
                QRegularExpression(QStringLiteral("(?<![A-Za-z])%1(?![A-Za-z])").arg(QRegularExpression::escape(name))),
                QStringLiteral(" "));
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
        if (word.match(rest).hasMatch())
            problem(path, QStringLiteral("untranslated"), text);
    }

    void checkLabel(QLabel* label, const QString& path)
    {
        if (label->text().isEmpty())
            return;
        const QRect room = label->contentsRect();
        if (label->wordWrap()) {
            const int needed = label->heightForWidth(label->width());
            const QString text = plain(label->text()).trimmed();
            if (needed > label->height() + 1)
                problem(path,
                        QStringLiteral("wrapped text cut (%1 px high for %2 px)").arg(label->height()).arg(needed),
                        text);
            // The longest piece between two line-break opportunities must fit on a line of its own (Unicode's
            // line breaking: between words, and between CJK characters, which have no spaces).
            int longest = 0;
            QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
            for (qsizetype start = 0, end = breaks.toNextBoundary(); end > 0;
                 start = end, end = breaks.toNextBoundary())
                longest =
                    std::max(longest, label->fontMetrics().horizontalAdvance(text.mid(start, end - start).trimmed()));
            checkText(label, path, label->text(), room.width(), Qt::mightBeRichText(label->text()) ? 0 : longest);
            return;
        }
        const int needed = Qt::mightBeRichText(label->text())
                               ? label->sizeHint().width() - (label->width() - room.width())
                               : label->fontMetrics().horizontalAdvance(plain(label->text())) + 2 * label->margin() +
                                     std::max(0, label->indent());
        checkText(label, path, label->text(), room.width(), needed);
    }

    void checkButton(QAbstractButton* button, const QString& path)
    {
        if (button->text().isEmpty())
            return;
        // The style's size for the whole text (with icon, indicator and margins) against the button's width.
        checkText(button, path, button->text(), button->width(), button->sizeHint().width());
    }

    void checkCombo(QComboBox* combo, const QString& path)
    {
        if (combo->isEditable() || combo->currentText().isEmpty())
            return;
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = false;
        option.currentText = combo->currentText();
        option.currentIcon = combo->itemIcon(combo->currentIndex());
        option.iconSize = combo->iconSize();
        const QRect field =
            combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
        int needed = combo->fontMetrics().horizontalAdvance(combo->currentText());
        if (!option.currentIcon.isNull())
            needed += combo->iconSize().width() + 4;
        checkText(combo, path, combo->currentText(), field.width(), needed);
    }

    void checkTabs(QTabBar* tabs, const QString& path)
    {
        const int space = tabs->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, tabs);
        for (int i = 0; i < tabs->count(); ++i) {
            if (!tabs->isTabVisible(i))
                continue;
            const QRect r = tabs->tabRect(i);
            const QString where = path + QStringLiteral(":tab%1").arg(i);
            if (!tabs->rect().contains(r))
                problem(where, QStringLiteral("tab outside its bar"), tabs->tabText(i));
            int needed = tabs->fontMetrics().horizontalAdvance(plain(tabs->tabText(i))) + space;
            if (!tabs->tabIcon(i).isNull())
                needed += tabs->iconSize().width() + 4;
            checkText(tabs, where, tabs->tabText(i), r.width(), needed);
        }
    }

    void checkHeader(QHeaderView* header, const QString& path)
    {
        if (header->orientation() != Qt::Horizontal || !header->model())
            return;
        const int margin = header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
        const int mark = header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header);
        QFont bold = header->font();
        const QFontMetrics fm(bold);
        for (int logical = 0; logical < header->count(); ++logical) {
            if (header->isSectionHidden(logical) || header->sectionSize(logical) <= 0)
                continue;
            const QString text = header->model()->headerData(logical, Qt::Horizontal).toString();
            int needed = fm.horizontalAdvance(text) + 2 * margin;
            if (header->isSortIndicatorShown() && header->sortIndicatorSection() == logical)
                needed += mark + margin;
            const QString where = path + QStringLiteral(":column%1").arg(logical);
            // The last section may run past the view's right edge only when the view scrolls.
            checkText(header, where, text, header->sectionSize(logical), needed);
        }
    }

    /// The displayed text of every cell (its rows' data: fit and raw keys, not translation).
    void checkCells(QTableView* table, const QString& path)
    {
        const QAbstractItemModel* model = table->model();
        if (!model)
            return;
        // The room a cell's text gets: the style's text margin on either side.
        const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
        const int viewWidth = table->viewport()->width();
        for (int row = 0; row < std::min(model->rowCount(), 100); ++row) {
            if (table->isRowHidden(row))
                continue;
            for (int column = 0; column < model->columnCount(); ++column) {
                if (table->isColumnHidden(column))
                    continue;
                const QModelIndex index = model->index(row, column);
                const QString text = index.data(Qt::DisplayRole).toString().trimmed();
                if (text.isEmpty())
                    continue;
                ++m_checked;
                const QString where = path + QStringLiteral(":cell%1,%2").arg(row).arg(column);
                const QVariant fontData = index.data(Qt::FontRole);
                const QFontMetrics fm(fontData.isValid() ? fontData.value<QFont>() : table->font());
                const QRect cell = table->visualRect(index);
                const int room = cell.width() - 2 * margin;
                if (cell.right() > viewWidth + 1)
                    problem(where, QStringLiteral("beyond the view's right edge (%1 px wide view)").arg(viewWidth),
                            text);
                if (table->wordWrap()) {
                    const QRect needed = fm.boundingRect(QRect(0, 0, std::max(room, 1), 100000),
                                                         Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
                    if (needed.width() > room + 1 || needed.height() > cell.height())
                        problem(where,
                                QStringLiteral("cell cut (%1×%2 px for %3×%4 px)")
                                    .arg(room)
                                    .arg(cell.height())
                                    .arg(needed.width())
                                    .arg(needed.height()),
                                text);
                } else if (fm.horizontalAdvance(text) > room + 1) {
                    problem(where,
                            QStringLiteral("cell elided (%1 px for %2 px)").arg(room).arg(fm.horizontalAdvance(text)),
                            text);
                }
                checkRawKeys(where, text);
            }
        }
    }

    QString m_language;
    const QHash<QString, QString>* m_english = nullptr;
    QHash<QString, QString> m_seen;
    QStringList m_problems;
    int m_checked = 0;
};

} // namespace lmars::test
